/**
 * Every legal action of a duel, listed (docs/rules.md §3.10): what a player (or an AI) may do now. Each
 * listed action succeeds; every other play, attack or turn end fails. Built from the same checks the
 * actions run (`playCardProblem`, `attackProblem`), so the list and the rules cannot disagree.
 */
import type { Action } from "./actions";
import { attackProblem } from "./attack-rules";
import { playCardProblem } from "./play-card";
import { choosableTargets, needsTarget } from "./playing";
import type { GameState } from "./types";
import { enemyOf } from "./world";

/** A player's move in a duel, as data: play a card from hand (with its target), attack, end the turn. */
export type DuelAction = Extract<Action, { type: "playCard" | "attack" | "endTurn" }>;

/**
 * The legal actions now, in a stable order: each card in the active player's hand (left to right; a
 * card that takes a target once per minion it may pick, by order of play, or once with none when a
 * Battlecry has none to pick), then each attack (the hero and
 * the board left to right, each against the enemy hero and board left to right), then ending the turn.
 * None once the game is over; none in a game without turns.
 */
export function legalActions(state: GameState): DuelAction[] {
  const duel = state.duel;
  if (duel === null || duel.winner !== null || duel.turn === 0) return [];
  const side = state.sides[duel.active];
  const enemy = state.sides[enemyOf(duel.active)];
  const out: DuelAction[] = [];
  for (const handId of side.hand) {
    const def = state.entities[handId].card!.def;
    // a targeted Battlecry with no minion to pick is played with none (docs/rules.md §3.6)
    const targets = needsTarget(def) ? [...choosableTargets(state, duel.active, def), null] : [null];
    for (const target of targets)
      if (playCardProblem(state, handId, target) === null) out.push({ type: "playCard", handId, target });
  }
  for (const attacker of [side.hero, ...side.board])
    for (const defender of [enemy.hero, ...enemy.board])
      if (attackProblem(state, attacker, defender) === null) out.push({ type: "attack", attacker, defender });
  out.push({ type: "endTurn" });
  return out;
}
