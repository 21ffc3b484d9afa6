/**
 * MOVE's and SHIFT's step counts kept per rules (docs/rules.md §5.4; move-count.ts): the counts found
 * for a level's rules, kind table and listings are kept for the last few asked about, so levels whose
 * rules a walk alternates between are not counted again. Asked in any order, more levels than are kept,
 * each level's counts are the ones its rules give: one step per listing of a rule giving the property.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { moveSteps, movesMore, shiftGives, shiftsMore } from "../../src/engine/grid/move-count";
import { fuzzed } from "../fuzz";
import { idOf, map } from "./builder";

/** A level's rules, and the MOVE steps of its keke and the SHIFT steps its rock gives (each at least 1). */
const CASES: [string, number, number][] = [
  ["KEKE IS MOVE", 1, 1],
  ["KEKE IS MOVE AND MOVE", 2, 1],
  ["KEKE AND KEKE IS MOVE", 2, 1],
  ["ROCK IS SHIFT AND SHIFT", 1, 2],
  ["KEKE IS MOVE AND MOVE AND MOVE", 3, 1],
  ["ROCK IS SHIFT AND SHIFT AND SHIFT", 1, 3],
  ["KEKE IS BABA", 1, 1],
];

describe("the MOVE and SHIFT counts kept per rules", () => {
  test("each level's counts are its rules', whatever was asked before (more levels than kept)", () => {
    const defs = CASES.map(([rules]) => map(rules, ". . . . . . . . .", "keke . rock . . . . . ."));
    const levels = defs.map((def) => grid.createLevel(def, LEXICON, LEVEL_CONFIG));
    fc.assert(
      fc.property(fc.array(fc.nat(CASES.length - 1), { minLength: 10, maxLength: 40 }), (order) => {
        for (const l of order) {
          const [, move, shift] = CASES[l];
          const level = levels[l];
          expect(moveSteps(level, idOf(defs[l], "keke"))).toBe(move);
          expect(shiftGives(level, idOf(defs[l], "rock"))).toBe(shift);
          expect(movesMore(level)).toBe(move > 1);
          expect(shiftsMore(level)).toBe(shift > 1);
        }
      }),
      fuzzed({ seed: 13_505, numRuns: 60 }),
    );
  });
});
