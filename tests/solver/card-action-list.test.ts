/**
 * The card actions the solver lists from a SpellGrid state (src/solver/spellgrid-moves.ts), in order:
 * each distinct card in hand, in hand order; a minion onto every empty tile, row by row; a spell with no
 * target when its untargeted cast passes its check, else at every minion whose cast passes, in tile order;
 * each applied, and when it asks one more question, once per option, in order; those applied without an
 * error are the successors. Checked against that rule written out here with fresh objects (the solver
 * shares one frozen object per action) in every state along seeded random walks of every SpellGrid level
 * shipped; and every action listed is frozen, its tile and answers too, so no reader can change the
 * object every list shares.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import * as sg from "../../src/engine/spellgrid";
import { applyToSpellGrid, NeedChoice } from "../../src/play/apply";
import { shippedLevels } from "../../src/play/files";
import type { PlayerAction } from "../../src/play/notation";
import { modelOf } from "../../src/solver/model";
import { spellGridSuccessors } from "../../src/solver/spellgrid-moves";
import { fuzzed } from "../fuzz";

type CardAction = Extract<PlayerAction, { type: "card" }>;

const content = repositoryContent();
/** Card actions compared, all levels (the walks reached some). */
let compared = 0;

/** `a` and, when it asks one more question, each option's action, those applied without an error. */
function tried(s: sg.SpellGridState, a: CardAction, out: CardAction[]): void {
  try {
    applyToSpellGrid(s, a);
    out.push(a);
  } catch (err) {
    if (err instanceof NeedChoice)
      for (const o of err.options) tried(s, { ...a, choices: [...a.choices, o] }, out);
  }
}

/** The rule, written out. */
function cardSuccessors(s: sg.SpellGridState): CardAction[] {
  const names: string[] = [];
  for (const e of s.game.sides[0].hand) {
    const name = s.game.entities[e].card!.name;
    if (!names.includes(name)) names.push(name);
  }
  const { width, height } = s.level;
  const out: CardAction[] = [];
  const at = (card: string, x: number, y: number): CardAction => ({
    type: "card",
    card,
    tile: [x, y],
    choices: [],
  });
  for (const card of names) {
    if (s.game.cards.get(card)?.def.type === "minion") {
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) if (s.level.head[y * width + x] === -1) tried(s, at(card, x, y), out);
    } else if (sg.checkCast(s, card) === null) tried(s, { type: "card", card, tile: null, choices: [] }, out);
    else
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) {
          const id = sg.minionAt(s, x, y);
          if (id !== null && sg.checkCast(s, card, id) === null) tried(s, at(card, x, y), out);
        }
  }
  return out;
}

const cardLevels = shippedLevels().filter(({ def }) => "game" in (modelOf(def, content).start as object));

describe("the solver's card actions", () => {
  for (const { path, def } of cardLevels)
    test(`${path}: as the rule lists them, each frozen`, () => {
      const model = modelOf(def, content);
      fc.assert(
        fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 5 }), (walk) => {
          let s = model.start as sg.SpellGridState;
          for (const pick of walk) {
            const next = spellGridSuccessors(s);
            const listed = next.map((n) => n.action).filter((a): a is CardAction => a.type === "card");
            expect(listed, path).toEqual(cardSuccessors(s));
            for (const a of listed) {
              expect(Object.isFrozen(a) && Object.isFrozen(a.choices)).toBe(true);
              if (a.tile !== null) expect(Object.isFrozen(a.tile)).toBe(true);
            }
            compared += listed.length;
            if (next.length === 0 || model.won(s) || model.lost(s)) break;
            s = next[pick % next.length].state as sg.SpellGridState;
          }
        }),
        fuzzed({ seed: 62, numRuns: 6 }),
      );
    });

  test("the walks compared some card actions", () => {
    expect(compared).toBeGreaterThan(20);
  });
});
