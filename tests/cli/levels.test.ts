/**
 * Going through the levels (src/cli/levels.ts, the player's `n` and `levels`): the next file of the
 * level's folder in file-name order, past the last the first level not won yet; an interactive game
 * remembers its wins, a piped one never touches the progress file. Played in a content folder of the
 * test's own, whose levels/ holds three small levels and a broken file.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { clip, fold, type Picture } from "../../src/cli/frame";
import { describeLevels, levelsWindow, nextLevel } from "../../src/cli/levels";
import { progressBook } from "../../src/cli/progress-file";
import { transcriptScreen } from "../../src/cli/screen";
import type { LevelDef } from "../../src/harness";
import { readLevel } from "../../src/play/files";
import { openSession } from "../../src/play/level-file";
import { copyContent } from "../content/copy";
import { playInProcess, runCli } from "./helpers";

const c = copyContent("spellgrid-levels-");
afterAll(() => c.remove());
rmSync(c.path("levels"), { recursive: true });
mkdirSync(c.path("levels"));

const t = (w: string, x: number, y: number) => ({ kind: `text:${w}`, x, y });
/** A level won by one step right. */
const small = (title: string): LevelDef => ({
  name: title.toLowerCase(),
  title,
  width: 3,
  height: 3,
  objects: [
    ...["BABA", "IS", "YOU"].map((w, x) => t(w, x, 0)),
    ...["FLAG", "IS", "WIN"].map((w, x) => t(w, x, 1)),
    { kind: "baba", x: 0, y: 2 },
    { kind: "flag", x: 1, y: 2 },
  ],
});
for (const [file, title] of [
  ["a-first", "First"],
  ["b-second", "Second"],
  ["c-third", "Third"],
])
  c.write(`levels/${file}.json`, small(title));
writeFileSync(c.path("levels/b-broken.json"), "[]");
const file = (name: string) => c.path(`levels/${name}.json`);
const def = (name: string) => readLevel(file(name));

describe("the next level", () => {
  const none = () => false;
  test("is the next file of the folder, by file name (a broken file is passed over)", () => {
    expect(nextLevel(file("a-first"), none)?.file).toBe(file("b-second"));
    expect(nextLevel(file("b-second"), none)?.file).toBe(file("c-third"));
  });

  test("past the last, or for a level outside the folder, it is the first level not won yet", () => {
    const won = (names: string[]) => (d: LevelDef) => names.includes(d.name!);
    expect(nextLevel(file("c-third"), none)?.file).toBe(file("a-first"));
    expect(nextLevel(file("c-third"), won(["first"]))?.file).toBe(file("b-second"));
    expect(nextLevel(file("c-third"), won(["first", "second"]))).toBeNull();
    c.write("elsewhere.json", small("Elsewhere"));
    expect(nextLevel(c.path("elsewhere.json"), won(["first"]))?.file).toBe(file("b-second"));
  });

  test("`levels` lists the folder: won, the one played, each title, and what cannot be read", () => {
    const won = (d: LevelDef) => d.name === "second";
    expect(describeLevels(file("c-third"), won, c.root)).toBe(
      [
        "Levels in levels/ (1 of 4 won):",
        "        a-first.json   First",
        `        b-broken.json  (cannot be read: ${file("b-broken")}: a level file holds one JSON object)`,
        "  won   b-second.json  Second",
        "      > c-third.json   Third",
        "",
      ].join("\n"),
    );
  });
});

