/**
 * SpellGrid plays no Transform (docs/rules.md §3.8, §6.1), and an Assemble must not splice one in at run
 * time: a level that can Assemble with no pinned `pool` draws from every collectible minion of the library,
 * so such a level is refused when one of those transforms a minion (or summons one that does).
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { readCardDir } from "../../src/content/card-files";
import { levelProblems } from "../../src/content/level-check";
import { formatProblem } from "../../src/content/problems";
import { LEXICON } from "../../src/content/words";
import { type LevelDef, newSpellGrid } from "../../src/harness";
import { rockMinion } from "../fixtures/cards";

const why =
  "a SpellGrid minion is the grid object of its card's noun, which a Transform cannot change, so SpellGrid plays no Transform (docs/rules.md §6.1)";

const morpher = rockMinion("Test Morph Moth", "deathrattle", {
  type: "effect",
  effect: "transform",
  target: "allOtherMinions",
  card: "Sheep",
});

/** Level 2 (a Graft in hand) without its pinned pool. */
const openLevel = (): LevelDef => {
  const { pool: _, ...open } = JSON.parse(
    readFileSync(new URL("../../levels/l2-spliced-corpse.json", import.meta.url), "utf8"),
  ) as LevelDef;
  return open;
};

describe("an Assemble in SpellGrid cannot splice a Transform in", () => {
  test("a level that Assembles from the unpinned pool is refused when the library has a transforming minion, naming both", () => {
    const message = `level "l2-spliced-corpse": hand[0]: "Graft" Assembles from every collectible minion (the level pins no pool), and "Test Morph Moth" transforms a minion (text[1]): ${why}; pin a pool without it`;
    expect(() => newSpellGrid(openLevel(), [morpher])).toThrow(message);
  });

  test("the same through a summon: the library's minion summons one that transforms", () => {
    const mite = { ...morpher, name: "Test Morph Mite", collectible: false };
    const nest = rockMinion("Test Morph Nest", "deathrattle", {
      type: "effect",
      effect: "summon",
      card: mite.name,
      count: 1,
    });
    const cards = new Map([...readCardDir(), mite, nest].map((d) => [d.name, d]));
    expect(
      levelProblems(openLevel(), { lexicon: LEXICON, cards }, "levels/x.json").map(formatProblem),
    ).toEqual([
      `levels/x.json: hand[0]: "Graft" Assembles from every collectible minion (the level pins no pool), and "Test Morph Nest" summons "Test Morph Mite", which transforms a minion (text[1]): ${why}; pin a pool without it`,
    ]);
  });

  test("a minion on the grid whose Deathrattle Assembles is refused the same way", () => {
    const assembler = rockMinion("Test Assembler", "deathrattle", {
      type: "effect",
      effect: "assemble",
      filter: { trigger: "deathrattle" },
    });
    const def = { ...openLevel(), hand: [], cards: [{ card: assembler.name, x: 3, y: 4 }] };
    expect(() => newSpellGrid(def, [assembler, morpher])).toThrow(
      `cards[0].card: "Test Assembler" Assembles from every collectible minion (the level pins no pool), and "Test Morph Moth" transforms`,
    );
  });

  test("a pinned pool without the transforming minion, or a non-collectible one, keeps the level playable", () => {
    const pinned = JSON.parse(
      readFileSync(new URL("../../levels/l2-spliced-corpse.json", import.meta.url), "utf8"),
    ) as LevelDef;
    const g = newSpellGrid(pinned, [morpher]);
    const seen: string[][] = [];
    g.setChooser((_kind, options) => {
      seen.push(options);
      return options[0];
    });
    g.cast("Graft");
    expect(seen.flat()).not.toContain(morpher.name);
    expect(() => newSpellGrid(openLevel(), [{ ...morpher, collectible: false }])).not.toThrow();
  });
});
