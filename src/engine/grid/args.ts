/**
 * Argument checks at the engine's public entry points (docs/rules.md §8): a value of the wrong type
 * is an error naming the call, the argument and the value, thrown before anything changes, never a
 * TypeError from deep inside.
 */
import { badArgument } from "./errors";
import type { Lexicon } from "./lexicon";

/** Throws unless `value` is an integer (a coordinate, an id). */
export function checkInteger(call: string, arg: string, value: unknown): asserts value is number {
  if (!Number.isInteger(value)) throw badArgument(call, arg, value, "an integer");
}

/** Throws unless `value` is a string. */
export function checkString(call: string, arg: string, value: unknown): asserts value is string {
  if (typeof value !== "string") throw badArgument(call, arg, value, "a string");
}

/** Throws unless `value` is shaped as a lexicon ({words, index, properties}, as `buildLexicon` makes one). */
export function checkLexicon(call: string, arg: string, value: unknown): asserts value is Lexicon {
  const lex = value as Partial<Lexicon> | null;
  if (
    !lex ||
    typeof lex !== "object" ||
    !Array.isArray(lex.words) ||
    !Array.isArray(lex.properties) ||
    !lex.index
  )
    throw badArgument(call, arg, value, "a lexicon {words, index, properties}");
}