describe("a folder with more levels than the terminal has rows", () => {
  const won = (d: LevelDef) => d.name === "second";
  const listed = (text: string) =>
    text
      .split("\n")
      .slice(1, -1)
      .map((l) => l.trim().split(/\s+/).at(-2));

  test("`levels` shows a window around the level played, saying which and how to see the rest", () => {
    const text = describeLevels(file("b-second"), won, c.root, { rows: 3 });
    expect(text.split("\n")[0]).toBe(
      "Levels in levels/ (1 of 4 won; 2-3 shown: levels N lists from the N-th):",
    );
    expect(text.split("\n").slice(1)).toEqual([
      `        b-broken.json  (cannot be read: ${file("b-broken")}: a level file holds one JSON object)`,
      "  won > b-second.json  Second",
      "",
    ]);
    expect(listed(describeLevels(file("c-third"), won, c.root, { rows: 3 }))).toEqual([
      "b-second.json",
      "c-third.json",
    ]);
    expect(describeLevels(file("a-first"), won, c.root, { rows: 4 }).split("\n")[0]).toBe(
      "Levels in levels/ (1 of 4 won; 1-3 shown: levels N lists from the N-th):",
    );
    expect(describeLevels(file("a-first"), won, c.root, { rows: 5 }).split("\n")[0]).toBe(
      "Levels in levels/ (1 of 4 won):",
    );
  });

  test("in a narrow terminal each level's line is cut to the width, and the folded header's rows are counted", () => {
    const text = describeLevels(file("c-third"), won, c.root, { rows: 4, columns: 30 });
    const header = "Levels in levels/ (1 of 4 won; 4-4 shown: levels N lists from the N-th):";
    expect(fold(header, 30)).toHaveLength(3); // so one row of the four is left: the level played
    expect(text).toBe(`${header}\n      > c-third.json  Third\n`);
    const wide = describeLevels(file("a-first"), won, c.root, { rows: 6, columns: 30 }).split("\n");
    expect(wide.slice(1, -1).every((l) => l.length <= 30)).toBe(true);
    expect(wide[2]).toBe(clip(`        b-broken.json  (cannot be read: ${file("b-broken")}`, 30));
  });

  test("when a title would be cut, the title comes first and the file after it; when every title fits, a table", () => {
    const n = copyContent("spellgrid-levels-narrow-");
    try {
      rmSync(n.path("levels"), { recursive: true });
      mkdirSync(n.path("levels"));
      n.write("levels/a-first.json", small("First"));
      n.write("levels/z-a-rather-long-file-name.json", small("A Long Title"));
      writeFileSync(n.path("levels/b-broken.json"), "[]");
      const here = n.path("levels/a-first.json");
      const list = (columns?: number) =>
        describeLevels(here, () => false, n.root, { rows: 11, columns }).split("\n");
      const problem = `(cannot be read: ${n.path("levels/b-broken.json")}: a level file holds one JSON object)`;
      // 8 + 30 + 2 + 12 = 52 columns: the table would cut "A Long Title" at 40
      expect(list(40).slice(1)).toEqual([
        "      > First  a-first.json",
        clip(`        ${problem}  b-broken.json`, 40),
        clip("        A Long Title  z-a-rather-long-file-name.json", 40),
        "",
      ]);
      expect(list(40)[3]).toBe("        A Long Title  z-a-rather-long-f…");
      // a reason a file cannot be read is cut either way: it does not turn the table round
      expect(list(52).slice(1)).toEqual([
        "      > a-first.json                    First",
        clip(`        b-broken.json                   ${problem}`, 52),
        "        z-a-rather-long-file-name.json  A Long Title",
        "",
      ]);
      expect(list().slice(1, 2)).toEqual(list(52).slice(1, 2)); // piped: the table, whole
    } finally {
      n.remove();
    }
  });

  test("`levels N` lists from the N-th (all the rest when piped); a number past the last is refused", () => {
    expect(listed(describeLevels(file("a-first"), won, c.root, { from: 3, rows: 2 }))).toEqual([
      "b-second.json",
    ]);
    expect(listed(describeLevels(file("a-first"), won, c.root, { from: 3 }))).toEqual([
      "b-second.json",
      "c-third.json",
    ]);
    expect(() => describeLevels(file("a-first"), won, c.root, { from: 5 })).toThrow(
      "there is no level 5: the folder has levels 1-4",
    );
    expect(levelsWindow(40, 0, 10, null)).toEqual({ first: 0, end: 10 });
    expect(levelsWindow(40, 20, 10, null)).toEqual({ first: 15, end: 25 });
    expect(levelsWindow(40, 39, 10, null)).toEqual({ first: 30, end: 40 });
    expect(levelsWindow(40, -1, 10, null)).toEqual({ first: 0, end: 10 });
  });

  test("in the player, the list takes the rows the screen has for messages, less its first line", async () => {
    let said = "";
    const screen = {
      ...transcriptScreen(() => {}),
      say: (t: string) => void (said += t),
      messageRows: () => 3,
    };
    await playInProcess(
      def("a-first"),
      file("a-first"),
      ["levels", "levels 4", "levels 0", "levels 9"],
      c.root,
      {
        session: openSession(file("a-first")),
        screen,
      },
    );
    expect(said).toBe(
      [
        "Type ? for help.",
        "Levels in levels/ (0 of 4 won; 1-2 shown: levels N lists from the N-th):",
        "      > a-first.json   First",
        `        b-broken.json  (cannot be read: ${file("b-broken")}: a level file holds one JSON object)`,
        "Levels in levels/ (0 of 4 won; 4-4 shown: levels N lists from the N-th):",
        "        c-third.json  Third",
        '! levels takes a level\'s number (levels 21 lists from the 21st), not "0"',
        "! there is no level 9: the folder has levels 1-4",
        "Bye.",
        "",
      ].join("\n"),
    );
  });
});

