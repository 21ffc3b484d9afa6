/** A solver's script as a replay file: played through a Session (the terminal player's path), hashed. */
import { basename, join, resolve } from "node:path";
import type { Content } from "../content/content";
import type { LevelDef } from "../harness";
import type { PlayerAction } from "../play/notation";
import { writeReplay } from "../play/replay-file";
import { Session } from "../play/session";

/** `actions` played on `def` with `content`, as the terminal player would: the session at the end. */
export function solutionSession(def: LevelDef, content: Content, actions: readonly PlayerAction[]): Session {
  const session = new Session(def, content);
  for (const a of actions) {
    const outcome = session.apply(a);
    if (outcome.type === "choose") throw new Error(`solution action needs a ${outcome.kind} choice`);
  }
  return session;
}

/**
 * Write the replay of `session`, played on the level file `levelFile`, as `<dir>/<level file
 * name>.replay.json` (format 2, replay-file.ts); returns the file's path.
 */
export function saveReplay(dir: string, levelFile: string, session: Session): string {
  const file = replayFileOf(dir, levelFile);
  writeReplay(file, session, levelFile);
  return file;
}

/** The replay file `saveReplay` writes for the level file `levelFile`: `<dir>/<level file name>.replay.json`. */
export function replayFileOf(dir: string, levelFile: string): string {
  return join(dir, `${basename(levelFile, ".json")}.replay.json`);
}

/**
 * Why `levelFiles` cannot all be saved into `dir`, or null: two different level files of the same
 * name (`a/x.json`, `b/x.json`) would be saved as one replay file, the second over the first. The same
 * file named twice is one level, saved twice alike.
 */
export function replayClash(dir: string, levelFiles: readonly string[]): string | null {
  const seen = new Map<string, string>();
  for (const level of levelFiles) {
    const file = replayFileOf(dir, level);
    const before = seen.get(file);
    if (before !== undefined && resolve(before) !== resolve(level))
      return `--save-replays ${dir}: ${before} and ${level} would both be saved as ${file}, the second over the first: save them in separate runs`;
    seen.set(file, level);
  }
  return null;
}
