/**
 * A folder named where a command wants a file (Node only). Reading it gives a bare EISDIR, which tells a
 * user nothing; instead the commands (`npm start`, `npm run solve`, `npm run replay`) say it is a folder
 * and what to give instead: the files in it that the command reads (all of them by a pattern when the
 * command takes several, one as an example when it takes one), or those of the content root's folder
 * they live in (`levels/`) when the content root itself is named, then what else the command offers.
 */
import { readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { type ContentKind, kindByPlace } from "./classify";
import { findContentRoot } from "./content-root";

/** What a command reads where a folder was named. */
export interface FileWanted {
  /** The file as the command's messages name it: "level file", "replay file". */
  noun: string;
  /** The command line before a file, for the example of a command that takes one file: `npm start --`. */
  command: string;
  /** How the names of the files it reads end: ".json", ".replay.json". */
  ending: string;
  /** The kinds of content file it reads: a file whose place says another kind (`cards/x.json`) is not named. */
  kinds: readonly ContentKind[];
  /** Whether it takes several files at once (then the folder's files are named by a pattern). */
  several: boolean;
  /** The folder of a content root its files live in (`levels`), pointed to when the root itself is named. */
  home: string;
  /** What else would do for the folder `path` (resolved: `folder`), in words: solve's `--all`. */
  more?: (path: string, folder: string) => string[];
}

const isDirectory = (path: string) => statSync(path, { throwIfNoEntry: false })?.isDirectory() === true;
const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() === true;

/** The names of the files in `dir` that `wanted` reads, by name and place, sorted; none if it cannot be read. */
function filesIn(dir: string, wanted: FileWanted): string[] {
  const reads = (path: string) => {
    const kind = kindByPlace(path);
    return kind === null || wanted.kinds.includes(kind);
  };
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith(wanted.ending) && reads(join(dir, f)) && isFile(join(dir, f)))
      .sort();
  } catch {
    return [];
  }
}

/** The files to give instead of the folder `path`, in words; null when it holds none. */
function filesHint(path: string, wanted: FileWanted): string | null {
  const root = findContentRoot(path);
  const home = root === resolve(path) && isDirectory(join(path, wanted.home));
  const dir = home ? join(path, wanted.home) : path;
  const where = home ? `in its ${wanted.home}/` : "in it";
  const files = filesIn(dir, wanted);
  if (files.length === 0) return null;
  if (wanted.several) return `name the ${wanted.noun}s ${where} (${join(dir, `*${wanted.ending}`)})`;
  const count = files.length === 1 ? "the file" : `one of the ${files.length} files`;
  return `name ${count} ${where}, as in ${wanted.command} ${join(dir, files[0])}`;
}

/**
 * The Error for the folder `path` named where `wanted` belongs: `PATH: a folder, not a level file: name
 * …, or …`; null when `path` is not a folder (then reading it says what is wrong).
 */
export function folderGiven(path: string, wanted: FileWanted): Error | null {
  if (!isDirectory(path)) return null;
  const files = filesHint(path, wanted);
  const hints = [...(files === null ? [] : [files]), ...(wanted.more?.(path, resolve(path)) ?? [])];
  const none = files === null ? `, and it holds no ${wanted.noun}` : "";
  const instead = hints.length === 0 ? "" : `: ${hints.join(", or ")}`;
  return new Error(`${path}: a folder, not a ${wanted.noun}${none}${instead}`);
}
