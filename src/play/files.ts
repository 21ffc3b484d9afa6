/** Reading level files from disk (Node only); errors name the file. */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { wrongKind } from "../content/classify";
import { REPOSITORY_ROOT } from "../content/content-root";
import { parseJsonText } from "../content/json-text";
import { readUserFile, unreadable } from "../content/read-file";
import type { LevelDef } from "../harness";

/** The repository root and its levels/ directory. */
export const ROOT = REPOSITORY_ROOT;
export const LEVELS_DIR = join(ROOT, "levels");

/**
 * A JSON file's content; an empty name, an unreadable file or invalid JSON is an error naming the file,
 * as `shown` (the path as the user typed it, when `path` is that resolved against their folder).
 */
export function readJson(path: string, shown = path): unknown {
  // An empty argument ("$FILE" unset) would be shown as no name at all: ": cannot read the file".
  if (path === "") throw new Error('the file name is empty (""): name a file');
  let text: string;
  try {
    text = readUserFile(path);
  } catch (err) {
    throw new Error(`${shown}: cannot read the file (${unreadable(err)})`);
  }
  try {
    return parseJsonText(text);
  } catch (err) {
    throw new Error(`${shown}: not valid JSON (${(err as Error).message})`);
  }
}

/**
 * A level file (its content is checked when a game is made from it, see `openLevel`). A replay or card
 * file given instead is named as such, with the command that opens it.
 * @throws Error naming the file.
 */
export function readLevel(path: string): LevelDef {
  const def = readJson(path);
  const other = wrongKind(path, def, "level");
  if (other !== null) throw new Error(other);
  if (typeof def !== "object" || def === null || Array.isArray(def))
    throw new Error(`${path}: a level file holds one JSON object`);
  return def as LevelDef;
}

/**
 * Every level in the `levels/` folder of a content root (the repository's by default), sorted by file
 * name, with its path relative to that root.
 * @throws Error naming the folder when it is missing or is a file, or the first bad level file.
 */
export function levelsIn(root: string = ROOT): { path: string; def: LevelDef }[] {
  const dir = join(root, "levels");
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (err) {
    throw new Error(
      `${dir}: cannot read the levels folder (${(err as NodeJS.ErrnoException).code ?? String(err)})`,
    );
  }
  return names
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => ({ path: `levels/${f}`, def: readLevel(join(dir, f)) }));
}

/** Every level in the repository's levels/. */
export function shippedLevels(): { path: string; def: LevelDef }[] {
  return levelsIn(ROOT);
}
