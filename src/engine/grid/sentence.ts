/**
 * Reading sentences from a run of text cells (docs/rules.md §5.2; wiki "Rule", "AND", "NOT"), every
 * combination of stacked words at once.
 *
 * One reading (one word per cell) is read left to right by a small automaton: `[NOT…] [prefix] [NOT…] noun
 * {AND [NOT…] noun} [conditions] VERB [NOT…] complement {AND [NOT…] complement | AND VERB [NOT…]
 * complement}`, every subject × verb × complement a rule (with the sentence's conditions, docs/rules.md
 * §5.8; AND before a verb as in the game's `docode`, whose verbs each open a group of complements); IS takes nouns and
 * properties, the other verbs (HAS, MAKE, EAT) nouns only. A word that cannot follow ends the sentence,
 * keeping its valid prefix, and the next sentence starts at that word; when that word is a verb (or an
 * infix condition) right after a noun complement, or an infix condition right after a target, the next
 * sentence starts at that noun (`A IS B IS YOU`, `A IS YOU AND B IS WIN`, `A HAS B IS YOU`). NOT covers
 * the next word only and toggles, so an even number cancels out; a property is never a subject.
 *
 * Stacked text gives the rules of every combination. Rather than reading each combination (a run of n
 * cells with two words each has 2ⁿ), the reader carries the set of partial sentences through the run, each
 * cell's words advancing each of them (a parse over the word lattice). Partial sentences with the same
 * control state (phase, pending NOT, the noun an IS would restart at) are merged, their subjects united:
 * what follows depends on the control state only, never on which subjects were read, so a merged state
 * spells exactly the rules its parts would. Readings with conditions merge only with readings of the same
 * conditions (cond-codes.ts numbers each list). Subject sets are bit sets (one bit per noun and NOT), and
 * each rule is pushed once per parse. The work is proportional to the text present: per cell, at most
 * (controls × distinct words on the cell) steps of a few word operations each; there are 26 + 5 × verbs +
 * (verbs + 2) × words controls (readings with conditions are bounded apart: sentence-cond.ts).
 */

import type { Lexicon } from "./lexicon";
import { advanceConditional, COND_BITS } from "./sentence-cond";
import {
  ADD,
  AFTER_DIRECTION,
  AFTER_FACING,
  AFTER_FACING_AND,
  AFTER_FEELING,
  AFTER_FEELING_AND,
  AFTER_FEELING_TARGET,
  AFTER_INFIX,
  AFTER_PREFIX,
  AFTER_SUBJECT,
  AFTER_SUBJECT_AND,
  AFTER_SUBJECT_NOT,
  AFTER_TARGET_AND,
  AND,
  afterVerb,
  afterVerbAnd,
  COND_APPEND,
  COND_START,
  CONTROL,
  EMIT,
  type Grammar,
  grammarOf,
  INFIX,
  KEEP,
  NOT,
  NOUN,
  PROP,
  START,
  VERB,
  verbOfControl,
} from "./sentence-grammar";
import { add, cond, conditionMove, fresh, infixState, restart } from "./sentence-moves";
import { emit, enter, type Reader, readerFor } from "./sentence-reader";

/** The reader of a lexicon, ready for a new parse (nothing pushed yet). */
export function sentenceReader(lex: Lexicon, cls: Uint8Array): Reader {
  return readerFor(lex, cls, grammarOf(lex));
}

/**
 * The automaton's move on word `w` (of class `c`) from control `ctrl`, packed in one integer: the next
 * control (`CONTROL` bits), whether the subjects and conditions read so far carry over (`KEEP`), whether
 * `w` completes a rule with each subject (`EMIT`: `w` is a complement of the verb `verbOfControl(ctrl)`,
 * negated when `ctrl` is odd), what `w` does to the conditions (from bit `COND`, negated with `COND_NOT`), and the subject `w` adds plus one (from bit `ADD`; 0 when it adds none). The grammar
 * (research §1): `[NOT…] [prefix] [NOT…] noun {AND [NOT…] noun} [[NOT…] infix [NOT…] noun {AND [NOT…]
 * noun | AND [NOT…] infix [NOT…] noun}] VERB [NOT…] complement {AND [NOT…] complement | AND VERB [NOT…]
 * complement}`. A verb other
 * than IS takes nouns only; FACING's targets may also be directions (sentence-moves.ts). The lattice reader (`readRun`) and the spelling finder (spelling.ts) both
 * read sentences through it, so the grammar is written once.
 */
