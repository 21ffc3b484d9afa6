/**
 * `npm run check` (issue 10 item 6): one `file: field: problem` line per problem, a summary, exit 1 on any
 * problem and 0 when clean; a folder laid out like the repository is checked as a whole.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { check, main } from "../../src/content/check-cli";
import { loadContent } from "../../src/content/content-root";
import { LEXICON } from "../../src/content/words";
import { checkReplay, describeCheck } from "../../src/play/replay-file";
import { ROOT } from "../architecture/source";
import { runMain } from "../run-main";

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the repository's content in a temporary folder, with `files` added or replaced. */
function contentCopy(files: Record<string, unknown> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), "spellgrid-check-"));
  made.push(dir);
  for (const part of ["cards", "content", "levels", "replays"])
    cpSync(join(ROOT, part), join(dir, part), { recursive: true });
  for (const [path, data] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), typeof data === "string" ? data : JSON.stringify(data, null, 2));
  }
  return dir;
}

/** Runs the command's main function in `cwd`; its exit code and output lines. */
const run = (args: string[], cwd: string) => runMain(main, args, cwd);

/** A shipped replay, to break. */
const replay = JSON.parse(readFileSync(join(ROOT, "replays/l1-double-tap.replay.json"), "utf8"));

const golem = {
  $schema: "../schema/card.schema.json",
  name: "Spell Golem",
  type: "minion",
  cost: 3,
  attack: 2,
  health: 3,
  text: [
    { type: "trigger", trigger: "deathrattle" },
    { type: "effect", effect: "summon", card: "Whirlwind", count: 1 },
    { type: "effect", effect: "draw", count: 10_000_000 },
  ],
  split: 1,
  game: "spellgrid",
  noun: "GOLEM",
};

/** A level with no problem and no warning: a noun of the lexicon's things is YOU, and stands on WIN. */
const noun = LEXICON.words.find((w) => w.class === "noun" && !w.meta)!.word;
const playable = {
  width: 3,
  height: 3,
  objects: [
    ...[noun, "IS", "YOU"].map((w, x) => ({ kind: `text:${w}`, x, y: 0 })),
    ...[noun, "IS", "WIN"].map((w, x) => ({ kind: `text:${w}`, x, y: 1 })),
    { kind: noun.toLowerCase(), x: 0, y: 2 },
  ],
};

