/**
 * Loading `cards/*.json` from disk (docs/rules.md §2, §3.7): Node only. Every file is parsed and validated, then
 * the whole set; the first bad file throws (no file is ever skipped).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { CardDef } from "../engine/cards/card-def";
import { noteSource, validateCardDef, validateCardSet } from "./card-validate";
import { deepFreeze } from "./deep-freeze";
import { parseJsonText } from "./json-text";
import { unreadable } from "./read-file";

/** The repository's `cards/` directory, resolved from this module's location. */
export const CARDS_DIR: string = fileURLToPath(new URL("../../cards/", import.meta.url));

type CacheEntry = { key: string; defs: CardDef[] };
const cache = new Map<string, CacheEntry>();

/** A file path as a user would type it: relative to the working directory when inside it. */
function displayPath(file: string): string {
  const rel = relative(process.cwd(), file);
  return rel && !rel.startsWith("..") ? rel : file;
}

/** One card file's text; a file that cannot be read (a folder named `*.json`, no permission) names itself. */
function readCardFile(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (e) {
    throw new Error(`${displayPath(file)}: cannot read the file (${unreadable(e)})`);
  }
}

/** The names in the card folder; a folder that is missing or is a file names itself. */
function listCardFolder(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? (e as Error).message;
    throw new Error(`${displayPath(dir)}: cannot read the card folder (${code})`);
  }
}

/** Parses one file's text; a syntax error names the file. */
function parseCardFile(file: string, text: string): unknown {
  try {
    return parseJsonText(text);
  } catch (e) {
    throw new Error(`${displayPath(file)}: invalid JSON: ${(e as Error).message}`);
  }
}

/**
 * Reads every `*.json` in `dir` (sorted by file name), validates each (`validateCardDef`) and the set
 * (`validateCardSet`), and returns the definitions in file-name order.
 * The result is cached per directory, keyed on the listing and each file's mtime and size, so repeated
 * `newGame()` calls do not re-read; the array and every definition in it are deeply frozen and shared: callers must not mutate them
 * (copy first).
 * @throws Error naming the first bad file and its field (JSON syntax, schema, split, duplicate, summon).
 */
export function readCardDir(dir: string = CARDS_DIR): CardDef[] {
  const root = resolve(dir);
  const files = listCardFolder(root)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => join(root, name));
  const key = files
    .map((file) => {
      const st = statSync(file);
      return `${file}|${st.mtimeMs}|${st.size}`;
    })
    .join("\n");
  const hit = cache.get(root);
  if (hit && hit.key === key) return hit.defs;
  const defs = files.map((file) =>
    validateCardDef(parseCardFile(file, readCardFile(file)), displayPath(file)),
  );
  validateCardSet(defs, (_name, index) => displayPath(files[index]));
  const frozen = deepFreeze(defs);
  frozen.forEach((def, i) => {
    noteSource(def, displayPath(files[i]));
  });
  cache.set(root, { key, defs: frozen });
  return frozen;
}
