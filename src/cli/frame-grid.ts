/**
 * The grid's lines in a terminal frame (frame.ts; docs/rules.md §7): the whole grid when it fits, else
 * the window of it around the YOU objects (grid-window.ts) in the rows the frame leaves it. Pure.
 */

import type { SessionView } from "../play/view";
import { clip } from "./frame";
import { gridWindow, isWhole, wholeGrid, windowNote } from "./grid-window";
import { CELL, type RenderOptions, renderGrid, rowLabelWidth } from "./render";

/**
 * How a windowed grid fits: the rows it leaves to the log at least, and the rows of the grid it keeps in
 * a small terminal however long the rest (what is cut then is at the bottom). The picture alone leaves
 * the log its header and newest line and keeps 5 rows; with messages that cannot fit beside the picture
 * (frame.ts), the messages take the log's rows and the grid keeps 3 rows around YOU, so a 40×12
 * terminal shows the board with a three-line error.
 */
export const GRID_FIT = {
  picture: { logRows: 2, minRows: 5 },
  withMessages: { logRows: 0, minRows: 3 },
} as const satisfies Record<string, { logRows: number; minRows: number }>;

/**
 * The grid's lines in `room` rows of `width`: the whole grid when it fits (its axis line and every
 * row), else the window of it that fits around the YOU objects (grid-window.ts), its axis line, and
 * (`note`) a line saying which columns and rows it shows, leaving the log `fit.logRows` rows (in a
 * terminal too small for that, at least `fit.minRows` rows of the grid).
 */
export function gridLines(
  view: SessionView,
  opts: RenderOptions,
  width: number,
  room: number,
  fit: (typeof GRID_FIT)[keyof typeof GRID_FIT],
): { rows: string[]; note: string[] } {
  const label = rowLabelWidth(view.height - 1);
  const columns = Math.max(1, Math.floor((width - label - 2 + 1) / (CELL + 1)));
  const rows = Math.max(Math.min(view.height, fit.minRows), room - 2 - fit.logRows);
  const whole = columns >= view.width && 1 + view.height <= room;
  const window = whole ? wholeGrid(view) : gridWindow(view, columns, rows);
  const lines = renderGrid(view, opts, window)
    .split("\n")
    .map((l) => clip(l, width));
  return { rows: lines, note: isWhole(window, view) ? [] : [clip(windowNote(window, view), width)] };
}
