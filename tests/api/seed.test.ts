import { describe, expect, test } from "vitest";
import { newDuel, newGame } from "../../src/harness";
import { fillers, LIBRARY } from "../scenarios/duel/builder";

/**
 * A seed is one of the chooser's 2³² states (docs/api.md `newGame`, `newDuel`; docs/rules.md §3.9): a whole
 * number from 0 to 4294967295, each its own state, as it always was. A seed outside that range is refused,
 * naming the call and the range, instead of being cut to 32 bits (which made 2³² play as 0 and
 * 2⁵³ − 1 as 4294967295).
 */
const RANGE = "a whole number from 0 to 4294967295";
const OUTSIDE: [number, string][] = [
  [-1, "-1"],
  [2 ** 32, "4294967296"],
  [2 ** 32 + 7, "4294967303"],
  [Number.MAX_SAFE_INTEGER, "9007199254740991"],
  [-(2 ** 31), "-2147483648"],
];

describe("a seed is a whole number from 0 to 2³² − 1", () => {
  test.each(OUTSIDE)("newGame and newDuel refuse the seed %s, naming the range", (seed, shown) => {
    expect(() => newGame({ seed })).toThrow(`newGame: seed must be ${RANGE}, not ${shown}`);
    expect(() => newDuel({ decks: [fillers(5), fillers(5)], seed, cards: LIBRARY })).toThrow(
      `newDuel: seed must be ${RANGE}, not ${shown}`,
    );
  });

  test("a seed that is not a whole number is refused with the same range", () => {
    expect(() => newGame({ seed: 1.5 })).toThrow(`newGame: seed must be ${RANGE}, not 1.5`);
    expect(() => newGame({ seed: "7" as never })).toThrow(
      `newGame: seed must be ${RANGE}, not the string "7"`,
    );
  });

  test("every seed in the range starts the chooser where it always did (the seed as a 32-bit state)", () => {
    for (const seed of [0, 1, 7, 2 ** 31 - 1, 2 ** 31, 3_000_000_000, 2 ** 32 - 1])
      expect(newGame({ seed }).state.rng).toBe(seed | 0);
  });
});
