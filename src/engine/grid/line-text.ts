/**
 * A line's signature read from its text alone (docs/rules.md §5.2 "Incremental parsing"; line-memo.ts): the
 * turn's reading of a marked line (line-read.ts `readLine` without things read as words). Only cells
 * that hold text are walked (`Level.textAt`), and on each only until its text objects are all found (a
 * cell's count says how many). It writes what `readLine`'s general walk writes, number for number: per
 * run of three text cells or more, per cell its distinct words ascending, then a `DUP` mark per further
 * copy, `CELL`; `RUN` after each run. Checked against the general walk (line-walk.ts, the reads with the
 * shortcuts off) by tests/grid/line-text.test.ts, and with the rest of the parse against a whole-board parse.
 */
import { CELL, DUP, RUN } from "./line-memo";
import type { Level } from "./types";
import { READ } from "./word";

/** The signature scratch shared by every line read (grown as needed: read `SIG.at` after each call). */
export const SIG: { at: Int32Array } = { at: new Int32Array(256) };

/**
 * Writes the signature of line `line` of `level`, its text alone, into `SIG.at`; returns its length
 * (0: the line holds no run of three text cells or more). With `read` (a WORD round's kinds, word.ts),
 * its things of those kinds too, `at` then counting per cell its text and those things (word-lines.ts).
 */
export function textSignature(
  level: Level,
  line: number,
  at: Int32Array = level.textAt,
  read: Uint8Array | null = null,
): number {
  const { width, height, head, next, kind } = level;
  const { isText, word } = level.kinds;
  const row = line < height;
  const len = row ? width : height;
  const stride = row ? 1 : width;
  let g = SIG.at;
  let s = 0; // signature length
  let run = 0; // where the current run's signature starts
  let n = 0; // text cells in the current run
  let cell = row ? line * width : line - height;
  for (let i = 0; i < len; i++, cell += stride) {
    let left = at[cell]; // words on the cell still to find
    if (left === 0) {
      if (n > 0) {
        if (n >= 3) g[s++] = RUN;
        else s = run; // a run of fewer than three cells spells nothing
        run = s;
        n = 0;
      }
      continue;
    }
    if (s + 2 * left + 3 > g.length) g = growSig(s + 2 * left + 3);
    const start = s;
    for (let o = head[cell]; left > 0; o = next[o]) {
      const k = kind[o];
      if (isText[k] === 0 && (read === null || (read[k] & READ) === 0)) continue; // (live objects only)
      left--;
      const w = word[k];
      if (s === start || (g[s - 1] >= 0 && g[s - 1] < w))
        g[s++] = w; // (the usual case: one word, or in order)
      else s = insert(g, start, s, w);
    }
    g[s++] = CELL;
    n++;
  }
  if (n >= 3) g[s++] = RUN;
  else if (n > 0) s = run;
  return s;
}

/**
 * Puts word `w` among the cell's words `g[start..s)` (ascending, distinct, then its `DUP` marks, each
 * `DUP - word`, ascending by word): in order when new, else as a further copy. Returns the new length.
 */
function insert(g: Int32Array, start: number, s: number, w: number): number {
  let end = start; // the end of the cell's words (its DUP marks follow)
  while (end < s && g[end] >= 0) end++;
  let j = start;
  while (j < end && g[j] < w) j++;
  if (j < end && g[j] === w) {
    // another text object writing it: a reading of its own (listings.ts), among the marks in order
    let m = end;
    while (m < s && DUP - g[m] <= w) m++;
    for (let i = s; i > m; i--) g[i] = g[i - 1];
    g[m] = DUP - w;
    return s + 1;
  }
  for (let i = s; i > j; i--) g[i] = g[i - 1];
  g[j] = w;
  return s + 1;
}

/** Grows the signature scratch to at least `need` numbers (doubling); returns it. */
export function growSig(need: number): Int32Array {
  const grown = new Int32Array(Math.max(need, 2 * SIG.at.length));
  grown.set(SIG.at);
  SIG.at = grown;
  return grown;
}
