/** A pure Baba level played with undo, and `save`, which writes the game as a replay. */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { readLevel } from "../../src/play/files";
import { formatAction } from "../../src/play/notation";
import { fingerprintOf, sessionHash } from "../../src/play/replay";
import { checkReplay, describeCheck } from "../../src/play/replay-file";
import { playInProcess, ROOT } from "./helpers";

const level = (name: string) => readLevel(join(ROOT, "levels", `${name}.json`));

describe("a pure Baba level", () => {
  it("undoes steps and still wins (baba-sink)", async () => {
    const lines = ["u", "d", "d", "u", "u", "c Whirlwind", "dddd"];
    const { out, session } = await playInProcess(level("baba-sink"), "levels/baba-sink.json", lines);
    expect(out).toContain("Stepping Stone (Baba level)");
    expect(out).toContain("! nothing to undo\n");
    expect(out).toContain("! this is a pure Baba level: it has no cards\n");
    expect(out).toContain("*** YOU WIN! ***");
    expect(session.won()).toBe(true);
    // the two undone steps are no longer in the history: it leads from the start to the game as it stands
    expect(session.history.map(formatAction)).toEqual(["d", "d", "d", "d"]);
  });

  it("reports a loss, refuses to step on, and undoes it", async () => {
    const t = (w: string, x: number) => ({ kind: `text:${w}`, x, y: 0 });
    const def = {
      name: "skull",
      title: "Skull",
      width: 6,
      height: 2,
      objects: [
        ...["BABA", "IS", "YOU"].map(t),
        ...["SKULL", "IS", "DEFEAT"].map((w, i) => t(w, i + 3)),
        { kind: "baba", x: 0, y: 1 },
        { kind: "skull", x: 1, y: 1 },
      ],
    };
    const { out, session } = await playInProcess(def, "skull.json", ["d", "d", "u"]);
    expect(out).toContain("*** YOU LOST: nothing is YOU ***  (u undoes, r restarts, q quits)");
    expect(out).toContain("! the level is lost: nothing is YOU (u undoes, r restarts)");
    expect(session.lost()).toBe(false);
  });

  it("a level lost before its first move says undo and restart cannot help, and what does", async () => {
    const t = (w: string, x: number) => ({ kind: `text:${w}`, x, y: 0 });
    const def = { name: "no-you", width: 3, height: 2, objects: ["BABA", "IS", "YOU"].map(t) };
    const { out } = await playInProcess(def, "no-you.json", ["d", "r", "d"]);
    expect(out).toContain("*** YOU LOST: nothing is YOU at the start ***  (n: next level, q quits)");
    const refused =
      "! the level is lost before its first move: nothing is YOU at its start, so undo and restart cannot help: change the level, or play another\n";
    expect(out.split(refused)).toHaveLength(3); // before the restart and after it
  });
});

describe("save", () => {
  it("writes the played actions and the final hash, by default as <level-name>.replay.json", async () => {
    const dir = mkdtempSync(join(tmpdir(), "spellgrid-save-"));
    const lines = ["c Graft", "1", "rune scribe", "bottom", "c Ember Moth (Assembled) 3 3", "x", "save"];
    const { out, session } = await playInProcess(
      level("l2-spliced-corpse"),
      join(ROOT, "levels/l2-spliced-corpse.json"),
      lines,
      dir,
    );
    const file = join(dir, "l2-spliced-corpse.replay.json");
    expect(out).toContain(`saved 2 actions to ${file}\n`);
    const text = readFileSync(file, "utf8");
    expect(text).toBe(
      `${JSON.stringify(
        {
          format: 2,
          level: relative(dir, join(ROOT, "levels/l2-spliced-corpse.json")).split(sep).join("/"),
          fingerprint: fingerprintOf(session.def, session.history, session.content),
          actions: ["c Graft -> Ember Moth, Rune Scribe, bottom", "c Ember Moth (Assembled) 3 3"],
          won: false,
          finalHash: sessionHash(session),
        },
        null,
        2,
      )}\n`,
    );
    expect(describeCheck(file, checkReplay(file))).toMatch(/^match: /);
  });

  it("by default names the file after the level file when the level's name is no plain file name (a folder, .., empty)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "spellgrid-save-"));
    const work = join(dir, "work");
    mkdirSync(work);
    for (const name of ["../escaped", "sub/dir", "a\\b", "", " ", ".."]) {
      const levelFile = join(dir, "weird.json");
      const { out } = await playInProcess({ ...level("baba-sink"), name }, levelFile, ["d", "save"], work);
      const file = join(work, "weird.replay.json");
      expect(out).toContain(`saved 1 action to ${file}\n`);
      expect(JSON.parse(readFileSync(file, "utf8")).actions).toEqual(["d"]);
      rmSync(file);
    }
    expect(readdirSync(dir).sort()).toEqual(["work"]);
    expect(readdirSync(work)).toEqual([]);
    // a name with a control character never gets this far: the level is refused when it loads (rules §9)
    await expect(
      playInProcess({ ...level("baba-sink"), name: "bell\u0007" }, "weird.json", ["save"], work),
    ).rejects.toThrow(
      'level "bell\\u0007": name: "bell\\u0007" must be text without a control or bidirectional control character',
    );
    expect(readdirSync(work)).toEqual([]);
  });

  it("writes to a named file, and a bad path is one line naming it and saying what is wrong", async () => {
    const dir = mkdtempSync(join(tmpdir(), "spellgrid-save-"));
    mkdirSync(join(dir, "folder"));
    writeFileSync(join(dir, "file"), "");
    const lines = [
      "d",
      "save mine.replay.json",
      "save no/such/dir/x.json",
      "save folder",
      "save file/x.json",
    ];
    const { out } = await playInProcess(level("baba-sink"), "levels/baba-sink.json", lines, dir);
    expect(JSON.parse(readFileSync(join(dir, "mine.replay.json"), "utf8")).actions).toEqual(["d"]);
    expect(out.split("\n").filter((l) => l.startsWith("! "))).toEqual([
      `! cannot save: ${join(dir, "no/such/dir/x.json")}: no such folder (${join(dir, "no/such/dir")})`,
      `! cannot save: ${join(dir, "folder")}: is a folder`,
      `! cannot save: ${join(dir, "file/x.json")}: a part of the path is a file, not a folder`,
    ]);
    expect(existsSync(join(dir, "no"))).toBe(false);
  });
});
