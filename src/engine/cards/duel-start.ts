/**
 * The start of a duel (docs/rules.md §3.10): each deck is shuffled by the game's seeded generator, the
 * opening hands are dealt (no mulligan), the second player gets its extra cards, and player 0's first
 * turn starts. The hand sizes and extra cards are the caller's data (src/content/duel.ts).
 */
import { nextRandom } from "./chooser";
import { gameIsOver, noTurns } from "./errors";
import { cardNamed } from "./registry";
import { startTurn } from "./turns";
import type { Chooser, GameState, Player } from "./types";
import { createEntity, moveTo } from "./world";

/** How a duel starts: each player's opening hand size and the cards each then gets (the second player's coin). */
export interface DuelOpening {
  readonly hands: readonly [number, number];
  readonly extras: readonly [readonly string[], readonly string[]];
}

/** Fisher–Yates with the game's seeded generator (docs/rules.md §3.9): the same seed, the same order. */
function shuffle(state: GameState, deck: number[]): void {
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(nextRandom(state) * (i + 1));
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
}

/** Start the duel (once: a duel whose first turn has begun refuses). Dealing logs nothing; the first turn's start does. */
export function startDuel(state: GameState, chooser: Chooser | null, opening: DuelOpening): void {
  const duel = state.duel;
  if (duel === null) throw noTurns("startDuel");
  if (duel.winner !== null) throw gameIsOver("startDuel", duel.winner);
  if (duel.turn !== 0) throw new Error(`startDuel: the duel has started already (turn ${duel.turn})`);
  for (const p of [0, 1] as const) {
    const extras = opening.extras[p].map((name) => cardNamed(state, name));
    shuffle(state, state.sides[p].deck);
    for (let i = 0; i < opening.hands[p] && state.sides[p].deck.length > 0; i++)
      moveTo(state, state.sides[p].deck[0], "hand");
    for (const card of extras) createEntity(state, card, p as Player, "hand");
  }
  startTurn(state, chooser, 0, "startDuel");
}
