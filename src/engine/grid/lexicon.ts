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

/**
 * The roles a meta noun may carry as data (docs/rules.md §5.3): the engine keys a role's behaviour
 * off the role, never off the noun's spelling. `empty` names the cells that hold no object (wiki
 * page EMPTY): `EMPTY IS X` fills them with X, `X IS EMPTY` deletes every X.
 */
export type NounRole = "empty";

/** Every noun role, in the order the docs list them. */
export const NOUN_ROLES: readonly NounRole[] = Object.freeze(["empty"]);

/**
 * One entry of the lexicon: a word, its class and, for nouns, whether it is meta (names no thing):
 * `true`, or the role it plays (a `NounRole`).
 */
export interface WordDef {
  readonly word: string;
  readonly class: WordClass;
  readonly meta?: boolean | NounRole;
}

/**
 * The lexicon: words in data order, an index by spelling, and the properties in data order (any number:
 * a property's place changes nothing; the bits of those the engine builds follow `PROPERTY_BEHAVIOURS`).
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

const roles = new WeakMap<Lexicon, Readonly<Record<NounRole, number>>>();

/** The word index of the noun that carries `role` in `lex` (docs/rules.md §5.3), or -1 when none does. */
export function roleNoun(lex: Lexicon, role: NounRole): number {
  let r = roles.get(lex);
  if (!r) {
    const found = Object.fromEntries(NOUN_ROLES.map((n) => [n, -1])) as Record<NounRole, number>;
    lex.words.forEach((w, i) => {
      if (w.class === "noun" && typeof w.meta === "string" && found[w.meta] === -1) found[w.meta] = i;
    });
    roles.set(lex, (r = found));
  }
  return r[role];
}
