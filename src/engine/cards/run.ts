import { sequenceBudget } from "./errors";
import type { GameEvent } from "./events";
import type { Chooser, CompiledTrigger, GameState, Id, Player } from "./types";
import { nameOf } from "./world";

/** A trigger resolving now: its minion and which of the card's triggers it is. */
export interface Resolving {
  source: Id;
  trigger: CompiledTrigger;
}

/** One Sequence in progress: the state it changes and the bookkeeping its rules need. */
export interface Run {
  state: GameState;
  chooser: Chooser | null;
  /** The triggers resolving now, outermost first (the self-retrigger bound, docs/rules.md §3.2). */
  resolving: Resolving[];
  /** Death Phases so far in this Sequence. */
  rounds: number;
  /** The minions the last Death Creation Step removed. */
  dead: Id[];
  /** The length of the log when the Sequence began: its events are the ones after it. */
  firstEvent: number;
  /** Trigger activations so far in this Sequence (each logs `Triggered`). */
  activations: number;
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
  return { state, chooser, resolving: [], rounds: 0, dead: [], firstEvent: state.log.length, activations: 0 };
}

/** The trigger chain resolving now, outermost first, as `Name #id (trigger)` (for the budget's error). */
function chainOf(run: Run): string[] {
  return run.resolving.map(
    ({ source, trigger }) => `${nameOf(run.state, source)} #${source} (${trigger.trigger})`,
  );
}

/**
 * The Sequence budget (docs/rules.md §3.2; issue 16): a Sequence logs at most `limits.sequenceEvents`
 * events and activates triggers at most `limits.sequenceActivations` times. One more is an error
 * naming the budget and the trigger chain resolving; the call that started the Sequence changes nothing.
 */
export function spendActivation(run: Run): void {
  const limit = run.state.limits.sequenceActivations;
  if (++run.activations > limit) throw sequenceBudget(`${limit} trigger activations`, chainOf(run));
}

/** The one way an event enters the log: appended, with its nesting depth for `logTree()`, within the budget. */
export function record<E extends GameEvent>(run: Run, depth: number, event: E): E {
  const state = run.state;
  const limit = state.limits.sequenceEvents;
  if (state.log.length - run.firstEvent >= limit) throw sequenceBudget(`${limit} events`, chainOf(run));
  state.log.push(event);
  state.depths.push(depth);
  return event;
}
