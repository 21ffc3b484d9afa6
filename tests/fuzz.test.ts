/**
 * The property tests' run options (tests/fuzz.ts): as written when the environment sets nothing, another
 * seed and more cases under FUZZ and FUZZ_RUNS, and a bad value named.
 */
import { describe, expect, test } from "vitest";
import { fuzzed } from "./fuzz";

describe("a property's run options", () => {
  test("unset (or empty), a property runs as written: the very options given", () => {
    const runs = { seed: 14, numRuns: 60 };
    expect(fuzzed(runs, {})).toBe(runs);
    expect(fuzzed(runs, { FUZZ: "", FUZZ_RUNS: "" })).toBe(runs);
    expect(fuzzed(runs, { FUZZ: "0", FUZZ_RUNS: "1" })).toBe(runs);
  });

  test("FUZZ turns each seed into another (its own XOR FUZZ); FUZZ_RUNS multiplies the cases", () => {
    expect(fuzzed({ seed: 14, numRuns: 60 }, { FUZZ: "48611" })).toEqual({ seed: 14 ^ 48611, numRuns: 60 });
    expect(fuzzed({ seed: 14, numRuns: 60 }, { FUZZ_RUNS: "4" })).toEqual({ seed: 14, numRuns: 240 });
    expect(fuzzed({ seed: 0xa9e, numRuns: 2.5 }, { FUZZ: "1", FUZZ_RUNS: "3" })).toEqual({
      seed: 0xa9f,
      numRuns: 8,
    });
    // two properties with two seeds stay two seeds under one FUZZ
    const [a, b] = [1, 2].map((seed) => fuzzed({ seed, numRuns: 1 }, { FUZZ: "7" }).seed);
    expect(a).not.toBe(b);
  });

  test.each([
    [{ FUZZ: "-1" }, 'FUZZ must be a whole number of at least 0, not "-1"'],
    [{ FUZZ: "seven" }, 'FUZZ must be a whole number of at least 0, not "seven"'],
    [{ FUZZ_RUNS: "0" }, 'FUZZ_RUNS must be a whole number of at least 1, not "0"'],
    [{ FUZZ_RUNS: "1.5" }, 'FUZZ_RUNS must be a whole number of at least 1, not "1.5"'],
  ])("%j is refused: %s", (env, message) => {
    expect(() => fuzzed({ seed: 1, numRuns: 1 }, env)).toThrow(message);
  });
});
