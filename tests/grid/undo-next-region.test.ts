/**
 * A step then its undo gives back the board field by field (docs/rules.md §5.6): each object's kind,
 * place, facing and life, the counts, the id counter, won, the rules and the history's entries are what
 * they were before the step, and each cell lists its objects as a rebuild does (newest first), wherever the step's records were written (undo-log.ts
 * `bufferFor`): in the region the history writes in, in the next region an undo left there (a copy's
 * history is one region with no room left, so its first step takes a new region and an undo of it goes
 * back to the full one), or in the scratch. On random crowded boards walked with copies, steps and undos,
 * every board after every call is the same with the shortcuts on and off, and every step undone at once
 * gives back the board before it.
 */
import fc from "fast-check";
import { afterEach, describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { HEAD, TAIL } from "../../src/engine/grid/history";
import { useShortcuts } from "../../src/engine/grid/move-cells";
import { reindex } from "../../src/engine/grid/reindex";
import { fuzzed } from "../fuzz";
import { board, crowdedBoards, INPUTS } from "./shortcut-walk";

/** Mostly YOU objects, stacked (a step records dozens, so a few steps fill a region), among rocks and walls. */
const BOARD = crowdedBoards({
  rules: ["BABA IS YOU", "ROCK IS PUSH", "WALL IS STOP", "KEG IS MOVE"],
  extra: fc.constantFrom("KEG IS SINK", "ROCK IS DEFEAT", "BABA IS WEAK", "KEG IS PULL"),
  extraMax: 2,
  cell: fc.constantFrom(".", "baba", "baba+baba", "baba+baba+baba", "rock", "wall", "keg"),
  width: [6, 10],
  height: [5, 8],
});

/** A call: an input (0–4), a step undone at once (5–9: its input), an undo (10) or a copy of the level (11). */
const CALLS = fc.array(fc.integer({ min: 0, max: 11 }), { minLength: 40, maxLength: 120 });

/** Whether the next entry of `level`'s history would not be recorded in its region's room (undo-log.ts). */
function regionFull(level: grid.Level): boolean {
  const h = level.history;
  return h.last >= 0 && h.used + HEAD + 64 + TAIL > h.limits[h.last];
}

/** `board` of a copy of `level` with its cell lists made again (reindex.ts): each cell's objects newest first. */
function rebuilt(level: grid.Level): string {
  const copy = grid.cloneLevel(level);
  reindex(copy);
  return board(copy);
}

/** The walk's boards after each call, with the shortcuts on or off; counts the steps begun on a full region. */
function walk(def: grid.LevelDef, calls: readonly number[], shortcuts: boolean, full: number[]): string[] {
  let level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
  useShortcuts(shortcuts);
  try {
    return calls.map((call) => {
      if (call === 11) level = grid.cloneLevel(level);
      else if (call === 10) grid.undo(level);
      else {
        if (regionFull(level)) full[0]++;
        const before = rebuilt(level);
        grid.step(level, INPUTS[call % 5]);
        if (call >= 5) {
          grid.undo(level);
          expect(board(level)).toBe(before);
        }
      }
      return board(level);
    });
  } finally {
    useShortcuts(true);
  }
}

afterEach(() => useShortcuts(true));

describe("a step then its undo, wherever its records were written", () => {
  test("random crowded boards walked with copies: the board before every step undone, the same as every entry copied", () => {
    const full = [0];
    fc.assert(
      fc.property(BOARD, CALLS, (def, calls) => {
        expect(walk(def, calls, true, full)).toEqual(walk(def, calls, false, [0]));
      }),
      fuzzed({ seed: 20_261_206, numRuns: 40 }),
    );
    expect(full[0]).toBeGreaterThan(0); // the next region was written in
  });
});
