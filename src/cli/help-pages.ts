/**
 * A help too long for the terminal, a page at a time (docs/rules.md §7): in a 40×12 terminal the player's
 * help folds to 55 lines, and cut to one screen most of it could not be read. `?` shows the first page,
 * `?` again the next, and after the last the first again; a terminal tall enough shows it whole, and a
 * transcript (no height) always does.
 */

import { plural } from "../play/plural";
import { fold, visibleWidth } from "./frame";

/**
 * The help's lines in `columns`: as written when each fits; else each command's description (a line
 * indented to the column of the description above it continues it) and each sentence (a line starting
 * in lower case continues the one above) joined and folded as one text, so that a line broken for 80
 * columns does not leave a short piece at 40 (`e1 the AI's` alone on its line).
 */
export function helpLines(help: string, columns: number): string[] {
  const written = help.split("\n");
  if (!written.some((l) => visibleWidth(l) > columns)) return written;
  const joined: string[] = [];
  for (const line of written) {
    const above = joined.at(-1);
    const indent = /^ */.exec(line)![0].length;
    const column = above === undefined ? -1 : (/^ {2}\S.*?\s{2,}(?=\S)/.exec(above)?.[0].length ?? -1);
    const goesOn = (indent > 2 && indent === column) || /^[a-z]/.test(line);
    if (above !== undefined && goesOn) joined[joined.length - 1] = `${above} ${line.trimStart()}`;
    else joined.push(line);
  }
  return joined.flatMap((l) => fold(l, columns));
}

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
  const lines = helpLines(help, columns);
  if (lines.length <= rows) return { text: help, next: 0 };
  const start = from > 0 && from < lines.length ? from : 0;
  if (lines.length - start <= rows) return { text: lines.slice(start).join("\n"), next: 0 };
  const end = start + Math.max(1, rows - 1);
  const more = `… ? again shows ${plural(lines.length - end, "more line")}`;
  return { text: [...lines.slice(start, end), more].join("\n"), next: end };
}
