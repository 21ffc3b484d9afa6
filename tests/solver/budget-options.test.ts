/**
 * The solver's budgets as a kit user passes them (docs/api.md `src/solver`, docs/rules.md §7): a budget
 * given is one the search can keep, as on the command line (`--max-states` a whole number ≥ 1, the time
 * and memory numbers above 0, none endless: left out is no limit); any other value is refused before the
 * search starts, naming the call, the option and the value. Before, `solve` took them unchecked: a NaN
 * time or memory limit was no limit at all (a search the user had bounded ran on), a NaN or string
 * `maxStates` failed inside the state store (`StateStore.expect: states must be a finite number of at
 * least 0, got 101` for "10"), and -1 or 1.5 states were searched as if meant.
 */
import fc from "fast-check";
import { afterAll, describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { modelOf } from "../../src/solver/model";
import { solveMany, solveParallel, solverPool } from "../../src/solver/parallel";
import { solve } from "../../src/solver/search";
import { solveShared } from "../../src/solver/shared-search";
import { fuzzed } from "../fuzz";
import { openField } from "./small-level";

const content = repositoryContent();
/** A level the search explores for a while: every budget here stops it. */
const model = () => modelOf(openField, content);
const pool = solverPool(1);
afterAll(() => pool.destroy());

/** [option, a value refused, the message's end]. */
const REFUSED: [string, unknown, string][] = [
  ["seen", "yes", 'seen must be true or false, not the string "yes"'],
  ["maxStates", Number.NaN, "maxStates must be a whole number ≥ 1, not NaN"],
  ["maxStates", -1, "maxStates must be a whole number ≥ 1, not -1"],
  ["maxStates", 0, "maxStates must be a whole number ≥ 1, not 0"],
  ["maxStates", 1.5, "maxStates must be a whole number ≥ 1, not 1.5"],
  ["maxStates", "10", 'maxStates must be a whole number ≥ 1, not the string "10"'],
  ["maxStates", null, "maxStates must be a whole number ≥ 1, not null (leave it out for no limit)"],
  [
    "maxStates",
    Number.POSITIVE_INFINITY,
    "maxStates must be a whole number ≥ 1, not Infinity (leave it out for no limit)",
  ],
  ["timeLimitMs", Number.NaN, "timeLimitMs must be a number of milliseconds above 0, not NaN"],
  ["timeLimitMs", 0, "timeLimitMs must be a number of milliseconds above 0, not 0"],
  ["timeLimitMs", -5, "timeLimitMs must be a number of milliseconds above 0, not -5"],
  [
    "timeLimitMs",
    Number.POSITIVE_INFINITY,
    "timeLimitMs must be a number of milliseconds above 0, not Infinity (leave it out for no limit)",
  ],
  ["maxHeapBytes", Number.NaN, "maxHeapBytes must be a number of bytes above 0, not NaN"],
  ["maxHeapBytes", "512", 'maxHeapBytes must be a number of bytes above 0, not the string "512"'],
  ["progressEvery", 0, "progressEvery must be a whole number ≥ 1, not 0"],
  ["progressEvery", 2.5, "progressEvery must be a whole number ≥ 1, not 2.5"],
  ["onProgress", 5, "onProgress must be a function (explored, heapBytes?) => void, not 5"],
];

describe("a search's budgets are checked before it starts", () => {
  test.each(REFUSED)("solve refuses %s: %s", (option, value, message) => {
    expect(() => solve(model(), { maxStates: 50, [option]: value })).toThrow(`solve: options.${message}`);
  });

  test.each(REFUSED)("solveShared refuses %s: %s", (option, value, message) => {
    expect(() => solveShared(model(), 2, { maxStates: 50, [option]: value })).toThrow(
      `solveShared: options.${message}`,
    );
  });

  test.each(REFUSED)("solveParallel refuses %s: %s", async (option, value, message) => {
    await expect(solveParallel(openField, content, { pool, maxStates: 50, [option]: value })).rejects.toThrow(
      `solveParallel: options.${message}`,
    );
  });

  test("solveMany refuses a bad budget for all its levels, naming its limits", async () => {
    await expect(solveMany([{ def: openField, content }], pool, { timeLimitMs: Number.NaN })).rejects.toThrow(
      "solveMany: limits.timeLimitMs must be a number of milliseconds above 0, not NaN",
    );
  });

  test("an option of another name (a typo) is refused, naming it and the options, not searched without its budget", async () => {
    const options =
      "maxStates, timeLimitMs, maxHeapBytes, clock, heapBytes, onProgress, progressEvery, hash, seen";
    expect(() => solve(model(), { maxState: 50 } as never)).toThrow(
      `solve: unknown option "maxState" (the options are ${options})`,
    );
    expect(() => solveShared(model(), 2, { maxStates: 50, timeLimit: 5 } as never)).toThrow(
      `solveShared: unknown option "timeLimit" (the options are ${options}, chunk, seed, room, reserveBytes, arenaBytes)`,
    );
    await expect(solveParallel(openField, content, { pool, maxStatess: 50 } as never)).rejects.toThrow(
      `solveParallel: unknown option "maxStatess" (the options are ${options}, pool, chunk)`,
    );
    await expect(solveMany([{ def: openField, content }], pool, { states: 5 } as never)).rejects.toThrow(
      'solveMany: unknown limit "states" (the limits are maxStates, timeLimitMs, maxHeapBytes)',
    );
    // each call's own options are taken
    expect(solveShared(model(), 2, { maxStates: 9 }).explored).toBe(9);
    expect((await solveParallel(openField, content, { pool, maxStates: 9 })).explored).toBe(9);
  });

  test("threshold, the hash shards' layer threshold, is refused by name: retired with them, the search does not run without it unnoticed", async () => {
    for (const threshold of [1, 512, undefined])
      await expect(
        solveParallel(openField, content, { pool, maxStates: 50, threshold } as never),
      ).rejects.toThrow(
        'solveParallel: option "threshold" was retired with the hash shards (stop 66): the shared search has no layer threshold; leave it out',
      );
  });

  test("a budget given is kept: a whole number of states, any positive time and memory, huge but finite ones too", () => {
    expect(solve(model(), { maxStates: 7 })).toMatchObject({ solved: false, reason: "limit", explored: 7 });
    expect(solve(model(), { maxStates: 7, timeLimitMs: 1e300, maxHeapBytes: 2 ** 60 })).toMatchObject({
      reason: "limit",
      explored: 7,
    });
    expect(solve(model(), { maxStates: 7, timeLimitMs: 0.5, clock: () => 1 })).toMatchObject({
      reason: "limit",
    });
    expect(solve(model(), { maxStates: 7, progressEvery: 1, onProgress: () => {} }).explored).toBe(7);
  });

  test("any value of any budget: a search within it, or an Error naming the option (fast-check, seeded)", () => {
    const junk = fc.constantFrom<unknown>(
      null,
      "7",
      true,
      [],
      {},
      () => 3,
      Number.NaN,
      Number.POSITIVE_INFINITY,
    );
    // maxStates is drawn at most 40 (a valid larger one is a budget too, but searches that long here)
    const states = fc.oneof(fc.integer({ min: -3, max: 40 }), fc.double({ max: 40 }), junk);
    const other = fc.oneof(fc.integer({ min: -3, max: 40 }), fc.double(), junk);
    const drawn = fc.oneof(
      states.map((value) => ["maxStates", value] as const),
      fc.tuple(fc.constantFrom("timeLimitMs", "maxHeapBytes", "progressEvery"), other),
    );
    fc.assert(
      fc.property(drawn, ([option, value]) => {
        let result: ReturnType<typeof solve> | null = null;
        try {
          result = solve(model(), { maxStates: 40, [option]: value });
        } catch (e) {
          expect(e).toBeInstanceOf(Error);
          expect(e).not.toBeInstanceOf(TypeError);
          expect((e as Error).message).toMatch(new RegExp(`^solve: options\\.${option} must be `));
          return;
        }
        expect(result.explored).toBeLessThanOrEqual(option === "maxStates" ? (value as number) : 40);
      }),
      fuzzed({ seed: 1_400_142, numRuns: 150 }),
    );
  });
});
