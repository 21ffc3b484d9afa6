/** The match's worker thread (piscina): plays a slice of the match's games (docs/rules.md §7, `npm run duel`). */
import type { MessagePort } from "node:worker_threads";
import { type GameResult, type MatchSetup, playGame } from "../ai/match";

/** Games `start` to `end - 1` of the match (its setup carries the card library: plain data). */
export interface Slice {
  setup: MatchSetup;
  start: number;
  end: number;
  /**
   * Where to say how many games were played since it last said (a worker's port to the match's thread),
   * at most every `everyMs` milliseconds; the games not said yet are counted when the slice ends.
   */
  progress?: { port?: MessagePort; everyMs: number };
}

/**
 * Play one slice of games, in order, telling `tell` (or the slice's port) how many were played, at most
 * every `slice.progress.everyMs` ms: a match of slow games (MCTS) shows them one by one, and one of fast
 * games sends a few messages, not one a game.
 */
export default function run(slice: Slice, tell?: (games: number) => void): GameResult[] {
  const port = slice.progress?.port;
  const say = tell ?? (port ? (n: number) => port.postMessage(n) : undefined);
  const every = slice.progress?.everyMs ?? Number.POSITIVE_INFINITY;
  const out: GameResult[] = [];
  let untold = 0;
  let last = performance.now();
  for (let i = slice.start; i < slice.end; i++) {
    out.push(playGame(slice.setup, i));
    untold++;
    const now = performance.now();
    if (say !== undefined && i + 1 < slice.end && now - last >= every) {
      say(untold);
      untold = 0;
      last = now;
    }
  }
  port?.close();
  return out;
}
