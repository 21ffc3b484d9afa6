/**
 * A won or lost game (docs/rules.md §7): every move is refused, and the message says what can still
 * help. Undo helps when it reaches a state that goes on; restart helps when the level's start goes on.
 * A level lost before its first move (nothing is YOU at its start) is helped by neither: undo and
 * restart both return to that start, so the message says to change the level or play another instead.
 */
import { isLostState, isWonState, type PlayState } from "./apply";

/** How a game ended. */
export type End = "won" | "lost";

/** How `state` ended, or null while it goes on. */
export function endOf(state: PlayState): End | null {
  return isWonState(state) ? "won" : isLostState(state) ? "lost" : null;
}

/** What can take a game out of its end. */
export interface WaysOut {
  /** Whether undo reaches a state that goes on (there is something to undo, and not only ends). */
  readonly undo: boolean;
  /** How the level's start stands: restart helps only when it goes on (null). */
  readonly start: End | null;
}

/** What a refused move says, by the end. */
const ENDED: Readonly<Record<End, string>> = {
  won: "the level is won: no more moves",
  lost: "the level is lost: nothing is YOU",
};

/** What it says when the level's start has ended already, by that end. */
const ENDED_AT_START: Readonly<Record<End, string>> = {
  won: "the level is won before its first move",
  lost: "the level is lost before its first move: nothing is YOU at its start",
};

/** The keys that help, as the terminal and the studio name them (`u undoes`, `r restarts`); none may. */
export function remedies(ways: WaysOut): string[] {
  return [...(ways.undo ? ["u undoes"] : []), ...(ways.start === null ? ["r restarts"] : [])];
}

/**
 * Why moves are refused in `state`, with what helps (`ways`): `the level is won: no more moves (u undoes,
 * r restarts)`; with nothing that helps, why not and what does. Null while the game goes on.
 */
export function gameOver(state: PlayState, ways: WaysOut): string | null {
  const end = endOf(state);
  if (end === null) return null;
  const helps = remedies(ways);
  if (helps.length > 0) return `${ENDED[end]} (${helps.join(", ")})`;
  // Restart does not help, so the start has ended: no move leaves an ended state, so this is the start.
  return `${ENDED_AT_START[end]}, so undo and restart cannot help: change the level, or play another`;
}
