/**
 * The cells out of age order (docs/rules.md §5.6; age-order.ts): while a level's list of the cells a move
 * put out of order is kept, sorting only those cells leaves every cell list as a full rebuild from the
 * object arrays (`reindex`) makes it, and an undo that sorts them instead of rebuilding gives the same
 * lists and counts as a rebuild, over random walks of steps and undos on corpus and shipped levels and
 * on a stack of 40 objects that 40 older ones walk onto (a large stack is sorted another way).
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { orderKnown, sortCells } from "../../src/engine/grid/age-order";
import { fuzzed } from "../fuzz";
import { callsOf, INPUTS, UNDO } from "./shortcut-walk";
import { cells, DEFS, rebuilt } from "./walk-levels";

describe("the cells out of age order", () => {
  test("an undo that sorts the listed cells leaves the lists a rebuild makes", () => {
    let sorted = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: DEFS.length - 1 }), callsOf(1, 60), (l, calls) => {
        const level = grid.createLevel(DEFS[l], LEXICON, LEVEL_CONFIG);
        for (const c of calls) {
          if (c !== UNDO) {
            grid.step(level, INPUTS[c]);
            if (!grid.isWon(level) && !grid.isLost(level)) continue;
          }
          // the undo sorts when the cells are out of order and those cells are known
          if (!level.inAgeOrder && orderKnown(level) && level.history.length > 0) sorted++;
          if (grid.undo(level)) {
            expect(cells(level)).toBe(rebuilt(level));
            expect(level.inAgeOrder).toBe(true);
          }
        }
      }),
      fuzzed({ seed: 20_261_202, numRuns: 80 }),
    );
    expect(sorted).toBeGreaterThan(20);
  });

  test("a large stack an older stack walks onto is sorted by an undo as a rebuild sorts it", () => {
    const objects: grid.LevelDef["objects"] = [
      { kind: "text:BABA", x: 0, y: 0 },
      { kind: "text:IS", x: 1, y: 0 },
      { kind: "text:YOU", x: 2, y: 0 },
    ];
    for (let i = 0; i < 40; i++) objects.push({ kind: "baba", x: 2, y: 3 });
    for (let i = 0; i < 40; i++) objects.push({ kind: "rock", x: 3, y: 3 }); // newer than every baba
    const level = grid.createLevel({ width: 8, height: 8, objects }, LEXICON, LEVEL_CONFIG);
    grid.step(level, "right"); // 40 older objects now head a stack of 40 newer ones
    expect([level.inAgeOrder, orderKnown(level)]).toEqual([false, true]);
    for (const input of ["wait", "down"] as const) {
      grid.step(level, input);
      expect(grid.undo(level)).toBe(true);
      expect(cells(level)).toBe(rebuilt(level));
    }
  });

  test("sorting the listed cells alone puts every cell in age order", () => {
    let checked = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: DEFS.length - 1 }),
        fc.array(fc.integer({ min: 0, max: INPUTS.length - 1 }), { minLength: 1, maxLength: 40 }),
        (l, inputs) => {
          const level = grid.createLevel(DEFS[l], LEXICON, LEVEL_CONFIG);
          for (const c of inputs) {
            grid.step(level, INPUTS[c]);
            if (level.inAgeOrder || !orderKnown(level)) continue;
            const expected = rebuilt(level);
            sortCells(level);
            expect(cells(level)).toBe(expected);
            checked++;
          }
        },
      ),
      fuzzed({ seed: 7_877, numRuns: 60 }),
    );
    expect(checked).toBeGreaterThan(20);
  });
});
