/**
 * A folder named where a command wants a file is said to be one, with what to give instead (the files in
 * it the command reads, or those of a content root's levels/ or replays/), not a bare EISDIR.
 */
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { describe, expect, test } from "vitest";
import { DEFAULT_LEVEL } from "../../src/cli/args";
import { folderGiven, missingGiven } from "../../src/content/file-wanted";
import { copyContent } from "../content/copy";
import { ROOT, runCli, runScript } from "./helpers";

/** A content root (content/words.json makes one) with two levels, a replay, a card and an empty folder. */
function contentRoot(): string {
  const root = mkdtempSync(join(tmpdir(), "spellgrid-folder-"));
  for (const dir of ["content", "levels", "replays", "cards", "empty", "levels/sub.json"])
    mkdirSync(join(root, dir));
  writeFileSync(join(root, "content/words.json"), "{}");
  for (const file of ["levels/b.json", "levels/a.json", "replays/a.replay.json", "cards/c.json"])
    writeFileSync(join(root, file), "{}");
  return root;
}

const ONE = {
  noun: "level file",
  command: "cmd --",
  ending: ".json",
  kinds: ["level"],
  several: false,
  home: "levels",
} as const;

describe("folderGiven", () => {
  const root = contentRoot();

  test("names one of the files of the folder (a folder named *.json is not one), or all by a pattern", () => {
    const levels = join(root, "levels");
    expect(folderGiven(levels, ONE)?.message).toBe(
      `${levels}: a folder, not a level file: name one of the 2 files in it, as in cmd -- ${levels}/a.json`,
    );
    expect(folderGiven(levels, { ...ONE, several: true })?.message).toBe(
      `${levels}: a folder, not a level file: name the level files in it (${levels}/*.json)`,
    );
  });

  test("a content root points to its folder of such files; what else would do follows", () => {
    const more = (path: string) => [`try --all on ${path}`];
    expect(folderGiven(root, { ...ONE, more })?.message).toBe(
      `${root}: a folder, not a level file: name one of the 2 files in its levels/, as in cmd -- ${root}/levels/a.json, or try --all on ${root}`,
    );
  });

  test("a folder holding none of the files says so: files whose place names another kind do not count", () => {
    for (const dir of ["empty", "cards", "replays"])
      expect(folderGiven(join(root, dir), ONE)?.message).toBe(
        `${join(root, dir)}: a folder, not a level file, and it holds no level file`,
      );
  });

  test("a file, or nothing at all, is not a folder: reading it says what is wrong", () => {
    expect(folderGiven(join(root, "levels/a.json"), ONE)).toBeNull();
    expect(folderGiven(join(root, "nowhere"), ONE)).toBeNull();
  });
});

describe("missingGiven", () => {
  const root = contentRoot();
  const BOTH = { ...ONE, kinds: ["level", "replay"] } as const;

  test("a missing path one ending away from a file the command reads names it, as a question", () => {
    expect(missingGiven(join(root, "levels/a"), ONE)?.message).toBe(
      `${join(root, "levels/a")}: no such file: did you mean ${join(root, "levels/a.json")}?`,
    );
    expect(missingGiven(join(root, "replays/a"), BOTH)?.message).toBe(
      `${join(root, "replays/a")}: no such file: did you mean ${join(root, "replays/a.replay.json")}?`,
    );
    expect(missingGiven(join(root, "replays/a.json"), BOTH)?.message).toBe(
      `${join(root, "replays/a.json")}: no such file: did you mean ${join(root, "replays/a.replay.json")}?`,
    );
  });

  test("several files one ending away are all named, nearest first: a saved replay does not hide the level", () => {
    const dir = join(root, "both");
    mkdirSync(dir);
    for (const file of ["a.replay.json", "a.json"]) writeFileSync(join(dir, file), "{}");
    expect(missingGiven(join(dir, "a"), BOTH)?.message).toBe(
      `${join(dir, "a")}: no such file: did you mean ${join(dir, "a.json")} or ${join(dir, "a.replay.json")}?`,
    );
    expect(missingGiven(join(dir, "a"), ONE)?.message).toBe(
      `${join(dir, "a")}: no such file: did you mean ${join(dir, "a.json")}?`,
    );
  });

  test("a file of a kind the command does not read, something at the path, or nothing near: null", () => {
    expect(missingGiven(join(root, "cards/c"), ONE)).toBeNull();
    expect(missingGiven(join(root, "replays/a"), ONE)).toBeNull();
    expect(missingGiven(join(root, "levels/a.json"), ONE)).toBeNull();
    expect(missingGiven(join(root, "levels/zzz"), ONE)).toBeNull();
  });
});

