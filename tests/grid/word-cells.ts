/**
 * A cell of a board thick with text, for the tests of the line reads (line-scan, line-recent): every
 * word of the lexicon (so a word added to it is drawn too), two words stacked, a few things, or nothing.
 */
import fc from "fast-check";
import { LEXICON } from "../../src/content/words";

/** Every word of the lexicon. */
export const WORDS = LEXICON.words.map((w) => w.word);

/** The things a cell may hold. */
const THINGS = ["baba", "rock", "wall"] as const;

/** A cell: a word, two words stacked, a thing or nothing, in the `map` notation (tests/grid/builder.ts). */
export const WORD_CELL = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...WORDS) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...WORDS)).map((p) => p.join("+")),
  },
  { weight: 1, arbitrary: fc.constantFrom(...THINGS) },
  { weight: 3, arbitrary: fc.constant(".") },
);
