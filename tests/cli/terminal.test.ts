import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { DEFAULT_LEVEL } from "../../src/cli/args";
import { visibleWidth } from "../../src/cli/frame";
import { CONTROL } from "../../src/cli/screen";
import { repositoryContent } from "../../src/content/content";
import { readLevel, shippedLevels } from "../../src/play/files";
import { levelFingerprint } from "../../src/play/fingerprint";
import { parseScript } from "../../src/play/notation";
import { Session } from "../../src/play/session";
import { Steps } from "../../src/play/steps";
import { viewOf } from "../../src/play/view";
import { frames, inTerminal, ROOT, type Terminal } from "./helpers";

const FRAME = CONTROL.home;

/** The player in a pseudo-terminal of 80×24, its progress kept in the state folder `state`. */
function terminal(args: string[], state: string): Terminal {
  return inTerminal(args, { XDG_STATE_HOME: state }, 15_000);
}

const state = () => mkdtempSync(join(tmpdir(), "spellgrid-state-"));

describe("in a real terminal (a pseudo-terminal of 80×24)", () => {
  test("level 1: the alternate screen, frames redrawn in place that fit, the screen given back at quit", async () => {
    const t = terminal([], state());
    await t.frame(1);
    t.type("w");
    await t.frame(2);
    t.type("w");
    await t.frame(3);
    t.type("c");
    t.type("Whirlwind\r");
    await t.frame(4);
    t.type("q");
    expect(await t.exit()).toBe(0);
    const shown = t.shown();
    expect(shown.indexOf(CONTROL.enter)).toBeGreaterThanOrEqual(0);
    expect(shown.indexOf(CONTROL.enter)).toBeLessThan(shown.indexOf(FRAME));
    expect(shown.split(CONTROL.enter)).toHaveLength(2);
    expect(shown.endsWith(`${CONTROL.leave}Bye.\r\n`)).toBe(true);
    const drawn = frames(shown.slice(0, shown.lastIndexOf(CONTROL.leave)));
    expect(drawn).toHaveLength(4);
    for (const f of drawn) {
      expect(f.length).toBeLessThanOrEqual(23); // and the prompt on the 24th row
      expect(f.filter((l) => visibleWidth(l) > 80)).toEqual([]);
      expect(f[0]).toMatch(/^Double-Tap \(SpellGrid level\)/);
    }
    const s = new Session(readLevel(DEFAULT_LEVEL), repositoryContent());
    for (const a of parseScript("w; w; c Whirlwind")) s.apply(a);
    const log = viewOf(s).log;
    const newest = `${String(log.length).padStart(String(log.length).length)}. ${"  ".repeat(log[log.length - 1].depth)}${log[log.length - 1].text}`;
    expect(drawn[3]).toContain(`  ${newest}`);
    expect(drawn[3].some((l) => l.startsWith("Last action"))).toBe(true);
  }, 30_000);

  test("Ctrl-C at the prompt gives the shell's screen back, says what was stopped, and exits 130", async () => {
    const t = terminal([], state());
    await t.frame(1);
    t.type("d");
    await t.frame(2);
    t.type("\x03");
    expect(await t.exit()).toBe(130);
    expect(
      t
        .shown()
        .endsWith(
          `> ^C\r\n\x1b[?2004l${CONTROL.leave}spellgrid: stopped by Ctrl-C: levels/l1-double-tap.json\r\n  after 1 action (save FILE keeps a game as a replay)\r\n`,
        ),
    ).toBe(true);
  }, 30_000);

  test("Ctrl-C stops a replay's viewer and a duel the same way, saying where they were", async () => {
    const viewer = terminal(["replays/l1-double-tap.replay.json"], state());
    await viewer.frame(1);
    viewer.type("n");
    await viewer.frame(2);
    viewer.type("\x03");
    expect(await viewer.exit()).toBe(130);
    const last = Steps.ofReplay(
      readLevel(DEFAULT_LEVEL),
      JSON.parse(readFileSync(join(ROOT, "replays/l1-double-tap.replay.json"), "utf8")),
      repositoryContent(),
    ).last;
    expect(
      viewer
        .shown()
        .endsWith(
          `${CONTROL.leave}spellgrid: stopped by Ctrl-C: step 1 of ${last} of the replay\r\n  replays/l1-double-tap.replay.json\r\n`,
        ),
    ).toBe(true);
    const duel = terminal(["--duel", "--ai", "greedy", "--seed", "1"], state());
    await duel.frame(1);
    duel.type("\x03");
    expect(await duel.exit()).toBe(130);
    expect(
      duel
        .shown()
        .endsWith(
          `${CONTROL.leave}spellgrid: stopped by Ctrl-C: the duel against the AI (greedy) on turn 1\r\n`,
        ),
    ).toBe(true);
  }, 30_000);

  test("Ctrl-C in the game a replay's p began says the game played, as the player does, and the step it began from", async () => {
    const t = terminal(["replays/l1-double-tap.replay.json"], state());
    await t.frame(1);
    t.type("n");
    await t.frame(2);
    t.type("p");
    await t.frame(3);
    t.type("d");
    await t.frame(4);
    t.type("\x03");
    expect(await t.exit()).toBe(130);
    expect(
      t
        .shown()
        .endsWith(
          `${CONTROL.leave}spellgrid: stopped by Ctrl-C: levels/l1-double-tap.json\r\n  after 2 actions, played on from step 1 of the replay\r\n  replays/l1-double-tap.replay.json\r\n  (save FILE keeps a game as a replay)\r\n`,
        ),
    ).toBe(true);
  }, 30_000);

  test("a command typed as keys without : (save): arriving at once none of it acts; typed slowly, the moves of its letters are undone; the message says how to type it", async () => {
    const t = terminal([], state());
    await t.frame(1);
    t.type("save");
    await t.frame(2); // the message, on the frame as it was
    for (const [n, key] of [...["d", "s", "a"].entries()]) {
      if (n < 2) await new Promise((r) => setTimeout(r, 1100)); // a pause ends a word: d and s each begin one
      t.type(key); // a and v come right after the frame before them: in the word s began
      await t.frame(3 + n);
    }
    t.type("v");
    await t.frame(6); // the game with s and a undone, and the message
    t.type("\x03");
    expect(await t.exit()).toBe(130);
    const shown = t.shown();
    const drawn = frames(shown.slice(0, shown.lastIndexOf(CONTROL.leave)));
    expect(drawn[1].at(-1)).toBe('! "save" is a command: type :save');
    expect(drawn[0].slice(0, 12)).toEqual(drawn[1].slice(0, 12)); // nothing moved
    expect(drawn.at(-1)!.at(-1)).toBe('! "save" is a command: type :save (the 2 moves it made were undone)');
    expect(drawn.at(-1)!.slice(0, 12)).toEqual(drawn[2].slice(0, 12)); // the game after d
    expect(shown).toContain("after 1 action"); // d alone
  }, 30_000);

  test("Ctrl-D at the prompt quits as q does (exit 0)", async () => {
    const t = terminal([], state());
    await t.frame(1);
    t.type("\x04");
    expect(await t.exit()).toBe(0);
    expect(t.shown().endsWith(`${CONTROL.leave}Bye.\r\n`)).toBe(true);
  }, 30_000);

  test("a win is remembered in the state folder, the next level offered, and levels lists the wins", async () => {
    const folder = state();
    const level = "levels/l3-simultaneous-paradox.json";
    const t = terminal([level], folder);
    await t.frame(1);
    t.type("c");
    t.type("Whirlwind\r");
    let n = 2;
    await t.frame(n);
    for (const key of "ddddd") {
      t.type(key);
      await t.frame(++n);
    }
    t.type(":");
    t.type("levels\r");
    await t.frame(++n);
    t.type("q");
    expect(await t.exit()).toBe(0);
    const won = frames(t.shown())[n - 2].join("\n");
    expect(won).toContain("*** YOU WIN! ***");
    expect(won).toMatch(/Next level: .+ \(levels\/.+\.json\): n plays it/);
    expect(won).toContain(`Paradox (SpellGrid level)  ·  1 of ${shippedLevels().length} levels won`); // just won: not "won before"
    const file = join(folder, "spellgrid", "progress.json");
    expect(existsSync(file)).toBe(true);
    const def = readLevel(join(ROOT, level));
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual({
      format: 1,
      won: { [levelFingerprint(def)]: def.name },
    });
    expect(frames(t.shown())[n - 1].join("\n")).toContain("  won > l3-simultaneous-paradox.json");
  }, 30_000);

  test("a replay opens the step-through viewer: keys step forward, back and to the end", async () => {
    const t = terminal(["replays/l1-double-tap.replay.json"], state());
    await t.frame(1);
    t.type("n");
    await t.frame(2);
    t.type("e");
    await t.frame(3);
    t.type("b");
    await t.frame(4);
    t.type("q");
    expect(await t.exit()).toBe(0);
    const drawn = frames(t.shown());
    const steps = drawn.map((f) => /^Step (\d+) of (\d+)/.exec(f[0])!.slice(1).map(Number));
    const last = steps[0][1];
    expect(steps).toEqual([
      [0, last],
      [1, last],
      [last, last],
      [last - 1, last],
    ]);
    expect(drawn[2].join("\n")).toContain("*** YOU WIN! ***");
    for (const f of drawn) expect(f.length).toBeLessThanOrEqual(23);
  }, 30_000);
});
