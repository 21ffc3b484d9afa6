/** The match's worker thread (piscina): plays a slice of the match's games (docs/rules.md §7, `npm run duel`). */
import { type GameResult, type MatchSetup, playGame } from "../ai/match";

/** Games `start` to `end - 1` of the match (its setup carries the card library: plain data). */
export interface Slice {
  setup: MatchSetup;
  start: number;
  end: number;
}

/** Play one slice of games, in order. */
export default function run(slice: Slice): GameResult[] {
  const out: GameResult[] = [];
  for (let i = slice.start; i < slice.end; i++) out.push(playGame(slice.setup, i));
  return out;
}