describe("npm run check", () => {
  test("the repository's content is clean: exit 0 and one summary line", () => {
    const r = run([], ROOT);
    expect(r.code).toBe(0);
    expect(r.out).toHaveLength(1);
    expect(r.out[0]).toMatch(
      /^checked \d+ files \(\d+ cards, \d+ levels, \d+ replays, 1 words file, 1 seams file, \d+ decks\): no problems$/,
    );
  });

  test("a file that cannot be read (a folder named like one) is a problem of that file; the rest are checked", () => {
    const dir = contentCopy({ "levels/tiny.json": { width: 0, height: 1, objects: [] } });
    mkdirSync(join(dir, "levels", "zz-folder.json"));
    const r = run([], dir);
    expect(r.code).toBe(1);
    expect(r.out).toEqual([
      "levels/zz-folder.json: cannot read the file (a folder, not a file)",
      "levels/tiny.json: width: 0 is below the minimum 1",
      expect.stringMatching(/^checked \d+ files \(.*\): 2 problems in 2 files$/),
    ]);
  });

  test("with no file, typed inside a content folder of a user's: that whole folder", () => {
    const dir = contentCopy({ "levels/tiny.json": { width: 0, height: 1, objects: [] } });
    const r = run([], join(dir, "levels"));
    expect(r.out).toEqual([
      "tiny.json: width: 0 is below the minimum 1",
      expect.stringMatching(/^checked \d+ files \(.*\): 1 problem in 1 file$/),
    ]);
    expect(r.code).toBe(1);
  });

  test("a folder with broken files: every problem, one line each, grouped by file; exit 1", () => {
    const dir = contentCopy({
      "cards/spell-golem.json": golem,
      "cards/broken.json": "{ nope",
      "levels/typo.json": {
        width: 3,
        height: 1,
        objets: [],
        objects: [{ kind: "babba", x: 5, y: 0 }],
        hand: ["Sprak"],
      },
      "replays/typo.replay.json": { ...replay, level: "../levels/gone.json", actions: ["w", "zz"] },
      "cards/a-level.json": { $schema: "../schema/level.schema.json", width: 1, height: 1, objects: [] },
    });
    const r = run(["."], dir);
    expect(r.code).toBe(1);
    expect(r.out).toEqual([
      "cards/a-level.json: this is a level, in the place of a card: move it",
      expect.stringMatching(/^cards\/broken\.json: invalid JSON: /),
      'cards/spell-golem.json (card "Spell Golem"): text[2].count: 10000000 is above the maximum 10',
      'cards/spell-golem.json (card "Spell Golem"): noun: "GOLEM" is not a word of the lexicon: add it to content/words.json as a noun ({ "word": "GOLEM", "class": "noun" })',
      'cards/spell-golem.json (card "Spell Golem"): text[1].card: summons "Whirlwind", a spell: a summon must name a minion',
      'levels/typo.json: objets: unknown field "objets" (did you mean "objects"?)',
      'levels/typo.json: objects[0].kind: "babba": BABBA is not a noun of the lexicon (a thing is a lower-case noun, text is text:WORD) (did you mean "baba"?)',
      "levels/typo.json: objects[0].x: 5 is off the 3×1 grid (x is 0 to 2)",
      'levels/typo.json: hand[0]: "Sprak" is not a known card (did you mean "Spark"?)',
      'replays/typo.replay.json: action 2 "zz": "zz" is not an action: use w/a/s/d, wait, u, or c <card> [x y]',
      'replays/typo.replay.json: level: "../levels/gone.json": no such level file (the path is relative to this replay\'s folder)',
      expect.stringMatching(/^checked \d+ files \(.*\): 11 problems in 5 files$/),
    ]);
  });

  test("a replay casting a card no card file names: its file, its action (numbered as npm run replay numbers it) and the card, with the nearest name", () => {
    const spark = JSON.parse(readFileSync(join(ROOT, "cards/spark.json"), "utf8"));
    const dir = contentCopy({
      "cards/bright-spark.json": { ...spark, name: "Bright Spark" },
      "replays/typo.replay.json": {
        ...replay,
        actions: ["w", "c Whirlwnd", "c Bright Spark 0 4", "c Zeppelin"],
      },
    });
    const r = run(["replays/typo.replay.json"], dir);
    expect(r.out).toEqual([
      'replays/typo.replay.json: action 2 "c Whirlwnd": "Whirlwnd" is not a known card (did you mean "Whirlwind"?)',
      'replays/typo.replay.json: action 4 "c Zeppelin": "Zeppelin" is not a known card',
      expect.stringMatching(/^checked 1 file \(.*\): 2 problems in 1 file$/),
    ]);
    expect(r.code).toBe(1);
    // npm run replay stops at the same action, under the same number.
    expect(describeCheck("typo", checkReplay(join(dir, "replays/typo.replay.json")))).toContain(
      '; action 2 "c Whirlwnd": ',
    );
  });

  test("named files are checked within their content folder, and only they are reported", () => {
    const dir = contentCopy({
      "cards/spell-golem.json": golem,
      "levels/fine.json": playable,
    });
    const r = run(["levels/fine.json"], dir);
    expect(r).toEqual({
      code: 0,
      out: [
        "checked 1 file (0 cards, 1 level, 0 replays, 0 words files, 0 seams files, 0 decks): no problems",
      ],
      err: [],
    });
    expect(run(["cards/spell-golem.json"], dir).code).toBe(1);
  });

  test("files of no kind (invalid JSON, unknown, unreadable) are counted as unrecognised, not as nothing checked", () => {
    const dir = mkdtempSync(join(tmpdir(), "spellgrid-unrecognised-"));
    made.push(dir);
    writeFileSync(join(dir, "broken.json"), "{ nope");
    writeFileSync(join(dir, "what.json"), JSON.stringify({ hello: 1 }));
    mkdirSync(join(dir, "sub"));
    writeFileSync(join(dir, "level.json"), JSON.stringify({ width: 1, height: 1, objects: [] }));
    const r = run(["broken.json", "what.json", "level.json"], dir);
    expect(r.out.at(-1)).toBe(
      "checked 3 files (0 cards, 1 level, 0 replays, 0 words files, 0 seams files, 0 decks, 2 unrecognised): 2 problems in 2 files, 2 warnings in 1 file",
    );
    // A file of the folder that cannot be read is unrecognised too, and reported only when asked for.
    const copy = contentCopy();
    mkdirSync(join(copy, "levels", "zz-folder.json"));
    expect(run(["levels/l1-double-tap.json"], copy).out).toEqual([
      "checked 1 file (0 cards, 1 level, 0 replays, 0 words files, 0 seams files, 0 decks): no problems",
    ]);
    expect(run([], copy).out.at(-1)).toMatch(/, 1 unrecognised\): 1 problem in 1 file$/);
    // A device never ends (/dev/zero): refused before it is read, where the check used to hang.
    expect(run(["/dev/zero"], copy).out[0]).toBe("/dev/zero: cannot read the file (a device, not a file)");
  });

  test("a folder not laid out like the repository: its JSON files against the repository's content", () => {
    const dir = mkdtempSync(join(tmpdir(), "spellgrid-loose-"));
    made.push(dir);
    writeFileSync(
      join(dir, "keg-level.json"),
      JSON.stringify({ width: 2, height: 1, objects: [], cards: [{ card: "Powder Keg", x: 1, y: 0 }] }),
    );
    writeFileSync(join(dir, "what.json"), JSON.stringify({ hello: 1 }));
    writeFileSync(join(dir, "keke.json"), JSON.stringify({ levels: [{ id: 1, ascii: "___\n_b_\n___" }] }));
    const result = check([dir], ROOT);
    expect(result.counts.level).toBe(1);
    expect(result.problems.map((p) => `${p.file.slice(dir.length + 1)}: ${p.path}: ${p.message}`)).toEqual([
      `keke.json: : a file of keke levels (Baba is Y'all), not a content file of this kit: import it with npm run import -- keke ${join(dir, "keke.json")} --out DIR, then check DIR`,
      "what.json: : cannot tell what this file is: give it a $schema (card, level, replay, words, seams or deck)",
    ]);
  });

  test("a file of keke levels is named with the import command, in a levels/ folder too (not checked as a level)", () => {
    const dir = mkdtempSync(join(tmpdir(), "spellgrid-keke-"));
    made.push(dir);
    mkdirSync(join(dir, "levels"));
    writeFileSync(join(dir, "levels/keke.json"), JSON.stringify({ levels: [] }));
    const r = run(["levels/keke.json"], dir);
    expect(r.out).toEqual([
      "levels/keke.json: a file of keke levels (Baba is Y'all), not a content file of this kit: import it with npm run import -- keke levels/keke.json --out DIR, then check DIR",
      "checked 1 file (0 cards, 0 levels, 0 replays, 0 words files, 0 seams files, 0 decks, 1 unrecognised): 1 problem in 1 file",
    ]);
  });

  test("a content folder without its seams or cards: a problem each, as the commands refuse it", () => {
    const dir = mkdtempSync(join(tmpdir(), "spellgrid-part-"));
    made.push(dir);
    mkdirSync(join(dir, "pack/content"), { recursive: true });
    cpSync(join(ROOT, "content/words.json"), join(dir, "pack/content/words.json"));
    const missing = (part: string) =>
      `pack/${part}: missing: a folder with content/words.json is a content folder, and npm start, npm run solve and npm run replay refuse one without its ${part} (copy the repository's)`;
    const r = run(["pack"], dir);
    expect(r.out).toEqual([
      missing("content/seams.json"),
      missing("cards"),
      "checked 1 file (0 cards, 0 levels, 0 replays, 1 words file, 0 seams files, 0 decks): 2 problems in 2 files",
    ]);
    expect(r.code).toBe(1);
    expect(() => loadContent(join(dir, "pack"))).toThrow(
      "not a content folder: content/seams.json is missing",
    );
    mkdirSync(join(dir, "pack/cards"));
    cpSync(join(ROOT, "content/seams.json"), join(dir, "pack/content/seams.json"));
    expect(run(["pack"], dir).code).toBe(0);
  });

  test("a broken lexicon is reported, and what needs it is not checked against nothing", () => {
    const dir = contentCopy({
      "content/words.json": {
        words: [
          { word: "BABA", class: "noun" },
          { word: "BABA", class: "noun" },
        ],
      },
    });
    const r = run(["."], dir);
    expect(r.out.filter((l) => l.startsWith("content/"))).toEqual([
      'content/words.json: words[1].word: "BABA" is listed twice (also at words[0])',
    ]);
    expect(r.out.filter((l) => /^(levels|content\/seams)/.test(l))).toEqual([]);
    expect(r.code).toBe(1);
  });

  test("bad arguments exit 2 with one line", () => {
    expect(run(["--fast"], ROOT)).toEqual({
      code: 2,
      out: [],
      err: ["check: unknown option --fast (try --help)"],
    });
    expect(run(["--strct"], ROOT).err).toEqual([
      "check: unknown option --strct: did you mean --strict? (try --help)",
    ]);
    expect(run(["nope.json"], ROOT)).toEqual({
      code: 2,
      out: [],
      err: ["check: nope.json: no such file or folder"],
    });
    // a folder's name mistyped is asked after too, in the folder it runs in (a file's, by its name without .json)
    const typo = contentCopy();
    expect(run(["levls"], typo)).toEqual({
      code: 2,
      out: [],
      err: ["check: levls: no such file or folder: did you mean levels?"],
    });
    expect(run(["levels/l1-doubletap.json"], typo).err).toEqual([
      "check: levels/l1-doubletap.json: no such file or folder: did you mean levels/l1-double-tap.json?",
    ]);
    // a file one ending away, or named by the start of its name, is asked after, in the folder it runs in
    // (the start is a unique temporary name, so no level or replay a user adds starts with it too)
    const zz = basename(mkdtempSync(join(tmpdir(), "zz-")));
    made.push(join(tmpdir(), zz));
    const pack = contentCopy({ [`levels/${zz}-first.json`]: {}, [`replays/${zz}-first.replay.json`]: {} });
    expect(run([`levels/${zz}`], pack)).toEqual({
      code: 2,
      out: [],
      err: [`check: levels/${zz}: no such file: did you mean levels/${zz}-first.json?`],
    });
    expect(run([`replays/${zz}-first`], pack).err).toEqual([
      `check: replays/${zz}-first: no such file: did you mean replays/${zz}-first.replay.json?`,
    ]);
    // A folder with nothing to check would pass as "checked 0 files": a typo or the wrong folder.
    const empty = mkdtempSync(join(tmpdir(), "spellgrid-check-empty-"));
    expect(run([empty], ROOT)).toEqual({
      code: 2,
      out: [],
      err: [
        `check: ${empty}: nothing to check: the folder holds no .json file and no cards/, levels/, replays/, decks/ or content/ folder`,
      ],
    });
    // An empty name would be the working folder, checked as if it had been named.
    expect(run(["levels/l1-double-tap.json", ""], ROOT)).toEqual({
      code: 2,
      out: [],
      err: ['check: a file or folder name is empty (""): name one, or none for the folder you are in'],
    });
    expect(run(["--help"], ROOT).out[0]).toMatch(/^usage: npm run check/);
    // within 80 columns, as every command's help
    for (const line of run(["--help"], ROOT).out.join("\n").split("\n"))
      expect(line.length, line).toBeLessThanOrEqual(80);
  });

  test("as a process (what CI runs): exit code and lines", () => {
    const dir = contentCopy({ "levels/typo.json": { width: 3, height: 1, objets: [], objects: [] } });
    const tsx = join(ROOT, "node_modules/.bin/tsx");
    const r = spawnSync(tsx, [join(ROOT, "src/content/check-cli.ts"), "levels/typo.json"], {
      cwd: dir,
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe(
      'levels/typo.json: objets: unknown field "objets" (did you mean "objects"?)\nchecked 1 file (0 cards, 1 level, 0 replays, 0 words files, 0 seams files, 0 decks): 1 problem in 1 file\n',
    );
  });
});
