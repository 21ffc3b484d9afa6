/**
 * The YOU order asked again (docs/rules.md §5.4; move-order.ts `byLead`, `lastOrder`): a list sorted before
 * for the same direction starts its sort from the order found then. Seeded runs of calls on one board,
 * each sorting a list (often the same list as before, sometimes another, sometimes given in another
 * order) after some objects moved, compared with a comparator sort (lead descending, then id ascending).
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { byLead } from "../../src/engine/grid/move-order";
import { fuzzed } from "../fuzz";

const DIRS: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, -1],
  [-1, 0],
  [0, 1],
];
const [W, H] = [12, 9];

/** One call: a direction, the objects that move one cell first (by index), and which list is sorted. */
const CALL = fc.record({
  d: fc.integer({ min: 0, max: 3 }),
  moves: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 3 })), { maxLength: 6 }),
  list: fc.constantFrom("same", "same", "same", "fewer", "reversed"),
});

describe("byLead from the order last found", () => {
  test("equals a comparator sort, call after call, whatever moved or was asked before", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(W - 1), fc.nat(H - 1)), { minLength: 2, maxLength: 300 }), // (past 256: another sort)
        fc.array(CALL, { minLength: 1, maxLength: 20 }),
        (cells, calls) => {
          const level = grid.createLevel({ width: W, height: H, objects: [] }, LEXICON, LEVEL_CONFIG);
          for (const [x, y] of cells) grid.placeObject(level, "baba", x, y);
          const all = cells.map((_, i) => i);
          for (const { d, moves, list } of calls) {
            for (const [pick, m] of moves) {
              const id = pick % all.length;
              level.x[id] = Math.min(W - 1, Math.max(0, level.x[id] + DIRS[m][0]));
              level.y[id] = Math.min(H - 1, Math.max(0, level.y[id] + DIRS[m][1]));
            }
            const ids = list === "fewer" ? all.slice(1) : list === "reversed" ? [...all].reverse() : [...all];
            const [dx, dy] = DIRS[d];
            const lead = (id: number) => level.x[id] * dx + level.y[id] * dy;
            const expected = [...ids].sort((a, b) => lead(b) - lead(a) || a - b);
            byLead(level, ids, dx, dy);
            expect(ids).toEqual(expected);
          }
        },
      ),
      fuzzed({ seed: 13_031, numRuns: 150 }),
    );
  });
});
