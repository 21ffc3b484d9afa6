/**
 * `checkPlayCard` and `checkPlay` say what the rules say whatever SpellGrid remembers of a card
 * definition (src/engine/spellgrid/card-verdict.ts): along seeded random walks over every shipped SpellGrid
 * level, every card in the hand and every tile get the answer worked out afresh from the rules (not in the
 * hand, a spell, `neverPlayed`, the noun's `kindProblem` in the level's lexicon, the tile, the object
 * limit, the card engine's `playProblem`); a definition given another `type`, `noun` or `text` after it was
 * asked about, or asked about on a level of another lexicon, is judged afresh; and a play takes the card
 * `checkPlay` checked, throwing its words and changing nothing when it refuses.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { type CardDef, playProblem } from "../../src/engine/cards";
import { kindProblem, type Lexicon, objectCount, objectsAt } from "../../src/engine/grid";
import * as sg from "../../src/engine/spellgrid";
import { applyToSpellGrid, levelKind, startState } from "../../src/play/apply";
import { shippedLevels } from "../../src/play/files";
import { spellGridSuccessors } from "../../src/solver/spellgrid-moves";
import { fuzzed } from "../fuzz";
import { played } from "./played";

const content = repositoryContent();
const spellGridLevels = shippedLevels().filter((l) => levelKind(l.def) === "spellgrid");

/** `checkPlayCard`'s answer from the rules, nothing remembered. */
function cardRule(s: sg.SpellGridState, card: string): string | null {
  const hand = s.game.sides[0].hand;
  const handId = hand.find((e) => s.game.entities[e].card?.name === card);
  if (handId === undefined) {
    const names = hand.map((e) => s.game.entities[e].card!.name);
    return `play: "${card}" is not in the hand (hand: ${names.length ? names.join(", ") : "empty"})`;
  }
  const def = s.game.entities[handId].card!.def;
  if (def.type === "spell") return `play: "${card}" is a spell: cast it`;
  const never = sg.neverPlayed(def);
  if (never !== null) return `play: "${card}" is ${never}`;
  const problem = kindProblem(s.level.lexicon, sg.minionKind(def)!);
  return problem ? `play: "${card}": its noun: ${problem}` : null;
}

/** `checkPlay`'s answer from the rules. */
function playRule(s: sg.SpellGridState, card: string, x: number, y: number): string | null {
  const refused = cardRule(s, card);
  if (refused !== null) return refused;
  const { level } = s;
  if (x < 0 || y < 0 || x >= level.width || y >= level.height)
    return `play: tile (${x}, ${y}) is off the ${level.width}×${level.height} grid`;
  const here = objectsAt(level, x, y).length;
  if (here > 0) return `play: tile (${x}, ${y}) is not empty (it holds ${here} object${here > 1 ? "s" : ""})`;
  const count = objectCount(level) + 1;
  if (count > level.limits.objects)
    return `play: "${card}" at (${x}, ${y}): the grid would hold ${count} objects, over the limit of ${level.limits.objects}`;
  const handId = s.game.sides[0].hand.find((e) => s.game.entities[e].card?.name === card)!;
  return playProblem(s.game, handId);
}

/** Every card name met: the hand's, and one never in a hand. */
const names = (s: sg.SpellGridState) => [
  ...new Set(s.game.sides[0].hand.map((e) => s.game.entities[e].card!.name)),
  "No Such Card",
];

let minionsAsked = 0;
let refusedPlays = 0;

