/**
 * A card Sequence that asks the chooser, remembered (src/engine/spellgrid/card-memo.ts): the card engine
 * is a pure function of the game, the action and the chooser's answers, so on a shared card game a state
 * that keeps no journal remembers per action the questions asked, as a tree keyed by the answers given,
 * ending in the Sequence played (or its limit's error). Played again, the action asks the chooser the
 * same questions, in the same order, once each, and ends as playing it afresh does, however the tree was
 * grown before (an action's answers given in the search's order, or the reverse) and wherever the
 * chooser stops (it throws at question k: the same error) or answers wrongly (the engine's error).
 * Seeded random walks over every SpellGrid level with a card that asks the chooser (found by its
 * actions carrying answers) play each such action with every prefix of its answers three ways: journal
 * kept (the card game played afresh), none, and none again from the memo.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { Chooser } from "../../src/engine/cards";
import * as sg from "../../src/engine/spellgrid";
import type { CardDef } from "../../src/harness";
import { applyToSpellGrid, levelKind } from "../../src/play/apply";
import { shippedLevels } from "../../src/play/files";
import type { PlayerAction } from "../../src/play/notation";
import { fuzzed } from "../fuzz";
import { mapLevel } from "./map";
import { played, unkept, walkActions } from "./played";
import { spellGridWithLimits } from "./with-limits";

type CardAction = Extract<PlayerAction, { type: "card" }>;

const content = repositoryContent();
const spellGridLevels = shippedLevels().filter((l) => levelKind(l.def) === "spellgrid");

/** Thrown by a scripted chooser at the question past its answers. */
class Stop {
  constructor(readonly at: number) {}
}

/** A chooser answering `answers` in order, noting each question it is asked, throwing `Stop` after. */
function scripted(answers: readonly string[]): { chooser: Chooser; asked: [string, string[]][] } {
  const asked: [string, string[]][] = [];
  const chooser: Chooser = (kind, options) => {
    asked.push([kind, [...options]]);
    if (asked.length > answers.length) throw new Stop(asked.length - 1);
    return answers[asked.length - 1];
  };
  return { chooser, asked };
}

/** What playing `card` (its answers from the chooser, none in the action) with `answers` shows. */
function outcome(from: sg.SpellGridState, card: CardAction, answers: readonly string[]) {
  const { chooser, asked } = scripted(answers);
  sg.cloneSpellGrid(from); // a copy marks what it shares with `from` shared (copy on write): not a change seen
  const before = played(from);
  try {
    const s = applyToSpellGrid(from, { ...card, choices: [] }, chooser);
    return { asked, state: played(s), game: s.game };
  } catch (e) {
    expect(played(from)).toEqual(before); // a call that throws changes nothing
    const error =
      e instanceof Stop ? `stop ${e.at}` : `${(e as Error).constructor.name}: ${(e as Error).message}`;
    return { asked, error, game: null };
  }
}

/** A copy of `s` keeping no journal, on a card game of its own shared from now on: nothing remembered. */
function unremembered(s: sg.SpellGridState): sg.SpellGridState {
  const u = unkept(s);
  sg.ownGame(u);
  u.gameShared = true; // never changed in place from now on (as a search's states share theirs)
  return u;
}

/** Every prefix of `answers`, shortest first, and one wrong answer after each. */
function answerLists(answers: readonly string[]): string[][] {
  const lists: string[][] = [];
  for (let k = 0; k <= answers.length; k++) {
    lists.push(answers.slice(0, k));
    if (k < answers.length) lists.push([...answers.slice(0, k), "not an option"]);
  }
  return lists;
}

let levelsAsking = 0;
let compared = 0;
let remembered = 0;

describe("a card action that asks the chooser, played again on the same shared card game", () => {
  for (const { path, def } of spellGridLevels)
    test(`${path}: along random walks, every answer prefix plays as the Sequence does, three ways`, () => {
      let asks = false;
      fc.assert(
        fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 5 }), (picks) => {
          walkActions(def, content, picks, (kept, actions) => {
            const asking = actions.filter((a): a is CardAction => a.type === "card" && a.choices.length > 0);
            if (asking.length > 0) asks = true;
            const plays = asking.flatMap((a) => answerLists(a.choices).map((answers) => ({ a, answers })));
            // the tree grown in the search's order (shortest answers first), and in the reverse order
            for (const order of [plays, [...plays].reverse()]) {
              const from = unremembered(kept);
              for (const { a, answers } of order) {
                const slow = outcome(kept, a, answers);
                const first = outcome(from, a, answers);
                const second = outcome(from, a, answers);
                const { game: _s, ...want } = slow;
                const { game: g1, ...got1 } = first;
                const { game: g2, ...got2 } = second;
                expect(got1).toEqual(want);
                expect(got2).toEqual(want);
                compared++;
                if (g1 !== null && g2 === g1) remembered++;
              }
            }
          });
        }),
        fuzzed({ seed: 58, numRuns: 4 }),
      );
      if (asks) levelsAsking++;
    });

  test("a level with a card asking the chooser was walked, and its answered plays were remembered", () => {
    expect(levelsAsking).toBeGreaterThan(0);
    expect(compared).toBeGreaterThan(100);
    expect(remembered).toBeGreaterThan(10);
  });
});

/** "Whenever this minion takes damage, deal 1 damage to all other minions." (defined here: any card) */
const ECHO: CardDef = {
  name: "Echo Cask",
  type: "minion",
  cost: 1,
  attack: 1,
  health: 50,
  noun: "KEG",
  text: [
    { type: "trigger", trigger: "damaged" },
    { type: "effect", effect: "dealDamage", target: "allOtherMinions", amount: 1 },
  ],
  split: 1,
  game: "spellgrid",
  collectible: false,
};

describe("a card action that passes a Sequence limit, played again on the same shared card game", () => {
  test("throws the same error, naming minions by the SpellGrid ids of the state playing it", () => {
    const level = {
      ...mapLevel(["BABA IS YOU baba", ". . . ."], ["Spark"]),
      cards: [
        { card: ECHO.name, x: 1, y: 1 },
        { card: ECHO.name, x: 3, y: 1 },
      ],
    };
    const kept = spellGridWithLimits(level, { cards: [ECHO], limits: { sequenceActivations: 1 } }).state;
    // the card engine's ids of the two minions differ from the grid's: an error told in the wrong ids shows
    expect(kept.entityOf[kept.level.head[1 * kept.level.width + 1]]).not.toBe(
      kept.level.head[1 * kept.level.width + 1],
    );
    const spark: CardAction = { type: "card", card: "Spark", tile: [1, 1], choices: [] };
    const slow = outcome(kept, spark, []);
    expect(slow.error).toMatch(/^SequenceLimitError: Sequence budget exceeded/);
    const from = unremembered(kept);
    for (let i = 0; i < 3; i++) expect(outcome(from, spark, [])).toEqual(slow);
  });
});
