/**
 * The sentence reader's scratch space (see sentence.ts), one per lexicon and reused by every run:
 * two sets of partial sentences (the cell read and the next), each a control state and a subject
 * bit set per slot, and the rules pushed so far in this parse, so each is pushed once.
 */
import type { Lexicon } from "./lexicon";
import { ruleCode } from "./rule-codes";
import type { Grammar } from "./sentence-grammar";

/**
 * The partial sentences at one point of a run: the first `n` slots of a control state each, a
 * conditions number each (cond-codes.ts; 0 for none) and a subject set each (`L` words of bits per
 * slot, one bit per subject `noun × 2 + negated`). Slots grow past `controls` only with conditions.
 */
export interface Partials {
  n: number;
  ctrl: Int32Array;
  cond: Int32Array;
  bits: Int32Array;
}

/** A reader for one lexicon: scratch space reused by every run (runs are read one at a time). */
export interface Reader {
  readonly lex: Lexicon;
  readonly cls: Uint8Array;
  readonly grammar: Grammar;
  /** Words of bits per subject set. */
  readonly L: number;
  now: Partials;
  next: Partials;
  /** Per control state: its slot in the partials being filled, or -1. */
  readonly slot: Int32Array;
  /** Per complement (`(verb × words + word) × 2 + negated`): the subjects whose rule with it was pushed this parse. */
  readonly emitted: Int32Array;
  /** Per complement: the parse its `emitted` bits belong to (older bits read as none). */
  readonly parseOf: Int32Array;
  /** This parse's number. */
  parse: number;
  /** The empty subject set. */
  readonly none: Int32Array;
  /** This parse's conditional rules so far: rule code, conditions number, in pairs (docs/rules.md §5.8). */
  readonly condOut: number[];
  /** The conditional rules pushed this parse (`code conditions`). */
  readonly condSeen: Set<string>;
  /** Partial sentences with conditions entered this parse (bounded: `CONDITIONAL_READINGS_LIMIT`). */
  condReadings: number;
}

const readers = new WeakMap<Lexicon, Reader>();

/** The reader of a lexicon for its grammar's automaton, ready for a new parse (nothing pushed yet). */
export function readerFor(lex: Lexicon, cls: Uint8Array, grammar: Grammar): Reader {
  const controls = grammar.controls;
  let r = readers.get(lex);
  if (!r) {
    const words = lex.words.length;
    const complements = Math.max(1, grammar.verbOf.filter((v) => v >= 0).length) * words * 2;
    const L = Math.ceil((words * 2) / 32);
    const partials = (): Partials => ({
      n: 0,
      ctrl: new Int32Array(controls),
      cond: new Int32Array(controls),
      bits: new Int32Array(controls * L),
    });
    r = {
      lex,
      cls,
      grammar,
      L,
      now: partials(),
      next: partials(),
      slot: new Int32Array(controls).fill(-1),
      emitted: new Int32Array(complements * L),
      parseOf: new Int32Array(complements),
      parse: 0,
      none: new Int32Array(L),
      condOut: [],
      condSeen: new Set(),
      condReadings: 0,
    };
    readers.set(lex, r);
  }
  if (r.condOut.length > 0) r.condOut.length = 0;
  if (r.condSeen.size > 0) r.condSeen.clear();
  r.condReadings = 0;
  if (++r.parse === 2 ** 30) {
    r.parse = 1; // numbers are reused: forget which parse each complement's bits belong to
    r.parseOf.fill(0);
  }
  return r;
}

/**
 * Adds a partial sentence without conditions to `r.next`: control `ctrl`, the subjects of `src` (at
 * `at`) plus subject `add` (when ≥ 0), merged into the slot of the same control if there is one.
 */
export function enter(r: Reader, ctrl: number, src: Int32Array, at: number, add: number): void {
  const into = r.next;
  const L = r.L;
  let slot = r.slot[ctrl];
  if (slot < 0) {
    if (into.n === into.ctrl.length) grow(into, L);
    slot = into.n++;
    r.slot[ctrl] = slot;
    into.ctrl[slot] = ctrl;
    into.cond[slot] = 0;
    const bits = into.bits;
    for (let i = 0; i < L; i++) bits[slot * L + i] = src[at + i];
  } else for (let i = 0; i < L; i++) into.bits[slot * L + i] |= src[at + i];
  if (add >= 0) into.bits[slot * L + (add >> 5)] |= 1 << (add & 31);
}

/** Doubles the slots of `p` (only readings with conditions need more slots than controls). */
export function grow(p: Partials, L: number): void {
  const n = p.ctrl.length * 2;
  const ctrl = new Int32Array(n);
  const cond = new Int32Array(n);
  const bits = new Int32Array(n * L);
  ctrl.set(p.ctrl);
  cond.set(p.cond);
  bits.set(p.bits);
  p.ctrl = ctrl;
  p.cond = cond;
  p.bits = bits;
}

/** Pushes the rules `subject V [NOT] w` (`v` the verb's number) for the subjects of `src` (at `at`) not pushed before. */
export function emit(
  r: Reader,
  src: Int32Array,
  at: number,
  w: number,
  not: number,
  v: number,
  out: number[],
): void {
  const comp = (v * r.grammar.W + w) * 2 + not;
  const base = comp * r.L;
  if (r.parseOf[comp] !== r.parse) {
    r.parseOf[comp] = r.parse;
    for (let i = 0; i < r.L; i++) r.emitted[base + i] = 0;
  }
  for (let i = 0; i < r.L; i++) {
    let fresh = src[at + i] & ~r.emitted[base + i];
    if (fresh === 0) continue;
    r.emitted[base + i] |= fresh;
    while (fresh !== 0) {
      const s = i * 32 + 31 - Math.clz32(fresh & -fresh);
      out.push(ruleCode(r.lex, s >> 1, (s & 1) === 1, w, not === 1, v));
      fresh &= fresh - 1;
    }
  }
}
