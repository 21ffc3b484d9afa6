/**
 * The verbs the grid engine gives behaviour to (docs/rules.md §5.2, §5.5; research §1), one row each:
 * what the verb takes as a complement. A lexicon's verb missing from this table is refused when the
 * lexicon is loaded (content/words.json), never silently ignored: a new verb is a row here plus the
 * module that implements it.
 */

/** What a verb takes after it: nouns only, or nouns and properties. */
export type VerbTakes = "nouns" | "nouns and properties";

/**
 * IS gives properties and converts (§5.3, §5.5); HAS leaves its item when its subject is destroyed;
 * MAKE spawns its item each turn where there is none; EAT destroys what its subject shares a cell with;
 * FOLLOW turns its subject to face the nearest of its complement (phases/follow.ts); FEAR steps its
 * subject away from its complement beside it, in the MOVE take (fear.ts); WRITE puts the text of its
 * complement, a noun or a property, on its subject's cell each turn where that word is not (phases/make.ts).
 */
export const VERBS: Readonly<Record<string, VerbTakes>> = Object.freeze({
  IS: "nouns and properties",
  HAS: "nouns",
  MAKE: "nouns",
  EAT: "nouns",
  FOLLOW: "nouns",
  FEAR: "nouns",
  WRITE: "nouns and properties",
});

/** Whether `verb` takes property complements (IS and WRITE do). */
export function takesProperties(verb: string): boolean {
  return VERBS[verb] === "nouns and properties";
}
