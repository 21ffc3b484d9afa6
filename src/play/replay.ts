/**
 * Replays (`*.replay.json`): a level, the actions played on it in the terminal player's notation
 * (the chooser's answers included), and the hash of the final state, so a replay can check that the
 * engines still reach exactly the same game.
 */
import { hashLevel } from "../engine/grid";
import { hashSpellGrid } from "../engine/spellgrid";
import type { LevelDef } from "../harness";
import { formatAction, parseAction } from "./notation";
import { Session } from "./session";

export interface Replay {
  /** The level file, relative to the repository root (e.g. "levels/l1-double-tap.json"). */
  level: string;
  actions: string[];
  won: boolean;
  finalHash: string;
}

/** The canonical hash of a session's game state (grid, cards and id maps; not logs or history). */
export function sessionHash(session: Session): string {
  const e = session.engine;
  return e.kind === "spellgrid" ? hashSpellGrid(e.game.state) : hashLevel(e.game.state);
}

/** The replay of what has been played in `session` so far. */
export function replayOf(session: Session, levelPath: string): Replay {
  return {
    level: levelPath,
    actions: session.history.map(formatAction),
    won: session.won(),
    finalHash: sessionHash(session),
  };
}

/** Play a replay's actions on its level; an action that fails or asks for a choice is an error naming it. */
export function playReplay(
  def: LevelDef,
  replay: Replay,
): { session: Session; hash: string; matches: boolean } {
  const session = new Session(def);
  replay.actions.forEach((line, i) => {
    const outcome = session.apply(parseAction(line));
    if (outcome.type === "choose")
      throw new Error(
        `replay action ${i + 1} "${line}" needs a ${outcome.kind} choice (one of ${outcome.options.join(", ")})`,
      );
  });
  const hash = sessionHash(session);
  return { session, hash, matches: hash === replay.finalHash && session.won() === replay.won };
}
