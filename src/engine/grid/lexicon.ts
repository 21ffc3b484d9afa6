/**
 * The lexicon as the grid engine receives it: plain data built from `content/words.json` by
 * `src/content/words.ts` (docs/rules.md §5.1). The engine never reads the file and names no noun of it
 * except the meta nouns TEXT and ALL.
 */

/**
 * A word's grammatical class (docs/rules.md §5.1): `noun`, `verb` (IS), `and`, `not`, `property`, and the
 * conditions (§5.8): `prefix` (before the subject: LONELY) and `infix` (between subject and verb: ON).
 */
export type WordClass = "noun" | "verb" | "and" | "not" | "property" | "prefix" | "infix";

/** One entry of the lexicon: a word, its class and, for nouns, whether it is meta (names no thing). */
export interface WordDef {
  readonly word: string;
  readonly class: WordClass;
  readonly meta?: boolean;
}

/**
 * The lexicon: words in data order, an index by spelling, and the properties in data order (a
 * property's position is its bit in the engine's per-kind property masks, so at most 31).
 */
export interface Lexicon {
  readonly words: readonly WordDef[];
  readonly index: Readonly<Record<string, number>>;
  readonly properties: readonly string[];
}

/** The verb of properties and conversions (docs/rules.md §5.2); rules of other verbs carry their verb. */
export const IS = "IS";
/** The meta noun naming every text object (docs/rules.md §5.3; wiki "TEXT"). */
export const TEXT = "TEXT";
/** The meta noun naming every thing, never text (docs/rules.md §5.3; wiki "ALL"). */
export const ALL = "ALL";
