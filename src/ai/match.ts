/**
 * One game of a match between two agents (issue 15 item 6), a function of the match's seed and the game's
 * number only: game `i`'s shuffle and agents' seeds derive from (seed, i), and the contestants take turns
 * going first (contestant `i % 2` is player 0 in game `i`), each with its own deck. So a match gives the
 * same results however its games are spread over threads.
 */
import { newDuel } from "../api/duel";
import type { CardDef, Player } from "../engine/cards";
import { type AgentName, type AgentSettings, makeAgent } from "./registry";

/** A match: two contestants (an agent and its deck each), a seed, the agents' settings, the cards. */
export interface MatchSetup {
  /** Contestant c's agent plays deck `decks[c]` (a list of card names). */
  players: [AgentName, AgentName];
  decks: [string[], string[]];
  seed: number;
  settings: AgentSettings;
  /**
   * The card library (plain data, so a worker thread can receive it). Default: the repository's cards, read
   * for each game (`runMatch` reads them once).
   */
  cards?: readonly CardDef[];
}

/** How one game went, by contestant (0 or 1, not by seat). */
export interface GameResult {
  game: number;
  /** The contestant who went first (player 0). */
  first: 0 | 1;
  winner: 0 | 1 | "draw";
  /** The duel's turn number at the end (1 is the first player's first turn). */
  turns: number;
  actions: number;
}

/** A game that has not ended after this many actions is an error (a bound by name; games end by Fatigue). */
export const GAME_ACTION_LIMIT = 20_000;

/** A 32-bit seed from the match's seed, the game's number and a role (0 the shuffle, 1 and 2 the agents). */
export function gameSeed(seed: number, game: number, role: number): number {
  let h =
    Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^
    Math.imul(game + 1, 0xc2b2ae35) ^
    Math.imul(role + 1, 0x27d4eb2f);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Play game `game` of the match to its end. Errors name the game and the match's seed. */
export function playGame(setup: MatchSetup, game: number): GameResult {
  const first = (game % 2) as 0 | 1;
  const contestantAt = (seat: Player): 0 | 1 => (seat ^ first) as 0 | 1;
  try {
    const agents = [0, 1].map((c) =>
      makeAgent(setup.players[c], gameSeed(setup.seed, game, c + 1), setup.settings),
    );
    const decks: [string[], string[]] = [setup.decks[contestantAt(0)], setup.decks[contestantAt(1)]];
    const duel = newDuel({ decks, seed: gameSeed(setup.seed, game, 0), cards: setup.cards });
    let actions = 0;
    for (let seat = duel.activePlayer(); duel.winner() === null; seat = duel.activePlayer()) {
      if (actions >= GAME_ACTION_LIMIT) throw new Error(`no winner after ${GAME_ACTION_LIMIT} actions`);
      duel.apply(agents[contestantAt(seat)].choose(duel));
      duel.clearLog(); // nobody reads a match's log: a game's copies stay small
      actions++;
    }
    const w = duel.winner() as Player | "draw";
    return { game, first, winner: w === "draw" ? "draw" : contestantAt(w), turns: duel.turn(), actions };
  } catch (e) {
    throw new Error(`game ${game} of the match with seed ${setup.seed}: ${(e as Error).message}`);
  }
}
