/**
 * Undo's restore of the cell lists (docs/rules.md §5.6; relink.ts): re-linking only the objects a step
 * touched leaves every cell's list, in order, and every per-kind count exactly as a full rebuild from the
 * object arrays (`reindex`) makes them, over random walks of steps and undos on corpus and shipped
 * levels; and `inAgeOrder` never claims an order the cells do not have.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { fuzzed } from "../fuzz";
import { cells, DEFS, rebuilt } from "./walk-levels";

const INPUTS = ["up", "down", "left", "right", "wait"] as const;
/** A call of the walk: an input's index, or undo. */
const UNDO = INPUTS.length;

/** Whether every cell lists its objects newest first. */
function inAgeOrder(level: grid.Level): boolean {
  for (let t = 0; t < level.head.length; t++)
    for (let o = level.head[t]; o >= 0 && level.next[o] >= 0; o = level.next[o])
      if (level.next[o] > o) return false;
  return true;
}

describe("undo's restore of the cell lists", () => {
  test("after every undo the cells are as a full rebuild makes them (corpus and shipped levels)", () => {
    let relinked = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: DEFS.length - 1 }),
        fc.array(fc.integer({ min: 0, max: UNDO }), { minLength: 1, maxLength: 60 }),
        (l, calls) => {
          const level = grid.createLevel(DEFS[l], LEXICON, LEVEL_CONFIG);
          expect(level.inAgeOrder).toBe(true);
          for (const c of calls) {
            if (c === UNDO) {
              if (level.inAgeOrder) relinked++;
              if (grid.undo(level)) {
                expect(cells(level)).toBe(rebuilt(level));
                expect(level.inAgeOrder).toBe(true);
              }
            } else {
              grid.step(level, INPUTS[c]);
              // a lost or won board is undone, as a player or a search does
              if (grid.isWon(level) || grid.isLost(level)) {
                grid.undo(level);
                expect(cells(level)).toBe(rebuilt(level));
              }
            }
            if (level.inAgeOrder) expect(inAgeOrder(level)).toBe(true);
          }
        },
      ),
      fuzzed({ seed: 20_261_201, numRuns: 60 }),
    );
    expect(relinked).toBeGreaterThan(0);
  });

  test("steps run without history after recorded ones do not fool the restore", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: DEFS.length - 1 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 2 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 12 }),
        (l, recorded, unrecorded) => {
          const level = grid.createLevel(DEFS[l], LEXICON, LEVEL_CONFIG);
          for (const c of recorded) grid.step(level, INPUTS[c]);
          const limit = level.historyLimit;
          level.historyLimit = 0;
          for (const c of unrecorded) grid.step(level, INPUTS[c]);
          level.historyLimit = limit;
          while (grid.undo(level)) expect(cells(level)).toBe(rebuilt(level));
        },
      ),
      fuzzed({ seed: 7_919, numRuns: 60 }),
    );
  });
});
