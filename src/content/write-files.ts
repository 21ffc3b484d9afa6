/**
 * Writing files and making folders for the commands (Node only): `save` in the terminal player,
 * `npm run solve -- --save-replays DIR`, `npm run import -- … --out DIR` and `npm run corpus -- DIR`.
 * A failure is an Error naming the path and saying in words what is wrong ("no such folder",
 * "permission denied", "is a folder"), not Node's bare code.
 *
 * Folders are made one level at a time with a plain `mkdirSync`: `mkdirSync(dir, { recursive: true })`
 * never returns for a path under /proc on Node 20 (a Node bug), so no command here uses it. A call that
 * throws leaves no folder it made behind.
 */
import { existsSync, mkdirSync, rmdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

/** What an error code of the file system means, in words (an unknown code is shown as it is). */
const IN_WORDS: Readonly<Record<string, string>> = {
  EACCES: "permission denied",
  EPERM: "permission denied",
  EISDIR: "is a folder",
  ERR_FS_EISDIR: "is a folder",
  ENOTDIR: "a part of the path is a file, not a folder",
  EROFS: "the file system is read-only",
  ENOSPC: "no space left on the device",
  EDQUOT: "over the disk quota",
  ENAMETOOLONG: "the name is too long",
  EEXIST: "something that is not a folder is in the way",
  EMFILE: "too many open files",
};

/** `err`'s code in words (`ENOENT` is left to the caller, who knows which folder is missing). */
function inWords(err: unknown): string {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === undefined) return err instanceof Error ? err.message : String(err);
  return IN_WORDS[code] ?? code;
}

/**
 * The Error for a failed write to (or removal of) the file `path`: `PATH: no such folder (DIR)`,
 * `PATH: is a folder`, `PATH: permission denied`, ….
 */
export function fileError(path: string, err: unknown): Error {
  const code = (err as NodeJS.ErrnoException).code;
  return new Error(`${path}: ${code === "ENOENT" ? `no such folder (${dirname(path)})` : inWords(err)}`);
}

/**
 * Writes `text` to the file `path` (replacing it).
 * @throws Error naming the file and what is wrong in words (`fileError`).
 */
export function writeTextFile(path: string, text: string): void {
  try {
    writeFileSync(path, text);
  } catch (err) {
    throw fileError(path, err);
  }
}

/**
 * Makes the folder `dir` and any missing parents, one level at a time (never `recursive: true`, which
 * hangs under /proc on Node 20). A folder that exists already is fine.
 * @throws Error `cannot create the folder DIR: WHY` (a file in the way, permission denied, a parent
 * that takes no new folders such as /proc), after removing the folders this call made.
 */
export function makeFolder(dir: string): void {
  const missing: string[] = [];
  let at = resolve(dir);
  while (!existsSync(at) && dirname(at) !== at) {
    missing.unshift(at);
    at = dirname(at);
  }
  if (!statSync(at).isDirectory())
    throw new Error(`cannot create the folder ${dir}: ${at} is a file, not a folder`);
  const made: string[] = [];
  for (const folder of missing)
    try {
      mkdirSync(folder);
      made.push(folder);
    } catch (err) {
      for (const m of made.reverse()) rmdirSync(m);
      const parent = dirname(folder);
      const why =
        (err as NodeJS.ErrnoException).code === "ENOENT"
          ? `${parent} does not take new folders`
          : folder === resolve(dir)
            ? inWords(err)
            : `${folder}: ${inWords(err)}`;
      throw new Error(`cannot create the folder ${dir}: ${why}`);
    }
}

/**
 * The opening of a generating command that takes no arguments (`npm run docs`, `npm run schemas`):
 * `--help` prints `usage` (exit 0), any other argument is refused naming it and what the command writes
 * (exit 2); null when there are none and the command goes on.
 */
export function noArguments(
  command: string,
  writes: string,
  usage: string,
  args: readonly string[],
  out: (line: string) => void,
  err: (line: string) => void,
): number | null {
  if (args.includes("--help") || args.includes("-h")) {
    out(usage);
    return 0;
  }
  if (args.length === 0) return null;
  err(
    `${command}: npm run ${command} takes no arguments, not "${args[0]}" (it writes ${writes}; try --help)`,
  );
  return 2;
}
