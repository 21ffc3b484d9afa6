/**
 * An undo's relink in one pass (relink.ts `putRecords`): when no id has two records, as in an undo entry,
 * each record is written and its object put back on its cell in the same pass; a restore whose records
 * name an id twice, or the shortcuts off (move-cells.ts `useShortcuts`, the reference), writes every
 * record first and then puts the objects back. On random crowded boards whose steps move, push, destroy,
 * add and convert objects (cells left out of age order, kinds and lives changed), walked with undos and
 * restores of snapshots, every board is the same both ways after every call.
 */
import fc from "fast-check";
import { afterEach, describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { useShortcuts } from "../../src/engine/grid/move-cells";
import type { Snapshot } from "../../src/engine/grid/types";
import { restore } from "../../src/engine/grid/undo";
import { fuzzed } from "../fuzz";
import { apply, board, callsOf, crowdedBoards, walk } from "./shortcut-walk";

/** YOU objects stacked over older rocks and kegs (cells left out of age order), walls, text to push. */
const CELL = fc.constantFrom(".", ".", "baba", "rock+baba", "keg+baba+baba", "wall", "rock", "keg", "ROCK");
const BOARD = crowdedBoards({
  rules: ["BABA IS YOU", "ROCK IS PUSH", "WALL IS STOP"],
  extra: fc.constantFrom(
    "KEG IS SINK",
    "ROCK IS DEFEAT",
    "KEG IS MOVE",
    "KEG IS MORE",
    "ROCK IS KEG",
    "BABA HAS ROCK",
  ),
  extraMax: 3,
  cell: CELL,
  width: [5, 9],
  height: [4, 7],
});

afterEach(() => useShortcuts(true));

describe("an undo's relink in one pass", () => {
  test("walks with undo: every board as when every record is written first", () => {
    fc.assert(
      fc.property(BOARD, callsOf(20, 60), (def, calls) => {
        const start = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
        expect(walk(start, calls, true)).toEqual(walk(start, calls, false));
      }),
      fuzzed({ seed: 20_261_203, numRuns: 60 }),
    );
  });

  test("restores of snapshots taken along a walk: the same boards either way", () => {
    fc.assert(
      fc.property(
        BOARD,
        callsOf(10, 30),
        fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
        (def, calls, at) => {
          const boards = [true, false].map((shortcuts) => {
            const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
            const snaps: Snapshot[] = [];
            const out: string[] = [];
            useShortcuts(shortcuts);
            try {
              calls.forEach((c, i) => {
                apply(level, c);
                snaps.push(grid.snapshot(level));
                if (at.includes(i)) restore(level, snaps[at[0] % snaps.length]);
                out.push(board(level));
              });
            } finally {
              useShortcuts(true);
            }
            return out;
          });
          expect(boards[0]).toEqual(boards[1]);
        },
      ),
      fuzzed({ seed: 20_261_204, numRuns: 40 }),
    );
  });
});
