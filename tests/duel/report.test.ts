import { describe, expect, test } from "vitest";
import { summarize } from "../../src/ai/stats";
import { counted, formatReport, progressOf } from "../../src/duel/report";

/** What `npm run duel` prints (docs/rules.md §7): the table, exactly, and its progress. */
describe("the duel command's report", () => {
  test("the table: wins, rate and 95 % interval per player, draws, first player, length, speed", () => {
    const results = [0, 1, 2, 3].map((game) => ({
      game,
      first: (game % 2) as 0 | 1,
      winner: game === 3 ? ("draw" as const) : game === 2 ? (1 as const) : (0 as const),
      turns: 20,
      actions: 50,
    }));
    const run = { results, summary: summarize(results), ms: 2000 };
    const who = {
      players: ["mcts", "greedy"] as [string, string],
      decks: ["a.json", "b.json"] as [string, string],
    };
    expect(formatReport(run, who, "4 games, seed 0, 1 worker")).toBe(
      [
        "4 games, seed 0, 1 worker",
        "1. mcts (a.json)         2 wins   50.0 %  95 % CI 15.0 % to 85.0 %",
        "2. greedy (b.json)       1 win    25.0 %  95 % CI 4.6 % to 69.9 %",
        "draws                    1        25.0 %",
        "first player won 1 of 3 decided games (33.3 %)",
        "game length: 20.0 turns, 50.0 actions (mean)",
        "speed: 200 actions in 2.0 s: 100 actions/s",
      ].join("\n"),
    );
  });

  test("one game, one win, one decided game: the singular", () => {
    const results = [{ game: 0, first: 0 as const, winner: 1 as const, turns: 9, actions: 30 }];
    const run = { results, summary: summarize(results), ms: 1000 };
    const who = { players: ["random", "random"] as [string, string], decks: ["a", "b"] as [string, string] };
    expect(
      formatReport(run, who, `${counted(1, "game")}, seed 0, ${counted(2, "worker")}`).split("\n"),
    ).toEqual([
      "1 game, seed 0, 2 workers",
      "1. random (a)       0 wins    0.0 %  95 % CI 0.0 % to 79.3 %",
      "2. random (b)       1 win   100.0 %  95 % CI 20.7 % to 100.0 %",
      "draws               0         0.0 %",
      "first player won 0 of 1 decided game (0.0 %)",
      "game length: 9.0 turns, 30.0 actions (mean)",
      "speed: 30 actions in 1.0 s: 30 actions/s",
    ]);
  });

  test("on a terminal a bar is redrawn in place and ended with a newline", () => {
    const out: string[] = [];
    const p = progressOf((t) => out.push(t), true, 10);
    p.update(1, 4);
    p.update(4, 4);
    p.finish();
    expect(out).toEqual(["\r[###-------] 1/4 games", "\r[##########] 4/4 games", "\n"]);
  });

  test("otherwise a plain line at each tenth of the games", () => {
    const out: string[] = [];
    const p = progressOf((t) => out.push(t), false);
    for (let done = 1; done <= 20; done++) p.update(done, 20);
    p.finish();
    expect(out).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18, 20].map((n) => `${n}/20 games\n`));
  });
});
