/**
 * One convention for every command (README "Exit codes"): 0 done, 1 the work found a failure (a level
 * not solved, a replay that does not match, problems in content, a level skipped), 2 the command line or
 * a file named on it is wrong (an unknown option, no such file, a file that cannot be read or used).
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { ROOT, runScript } from "./helpers";

const dir = mkdtempSync(join(tmpdir(), "spellgrid-exit-"));
const missing = join(dir, "nope.json");
const broken = join(dir, "broken.json");
writeFileSync(broken, '{"width": 3,');

/** Each command, and its arguments naming `file` where it reads one. */
const COMMANDS: [string, string, (file: string) => string[]][] = [
  ["npm start", "src/cli/main.ts", (f) => [f]],
  ["npm start -- --duel", "src/cli/main.ts", (f) => ["--duel", f, "starter-aggro"]],
  ["npm run replay", "src/solver/replay-cli.ts", (f) => [f]],
  ["npm run solve", "src/solver/cli.ts", (f) => [f]],
  ["npm run check", "src/content/check-cli.ts", (f) => [f]],
  ["npm run duel", "src/duel/cli.ts", (f) => [f, "starter-aggro"]],
  ["npm run import", "src/content/import/cli.ts", (f) => ["keke", f, "--out", join(dir, "out")]],
];

describe("a file that is not there is an input error: exit 2, naming the file", () => {
  test.each(COMMANDS)("%s", (_name, script, args) => {
    const r = runScript(script, args(missing));
    expect(r.stderr).toContain("nope.json");
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.code).toBe(2);
  });
});

describe("a file that is not valid JSON is an input error too: exit 2", () => {
  test.each(COMMANDS.filter(([name]) => name !== "npm run check"))("%s", (_name, script, args) => {
    const r = runScript(script, args(broken));
    expect(r.stderr).toContain("broken.json");
    expect(r.code).toBe(2);
  });
});

test("the README lists the convention, each command named", () => {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const list = /### Exit codes\n([\s\S]*?)\n#/.exec(readme)?.[1] ?? "";
  expect(list).toMatch(
    /^- `2`: the command line or a file it names is wrong: an unknown option, no such file/m,
  );
  for (const command of ["npm start", "solve", "replay", "check", "duel", "import"])
    expect(list).toContain(`\`${command}\``);
});
