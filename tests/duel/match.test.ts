import { describe, expect, test } from "vitest";
import { type GameResult, gameSeed, type MatchSetup, playGame } from "../../src/ai/match";
import { summarize, wilson } from "../../src/ai/stats";
import { runMatch, slicesOf } from "../../src/duel/run";
import type { CardDef } from "../../src/harness";
import { LIBRARY } from "../scenarios/duel/builder";

/**
 * Matches (issue 15 item 6): a game is a function of (seed, game number); a 1000-game seeded match runs
 * without error and gives identical results on 1 and 2 workers.
 */
const minion = (name: string, cost: number, attack: number, health: number): CardDef => ({
  name,
  type: "minion",
  cost,
  attack,
  health,
  text: [],
  split: 0,
  game: "course",
});

/** A small library (short games: 6-card decks reach Fatigue soon), with The Coin. */
const SMALL: CardDef[] = [
  minion("Match Pup", 1, 1, 2),
  minion("Match Ox", 2, 2, 3),
  minion("Match Bear", 3, 3, 4),
  LIBRARY.find((c) => c.name === "The Coin")!,
];
const SHORT: MatchSetup = {
  players: ["random", "random"],
  decks: [
    ["Match Pup", "Match Pup", "Match Ox", "Match Ox", "Match Bear", "Match Bear"],
    ["Match Bear", "Match Ox", "Match Pup", "Match Bear", "Match Ox", "Match Pup"],
  ],
  seed: 7,
  settings: {},
  cards: SMALL,
};

describe("a match's games", () => {
  test("game i depends on (seed, i) only; the contestants take turns going first", () => {
    expect(playGame(SHORT, 5)).toEqual(playGame(SHORT, 5));
    expect([0, 1, 2, 3].map((i) => playGame(SHORT, i).first)).toEqual([0, 1, 0, 1]);
    const seeds = new Set([0, 1, 2].flatMap((i) => [0, 1, 2].map((role) => gameSeed(7, i, role))));
    expect(seeds.size).toBe(9);
    expect(gameSeed(7, 1, 0)).not.toBe(gameSeed(8, 1, 0));
  });

  test("a result counts the duel's turns and actions, and its winner by contestant", () => {
    const r = playGame({ ...SHORT, players: ["greedy", "random"] }, 1);
    expect(r.turns).toBeGreaterThan(1);
    expect(r.actions).toBeGreaterThanOrEqual(r.turns - 1); // each turn but the last ends with an action
    expect([0, 1, "draw"]).toContain(r.winner);
  });

  test("an agent's failure names the game and the match's seed", () => {
    const bad = { ...SHORT, decks: [["No Such Card"], []] as [string[], string[]] };
    expect(() => playGame(bad, 3)).toThrow(/^game 3 of the match with seed 7: .*No Such Card/);
  });

  test("1000 seeded games: no error, every game counted, identical results on 1 and 2 workers", async () => {
    const one = await runMatch(SHORT, 1000, { workers: 1 });
    const two = await runMatch(SHORT, 1000, { workers: 2 });
    expect(two.results).toEqual(one.results);
    expect(two.summary).toEqual(one.summary);
    const s = one.summary;
    expect(one.results.map((r) => r.game)).toEqual([...Array(1000).keys()]);
    expect(s.wins[0] + s.wins[1] + s.draws).toBe(1000);
    expect(s.actions).toBe(one.results.reduce((n, r) => n + r.actions, 0));
    expect(s.wins[0]).toBeGreaterThan(0);
    expect(s.wins[1]).toBeGreaterThan(0);
  }, 120_000);

  test("progress is reported at 0 games before any game is played, then after each slice", async () => {
    const seen: [number, number][] = [];
    await runMatch(SHORT, 20, {
      workers: 1,
      progressEveryMs: Number.POSITIVE_INFINITY,
      onProgress: (done, total) => seen.push([done, total]),
    });
    const slices = slicesOf(20, 1);
    expect(seen).toEqual([[0, 20], ...slices.map(([, end]) => [end, 20])]);
  });

  test("a slice says its games while it plays (here after every game), not only at its end", async () => {
    const seen: number[] = [];
    await runMatch(SHORT, 20, { workers: 1, progressEveryMs: 0, onProgress: (done) => seen.push(done) });
    expect(slicesOf(20, 1).length).toBeLessThan(20);
    expect(seen).toEqual([...Array(21).keys()]);
  });

  test("on worker threads too the games are counted as they come, each once, up to the whole match", async () => {
    const seen: number[] = [];
    const r = await runMatch(SHORT, 40, {
      workers: 2,
      progressEveryMs: 0,
      onProgress: (done) => seen.push(done),
    });
    expect(r.results).toHaveLength(40);
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(40);
    expect(seen.every((d, i) => i === 0 || d > seen[i - 1])).toBe(true);
    expect(seen.length).toBeGreaterThan(slicesOf(40, 2).length + 1); // more often than once a slice
  });

  test("slices cover every game once, in order", () => {
    for (const [games, workers] of [
      [1, 4],
      [1000, 2],
      [7, 3],
    ])
      expect(
        slicesOf(games, workers).flatMap(([a, b]) => [...Array(b - a).keys()].map((k) => a + k)),
      ).toEqual([...Array(games).keys()]);
  });
});

describe("a match's summary", () => {
  const r = (game: number, first: 0 | 1, winner: GameResult["winner"]): GameResult => ({
    game,
    first,
    winner,
    turns: 10 + game,
    actions: 40,
  });

  test("counts wins by contestant, draws, first-player wins and mean lengths", () => {
    const s = summarize([r(0, 0, 0), r(1, 1, 0), r(2, 0, "draw"), r(3, 1, 1)]);
    expect(s).toMatchObject({
      games: 4,
      wins: [2, 1],
      draws: 1,
      firstPlayerWins: 2,
      turns: 46,
      actions: 160,
    });
    expect(s.rates).toEqual([0.5, 0.25]);
    expect(s.meanTurns).toBe(11.5);
    expect(s.intervals[0]).toEqual(wilson(2, 4));
  });

  test("Wilson's interval: known values, inside [0, 1], around the rate", () => {
    const [lo, hi] = wilson(5, 10);
    expect(lo).toBeCloseTo(0.2366, 4);
    expect(hi).toBeCloseTo(0.7634, 4);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(0, 10)[1]).toBeCloseTo(0.2775, 4);
    expect(wilson(10, 10)[1]).toBeCloseTo(1, 12);
    expect(wilson(0, 0)).toEqual([0, 1]);
    for (const [k, n] of [
      [1, 3],
      [612, 1000],
      [999, 1000],
    ]) {
      const [a, b] = wilson(k, n);
      expect(a).toBeLessThanOrEqual(k / n);
      expect(b).toBeGreaterThanOrEqual(k / n);
    }
  });
});
