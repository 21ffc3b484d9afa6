/**
 * `npm test` with words after it (src/cli/npm-test.ts). npm appends them to the script, so they reached
 * Vitest as file filters only after the type check, the lint and the content check had run (minutes), and
 * an option npm took as its own (`npm test --grep x`) was lost, its value left as a filter: "No test files
 * found". Now a filter no test file's path holds, and an option npm took, are refused at once, exit code 2,
 * with what to type; a filter that matches runs the whole check as before, saying how to run those tests alone.
 */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { testArgsProblem } from "../../src/cli/npm-test";
import { ROOT } from "./helpers";

/** `npm test ARGS` as a user types it (npm's own lines silenced with -s). */
function npmTest(args: string[]) {
  const r = spawnSync("npm", ["test", "-s", ...args], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: "1" },
    encoding: "utf8",
    timeout: 30_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const FILES = ["tests/play/why-cast.test.ts", "tests/cli/npm-test.test.ts"];

describe("npm test with words after it", () => {
  it("npm test foo: no test file's path holds foo, said at once, with what to type", () => {
    expect(npmTest(["no-such-test-xyz"])).toEqual({
      code: 2,
      stdout: "",
      stderr:
        'test: no test file\'s path holds "no-such-test-xyz" (npm test passes its words to Vitest as file filters, after the type check, lint and content check); tests by name: npx vitest run -t no-such-test-xyz; some files: npx vitest run tests/play; everything: npm test\n',
    });
  });

  it("npm test --grep x: npm took --grep; Vitest's name filter is -t", () => {
    expect(npmTest(["--grep", "why"])).toEqual({
      code: 2,
      stdout: "",
      stderr:
        "test: npm took --grep as its own option, so the tests never saw it (Vitest has no --grep: its filter by test name is -t): type npx vitest run -t why for those tests alone, or npm test -- -t why after the whole check\n",
    });
  });

  it("the rule, whatever the files: a filter some file holds passes; options after -- pass; another option npm took is named", () => {
    const none = {};
    expect(testArgsProblem([], none, FILES)).toBeNull();
    expect(testArgsProblem(["why-cast"], none, FILES)).toBeNull();
    expect(testArgsProblem(["-t", "anything"], none, FILES)).toBeNull();
    expect(testArgsProblem(["tests/nowhere"], none, FILES)).toMatch(
      /^no test file's path holds "tests\/nowhere"/,
    );
    expect(testArgsProblem([], { npm_config_bail: "1" }, FILES)).toBe(
      "npm took --bail as its own option, so the command never saw it: type the command's options after --, as in npm test -- --bail …",
    );
  });
});