describe("missingGiven: the start of a name", () => {
  /** A content root whose levels/ holds `names` (and a card and a replay starting alike). */
  function levelsNamed(names: readonly string[]): string {
    const root = mkdtempSync(join(tmpdir(), "spellgrid-prefix-"));
    for (const dir of ["content", "levels", "cards", "replays"]) mkdirSync(join(root, dir));
    writeFileSync(join(root, "content/words.json"), "{}");
    for (const name of names) writeFileSync(join(root, "levels", name), "{}");
    writeFileSync(join(root, "cards/x1-card.json"), "{}");
    writeFileSync(join(root, "levels/x1-saved.replay.json"), "{}");
    mkdirSync(join(root, "levels/x1-folder.json"));
    return root;
  }

  test("the start of a file's name names the files that start with it, as a question", () => {
    const root = levelsNamed(["x1-first.json", "x2-one.json", "x2-two.json", "y.json"]);
    const at = (p: string) => join(root, p);
    expect(missingGiven(at("levels/x1"), ONE)?.message).toBe(
      `${at("levels/x1")}: no such file: did you mean ${at("levels/x1-first.json")}?`,
    );
    expect(missingGiven(at("levels/x2"), ONE)?.message).toBe(
      `${at("levels/x2")}: no such file: did you mean ${at("levels/x2-one.json")} or ${at("levels/x2-two.json")}?`,
    );
    // a start with the ending typed after it is still the start
    expect(missingGiven(at("levels/x2-t.json"), ONE)?.message).toBe(
      `${at("levels/x2-t.json")}: no such file: did you mean ${at("levels/x2-two.json")}?`,
    );
  });

  test("a replay is named only to a command that reads replays; a folder and a file of another kind never", () => {
    const root = levelsNamed(["x1-first.json"]);
    const BOTH = { ...ONE, kinds: ["level", "replay"] } as const;
    const typed = join(root, "levels/x1");
    expect(missingGiven(typed, BOTH)?.message).toBe(
      `${typed}: no such file: did you mean ${join(root, "levels/x1-first.json")} or ${join(root, "levels/x1-saved.replay.json")}?`,
    );
    expect(missingGiven(join(root, "cards/x1"), ONE)).toBeNull();
    // a start no file has (the folder's own unique name: a level a user adds cannot start with it)
    expect(missingGiven(join(root, "levels", basename(root)), ONE)).toBeNull();
  });

  test("a file one ending away is named alone, before any that only start alike", () => {
    const root = levelsNamed(["x1.json", "x1-more.json"]);
    expect(missingGiven(join(root, "levels/x1"), ONE)?.message).toBe(
      `${join(root, "levels/x1")}: no such file: did you mean ${join(root, "levels/x1.json")}?`,
    );
  });

  test("many files starting alike: the first five by name, and how many more", () => {
    const names = ["x-a", "x-b", "x-c", "x-d", "x-e", "x-f", "x-g"].map((n) => `${n}.json`);
    const root = levelsNamed(names);
    const typed = join(root, "levels/x-");
    const five = names.slice(0, 5).map((n) => join(root, "levels", n));
    expect(missingGiven(typed, ONE)?.message).toBe(
      `${typed}: no such file: did you mean ${five.join(", ")} or one of 2 more level files starting with "x-"?`,
    );
  });

  test("npm start -- typed in a content root without its folder: the files of its levels/ that start alike (exit 2)", () => {
    const root = levelsNamed(["x1-first.json", "x2-one.json"]);
    const typedIn = { INIT_CWD: root, npm_lifecycle_script: "node --import tsx src/cli/main.ts" };
    expect(runCli(["x1"], [], typedIn)).toEqual({
      stdout: "",
      stderr:
        "spellgrid: x1: no such file: did you mean levels/x1-first.json or levels/x1-saved.replay.json?\n",
      code: 2,
    });
  });
});

describe("the commands given a folder", () => {
  /** The .json files of the repository's folder `dir`, sorted. */
  const files = (dir: string) =>
    readdirSync(join(ROOT, dir))
      .filter((f) => f.endsWith(".json"))
      .sort();

  test("npm start -- levels/ names one of its files to play (exit 2)", () => {
    const levels = files("levels");
    expect(runCli(["levels/"])).toEqual({
      stdout: "",
      stderr: `spellgrid: levels/: a folder, not a level or replay file: name one of the ${levels.length} files in it, as in npm start -- levels/${levels[0]}\n`,
      code: 2,
    });
  });

  test("npm start -- replays/ names a replay to watch", () => {
    const replays = files("replays");
    expect(runCli(["replays/"]).stderr).toBe(
      `spellgrid: replays/: a folder, not a level or replay file: name one of the ${replays.length} files in it, as in npm start -- replays/${replays[0]}\n`,
    );
  });

  test("a level named without its folder or ending is offered as a question (exit 2)", () => {
    // typed in a content folder of its own (npm passes the folder as INIT_CWD), not the repository's root,
    // where a game saved by the player's save (l1-double-tap.replay.json, by default) would be the nearer file
    const pack = copyContent();
    try {
      const name = basename(DEFAULT_LEVEL, ".json"); // the level npm start plays by default
      const typedIn = { INIT_CWD: pack.root, npm_lifecycle_script: "node --import tsx src/cli/main.ts" };
      expect(runCli([name], [], typedIn)).toEqual({
        stdout: "",
        stderr: `spellgrid: ${name}: no such file: did you mean levels/${name}.json?\n`,
        code: 2,
      });
      // typed with its folder, without its ending: the file is named once, not as itself and as the
      // same file in the content root's levels/
      expect(runCli([`levels/${name}`], [], typedIn)).toEqual({
        stdout: "",
        stderr: `spellgrid: levels/${name}: no such file: did you mean levels/${name}.json?\n`,
        code: 2,
      });
    } finally {
      pack.remove();
    }
  });

  test("npm run replay -- replays/ names its replays by a pattern (exit 2); a folder of levels holds none", () => {
    expect(runScript("src/solver/replay-cli.ts", ["replays/"])).toEqual({
      stdout: "",
      stderr:
        "replay: replays/: a folder, not a replay file: name the replay files in it (replays/*.replay.json)\n",
      code: 2,
    });
    expect(runScript("src/solver/replay-cli.ts", ["levels/"]).stderr).toBe(
      "replay: levels/: a folder, not a replay file, and it holds no replay file\n",
    );
  });
});
