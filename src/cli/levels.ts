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
 * The `levels` list: each file of the played level's folder, marked `won` and `>` for the one played,
 * with its title (or why it cannot be read), and how many are won.
 */
export function describeLevels(levelPath: string, won: (def: LevelDef) => boolean, cwd?: string): string {
  const folder = levelsFolder(levelPath);
  const entries = levelEntries(folder);
  if (entries.length === 0) return `${shownPath(folder, cwd)} holds no level\n`;
  const here = resolve(levelPath);
  const count = entries.filter((e) => e.def !== null && won(e.def)).length;
  const width = Math.max(...entries.map((e) => relative(folder, e.file).length));
  const lines = entries.map((e) => {
    const mark = `${e.def !== null && won(e.def) ? "won" : "   "} ${e.file === here ? ">" : " "}`;
    const what = e.def !== null ? titleOf(e.def) : `(cannot be read: ${e.problem})`;
    return `  ${mark} ${relative(folder, e.file).padEnd(width)}  ${what}`;
  });
  return `Levels in ${shownPath(folder, cwd)}/ (${count} of ${entries.length} won):\n${lines.join("\n")}\n`;
}
