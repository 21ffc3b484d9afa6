/**
 * Undo records written in place (docs/rules.md §5.6; undo-log.ts `bufferFor`, history.ts `pushEntry`): a
 * step records the objects it changes where its history entry will hold them when the region written in
 * has room, and moves them to the scratch when that room runs out mid-step. On random boards crowded with
 * YOU objects, walked long enough to fill several regions with steps of many records, and with a hook
 * that steps a second level mid-step (its records written after the first level's, its entry copied into
 * a region of the same block), every board, entry and undo is the same as with every entry copied
 * (`useShortcuts(false)`), after every call.
 */
import fc from "fast-check";
import { afterEach, describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { useShortcuts } from "../../src/engine/grid/move-cells";
import { fuzzed } from "../fuzz";
import { board, callsOf, crowdedBoards, walk } from "./shortcut-walk";

/** Mostly YOU objects, stacked two and three deep (a step records dozens), among rocks, walls and kegs. */
const CELL = fc.constantFrom(".", "baba", "baba+baba", "baba+baba+baba", "rock", "wall", "keg");
const BOARD = crowdedBoards({
  rules: ["BABA IS YOU", "ROCK IS PUSH", "WALL IS STOP", "KEG IS MOVE"],
  extra: fc.constantFrom("KEG IS SINK", "ROCK IS DEFEAT", "BABA IS WEAK", "KEG IS PULL"),
  extraMax: 2,
  cell: CELL,
  width: [6, 10],
  height: [5, 8],
});

afterEach(() => useShortcuts(true));

describe("undo records written in place", () => {
  test("long walks of crowded boards, many records a step, with undo: the same as every entry copied", () => {
    fc.assert(
      fc.property(BOARD, callsOf(60, 140), (def, calls) => {
        const start = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
        expect(walk(start, calls, true)).toEqual(walk(start, calls, false));
      }),
      fuzzed({ seed: 20_261_202, numRuns: 30 }),
    );
  });

  test("a hook that steps a second level mid-step: both levels as with every entry copied", () => {
    fc.assert(
      fc.property(BOARD, callsOf(20, 80), (def, calls) => {
        const boards = [true, false].map((shortcuts) => {
          const other = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
          const hook: grid.DestroyHook = (level, ids) => {
            grid.removeObjects(level, ids);
            grid.step(other, ids.length % 2 === 0 ? "left" : "up");
          };
          const start = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
          grid.step(other, "right"); // its history has a region
          const walked = walk(start, calls, shortcuts, hook);
          const undone: string[] = [];
          while (grid.undo(other)) undone.push(board(other));
          return [walked, undone];
        });
        expect(boards[0]).toEqual(boards[1]);
      }),
      fuzzed({ seed: 20_261_203, numRuns: 40 }),
    );
  });
});
