/**
 * Whether a step may be plain (docs/rules.md §5.4; move-plain.ts `plainMask`): never with a journal, with
 * the shortcuts off (move-cells.ts `useShortcuts`), while something may EAT or be PHANTOM; else the solid
 * mask of the rules in force (PUSH, STOP and PULL; SWAP while something may swap; SHUT while something may
 * be OPEN and OPEN while something may be SHUT). What it reads of the rules is kept per rules record, so it
 * is asked here of levels under different rules, with and without a journal, the switch flipped between
 * asks, in seeded random orders: each answer is the rule's, whatever was asked before.
 */
import fc from "fast-check";
import { afterEach, describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { useShortcuts } from "../../src/engine/grid/move-cells";
import { plainMask } from "../../src/engine/grid/move-plain";
import { fuzzed } from "../fuzz";
import { map } from "./builder";

/** Rule rows over a board with a baba, a rock and a wall: one level per set, each its own rules record. */
const RULE_SETS: readonly (readonly string[])[] = [
  ["BABA IS YOU"],
  ["BABA IS YOU", "ROCK IS PUSH"],
  ["BABA IS YOU", "BABA IS PHANTOM"],
  ["BABA IS YOU", "BABA EAT ROCK"],
  ["BABA IS YOU", "BABA IS OPEN"],
  ["BABA IS YOU", "BABA IS OPEN", "WALL IS SHUT"],
  ["BABA IS YOU", "ROCK IS SWAP"],
  ["BABA IS YOU", "WALL IS SHUT", "ROCK IS PULL"],
];

const levels = RULE_SETS.flatMap((rules) =>
  [false, true].map((journal) =>
    grid.createLevel(map(...rules, ". . . .", "baba rock wall ."), LEXICON, { ...LEVEL_CONFIG, journal }),
  ),
);

/** The rule's answer for `level` with the shortcuts `on`, read from its rules as text and its bits. */
function expected(level: grid.Level, on: boolean): number {
  const B = grid.bitsOf(level.lexicon);
  const any = level.inForce.anyProps;
  const eats = level.inForce.rules.some((r) => r.split(" ").includes("EAT"));
  if (level.journal !== null || !on || eats || any & B.PHANTOM) return -1;
  return (
    B.PUSH | B.STOP | B.PULL | (any & B.SWAP) | (any & B.OPEN ? B.SHUT : 0) | (any & B.SHUT ? B.OPEN : 0)
  );
}

afterEach(() => useShortcuts(true));

describe("whether a step may be plain", () => {
  test("each level's answer is its rules', asked in any order with the switch flipped between", () => {
    const ask = fc.record({ level: fc.nat(levels.length - 1), on: fc.boolean() });
    fc.assert(
      fc.property(fc.array(ask, { minLength: 1, maxLength: 30 }), (asks) => {
        for (const { level, on } of asks) {
          useShortcuts(on);
          const l = levels[level];
          expect([level, on, plainMask(l, grid.bitsOf(l.lexicon))]).toEqual([level, on, expected(l, on)]);
        }
      }),
      fuzzed({ seed: 13_260, numRuns: 200 }),
    );
  });

  test("the sets differ: plain and not, each part of the mask", () => {
    const B = grid.bitsOf(LEXICON);
    const answers = new Set(levels.map((l) => expected(l, true)));
    expect(answers.has(-1)).toBe(true);
    for (const bit of [B.SWAP, B.OPEN, B.SHUT]) expect([...answers].some((m) => m > 0 && m & bit)).toBe(true);
  });
});
