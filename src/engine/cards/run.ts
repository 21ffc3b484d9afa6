import type { GameEvent } from "./events";
import type { Chooser, GameState, Id, Player } from "./types";

/** One Sequence in progress: the state it changes and the bookkeeping its rules need. */
export interface Run {
  state: GameState;
  chooser: Chooser | null;
  /** Triggers resolving now, as `source * 16 + trigger index` (the self-retrigger bound, docs/rules.md §3.2). */
  resolving: number[];
  /** Death Phases so far in this Sequence. */
  rounds: number;
  /** The minions the last Death Creation Step removed. */
  dead: Id[];
}

/** Where an effect runs: its source (null for a spell), whose it is, the log depth, the chosen target. */
export interface EffectContext {
  run: Run;
  source: Id | null;
  owner: Player;
  depth: number;
  chosen: Id | null;
}

export function newRun(state: GameState, chooser: Chooser | null): Run {
  return { state, chooser, resolving: [], rounds: 0, dead: [] };
}

/** The one way an event enters the log: appended, with its nesting depth for `logTree()`. */
export function record<E extends GameEvent>(state: GameState, depth: number, event: E): E {
  state.log.push(event);
  state.depths.push(depth);
  return event;
}
