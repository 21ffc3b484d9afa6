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
import { describeValue } from "../engine/cards";
import { DUEL_MAXIMA } from "./args";
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

/** The largest match seed: seeds are 32-bit (`gameSeed`). */
const MAX_SEED = 0xffffffff;

/**
 * Throws unless runMatch's `games`, options and seed are what `npm run duel` takes (docs/rules.md §7): a
 * whole number of games from 1 to `DUEL_MAXIMA.games`, of workers from 1 to `DUEL_MAXIMA.workers`, a seed
 * from 0 to 2³² − 1, a progress interval of 0 ms or more (Infinity: each slice at its end
 * only) and a progress function. Names the argument and
 * the value: unchecked, NaN games played none, 1.5 played 2, a NaN seed played seed 0's match, and NaN
 * workers never returned.
 */
function checkRun(setup: MatchSetup, games: unknown, options: RunOptions): void {
  const refuse = (what: string, value: unknown, must: string) =>
    new Error(`runMatch: ${what} must be ${must}, not ${describeValue(value)}`);
  const wholeIn = (what: string, value: unknown, min: number, max: number) => {
    if (!(Number.isInteger(value) && (value as number) >= min && (value as number) <= max))
      throw refuse(what, value, `a whole number from ${min} to ${max}`);
  };
  if (typeof setup !== "object" || setup === null)
    throw refuse("setup", setup, "a match {players, decks, seed, settings, cards?}");
  if (typeof options !== "object" || options === null)
    throw refuse("options", options, "an object {workers, onProgress?, progressEveryMs?}");
  wholeIn("games", games, 1, DUEL_MAXIMA.games);
  wholeIn("options.workers", options.workers, 1, DUEL_MAXIMA.workers);
  const every = options.progressEveryMs;
  if (every !== undefined && !(typeof every === "number" && every >= 0))
    // Infinity: at a slice's end only
    throw refuse("options.progressEveryMs", every, "a number of milliseconds ≥ 0");
  if (options.onProgress !== undefined && typeof options.onProgress !== "function")
    throw refuse("options.onProgress", options.onProgress, "a function (done, total) => void");
  wholeIn("setup.seed", setup.seed, 0, MAX_SEED);
}

/** Play games 0 to `games - 1` of the match (its arguments checked first: `checkRun`). */
export async function runMatch(setup: MatchSetup, games: number, options: RunOptions): Promise<MatchRun> {
  checkRun(setup, games, options);
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
