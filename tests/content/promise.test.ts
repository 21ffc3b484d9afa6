/**
 * The promise of open content (issue 10 item 2): a user adds a card, a noun and a level that no one
 * here has seen, in their own copy of the content, and every tool works on it while nothing that
 * was there changes. This test copies the content (cards/, content/, levels/, replays/) into a
 * temporary folder, adds a 0/1 minion whose Deathrattle writes WIN, its noun (first in words.json,
 * so every other word moves) and a small level that uses both, then runs over the copy: the loaders,
 * the content checker, the solver and the replay check.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { check, main } from "../../src/content/check-cli";
import { loadContent } from "../../src/content/content-root";
import type { CardDef } from "../../src/engine/cards/card-def";
import type { LevelDef } from "../../src/harness";
import { formatScript } from "../../src/play/notation";
import { checkReplay, describeCheck } from "../../src/play/replay-file";
import { modelOf } from "../../src/solver/model";
import { saveReplay, solutionSession } from "../../src/solver/replays";
import { solve } from "../../src/solver/search";
import { copyContent } from "./copy";

const c = copyContent("spellgrid-promise-");
afterAll(() => c.remove());

const card: CardDef = {
  name: "Glimmer Wisp",
  type: "minion",
  cost: 1,
  attack: 0,
  health: 1,
  text: [
    { type: "trigger", trigger: "deathrattle" },
    { type: "effect", effect: "spawnText", word: "WIN" },
  ],
  split: 1,
  game: "spellgrid",
  noun: "WISP",
};
const level: LevelDef = {
  name: "wisp-wish",
  title: "Wisp Wish",
  width: 5,
  height: 3,
  objects: [
    { kind: "text:BABA", x: 0, y: 0 },
    { kind: "text:IS", x: 1, y: 0 },
    { kind: "text:YOU", x: 2, y: 0 },
    { kind: "text:BABA", x: 0, y: 1 },
    { kind: "text:IS", x: 1, y: 1 },
    { kind: "text:WISP", x: 0, y: 2 },
    { kind: "text:IS", x: 1, y: 2 },
    { kind: "text:STOP", x: 2, y: 2 },
    { kind: "baba", x: 4, y: 2 },
  ],
  cards: [{ card: "Glimmer Wisp", x: 2, y: 1 }],
  hand: ["Spark"],
};
c.write("cards/glimmer-wisp.json", { $schema: "../schema/card.schema.json", ...card });
c.edit<{ words: unknown[] }>("content/words.json", (w) => {
  w.words.unshift({ word: "WISP", class: "noun" });
});
c.write("levels/wisp-wish.json", { $schema: "../schema/level.schema.json", ...level });
const committed = readdirSync(c.path("replays")).filter((f) => f.endsWith(".replay.json"));

describe("a new card, noun and level in a copy of the content", () => {
  test("the loaders read them", () => {
    const content = loadContent(c.root);
    expect(content.lexicon.words[0]).toEqual({ word: "WISP", class: "noun" });
    expect(content.cards.find((d) => d.name === "Glimmer Wisp")).toEqual({
      $schema: "../schema/card.schema.json",
      ...card,
    });
  });

  test("the content checker (npm run check) passes the copy: every card, word, seams, level and replay", () => {
    const out: string[] = [];
    const code = main(
      ["."],
      (l) => out.push(l),
      (l) => out.push(l),
      c.root,
    );
    expect(out).toEqual([expect.stringMatching(/^checked \d+ files \(.*\): no problems$/)]);
    expect(code).toBe(0);
  });

  test("the solver solves the new level, and its replay matches", () => {
    const content = loadContent(c.root);
    const r = solve(modelOf(level, content), { maxStates: 10_000 });
    if (!r.solved) throw new Error(`wisp-wish not solved: ${r.reason}`);
    expect(formatScript(r.actions)).toMatch(/^c Spark 2 1\b/);
    const file = saveReplay(
      c.path("replays"),
      c.path("levels/wisp-wish.json"),
      solutionSession(level, content, r.actions),
    );
    expect(file).toBe(c.path("replays/wisp-wish.replay.json"));
    expect(describeCheck(file, checkReplay(file))).toMatch(/^match: /);
    expect(check([file], c.root).problems).toEqual([]);
  });

  test.each(committed)("the committed replay %s still matches: same level, same cards, same hash", (f) => {
    const file = join("replays", f);
    expect(describeCheck(file, checkReplay(c.path(file)))).toMatch(/^match: /);
  });
});
