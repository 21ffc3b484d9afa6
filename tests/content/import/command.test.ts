/**
 * `npm run import -- keke FILE --out DIR` end to end (docs/rules.md §7, "Importing levels"): the files
 * written, named from id and name; the replays `npm run replay` finds matching and winning; the folder
 * `npm run check` finds clean; each skipped level with its reason; the count; exit codes.
 */
import { spawnSync } from "node:child_process";
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
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { main as checkMain } from "../../../src/content/check-cli";
import { runImport } from "../../../src/content/import/command";
import { openSession } from "../../../src/play/level-file";
import { checkReplay, describeCheck, isMatch } from "../../../src/play/replay-file";
import { ROOT, runScript, unmakeableFolder } from "../../cli/helpers";
import { copyContent } from "../copy";

const temp = mkdtempSync(join(tmpdir(), "spellgrid-import-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const fixture = (name: string) => `tests/fixtures/keke/${name}.json`;

/** Runs the command in the repository's root; its lines and exit code. */
function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runImport(argv, ROOT, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

const files = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);

describe("importing the sample file", () => {
  const out = join(temp, "sample");
  const r = run("keke", fixture("sample"), "--out", out);

  test("every level is imported, each line says where, and the count ends it (exit 0)", () => {
    expect(r.code).toBe(0);
    expect(r.err).toEqual([]);
    expect(r.out.at(-1)).toBe("imported 7 levels (6 replays), skipped 0");
    expect(r.out[0]).toBe(
      `${fixture("sample")}: levels[0] (id 1 "First Steps"): imported as ${out}/levels/keke-001-first-steps.json (replay ${out}/replays/keke-001-first-steps.replay.json: won in 4 moves)`,
    );
    expect(r.out[6]).toBe(
      `${fixture("sample")}: levels[6] (id "open field" "Open Field"): imported as ${out}/levels/keke-open-field-open-field.json`,
    );
  });

  test("one level file per level named from id and name, one replay per solution", () => {
    const sample = JSON.parse(readFileSync(join(ROOT, fixture("sample")), "utf8")) as {
      levels: { solution: string }[];
    };
    const levels = files(join(out, "levels"));
    expect(levels).toHaveLength(sample.levels.length);
    expect(levels).toContain("keke-002-rock-and-wall.json");
    expect(files(join(out, "replays"))).toEqual(
      levels
        .filter((_, i) => sample.levels[i].solution !== "")
        .map((f) => f.replace(".json", ".replay.json")),
    );
  });

  test("a level file is the map inside the border, its words and things at their tiles, rows first", () => {
    const level = JSON.parse(readFileSync(join(out, "levels/keke-001-first-steps.json"), "utf8"));
    expect(level).toEqual({
      name: "keke-001-first-steps",
      title: "First Steps (by SpellGrid tests)",
      width: 6,
      height: 4,
      objects: [
        { kind: "text:BABA", x: 0, y: 0 },
        { kind: "text:IS", x: 1, y: 0 },
        { kind: "text:YOU", x: 2, y: 0 },
        { kind: "text:FLAG", x: 0, y: 1 },
        { kind: "text:IS", x: 1, y: 1 },
        { kind: "text:WIN", x: 2, y: 1 },
        { kind: "baba", x: 0, y: 3 },
        { kind: "flag", x: 4, y: 3 },
      ],
    });
  });

  test("every replay matches and wins, checked as npm run replay checks it", () => {
    for (const f of files(join(out, "replays"))) {
      const check = checkReplay(join(out, "replays", f));
      expect(isMatch(check), f).toBe(true);
      expect(check.outcome).toMatchObject({ type: "played", won: true });
      expect(check.replay.actions.length).toBeGreaterThan(0);
    }
  });

  test("the replay's actions are the solution's moves", () => {
    const replay = JSON.parse(readFileSync(join(out, "replays/keke-003-hot-floor.replay.json"), "utf8"));
    expect(replay.actions).toEqual([..."rdrrrrur"].map((m) => ({ r: "d", d: "s", u: "w", l: "a" })[m]));
  });

  test("a level loads in the terminal player's session", () => {
    const session = openSession(join(out, "levels/keke-005-goop-bridge.json"));
    expect(session.won()).toBe(false);
    expect(session.lost()).toBe(false);
  });

  test("importing again leaves the identical files as they were and says so (exit 0)", () => {
    const before = files(join(out, "levels")).map((f) => readFileSync(join(out, "levels", f), "utf8"));
    const again = run("keke", fixture("sample"), "--out", out);
    expect(again.code).toBe(0);
    expect(files(join(out, "levels")).map((f) => readFileSync(join(out, "levels", f), "utf8"))).toEqual(
      before,
    );
    expect(again.out[0]).toBe(
      `${fixture("sample")}: levels[0] (id 1 "First Steps"): already imported as ${out}/levels/keke-001-first-steps.json (replay ${out}/replays/keke-001-first-steps.replay.json: won in 4 moves): the same files, left as they were`,
    );
    expect(again.out.filter((l) => l.includes(": imported as "))).toEqual([]);
    expect(again.out.at(-1)).toBe(
      "imported 7 levels (6 replays), skipped 0; 7 of them already there, unchanged",
    );
  });

  test("npm run check finds no problem in the folder (the open field, which has no solution, warns: it cannot be played), the import printed its warnings as check does, and npm run replay says match for each replay", () => {
    const lines: string[] = [];
    expect(
      checkMain(
        [out],
        (l) => lines.push(l),
        (l) => lines.push(l),
        ROOT,
      ),
    ).toBe(0);
    const open = `${out}/levels/keke-open-field-open-field.json: objects: warning: nothing`;
    expect(lines).toEqual([
      `${open} is YOU at the start: "BABA IS YOU" is in force, but it fits no object on the grid, so the level is lost before the first move and every move is refused`,
      `${open} can ever be WIN: no text:WIN is on the grid and no card of this game writes WIN, so the level can never be won`,
      expect.stringMatching(
        /^checked 13 files \(0 cards, 7 levels, 6 replays, .*\): no problems, 2 warnings in 1 file$/,
      ),
    ]);
    // The import printed the same warnings, after the level's line, and still exited 0.
    expect(r.code).toBe(0);
    expect(r.out.slice(6)).toEqual([
      `${fixture("sample")}: levels[6] (id "open field" "Open Field"): imported as ${out}/levels/keke-open-field-open-field.json`,
      ...lines.slice(0, 2),
      "imported 7 levels (6 replays), skipped 0",
    ]);
    expect(r.out.filter((l) => l.includes(": warning: "))).toEqual(lines.slice(0, 2));
    const replays = files(join(out, "replays")).map((f) => join(out, "replays", f));
    expect(replays).toHaveLength(6);
    for (const file of replays) expect(describeCheck(file, checkReplay(file))).toMatch(/^match: /);
  });
});

describe("importing into a folder that holds levels already", () => {
  test("a file named twice in one import is imported once: each repeat names the first (exit 0)", () => {
    const out = join(temp, "twice");
    const r = run("keke", fixture("sample"), fixture("sample"), "--out", out);
    expect(r.code).toBe(0);
    expect(files(join(out, "levels"))).toHaveLength(7);
    expect(r.out[9]).toBe(
      `${fixture("sample")}: levels[0] (id 1 "First Steps"): given twice, imported once: the same level as ${fixture("sample")}: levels[0] (id 1 "First Steps") (${out}/levels/keke-001-first-steps.json)`,
    );
    expect(r.out.filter((l) => l.includes(": given twice, imported once: "))).toHaveLength(7);
    expect(r.out.at(-1)).toBe(
      "imported 7 levels (6 replays), skipped 0; 7 levels given twice, imported once",
    );
  });

  test("a file of the same name holding something else is never overwritten: that level is skipped, naming it (exit 1)", () => {
    const out = join(temp, "edited");
    expect(run("keke", fixture("sample"), "--out", out).code).toBe(0);
    const edited = join(out, "levels/keke-002-rock-and-wall.json");
    writeFileSync(edited, '{ "edited": true }\n');
    const replay = readFileSync(join(out, "replays/keke-002-rock-and-wall.replay.json"), "utf8");
    const r = run("keke", fixture("sample"), "--out", out);
    expect(r.code).toBe(1);
    expect(r.out[1]).toBe(
      `${fixture("sample")}: levels[1] (id 2 "Rock and Wall"): skipped: ${edited} is there already and holds something else (edited since, or another level of that name): move it away to import this level, or import into another --out folder`,
    );
    expect(readFileSync(edited, "utf8")).toBe('{ "edited": true }\n');
    expect(readFileSync(join(out, "replays/keke-002-rock-and-wall.replay.json"), "utf8")).toBe(replay);
    expect(r.out.at(-1)).toBe("imported 6 levels (5 replays), skipped 1; 6 of them already there, unchanged");
    rmSync(edited);
    const after = run("keke", fixture("sample"), "--out", out); // moved away: imported again
    expect(after.code).toBe(0);
    expect(after.out[1]).toMatch(/: imported as .+keke-002-rock-and-wall\.json \(replay /);
  });
});

describe("levels that cannot be converted", () => {
  const out = join(temp, "broken");
  const r = run("keke", fixture("broken"), "--out", out);

  test("each is skipped with its id and the cell or field at fault; the others are imported (exit 1)", () => {
    expect(r.code).toBe(1);
    const f = fixture("broken");
    expect(r.out).toEqual([
      `${f}: levels[0] (id 20 "Fine"): imported as ${out}/levels/keke-020-fine.json`,
      `${f}: levels[1] (id 21 "Unknown character"): skipped: ascii: cell (3, 2) "x" is not a character of the keke format`,
      `${f}: levels[2] (id 22 "Border inside"): skipped: ascii: cell (3, 2) "_" is the border, inside the map`,
      `${f}: levels[3] (id 23 "Ragged"): skipped: ascii: ragged rows: row 2 has 6 cells and row 0 has 8 (cell (6, 2))`,
      `${f}: levels[4] (id 24 "Empty"): skipped: ascii: the map is empty`,
      `${f}: levels[5] (id 26 "Open edge"): skipped: ascii: cell (0, 2) "b" is on the map's edge, where only the border may be`,
      `${f}: levels[6] (id 27 "Only border"): skipped: ascii: the map is 2×2: nothing lies inside its border`,
      `${f}: levels[7]: skipped: missing field "id"`,
      `${f}: levels[8]: skipped: "not a level" is not a level (an object with id and ascii)`,
      `${f}: levels[9] (id 28 "No map"): skipped: missing field "ascii" (the map, rows joined by \\n)`,
      `${f}: levels[10] (id 20 "Fine"): imported as ${out}/levels/keke-020-fine-2.json`,
      "imported 2 levels (0 replays), skipped 9",
    ]);
    expect(files(join(out, "levels"))).toEqual(["keke-020-fine-2.json", "keke-020-fine.json"]);
  });
});

describe("solutions that do not replay as a win here", () => {
  const out = join(temp, "differences");
  const r = run("keke", fixture("differences"), "--out", out);
  const notes = (id: number) => r.out.filter((l) => l.includes(`(id ${id} `) && l.includes(": note: "));

  test("a solution that loses here is kept up to the loss, and said not to win", () => {
    expect(notes(10).map((l) => l.replace(/^.*: note: /, ""))).toEqual([
      "its solution's game is lost (nothing is YOU) here after move 2 of 3: the replay holds 2 moves",
      "its solution does not win here (docs/rules.md §7 says where these rules differ from the format's engine): the replay records won: false",
    ]);
    const check = checkReplay(join(out, "replays/keke-010-kekes-kill-takes-the-killer-too.replay.json"));
    expect(isMatch(check)).toBe(true);
    expect(check.outcome).toMatchObject({ won: false });
  });

  test("a solution that wins before its end is cut at the win", () => {
    expect(notes(12)).toHaveLength(1);
    expect(notes(12)[0]).toMatch(
      /its solution's game is won here after move 1 of 3: the replay holds 1 move$/,
    );
    const replay = JSON.parse(readFileSync(join(out, "replays/keke-012-too-many-moves.replay.json"), "utf8"));
    expect(replay).toMatchObject({ actions: ["d"], won: true });
  });

  test("a solution with a move that is not one of the format's leaves the level without a replay", () => {
    expect(notes(13)).toEqual([
      expect.stringMatching(
        /note: no replay: solution: move 2 "x" is not one of u, d, l, r, s \(in either case\)$/,
      ),
    ]);
    expect(existsSync(join(out, "replays/keke-013-bad-move-letter.replay.json"))).toBe(false);
  });

  test("a wait (s) is a wait in the replay", () => {
    expect(notes(11)).toEqual([]);
    const replay = JSON.parse(readFileSync(join(out, "replays/keke-011-wait-for-it.replay.json"), "utf8"));
    expect(replay).toMatchObject({ actions: ["wait", "d", "d"], won: true });
    expect(isMatch(checkReplay(join(out, "replays/keke-011-wait-for-it.replay.json")))).toBe(true);
  });

  test("the count counts the replays written", () => {
    expect(r.out.at(-1)).toBe("imported 4 levels (3 replays), skipped 0");
  });
});

describe("typed in another folder than the process's (npm run starts it in the repository's root)", () => {
  test("a relative --out is that folder's: the files are written there, and shown as named", () => {
    const typedIn = mkdtempSync(join(temp, "typed-in-"));
    const file = join(typedIn, "sample.json");
    writeFileSync(file, readFileSync(join(ROOT, fixture("sample"))));
    const out: string[] = [];
    const err: string[] = [];
    const code = runImport(["keke", "sample.json", "--out", "mine"], typedIn, {
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    });
    expect({ code, err }).toEqual({ code: 0, err: [] });
    expect(out[0]).toBe(
      'sample.json: levels[0] (id 1 "First Steps"): imported as mine/levels/keke-001-first-steps.json (replay mine/replays/keke-001-first-steps.replay.json: won in 4 moves)',
    );
    expect(files(join(typedIn, "mine", "levels"))).toContain("keke-001-first-steps.json");
    expect(existsSync(join(ROOT, "mine"))).toBe(false);
    const replay = join(typedIn, "mine", "replays", "keke-001-first-steps.replay.json");
    expect(describeCheck(replay, checkReplay(replay))).toMatch(/^match: /);
  });
});

describe("the content the levels are checked against", () => {
  test("a level with a word the lexicon lacks (MOVE, here) is skipped, naming the cell; the others are imported", () => {
    const c = copyContent();
    try {
      c.edit<{ words: { word: string }[] }>("content/words.json", (w) => {
        w.words = w.words.filter((e) => e.word !== "MOVE");
      });
      const r = run("keke", fixture("moving"), "--out", c.path("imported"));
      expect(r.code).toBe(1);
      expect(r.out).toEqual([
        `${fixture("moving")}: levels[0] (id 25 "Moving keke"): skipped: ascii: cell (6, 1) "7" is the word MOVE, which this content's lexicon (content/words.json) does not have: the engine builds no MOVE`,
        `${fixture("moving")}: levels[1] (id 26 "Still keke"): imported as ${c.path("imported")}/levels/keke-026-still-keke.json (replay ${c.path("imported")}/replays/keke-026-still-keke.replay.json: won in 2 moves)`,
        "imported 1 level (1 replay), skipped 1",
      ]);
    } finally {
      c.remove();
    }
  });

  test("a user's content folder without a word skips the levels that use it, naming the cell", () => {
    const c = copyContent();
    try {
      c.edit<{ words: { word: string }[] }>("content/words.json", (w) => {
        w.words = w.words.filter((e) => e.word !== "GOOP");
      });
      const r = run("keke", fixture("sample"), "--out", c.path("imported"));
      expect(r.code).toBe(1);
      expect(r.out).toContain(
        `${fixture("sample")}: levels[4] (id 5 "Goop Bridge"): skipped: ascii: cell (1, 1) "G" is the word GOOP, which this content's lexicon (content/words.json) does not have: the engine builds no GOOP`,
      );
      expect(r.out.at(-1)).toBe("imported 6 levels (5 replays), skipped 1");
    } finally {
      c.remove();
    }
  });
});

describe("bad arguments and files", () => {
  test.each([
    [[], "import: name a format (keke) and a file (try --help)"],
    [["baba", "x.json", "--out", "o"], 'import: "baba" is not a format this command reads (keke)'],
    [["keke", "--out", "o"], "import: name a keke file to import (try --help)"],
    [["keke", "x.json"], "import: --out: name the folder to write the levels into"],
    [["keke", "x.json", "--out"], "import: --out needs a folder"],
    // An empty name would be the working folder (in the repository, its own levels/).
    [["keke", "x.json", "--out", ""], "import: --out needs a folder"],
    // An empty file name would be read as the working folder ("/…: cannot read the file (EISDIR)").
    [["keke", "", "--out", "o"], 'import: a keke file\'s name is empty (""): name the file'],
    [["keke", "x.json", "--fast", "--out", "o"], "import: unknown option --fast (try --help)"],
    [
      ["keke", "x.json", "--output", "o"],
      "import: unknown option --output: did you mean --out? (try --help)",
    ],
  ])("%j: %s (exit 2)", (argv, message) => {
    expect(run(...argv)).toEqual({ code: 2, out: [], err: [message] });
  });

  test("a file that cannot be read, or is not a keke file, is named, and nothing is written, not even the folders (exit 2)", () => {
    const out = join(temp, "nothing");
    const missing = join(temp, "missing.json");
    const r = run("keke", fixture("sample"), missing, "--out", out);
    expect(r).toMatchObject({ code: 2, out: [] });
    expect(r.err[0]).toMatch(new RegExp(`^import: ${missing}: cannot read the file \\(no such file\\)$`));
    expect(existsSync(out)).toBe(false); // not even the folders: a failing call changes nothing
    const notKeke = join(temp, "not-keke.json");
    writeFileSync(notKeke, JSON.stringify({ width: 3 }));
    expect(run("keke", notKeke, "--out", out).err).toEqual([
      `import: ${notKeke}: levels: a keke file is {"levels": [ … ]}, a list of levels`,
    ]);
    expect(existsSync(out)).toBe(false);
    // A folder is said to be one, with its files to give instead (as typed), not as a bare EISDIR.
    const folder = join(temp, "sources");
    mkdirSync(folder);
    writeFileSync(join(folder, "a.json"), "{}");
    expect(run("keke", folder, "--out", out)).toEqual({
      code: 2,
      out: [],
      err: [`import: ${folder}: a folder, not a keke file: name the keke files in it (${folder}/*.json)`],
    });
    expect(existsSync(out)).toBe(false);
  });

  test("a file typed as a relative path is named as typed, not as the absolute path it was read from (exit 2)", () => {
    const dir = join(temp, "typed");
    mkdirSync(dir);
    writeFileSync(join(dir, "broken.json"), "{");
    const inDir = (...argv: string[]) => {
      const err: string[] = [];
      const code = runImport(argv, dir, { out: () => {}, err: (l) => err.push(l) });
      return { code, err };
    };
    expect(inDir("keke", "missing.json", "--out", "o")).toEqual({
      code: 2,
      err: ["import: missing.json: cannot read the file (no such file)"],
    });
    expect(inDir("keke", "broken.json", "--out", "o").err[0]).toMatch(
      /^import: broken\.json: not valid JSON \(/,
    );
    expect(existsSync(join(dir, "o"))).toBe(false);
  });

  test("an output folder that cannot be made is named with the reason, and nothing is written (exit 2)", () => {
    const file = join(temp, "a-file");
    writeFileSync(file, "");
    expect(run("keke", fixture("sample"), "--out", join(file, "out"))).toEqual({
      code: 2,
      out: [],
      err: [
        `import: --out ${join(file, "out")}: cannot create the folder ${join(file, "out")}: ${file} is a file, not a folder`,
      ],
    });
  });

  test("an output folder under /proc is refused at once, in a process (Node 20's recursive mkdir hangs there)", () => {
    const { path, why } = unmakeableFolder();
    const r = runScript("src/content/import/cli.ts", ["keke", fixture("sample"), "--out", path]);
    expect(r).toEqual({
      code: 2,
      stdout: "",
      stderr: `import: --out ${path}: cannot create the folder ${path}: ${why}\n`,
    });
  });

  test("--help prints the usage with the formats", () => {
    const r = run("--help");
    expect(r.code).toBe(0);
    expect(r.out[0]).toMatch(/^usage: npm run import -- <format> <file>\.\.\. --out <dir>\n/);
    expect(r.out[0]).toContain("  keke   Baba is Y'all / Keke AI Competition");
  });

  test("npm run import runs the command as a process: its lines on stdout, its exit code", () => {
    const out = join(temp, "process");
    const r = spawnSync("npm", ["run", "-s", "import", "--", "keke", fixture("broken"), "--out", out], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 90_000,
    });
    expect(r.status).toBe(1);
    expect(r.stdout.trim().split("\n").at(-1)).toBe("imported 2 levels (0 replays), skipped 9");
    expect(files(join(out, "levels"))).toEqual(["keke-020-fine-2.json", "keke-020-fine.json"]);
  }, 120_000);
});
