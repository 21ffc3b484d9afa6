/**
 * A Ctrl-C that reaches `npm start` as a signal says what it stopped and exits 130, as one at a terminal's
 * prompt does (terminal.test.ts): while the player starts and loads its level (before any game), and during
 * a piped game, whose input is no keyboard (interrupt.ts). Before, both ended in silence.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { describe, expect, test } from "vitest";
import { ROOT, STATE_HOME } from "./helpers";

/** `npm start`'s command (package.json), without npm. */
const START = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).scripts.start as string).split(
  " ",
);

/**
 * A module preloaded in the player's process (`node --import`) that writes a line to its file descriptor 3
 * just after the first SIGINT listener is added: from then a Ctrl-C is the player's to hear, so a test waits
 * for it instead of guessing how long tsx takes to start on a busy machine.
 */
const dir = mkdtempSync(join(tmpdir(), "spellgrid-ctrl-c-"));
const WATCH = join(dir, "watch-sigint.mjs");
writeFileSync(
  WATCH,
  `import { writeSync } from "node:fs";
const on = process.on;
let told = false;
process.on = function (event, ...rest) {
  const result = on.call(this, event, ...rest); // added before it is told: told first, a busy machine let the signal in between
  if (event === "SIGINT" && !told) { told = true; writeSync(3, "hears Ctrl-C\\n"); }
  return result;
};
`,
);

/** `npm start ARGS` (its command, as package.json gives it), its output gathered, how it ended, and when it hears Ctrl-C. */
function start(args: string[]) {
  if (START[0] !== "node") throw new Error(`npm start runs ${START[0]}, not one node process`);
  const child = spawn(START[0], ["--import", WATCH, ...START.slice(1), ...args], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: "1", XDG_STATE_HOME: STATE_HOME },
    stdio: ["pipe", "pipe", "pipe", "pipe"],
  });
  const got = { out: "", err: "" };
  child.stdout!.on("data", (d) => (got.out += d));
  child.stderr!.on("data", (d) => (got.err += d));
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.on("exit", (code, signal) => done({ code, signal })),
  );
  const hears = new Promise<void>((done) => (child.stdio[3] as Readable).once("data", () => done()));
  return { child, got, ended, hears };
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("Ctrl-C as a signal (npm start)", () => {
  /** A level of 40,000 objects: a second or two to start under tsx and to load, before any frame. */
  function bigLevel(): string {
    const objects = [
      { kind: "text:BABA", x: 0, y: 0 },
      { kind: "text:IS", x: 1, y: 0 },
      { kind: "text:YOU", x: 2, y: 0 },
      { kind: "baba", x: 0, y: 1 },
    ];
    for (let y = 2; y < 202; y++) for (let x = 0; x < 200; x++) objects.push({ kind: "rock", x, y });
    const file = join(dir, "big.json");
    writeFileSync(file, JSON.stringify({ name: "big", width: 200, height: 202, objects }));
    return file;
  }

  test("while the player starts or loads its level: it says what it was loading, that nothing was played, and exits 130", async () => {
    const file = bigLevel();
    const { child, got, ended, hears } = start([file]);
    await hears; // the player's first module has run, the game not begun
    child.kill("SIGINT");
    expect(await ended).toEqual({ code: 130, signal: null });
    expect(got.out).toBe(""); // no frame: the game had not begun
    expect([
      "spellgrid: stopped by Ctrl-C: while it started: not played yet\n",
      `spellgrid: stopped by Ctrl-C: ${file}\n  while it loaded: not played yet\n`,
    ]).toContain(got.err);
  }, 30_000);

  test("whenever it comes, loading or playing, it says what it stopped: the command is one node process, with no parent that kills it when it does not answer at once", async () => {
    // (under tsx's own command, a parent relays the signal and kills the player when it has not answered
    // within 60 ms, as while it loads a level: silence; `start` refuses such a command)
    const file = bigLevel();
    const said = [
      "spellgrid: stopped by Ctrl-C: while it started: not played yet\n",
      `spellgrid: stopped by Ctrl-C: ${file}\n  while it loaded: not played yet\n`,
      `spellgrid: stopped by Ctrl-C: ${file}\n  after 0 actions (save FILE keeps a game as a replay)\n`,
    ];
    for (const ms of [0, 300, 600, 900, 1200]) {
      const { child, got, ended, hears } = start([file]);
      await hears;
      await wait(ms);
      child.kill("SIGINT");
      expect(await ended, `at ${ms} ms`).toEqual({ code: 130, signal: null });
      expect(said, `at ${ms} ms`).toContain(got.err);
    }
  }, 60_000);

  test("during a piped game: the level file and the actions played, as at a terminal's prompt", async () => {
    const { child, got, ended } = start([]);
    child.stdin!.write("d\n");
    for (let t = 0; t < 200 && got.out.split("> ").length < 3; t++) await wait(100); // the move made, the next prompt up
    child.kill("SIGINT");
    expect(await ended).toEqual({ code: 130, signal: null });
    expect(got.err).toBe(
      "spellgrid: stopped by Ctrl-C: levels/l1-double-tap.json\n  after 1 action (save FILE keeps a game as a replay)\n",
    );
  }, 30_000);
});
