/** The lexicon and the seam table are checked when loaded: every problem, named by file, field and value. */
import { describe, expect, test } from "vitest";
import { formatProblem } from "../../src/content/problems";
import { buildSeamWords, seamsProblems } from "../../src/content/seams";
import { buildLexicon, LEXICON, wordsProblems } from "../../src/content/words";
import { TRIGGER_NAMES } from "../../src/engine/cards/card-def";

const lines = (problems: { file: string; path: string; message: string }[]) => problems.map(formatProblem);
const W = "words.json";

describe("wordsProblems", () => {
  test("a valid list has none, and builds the lexicon", () => {
    const json = {
      words: [
        { word: "BABA", class: "noun" },
        { word: "IS", class: "verb" },
      ],
    };
    expect(wordsProblems(json, W)).toEqual([]);
    expect(buildLexicon(json, W).words).toEqual(json.words);
  });

  test("every problem of the shape, each with its field and value", () => {
    const json = {
      words: [
        { word: "baba", class: "noun" },
        { word: "IS", class: "verbb" },
        { word: "YOU", clas: "property" },
        "FLAG",
      ],
      extra: 1,
    };
    expect(lines(wordsProblems(json, W))).toEqual([
      'words.json: extra: unknown field "extra" (known fields: $schema, words)',
      'words.json: words[0].word: "baba" must be an upper-case word (A-Z, then A-Z, 0-9 or _)',
      'words.json: words[1].class: "verbb" is not one of noun, verb, and, not, property, prefix, infix (did you mean "verb"?)',
      'words.json: words[2]: missing field "class"',
      'words.json: words[2].clas: unknown field "clas" (did you mean "class"?)',
      'words.json: words[3]: expected object, got string "FLAG"',
    ]);
  });

  test("a word twice, meta on a property; 32 properties are not too many (docs/rules.md §5.1)", () => {
    const props = Array.from({ length: 32 }, (_, i) => ({ word: `P${i}`, class: "property" }));
    const json = {
      words: [
        { word: "BABA", class: "noun" },
        { word: "BABA", class: "noun" },
        { word: "WIN", class: "property", meta: true },
        ...props,
      ],
    };
    expect(lines(wordsProblems(json, W))).toEqual([
      'words.json: words[1].word: "BABA" is listed twice (also at words[0])',
      'words.json: words[2].meta: only nouns carry meta, and "WIN" is a property',
    ]);
    expect(() => buildLexicon(json, W)).toThrow(
      'words.json: words[1].word: "BABA" is listed twice (also at words[0])',
    );
  });

  test("the game's words and 20 more multiplier words of the seams load: 47 properties, the engine's at their places", () => {
    const game = LEXICON.words.map((w) => ({ ...w }));
    const more = Array.from({ length: 20 }, (_, i) => ({ word: `TIMES${i}`, class: "property" as const }));
    const hosted = ["DOUBLE", ...more.map((m) => m.word)];
    const json = { words: [...more, ...game] }; // YOU is now the 21st property, not the 1st
    expect(wordsProblems(json, W, hosted)).toEqual([]);
    const lex = buildLexicon(json, W, hosted);
    expect([lex.properties.length, lex.properties.indexOf("YOU")]).toEqual([
      LEXICON.properties.length + 20,
      20,
    ]);
    expect(
      lines(wordsProblems({ words: [...game, { word: "TIMES99", class: "property" }] }, W, hosted)),
    ).toEqual([
      `words.json: words[${game.length}].word: "TIMES99" is a property nothing gives behaviour to: the grid engine does not build it (docs/rules.md §5.1) and it is no multiplier word of the seams (content/seams.json); build it (engine code: the steps are in src/engine/grid/behaviours.ts), make it a multiplier word of the seams, or remove it`,
    ]);
  });

  test("a verb the grid engine plays nothing for is refused, naming it and the verbs it knows", () => {
    const json = {
      words: [
        { word: "BABA", class: "noun" },
        { word: "IS", class: "verb" },
        { word: "HAS", class: "verb" },
        { word: "MIMIC", class: "verb" },
      ],
    };
    expect(lines(wordsProblems(json, W))).toEqual([
      'words.json: words[3].word: "MIMIC" is a verb the grid engine gives no behaviour to (it knows IS, HAS, MAKE, EAT, FOLLOW, FEAR, WRITE)',
    ]);
    expect(() => buildLexicon(json, W)).toThrow('"MIMIC" is a verb the grid engine gives no behaviour to');
  });

  test("not even an object", () => {
    expect(lines(wordsProblems(null, W))).toEqual(["words.json: expected object, got null"]);
    expect(() => buildLexicon([], W)).toThrow("words.json: expected object, got an array");
  });
});

