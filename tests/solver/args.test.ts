/** `npm run solve` arguments: what is understood, and one-line errors for the rest. */
import { describe, expect, test } from "vitest";
import { parseSolveArgs } from "../../src/solver/args";

describe("solve arguments", () => {
  test("a level with bounds", () => {
    expect(parseSolveArgs(["levels/l1.json", "--max-states", "500", "--workers", "2"])).toMatchObject({
      levels: ["levels/l1.json"],
      maxStates: 500,
      workers: 2,
      all: false,
    });
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
    [["--fast"], "unknown option --fast (try --help)"],
    [["--all", "x.json"], "--all solves every level: name no level files with it"],
    [["--save-replays"], "--save-replays needs a directory"],
    [["x.json", "--save-replays", "--all"], "--save-replays needs a directory"],
  ])("%j is refused: %s", (argv, message) => {
    expect(() => parseSolveArgs(argv)).toThrow(message);
  });
});
