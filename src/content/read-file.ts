/**
 * Reading a file a user names (Node only). A device is refused before it is read: /dev/zero and
 * /dev/urandom never end, so reading one as a level, replay or deck hung the command; the error carries
 * the reason as its `code`, as the callers show a file system error's code (`cannot read the file (…)`).
 * A pipe (`npm start -- <(cat level.json)`) is read as a file.
 */
import { readFileSync, statSync } from "node:fs";

/** Why a device is not read, shown where an error code would be. */
export const DEVICE_REFUSED = "a device, not a file";

/**
 * The text of the file at `path` (UTF-8).
 * @throws the file system's error, or one whose `code` is `DEVICE_REFUSED` for a device.
 */
export function readUserFile(path: string): string {
  const st = statSync(path, { throwIfNoEntry: false });
  if (st?.isCharacterDevice() || st?.isBlockDevice())
    throw Object.assign(new Error(`${path}: ${DEVICE_REFUSED}`), { code: DEVICE_REFUSED });
  return readFileSync(path, "utf8");
}

/** What an error code of reading a file means, in words (`ENOENT`: the file is not there). */
const IN_WORDS: Readonly<Record<string, string>> = {
  ENOENT: "no such file",
  EISDIR: "a folder, not a file",
  ENOTDIR: "a part of the path is a file, not a folder",
  EACCES: "permission denied",
  EPERM: "permission denied",
  ELOOP: "a loop of symbolic links",
  ENAMETOOLONG: "the name is too long",
  EMFILE: "too many open files",
};

/**
 * Why a file could not be read, in words, as the commands show it after `cannot read the file`: `no such
 * file`, `a folder, not a file`, `permission denied`, `a device, not a file`; a code not in the table is
 * shown as it is, and an error without one by its message.
 */
export function unreadable(err: unknown): string {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === undefined) return err instanceof Error ? err.message : String(err);
  return IN_WORDS[code] ?? code;
}
