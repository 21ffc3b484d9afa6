/**
 * An option typed without `--` before it (`npm run solve --all`, `npm start --duel`) is one npm takes as
 * its own setting: it passes the command none of it and sets `npm_config_<name>`. The command then saw
 * nothing, or a stray value as a file name (`--max-states 100` gave `100: no such file`), or, for
 * `npm start --duel`, played level 1. Each command that has such options says what happened and the line
 * that passes them on, exit code 2, as npm itself runs it.
 *
 * The scripts of package.json, and which catch it: `start`, `solve`, `check`, `duel`, `import`, `bench`,
 * `web` and `build:web` (Vite's usual options, read by src/cli/npm-took-vite.ts before Vite starts) do,
 * each tested here. `corpus`, `replay`, `schemas` and `docs` have no option but `--help`, which npm
 * answers itself (its own help of `npm run`) before any script runs, so theirs never can. `test` checks
 * its words first (src/cli/npm-test.ts, tests/cli/npm-test.test.ts: `--grep` and Vitest's usual options
 * named, a filter no test file holds refused). `test:watch` and `fuzz` hand what follows to Vitest, and `typecheck`, `lint` and `format` to tsc and
 * Biome: their options are those tools' own, too many to list (a value npm leaves reaches Vitest as a
 * file filter: `npm run test:watch --bail 1` runs the test files whose path holds a 1).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { npmTookOptions } from "../../src/content/problems";
import { ROOT, STATE_HOME } from "./helpers";

/** `npm run -s ARGS` in the repository, as a user types it, without colour and with the tests' state folder. */
function npm(args: string[]) {
  const r = spawnSync("npm", ["run", "-s", ...args], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: "1", XDG_STATE_HOME: STATE_HOME },
    input: "q\n",
    encoding: "utf8",
    timeout: 30_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe("options npm took as its own", () => {
  it("npm run solve --all: named, with the line that passes it on", () => {
    expect(npm(["solve", "--all"])).toEqual({
      code: 2,
      stdout: "",
      stderr:
        "solve: npm took --all as its own option, so the command never saw it: type the command's options after --, as in npm run solve -- --all\n",
    });
  });

  it("npm run solve --max-states 100 LEVEL: the option named, not its value as a missing file", () => {
    const r = npm(["solve", "--max-states", "100", "levels/l1-double-tap.json"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      "solve: npm took --max-states as its own option, so the command never saw it: type the command's options after --, as in npm run solve -- --max-states …\n",
    );
  });

  it("npm start --duel does not play level 1; npm run check --strict and npm run duel --games say so too", () => {
    const start = npm(["start", "--duel"]);
    expect({ code: start.code, stdout: start.stdout }).toEqual({ code: 2, stdout: "" });
    expect(start.stderr).toMatch(/^spellgrid: npm took --duel as its own option, .* npm start -- --duel\n$/);
    const check = npm(["check", "--strict"]);
    expect(check.code).toBe(2);
    expect(check.stderr).toMatch(
      /^check: npm took --strict as its own option, .* npm run check -- --strict\n$/,
    );
    const duel = npm(["duel", "--games", "5", "starter-aggro", "starter-control"]);
    expect(duel.code).toBe(2);
    expect(duel.stderr).toMatch(/^duel: npm took --games as its own option, .* npm run duel -- --games …\n$/);
  });

  it("npm start --raw LEVEL: the line passes the level on too; npm start --duel … --ai … names --ai, which npm took as well", () => {
    const raw = npm(["start", "--raw", "levels/baba-empty-near.json"]);
    expect({ code: raw.code, stdout: raw.stdout }).toEqual({ code: 2, stdout: "" });
    expect(raw.stderr).toBe(
      "spellgrid: npm took --raw as its own option, so the command never saw it: type the command's options after --, as in npm start -- --raw levels/baba-empty-near.json\n",
    );
    const duel = npm(["start", "--duel", "starter-aggro", "starter-control", "--ai", "mcts", "--seed", "7"]);
    expect(duel.code).toBe(2);
    expect(duel.stderr).toBe(
      "spellgrid: npm took --duel and --ai and --seed as its own options, so the command never saw them: type the command's options after --, as in npm start -- --duel --ai … --seed …\n",
    );
  });

  it("npm run import keke FILE --out DIR: the option named, not a missing --out", () => {
    const imported = npm(["import", "keke", "my-levels.json", "--out", "imported"]);
    expect(imported.code).toBe(2);
    expect(imported.stderr).toMatch(
      /^import: npm took --out as its own option, .* npm run import -- --out …\n$/,
    );
  });

  it("npm run bench --compare main: named, not `main` run as a suite filter; --paired and --cold too", () => {
    const compare = npm(["bench", "--compare", "main"]);
    expect(compare).toEqual({
      code: 2,
      stdout: "",
      stderr:
        "bench: npm took --compare as its own option, so the command never saw it: type the command's options after --, as in npm run bench -- --compare …\n",
    });
    // Without a value, the line passes on what the command saw (here a suite filter).
    const cold = npm(["bench", "--cold", "--paired", "grid"]);
    expect(cold).toEqual({
      code: 2,
      stdout: "",
      stderr:
        "bench: npm took --paired and --cold as its own options, so the command never saw them: type the command's options after --, as in npm run bench -- --paired --cold grid\n",
    });
  });

  it("npm run web --port 5265 and npm run build:web --outDir DIR: Vite's options named, no server started, nothing built", () => {
    const web = npm(["web", "--port", "5265", "--strictPort"]);
    expect(web).toEqual({
      code: 2,
      stdout: "",
      stderr:
        "web: npm took --port and --strictPort as its own options, so the command never saw them: type the command's options after --, as in npm run web -- --port … --strictPort\n",
    });
    const out = mkdtempSync(join(tmpdir(), "spellgrid-built-"));
    const build = npm(["build:web", "--outDir", out]);
    expect(build.code).toBe(2);
    expect(build.stderr).toBe(
      "build:web: npm took --outDir as its own option, so the command never saw it: type the command's options after --, as in npm run build:web -- --outDir …\n",
    );
    expect(readdirSync(out)).toEqual([]);
    rmSync(out, { recursive: true });
  });

  it("options typed after -- reach the command: npm sets no npm_config_ of them (an option with a value is given as `--name …`)", () => {
    expect(npmTookOptions("npm run solve", ["--all", "--workers …"], {})).toBeNull();
    expect(npmTookOptions("npm run solve", ["--all", "--workers …"], { npm_config_workers: "true" })).toBe(
      "npm took --workers as its own option, so the command never saw it: type the command's options after --, as in npm run solve -- --workers …",
    );
    expect(
      npmTookOptions("npm run solve", ["--all", "--max-states …"], {
        npm_config_all: "true",
        npm_config_max_states: "true",
      }),
    ).toBe(
      "npm took --all and --max-states as its own options, so the command never saw them: type the command's options after --, as in npm run solve -- --all --max-states …",
    );
    // What the command saw (a file) goes on the line too, when no option npm took had a value to place.
    expect(npmTookOptions("npm run solve", ["--all"], { npm_config_all: "true" }, ["levels/a.json"])).toBe(
      "npm took --all as its own option, so the command never saw it: type the command's options after --, as in npm run solve -- --all levels/a.json",
    );
    expect(
      npmTookOptions("npm run solve", ["--workers …"], { npm_config_workers: "true" }, [
        "2",
        "levels/a.json",
      ]),
    ).toBe(
      "npm took --workers as its own option, so the command never saw it: type the command's options after --, as in npm run solve -- --workers …",
    );
  });
});
