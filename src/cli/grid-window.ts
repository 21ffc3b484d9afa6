/**
 * The part of the grid a terminal frame shows (docs/rules.md §7): the whole grid when it fits, else a
 * window of the columns and rows that fit, placed so that it holds the YOU objects (the middle of the
 * box around them; the top left when nothing is YOU), so a level wider or taller than the terminal
 * (the corpus's, up to 20 × 18; a level up to 256 × 256) can still be played where the player stands.
 * Pure: a view and a size in, a window out.
 */
import type { SessionView } from "../play/view";

/** The tiles shown: `columns` columns from x `x0`, `rows` rows from y `y0`. */
export interface GridWindow {
  x0: number;
  y0: number;
  columns: number;
  rows: number;
}

/** The whole grid of `view`. */
export function wholeGrid(view: SessionView): GridWindow {
  return { x0: 0, y0: 0, columns: view.width, rows: view.height };
}

/** Whether `w` shows every tile of `view`. */
export function isWhole(w: GridWindow, view: SessionView): boolean {
  return w.columns >= view.width && w.rows >= view.height;
}

/** The first of `shown` places out of `total` that centres `middle`, kept inside 0 … total − shown. */
function start(middle: number, shown: number, total: number): number {
  return Math.max(0, Math.min(total - shown, Math.round(middle - (shown - 1) / 2)));
}

/**
 * At most `columns` × `rows` tiles of `view` (each at least 1): the whole grid when it fits, else the
 * window around the YOU objects.
 */
export function gridWindow(view: SessionView, columns: number, rows: number): GridWindow {
  const cols = Math.max(1, Math.min(columns, view.width));
  const rws = Math.max(1, Math.min(rows, view.height));
  // the box around the YOU objects, in one loop (a level may hold 65,536 of them: no spread into Math.min)
  let [left, right, top, bottom] = [Number.POSITIVE_INFINITY, -1, Number.POSITIVE_INFINITY, -1];
  for (const o of view.objects) {
    if (!o.you) continue;
    left = Math.min(left, o.x);
    right = Math.max(right, o.x);
    top = Math.min(top, o.y);
    bottom = Math.max(bottom, o.y);
  }
  if (right < 0) return { x0: 0, y0: 0, columns: cols, rows: rws };
  const [mx, my] = [(left + right) / 2, (top + bottom) / 2];
  return { x0: start(mx, cols, view.width), y0: start(my, rws, view.height), columns: cols, rows: rws };
}

/** Whether the tile (x, y) is inside `w`. */
function shows(w: GridWindow, x: number, y: number): boolean {
  return x >= w.x0 && x < w.x0 + w.columns && y >= w.y0 && y < w.y0 + w.rows;
}

/**
 * The line under a window that does not show the whole grid: which columns and rows it shows, and how
 * many YOU objects lie outside it when they are spread wider than the window (`(it follows YOU; 2 out of
 * view)`).
 */
export function windowNote(w: GridWindow, view: SessionView): string {
  let out = 0;
  for (const o of view.objects) if (o.you && !shows(w, o.x, o.y)) out++;
  const hidden = out === 0 ? "" : `; ${out} out of view`; // short: the frame cuts the line at its width
  return `View: columns ${w.x0}-${w.x0 + w.columns - 1} of ${view.width}, rows ${w.y0}-${w.y0 + w.rows - 1} of ${view.height} (it follows YOU${hidden})`;
}