export function transition(g: Grammar, ctrl: number, c: number, w: number): number {
  const not = ctrl & 1;
  if (ctrl >= g.target) return conditionMove(g, ctrl, not, c, w);
  if (ctrl >= g.prop) {
    const v = ctrl < g.noun ? ctrl - g.prop : ((ctrl - g.noun) / g.W) | 0;
    if (c === AND) return afterVerbAnd(v) | KEEP;
    if (ctrl >= g.noun) {
      const n = (ctrl - g.noun) % g.W;
      if (c === VERB) return afterVerb(g.verbOf[w]) | add(n, 0);
      if (c === INFIX) return infixState(g, w) | add(n, 0) | cond(COND_START);
    }
    return restart(c, w);
  }
  switch (ctrl - not) {
    case START:
      return fresh(c, w, not);
    case AFTER_PREFIX:
      if (c === NOT) return (ctrl ^ 1) | KEEP;
      if (c === NOUN) return AFTER_SUBJECT | KEEP | add(w, not);
      return restart(c, w);
    case AFTER_SUBJECT:
      if (c === AND) return AFTER_SUBJECT_AND | KEEP;
      if (c === VERB) return afterVerb(g.verbOf[w]) | KEEP;
      if (c === NOT) return (AFTER_SUBJECT_NOT + 1) | KEEP;
      if (c === INFIX) return infixState(g, w) | KEEP | cond(COND_APPEND);
      return restart(c, w);
    case AFTER_SUBJECT_NOT:
      if (c === NOT) return (ctrl ^ 1) | KEEP;
      if (c === INFIX) return infixState(g, w) | KEEP | cond(COND_APPEND, not);
      return fresh(c, w, not); // the NOTs start a new sentence
    case AFTER_SUBJECT_AND:
      if (c === NOT) return (ctrl ^ 1) | KEEP;
      if (c === NOUN) return AFTER_SUBJECT | KEEP | add(w, not);
      return restart(c, w);
    case AFTER_INFIX:
    case AFTER_TARGET_AND:
    case AFTER_FACING:
    case AFTER_FACING_AND:
    case AFTER_DIRECTION:
    case AFTER_FEELING:
    case AFTER_FEELING_AND:
    case AFTER_FEELING_TARGET:
      return conditionMove(g, ctrl, not, c, w);
    default: {
      // after a verb, or after AND after one of its complements: there another verb may follow (not after NOT)
      const v = verbOfControl(ctrl);
      if (c === NOT) return (ctrl ^ 1) | KEEP;
      if (c === VERB && ctrl === afterVerbAnd(v)) return afterVerb(g.verbOf[w]) | KEEP;
      if (c === NOUN) return (g.noun + v * g.W + w) | KEEP | EMIT;
      if (c === PROP && g.property[v]) return (g.prop + v) | KEEP | EMIT;
      return restart(c, w);
    }
  }
}

/** Advances the partial sentence in slot `k` of `r.now` by word `w` into `r.next`, pushing the rules it completes. */
function advance(r: Reader, k: number, w: number, out: number[]): void {
  const ctrl = r.now.ctrl[k];
  const g = r.grammar;
  let t = g.table[ctrl * g.W + w] - 1;
  if (t < 0) g.table[ctrl * g.W + w] = (t = transition(g, ctrl, r.cls[w], w)) + 1;
  if (r.now.cond[k] !== 0 || t & COND_BITS) {
    advanceConditional(r, k, w, t, out);
    return;
  }
  if (t & EMIT) emit(r, r.now.bits, k * r.L, w, ctrl & 1, verbOfControl(ctrl), out);
  if (t & KEEP) enter(r, t & CONTROL, r.now.bits, k * r.L, (t >>> ADD) - 1);
  else enter(r, t & CONTROL, r.none, 0, (t >>> ADD) - 1);
}

/**
 * Reads a run of consecutive text cells (the first `cells` of `stacks`: each cell's distinct word
 * indices, its first `sizes[c]` when `sizes` is given) in every combination of its stacks, pushing
 * onto `out` the codes of the rules they spell that this parse has not pushed yet.
 */
export function readRun(
  r: Reader,
  stacks: readonly (readonly number[])[],
  out: number[],
  cells = stacks.length,
  sizes?: Int32Array,
): void {
  r.next.n = 0;
  enter(r, START, r.none, 0, -1);
  r.slot[START] = -1;
  for (let c = 0; c < cells; c++) {
    const stack = stacks[c];
    const size = sizes ? sizes[c] : stack.length;
    const done = r.now;
    r.now = r.next;
    r.next = done;
    r.next.n = 0;
    for (let k = 0; k < r.now.n; k++) for (let i = 0; i < size; i++) advance(r, k, stack[i], out);
    for (let k = 0; k < r.next.n; k++) r.slot[r.next.ctrl[k]] = -1;
  }
}
