/**
 * A mistake in the repository's content/words.json (docs/authoring.md §2 has the user add a line there)
 * is met as a command's code loads, before the command's own code runs: every command, `npm run check`
 * too, ended in a stack trace. Each now prints the problems, one line each, and exits 2
 * (src/cli/startup.ts). Run as a user runs them, through npm, in a copy of the repository.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { REPOSITORY_ROOT } from "../../src/content/content-root";
import { formatProblem } from "../../src/content/problems";
import { hostedProperties, wordsProblems } from "../../src/content/words-check";

/** A copy of the repository to run npm scripts in. */
function copy(): string {
  const root = mkdtempSync(join(tmpdir(), "spellgrid-startup-cli-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  for (const dir of ["src", "content", "cards", "levels", "replays", "decks", "schema"])
    cpSync(join(REPOSITORY_ROOT, dir), join(root, dir), { recursive: true });
  cpSync(join(REPOSITORY_ROOT, "package.json"), join(root, "package.json"));
  symlinkSync(join(REPOSITORY_ROOT, "node_modules"), join(root, "node_modules"));
  return root;
}
const root = copy();

const words = JSON.parse(readFileSync(join(root, "content/words.json"), "utf8"));
words.words.unshift({ word: "LANTERN", class: "nuon" }, { word: "lamp", class: "noun" });
writeFileSync(join(root, "content/words.json"), JSON.stringify(words, null, 2));
const seams = JSON.parse(readFileSync(join(root, "content/seams.json"), "utf8"));
const expected = [
  ...wordsProblems(words, "content/words.json", hostedProperties(seams)).map(formatProblem),
  "(every command reads content/words.json and content/seams.json as it starts: fix them and run it again)",
];

/** `npm run -s SCRIPT -- ARGS` in the copy with the misspelt class (`npmIn`: in another), its input closed. */
function npm(script: string, ...args: string[]) {
  return npmIn(root, script, ...args);
}
function npmIn(cwd: string, script: string, ...args: string[]) {
  const r = spawnSync("npm", ["run", "-s", script, "--", ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
    stdio: ["ignore", "pipe", "pipe"],
    timeout: 120_000,
  });
  return { stdout: r.stdout, stderr: r.stderr, code: r.status };
}

describe("a mistake in content/words.json ends every command with its problems, one line each (exit 2)", () => {
  test("the problems: a class misspelt, and a word in lower case", () => {
    expect(expected).toHaveLength(3);
    expect(expected[0]).toMatch(
      /^content\/words\.json: words\[0\]\.class: "nuon" is not one of .*did you mean "noun"/,
    );
  });

  test.each([
    ["check"],
    ["start", "levels/l1-double-tap.json"],
    ["solve", "levels/l1-double-tap.json"],
    ["replay", "replays/l1-double-tap.replay.json"],
    ["import", "keke", "x.json", "--out", "out"],
  ])(
    "npm run %s",
    (script, ...args) => {
      expect(npm(script, ...args)).toEqual({ stdout: "", stderr: `${expected.join("\n")}\n`, code: 2 });
    },
    120_000,
  );

  test("npm run duel, which reads the words inside its own code, names the first", () => {
    const r = npm("duel", "decks/starter-aggro.json", "decks/starter-control.json", "--games", "1");
    expect(r).toEqual({ stdout: "", stderr: `duel: ${expected[0]}\n`, code: 2 });
  }, 120_000);

  test("a words file that is not JSON: its line and column", () => {
    const broken = copy();
    writeFileSync(
      join(broken, "content/words.json"),
      '{ "words": [\n  { "word": "BABA", "class": "noun" },\n] }\n',
    );
    expect(npmIn(broken, "check")).toEqual({
      stdout: "",
      stderr: `content/words.json: invalid JSON: JSON does not support trailing commas (line 2, column 38)\n${expected.at(-1)}\n`,
      code: 2,
    });
  }, 120_000);
});
