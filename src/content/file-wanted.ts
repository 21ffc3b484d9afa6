/**
 * A path named where a command wants a file, but which is not one (Node only): what the commands
 * (`npm start`, `npm run solve`, `npm run replay`) say instead of the file system's bare error.
 * - A folder (reading it gives EISDIR): it is a folder, and what to give instead: the files in it that
 *   the command reads (all of them by a pattern when the command takes several, one as an example when
 *   it takes one), or those of the content root's folder they live in (`levels/`) when the content root
 *   itself is named, then what else the command offers.
 * - Nothing at all, where a file the command reads is one step away (`l1-double-tap` for
 *   `levels/l1-double-tap.json`: the ending left off, or the folder): every such file, as a question;
 *   where none is, the files the command reads whose names start with what was typed (`levels/l1`), in
 *   its folder or the content root's `levels/`: the first few, and how many more.
 */
import { readdirSync, statSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { type ContentKind, kindByPlace } from "./classify";
import { contentRootOf, findContentRoot } from "./content-root";

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
  home?: string;
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

/** The files to give instead of the folder `path` (at `at`), in words; null when it holds none. */
function filesHint(path: string, at: string, wanted: FileWanted): string | null {
  const home = wanted.home !== undefined && findContentRoot(at) === at && isDirectory(join(at, wanted.home));
  const dir = home ? join(path, wanted.home!) : path;
  const where = home ? `in its ${wanted.home}/` : "in it";
  const files = filesIn(home ? join(at, wanted.home!) : at, wanted);
  if (files.length === 0) return null;
  if (wanted.several) return `name the ${wanted.noun}s ${where} (${join(dir, `*${wanted.ending}`)})`;
  const count = files.length === 1 ? "the file" : `one of the ${files.length} files`;
  return `name ${count} ${where}, as in ${wanted.command} ${join(dir, files[0])}`;
}

/**
 * The Error for the folder `path` (relative to `cwd`) named where `wanted` belongs: `PATH: a folder, not a
 * level file: name …, or …`; null when `path` is not a folder (then reading it says what is wrong).
 */
export function folderGiven(path: string, wanted: FileWanted, cwd: string = process.cwd()): Error | null {
  const at = resolve(cwd, path);
  if (!isDirectory(at)) return null;
  const files = filesHint(path, at, wanted);
  const hints = [...(files === null ? [] : [files]), ...(wanted.more?.(path, at) ?? [])];
  const none = files === null ? `, and it holds no ${wanted.noun}` : "";
  const instead = hints.length === 0 ? "" : `: ${hints.join(", or ")}`;
  return new Error(`${path}: a folder, not a ${wanted.noun}${none}${instead}`);
}

/** How the name of a file of each kind the commands read ends. */
const ENDINGS: Readonly<Partial<Record<ContentKind, string>>> = { level: ".json", replay: ".replay.json" };

/**
 * The files a missing `path` may have meant, nearest first: `path` (or it without `.json`) with the
 * ending of a kind the command reads, then the same names in the `home` folder of the content root the
 * command runs in (the repository's when it runs in none).
 */
function nearMisses(path: string, wanted: FileWanted, cwd: string): string[] {
  const endings = ["", ...wanted.kinds.map((k) => ENDINGS[k] ?? ".json")];
  const stems = [path, path.replace(/\.json$/, "")];
  const home = wanted.home === undefined ? [] : [join(contentRootOf(cwd), wanted.home)];
  const named = [...stems, ...home.flatMap((h) => stems.map((p) => join(h, basename(p))))];
  return named.flatMap((p) => endings.map((e) => p + e));
}

/** Each file once, by where it is: `levels/a` + `.json` and the content root's levels/ + `a.json` may be one. */
function once(files: readonly string[], cwd: string): string[] {
  const seen = new Map<string, string>();
  for (const f of files) if (!seen.has(resolve(cwd, f))) seen.set(resolve(cwd, f), f);
  return [...seen.values()];
}

/**
 * The files `wanted` reads whose names start with the name at the end of the missing `path` (less an
 * ending typed after it), in `path`'s folder, then in the `home` folder of the content root the command
 * runs in; sorted by name in each.
 */
function startingAlike(path: string, wanted: FileWanted, cwd: string): string[] {
  const start = basename(path).replace(/\.json$/, "");
  if (start === "" || path.endsWith("/")) return [];
  const dir = dirname(path);
  const home = wanted.home === undefined ? [] : [join(contentRootOf(cwd), wanted.home)];
  return once(
    [dir, ...home].flatMap((d) =>
      filesIn(resolve(cwd, d), wanted)
        .filter((f) => f.startsWith(start))
        .map((f) => join(d, f)),
    ),
    cwd,
  );
}

/** How many files starting alike are named before the rest are counted. */
const SHOWN = 5;

/**
 * The Error for a `path` that does not exist when a file the command reads is one step away: `PATH: no
 * such file: did you mean levels/l1-double-tap.json?`, every such file named, nearest first (a replay the
 * player saved beside the level's name does not hide the level); where none is, the files whose names
 * start with the name typed (`levels/l4` for `levels/l4-last-will.json`), the first SHOWN and how many
 * more; null when there is something at `path`, or no such file either (then reading it says so).
 * A relative `path` is read from `cwd`, and the files are named relative to it.
 */
export function missingGiven(path: string, wanted: FileWanted, cwd: string = process.cwd()): Error | null {
  if (path === "" || statSync(resolve(cwd, path), { throwIfNoEntry: false }) !== undefined) return null;
  const reads = (file: string) => {
    const kind = kindByPlace(file);
    return kind === null || wanted.kinds.includes(kind);
  };
  const near = once(nearMisses(path, wanted, cwd), cwd).filter(
    (f) => f !== path && isFile(resolve(cwd, f)) && reads(f),
  );
  const meant = near.length > 0 ? near : startingAlike(path, wanted, cwd);
  if (meant.length === 0) return null;
  const shown = meant.slice(0, SHOWN).map((f) => {
    const from = relative(cwd, resolve(cwd, f));
    return from.startsWith("..") ? f : from;
  });
  const more = meant.length - shown.length;
  const last =
    more === 0
      ? shown.pop()
      : `one of ${more} more ${wanted.noun}s starting with "${basename(path).replace(/\.json$/, "")}"`;
  return new Error(
    `${path}: no such file: did you mean ${shown.length === 0 ? "" : `${shown.join(", ")} or `}${last}?`,
  );
}

/** Why `path` cannot be given where `wanted` belongs (a folder, or a near miss), or null. */
export function notWanted(path: string, wanted: FileWanted): Error | null {
  return folderGiven(path, wanted) ?? missingGiven(path, wanted);
}
