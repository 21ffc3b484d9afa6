/** The lexicon is data (docs/rules.md §5.1): content/words.json against its schema and the engine's needs. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { schemaProblems } from "../../src/content/schema-check";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { map } from "./builder";

const read = (p: string) => JSON.parse(readFileSync(new URL(`../../${p}`, import.meta.url), "utf8"));

describe("content/words.json", () => {
  it("is valid against schema/words.schema.json", () => {
    const json = read("content/words.json");
    expect(schemaProblems("words", json, "content/words.json")).toEqual([]);
    expect(json.$schema).toBe("../schema/words.schema.json");
  });

  it("has the rules' classes: meta nouns, IS, AND, NOT, the properties (BATTLECRY from the M10 drop)", () => {
    const cls = (w: string) => LEXICON.words[LEXICON.index[w]];
    expect(["TEXT", "ALL", "DEATHRATTLE", "BATTLECRY"].map((w) => cls(w))).toEqual(
      ["TEXT", "ALL", "DEATHRATTLE", "BATTLECRY"].map((word) => ({ word, class: "noun", meta: true })),
    );
    expect([cls("IS").class, cls("AND").class, cls("NOT").class]).toEqual(["verb", "and", "not"]);
    expect(LEXICON.properties).toEqual(
      expect.arrayContaining("YOU WIN STOP PUSH PULL DEFEAT SINK HOT MELT OPEN SHUT FLOAT DOUBLE".split(" ")),
    );
    for (const n of "BABA KEKE ME FLAG WALL ROCK WATER LAVA SKULL KEY DOOR GRASS FLOOR TILE BRICK TREE FLOWER STAR LOVE GOOP JELLY CRAB PILLAR BOX BELT HEDGE KEG BRAMBLE WARDEN MOTH SCRIBE KNIGHT CRIER".split(
      " ",
    )) {
      expect(cls(n)).toEqual({ word: n, class: "noun" });
    }
  });

  it("DOUBLE is a property with no grid behaviour", () => {
    const level = grid.createLevel(map("BABA IS DOUBLE", "baba . ."), LEXICON, LEVEL_CONFIG);
    expect(grid.hasProperty(level, 3, "DOUBLE")).toBe(true);
    grid.step(level, "right");
    expect(grid.posOf(level, 3)).toEqual([0, 1]);
  });

  it("removeObjects checks every id before removing any", () => {
    const level = grid.createLevel(map("baba baba"), LEXICON, LEVEL_CONFIG);
    expect(() => grid.removeObjects(level, [0, 7])).toThrow(/unknown object id 7/);
    expect(grid.isAlive(level, 0)).toBe(true);
  });
});
