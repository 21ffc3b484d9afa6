/**
 * An undo entry holds one record per object (undo-log.ts; docs/rules.md §5.6), whatever ran inside its step: a
 * step of another level (a copy, whose ids are the same numbers) or a step of the same level whose hook
 * throws, each a recording of its own that marks the ids it saves. The recording it interrupted gets its
 * marks back, so an object it saved and that changes again after is not saved twice, and an undo puts
 * back each entry with one record per id (undo-put.ts `putUnique`, which takes each object off its cell
 * once). Checked on random boards whose destroy hooks do both, against the boards before each step.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { entryNumbers, HEAD } from "../../src/engine/grid/history";
import { recordSize } from "../../src/engine/grid/undo-record";
import { fuzzed } from "../fuzz";
import { map } from "./builder";
import { hazardBoard as board, DIRS } from "./hazard-board";

/**
 * The turn with the movement run again after the hazards, so the step changes objects of its own after a
 * destroy hook ran (the turn is data: docs/rules.md §5.4).
 */
const CONFIG: grid.LevelConfig = {
  ...LEVEL_CONFIG,
  turn: ["facing", "move", "parse", "convert", "parse", "hazards", "move", "parse", "win", "parse"],
};

/** The ids of the newest entry of `level`'s history, one per record. */
function newestIds(level: grid.Level): number[] {
  const nums = entryNumbers(level.history).at(-1) ?? [];
  const size = recordSize(level);
  const ids: number[] = [];
  for (let j = HEAD; j < nums.length; j += size) ids.push(nums[j]);
  return ids;
}

/**
 * A destroy hook that removes the victims, then runs a step of the level whose hook throws and steps a copy
 * of the level (in either order), with no edit of the level after them (an edit joins the step's entry).
 */
function hookOf(dir: grid.Dir, copyFirst: boolean): grid.DestroyHook {
  return (level, ids) => {
    grid.removeObjects(level, ids);
    const other = grid.cloneLevel(level);
    if (copyFirst) grid.step(other, dir);
    try {
      grid.step(level, dir, () => {
        throw new Error("inner hook fails");
      });
    } catch {
      // put back alone: the outer step goes on
    }
    if (!copyFirst) grid.step(other, dir);
  };
}

describe("an undo entry holds one record per object", () => {
  test("a destroy hook steps a copy of the level: an object that moves again after is saved once", () => {
    const def = map("BABA IS YOU", "ROCK IS DEFEAT", ". . baba rock . .", ". baba . . . .");
    const level = grid.createLevel(def, LEXICON, CONFIG);
    const start = grid.hashLevel(level);
    const low = def.objects.findLastIndex((o) => o.kind === "baba"); // the lower baba: nothing stops it
    grid.step(level, "right", (l, ids) => {
      grid.removeObjects(l, ids);
      grid.step(grid.cloneLevel(l), "right"); // saves the same ids in the copy's own recording
    });
    expect(level.x[low]).toBe(3); // moved twice: before the hook and after it
    const ids = newestIds(level);
    expect(new Set(ids).size).toBe(ids.length);
    expect(grid.undo(level)).toBe(true);
    expect(grid.hashLevel(level)).toBe(start);
  });

  test("random boards, hooks stepping copies and throwing inner steps: unique ids, each undo exact", () => {
    fc.assert(
      fc.property(
        board,
        fc.array(fc.constantFrom(...DIRS), { minLength: 1, maxLength: 6 }),
        fc.constantFrom(...DIRS),
        fc.boolean(),
        (def, steps, dir, copyFirst) => {
          const level = grid.createLevel(def, LEXICON, CONFIG);
          const hashes: string[] = [];
          for (const d of steps) {
            hashes.push(grid.hashLevel(level));
            grid.step(level, d, hookOf(dir, copyFirst));
            const ids = newestIds(level);
            expect(new Set(ids).size).toBe(ids.length);
          }
          for (let i = hashes.length - 1; i >= 0; i--) {
            expect(grid.undo(level)).toBe(true);
            expect(grid.hashLevel(level)).toBe(hashes[i]);
          }
        },
      ),
      fuzzed({ seed: 20_261_206, numRuns: 150 }),
    );
  });
});
