/**
 * The AI players a person can duel (docs/rules.md §7; issue 15 item 7): a table from the name the
 * command line and the page's address spell (`--ai greedy`, `&ai=greedy`) to the agent's factory
 * (src/ai). MCTS plays here with 200 playouts a move, so that its turn takes about a second. A new
 * agent is a row here.
 */
import type { AgentFactory } from "../ai/agent";
import { greedyAgent } from "../ai/greedy";
import { mctsAgent } from "../ai/mcts";
import { randomAgent } from "../ai/random";

/** Playouts a move for the MCTS player a person duels. */
export const DUEL_MCTS_PLAYOUTS = 200;

/** Every agent a duel can be played against, by name. */
export const DUEL_AGENTS: Readonly<Record<string, AgentFactory>> = {
  greedy: (seed) => greedyAgent(seed),
  mcts: (seed) => mctsAgent(seed, { playouts: DUEL_MCTS_PLAYOUTS }),
  random: randomAgent,
};

/** The agent played against when none is named. */
export const DEFAULT_AGENT = "greedy";

/** The factory of the agent named `name`; an unknown name is an error listing the agents there are. */
export function agentNamed(name: string): AgentFactory {
  const factory = Object.hasOwn(DUEL_AGENTS, name) ? DUEL_AGENTS[name] : undefined;
  if (factory === undefined)
    throw new Error(`unknown AI "${name}": the AIs are ${Object.keys(DUEL_AGENTS).join(", ")}`);
  return factory;
}
