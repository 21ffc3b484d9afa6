/**
 * The commands read their arguments from the folder they were typed in: `npm run` starts a script in the
 * repository's root and passes that folder as INIT_CWD (docs/authoring.md §8 runs them inside a content
 * folder; tests/docs/authoring.test.ts runs that for real).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { invocationDir } from "../../src/content/content-root";
import { ROOT } from "../architecture/source";

describe("invocationDir", () => {
  const entry = "src/solver/cli.ts";

  test("a command started as its own npm script: the folder npm was typed in", () => {
    const env = { INIT_CWD: "/home/u/spellgrid/my-pack", npm_lifecycle_script: `tsx ${entry}` };
    expect(invocationDir(entry, env, "/home/u/spellgrid")).toBe("/home/u/spellgrid/my-pack");
  });

  test("started any other way (tsx, a test under npm test, another entry): the working directory", () => {
    const cwd = "/repo";
    expect(invocationDir(entry, {}, cwd)).toBe(cwd);
    expect(invocationDir(entry, { INIT_CWD: "/elsewhere" }, cwd)).toBe(cwd);
    expect(
      invocationDir(
        entry,
        { INIT_CWD: "/x", npm_lifecycle_script: "tsc --noEmit && npm run -s check && vitest run" },
        cwd,
      ),
    ).toBe(cwd);
    expect(invocationDir(entry, { INIT_CWD: "/x", npm_lifecycle_script: `tsx ${entry}x` }, cwd)).toBe(cwd);
    expect(invocationDir(entry, { npm_lifecycle_script: `tsx ${entry}` }, cwd)).toBe(cwd);
  });

  test("each command names its own npm script's entry file", () => {
    const scripts = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).scripts as Record<
      string,
      string
    >;
    for (const [script, file] of [
      ["start", "src/cli/main.ts"],
      ["solve", "src/solver/cli.ts"],
      ["replay", "src/solver/replay-cli.ts"],
      ["check", "src/content/check-cli.ts"],
    ]) {
      expect(scripts[script].split(/\s+/), script).toContain(file);
      expect(readFileSync(join(ROOT, file), "utf8"), file).toContain(`invocationDir("${file}")`);
    }
  });
});
