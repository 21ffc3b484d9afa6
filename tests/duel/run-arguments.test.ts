/**
 * `runMatch` as a kit user calls it (docs/api.md, Matches; docs/rules.md §7): the games, the workers,
 * the progress interval and the match's seed are checked as `npm run duel` checks its flags, before any
 * game is played, and a bad one is refused naming the call, the argument and the value. Before, 1.5 games
 * played 2, NaN or -1 games played none without a word, a NaN seed played seed 0's match, 0 workers was
 * piscina's TypeError (`options.maxThreads must be a positive integer`), and NaN workers never returned.
 */
import { describe, expect, test } from "vitest";
import type { MatchSetup } from "../../src/ai/match";
import { DUEL_MAXIMA } from "../../src/duel/args";
import { runMatch } from "../../src/duel/run";
import { LIBRARY } from "../scenarios/duel/builder";

const DECK = Array(10).fill("Duel Filler");
const setup = (seed: unknown = 1): MatchSetup => ({
  players: ["random", "random"],
  decks: [DECK, DECK],
  seed: seed as number,
  settings: {},
  cards: LIBRARY,
});

/** [what, the call, the exact message]. */
const REFUSED: [string, () => Promise<unknown>, string][] = [
  ...[Number.NaN, -1, 0, 1.5, "2", Number.POSITIVE_INFINITY, DUEL_MAXIMA.games + 1].map(
    (games): [string, () => Promise<unknown>, string] => [
      `games ${String(games)}`,
      () => runMatch(setup(), games as number, { workers: 1 }),
      `runMatch: games must be a whole number from 1 to ${DUEL_MAXIMA.games}, not ${typeof games === "string" ? `the string "${games}"` : games}`,
    ],
  ),
  ...[Number.NaN, 0, 1.5, DUEL_MAXIMA.workers + 1, "2"].map(
    (workers): [string, () => Promise<unknown>, string] => [
      `workers ${String(workers)}`,
      () => runMatch(setup(), 2, { workers: workers as number }),
      `runMatch: options.workers must be a whole number from 1 to ${DUEL_MAXIMA.workers}, not ${typeof workers === "string" ? `the string "${workers}"` : workers}`,
    ],
  ),
  [
    "progressEveryMs NaN",
    () => runMatch(setup(), 2, { workers: 1, progressEveryMs: Number.NaN }),
    "runMatch: options.progressEveryMs must be a number of milliseconds ≥ 0, not NaN",
  ],
  [
    "progressEveryMs -5",
    () => runMatch(setup(), 2, { workers: 1, progressEveryMs: -5 }),
    "runMatch: options.progressEveryMs must be a number of milliseconds ≥ 0, not -5",
  ],
  [
    "onProgress 3",
    () => runMatch(setup(), 2, { workers: 1, onProgress: 3 as never }),
    "runMatch: options.onProgress must be a function (done, total) => void, not 3",
  ],
  [
    "no options",
    () => runMatch(setup(), 2, undefined as never),
    "runMatch: options must be an object {workers, onProgress?, progressEveryMs?}, not undefined",
  ],
  ...[Number.NaN, -1, 2 ** 32, 0.5].map((seed): [string, () => Promise<unknown>, string] => [
    `seed ${seed}`,
    () => runMatch(setup(seed), 2, { workers: 1 }),
    `runMatch: setup.seed must be a whole number from 0 to 4294967295, not ${seed}`,
  ]),
];

describe("runMatch checks its arguments before playing", () => {
  test.each(REFUSED)("%s is refused, naming it, and no game is played", async (_, call, message) => {
    await expect(call()).rejects.toThrow(message);
  });

  test("good arguments play the match: the games asked for, each reported", async () => {
    const told: number[] = [];
    const r = await runMatch(setup(), 3, {
      workers: 1,
      progressEveryMs: 0,
      onProgress: (done) => told.push(done),
    });
    expect(r.results.map((g) => g.game)).toEqual([0, 1, 2]);
    expect(told.at(0)).toBe(0);
    expect(told.at(-1)).toBe(3);
  });
});
