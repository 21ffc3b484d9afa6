/**
 * The property tests' run options (tests/fuzz.ts): as written when the environment sets nothing, another
 * seed and more cases under FUZZ and FUZZ_RUNS, and a bad value named; and `npm run fuzz` (tests/fuzz-run.ts).
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, test } from "vitest";
import { ROOT } from "../src/play/files";
import config from "../vitest.config";
import { caseTimes, fuzzed } from "./fuzz";
import { fuzzEnv } from "./fuzz-run";

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

describe("a test's time limit under FUZZ_RUNS", () => {
  test("grows with the cases: FUZZ_RUNS=4 runs four times the cases, so a test may take four times as long", () => {
    expect(caseTimes({})).toBe(1);
    expect(caseTimes({ FUZZ: "7" })).toBe(1);
    expect(caseTimes({ FUZZ_RUNS: "4" })).toBe(4);
    expect(() => caseTimes({ FUZZ_RUNS: "four" })).toThrow(
      'FUZZ_RUNS must be a whole number of at least 1, not "four"',
    );
    expect(() => caseTimes({ FUZZ: "x" })).toThrow('FUZZ must be a whole number of at least 0, not "x"');
    // the suite's limit, as this very run's environment sets it (npm test: 30 s; npm run fuzz: 4 × 30 s)
    expect(config.test?.testTimeout).toBe(30_000 * caseTimes(process.env));
  });
});

describe("npm run fuzz", () => {
  test("a random FUZZ and four times the cases, unless the environment sets them", () => {
    expect(fuzzEnv({}, () => 1234)).toEqual({ FUZZ: "1234", FUZZ_RUNS: "4" });
    expect(fuzzEnv({ FUZZ: "", FUZZ_RUNS: "" }, () => 99)).toEqual({ FUZZ: "99", FUZZ_RUNS: "4" });
    expect(fuzzEnv({ FUZZ: "7", FUZZ_RUNS: "2" }, () => 99)).toEqual({ FUZZ: "7", FUZZ_RUNS: "2" });
  });

  test("prints the values it runs with first, runs vitest with the arguments given, and exits with its status", () => {
    const run = (args: string[]) =>
      spawnSync("npm", ["run", "-s", "fuzz", "--", ...args], {
        cwd: ROOT,
        encoding: "utf8",
        env: { ...process.env, FUZZ: "", FUZZ_RUNS: "", NO_COLOR: "1", FORCE_COLOR: "0" },
        timeout: 120_000,
      });
    const ok = run(["tests/fuzz.test.ts", "-t", "run options"]);
    expect(ok.status).toBe(0);
    expect(ok.stdout.split("\n")[0]).toMatch(/^FUZZ=\d+ FUZZ_RUNS=4$/);
    expect(ok.stdout).toMatch(/Tests +\S*\d+ passed/);
    const none = run(["tests/no-such-file.test.ts"]);
    expect(none.status).toBe(1); // vitest: no test file matches
  }, 120_000);
});

describe("every property honours FUZZ and FUZZ_RUNS", () => {
  /**
   * Each `fc.assert` of the tests, where its run options do not come from `fuzzed` (written in the call,
   * or a constant or variable made by it): such a property runs its written seed under `npm run fuzz`.
   */
  function unfuzzed(path: string, text: string): string[] {
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
    const made = new Map<string, string>(); // variable → its initializer's text
    const out: string[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
        made.set(node.name.text, node.initializer.getText(source));
      if (
        ts.isCallExpression(node) &&
        node.expression.getText(source) === "fc.assert" &&
        !fromFuzzed(node.arguments[1], source, made)
      ) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        out.push(`${path}:${line + 1}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return out;
  }

  function fromFuzzed(
    arg: ts.Expression | undefined,
    source: ts.SourceFile,
    made: Map<string, string>,
  ): boolean {
    if (arg === undefined) return false;
    const text = arg.getText(source);
    if (text.includes("fuzzed(")) return true;
    // a spread or a name of options made by fuzzed (`RUNS`, `{ ...runs, … }`)
    return [...text.matchAll(/[A-Za-z_$][\w$]*/g)].some((m) => made.get(m[0])?.includes("fuzzed(") ?? false);
  }

  test("every fc.assert of tests/ takes its seed and cases through fuzzed (tests/fuzz.ts)", () => {
    const files = readdirSync(join(ROOT, "tests"), { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".ts"))
      .map((f) => join("tests", f));
    const found = files.flatMap((f) => unfuzzed(f, readFileSync(join(ROOT, f), "utf8")));
    expect(found).toEqual([]);
  });

  test("the scan finds a property run with its written options, and passes one through fuzzed", () => {
    const text = [
      "const RUNS = fuzzed({ seed: 1, numRuns: 5 });",
      "fc.assert(p, { seed: 2, numRuns: 60 });",
      "fc.assert(p, fuzzed({ seed: 3, numRuns: 60 }));",
      "fc.assert(p, RUNS);",
      "fc.assert(p, { ...RUNS, numRuns: 2 });",
      "fc.assert(p);",
    ].join("\n");
    expect(unfuzzed("x.ts", text)).toEqual(["x.ts:2", "x.ts:6"]);
  });
});
