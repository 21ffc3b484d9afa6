/** A solver's script as a replay file: played through a Session (the terminal player's path), hashed. */
import { basename, join } from "node:path";
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
  const file = join(dir, `${basename(levelFile, ".json")}.replay.json`);
  writeReplay(file, session, levelFile);
  return file;
}