describe("checkPlay and checkPlayCard say what the rules say", () => {
  for (const { path, def } of spellGridLevels)
    test(`${path}: along random walks, every hand card on every tile`, () => {
      fc.assert(
        fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 5 }), (picks) => {
          const start = startState(def, content);
          if (start.kind !== "spellgrid") throw new Error("not a SpellGrid level");
          let s = start.game;
          for (const pick of picks) {
            for (const card of names(s)) {
              expect(sg.checkPlayCard(s, card)).toBe(cardRule(s, card));
              if (s.game.cards.get(card)?.def.type === "minion") minionsAsked++;
              for (let y = -1; y <= s.level.height; y++)
                for (let x = -1; x <= s.level.width; x++) {
                  const rule = playRule(s, card, x, y);
                  expect(sg.checkPlay(s, card, x, y)).toBe(rule);
                  if (rule !== null || (x + y) % 3 !== 0) continue;
                  expect(() => sg.play(sg.cloneSpellGrid(s), card, x, y, null)).not.toThrow(); // checked: plays
                }
            }
            const actions = spellGridSuccessors(s).map((a) => a.action);
            if (actions.length === 0) break;
            s = applyToSpellGrid(s, actions[pick % actions.length]);
          }
        }),
        fuzzed({ seed: 58, numRuns: 4 }),
      );
    });

  test("a refused play throws checkPlay's words and changes nothing", () => {
    for (const { def } of spellGridLevels) {
      const start = startState(def, content);
      if (start.kind !== "spellgrid") throw new Error("not a SpellGrid level");
      const s = start.game;
      for (const card of names(s))
        for (let y = -1; y <= s.level.height; y++)
          for (let x = -1; x <= s.level.width; x++) {
            const problem = sg.checkPlay(s, card, x, y);
            if (problem === null) continue;
            const before = played(s);
            expect(() => sg.play(s, card, x, y, null)).toThrow(problem);
            expect(played(s)).toEqual(before);
            refusedPlays++;
          }
    }
    expect(refusedPlays).toBeGreaterThan(0);
  });

  test("the walks asked about minions in the hand", () => expect(minionsAsked).toBeGreaterThan(0));
});

/** A state of a shipped level (breadth first from its start) with a minion it may play in the hand. */
function withMinion(): { s: sg.SpellGridState; card: string; def: CardDef } {
  for (const { def: level } of spellGridLevels) {
    const start = startState(level, content);
    if (start.kind !== "spellgrid") continue;
    const queue = [start.game];
    for (let i = 0; i < queue.length && i < 300; i++) {
      const s = queue[i];
      for (const e of s.game.sides[0].hand) {
        const card = s.game.entities[e].card!;
        if (card.def.type === "minion" && cardRule(s, card.name) === null)
          return { s, card: card.name, def: card.def };
      }
      for (const next of spellGridSuccessors(s)) queue.push(next.state);
    }
  }
  throw new Error("no shipped SpellGrid level reaches a playable minion in its hand");
}

describe("a definition is judged by its fields and the level's lexicon", () => {
  test("a definition given another type, noun or text after it was asked about is judged afresh", () => {
    const { s, card, def } = withMinion();
    const kept = { type: def.type, noun: def.noun, text: def.text };
    const edited = def as { type: string; noun?: string; text: unknown };
    // a text that picks a target as the card is played (a minion's would be its Battlecry's)
    const targeted = content.cards.find((d) =>
      d.text.some((c) => c.type === "effect" && "target" in c && c.target === "chosen"),
    );
    expect(targeted).toBeDefined();
    const changes: (() => void)[] = [
      () => (edited.noun = "Text"), // a meta noun
      () => (edited.noun = "Zzyzx"), // no word of the lexicon
      () => (edited.noun = undefined),
      () => (edited.type = "weapon"),
      () => (edited.text = [...targeted!.text]),
    ];
    let changed = 0;
    try {
      for (const change of changes) {
        expect(sg.checkPlayCard(s, card)).toBe(cardRule(s, card)); // asked first: remembered
        change();
        expect(sg.checkPlayCard(s, card)).toBe(cardRule(s, card));
        if (cardRule(s, card) !== null) changed++;
        expect(sg.checkPlay(s, card, 0, 0)).toBe(playRule(s, card, 0, 0));
        Object.assign(edited, kept);
      }
      expect(changed).toBe(changes.length); // each change makes the card refused
    } finally {
      Object.assign(edited, kept);
    }
    expect(sg.checkPlayCard(s, card)).toBeNull();
  });

  test("the same definition on a level of another lexicon is judged in that lexicon", () => {
    const { s, card, def } = withMinion();
    expect(sg.checkPlayCard(s, card)).toBeNull();
    const noun = def.noun!.toUpperCase();
    const lex = s.level.lexicon;
    const other: Lexicon = {
      ...lex,
      words: lex.words.map((w) => (w.word === noun ? { ...w, meta: true } : w)),
    };
    const t = sg.cloneSpellGrid(s);
    (t.level as { lexicon: Lexicon }).lexicon = other;
    expect(sg.checkPlayCard(t, card)).toBe(cardRule(t, card));
    expect(sg.checkPlayCard(t, card)).toMatch(/meta noun/);
    expect(sg.checkPlayCard(s, card)).toBeNull();
  });
});
