/**
 * A reader that stops early (`npm run replay -- replays/*.json | head -1`) ends the other commands
 * quietly too, as it does the player (src/cli/closed-pipe.ts): exit code 0 and nothing on stderr, not an
 * unhandled `write EPIPE` and its stack.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { ROOT } from "./helpers";

const temp = mkdtempSync(join(tmpdir(), "spellgrid-closed-pipe-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** Starts `script args` and closes its output once the first of it has come. */
function closedEarly(script: string, args: string[]): Promise<{ code: number | null; stderr: string }> {
  const child = spawn("node", ["--import", "tsx", script, ...args], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: "1" },
  });
  let stderr = "";
  child.stderr.on("data", (d) => void (stderr += d));
  child.stdout.once("data", () => child.stdout.destroy());
  return new Promise((done) => child.on("close", (code) => done({ code, stderr })));
}

const replays = readdirSync(join(ROOT, "replays")).map((f) => join("replays", f));

describe("a closed output pipe", () => {
  test.each([
    ["npm run replay", "src/solver/replay-cli.ts", [...replays, ...replays, ...replays]],
    [
      "npm run import",
      "src/content/import/cli.ts",
      [
        "keke",
        "tests/fixtures/keke/sample.json",
        "tests/fixtures/keke/sample.json",
        "tests/fixtures/keke/moving.json",
        "--out",
        join(temp, "keke"),
      ],
    ],
  ])(
    "%s ends with code 0 and no error",
    async (_name, script, args) => {
      const { code, stderr } = await closedEarly(script, args as string[]);
      expect(stderr).toBe("");
      expect(code).toBe(0);
    },
    60_000,
  );

  test("npm run duel with its progress on the same pipe (2>&1 | head -1) ends with code 0", () => {
    const duel =
      "node --import tsx src/duel/cli.ts decks/aggro.json decks/control.json --games 20 --players random,random --workers 1";
    const r = spawnSync("bash", ["-c", `${duel} 2>&1 | head -1; exit \${PIPESTATUS[0]}`], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(r.stdout).toMatch(/^\d+\/20 games\n$/);
    expect(r.status).toBe(0);
  }, 60_000);
});
