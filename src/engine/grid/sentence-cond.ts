/**
 * Readings with conditions (docs/rules.md §5.8): the sentence reader's steps for a partial sentence that
 * has or gains conditions. Such readings merge only with readings of the same conditions (cond-codes.ts
 * numbers each list), so they are bounded by name (`CONDITIONAL_READINGS_LIMIT`); readings without
 * conditions never come here (sentence.ts `advance`).
 */
import { type CondOp, condAfter } from "./cond-codes";
import { tooManyConditionalReadings } from "./errors";
import { ruleCode } from "./rule-codes";
import { ADD, COND, COND_NONE, COND_NOT, CONTROL, EMIT, KEEP, verbOfControl } from "./sentence-grammar";
import { emit, enter, grow, type Reader } from "./sentence-reader";

/**
 * The most partial sentences with conditions one read may carry: of one line, or of the whole grid in a
 * WORD round (docs/rules.md §5.2, §5.8). Conditions do
 * not merge (each list of targets is its own rule), so stacked text can spell exponentially many
 * conditional rules; past this bound the parse throws, naming it, rather than run for ever.
 */
export const CONDITIONAL_READINGS_LIMIT = 4096;

/** The bits of a packed transition that touch the conditions. */
export const COND_BITS = (3 << COND) | COND_NOT;

/** `advance` for a reading that has or gains conditions (docs/rules.md §5.8). */
export function advanceConditional(r: Reader, k: number, w: number, t: number, out: number[]): void {
  const ctrl = r.now.ctrl[k];
  const had = r.now.cond[k];
  if (t & EMIT) {
    if (had === 0) emit(r, r.now.bits, k * r.L, w, ctrl & 1, verbOfControl(ctrl), out);
    else emitConditional(r, r.now.bits, k * r.L, w, ctrl & 1, verbOfControl(ctrl), had);
  }
  const op = (t >>> COND) & 3;
  let cond = t & KEEP ? had : 0;
  if (op !== COND_NONE) cond = condAfter(r.lex, cond, op as CondOp, w, (t & COND_NOT) !== 0);
  const [src, at] = t & KEEP ? [r.now.bits, k * r.L] : [r.none, 0];
  if (cond === 0) enter(r, t & CONTROL, src, at, (t >>> ADD) - 1);
  else enterConditional(r, t & CONTROL, src, at, (t >>> ADD) - 1, cond);
}

/**
 * Adds a partial sentence with conditions `cond` (not 0) to `r.next`, merged into the slot of the same
 * control and conditions if there is one; a new one counts towards `CONDITIONAL_READINGS_LIMIT`.
 */
export function enterConditional(
  r: Reader,
  ctrl: number,
  src: Int32Array,
  at: number,
  add: number,
  cond: number,
): void {
  const into = r.next;
  const L = r.L;
  let slot = -1;
  for (let k = 0; k < into.n && slot < 0; k++) if (into.ctrl[k] === ctrl && into.cond[k] === cond) slot = k;
  if (slot < 0) {
    if (++r.condReadings > CONDITIONAL_READINGS_LIMIT)
      throw tooManyConditionalReadings(CONDITIONAL_READINGS_LIMIT);
    if (into.n === into.ctrl.length) grow(into, L);
    slot = into.n++;
    into.ctrl[slot] = ctrl;
    into.cond[slot] = cond;
    for (let i = 0; i < L; i++) into.bits[slot * L + i] = src[at + i];
  } else for (let i = 0; i < L; i++) into.bits[slot * L + i] |= src[at + i];
  if (add >= 0) into.bits[slot * L + (add >> 5)] |= 1 << (add & 31);
}

/**
 * Pushes the conditional rules `subject V [NOT] w` under conditions `cond` (cond-codes.ts) for the
 * subjects of `src` (at `at`) not pushed before, onto `r.condOut` (code, conditions).
 */
export function emitConditional(
  r: Reader,
  src: Int32Array,
  at: number,
  w: number,
  not: number,
  v: number,
  cond: number,
): void {
  for (let i = 0; i < r.L; i++) {
    let bits = src[at + i];
    while (bits !== 0) {
      const s = i * 32 + 31 - Math.clz32(bits & -bits);
      const code = ruleCode(r.lex, s >> 1, (s & 1) === 1, w, not === 1, v);
      const tag = `${code} ${cond}`;
      if (!r.condSeen.has(tag)) {
        r.condSeen.add(tag);
        r.condOut.push(code, cond);
      }
      bits &= bits - 1;
    }
  }
}
