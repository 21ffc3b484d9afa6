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
 * subjects were read, so a merged state spells exactly the rules its parts would. Subject sets are
 * bit sets (one bit per noun and NOT), and each rule is pushed once per parse. The work is
 * proportional to the text present: per cell, at most (controls × distinct words on the cell)
 * steps of a few word operations each; there are at most 10 + (words of the lexicon) controls.
 */
import type { Lexicon } from "./lexicon";
import { emit, enter, type Reader, readerFor } from "./sentence-reader";

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

/** A packed transition's next control state (see `transition`). */
export const CONTROL = (1 << 12) - 1;
/** A packed transition's mark: the subjects read so far carry over. */
export const KEEP = 1 << 12;
/** A packed transition's mark: the word completes a rule with each subject. */
export const EMIT = 1 << 13;
/** Where a packed transition keeps the subject it adds, plus one. */
export const ADD = 14;
/** The control state a run starts in. */
export const START_CONTROL = START;

/** The reader of a lexicon, ready for a new parse (nothing pushed yet): states up to AFTER_NOUN + words. */
export function sentenceReader(lex: Lexicon, cls: Uint8Array): Reader {
  return readerFor(lex, cls, AFTER_NOUN + lex.words.length);
}

/**
 * The automaton's move on word `w` (of class `c`) from control `ctrl`, packed in one integer: the next
 * control (`CONTROL` bits), whether the subjects read so far carry over (`KEEP`), whether `w` completes
 * a rule with each of them (`EMIT`: `w` is a complement, negated when `ctrl` is odd), and the subject
 * `w` adds plus one (from bit `ADD`; 0 when it adds none). The lattice reader (`readRun`) and the
 * spelling finder (spelling.ts) both read sentences through it, so the grammar is written once.
 */
export function transition(ctrl: number, c: number, w: number): number {
  const not = ctrl & 1;
  if (ctrl >= AFTER_PROPERTY) {
    if (c === AND) return AFTER_VERB | KEEP;
    if (c === VERB && ctrl >= AFTER_NOUN) return AFTER_VERB | (((ctrl - AFTER_NOUN) * 2 + 1) << ADD);
    return restart(c, w);
  }
  switch (ctrl - not) {
    case START:
      if (c === NOT) return START + (not ^ 1);
      if (c === NOUN) return AFTER_SUBJECT | ((w * 2 + not + 1) << ADD);
      return START;
    case AFTER_SUBJECT:
      if (c === AND) return AFTER_SUBJECT_AND | KEEP;
      if (c === VERB) return AFTER_VERB | KEEP;
      return restart(c, w);
    case AFTER_SUBJECT_AND:
      if (c === NOT) return (AFTER_SUBJECT_AND + (not ^ 1)) | KEEP;
      if (c === NOUN) return AFTER_SUBJECT | KEEP | ((w * 2 + not + 1) << ADD);
      return restart(c, w);
    default: // AFTER_VERB
      if (c === NOT) return (AFTER_VERB + (not ^ 1)) | KEEP;
      if (c === NOUN) return (AFTER_NOUN + w) | KEEP | EMIT;
      if (c === PROP) return AFTER_PROPERTY | KEEP | EMIT;
      return restart(c, w);
  }
}

/** The sentence's start reading `w` afresh (after a word that could not follow, it is that word). */
function restart(c: number, w: number): number {
  if (c === NOT) return START + 1;
  if (c === NOUN) return AFTER_SUBJECT | ((w * 2 + 1) << ADD);
  return START; // nothing starts with IS, AND or a property: skip the word
}

/** Advances the partial sentence in slot `k` of `r.now` by word `w` into `r.next`, pushing the rules it completes. */
function advance(r: Reader, k: number, w: number, out: number[]): void {
  const ctrl = r.now.ctrl[k];
  const t = transition(ctrl, r.cls[w], w);
  if (t & EMIT) emit(r, r.now.bits, k * r.L, w, ctrl & 1, out);
  if (t & KEEP) enter(r, t & CONTROL, r.now.bits, k * r.L, (t >>> ADD) - 1);
  else enter(r, t & CONTROL, r.none, 0, (t >>> ADD) - 1);
}

/**
 * Reads a run of consecutive text cells (`stacks`: each cell's distinct word indices) in every
 * combination of its stacks, pushing onto `out` the codes of the rules they spell that this parse
 * has not pushed yet.
 */
export function readRun(r: Reader, stacks: readonly (readonly number[])[], out: number[]): void {
  r.next.n = 0;
  enter(r, START, r.none, 0, -1);
  r.slot[START] = -1;
  for (const stack of stacks) {
    const done = r.now;
    r.now = r.next;
    r.next = done;
    r.next.n = 0;
    for (let k = 0; k < r.now.n; k++) for (const w of stack) advance(r, k, w, out);
    for (let k = 0; k < r.next.n; k++) r.slot[r.next.ctrl[k]] = -1;
  }
}
