/**
 * Noun roles in the lexicon (docs/rules.md §5.1): a meta noun's line may carry a role the engine knows
 * (`"meta": "empty"`); an unknown role or a role carried twice is refused naming the entry, and the
 * engine finds the role's noun by the role, whatever its spelling.
 */
import { describe, expect, test } from "vitest";
import { buildLexicon, wordsProblems } from "../../src/content/words";
import { roleNoun } from "../../src/engine/grid";
import { newBaba } from "../../src/harness";

const W = "words.json";
const lines = (ps: ReturnType<typeof wordsProblems>) => ps.map((p) => `${p.file}: ${p.path}: ${p.message}`);
const base = [
  { word: "BABA", class: "noun" },
  { word: "IS", class: "verb" },
  { word: "YOU", class: "property" },
  { word: "ROCK", class: "noun" },
  { word: "TEXT", class: "noun", meta: true },
];

describe("noun roles", () => {
  test("a renamed noun with the role plays it: NADA IS ROCK fills the empty tiles", () => {
    const lex = buildLexicon({ words: [...base, { word: "NADA", class: "noun", meta: "empty" }] }, W);
    expect(roleNoun(lex, "empty")).toBe(5);
    expect(lex.words[5]).toEqual({ word: "NADA", class: "noun", meta: "empty" });
    const def = {
      width: 3,
      height: 2,
      objects: [
        { kind: "text:NADA", x: 0, y: 0 },
        { kind: "text:IS", x: 1, y: 0 },
        { kind: "text:ROCK", x: 2, y: 0 },
        { kind: "baba", x: 0, y: 1 },
      ],
    };
    const b = newBaba(def, lex);
    b.step("wait");
    expect([b.kindsAt(1, 1), b.kindsAt(2, 1), b.kindsAt(0, 1)]).toEqual([["rock"], ["rock"], ["baba"]]);
  });

  test("a lexicon without the role has no such noun: nothing fills", () => {
    const lex = buildLexicon({ words: base }, W);
    expect(roleNoun(lex, "empty")).toBe(-1);
  });

  test("an unknown role and a role carried twice are refused, naming the entry", () => {
    const twice = {
      words: [
        ...base,
        { word: "NADA", class: "noun", meta: "empty" },
        { word: "VOID", class: "noun", meta: "empty" },
      ],
    };
    expect(lines(wordsProblems(twice, W))).toEqual([
      'words.json: words[6].meta: the role "empty" is carried twice (also by words[5]); one noun plays a role',
    ]);
    expect(() => buildLexicon(twice, W)).toThrow("words[6].meta");
    const unknown = { words: [...base, { word: "NADA", class: "noun", meta: "void" }] };
    expect(wordsProblems(unknown, W).map((p) => p.path)).toContain("words[5].meta");
  });
});
