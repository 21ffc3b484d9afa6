/**
 * What a line spells, remembered by what it holds (docs/rules.md §5.2 "Incremental parsing"): the rules a
 * row or column spells depend on its runs of three text cells or more and on nothing else (the words on
 * each cell of each run, in order), so a line is read once per lexicon and content and the list of its
 * rules is shared, immutable, by every level and parse that holds the same runs. A line's content is its
 * signature: per run, per cell its distinct words in ascending order, each cell closed by `CELL`, each run
 * by `RUN`. Bounded (`LINE_MEMO_LIMIT`): past it the memo starts again, as it only saves work.
 * Exact: a hash only picks where to look, and a signature is compared number by number (`recall`).
 * Checked, with the rest of the incremental parse, against a whole-board parse by
 * tests/grid/incremental-parse.test.ts.
 */
import type { Lexicon } from "./lexicon";

/** Signature mark: the end of a cell's words. */
export const CELL = -1;
/** Signature mark: the end of a run. */
export const RUN = -2;
/** Distinct line contents remembered per lexicon. */
export const LINE_MEMO_LIMIT = 1 << 15;

interface Entry {
  readonly sig: Int32Array;
  readonly codes: readonly number[];
  readonly next: Entry | undefined;
}

interface Memo {
  readonly byHash: Map<number, Entry>;
  size: number;
}

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

/** A 30-bit hash of the first `n` numbers of `sig` (a small integer: cheap to look up in a Map). */
export function sigHash(sig: Int32Array, n: number): number {
  let h = 0x811c9dc5 ^ n;
  for (let i = 0; i < n; i++) h = Math.imul(h ^ sig[i], 0x01000193);
  return (h ^ (h >>> 30)) & 0x3fffffff;
}

/** The rules remembered for the line whose signature is the first `n` numbers of `sig` (hash `h`), or undefined. */
export function recall(lex: Lexicon, sig: Int32Array, n: number, h: number): readonly number[] | undefined {
  const memo = memoOf(lex);
  if (memo === undefined) return undefined;
  for (let e = memo.byHash.get(h); e !== undefined; e = e.next) {
    const s = e.sig;
    if (s.length !== n) continue;
    let i = 0;
    while (i < n && s[i] === sig[i]) i++;
    if (i === n) return e.codes;
  }
  return undefined;
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
    memos.set(lex, (memo = { byHash: new Map(), size: 0 }));
    lastMemo = memo;
  }
  memo.byHash.set(h, { sig: sig.slice(0, n), codes, next: memo.byHash.get(h) });
  memo.size++;
}

/** Forgets every line remembered for `lex`, so the next parse reads each line afresh (for measuring a cold parse). */
export function forgetLines(lex: Lexicon): void {
  memos.delete(lex);
  if (lex === lastLex) lastMemo = undefined;
  generation++;
}
