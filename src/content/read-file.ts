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
