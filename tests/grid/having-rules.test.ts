/**
 * The objects with a property when only the rules change (docs/rules.md §5.3; props-of.ts
 * `collectHaving`, having-kept.ts): a list made under earlier rules is kept only while the kinds having its
 * property are the same. Seeded random boards crowded with pushable text that makes and breaks rules as
 * YOU objects push it (nothing converts or is destroyed, so mostly the rules alone change); after every
 * step or undo, each of a few properties' lists equals a scan of every object.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { bitsOf } from "../../src/engine/grid/prop-bits";
import { collectHaving } from "../../src/engine/grid/props-of";
import { fuzzed } from "../fuzz";
import { map } from "./builder";
import { havingByScan } from "./having-scan";
import { apply, callsOf } from "./shortcut-walk";

/** What a cell holds: things, and words that may be pushed into sentences. */
const CELL = fc.constantFrom(
  ".",
  ".",
  "baba",
  "rock",
  "keg",
  "ROCK",
  "KEG",
  "BABA",
  "IS",
  "IS",
  "YOU",
  "PUSH",
  "STOP",
);

const BOARD = fc
  .record({
    width: fc.integer({ min: 5, max: 8 }),
    height: fc.integer({ min: 4, max: 6 }),
    cells: fc.array(CELL, { minLength: 48, maxLength: 48 }),
  })
  .map(({ width, height, cells }) => {
    const rows = ["BABA IS YOU", "TEXT IS PUSH"].map((r) => `${r} ${". ".repeat(width - 3)}`);
    for (let y = 0; y < height; y++)
      rows.push(Array.from({ length: width }, (_, x) => cells[(y * width + x) % cells.length]).join(" "));
    return map(...rows);
  });

describe("the objects with a property, as the rules change", () => {
  test("every list equals a scan of every object after each call", () => {
    const B = bitsOf(LEXICON);
    const masks = [B.YOU, B.PUSH, B.STOP];
    fc.assert(
      fc.property(BOARD, callsOf(4, 30), (def, calls) => {
        const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
        const out: number[] = [];
        for (const call of calls) {
          for (const mask of masks) collectHaving(level, mask, out); // lists made under the rules before
          apply(level, call);
          for (const mask of masks) {
            const n = collectHaving(level, mask, out);
            expect(out.slice(0, n)).toEqual(havingByScan(level, mask));
          }
        }
      }),
      fuzzed({ seed: 13_401, numRuns: 150 }),
    );
  });
});
