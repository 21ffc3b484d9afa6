/**
 * Reading sentences from a run of text cells (docs/rules.md §5.2; wiki "Rule", "AND", "NOT"), every
 * combination of stacked words at once.
 *
 * One reading (one word per cell) is read left to right by a small automaton: `[NOT…] noun {AND
 * [NOT…] noun} IS [NOT…] complement {AND [NOT…] complement}`, every subject × complement pair a
 * rule. A word that cannot follow ends the sentence, keeping its valid prefix, and the next sentence
 * starts at that word; when that word is IS right after a noun complement, the next sentence starts
 * at that noun (`A IS B IS YOU`, `A IS YOU AND B IS WIN`). NOT covers the next word
 * only and toggles, so an even number cancels out; a property is never a subject.
 *
 * Stacked text gives the rules of every combination. Rather than reading each combination (a run
 * of n cells with two words each has 2ⁿ), the reader carries the set of partial sentences through
 * the run, each cell's words advancing each of them (a parse over the word lattice). Partial
 * sentences with the same control state (phase, pending NOT, the noun an IS would restart at) are
 * merged, their subjects united: what follows depends on the control state only, never on which
 * subjects were read, so a merged state spells exactly the rules its parts would. The work is
 * proportional to the text present: per cell, at most (controls × words on the cell) steps, each
 * touching at most every subject of the lexicon; there are at most 10 + nouns controls.
 */
import type { Lexicon } from "./lexicon";
import { ruleCode } from "./rule-codes";

/** Word class codes of `KindTable.cls`. */
const NOUN = 0;
const VERB = 1;
const AND = 2;
const NOT = 3;
const PROP = 4;

/**
 * Control states. Phases 0..4 carry the parity of the NOTs read just before (`phase × 2 + not`);
 * `AFTER_NOUN + n` is "just read noun n as a complement": an IS next restarts the sentence at n.
 */
const START = 0; // before a sentence's first subject
const AFTER_SUBJECT = 2; // just read a subject noun
const AFTER_SUBJECT_AND = 4; // read AND after a subject
const AFTER_VERB = 6; // read IS, or AND between complements
const AFTER_PROPERTY = 8; // just read a property complement
const AFTER_NOUN = 10; // + n: just read noun n as a complement

const NONE: readonly number[] = Object.freeze([]);

/** One-subject lists, made once per subject code and shared (subject lists are never changed). */
const single: (readonly number[])[] = [];
const one = (s: number): readonly number[] => (single[s] ??= Object.freeze([s]));

/**
 * The partial sentences at one point of a run: the first `n` entries of parallel lists of control
 * states and subject lists (scratch space, reused: entries past `n` are stale).
 */
interface Partials {
  n: number;
  readonly ctrl: number[];
  /** Per partial sentence: its subjects, distinct, as `noun × 2 + negated`. Never changed once made. */
  readonly subjects: (readonly number[])[];
}

/** Two scratch sets of partial sentences, swapped from cell to cell (a run is read to its end in one call). */
const buffers: [Partials, Partials] = [
  { n: 0, ctrl: [], subjects: [] },
  { n: 0, ctrl: [], subjects: [] },
];

/** Adds a partial sentence, merging it into the one with the same control state if there is one. */
function enter(into: Partials, ctrl: number, subjects: readonly number[]): void {
  let i = 0;
  while (i < into.n && into.ctrl[i] !== ctrl) i++;
  if (i === into.n) {
    into.ctrl[i] = ctrl;
    into.subjects[i] = subjects;
    into.n++;
    return;
  }
  const have = into.subjects[i];
  if (have === subjects) return;
  let merged: number[] | null = null;
  for (const s of subjects) {
    if (have.includes(s) || merged?.includes(s)) continue;
    merged ??= have.slice();
    merged.push(s);
  }
  if (merged) into.subjects[i] = merged;
}

/** The sentence's start reading `w` afresh (after a word that could not follow, it is that word). */
function restart(into: Partials, cls: Uint8Array, w: number): void {
  const c = cls[w];
  if (c === NOT) enter(into, START + 1, NONE);
  else if (c === NOUN) enter(into, AFTER_SUBJECT, one(w * 2));
  else enter(into, START, NONE); // nothing starts with IS, AND or a property: skip the word
}

/** Advances one partial sentence by word `w`, pushing the rules it completes onto `out`. */
function advance(
  lex: Lexicon,
  cls: Uint8Array,
  ctrl: number,
  subjects: readonly number[],
  w: number,
  into: Partials,
  out: number[],
): void {
  const c = cls[w];
  const not = ctrl & 1;
  if (ctrl >= AFTER_PROPERTY) {
    if (c === AND) enter(into, AFTER_VERB, subjects);
    else if (c === VERB && ctrl >= AFTER_NOUN) enter(into, AFTER_VERB, one((ctrl - AFTER_NOUN) * 2));
    else restart(into, cls, w);
    return;
  }
  switch (ctrl - not) {
    case START:
      if (c === NOT) enter(into, START + (not ^ 1), NONE);
      else if (c === NOUN) enter(into, AFTER_SUBJECT, one(w * 2 + not));
      else enter(into, START, NONE);
      return;
    case AFTER_SUBJECT:
      if (c === AND) enter(into, AFTER_SUBJECT_AND, subjects);
      else if (c === VERB) enter(into, AFTER_VERB, subjects);
      else restart(into, cls, w);
      return;
    case AFTER_SUBJECT_AND:
      if (c === NOT) enter(into, AFTER_SUBJECT_AND + (not ^ 1), subjects);
      else if (c === NOUN)
        enter(into, AFTER_SUBJECT, subjects.includes(w * 2 + not) ? subjects : [...subjects, w * 2 + not]);
      else restart(into, cls, w);
      return;
    case AFTER_VERB:
      if (c === NOT) enter(into, AFTER_VERB + (not ^ 1), subjects);
      else if (c === NOUN || c === PROP) {
        for (const s of subjects) out.push(ruleCode(lex, s >> 1, (s & 1) === 1, w, not === 1));
        enter(into, c === NOUN ? AFTER_NOUN + w : AFTER_PROPERTY, subjects);
      } else restart(into, cls, w);
      return;
  }
}

/**
 * Reads a run of consecutive text cells (`stacks`: each cell's distinct word indices) in every
 * combination of its stacks, pushing the codes of the rules they spell onto `out` (with repeats).
 */
export function readRun(
  lex: Lexicon,
  cls: Uint8Array,
  stacks: readonly (readonly number[])[],
  out: number[],
): void {
  let now = buffers[0];
  let next = buffers[1];
  now.n = 0;
  enter(now, START, NONE);
  for (const stack of stacks) {
    next.n = 0;
    for (let i = 0; i < now.n; i++)
      for (const w of stack) advance(lex, cls, now.ctrl[i], now.subjects[i], w, next, out);
    const done = now;
    now = next;
    next = done;
  }
}
