/**
 * Content roots (Node only). A user's content is a folder laid out like the repository: `cards/`,
 * `content/words.json`, `content/seams.json`, `levels/`, `replays/`. The commands find the content
 * root of the file they are given as git finds `.git`: the nearest ancestor folder holding
 * `content/words.json`, and the repository when there is none.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { readCardDir } from "./card-files";
import type { Content } from "./content";
import { parseJsonText } from "./json-text";
import { buildSeamWords } from "./seams-check";
import { buildLexicon, hostedProperties } from "./words-check";

/** The repository's root folder (a content root itself). */
export const REPOSITORY_ROOT: string = fileURLToPath(new URL("../../", import.meta.url));

/** The files and folder that make a content root, relative to it. */
export const CONTENT_FILES = {
  words: "content/words.json",
  seams: "content/seams.json",
  cards: "cards",
} as const;

/** A content root's content, with the folder it was read from. */
export interface LoadedContent extends Content {
  /** The content root, an absolute path. */
  readonly root: string;
}

/** A path as a user would type it: relative to the working directory when inside it. */
function shown(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith("..") ? rel : path;
}

/**
 * The nearest folder holding `content/words.json`: `path` itself (a folder) or an ancestor of `path`
 * (a file or folder); null when there is none.
 */
export function findContentRoot(path: string): string | null {
  let dir = resolve(path);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) dir = dirname(dir);
  for (;;) {
    if (existsSync(join(dir, CONTENT_FILES.words))) return dir;
    const up = dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}

/**
 * The folder a command was typed in. `npm run` starts a script in the repository's root whatever folder
 * it is typed in, and passes that folder as INIT_CWD: a command started as its own npm script (its
 * `npm_lifecycle_script` names the command's entry file) reads its arguments from INIT_CWD, so
 * `npm run solve -- levels/x.json` typed in a content folder means that folder's levels/x.json. Any
 * other way of starting it (tsx, a test, another script) keeps the working directory.
 */
export function invocationDir(entry: string, env = process.env, cwd = process.cwd()): string {
  const script = env.npm_lifecycle_script ?? "";
  return env.INIT_CWD && script.split(/\s+/).includes(entry) ? env.INIT_CWD : cwd;
}

/** The content root of `path`: `findContentRoot(path)`, or the repository's root when there is none. */
export function contentRootOf(path: string): string {
  return findContentRoot(path) ?? resolve(REPOSITORY_ROOT);
}

/**
 * The one content root of several files (a duel's two deck files): their content roots must be the
 * same folder, since a game is played with one card library.
 * @throws Error naming both folders when they differ.
 */
export function sharedContentRoot(paths: readonly string[]): string {
  const roots = [...new Set(paths.map((p) => contentRootOf(p)))];
  if (roots.length > 1)
    throw new Error(`the decks come from different content folders (${roots.join(" and ")}): use one`);
  return roots[0] ?? contentRootOf(REPOSITORY_ROOT);
}

function readJson(file: string): unknown {
  try {
    return parseJsonText(readFileSync(file, "utf8"));
  } catch (err) {
    const why = err instanceof SyntaxError ? `invalid JSON: ${err.message}` : "cannot be read";
    throw new Error(`${shown(file)}: ${why}`);
  }
}

type Cached = { key: string; content: Omit<LoadedContent, "cards"> };
const cache = new Map<string, Cached>();

/**
 * The content of the folder `root`: its lexicon (`content/words.json`), seam words
 * (`content/seams.json`) and card library (every `cards/*.json`), each checked as the repository's
 * are. Cached per folder while the files are unchanged, so the lexicon stays one object (the engines
 * derive their tables once per lexicon).
 * @throws Error naming the missing file or folder, or the bad file and its field.
 */
export function loadContent(root: string): LoadedContent {
  const dir = resolve(root);
  const words = join(dir, CONTENT_FILES.words);
  const seams = join(dir, CONTENT_FILES.seams);
  const cards = join(dir, CONTENT_FILES.cards);
  for (const path of [words, seams, cards])
    if (!existsSync(path))
      throw new Error(
        `${shown(dir)}: not a content folder: ${relative(dir, path)} is missing (a content folder holds ${CONTENT_FILES.cards}/, ${CONTENT_FILES.words} and ${CONTENT_FILES.seams})`,
      );
  const key = [words, seams].map((f) => `${statSync(f).mtimeMs}|${statSync(f).size}`).join(",");
  let hit = cache.get(dir);
  if (hit === undefined || hit.key !== key) {
    const table = readJson(seams);
    const lexicon = buildLexicon(readJson(words), shown(words), hostedProperties(table));
    hit = {
      key,
      content: { root: dir, lexicon, seams: buildSeamWords(table, lexicon, shown(seams)) },
    };
    cache.set(dir, hit);
  }
  return { ...hit.content, cards: readCardDir(cards) };
}

/** The content of the content root of `path` (see `contentRootOf`). */
export function contentOf(path: string): LoadedContent {
  return loadContent(contentRootOf(path));
}
