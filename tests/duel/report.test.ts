import { describe, expect, test } from "vitest";
import { summarize } from "../../src/ai/stats";
import { formatReport, headerLine, progressOf } from "../../src/duel/report";

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

  test("every count agrees with its noun: one game, one win, one decided game, one action", () => {
    const results = [{ game: 0, first: 0 as const, winner: 0 as const, turns: 1, actions: 1 }];
    const run = { results, summary: summarize(results), ms: 1000 };
    const who = { players: ["greedy", "random"] as [string, string], decks: ["a", "b"] as [string, string] };
    expect(formatReport(run, who, headerLine({ games: 1, seed: 0, workers: 1, playouts: 1 }))).toBe(
      [
        "1 game, seed 0, 1 worker, MCTS with 1 playout a move",
        "1. greedy (a)       1 win   100.0 %  95 % CI 20.7 % to 100.0 %",
        "2. random (b)       0 wins    0.0 %  95 % CI 0.0 % to 79.3 %",
        "draws               0         0.0 %",
        "first player won 1 of 1 decided game (100.0 %)",
        "game length: 1.0 turns, 1.0 actions (mean)",
        "speed: 1 action in 1.0 s: 1 actions/s",
      ].join("\n"),
    );
    expect(headerLine({ games: 2, seed: 5, workers: 2 })).toBe("2 games, seed 5, 2 workers");
    const out: string[] = [];
    const p = progressOf((t) => out.push(t), false);
    p.update(1, 1);
    expect(out).toEqual(["1/1 game\n"]);
  });

  test("on a terminal a bar is redrawn in place and ended with a newline", () => {
    const out: string[] = [];
    const p = progressOf((t) => out.push(t), true, 23); // 23 columns: a bar of 10 beside " 4/4 games"
    p.update(1, 4);
    p.update(4, 4);
    p.finish();
    expect(out).toEqual(["\r[###-------] 1/4 games", "\r[##########] 4/4 games", "\n"]);
  });

  test("the bar fits the terminal: a narrow one gets a shorter bar, or the count alone; never a wrapped line", () => {
    for (const columns of [12, 20, 40, 80, 200]) {
      const out: string[] = [];
      const p = progressOf((t) => out.push(t), true, columns);
      for (const done of [0, 7, 999, 1000]) p.update(done, 1000);
      const lines = out.map((t) => t.replace(/^\r/, ""));
      for (const line of lines) expect(line.length).toBeLessThan(columns);
      // every drawing as wide as the last: a shorter one would leave the end of the last on screen
      expect(new Set(lines.map((l) => l.length)).size).toBe(1);
    }
    const out: string[] = [];
    const p = progressOf((t) => out.push(t), true, 40);
    p.update(500, 1000);
    // 40 columns less the brackets, " 1000/1000 games" and the last column: a bar of 21
    expect(out).toEqual(["\r[###########----------]  500/1000 games"]);
    const narrow: string[] = [];
    progressOf((t) => narrow.push(t), true, 20).update(500, 1000);
    expect(narrow).toEqual(["\r 500/1000 games"]);
  });

  test("the table stays within 80 columns: with long deck names each interval goes on a line of its own", () => {
    const results = [0, 1, 2].map((game) => ({
      game,
      first: (game % 2) as 0 | 1,
      winner: game === 2 ? (1 as const) : (0 as const),
      turns: 20,
      actions: 50,
    }));
    const run = { results, summary: summarize(results), ms: 1000 };
    const who = {
      players: ["random", "greedy"] as [string, string],
      decks: ["decks/starter-control.json", "decks/starter-aggro.json"] as [string, string],
    };
    const table = formatReport(run, who, "3 games, seed 0, 1 worker");
    for (const line of table.split("\n")) expect(line.length).toBeLessThanOrEqual(80);
    expect(table).toBe(
      [
        "3 games, seed 0, 1 worker",
        "1. random (decks/starter-control.json)       2 wins   66.7 %",
        "   95 % CI 20.8 % to 93.9 %",
        "2. greedy (decks/starter-aggro.json)         1 win    33.3 %",
        "   95 % CI 6.1 % to 79.2 %",
        "draws                                        0         0.0 %",
        "first player won 1 of 3 decided games (33.3 %)",
        "game length: 20.0 turns, 50.0 actions (mean)",
        "speed: 150 actions in 1.0 s: 150 actions/s",
      ].join("\n"),
    );
  });

  test("otherwise a plain line at each tenth of the games", () => {
    const out: string[] = [];
    const p = progressOf((t) => out.push(t), false);
    for (let done = 1; done <= 20; done++) p.update(done, 20);
    p.finish();
    expect(out).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18, 20].map((n) => `${n}/20 games\n`));
  });
});
