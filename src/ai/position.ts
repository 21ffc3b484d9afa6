/**
 * A position, as the AI players search it: the duel's plain state (docs/api.md "Duels"), with the engine's
 * own `legalActions` and `apply` (docs/rules.md §3.10). The search computes no rule: every move it tries is
 * the engine's. A position carries no journal (nothing reads it in a search), so a copy costs a state's
 * copy and not the game's log; each move returns a new position and never changes the one it is given.
 */
import type { Duel } from "../api/duel";
import {
  apply,
  type DuelAction,
  type GameState,
  legalActions,
  type Player,
  SequenceLimitError,
  type Winner,
} from "../engine/cards";

/** A duel's state without its journal. */
export type Position = GameState;

/** The position a duel is in (the duel is not changed: its state is shared, never written). */
export function positionOf(duel: Duel): Position {
  return withoutJournal(duel.state);
}

function withoutJournal(state: GameState): Position {
  return state.log.length === 0 ? state : { ...state, log: [], depths: [], causes: [] };
}

/**
 * The position after `action` (the engine's `apply`, with the seeded chooser of the state: a search never
 * asks a person). Throws as the duel would for an illegal action.
 */
export function play(position: Position, action: DuelAction): Position {
  return withoutJournal(apply(position, action, null)[0]);
}

/**
 * The position after `action`, or null when the engine refuses it at a loop bound (the Death Phase limit
 * or the Sequence budget, docs/rules.md §3.2, §3.3): `legalActions` lists the play of a card whose
 * Deathrattle summons itself into death again, but no one can play it, so an agent passes it by. Any
 * other error is thrown.
 */
export function tryPlay(position: Position, action: DuelAction): Position | null {
  try {
    return play(position, action);
  } catch (e) {
    if (e instanceof SequenceLimitError) return null;
    throw e;
  }
}

/** Every legal action in the position, in the engine's stable order. */
export function actionsOf(position: Position): DuelAction[] {
  return legalActions(position);
}

/** Who won: 0, 1, "draw", or null while the game goes on. */
export function winnerOf(position: Position): Winner {
  return position.duel?.winner ?? null;
}

/** The player whose turn it is. */
export function activeOf(position: Position): Player {
  if (position.duel === null) throw new Error("AI: the game is not a duel (it has no turns)");
  return position.duel.active;
}
