import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { TRIGGER_NAMES } from "../../src/engine/cards";
import { ROOT, sourceFiles } from "./source";

/**
 * The lexicon's nouns but TEXT and ALL: grid things and SpellGrid's card nouns are data (docs/rules.md §2).
 * A noun that plays a role (`"meta": "empty"`) names no thing, so a lower-case string spelling it is
 * not a kind: only its upper-case word is looked for (`roles`).
 */
const words = (
  JSON.parse(readFileSync(join(ROOT, "content/words.json"), "utf8")) as {
    words: { word: string; class: string; meta?: boolean | string }[];
  }
).words.filter((w) => w.class === "noun" && w.word !== "TEXT" && w.word !== "ALL");
const nouns = words.map((w) => w.word);
const roles = new Set(words.filter((w) => typeof w.meta === "string").map((w) => w.word.toLowerCase()));

describe("coupling audit (docs/rules.md §2): the card engine and SpellGrid name no lexicon noun", () => {
  // The grid engine has its own, stricter scan (grid-boundaries.test.ts). Here: a noun written as a
  // word (KEG) or as a kind in a string ("keg"); trigger names ("deathrattle") are engine vocabulary.
  test.each(["src/engine/cards", "src/engine/spellgrid"])("%s", (dir) => {
    const allowed = new Set<string>([...TRIGGER_NAMES, ...roles]);
    const hits = sourceFiles(dir).flatMap((f) =>
      nouns
        .filter(
          (n) =>
            new RegExp(`\\b${n}\\b`).test(f.text) ||
            (!allowed.has(n.toLowerCase()) && new RegExp(`["'\`]${n.toLowerCase()}["'\`]`).test(f.text)),
        )
        .map((n) => `${f.path}: ${n}`),
    );
    expect(nouns).toContain("KEG");
    expect(hits).toEqual([]);
  });
});
