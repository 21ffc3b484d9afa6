/**
 * What a line spells, remembered by what it holds (docs/rules.md §5.2 "Incremental parsing"): the rules a
 * row or column spells depend on its runs of three text cells or more and on nothing else (the words on
 * each cell of each run, in order), so a line is read once per lexicon and content and the list of its
 * rules is shared, immutable, by every level and parse that holds the same runs. A line's content is its
 * signature: per run, per cell its distinct words in ascending order (then `DUP` marks for words written
 * by more than one text object: each is a reading of its own, docs/rules.md §5.4), each cell closed by
 * `CELL`, each run by `RUN`. Bounded (`LINE_MEMO_LIMIT`): past it the memo starts again, as it only saves work.
 * Exact: a hash only picks where to look, and a signature is compared number by number (`recall`).
 * Checked, with the rest of the incremental parse, against a whole-board parse by
 * tests/grid/incremental-parse.test.ts.
 */
import type { Lexicon } from "./lexicon";

/** Signature mark: the end of a cell's words. */
export const CELL = -1;
/** Signature mark: the end of a run. */
export const RUN = -2;
/** Signature mark: `DUP - w`, after a cell's words, is one more text object writing word w on it (line-read.ts). */
export const DUP = -3;
/** Distinct line contents remembered per lexicon. */
export const LINE_MEMO_LIMIT = 1 << 15;

/**
 * One lexicon's memo, flat: an open-addressed table of slots of three numbers (hash + 1, or 0 for
 * an empty slot; where the signature starts in `sigs`; its length) beside the slot's list in `codes`,
 * and every signature one after another in `sigs`. A look-up reads a slot, its signature and its list:
 * no entry, chain or array per signature to read (each a read of memory a walk of many levels seldom
 * finds cached).
 */
interface Memo {
  slots: Int32Array;
  codes: (readonly number[] | undefined)[];
  sigs: Int32Array;
  /** Numbers used in `sigs`. */
  used: number;
  /** Lines remembered. */
  size: number;
}

/** Slots of a new memo's table (a power of two; it doubles when half full). */
const FIRST_SLOTS = 1024;

const newMemo = (slots: number): Memo => ({
  slots: new Int32Array(3 * slots),
  codes: new Array(slots).fill(undefined),
  sigs: new Int32Array(16 * slots),
  used: 0,
  size: 0,
});

const memos = new WeakMap<Lexicon, Memo>();
// The last lexicon asked about and its memo (a parse asks once per line, nearly always of one lexicon).
let lastLex: Lexicon | null = null;
let lastMemo: Memo | undefined;
// Counts the memos started again or forgotten (line-scan.ts forgets what it kept when this changes).
let generation = 0;

/**
 * How many memos were started again or forgotten so far (docs/rules.md §5.2 "Incremental parsing"): a line's
 * list kept since (line-scan.ts) is still the memo's, the one a read of that line gives.
 */
export const memoGeneration = (): number => generation;

/** The memo of `lex`, if any. */
function memoOf(lex: Lexicon): Memo | undefined {
  if (lex !== lastLex) {
    lastLex = lex;
    lastMemo = memos.get(lex);
  }
  return lastMemo;
}

/** A 30-bit hash of the first `n` numbers of `sig` (where a look-up starts in the table). */
export function sigHash(sig: Int32Array, n: number): number {
  let h = 0x811c9dc5 ^ n;
  for (let i = 0; i < n; i++) h = Math.imul(h ^ sig[i], 0x01000193);
  return (h ^ (h >>> 30)) & 0x3fffffff;
}

/** The slot of `m` holding the first `n` numbers of `sig` (hash `h`), or the empty slot where it would go. */
function slotOf(m: Memo, sig: Int32Array, n: number, h: number): number {
  const { slots, sigs } = m;
  const mask = slots.length / 3 - 1;
  for (let i = h & mask; ; i = (i + 1) & mask) {
    const at = 3 * i;
    const stored = slots[at];
    if (stored === 0) return i;
    if (stored !== h + 1 || slots[at + 2] !== n) continue;
    const from = slots[at + 1];
    let j = 0;
    while (j < n && sigs[from + j] === sig[j]) j++;
    if (j === n) return i;
  }
}

/** The rules remembered for the line whose signature is the first `n` numbers of `sig` (hash `h`), or undefined. */
export function recall(lex: Lexicon, sig: Int32Array, n: number, h: number): readonly number[] | undefined {
  const memo = memoOf(lex);
  return memo === undefined ? undefined : memo.codes[slotOf(memo, sig, n, h)];
}

/** Remembers `codes` as the rules of the line whose signature is the first `n` numbers of `sig` (hash `h`). */
export function remember(
  lex: Lexicon,
  sig: Int32Array,
  n: number,
  h: number,
  codes: readonly number[],
): void {
  let memo = memoOf(lex);
  if (memo === undefined || memo.size >= LINE_MEMO_LIMIT) {
    if (memo !== undefined) generation++; // started again
    memos.set(lex, (memo = newMemo(FIRST_SLOTS)));
    lastMemo = memo;
  } else if (2 * (memo.size + 1) > memo.codes.length) grow(memo);
  if (memo.used + n > memo.sigs.length) {
    const more = new Int32Array(Math.max(2 * memo.sigs.length, memo.used + n));
    more.set(memo.sigs.subarray(0, memo.used));
    memo.sigs = more;
  }
  const i = slotOf(memo, sig, n, h);
  const at = 3 * i;
  memo.slots[at] = h + 1;
  memo.slots[at + 1] = memo.used;
  memo.slots[at + 2] = n;
  memo.codes[i] = codes;
  memo.sigs.set(sig.subarray(0, n), memo.used);
  memo.used += n;
  memo.size++;
}

/** Doubles the table of `m`, its lines placed again (their signatures stay where they are). */
function grow(m: Memo): void {
  const old = m.slots;
  const oldCodes = m.codes;
  const count = (2 * old.length) / 3;
  m.slots = new Int32Array(3 * count);
  m.codes = new Array(count).fill(undefined);
  const mask = count - 1;
  for (let at = 0; at < old.length; at += 3) {
    if (old[at] === 0) continue;
    let i = (old[at] - 1) & mask;
    while (m.slots[3 * i] !== 0) i = (i + 1) & mask;
    m.slots[3 * i] = old[at];
    m.slots[3 * i + 1] = old[at + 1];
    m.slots[3 * i + 2] = old[at + 2];
    m.codes[i] = oldCodes[at / 3];
  }
}

/** Forgets every line remembered for `lex`, so the next parse reads each line afresh (for measuring a cold parse). */
export function forgetLines(lex: Lexicon): void {
  memos.delete(lex);
  if (lex === lastLex) lastMemo = undefined;
  generation++;
}
