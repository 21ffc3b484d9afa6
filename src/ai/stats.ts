/**
 * A match's results summed up (issue 15 item 6): wins, draws, win rates with 95 % confidence intervals
 * (Wilson's score interval), how often the first player won, and the mean game length.
 */
import type { GameResult } from "./match";

/** z for a two-sided 95 % interval. */
export const Z95 = 1.959964;

/**
 * Wilson's score interval for `k` successes in `n` trials (Wilson, 1927): unlike the normal
 * approximation it stays inside [0, 1] and is sound for rates near 0 or 1 and for small n.
 */
export function wilson(k: number, n: number, z = Z95): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export interface MatchSummary {
  games: number;
  /** Wins of contestant 0 and 1. */
  wins: [number, number];
  draws: number;
  /** Each contestant's win rate and its 95 % interval. */
  rates: [number, number];
  intervals: [[number, number], [number, number]];
  /** Games won by whoever went first. */
  firstPlayerWins: number;
  /** Totals and means over the games. */
  turns: number;
  actions: number;
  meanTurns: number;
  meanActions: number;
}

/** Sum up the games' results (in any order: the summary depends on the set of games only). */
export function summarize(results: readonly GameResult[]): MatchSummary {
  const n = results.length;
  const wins: [number, number] = [0, 0];
  let draws = 0;
  let firstPlayerWins = 0;
  let turns = 0;
  let actions = 0;
  for (const r of results) {
    if (r.winner === "draw") draws++;
    else {
      wins[r.winner]++;
      if (r.winner === r.first) firstPlayerWins++;
    }
    turns += r.turns;
    actions += r.actions;
  }
  return {
    games: n,
    wins,
    draws,
    rates: [n === 0 ? 0 : wins[0] / n, n === 0 ? 0 : wins[1] / n],
    intervals: [wilson(wins[0], n), wilson(wins[1], n)],
    firstPlayerWins,
    turns,
    actions,
    meanTurns: n === 0 ? 0 : turns / n,
    meanActions: n === 0 ? 0 : actions / n,
  };
}
