/**
 * The levels a player goes through (docs/rules.md §7): the `levels/` folder of the played level's content
 * root (the repository's, or a user's content folder), in file-name order. After a win the player is
 * offered the next file; past the last one, the first level not won yet. `levels` lists them with the
 * ones won. Node only.
 */
import { existsSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { contentRootOf } from "../content/content-root";
import type { LevelDef } from "../harness";
import { readLevel } from "../play/files";
import { clip, fold } from "./frame";

/** A file of a levels folder: its definition, or why it cannot be read. */
export interface LevelEntry {
  /** The file, an absolute path. */
  readonly file: string;
  readonly def: LevelDef | null;
  readonly problem: string | null;
}

/** The levels folder of a level file: its content root's `levels/`. */
export function levelsFolder(levelPath: string): string {
  return join(contentRootOf(levelPath), "levels");
}

/** The level files of `folder` in file-name order (none when there is no such folder). */
export function levelEntries(folder: string): LevelEntry[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => {
      const file = resolve(folder, f);
      try {
        return { file, def: readLevel(file), problem: null };
      } catch (err) {
        return { file, def: null, problem: (err as Error).message };
      }
    });
}

/**
 * The level to offer after `levelPath`: the next file of its levels folder, or past the last one (or for
 * a level outside the folder) the first level not won yet; null when every other level is won.
 */
export function nextLevel(levelPath: string, won: (def: LevelDef) => boolean): LevelEntry | null {
  const here = resolve(levelPath);
  const entries = levelEntries(levelsFolder(levelPath)).filter((e) => e.def !== null);
  const at = entries.findIndex((e) => e.file === here);
  if (at >= 0 && at + 1 < entries.length) return entries[at + 1];
  return entries.find((e) => e.file !== here && !won(e.def!)) ?? null;
}

/** A level's title as the player sees it. */
export function titleOf(def: LevelDef): string {
  return def.title ?? def.name ?? "untitled level";
}

/** A path as the player typed or would type it: relative to `cwd` when inside it. */
export function shownPath(file: string, cwd: string = process.cwd()): string {
  const rel = relative(cwd, file);
  return rel && !rel.startsWith("..") ? rel : file;
}

/**
 * Which of `total` levels a list of at most `rows` of them shows: from the `from`-th (1-based) when
 * asked, else the window holding the one played (`here`, -1 when it is not in the folder), as near its
 * middle as the ends allow. Throws when `from` is past the last level.
 */
export function levelsWindow(
  total: number,
  here: number,
  rows: number,
  from: number | null,
): { first: number; end: number } {
  if (from !== null && from > total)
    throw new Error(`there is no level ${from}: the folder has levels 1-${total}`);
  const size = Math.max(1, rows);
  const first = from !== null ? from - 1 : Math.max(0, Math.min(here - Math.floor(size / 2), total - size));
  return { first, end: Math.min(total, first + size) };
}

/**
 * How the `levels` list is cut: from the `from`-th level, in at most `rows` lines (a terminal's height,
 * its header included), each level's line cut to `columns` (a terminal's width: one row a level).
 */
export interface LevelsPage {
  from?: number | null;
  rows?: number;
  columns?: number;
}

/**
 * The `levels` list: each file of the played level's folder, marked `won` and `>` for the one played,
 * with its title (or why it cannot be read), and how many are won. Longer than `page.rows` (a terminal
 * shorter than the folder), it shows a window of them (around the one played, or from `page.from`) and
 * says which, and how to see the others (`levels N`), each level on one line cut to the width; piped,
 * it lists them all, whole. Each line is a table row, the file names padded to the longest shown, then
 * the title; when a title would be cut (a narrow terminal), the title comes first and the file after it,
 * so the title, which names the puzzle, gets the room, and the file's name is what the width cuts.
 */
export function describeLevels(
  levelPath: string,
  won: (def: LevelDef) => boolean,
  cwd?: string,
  page: LevelsPage = {},
): string {
  const folder = levelsFolder(levelPath);
  const entries = levelEntries(folder);
  if (entries.length === 0) return `${shownPath(folder, cwd)} holds no level\n`;
  const here = resolve(levelPath);
  const count = entries.filter((e) => e.def !== null && won(e.def)).length;
  const total = entries.length;
  const header = (window: { first: number; end: number } | null) =>
    `Levels in ${shownPath(folder, cwd)}/ (${count} of ${total} won${window === null ? "" : `; ${window.first + 1}-${window.end} shown: levels N lists from the N-th`}):`;
  // the header is folded to the width like any message: the levels take the rows it leaves
  const headerRows =
    page.columns === undefined ? 1 : fold(header({ first: total, end: total }), page.columns).length;
  const { first, end } = levelsWindow(
    total,
    entries.findIndex((e) => e.file === here),
    (page.rows ?? Number.POSITIVE_INFINITY) - headerRows,
    page.from ?? null,
  );
  const rows = entries.slice(first, end).map((e) => ({
    mark: `${e.def !== null && won(e.def) ? "won" : "   "} ${e.file === here ? ">" : " "}`,
    name: relative(folder, e.file),
    what: e.def !== null ? titleOf(e.def) : `(cannot be read: ${e.problem})`,
    title: e.def !== null,
  }));
  const width = Math.max(...rows.map((r) => r.name.length));
  const table = (r: (typeof rows)[number]) => `  ${r.mark} ${r.name.padEnd(width)}  ${r.what}`;
  // the table fits when every title does (a reason a file cannot be read is cut anyway); else title first
  const fits =
    page.columns === undefined ||
    rows.every((r) => !r.title || table(r).length <= (page.columns ?? Number.POSITIVE_INFINITY));
  const lines = rows.map((r) => {
    const line = fits ? table(r) : `  ${r.mark} ${r.what}  ${r.name}`;
    return page.columns === undefined ? line : clip(line, page.columns);
  });
  const whole = first === 0 && end === total;
  return `${header(whole ? null : { first, end })}\n${lines.join("\n")}\n`;
}
