/**
 * `X IS WORD` (docs/rules.md §5.2; research §1, §6; wiki page WORD): the objects of a thing kind that
 * is WORD are read by the parser as the word of their noun, where they stand, beside the text. Being
 * WORD changes what is read, so the parse runs in rounds (research §1: it loops while the set of
 * parsable objects changes): round 0 reads the text alone; each next round reads the text and the
 * things whose kinds the rules of the round before made WORD. The loop ends at a fixed point (a round
 * made WORD exactly the kinds it read), at a paradox (the kinds made WORD were read by an earlier
 * round: the rules flip between readings, `X IS WORD` spelled by text and `X IS NOT WORD` spelled
 * with an X object), or after `wordRounds` rounds; the rules in force are those of the last round.
 * Each round depends on the board alone, so the result is a function of the board (deterministic,
 * the same after undo and in the solver's decoder). Text is already read as its word, so `TEXT IS
 * WORD` changes nothing; a WORD object is still a thing (TEXT's rules, the innate `TEXT IS PUSH`
 * among them, do not name it).
 */
import { bitsOf } from "./prop-bits";
import { kindProps } from "./props-of";
import type { Level } from "./types";

/** `Level.inForce.asWord` per kind: its objects were read as words by the parse in force. */
export const READ = 1;
/** `Level.inForce.asWord` per kind: its objects may spell (WORD in force, or read by a round): moving one calls for a reparse. */
export const MAY = 2;

/**
 * The most rounds a parse runs: the text alone, then one per thing kind on the grid (a loop that adds
 * a kind each round ends within it), so no board can make the parse loop for ever.
 */
export function wordRounds(level: Level): number {
  let kinds = 0;
  for (let k = 0; k < level.kinds.firstText; k++) if (level.count[k] > 0) kinds++;
  return 1 + kinds;
}

/**
 * The thing kinds the rules just compiled make WORD (per kind 1), or null when none is: with
 * `present`, only those with objects on the grid (a kind with none reads nothing, so it cannot change
 * the next round: the loop compares these); without, every one (a kind that appears must reparse).
 */
export function madeWord(level: Level, present: boolean): Uint8Array | null {
  const bit = bitsOf(level.lexicon).WORD;
  if (bit === 0 || (level.inForce.anyProps & bit) === 0) return null;
  let out: Uint8Array | null = null;
  for (let k = 0; k < level.kinds.firstText; k++)
    if (kindProps(level, k) & bit && (!present || level.count[k] > 0))
      (out ??= new Uint8Array(level.kinds.names.length))[k] = 1;
  return out;
}

/** Whether two read sets (per kind non-zero, or null for none) name the same kinds. */
export function sameKinds(a: Uint8Array | null, b: Uint8Array | null): boolean {
  if (a === null || b === null) return a === b;
  for (let k = 0; k < a.length; k++) if ((a[k] !== 0) !== (b[k] !== 0)) return false;
  return true;
}

/**
 * `Level.inForce.asWord` after the last round: READ for the kinds it read, MAY for those and every kind a
 * round read or the rules make WORD; null when no thing spells (the common case: nothing to check).
 */
export function asWordOf(read: Uint8Array | null, rounds: readonly (Uint8Array | null)[]): Uint8Array | null {
  let out: Uint8Array | null = null;
  for (const r of rounds) {
    if (r === null) continue;
    out ??= new Uint8Array(r.length);
    for (let k = 0; k < r.length; k++) if (r[k]) out[k] |= MAY;
  }
  if (read && out) for (let k = 0; k < read.length; k++) if (read[k]) out[k] |= READ;
  return out;
}
