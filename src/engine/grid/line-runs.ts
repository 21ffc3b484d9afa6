/**
 * Runs of text along a line (docs/rules.md §5.2 "Incremental parsing"): what a row or a column spells
 * depends only on its runs of three text cells or more (line-read.ts), so a text change on a cell that lies
 * in no run of a line, before or after it, leaves what the line spells as it was (lines.ts `markLines`).
 */
import type { Level } from "./types";

/**
 * Whether a run of three text cells or more passes through cell (x, y) along its row, the cell counted as
 * holding text (it does, or did just before a change). Reads at most two cells each way.
 */
export function rowRun(level: Level, x: number, y: number): boolean {
  const { width, head, next, kind } = level;
  const isText = level.kinds.isText;
  const t = y * width + x;
  let n = 1; // text cells in a row through (x, y), up to three
  if (x > 0 && textOn(head[t - 1], next, kind, isText)) {
    n++;
    if (x > 1 && textOn(head[t - 2], next, kind, isText)) return true;
  }
  if (x + 1 < width && textOn(head[t + 1], next, kind, isText)) {
    if (n === 2) return true;
    return x + 2 < width && textOn(head[t + 2], next, kind, isText);
  }
  return false;
}

/** `rowRun` along the cell's column. */
export function columnRun(level: Level, x: number, y: number): boolean {
  const { width, height, head, next, kind } = level;
  const isText = level.kinds.isText;
  const t = y * width + x;
  let n = 1;
  if (y > 0 && textOn(head[t - width], next, kind, isText)) {
    n++;
    if (y > 1 && textOn(head[t - 2 * width], next, kind, isText)) return true;
  }
  if (y + 1 < height && textOn(head[t + width], next, kind, isText)) {
    if (n === 2) return true;
    return y + 2 < height && textOn(head[t + 2 * width], next, kind, isText);
  }
  return false;
}

/** Whether the cell list starting at `o` holds a text object (a cell lists live objects only). */
function textOn(o: number, next: number[], kind: number[], isText: Uint8Array): boolean {
  for (; o >= 0; o = next[o]) if (isText[kind[o]] === 1) return true;
  return false;
}
