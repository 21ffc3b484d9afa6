/**
 * A help too long for the terminal, a page at a time (docs/rules.md §7): in a 40×12 terminal the player's
 * help folds to 55 lines, and cut to one screen most of it could not be read. `?` shows the first page,
 * `?` again the next, and after the last the first again; a terminal tall enough shows it whole, and a
 * transcript (no height) always does.
 */

import { plural } from "../play/plural";
import { fold } from "./frame";

/**
 * The page of `help` from its line `from` (of its lines folded to `columns`) in `rows` rows: as many lines
 * as fit and, when more follow, a last line saying `? again` shows them (`… ? again shows 12 more lines`);
 * `next` is where the next page starts (0: the help starts over).
 */
export function helpPage(
  help: string,
  from: number,
  rows: number,
  columns: number,
): { text: string; next: number } {
  const lines = help.split("\n").flatMap((l) => (Number.isFinite(columns) ? fold(l, columns) : [l]));
  if (lines.length <= rows) return { text: help, next: 0 };
  const start = from > 0 && from < lines.length ? from : 0;
  if (lines.length - start <= rows) return { text: lines.slice(start).join("\n"), next: 0 };
  const end = start + Math.max(1, rows - 1);
  const more = `… ? again shows ${plural(lines.length - end, "more line")}`;
  return { text: [...lines.slice(start, end), more].join("\n"), next: end };
}
