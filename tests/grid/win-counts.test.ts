/**
 * The win check's counts by kind kept between turns (docs/rules.md §5.5; phases/win.ts `countOf`): how
 * many WIN and YOU objects there are, counted by kind, is kept while the rules record, the kinds array
 * and the ids issued are the same and no kind or life of any level's objects was written. With the
 * engine's shortcuts off (the reference) they are counted afresh each time. On random boards with YOU,
 * WIN, MORE, hazards, `ALL` and `TEXT` rules, conditional rules and loose words that form rules during a
 * turn, walked with steps, waits, undos, restarts, edits and copies of the level, both ways leave the same
 * board, journal, undo history, win and loss after every call; and many walks found a count kept.
 */
import fc from "fast-check";
import { afterEach, describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { useShortcuts } from "../../src/engine/grid/move-cells";
import { countsKeptSoFar } from "../../src/engine/grid/phases/win";
import { restore } from "../../src/engine/grid/undo";
import { fuzzed } from "../fuzz";
import { map } from "./builder";
import { conditionOf, ruleBoard, ruleOf } from "./rule-board";
import { board, callsWith, INPUTS, UNDO, walkWith } from "./shortcut-walk";

const noun = fc.constantFrom("BABA", "ROCK", "KEG", "FLAG", "ALL", "TEXT");
const prop = fc.constantFrom("WIN", "YOU", "MORE", "DEFEAT", "SINK", "PUSH", "FLOAT", "HOT", "MELT");
const RULE = ruleOf(
  noun,
  prop,
  conditionOf(["ON", "NEAR"], fc.constantFrom("BABA", "ROCK", "KEG"), prop),
  4,
  1,
);

/** BABA IS YOU, FLAG IS WIN, up to four rules, then cells of things and loose words (rules form in a turn). */
const BOARD = ruleBoard({
  fixed: [
    ["BABA", "IS", "YOU"],
    ["FLAG", "IS", "WIN"],
  ],
  rules: RULE,
  most: 4,
  width: [6, 8],
  height: [4, 6],
  things: ["baba", "rock", "keg", "flag", "IS", "WIN", "YOU", "KEG", "ROCK"],
  stack: 2,
  cells: 48,
});

const RESTART = UNDO + 1;
const EDIT = UNDO + 2;
const COPY = UNDO + 3;
const CALLS = callsWith(3, 1);

/** Plays `calls` from `start` with the shortcuts on or off: restart, an edit (a flag added), a copy. */
function walk(start: grid.Level, calls: readonly number[], on: boolean): string[] {
  return walkWith(start, calls, on, (call, level, first) => {
    if (call === RESTART) restore(level, first);
    else if (call === EDIT) grid.placeObject(level, "flag", 0, level.height - 1);
    else if (call === COPY) return grid.cloneLevel(level);
    return level;
  });
}

afterEach(() => useShortcuts(true));

describe("the win check's kept counts find what the reference finds", () => {
  test("random boards with ALL, TEXT, MORE, conditional rules and rules formed in a turn: the same board after every call", () => {
    let keptIn = 0;
    let walks = 0;
    fc.assert(
      fc.property(BOARD, CALLS, fc.boolean(), (def, calls, journal) => {
        const start = grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, journal });
        const before = countsKeptSoFar();
        const fast = walk(start, calls, true);
        if (countsKeptSoFar() > before) keptIn++;
        walks++;
        const slow = walk(start, calls, false);
        for (let i = 0; i < calls.length; i++) expect(fast[i], `call ${i}`).toBe(slow[i]);
      }),
      fuzzed({ seed: 61_307, numRuns: 150 }),
    );
    expect(keptIn).toBeGreaterThan(walks / 5);
  });

  const [RIGHT, WAIT] = [INPUTS.indexOf("right"), INPUTS.indexOf("wait")];

  test("a conversion between turns is counted: the flag made by ROCK IS FLAG wins", () => {
    // the push forms ROCK IS FLAG; the rock under baba becomes a flag, and the next turn wins
    const rows = ["BABA IS YOU", "FLAG IS WIN", "ROCK IS . FLAG", ". . . . .", "baba+rock . . . ."];
    const start = grid.createLevel(map(...rows), LEXICON, { ...LEVEL_CONFIG, journal: true });
    expect(walk(start, [WAIT, WAIT, RIGHT, WAIT], true)).toEqual(
      walk(start, [WAIT, WAIT, RIGHT, WAIT], false),
    );
  });

  test("two levels of the same rules stepped in turn: each one's own objects are counted", () => {
    const one = grid.createLevel(map("BABA IS YOU", "FLAG IS WIN", "baba . . flag"), LEXICON, LEVEL_CONFIG);
    const two = grid.createLevel(map("BABA IS YOU", "FLAG IS WIN", "baba+flag . . ."), LEXICON, LEVEL_CONFIG);
    grid.step(one, "wait");
    grid.step(one, "wait");
    grid.step(two, "wait");
    expect(grid.isWon(one)).toBe(false);
    expect(grid.isWon(two)).toBe(true);
    const copy = grid.cloneLevel(one);
    grid.placeObject(copy, "flag", 0, 2); // the copy's own kinds: its baba now stands on a flag
    grid.step(one, "wait");
    grid.step(copy, "wait");
    expect([grid.isWon(one), grid.isWon(copy), board(one) === board(copy)]).toEqual([false, true, false]);
  });
});
