/**
 * The order the YOU objects move in (docs/rules.md §5.4): furthest ahead in the move's direction first,
 * ties oldest first. `byLead` sorts without a comparator (an insertion sort on leads for a few movers,
 * a counting sort for many listed oldest first, sort numbers for many in another order); each must give
 * the comparator's order, and ids must come back as the same small integers.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { byLead } from "../../src/engine/grid/move-order";
import { fuzzed } from "../fuzz";

const DIRS: readonly (readonly [number, number])[] = [
  [0, -1],
  [0, 1],
  [-1, 0],
  [1, 0],
];

describe("byLead: the YOU order", () => {
  test("equals a comparator sort (lead descending, then id ascending), for a few and for many movers", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 39 }), fc.integer({ min: 0, max: 29 })), {
          minLength: 1,
          maxLength: 90,
        }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        (cells, d, shuffle) => {
          const level = grid.createLevel({ width: 40, height: 30, objects: [] }, LEXICON, LEVEL_CONFIG);
          for (const [x, y] of cells) grid.placeObject(level, "baba", x, y);
          const [dx, dy] = DIRS[d];
          const ids = cells.map((_, i) => i);
          if (shuffle) ids.reverse(); // the order given does not matter
          const lead = (id: number) => level.x[id] * dx + level.y[id] * dy;
          const expected = [...ids].sort((a, b) => lead(b) - lead(a) || a - b);
          byLead(level, ids, dx, dy);
          expect(ids).toEqual(expected);
          for (const id of ids) expect(Number.isInteger(id) && !Object.is(id, -0)).toBe(true);
        },
      ),
      fuzzed({ seed: 13_014, numRuns: 60 }),
    );
  });
});
