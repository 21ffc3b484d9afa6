/**
 * A help too long for the terminal, a page at a time (docs/rules.md §7): in a 40×12 terminal the player's
 * help folds to 55 lines, and cut to one screen most of it could not be read. `?` shows the first page,
 * `?` again the next, and after the last the first again; a terminal tall enough shows it whole, and a
 * transcript (no height) always does. A long `why N` pages the same way, `why N` again showing the next page.
 */

import { plural } from "../play/plural";
import { fold, visibleWidth } from "./frame";
import type { Screen } from "./screen";

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
  return pageOf(lines, from, rows, "?");
}

/**
 * The page of a `why N` answer (`text`, its lines folded to `columns`) from its line `from` in `rows` rows,
 * as the help's: a chain of causes too long for the screen (a Deathrattle's, in a 40×12 terminal) ends each
 * page with `… why 10 again shows 6 more lines` (`command`, as typed again), and after the last page the
 * first shows again; `next` is where the next page starts (0: from the first).
 */
export function whyPage(
  text: string,
  from: number,
  rows: number,
  columns: number,
  command: string,
): { text: string; next: number } {
  const lines = text
    .trimEnd()
    .split("\n")
    .flatMap((l) => fold(l, columns));
  if (lines.length <= rows) return { text, next: 0 };
  const page = pageOf(lines, from, rows, command);
  return { text: `${page.text}\n`, next: page.next };
}

/** The page of `lines` from `from` in `rows` rows, the last saying how many more `again` (a command) shows. */
function pageOf(
  lines: readonly string[],
  from: number,
  rows: number,
  again: string,
): { text: string; next: number } {
  const start = from > 0 && from < lines.length ? from : 0;
  if (lines.length - start <= rows) return { text: lines.slice(start).join("\n"), next: 0 };
  const end = start + Math.max(1, rows - 1);
  const more = `… ${again} again shows ${plural(lines.length - end, "more line")}`;
  return { text: [...lines.slice(start, end), more].join("\n"), next: end };
}

/** A paged `why N`: the line it explains, and where its next page starts. */
export interface WhyFrom {
  line: number;
  from: number;
}

/**
 * Say `text`, the answer to `why line`, a page at a time on a screen too short for it (`whyPage`), in its
 * message rows less `spare` (a duel's page alone ends with a line of its own); `state.whyFrom` keeps
 * where the next page starts while `why line` is asked again.
 */
export function sayWhy(
  state: { whyFrom?: WhyFrom },
  screen: Pick<Screen<unknown>, "say" | "messageRows" | "messageColumns">,
  line: number,
  text: string,
  spare = 0,
): void {
  const from = state.whyFrom?.line === line ? state.whyFrom.from : 0;
  const page = whyPage(text, from, screen.messageRows() - spare, screen.messageColumns(), `why ${line}`);
  screen.say(page.text);
  state.whyFrom = page.next === 0 ? undefined : { line, from: page.next };
}
