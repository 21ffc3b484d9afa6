/**
 * The AI players a person can duel (docs/rules.md §7; issue 15 item 7): a table from the name the
 * command line and the page's address spell (`--ai random`, `&ai=random`) to the agent's factory
 * (src/ai). A new agent is a row here.
 */
import type { AgentFactory } from "../ai/agent";
import { randomAgent } from "../ai/random";

/** Every agent a duel can be played against, by name. */
export const DUEL_AGENTS: Readonly<Record<string, AgentFactory>> = {
  random: randomAgent,
};

/** The agent played against when none is named: the strongest in the table. */
export const DEFAULT_AGENT = ["mcts", "greedy", "random"].find((n) => n in DUEL_AGENTS) ?? "random";

/** The factory of the agent named `name`; an unknown name is an error listing the agents there are. */
export function agentNamed(name: string): AgentFactory {
  const factory = Object.hasOwn(DUEL_AGENTS, name) ? DUEL_AGENTS[name] : undefined;
  if (factory === undefined)
    throw new Error(`unknown AI "${name}": the AIs are ${Object.keys(DUEL_AGENTS).join(", ")}`);
  return factory;
}
