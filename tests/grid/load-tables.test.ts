/**
 * What a level's load reads instead of the general path (docs/rules.md §5.1, §5.8), against that path:
 * - packed.ts hands out copies of kept arrays by length: every array asked for, in a seeded random order
 *   of lengths (lengths that share a slot, lengths past those kept), holds exactly `n` entries of its
 *   value, packed, and is its own (writing to one shows in no later one);
 * - the kind table's `byNameMap` answers as `byName` for every kind and for names that are none;
 * - a load refuses a conditional rule whose conditions are not built (§5.8) exactly when the general
 *   path does (objects added one by one, every object scanned for a condition word's text), on seeded
 *   random rows and columns of words that spell conditional conversions, HAS and MAKE now and then;
 * - the kind table's `condText` (placeAtLoad's "a condition word's text was placed") is 1 exactly for
 *   the text kinds of words of class prefix or infix, in lexicons with their words in either order.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import seams from "../../content/seams.json" with { type: "json" };
import words from "../../content/words.json" with { type: "json" };
import { LEVEL_CONFIG } from "../../src/content/turn";
import { buildLexicon, hostedProperties, LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { addObject } from "../../src/engine/grid/board";
import { kindTable } from "../../src/engine/grid/kinds";
import { packedOf } from "../../src/engine/grid/packed";
import { UNBUILT_CONDITION } from "../../src/engine/grid/whole-parse";
import { fuzzed } from "../fuzz";
import { unbuiltAtLoad } from "./whole-board-parse";

const REVERSED = buildLexicon(
  { ...words, words: [...words.words].reverse() },
  "content/words.json",
  hostedProperties(seams),
);

describe("packed arrays at load", () => {
  test("each array is n entries of its value, packed, and its own", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(-1, 0, 1, 3),
        fc.array(fc.oneof(fc.nat(70), fc.constantFrom(32, 64, 96, 1024, 1025, 1056, 2000)), {
          minLength: 1,
          maxLength: 40,
        }),
        (v, lengths) => {
          const make = packedOf(v);
          for (const n of lengths) {
            const a = make(n);
            expect(a).toEqual(new Array(n).fill(v));
            expect(Object.keys(a).length).toBe(n); // no holes
            a.fill(v + 7); // written by its level: no later array may see it
          }
        },
      ),
      fuzzed({ seed: 4401, numRuns: 300 }),
    );
  });
});

describe("the kind table's load lookups", () => {
  test.each([
    ["words in order", LEXICON],
    ["words reversed", REVERSED],
  ])("byNameMap answers as byName (%s)", (_, lex) => {
    const t = kindTable(lex);
    for (const name of t.names) expect(t.byNameMap.get(name)).toBe(t.byName[name]);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.constantFrom("__proto__", "toString", "constructor", "text:", "BABA", "text:baba"),
        ),
        (s) => {
          expect(t.byNameMap.get(s)).toBe(t.byName[s]);
        },
      ),
      fuzzed({ seed: 4402, numRuns: 300 }),
    );
    expect(t.byNameMap.size).toBe(t.names.length);
  });

  test.each([
    ["words in order", LEXICON],
    ["words reversed", REVERSED],
  ])("condText marks exactly the text of a prefix or infix word (%s)", (_, lex) => {
    const t = kindTable(lex);
    const marked = t.names.filter((_n, k) => t.condText[k] === 1);
    const expected = t.names.filter((_n, k) => {
      const w = lex.words[t.word[k]];
      return t.isText[k] === 1 && (w.class === "prefix" || w.class === "infix");
    });
    expect(marked).toEqual(expected);
    expect(marked.length).toBeGreaterThan(0); // the lexicon has condition words (LONELY, ON, NEAR, FACING)
    expect(t.condText.length).toBe(t.names.length);
  });
});

const WORDS = [
  "LONELY",
  "ON",
  "NEAR",
  "BABA",
  "KEKE",
  "ROCK",
  "IS",
  "HAS",
  "EAT",
  "EMPTY",
  "ALL",
  "YOU",
  "WIN",
  "AND",
  "NOT",
];

/** The general path's outcome: objects added one by one, the whole board parsed and scanned (§5.8). */
function generalOutcome(objects: grid.LevelDef["objects"]): string {
  const level = grid.createLevel({ width: 5, height: 5, objects: [] }, LEXICON, LEVEL_CONFIG);
  for (const o of objects) addObject(level, level.kinds.byName[o.kind], o.x, o.y, 0);
  grid.reparse(level);
  const unbuilt = unbuiltAtLoad(level);
  return unbuilt === null
    ? "loads"
    : grid.badLevel("(unnamed)", "objects", unbuilt, UNBUILT_CONDITION).message;
}

describe("a load's refusal of conditions not built", () => {
  test("the load refuses exactly when the general path does", () => {
    let refused = 0;
    let condWord = 0;
    const sentence = fc.tuple(
      fc.constantFrom("LONELY", "NOT", "BABA"),
      fc.constantFrom("BABA", "KEKE"),
      fc.constantFrom("IS", "HAS", "EAT"),
      fc.constantFrom("NOT", "AND", "KEKE"),
      fc.constantFrom("KEKE", "YOU", "ROCK", "EMPTY", "ALL", "WORD"), // (LONELY BABA IS WORD is built: it loads)
    );
    const loose = fc.record({ w: fc.constantFrom(...WORDS), x: fc.nat(4), y: fc.nat(4) });
    fc.assert(
      fc.property(fc.array(sentence, { maxLength: 5 }), fc.array(loose, { maxLength: 6 }), (rows, extra) => {
        const objects = rows.flatMap((words, y) => words.map((w, x) => ({ kind: `text:${w}`, x, y })));
        for (const { w, x, y } of extra) objects.push({ kind: w === "BABA" ? "baba" : `text:${w}`, x, y });
        let got = "loads";
        try {
          grid.createLevel({ width: 5, height: 5, objects }, LEXICON, LEVEL_CONFIG);
        } catch (e) {
          if (!(e instanceof grid.GridError)) throw e;
          got = e.message;
        }
        expect(got).toBe(generalOutcome(objects));
        if (got !== "loads") refused++;
        if (got === "loads" && rows.some((r) => r.join(" ").endsWith("IS NOT WORD") && r[0] === "LONELY"))
          condWord++;
      }),
      fuzzed({ seed: 4403, numRuns: 400 }),
    );
    // Every condition of the lexicon is built (docs/rules.md §5.8): nothing is refused, and the draws that
    // spell a conditional WORD load.
    expect(refused).toBe(0);
    expect(condWord).toBeGreaterThan(0);
  });
});
