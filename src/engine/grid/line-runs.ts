/**
 * Runs of text along a line (docs/rules.md §5.2 "Incremental parsing"): what a row or a column spells
 * depends only on its runs of three text cells or more (line-read.ts), so a text change on a cell that lies
 * in no run, before or after it, leaves its lines' rules as they were (lines.ts `markLines`).
 */
import type { Level } from "./types";

/** A cell's row, as a line a run passes through it along (`runsAt`). */
export const ROW = 1;
/** A cell's column, as a line a run passes through it along (`runsAt`). */
export const COLUMN = 2;

/**
 * The lines of cell `t`, counted as holding text (it does, or did just before a change), that a run of
 * three text cells or more passes through the cell along: `ROW`, `COLUMN`, both (their sum) or neither
 * (0). Reads at most two cells each way along each.
 */
export function runsAt(level: Level, t: number): number {
  const { width, height, head, next, kind } = level;
  const isText = level.kinds.isText;
  const x = t % width;
  const y = (t - x) / width;
  let n = 1; // text cells in a row through t, up to three
  if (x > 0 && textOn(head[t - 1], next, kind, isText)) {
    n++;
    if (x > 1 && textOn(head[t - 2], next, kind, isText)) n++;
  }
  if (n < 3 && x + 1 < width && textOn(head[t + 1], next, kind, isText)) {
    n++;
    if (n < 3 && x + 2 < width && textOn(head[t + 2], next, kind, isText)) n++;
  }
  let m = 1; // and in a column
  if (y > 0 && textOn(head[t - width], next, kind, isText)) {
    m++;
    if (y > 1 && textOn(head[t - 2 * width], next, kind, isText)) m++;
  }
  if (m < 3 && y + 1 < height && textOn(head[t + width], next, kind, isText)) {
    m++;
    if (m < 3 && y + 2 < height && textOn(head[t + 2 * width], next, kind, isText)) m++;
  }
  return (n === 3 ? ROW : 0) + (m === 3 ? COLUMN : 0);
}

/** Whether the cell list starting at `o` holds a text object (a cell lists live objects only). */
function textOn(o: number, next: number[], kind: number[], isText: Uint8Array): boolean {
  for (; o >= 0; o = next[o]) if (isText[kind[o]] === 1) return true;
  return false;
}
