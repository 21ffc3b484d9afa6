/**
 * A match on every core (docs/rules.md §7, `npm run duel`): its games are cut into slices that piscina's
 * worker threads play (on one worker, this thread plays them all). Each game depends on the match's seed
 * and its number only (`playGame`), and the results are put back in game order, so a match's results
 * are the same on any number of workers.
 */
import { availableParallelism } from "node:os";
import { MessageChannel } from "node:worker_threads";
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
   * slice that may take minutes), then with the games done so far as they are played: each slice says
   * its games at most every `progressEveryMs` ms and at its end (in any order of slices).
   */
  onProgress?: (done: number, total: number) => void;
  /** How often a slice says its games while it plays (default `PROGRESS_EVERY_MS`); 0: after every game. */
  progressEveryMs?: number;
}

/**
 * How often a slice says how many games it played: often enough that a match of slow games moves its
 * bar game by game, seldom enough that one of fast games sends a few messages, not one a game.
 */
export const PROGRESS_EVERY_MS = 100;

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
  const everyMs = options.progressEveryMs ?? PROGRESS_EVERY_MS;
  let done = 0;
  options.onProgress?.(0, games);
  /** A slice's count: games it said it played, then at its end the rest of its games (late words are dropped). */
  const counter = () => {
    let told = 0;
    let over = false;
    return {
      tell: (n: number) => {
        if (over) return;
        told += n;
        done += n;
        options.onProgress?.(done, games);
      },
      finished: (r: GameResult[]) => {
        over = true;
        done += r.length - told;
        options.onProgress?.(done, games);
        return r;
      },
    };
  };
  let parts: GameResult[][];
  if (options.workers === 1) {
    parts = [];
    for (const [start, end] of slices) {
      const count = counter();
      parts.push(count.finished(run({ setup: withCards, start, end, progress: { everyMs } }, count.tell)));
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
        slices.map(([start, end]) => {
          const count = counter();
          const { port1, port2 } = new MessageChannel();
          port1.on("message", count.tell);
          const task: Slice = { setup: withCards, start, end, progress: { port: port2, everyMs } };
          return pool
            .run(task, { transferList: [port2] })
            .then(count.finished)
            .finally(() => port1.close());
        }),
      );
    } finally {
      await pool.destroy();
    }
  }
  const results = parts.flat().sort((a, b) => a.game - b.game);
  return { results, summary: summarize(results), ms: performance.now() - t0 };
}
