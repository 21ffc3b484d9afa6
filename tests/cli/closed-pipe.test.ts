/** A reader that stops early (`npm start | head`) ends the player quietly (src/cli/closed-pipe.ts). */
import { spawn } from "node:child_process";
import { describe, expect, test } from "vitest";
import { ROOT, STATE_HOME } from "./helpers";

/**
 * Starts `src/cli/main.ts <args>` with many lines of input, closes its output once the first part of
 * it has come, and gives the exit code and what it wrote to stderr.
 */
function closedEarly(args: string[], line: string): Promise<{ code: number | null; stderr: string }> {
  const child = spawn("node", ["--import", "tsx", "src/cli/main.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: "1", XDG_STATE_HOME: STATE_HOME },
  });
  let stderr = "";
  child.stderr.on("data", (d) => void (stderr += d));
  child.stdout.once("data", () => child.stdout.destroy());
  child.stdin.on("error", () => {}); // it may end before reading all of its input
  child.stdin.end(`${line}\n`.repeat(2000));
  return new Promise((done) => child.on("close", (code) => done({ code, stderr })));
}

describe("a closed output pipe", () => {
  test.each([
    ["a level", ["levels/l1-double-tap.json"], "w"],
    ["a replay", ["replays/baba-belt.replay.json"], "n"],
    ["a duel", ["--duel"], "e"],
  ])("playing %s: the command ends with code 0 and no error", async (_name, args, line) => {
    const { code, stderr } = await closedEarly(args, line);
    expect(stderr).toBe("");
    expect(code).toBe(0);
  });
});
