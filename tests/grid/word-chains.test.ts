/**
 * Pushing chains of words (docs/rules.md §5.2 "Incremental parsing", §5.4; move-push.ts `plainPush`,
 * lines.ts `markMoved`): a push shifts each link of its chain one cell on in turn, and each word moved
 * marks the lines it leaves and enters as the board stands between the links' moves. On random boards
 * dense with words, where YOU movers push chains of one word to several along and across the lines that
 * spell rules (forming and breaking them, several movers pushing in one step), after every step and undo:
 * the board, the rules and the history equal those of every step planned in full (`useShortcuts(false)`),
 * and the rules, parsed from the marks, equal a whole-board parse of the same board.
 */
import fc from "fast-check";
import { afterEach, describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { useShortcuts } from "../../src/engine/grid/move-cells";
import { reparseChanged } from "../../src/engine/grid/properties";
import { fuzzed } from "../fuzz";
import { callsOf, crowdedBoards, play, walk } from "./shortcut-walk";
import { parseWholeBoard } from "./whole-board-parse";

/** What a cell holds: mostly words (rows and columns of them make chains), YOU objects, a few solids. */
const CELL = fc.constantFrom(
  ".",
  ".",
  ".",
  "baba",
  "baba",
  "BABA",
  "ROCK",
  "WALL",
  "IS",
  "IS",
  "AND",
  "NOT",
  "YOU",
  "PUSH",
  "STOP",
  "WIN",
  "rock",
  "wall",
);
/** Rules that may be added: more YOU movers, more solids, PULL behind movers. */
const EXTRA = fc.constantFrom("ROCK IS YOU", "WALL IS PUSH", "ROCK IS PULL", "BABA IS PUSH");
const RULES = ["BABA IS YOU", "ROCK IS PUSH", "WALL IS STOP"];
const BOARD = crowdedBoards({
  rules: RULES,
  extra: EXTRA,
  extraMax: 2,
  cell: CELL,
  width: [4, 9],
  height: [3, 7],
});

/** The rules a whole-board parse of `level`'s board gives. */
function wholeRules(level: grid.Level): string[] {
  const copy = grid.cloneLevel(level);
  parseWholeBoard(copy);
  return grid.rules(copy);
}

/** The rules `level`'s marked lines parse to, read on a copy (the level itself is left as it stands). */
function markedRules(level: grid.Level): string[] {
  const copy = grid.cloneLevel(level);
  reparseChanged(copy);
  return grid.rules(copy);
}

afterEach(() => useShortcuts(true));

describe("chains of words pushed", () => {
  test("leave the board, rules and history of every step planned in full, after every step and undo", () => {
    fc.assert(
      fc.property(BOARD, callsOf(8, 24), (def, calls) => {
        const start = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
        expect(walk(start, calls, true)).toEqual(walk(start, calls, false));
      }),
      fuzzed({ seed: 13_501, numRuns: 150 }),
    );
  });

  test("mark every line whose rules they change: the marks parse to a whole-board parse's rules", () => {
    let pushes = 0; // steps that moved a word
    fc.assert(
      fc.property(BOARD, callsOf(8, 24), (def, calls) => {
        const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
        for (const call of calls) {
          const was = Array.from(level.x.slice(0, level.nextId), (x, id) => x * 64 + level.y[id]);
          play(level, call, true);
          const moved = was.some(
            (p, id) => level.kinds.isText[level.kind[id]] === 1 && p !== level.x[id] * 64 + level.y[id],
          );
          if (moved) pushes++;
          expect(markedRules(level)).toEqual(wholeRules(level));
        }
      }),
      fuzzed({ seed: 13_502, numRuns: 150 }),
    );
    expect(pushes).toBeGreaterThan(300);
  });
});
