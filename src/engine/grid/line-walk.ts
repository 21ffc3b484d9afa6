/**
 * A line's signature walked cell by cell (docs/rules.md §5.2 "Incremental parsing"; line-memo.ts): every
 * object of every cell of the line looked at, for a read with things or objects read as words (word.ts,
 * word-cond.ts) without counts of them per cell, and for every read with the shortcuts off (move-cells.ts
 * `useShortcuts`), the reference line-text.ts is checked against (tests/grid/line-text.test.ts).
 */
import { CELL, DUP, RUN } from "./line-memo";
import { growSig, SIG } from "./line-text";
import type { Level } from "./types";
import { READ } from "./word";

// Scratch: the words the cell being read holds twice or more (their further copies).
const dups: number[] = [];

/**
 * The signature of line `line` (line-memo.ts), into `SIG.at`, of its text and of the things `read` and the
 * objects `ids` mark (`readLine`): every cell's objects walked. Returns its length (0: no run of three).
 */
export function lineSignature(
  level: Level,
  line: number,
  read: Uint8Array | null,
  ids: Uint8Array | null,
): number {
  const { width, height, head, next, kind } = level;
  const { isText, word } = level.kinds;
  const row = line < height;
  const len = row ? width : height;
  const stride = row ? 1 : width;
  let g = SIG.at; // the scratch, held locally (grown as needed)
  let s = 0; // signature length
  let run = 0; // where the current run's signature starts
  let n = 0; // text cells in the current run
  for (let i = 0, cell = row ? line * width : line - height; i <= len; i++, cell += stride) {
    const start = s;
    const first = i === len ? -1 : head[cell];
    for (let o = first; o >= 0; o = next[o]) {
      const k = kind[o];
      if (isText[k] === 0 && (read === null || (read[k] & READ) === 0) && (ids === null || ids[o] === 0))
        continue; // (a cell lists live objects only)
      if (s + 3 > g.length) g = growSig(s + 3);
      const w = word[k];
      let j = s; // insert w in order among the cell's words, once
      while (j > start && g[j - 1] > w) j--;
      if (j > start && g[j - 1] === w) {
        dups.push(w); // another text object writing it: a reading of its own (listings.ts)
        continue;
      }
      for (let m = s; m > j; m--) g[m] = g[m - 1];
      g[j] = w;
      s++;
    }
    if (s > start) {
      if (dups.length > 0) {
        s = closeDups(s);
        g = SIG.at;
      }
      g[s++] = CELL;
      n++;
    } else if (n > 0) {
      if (n >= 3) g[s++] = RUN;
      else s = run; // a run of fewer than three cells spells nothing
      run = s;
      n = 0;
    }
  }
  return s;
}

/**
 * After a cell's words (ending at `s`), the further copies of the words it holds twice or more, in
 * order, each as `DUP - word` (line-memo.ts): two stacked MOVE texts are two readings, so a line with
 * them is another content than one with a single MOVE. Returns the new length.
 */
function closeDups(s: number): number {
  for (let i = 1; i < dups.length; i++) {
    const w = dups[i]; // (an insertion sort: a cell holds few copies, and no comparator is made per call)
    let j = i - 1;
    for (; j >= 0 && dups[j] > w; j--) dups[j + 1] = dups[j];
    dups[j + 1] = w;
  }
  for (const w of dups) {
    if (s + 3 > SIG.at.length) growSig(s + 3);
    SIG.at[s++] = DUP - w;
  }
  dups.length = 0;
  return s;
}
