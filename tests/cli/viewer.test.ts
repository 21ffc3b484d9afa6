/**
 * `npm start -- FILE.replay.json`: the step-through viewer with piped keys (the transcript), its commands,
 * a replay that cannot be read or whose action fails, and `p`, which plays on from the step shown.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, test } from "vitest";
import { clip } from "../../src/cli/frame";
import { fullScreen } from "../../src/cli/screen";
import { parseViewerCommand, runViewer } from "../../src/cli/viewer";
import { repositoryContent } from "../../src/content/content";
import { readLevel } from "../../src/play/files";
import { readReplay } from "../../src/play/replay-file";
import { Steps } from "../../src/play/steps";
import { frames, ROOT, runCli, scripted } from "./helpers";

const FILE = "replays/l3-simultaneous-paradox.replay.json";
const replay = readReplay(join(ROOT, FILE));
const last = replay.actions.length;
const stepLine = (n: number) =>
  `Step ${n} of ${last} (${n === 0 ? "the start" : replay.actions[n - 1]})   n next, b back, p play, ? help   ${FILE}`;

describe("the viewer's commands", () => {
  test("steps, jumps, and the player's why, l, ? and q", () => {
    expect(["n", "next", "D", "right"].map(parseViewerCommand)).toEqual(Array(4).fill({ type: "forward" }));
    expect(["b", "back", "a", "left"].map(parseViewerCommand)).toEqual(Array(4).fill({ type: "back" }));
    expect(parseViewerCommand("12")).toEqual({ type: "jump", step: 12 });
    expect(parseViewerCommand("g 0")).toEqual({ type: "jump", step: 0 });
    expect(parseViewerCommand("e")).toEqual({ type: "jump", step: "last" });
    expect(["u", "undo"].map(parseViewerCommand)).toEqual(Array(2).fill({ type: "back" }));
    expect(["r", "restart"].map(parseViewerCommand)).toEqual(Array(2).fill({ type: "jump", step: 0 }));
    expect(parseViewerCommand("why 3")).toEqual({ type: "why", line: 3 });
    expect(parseViewerCommand("  ")).toEqual({ type: "nothing" });
    expect(() => parseViewerCommand("g x")).toThrow(
      'g needs a step\'s number (g 3: step 3; 0 is the start), not "x"',
    );
    expect(() => parseViewerCommand("why 0")).toThrow(
      'why needs the number of a line of this step\'s log (why 3), not "0"',
    );
    expect(() => parseViewerCommand("n 3")).toThrow(
      'n takes nothing after it (n shows the next step), not "3"',
    );
    expect(() => parseViewerCommand("e x")).toThrow(
      'e takes nothing after it (e shows the last step), not "x"',
    );
    expect(() => parseViewerCommand("w")).toThrow(
      '"w" is not a viewer command: n (next), b (back), g N (step N), e (last), r (restart), p (play from here), ? or q',
    );
  });
});

describe("npm start -- a replay file, keys piped in", () => {
  test("shows each step with its line, refuses a step that is not one, and goes on after bad input", () => {
    const { stdout, stderr, code } = runCli(
      [FILE],
      ["n", String(last + 3), "g 2", "b", "x", "e", "n", "b", "q"],
    );
    expect({ stderr, code }).toEqual({ stderr: "", code: 0 });
    const shown = stdout.split("\n").filter((l) => l.startsWith("Step ") || l.startsWith("! "));
    expect(shown).toEqual([
      stepLine(0),
      stepLine(1),
      `! there is no step ${last + 3}: the steps go from 0 (the start) to ${last}`,
      stepLine(2),
      stepLine(1),
      '! "x" is not a viewer command: n (next), b (back), g N (step N), e (last), r (restart), p (play from here), ? or q',
      stepLine(last),
      "! this is the last step (b goes back, p plays on from here)",
      stepLine(last - 1),
    ]);
    expect(stdout).toContain("*** YOU WIN! ***\n"); // the last step, without the player's keys
    expect(stdout.trimEnd().endsWith("Bye.")).toBe(true);
  });

  test("why N at step 0 says the start has no log yet and to go forward; at step 1 it explains", () => {
    const { stdout, code } = runCli([FILE], ["why 1", "n", "why 1", "q"]);
    expect(code).toBe(0);
    expect(stdout).toContain(
      "step> why 1\n! step 0 is the start: it has no log yet (n goes forward to step 1, and why N explains that step's log)\n",
    );
    expect(stdout).toMatch(/step> why 1\nwhy 1: .+\n {2}because /);
  });

  test("p plays on from the step shown: undo walks back along the replay", () => {
    const { stdout, code } = runCli([FILE], ["e", "p", "d", "u", "u", "q"]);
    expect(code).toBe(0);
    expect(stdout).toContain(`playing on from step ${last}\n`);
    expect(stdout).toContain("> d\n! the level is won: no more moves (u undoes, r restarts)\n> u\n");
    expect(stdout).not.toContain("! nothing to undo");
    expect(stdout.trimEnd().endsWith("Bye.")).toBe(true);
  });

  test("a replay whose action fails opens; the steps before it show, and the failing one is named", () => {
    const dir = mkdtempSync(join(tmpdir(), "spellgrid-viewer-"));
    const file = join(dir, "bad.replay.json");
    const recorded = readReplay(join(ROOT, "replays/l1-double-tap.replay.json"));
    const level = relative(dir, join(ROOT, "levels/l1-double-tap.json"));
    writeFileSync(file, JSON.stringify({ ...recorded, level, actions: ["w", "c Spark", "w"] }));
    const { stdout, code } = runCli([file], ["n", "n", "e", "q"]);
    expect(code).toBe(0);
    expect(stdout).toContain(`Step 1 of 3 (w)   n next, b back, p play, ? help   ${file}\n`);
    expect(stdout.split("\n").filter((l) => l.startsWith("! "))).toEqual([
      '! action 2 "c Spark": cast: "Spark" is not in the hand (hand: Whirlwind)',
      '! action 2 "c Spark": cast: "Spark" is not in the hand (hand: Whirlwind)',
    ]);
  });

  test("past a win the refusal offers u and r, and both work: u one step back, r the replay from its start", () => {
    const dir = mkdtempSync(join(tmpdir(), "spellgrid-viewer-"));
    const file = join(dir, "past-win.replay.json");
    const recorded = readReplay(join(ROOT, "replays/l1-double-tap.replay.json"));
    const level = relative(dir, join(ROOT, "levels/l1-double-tap.json"));
    const won = recorded.actions.length;
    writeFileSync(file, JSON.stringify({ ...recorded, level, actions: [...recorded.actions, "d"] }));
    const { stdout, stderr, code } = runCli([file], [String(won), "n", "u", "r", "q"]);
    expect({ stderr, code }).toEqual({ stderr: "", code: 0 });
    const shown = stdout.split("\n").filter((l) => l.startsWith("Step ") || l.startsWith("! "));
    const line = (n: number) =>
      `Step ${n} of ${won + 1} (${n === 0 ? "the start" : recorded.actions[n - 1]})   n next, b back, p play, ? help   ${file}`;
    expect(shown).toEqual([
      line(0),
      line(won), // the win
      `! action ${won + 1} "d": the level is won: no more moves (u undoes, r restarts)`,
      line(won - 1), // u
      line(0), // r
    ]);
  });

  test("a replay that cannot be read is one line naming the file, exit 2", () => {
    const file = join(mkdtempSync(join(tmpdir(), "spellgrid-viewer-")), "x.replay.json");
    const recorded = readReplay(join(ROOT, "replays/l1-double-tap.replay.json"));
    writeFileSync(file, JSON.stringify({ ...recorded, level: "nowhere.json" }));
    const { stderr, code } = runCli([file]);
    expect(code).toBe(2);
    expect(stderr).toBe(
      `spellgrid: ${file}: level: "nowhere.json": no such level file (the path is relative to this replay's folder)\n`,
    );
  });
});

describe("the viewer in a narrow terminal", () => {
  test("at 40 columns the first line still shows which step is shown: the step comes first, the file's path is cut", async () => {
    let out = "";
    const write = (t: string) => void (out += t);
    const level = join(ROOT, "replays", replay.level);
    const steps = Steps.ofReplay(readLevel(level), replay, repositoryContent());
    await runViewer({
      steps,
      file: FILE,
      levelPath: level,
      source: scripted(["n", "q"], write),
      write,
      color: false,
      screen: fullScreen({ write, columns: 40, rows: 12 }),
    });
    const firstLines = frames(out).map((frame) => frame.join("\n").split("\n")[0]);
    expect(firstLines.slice(0, 2)).toEqual([clip(stepLine(0), 40), clip(stepLine(1), 40)]);
    expect(firstLines[1]).toMatch(new RegExp(`^Step 1 of ${last} \\(`));
  });

  test("at 80 columns the first line shows the step and every key of the viewer, before the replay's path (which is what is cut)", async () => {
    let out = "";
    const write = (t: string) => void (out += t);
    const file = join(ROOT, "replays/l1-double-tap.replay.json"); // a path as long as a user's may be
    const recorded = readReplay(file);
    const steps = Steps.ofReplay(
      readLevel(join(ROOT, "levels/l1-double-tap.json")),
      recorded,
      repositoryContent(),
    );
    await runViewer({
      steps,
      file,
      levelPath: join(ROOT, "levels/l1-double-tap.json"),
      source: scripted(["q"], write),
      write,
      color: false,
      screen: fullScreen({ write, columns: 80, rows: 24 }),
    });
    const first = frames(out)[0].join("\n").split("\n")[0];
    expect(
      `Step 0 of ${recorded.actions.length} (the start)   n next, b back, p play, ? help   ${file}`.length,
    ).toBeGreaterThan(80); // the rule is tested
    expect(first).toMatch(
      new RegExp(
        `^Step 0 of ${recorded.actions.length} \\(the start\\)   n next, b back, p play, \\? help   `,
      ),
    );
    expect(first.length).toBeLessThanOrEqual(80);
  });
});
