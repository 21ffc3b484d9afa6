/**
 * The benchmark corpus (issue 13 item 1, bench/corpus/generate.ts): at least 200 levels that pass the
 * level checks `npm run check` runs, within the size and text-share bounds, every property of the
 * lexicon used, rules formed and broken often by a random walk, the same levels for the same lexicon and
 * seed; and `npm run corpus` writes them as files `npm run check` passes.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { CORPUS_USAGE, corpusMain, writeCorpus } from "../../bench/corpus/cli";
import { CORPUS_BOUNDS, CORPUS_SIZE, corpusLevel, corpusLevels } from "../../bench/corpus/generate";
import { seededMoves } from "../../bench/moves";
import { levelProblems } from "../../src/content/level-check";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { buildLexicon, LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { ROOT } from "../../src/play/files";
import { runScript, unmakeableFolder } from "../cli/helpers";
import { runMain } from "../run-main";

const corpus = corpusLevels(LEXICON);
const isText = (o: { kind: string }) => o.kind.startsWith("text:");
const dir = mkdtempSync(join(tmpdir(), "spellgrid-corpus-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the benchmark corpus", () => {
  test("at least 200 levels, each named once, each passing the level checks and loading", () => {
    expect(corpus.length).toBe(CORPUS_SIZE);
    expect(CORPUS_SIZE).toBeGreaterThanOrEqual(200);
    expect(new Set(corpus.map((l) => l.name)).size).toBe(corpus.length);
    for (const def of corpus) {
      expect(levelProblems(def, { lexicon: LEXICON }, def.name!)).toEqual([]);
      expect(grid.isLost(grid.createLevel(def, LEXICON, LEVEL_CONFIG))).toBe(false); // something is YOU
    }
  });

  test("sizes and the share of text stay within the bounds", () => {
    const [w0, w1] = CORPUS_BOUNDS.width;
    const [h0, h1] = CORPUS_BOUNDS.height;
    const [s0, s1] = CORPUS_BOUNDS.textShare;
    expect([w0, w1, h0, h1, s0, s1]).toEqual([6, 20, 6, 18, 0.15, 0.4]); // issue 13's bounds
    for (const def of corpus) {
      expect(def.width).toBeGreaterThanOrEqual(w0);
      expect(def.width).toBeLessThanOrEqual(w1);
      expect(def.height).toBeGreaterThanOrEqual(h0);
      expect(def.height).toBeLessThanOrEqual(h1);
      const share = def.objects.filter(isText).length / def.objects.length;
      expect(share).toBeGreaterThanOrEqual(s0);
      expect(share).toBeLessThanOrEqual(s1);
    }
    // the sizes are spread over the bounds, not one size
    expect(new Set(corpus.map((l) => l.width)).size).toBe(w1 - w0 + 1);
    expect(new Set(corpus.map((l) => l.height)).size).toBe(h1 - h0 + 1);
  });

  test("every property of the lexicon is written in some level, as is every property a lexicon adds", () => {
    const written = (levels: grid.LevelDef[]) =>
      new Set(levels.flatMap((l) => l.objects.filter(isText).map((o) => o.kind.slice(5))));
    const properties = LEXICON.words.filter((w) => w.class === "property").map((w) => w.word);
    expect([...written(corpus)]).toEqual(expect.arrayContaining(properties));
    const words = JSON.parse(readFileSync(join(ROOT, "content/words.json"), "utf8"));
    words.words.push({ word: "GLOW", class: "property" }, { word: "OWL", class: "noun" });
    const bigger = buildLexicon(words);
    const theirs = corpusLevels(bigger);
    expect([...written(theirs)]).toEqual(expect.arrayContaining([...properties, "GLOW"]));
    for (const def of theirs.slice(0, 20))
      expect(levelProblems(def, { lexicon: bigger }, def.name!)).toEqual([]);
  });

  test("a random walk forms and breaks rules often, and wins and loses", () => {
    let steps = 0;
    let changed = 0;
    let ends = 0;
    const rulesOf = (l: grid.Level) => grid.activeRules(l).join("; ");
    corpus.forEach((def, i) => {
      const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
      let before = rulesOf(level);
      for (const dir of seededMoves(i, 100)) {
        grid.step(level, dir);
        steps++;
        if (rulesOf(level) !== before) changed++;
        if (grid.isWon(level) || grid.isLost(level)) {
          ends++;
          grid.undo(level);
        }
        before = rulesOf(level);
      }
    });
    expect(changed / steps).toBeGreaterThan(0.05);
    expect(ends / steps).toBeGreaterThan(0.05);
  });

  test("the same lexicon and seed give the same levels; another seed gives others", () => {
    expect(corpusLevels(LEXICON)).toEqual(corpus);
    expect(corpusLevel(LEXICON, 7, 1)).not.toEqual(corpus[7]);
  });

  test("npm run corpus writes the levels as files that npm run check passes, and read back the same", () => {
    const files = writeCorpus(dir);
    expect(readdirSync(dir).sort()).toEqual(corpus.map((l) => `${l.name}.json`).sort());
    expect(files.map((f) => JSON.parse(readFileSync(f, "utf8")))).toEqual(corpus);
    const check = spawnSync("node", ["--import", "tsx", "src/content/check-cli.ts", dir], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(check.stdout).toContain(`checked ${corpus.length} files (0 cards, ${corpus.length} levels`);
    expect(check.status).toBe(0);
  }, 120_000); // a process of its own: slow on a busy machine

  test("npm run corpus names a folder it cannot make or write, saying why (exit 2)", () => {
    const file = join(dir, "a-file");
    writeFileSync(file, "");
    expect(runMain(corpusMain, [join(file, "sub")], dir)).toEqual({
      code: 2,
      out: [],
      err: [`corpus: cannot create the folder ${join(file, "sub")}: ${file} is a file, not a folder`],
    });
    rmSync(file);
    const full = join(dir, "full");
    mkdirSync(join(full, `${corpus[0].name}.json`), { recursive: true }); // a folder where a level goes
    expect(runMain(corpusMain, [full], dir).err).toEqual([
      `corpus: ${join(full, `${corpus[0].name}.json`)}: is a folder`,
    ]);
  });

  test("npm run corpus refuses a folder under /proc at once, in a process (Node 20's recursive mkdir hangs there)", () => {
    const { path, why } = unmakeableFolder();
    expect(runScript("bench/corpus/cli.ts", [path])).toEqual({
      code: 2,
      stdout: "",
      stderr: `corpus: cannot create the folder ${path}: ${why}\n`,
    });
  });

  test("npm run corpus refuses an unknown option, a second folder and an empty name, writing nothing, and has a --help", () => {
    const said = (args: string[]) => runMain(corpusMain, args, dir);
    const before = readdirSync(dir).sort();
    expect(said(["--bogus"])).toEqual({
      code: 2,
      out: [],
      err: ["corpus: unknown option --bogus (try --help)"],
    });
    expect(said(["a", "b"])).toEqual({
      code: 2,
      out: [],
      err: ["corpus: one folder at most, not 2 (try --help)"],
    });
    // An empty name would be the working folder: 200 files written wherever the command was typed.
    expect(said([""])).toEqual({
      code: 2,
      out: [],
      err: ["corpus: the folder's name is empty (name a folder, or none for bench/corpus/levels)"],
    });
    expect(readdirSync(dir).sort()).toEqual(before);
    expect(said(["--help"])).toEqual({ code: 0, out: [CORPUS_USAGE], err: [] });
  });
});
