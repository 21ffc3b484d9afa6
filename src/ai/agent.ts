/**
 * A duel-playing agent (issue 15 item 6; docs/api.md "Duels"): given a duel, it names one of its legal
 * actions. Agents are built from a seed and keep their own random state, so a match is a function of
 * its seeds: the same seeds give the same game on any machine and in any worker.
 */
import type { Duel, DuelAction } from "../api/duel";

export interface Agent {
  /** The agent's name as the command line spells it ("random", "greedy", "mcts"). */
  readonly name: string;
  /** One of `duel.legalActions()`; called only while `duel.winner()` is null. Must not change `duel`. */
  choose(duel: Duel): DuelAction;
}

/** Builds an agent from a seed (a 32-bit integer). */
export type AgentFactory = (seed: number) => Agent;

/** mulberry32: a small seeded generator for agents (never Math.random), returning numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