describe("seamsProblems", () => {
  const S = "seams.json";
  test("the shipped table has none", () => {
    expect(
      seamsProblems({ triggerWords: { DEATHRATTLE: "deathrattle" }, multiplierWords: {} }, LEXICON, S),
    ).toEqual([]);
  });

  test("every word must be in the lexicon with the right class; values are bounded", () => {
    const json = {
      triggerWords: { DEATHRATLE: "deathrattle", YOU: "battlecry", KEG: "onDeath" },
      multiplierWords: { DOUBLE: { times: 11, stacking: "maxx" }, BABA: { times: 2, stacking: "max" } },
    };
    expect(lines(seamsProblems(json, LEXICON, S))).toEqual([
      `seams.json: triggerWords.KEG: "onDeath" is not one of ${TRIGGER_NAMES.join(", ")}`,
      "seams.json: multiplierWords.DOUBLE.times: 11 is above the maximum 10",
      'seams.json: multiplierWords.DOUBLE.stacking: "maxx" is not one of max, additive (did you mean "max"?)',
    ]);
    const shaped = { ...json, triggerWords: { DEATHRATLE: "deathrattle", YOU: "battlecry" } };
    shaped.multiplierWords = { DOUBLE: { times: 2, stacking: "max" }, BABA: { times: 2, stacking: "max" } };
    expect(lines(seamsProblems(shaped, LEXICON, S))).toEqual([
      'seams.json: triggerWords.DEATHRATLE: DEATHRATLE is not a noun of the lexicon (did you mean "DEATHRATTLE"?)',
      "seams.json: triggerWords.YOU: YOU is a property, not a noun",
      "seams.json: multiplierWords.BABA: BABA is a noun, not a property",
    ]);
    expect(() => buildSeamWords(shaped, LEXICON, S)).toThrow(
      "seams.json: triggerWords.DEATHRATLE: DEATHRATLE is not a noun of the lexicon",
    );
  });

  test("a trigger word is a meta noun (names no thing); a noun that names objects on the grid is refused", () => {
    // docs/rules.md §5.1, §6.1: DEATHRATTLE and BATTLECRY are meta nouns, "they name something other than a kind
    // of thing". A noun that names things (KEG: the kegs) or objects (TEXT, ALL, EMPTY's cells) would mean two
    // things in one rule (KEG IS DOUBLE: the kegs DOUBLE, and a trigger doubled), so the table refuses it.
    const json = {
      triggerWords: { KEG: "deathrattle", TEXT: "battlecry", ALL: "deathrattle", EMPTY: "battlecry" },
      multiplierWords: {},
    };
    expect(lines(seamsProblems(json, LEXICON, S))).toEqual([
      'seams.json: triggerWords.KEG: KEG names a thing (keg objects on the grid): a trigger word must be a meta noun, one that names none ("meta": true in words.json)',
      'seams.json: triggerWords.TEXT: TEXT names objects on the grid (every text object): a trigger word must be a meta noun, one that names none ("meta": true in words.json)',
      'seams.json: triggerWords.ALL: ALL names objects on the grid (every thing): a trigger word must be a meta noun, one that names none ("meta": true in words.json)',
      'seams.json: triggerWords.EMPTY: EMPTY names cells of the grid (its role "empty"): a trigger word must be a meta noun, one that names none ("meta": true in words.json)',
    ]);
    expect(() =>
      buildSeamWords({ triggerWords: { KEG: "deathrattle" }, multiplierWords: {} }, LEXICON, S),
    ).toThrow("seams.json: triggerWords.KEG: KEG names a thing (keg objects on the grid)");
  });

  test("a key that is not a word", () => {
    const json = { triggerWords: { "death rattle": "deathrattle" }, multiplierWords: {} };
    expect(lines(seamsProblems(json, LEXICON, S))).toEqual([
      'seams.json: triggerWords.death rattle: "death rattle" must be an upper-case word (A-Z, then A-Z, 0-9 or _)',
    ]);
  });
});
