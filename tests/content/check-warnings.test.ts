/**
 * `npm run check`'s warnings (docs/rules.md §8, "Warnings"): a level that loads but cannot be played is
 * printed as `file: field: warning: …` after the problems, counted in the summary, and fails the check
 * (exit 1) only with `--strict`. The levels are made here from the lexicon's first noun and the engine's
 * words, in a folder of their own checked against the repository's content.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { main, USAGE } from "../../src/content/check-cli";
import { LEXICON } from "../../src/content/words";
import { runMain } from "../run-main";

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const noun = LEXICON.words.find((w) => w.class === "noun" && !w.meta)!.word;
const texts = (words: string[], y: number) => words.map((w, x) => ({ kind: `text:${w}`, x, y }));

/** YOU is given to a noun, and WIN spelled, but no thing of that noun stands on the grid. */
const noThing = {
  $schema: "../schema/level.schema.json",
  width: 3,
  height: 2,
  objects: [...texts([noun, "IS", "YOU"], 0), ...texts([noun, "IS", "WIN"], 1)],
};
/** Nothing is YOU and no WIN is written: two warnings. */
const bare = { $schema: "../schema/level.schema.json", width: 2, height: 1, objects: [] };
/** A 3×3 level that plays and can be won: NOUN IS YOU, NOUN IS WIN and a thing of the noun. */
const playable = {
  width: 3,
  height: 3,
  objects: [
    ...texts([noun, "IS", "YOU"], 0),
    ...texts([noun, "IS", "WIN"], 1),
    { kind: noun.toLowerCase(), x: 0, y: 2 },
  ],
};
/** A problem (a width of 0), and nothing is YOU either. */
const broken = { $schema: "../schema/level.schema.json", width: 0, height: 1, objects: [] };

/** A folder holding `levels`, each a level file by its name. */
function folder(levels: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), "spellgrid-warn-"));
  made.push(dir);
  mkdirSync(join(dir, "levels"));
  for (const [name, def] of Object.entries(levels))
    writeFileSync(join(dir, "levels", name), JSON.stringify(def));
  return dir;
}

const run = (args: string[], cwd: string) => runMain(main, args, cwd);
const LOST = "so the level is lost before the first move and every move is refused";
const NEVER_WON =
  "nothing can ever be WIN: no text:WIN is on the grid and no card of this game writes WIN, so the level can never be won";
const summary = (levels: number, verdict: string) =>
  `checked ${levels} file${levels === 1 ? "" : "s"} (0 cards, ${levels} level${levels === 1 ? "" : "s"}, 0 replays, 0 words files, 0 seams files, 0 decks): ${verdict}`;

describe("npm run check: warnings", () => {
  test("a warning-only level: one warning line, counted in the summary, exit 0", () => {
    const dir = folder({ "no-thing.json": noThing });
    expect(run(["levels/no-thing.json"], dir)).toEqual({
      code: 0,
      out: [
        `levels/no-thing.json: objects: warning: nothing is YOU at the start: "${noun} IS YOU" is in force, but it fits no object on the grid, ${LOST}`,
        summary(1, "no problems, 1 warning in 1 file"),
      ],
      err: [],
    });
  });

  test("with --strict (before or after the files) the same lines, the summary says so, exit 1", () => {
    const dir = folder({ "no-thing.json": noThing });
    const strict = {
      code: 1,
      out: [
        `levels/no-thing.json: objects: warning: nothing is YOU at the start: "${noun} IS YOU" is in force, but it fits no object on the grid, ${LOST}`,
        summary(1, "no problems, 1 warning in 1 file (--strict: warnings fail the check)"),
      ],
      err: [],
    };
    expect(run(["--strict", "levels/no-thing.json"], dir)).toEqual(strict);
    expect(run(["levels/no-thing.json", "--strict"], dir)).toEqual(strict);
  });

  test("a problem and warnings: the problems first, then the warnings in file order; exit 1 with or without --strict", () => {
    const dir = folder({ "a-bare.json": bare, "b-broken.json": broken, "c-no-thing.json": noThing });
    const r = run(["levels"], dir);
    expect(r.out).toEqual([
      "levels/b-broken.json: width: 0 is below the minimum 1",
      `levels/a-bare.json: objects: warning: nothing is YOU at the start: no rule "… IS YOU" is in force, ${LOST}`,
      `levels/a-bare.json: objects: warning: ${NEVER_WON}`,
      `levels/c-no-thing.json: objects: warning: nothing is YOU at the start: "${noun} IS YOU" is in force, but it fits no object on the grid, ${LOST}`,
      summary(3, "1 problem in 1 file, 3 warnings in 2 files"),
    ]);
    expect(r.code).toBe(1);
    expect(run(["--strict", "levels"], dir).code).toBe(1);
  });

  test("a minion without a noun in a level's hand: a warning naming the file, hand[i] and the card; exit 0", () => {
    const dir = folder({
      "mute.json": { $schema: "../schema/level.schema.json", ...playable, hand: ["Test Mute"] },
    });
    mkdirSync(join(dir, "cards"));
    const mute = { name: "Test Mute", type: "minion", cost: 1, attack: 1, health: 1, text: [], split: 0 };
    writeFileSync(join(dir, "cards", "test-mute.json"), JSON.stringify({ ...mute, game: "spellgrid" }));
    // The folder is laid out like the repository (cards/, levels/): checked as a whole, with its own card.
    expect(run(["."], dir)).toEqual({
      code: 0,
      out: [
        'levels/mute.json: hand[0]: warning: "Test Mute" is a minion without a noun (a minion is played onto the grid as an object of its noun), so it can never be played and stays in the hand all game',
        "checked 2 files (1 card, 1 level, 0 replays, 0 words files, 0 seams files, 0 decks): no problems, 1 warning in 1 file",
      ],
      err: [],
    });
  });

  test("a level with a problem gets no warning: the problem is fixed first", () => {
    const dir = folder({ "broken.json": broken });
    expect(run(["levels/broken.json"], dir).out).toEqual([
      "levels/broken.json: width: 0 is below the minimum 1",
      summary(1, "1 problem in 1 file"),
    ]);
  });

  test("--strict with nothing to warn about exits 0; the help names --strict", () => {
    const dir = folder({ "fine.json": playable });
    expect(run(["--strict", "levels/fine.json"], dir)).toEqual({
      code: 0,
      out: [summary(1, "no problems")],
      err: [],
    });
    expect(USAGE).toContain("--strict   warnings fail the check too (exit 1)");
    expect(run(["--strict", "--fast"], dir).err).toEqual(["check: unknown option --fast (try --help)"]);
  });
});
