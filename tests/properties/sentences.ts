/**
 * Random small levels whose text is set down as sentences drawn from the whole lexicon (docs/rules.md
 * §5.2, §5.8), so that most of them form rules: `[LONELY] [NOT] NOUN [AND NOUN] [ON|NEAR|FACING TARGET]
 * IS [NOT] PROPERTY`, and `NOUN VERB NOUN` for every verb (conversions, HAS, MAKE, EAT), across or down;
 * then loose words and things. Every word is read from the lexicon, so a word added to it is drawn too.
 * What tests/grid/every-rule and tests/spellgrid/every-word set their levels with.
 */
import fc from "fast-check";
import { LEXICON } from "../../src/content/words";
import type { LevelDef } from "../../src/harness";

/** Every word of the lexicon, and those of one class. */
export const WORDS = LEXICON.words.map((w) => w.word);
const ofClass = (c: string) => LEXICON.words.filter((w) => w.class === c).map((w) => w.word);
export const NOUNS = ofClass("noun");
export const PROPERTIES = ofClass("property");
const VERBS = ofClass("verb");
const PREFIXES = ofClass("prefix");
const INFIXES = ofClass("infix");

const word = (ws: readonly string[]) => fc.constantFrom(...ws);
const maybe = (ws: fc.Arbitrary<string[]>) => fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, ws);

/** A subject: [prefix] [NOT] noun [AND noun]. */
const SUBJECT = fc
  .tuple(
    maybe(word(PREFIXES).map((w) => [w])),
    maybe(fc.constant(["NOT"])),
    word(NOUNS),
    maybe(word(NOUNS).map((n) => ["AND", n])),
  )
  .map(([prefix, not, noun, and]) => [...prefix, ...not, noun, ...and]);

/** A sentence's words: a property rule, with conditions at times, or a rule of any verb between nouns. */
export const SENTENCE_WORDS: fc.Arbitrary<string[]> = fc.oneof(
  fc
    .tuple(
      SUBJECT,
      maybe(fc.tuple(word(INFIXES), word([...NOUNS, ...PROPERTIES])).map(([i, t]) => [i, t])),
      maybe(fc.constant(["NOT"])),
      word(PROPERTIES),
    )
    .map(([subject, condition, not, property]) => [...subject, ...condition, "IS", ...not, property]),
  fc.tuple(word(NOUNS), word(VERBS), word(NOUNS)).map((ws) => [...ws]),
);

/** A sentence set down at (x, y), across or down (wrapped into the grid by `levelOf`). */
export const SENTENCE = fc.record({ words: SENTENCE_WORDS, down: fc.boolean(), x: fc.nat(), y: fc.nat() });

/** A level's fields drawn: its size, sentences, and loose objects (`loose`: any word as text, or a thing). */
export function levelFields(things: readonly string[]) {
  return fc.record({
    width: fc.integer({ min: 4, max: 8 }),
    height: fc.integer({ min: 4, max: 8 }),
    sentences: fc.array(SENTENCE, { maxLength: 4 }),
    loose: fc.array(
      fc.tuple(
        fc.oneof(
          word(WORDS).map((w) => `text:${w}`),
          fc.constantFrom(...things),
        ),
        fc.nat(),
        fc.nat(),
      ),
      { maxLength: 10 },
    ),
  });
}

/**
 * The objects of a level `width` × `height`: BABA IS YOU on the top row, each sentence from its place
 * (moved back to fit when it would run off the grid; one longer than the grid wraps), then the loose objects.
 */
export function levelObjects(f: {
  width: number;
  height: number;
  sentences: readonly { words: string[]; down: boolean; x: number; y: number }[];
  loose: readonly [string, number, number][];
}): LevelDef["objects"] {
  const { width, height } = f;
  const objects = ["BABA", "IS", "YOU"].map((w, x) => ({ kind: `text:${w}`, x, y: 0 }));
  for (const s of f.sentences) {
    const start = (at: number, side: number) => Math.min(at % side, Math.max(0, side - s.words.length));
    const x0 = s.down ? s.x % width : start(s.x, width);
    const y0 = s.down ? start(s.y, height) : s.y % height;
    for (const [i, w] of s.words.entries())
      objects.push({
        kind: `text:${w}`,
        x: s.down ? x0 : (x0 + i) % width,
        y: s.down ? (y0 + i) % height : y0,
      });
  }
  for (const [kind, x, y] of f.loose) objects.push({ kind, x: x % width, y: y % height });
  return objects;
}

/**
 * The most objects a walk of these levels goes on with. Rules such as `ALL MAKE ROCK` or `BABA HAS FLAG`
 * with `FLAG MAKE BABA` double the objects each turn, to tens of thousands on a 4 × 5 grid within a few
 * turns, where a turn takes seconds (a cost for `npm run bench`, not a hang: the object limit, 65,536,
 * ends the growth): a walk stops once a level holds more than this.
 */
export const WALK_OBJECTS = 2048;