describe("after a win, in the player", () => {
  test("an interactive game remembers the win, offers the next level, n opens it, levels shows the wins", async () => {
    const progress = progressBook(join(mkdtempSync(join(tmpdir(), "spellgrid-state-")), "progress.json"));
    const { out, session } = await playInProcess(
      def("a-first"),
      file("a-first"),
      ["d", "levels", "n"],
      c.root,
      {
        session: openSession(file("a-first")),
        progress,
      },
    );
    expect(progress.won(def("a-first"))).toBe(true);
    expect(out).toContain(
      "*** YOU WIN! ***  (u undoes, r restarts, q quits)\nNext level: Second (levels/b-second.json): n plays it\n",
    );
    expect(out).toContain("  won > a-first.json ");
    expect(out).toContain("> n\nopened levels/b-second.json\nSecond (Baba level)\n");
    expect(session.title).toBe("Second");
  });

  /** The longest form of a picture's status (the whole one, as a wide terminal says it). */
  const longest = (p: Picture) => (typeof p.status === "string" ? p.status : p.status?.[0]);

  test("the title's status says a level was won before only when the game shown is not the win itself", async () => {
    const progress = progressBook(join(mkdtempSync(join(tmpdir(), "spellgrid-state-")), "progress.json"));
    const statuses: (string | undefined)[] = [];
    const screen = { ...transcriptScreen(() => {}), show: (p: Picture) => void statuses.push(longest(p)) };
    await playInProcess(def("a-first"), file("a-first"), ["d", "u"], c.root, {
      session: openSession(file("a-first")),
      progress,
      screen,
    });
    expect(statuses).toEqual([
      "0 of 3 levels won",
      "1 of 3 levels won", // just won: the banner says so, not "won before"
      "won before; 1 of 3 levels won", // undone: it was won before
    ]);
  });

  test("a piped game offers the next level by file name, and reads and writes no progress", () => {
    const state = mkdtempSync(join(tmpdir(), "spellgrid-state-"));
    const { stdout, code } = runCli([file("c-third"), "--raw"], ["d", "n", "q"], { XDG_STATE_HOME: state });
    expect(code).toBe(0);
    expect(stdout).toContain("Next level: First (");
    expect(stdout).toContain("First (Baba level)");
    expect(existsSync(join(state, "spellgrid"))).toBe(false);
  });
});
