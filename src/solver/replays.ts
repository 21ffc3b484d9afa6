/** A solver's script as a replay file: played through a Session (the terminal player's path), hashed. */
import { writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import type { LevelDef } from "../harness";
import type { PlayerAction } from "../play/notation";
import { type Replay, replayOf } from "../play/replay";
import { Session } from "../play/session";

/** The replay of `actions` on the level at `levelPath` (relative to the repository root). */
export function solutionReplay(levelPath: string, def: LevelDef, actions: readonly PlayerAction[]): Replay {
  const session = new Session(def);
  for (const a of actions) {
    const outcome = session.apply(a);
    if (outcome.type === "choose") throw new Error(`solution action needs a ${outcome.kind} choice`);
  }
  return replayOf(session, levelPath);
}

/** Write a replay as `<dir>/<level name>.replay.json`; returns the file's path. */
export function saveReplay(dir: string, replay: Replay): string {
  const file = join(dir, `${basename(replay.level, ".json")}.replay.json`);
  writeFileSync(file, `${JSON.stringify(replay, null, 2)}\n`);
  return file;
}
