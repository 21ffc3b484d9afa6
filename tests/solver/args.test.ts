/** `npm run solve` arguments: what is understood, and one-line errors for the rest. */
import { describe, expect, test } from "vitest";
import { limitsOf, parseSolveArgs, USAGE } from "../../src/solver/args";
import { checkBudget } from "../../src/solver/budget";

describe("solve arguments", () => {
  test("a level with bounds", () => {
    expect(parseSolveArgs(["levels/l1.json", "--max-states", "500", "--workers", "2"])).toMatchObject({
      levels: ["levels/l1.json"],
      maxStates: 500,
      workers: 2,
      all: false,
    });
  });
  test("time and memory budgets, decimals allowed, as the search reads them", () => {
    const args = parseSolveArgs([
      "l.json",
      "--time-limit",
      "2.5",
      "--max-memory",
      "512",
      "--max-states",
      "9",
    ]);
    expect(args).toMatchObject({ timeLimit: 2.5, maxMemory: 512, maxStates: 9 });
    expect(limitsOf(args)).toEqual({ maxStates: 9, timeLimitMs: 2500, maxHeapBytes: 512 * 2 ** 20 });
    expect(limitsOf(parseSolveArgs(["l.json"]))).toEqual({
      maxStates: undefined,
      timeLimitMs: undefined,
      maxHeapBytes: undefined,
    });
  });
  test("--help lists every budget", () => {
    for (const flag of ["--max-states N", "--time-limit S", "--max-memory MB"]) expect(USAGE).toContain(flag);
  });
  test("a huge but finite budget is a budget (no limit in practice), as a huge whole number of states is", () => {
    expect(
      parseSolveArgs(["x.json", "--time-limit", "1e300", "--max-memory", "1e300", "--max-states", "1e300"]),
    ).toMatchObject({ timeLimit: 1e300, maxMemory: 1e300, maxStates: 1e300 });
  });
  test("a budget whose milliseconds or bytes would be past the largest number is the largest, which the search keeps", () => {
    const limits = limitsOf(parseSolveArgs(["x.json", "--time-limit", "1e307", "--max-memory", "1e303"]));
    expect(limits).toMatchObject({ timeLimitMs: Number.MAX_VALUE, maxHeapBytes: Number.MAX_VALUE });
    expect(() => checkBudget("solve", limits)).not.toThrow();
  });
  test("--all and --save-replays", () => {
    expect(parseSolveArgs(["--all", "--save-replays", "out"])).toMatchObject({ all: true, replays: "out" });
  });
  test("--help wins over every other argument", () => {
    expect(parseSolveArgs(["--fast", "-h"]).help).toBe(true);
    expect(parseSolveArgs(["--max-states", "0", "--help"]).help).toBe(true);
  });
  test.each([
    [[], "name a level file, or --all (try --help)"],
    [["--max-states"], "--max-states needs a number"],
    [["x.json", "--max-states", "0"], '--max-states must be a whole number ≥ 1, not "0"'],
    [["x.json", "--workers", "two"], '--workers must be a whole number ≥ 1, not "two"'],
    // Each thread loads the solver: a mistyped 100000 would fill the memory at start.
    [["x.json", "--workers", "100000"], '--workers must be at most 256, not "100000"'],
    [["x.json", "--time-limit"], "--time-limit needs a number of seconds"],
    [["x.json", "--time-limit", "--all"], "--time-limit needs a number of seconds"],
    [["x.json", "--time-limit", "0"], '--time-limit must be a number of seconds above 0, not "0"'],
    [["x.json", "--time-limit", "10s"], '--time-limit must be a number of seconds above 0, not "10s"'],
    // A number too large to hold (Infinity, 1e400) is named as too large, on every numeric option.
    [
      ["x.json", "--time-limit", "Infinity"],
      '--time-limit must be a finite number of seconds, not "Infinity" (too large; leave --time-limit out for no limit)',
    ],
    [
      ["x.json", "--time-limit", "1e400"],
      '--time-limit must be a finite number of seconds, not "1e400" (too large; leave --time-limit out for no limit)',
    ],
    [
      ["x.json", "--max-memory", "1e400"],
      '--max-memory must be a finite number of megabytes, not "1e400" (too large; leave --max-memory out for no limit)',
    ],
    [
      ["x.json", "--max-states", "1e400"],
      '--max-states must be a finite number of states, not "1e400" (too large; leave --max-states out for no limit)',
    ],
    [["x.json", "--workers", "1e400"], '--workers must be at most 256, not "1e400"'],
    [["x.json", "--workers", "Infinity"], '--workers must be at most 256, not "Infinity"'],
    [
      ["x.json", "--time-limit", "-Infinity"],
      '--time-limit must be a number of seconds above 0, not "-Infinity"',
    ],
    [["x.json", "--max-memory"], "--max-memory needs a number of megabytes"],
    [["x.json", "--max-memory", "-5"], '--max-memory must be a number of megabytes above 0, not "-5"'],
    [["x.json", "--max-memory", "1GB"], '--max-memory must be a number of megabytes above 0, not "1GB"'],
    [["--fast"], "unknown option --fast (try --help)"],
    [["x.json", "--max-state", "5"], "unknown option --max-state: did you mean --max-states? (try --help)"],
    [
      ["x.json", "--save-replay", "r"],
      "unknown option --save-replay: did you mean --save-replays? (try --help)",
    ],
    [["--all", "x.json"], "--all solves every level: name no level files with it"],
    [["--save-replays"], "--save-replays needs a directory"],
    [["x.json", "--save-replays", "--all"], "--save-replays needs a directory"],
    // An empty name would be the working folder, and was reported as "permission denied".
    [["x.json", "--save-replays", ""], "--save-replays needs a directory"],
    // A level file typed after it was taken for the folder, and the command then said "name a level file".
    [
      ["--save-replays", "levels/x.json"],
      "--save-replays needs a directory, and levels/x.json is a level file: name the folder after it (--save-replays replays levels/x.json)",
    ],
  ])("%j is refused: %s", (argv, message) => {
    expect(() => parseSolveArgs(argv)).toThrow(message);
  });
});
