/**
 * A match on every core (docs/rules.md §7, `npm run duel`): its games are cut into slices that piscina's
 * worker threads play (on one worker, this thread plays them all). Each game depends on the match's seed
 * and its number only (`playGame`), and the results are put back in game order, so a match's results
 * are the same on any number of workers.
 */
import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import type { GameResult, MatchSetup } from "../ai/match";
import { type MatchSummary, summarize } from "../ai/stats";
import { CARDS_DIR, readCardDir } from "../content/card-files";
import run, { type Slice } from "./worker";

/** Every core. */
export const CORES = availableParallelism();

export interface RunOptions {
  /** Worker threads; 1 plays every game on this thread. */
  workers: number;
  /**
   * Called with 0 games done before the first game (so a progress bar shows at once, not after a first
   * slice that may take minutes), then after each slice with the games done so far (in any order of slices).
   */
  onProgress?: (done: number, total: number) => void;
}

export interface MatchRun {
  results: GameResult[];
  summary: MatchSummary;
  /** Wall time of the whole match (not part of the results: it varies from run to run). */
  ms: number;
}

/** The slices of `games` games: about 8 per worker, so a slow slice does not hold the others up. */
export function slicesOf(games: number, workers: number): [number, number][] {
  const size = Math.max(1, Math.ceil(games / (workers * 8)));
  const out: [number, number][] = [];
  for (let start = 0; start < games; start += size) out.push([start, Math.min(games, start + size)]);
  return out;
}

/** Play games 0 to `games - 1` of the match. */
export async function runMatch(setup: MatchSetup, games: number, options: RunOptions): Promise<MatchRun> {
  const t0 = performance.now();
  const withCards: MatchSetup = { ...setup, cards: setup.cards ?? readCardDir(CARDS_DIR) };
  const slices = slicesOf(games, options.workers);
  let done = 0;
  options.onProgress?.(0, games);
  const finished = (r: GameResult[]) => {
    done += r.length;
    options.onProgress?.(done, games);
    return r;
  };
  let parts: GameResult[][];
  if (options.workers === 1) {
    parts = [];
    for (const [start, end] of slices) {
      parts.push(finished(run({ setup: withCards, start, end })));
      await new Promise((resolve) => setImmediate(resolve)); // let the progress bar draw
    }
  } else {
    const pool = new Piscina<Slice, GameResult[]>({
      filename: new URL("./worker.mjs", import.meta.url).href,
      minThreads: options.workers,
      maxThreads: options.workers,
    });
    try {
      parts = await Promise.all(
        slices.map(([start, end]) => pool.run({ setup: withCards, start, end }).then(finished)),
      );
    } finally {
      await pool.destroy();
    }
  }
  const results = parts.flat().sort((a, b) => a.game - b.game);
  return { results, summary: summarize(results), ms: performance.now() - t0 };
}
