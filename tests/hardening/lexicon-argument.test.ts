/**
 * A lexicon given to `newBaba` or `newSpellGrid` (docs/api.md M6, M10) is checked as the words file is
 * (docs/rules.md §8): a word that is not a word, an index that does not point at its words, or a property
 * list that is not the lexicon's property words is an error naming the call, the field and the value,
 * never a TypeError from inside nor a level played with words out of place.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { LEXICON } from "../../src/content/words";
import type { Lexicon } from "../../src/engine/grid";
import { type LevelDef, newBaba, newSpellGrid } from "../../src/harness";

const level = (name: string): LevelDef =>
  JSON.parse(readFileSync(new URL(`../../levels/${name}.json`, import.meta.url), "utf8"));
const n = LEXICON.words.length;
const shifted = Object.fromEntries(Object.entries(LEXICON.index).map(([w, i]) => [w, (i + 1) % n]));

/** Both harnesses, given `lexicon`, throw `message` after their own call and argument. */
function refusedBoth(lexicon: unknown, message: string) {
  expect(() => newBaba(level("baba-belt"), lexicon as Lexicon)).toThrow(`newBaba: lexicon: ${message}`);
  expect(() => newSpellGrid(level("l2-spliced-corpse"), [], { lexicon: lexicon as Lexicon })).toThrow(
    `newSpellGrid: options.lexicon: ${message}`,
  );
}

describe("a lexicon argument is checked as the words file is", () => {
  test("a word that is not a word entry is named by its place", () => {
    refusedBoth({ ...LEXICON, words: [...LEXICON.words, null] }, `words[${n}]: `);
    refusedBoth({ ...LEXICON, words: [{ word: 5, class: "noun" }, ...LEXICON.words] }, "words[0].word: ");
  });

  test("an index that does not point each word at its place is named by the word", () => {
    const first = LEXICON.words[0].word;
    refusedBoth(
      { ...LEXICON, index: shifted },
      `index[${JSON.stringify(first)}]: is 1, not 0 (the word's place in words)`,
    );
    refusedBoth(
      { ...LEXICON, index: { ...LEXICON.index, GHOSTWORD: 0 } },
      `index["GHOSTWORD"]: names no word of words`,
    );
  });

  test("a property list that is not the property words, in order, is named", () => {
    refusedBoth(
      { ...LEXICON, properties: [] },
      "properties: must list the property words of words, in their order",
    );
  });

  test("the lexicon content/ builds, and a copy of it, are taken", () => {
    const copied = newBaba(level("baba-belt"), { ...LEXICON }).rules();
    expect(copied.length).toBeGreaterThan(0);
    expect(copied).toEqual(newBaba(level("baba-belt"), LEXICON).rules());
    expect(newSpellGrid(level("l2-spliced-corpse"), [], { lexicon: { ...LEXICON } }).hand()).toEqual([
      "Graft",
    ]);
  });
});
