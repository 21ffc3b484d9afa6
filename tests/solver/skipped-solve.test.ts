/**
 * `npm run solve` on a SpellGrid level says the steps it skipped for a card reason (docs/rules.md §7,
 * `SolveResult.skipped`): a step whose deaths ask the chooser (`chooser`: a Deathrattle that Assembles) and
 * a step whose deaths pass the Death Phase limit (`sequence`: a Deathrattle that summons its own kind and
 * kills it again). No shipped level meets either, so the test writes a content folder of its own (the
 * repository's cards and words, with two minions and their nouns added) and two levels of one row each:
 * Baba at (0, 2) with the minion beside it, WEAK, so that stepping right breaks it. Every other step is
 * blocked (the text above cannot be pushed off the grid, the edges), and only turns Baba: the search
 * explores Baba's four facings, and from each the step right is skipped, 4 of the reason, none other.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { loadContent } from "../../src/content/content-root";
import type { CardDef, LevelDef } from "../../src/harness";
import { solveParallel, solverPool } from "../../src/solver/parallel";
import { solve as solve1 } from "../../src/solver/search";
import { solveShared } from "../../src/solver/shared-search";
import { spellGridModel } from "../../src/solver/spellgrid-moves";
import { ROOT, STATE_HOME } from "../cli/helpers";
import { strip } from "./outcome";

const minion = (name: string, noun: string, text: CardDef["text"]): CardDef => ({
  name,
  type: "minion",
  cost: 1,
  attack: 0,
  health: 1,
  noun,
  text,
  split: 1,
  game: "spellgrid",
  collectible: false,
});

/** "Deathrattle: Assemble a minion with Deathrattle": its death asks the chooser for a base. */
const HUSK = minion("Test Husk", "HUSK", [
  { type: "trigger", trigger: "deathrattle" },
  { type: "effect", effect: "assemble", filter: { trigger: "deathrattle" } },
]);

/** "Deathrattle: summon a Test Ash, then deal 1 damage to all minions": a death loop, past 64 Death Phases. */
const ASH = minion("Test Ash", "ASH", [
  { type: "trigger", trigger: "deathrattle" },
  { type: "effect", effect: "summon", card: "Test Ash", count: 1 },
  { type: "effect", effect: "dealDamage", target: "allMinions", amount: 1 },
]);

/** BABA IS YOU over NOUN IS WEAK, Baba at (0, 2) and the minion `card` at (1, 2), its pool pinned. */
function level(name: string, noun: string, card: string): LevelDef {
  const words = (text: string, y: number) => text.split(" ").map((w, x) => ({ kind: `text:${w}`, x, y }));
  return {
    name,
    width: 3,
    height: 3,
    objects: [...words("BABA IS YOU", 0), ...words(`${noun} IS WEAK`, 1), { kind: "baba", x: 0, y: 2 }],
    cards: [{ card, x: 1, y: 2 }],
    hand: [],
    pool: ["Powder Keg", "Dying Heir"],
  };
}

const dir = mkdtempSync(join(tmpdir(), "spellgrid-skips-"));
const pool = solverPool(2);
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  return pool.destroy();
});
cpSync(join(ROOT, "cards"), join(dir, "cards"), { recursive: true });
cpSync(join(ROOT, "content"), join(dir, "content"), { recursive: true });
mkdirSync(join(dir, "levels"));
const wordsFile = join(dir, "content/words.json");
const lexicon = JSON.parse(readFileSync(wordsFile, "utf8"));
lexicon.words.push({ word: "HUSK", class: "noun" }, { word: "ASH", class: "noun" });
writeFileSync(wordsFile, JSON.stringify(lexicon));
for (const card of [HUSK, ASH]) writeFileSync(join(dir, `cards/${card.noun}.json`), JSON.stringify(card));
writeFileSync(join(dir, "levels/husk.json"), JSON.stringify(level("husk", "HUSK", HUSK.name)));
writeFileSync(join(dir, "levels/ash.json"), JSON.stringify(level("ash", "ASH", ASH.name)));

/** `npm run -s solve -- ARGS` from the folder, its time and speed lines masked. */
function solve(args: string[]) {
  const r = spawnSync("npm", ["run", "-s", "--prefix", ROOT, "solve", "--", ...args], {
    cwd: dir,
    env: { ...process.env, NO_COLOR: "1", XDG_STATE_HOME: STATE_HOME },
    encoding: "utf8",
    timeout: 60_000,
  });
  const stdout = r.stdout.replace(/^(time|states\/s): .*$/gm, "$1: …");
  return { code: r.status, stdout, stderr: r.stderr };
}

const UNSOLVABLE = (skipped: string) =>
  "unsolvable: every reachable state was explored\n" +
  "  none lost: something was YOU in every state\n" +
  "  no object was ever WIN: no X IS WIN held with an X on the grid\n" +
  `${skipped}\nstates explored: 4\ntime: …\nstates/s: …\n`;

describe("npm run solve says the steps it skipped for the card engine", () => {
  test("a step whose deaths ask the chooser, and one past the Death Phase limit: each level's line names its reason", () => {
    expect(solve(["levels/husk.json", "levels/ash.json"])).toEqual({
      code: 1,
      stdout:
        `# levels/husk.json\n${UNSOLVABLE("skipped 4 actions (4 steps whose deaths ask the chooser; docs/rules.md §7)")}` +
        `# levels/ash.json\n${UNSOLVABLE("skipped 4 actions (4 past a Death Phase or Sequence limit; docs/rules.md §7)")}`,
      stderr: "",
    });
  });

  test("SolveResult.skipped counts the same on one thread, in the shared search and on workers", async () => {
    const content = loadContent(dir);
    for (const [file, why] of [
      ["levels/husk.json", "chooser"],
      ["levels/ash.json", "sequence"],
    ] as const) {
      const def = JSON.parse(readFileSync(join(dir, file), "utf8")) as LevelDef;
      const r = solve1(spellGridModel(def, content));
      expect(strip(r)).toEqual({ solved: false, reason: "unsolvable", explored: 4, skipped: { [why]: 4 } });
      expect(strip(solveShared(spellGridModel(def, content), 2))).toEqual(strip(r));
      expect(strip(await solveParallel(def, content, { pool }))).toEqual(strip(r));
    }
  });
});
