import { describe, expect, test } from "vitest";
import { WEIGHTS } from "../../src/ai/evaluate";
import { MCTS_DEFAULTS, type MctsOptions, mctsAgent } from "../../src/ai/mcts";
import { newDuel } from "../../src/harness";
import { boardOf, DUEL_CARDS as C, duel, fillers, LIBRARY } from "../scenarios/duel/builder";
import { MIXED_DECKS } from "./decks";

/** The MCTS player (issue 15 item 6): UCT over the engine's moves, seeded. */
describe("MCTS agent", () => {
  test("is deterministic per seed: the same seed and duel give the same choices, move after move", () => {
    const choices = (seed: number) => {
      const d = newDuel({ decks: MIXED_DECKS(), seed: 3, cards: LIBRARY });
      const agents = [mctsAgent(seed, { playouts: 20 }), mctsAgent(seed + 1, { playouts: 20 })];
      const out: string[] = [];
      for (let i = 0; i < 20 && d.winner() === null; i++) {
        const a = agents[d.activePlayer()].choose(d);
        out.push(JSON.stringify(a));
        d.apply(a);
      }
      return out;
    };
    const a = choices(21);
    expect(a.length).toBe(20);
    expect(choices(21)).toEqual(a);
  });

  test("takes an obvious lethal, with random and with greedy rollouts", () => {
    for (const rollout of ["random", "greedy"] as const) {
      const d = duel([fillers(10), fillers(10)]);
      boardOf(d, [C.brute.name], [C.yeti.name]);
      d.dealDamage(d.hero(1), d.health(d.hero(1)) - 3);
      d.apply(mctsAgent(4, { playouts: 200, rollout }).choose(d));
      expect(d.winner()).toBe(0);
    }
  });

  test("with one legal action it plays it without searching", () => {
    const only = newDuel({ decks: [[], []], seed: 0, cards: LIBRARY }); // empty hands, empty boards
    expect(only.legalActions()).toEqual([{ type: "endTurn" }]);
    // A million playouts would take minutes (the test would time out): it does not search.
    expect(mctsAgent(1, { playouts: 1_000_000 }).choose(only)).toEqual({ type: "endTurn" });
  });

  test("bad options are errors naming the option", () => {
    expect(() => mctsAgent(1, { playouts: 0 })).toThrow(
      "mcts agent: playouts must be a whole number ≥ 1, not 0",
    );
    expect(() => mctsAgent(1, { rolloutTurns: -1 })).toThrow(
      "mcts agent: rolloutTurns must be a whole number ≥ 0, not -1",
    );
    expect(MCTS_DEFAULTS.playouts).toBe(1000);
  });

  test("every option is checked when the agent is made: a wrong value or an unknown option names it", () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ rollout: "greed" }, 'mcts agent: rollout must be "random" or "greedy", not "greed"'],
      [{ exploration: -1 }, "mcts agent: exploration must be a finite number ≥ 0, not -1"],
      [{ exploration: Number.NaN }, "mcts agent: exploration must be a finite number ≥ 0, not NaN"],
      [{ scale: 0 }, "mcts agent: scale must be a finite number above 0, not 0"],
      [
        { scale: Number.POSITIVE_INFINITY },
        "mcts agent: scale must be a finite number above 0, not Infinity",
      ],
      [{ rollouts: "greedy" }, 'mcts agent: unknown option "rollouts" (the options are playouts, rollout,'],
      [
        { weights: { ...WEIGHTS, handCards: Number.NaN } },
        "mcts agent: weights.handCards must be a finite number, not NaN",
      ],
      [{ weights: { heroHealth: 1 } }, "mcts agent: weights.minions must be a finite number, not undefined"],
      [
        { weights: { ...WEIGHTS, mana: 1 } },
        'mcts agent: weights: unknown feature "mana" (the features are heroHealth,',
      ],
    ];
    for (const [options, message] of refusals)
      expect(() => mctsAgent(1, options as Partial<MctsOptions>), JSON.stringify(options)).toThrow(message);
    // what the defaults and every valid value give is an agent
    expect(mctsAgent(1, { rollout: "greedy", exploration: 0, scale: 0.5, weights: WEIGHTS }).name).toBe(
      "mcts",
    );
  });
});
