/**
 * Replays (`*.replay.json`, format 2, schema/replay.schema.json): a level, the actions played on it in
 * the terminal player's notation (the chooser's answers included), the hash of the final state, and
 * fingerprints of the level and of the cards the game depends on (fingerprint.ts), so a replay check
 * can tell an engine change ("the final state differs") from a content change ("the level changed",
 * "the cards changed"). Pure: the files are read and written by replay-file.ts.
 */

import type { Content } from "../content/content";
import { hashLevel } from "../engine/grid";
import { hashSpellGrid } from "../engine/spellgrid";
import type { LevelDef } from "../harness";
import { cardsFingerprint, levelFingerprint } from "./fingerprint";
import { formatAction, type PlayerAction, parseAction } from "./notation";
import { Session } from "./session";

/** The replay format this version writes and reads. */
export const REPLAY_FORMAT = 2;

/** What a replay's level and cards were when it was recorded. */
export interface Fingerprint {
  /** The level definition's fingerprint. */
  level: string;
  /** The fingerprint of the cards the replay depends on (fingerprint.ts says which). */
  cards: string;
}

/** A replay, as its file holds it (schema/replay.schema.json describes every field). */
export interface Replay {
  $schema?: string;
  format: typeof REPLAY_FORMAT;
  /** The level file, relative to the folder the replay file is in (e.g. "../levels/l1-double-tap.json"). */
  level: string;
  fingerprint: Fingerprint;
  actions: string[];
  won: boolean;
  finalHash: string;
}

/** The canonical hash of a session's game state (grid, cards and id maps; not logs or history). */
export function sessionHash(session: Session): string {
  const e = session.engine;
  return e.kind === "spellgrid" ? hashSpellGrid(e.game.state) : hashLevel(e.game.state);
}

/** The fingerprints of `def` played with `actions` on `content` (see fingerprint.ts). */
export function fingerprintOf(
  def: LevelDef,
  actions: readonly PlayerAction[],
  content: Content,
): Fingerprint {
  return { level: levelFingerprint(def), cards: cardsFingerprint(def, actions, content.cards) };
}

/**
 * The replay of what has been played in `session` so far. `level` names the level file relative to
 * where the replay will be written; `schema` is the `$schema` reference to write, if any.
 */
export function replayOf(session: Session, level: string, schema?: string): Replay {
  return {
    ...(schema === undefined ? {} : { $schema: schema }),
    format: REPLAY_FORMAT,
    level,
    fingerprint: fingerprintOf(session.def, session.history, session.content),
    actions: session.history.map(formatAction),
    won: session.won(),
    finalHash: sessionHash(session),
  };
}

/** A replay's action that could not be played: its number (from 1), its text and why. */
export class ReplayActionError extends Error {
  constructor(
    readonly index: number,
    readonly action: string,
    readonly reason: string,
  ) {
    super(`action ${index} "${action}": ${reason}`);
  }
}

/** What playing a replay gave: the session at its end, its hash, and whether hash and won match the file. */
export interface Played {
  session: Session;
  hash: string;
  matches: boolean;
}

/**
 * Play a replay's actions on `def` with `content`. An action that fails or asks for a choice the
 * replay does not hold throws a `ReplayActionError` naming its number and text.
 */
export function playReplay(
  def: LevelDef,
  replay: Pick<Replay, "actions" | "won" | "finalHash">,
  content: Content,
): Played {
  const session = new Session(def, content);
  replay.actions.forEach((line, i) => {
    let outcome: ReturnType<Session["apply"]>;
    try {
      outcome = session.apply(parseAction(line));
    } catch (err) {
      throw new ReplayActionError(i + 1, line, err instanceof Error ? err.message : String(err));
    }
    if (outcome.type === "choose")
      throw new ReplayActionError(
        i + 1,
        line,
        `needs a ${outcome.kind} choice the replay does not hold (one of ${outcome.options.join(", ")})`,
      );
  });
  const hash = sessionHash(session);
  return { session, hash, matches: hash === replay.finalHash && session.won() === replay.won };
}
