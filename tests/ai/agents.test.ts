import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { AgentFactory } from "../../src/ai/agent";
import { greedyAgent } from "../../src/ai/greedy";
import { mctsAgent } from "../../src/ai/mcts";
import { randomAgent } from "../../src/ai/random";
import { type AgentSettings, makeAgent } from "../../src/ai/registry";
import { type Duel, newDuel } from "../../src/harness";
import { fuzzed } from "../fuzz";
import { LIBRARY } from "../scenarios/duel/builder";
import { MIXED_DECKS } from "./decks";

/**
 * Every agent (issue 15 item 6), in positions reached by random play: it names one of the duel's legal
 * actions, and it leaves the duel it is given as it was (state, log, hands).
 */
const AGENTS: Record<string, AgentFactory> = {
  random: randomAgent,
  greedy: greedyAgent,
  mcts: (seed) => mctsAgent(seed, { playouts: 12 }),
};

const key = (x: unknown) => JSON.stringify(x);

/** A duel after `steps` random legal actions (stopping at game over). */
function reached(seed: number, steps: number): Duel {
  const d = newDuel({ decks: MIXED_DECKS(), seed, cards: LIBRARY });
  const walk = randomAgent(seed ^ 0x5eed);
  for (let i = 0; i < steps && d.winner() === null; i++) {
    d.apply(walk.choose(d));
    d.clearLog();
  }
  return d;
}

describe("agents choose legal actions and change nothing", () => {
  for (const [name, make] of Object.entries(AGENTS))
    test(`${name}: its choice is listed by legalActions, and the duel is unchanged`, () => {
      fc.assert(
        fc.property(fc.nat(10_000), fc.nat(120), fc.nat(1000), (seed, steps, agentSeed) => {
          const d = reached(seed, steps);
          fc.pre(d.winner() === null);
          const before = { hash: d.hash(), log: d.logTree(), hands: [d.hand(0), d.hand(1)] };
          const choice = make(agentSeed).choose(d);
          expect(d.legalActions().map(key)).toContain(key(choice));
          expect({ hash: d.hash(), log: d.logTree(), hands: [d.hand(0), d.hand(1)] }).toEqual(before);
          d.apply(choice); // and it succeeds
        }),
        fuzzed({ seed: 0xa9e, numRuns: 25 }),
      );
    });

  for (const [name, make] of Object.entries(AGENTS))
    test(`${name}: the same seed plays the same game`, () => {
      const game = (seed: number) => {
        const d = newDuel({ decks: MIXED_DECKS(), seed: 5, cards: LIBRARY });
        const players = [make(seed), make(seed + 1)];
        const actions: string[] = [];
        while (d.winner() === null) {
          const a = players[d.activePlayer()].choose(d);
          actions.push(key(a));
          d.apply(a);
        }
        return { actions, winner: d.winner(), hash: d.hash() };
      };
      expect(game(11)).toEqual(game(11));
    });

  test("an agent asked to move in a finished duel names why it cannot", () => {
    const d = newDuel({ decks: MIXED_DECKS(), seed: 1, cards: LIBRARY });
    d.dealDamage(d.hero(1), 30);
    expect(d.winner()).toBe(0);
    for (const [name, make] of Object.entries(AGENTS))
      expect(() => make(1).choose(d)).toThrow(`${name} agent: the duel has no legal action (is it over?)`);
  });

  test("makeAgent: an unknown agent or setting is an error naming it; a setting an agent has no use for is ignored", () => {
    expect(() => makeAgent("gredy", 1)).toThrow('unknown agent "gredy": the agents are random, greedy, mcts');
    expect(() => makeAgent("mcts", 1, { playout: 5 } as AgentSettings)).toThrow(
      'makeAgent: unknown setting "playout" (the settings are playouts)',
    );
    expect(() => makeAgent("mcts", 1, { playouts: 0 })).toThrow(
      "mcts agent: playouts must be a whole number ≥ 1, not 0",
    );
    expect(makeAgent("greedy", 1, { playouts: 5 }).name).toBe("greedy");
  });
});
