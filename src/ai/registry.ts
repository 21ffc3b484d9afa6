/**
 * The agents by name, as the command line spells them (issue 15 item 6): a table of factories, one row an
 * agent. A new agent is a row here and one module.
 */
import type { Agent } from "./agent";
import { greedyAgent } from "./greedy";
import { mctsAgent } from "./mcts";
import { randomAgent } from "./random";

export const AGENT_NAMES = ["random", "greedy", "mcts"] as const;
export type AgentName = (typeof AGENT_NAMES)[number];

/** What the command line may set on an agent (an agent ignores what it has no use for). */
export interface AgentSettings {
  /** MCTS: playouts per move (default `MCTS_DEFAULTS.playouts`). */
  playouts?: number;
}

const AGENTS: Readonly<Record<AgentName, (seed: number, settings: AgentSettings) => Agent>> = {
  random: (seed) => randomAgent(seed),
  greedy: (seed) => greedyAgent(seed),
  mcts: (seed, s) => mctsAgent(seed, s.playouts === undefined ? {} : { playouts: s.playouts }),
};

export function isAgentName(name: string): name is AgentName {
  return (AGENT_NAMES as readonly string[]).includes(name);
}

/** Every setting `AgentSettings` has, by name: a key not here is a typo, refused rather than ignored. */
const SETTINGS: Readonly<Record<keyof AgentSettings, true>> = { playouts: true };

/**
 * The agent of that name, with its seed; an unknown name is an error listing the known ones, and so is an
 * unknown setting (a known one that agent has no use for is ignored).
 */
export function makeAgent(name: string, seed: number, settings: AgentSettings = {}): Agent {
  if (!isAgentName(name))
    throw new Error(`unknown agent "${name}": the agents are ${AGENT_NAMES.join(", ")}`);
  for (const key of Object.keys(settings))
    if (!Object.hasOwn(SETTINGS, key))
      throw new Error(
        `makeAgent: unknown setting "${key}" (the settings are ${Object.keys(SETTINGS).join(", ")})`,
      );
  return AGENTS[name](seed, settings);
}
