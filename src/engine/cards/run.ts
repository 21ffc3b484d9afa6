/**
 * One Sequence in progress (docs/rules.md §3.2, §3.11): the bookkeeping its rules need (`Run`: the
 * triggers resolving, for the self-retrigger bound; the dead and departed; what doomed each minion), and
 * `record`, the one way a record enters the log, with its depth and cause, within the Sequence budget
 * (docs/rules.md §9).
 */
import type { AssembleOffers } from "./assemble";
import type { TriggerName } from "./card-def";
import type { ActivationCount, Agent, Cause } from "./causes";
import { listenersOf } from "./dispatch";
import { type NamedMinion, SequenceLimitError } from "./errors";
import type { LogRecord } from "./events";
import type { Chooser, CompiledTrigger, GameState, Id, Player, SnapshotAura } from "./types";
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
  /** Which Assemble results the game can use (`AssembleOffers`, docs/rules.md §6.6); null: every one. */
  offers: AssembleOffers | null;
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
  /**
   * The minions that left play in this Sequence, in order, and the line of each one's `Destroyed`
   * (null until the first: each map below is made on its first entry).
   */
  departed: Id[];
  deaths: Map<Id, number> | null;
  /**
   * What will destroy each doomed minion still in play (docs/rules.md §3.11): the first of the damage
   * that brought its Health to 0 or below (`lethal`) and the destroy that marked it.
   */
  doom: Map<Id, Cause> | null;
  /** Each player's last activation count per trigger, with the snapshot and departed count it was read at. */
  counts: [Map<TriggerName, CountMemo>, Map<TriggerName, CountMemo>] | null;
  /**
   * The records raised and not yet answered that some trigger listens to (the dispatch table), oldest
   * first, two numbers each: the record's line, then its bound, the last order of play given out when it
   * was raised (only minions in play then answer it, docs/rules.md §3.2). The Sequence runner fills their
   * Queues (`settle`). One flat list, so raising a record allocates nothing.
   */
  raised: number[];
  /**
   * The heroes that died in this Sequence (docs/rules.md §3.10), in the order they died, each with the line
   * of the `Damaged` that brought it to 0 (null if none is known); null until the first. A dead hero takes
   * no more damage and no more healing; the game ends when the Sequence does (`over`).
   */
  fallen: { hero: Id; line: number | null }[] | null;
  /** The game ended in this Sequence (docs/rules.md §3.10): nothing more runs. */
  over: boolean;
  /** The Phase running changed nothing: its end-of-Phase steps are skipped (sequence.ts `Phase`). */
  quiet: boolean;
  /**
   * The last order of play given out (`state.lastOrder`) when the state was last settled: when the
   * end-of-Phase steps last ran to the end in this Sequence, or, before they have, when the Sequence began
   * (a state between two actions is settled: docs/rules.md §3.3). With `doom`, it tells `endPhase` when the
   * steps would find nothing (sequence.ts `nothingPending`).
   */
  settled: number;
  /** The attack this Sequence is (docs/rules.md §3.10): its sides, and the line of its `Attacked`. */
  combat: { attacker: Id; defender: Id; line: number } | null;
}

/** An activation count, and what it was read from. */
export interface CountMemo {
  snapshot: readonly SnapshotAura[];
  departed: number;
  count: ActivationCount;
}

/**
 * Where effects run: their source (null for a spell), its card and trigger, whose they are, the log
 * depth, the chosen target, and the line of the `Triggered` or `SpellCast` record that runs them.
 */
export interface EffectSite {
  run: Run;
  source: Id | null;
  card: string;
  trigger: TriggerName | null;
  owner: Player;
  depth: number;
  chosen: Id | null;
  line: number;
}

/** Where one effect clause runs: its site, and the clause as the agent of what it records. */
export interface EffectContext extends EffectSite {
  by: Agent;
}

export function newRun(state: GameState, chooser: Chooser | null, offers: AssembleOffers | null = null): Run {
  return {
    state,
    chooser,
    offers,
    resolving: [],
    rounds: 0,
    dead: [],
    firstEvent: state.log.length,
    activations: 0,
    departed: [],
    deaths: null, // the maps are made on their first entry: most Sequences kill nobody
    doom: null,
    counts: null,
    raised: [],
    fallen: null,
    over: false,
    quiet: false,
    settled: state.lastOrder,
    combat: null,
  };
}

/** Remember what dooms a minion, unless something already has (the first cause wins). */
export function doom(run: Run, id: Id, cause: Cause): void {
  run.doom ??= new Map();
  if (!run.doom.has(id)) run.doom.set(id, cause);
}

/**
 * A character whose Health is back above 0 (a heal, a buff) and that no destroy or Poisonous marked is no
 * longer doomed (docs/rules.md §3.11; Advanced rulebook: the Death Creation Step takes the minions at 0 or
 * less Health then, so the hit before no longer dooms it): a later hit that brings it to 0 or below is its
 * lethal damage.
 */
export function revive(run: Run, id: Id): void {
  const e = run.state.entities[id];
  if (run.doom !== null && e.health > 0 && !e.pendingDestroy) run.doom.delete(id);
}

/** The trigger chain resolving now, outermost first (for the budget's error: `Name #id (trigger)`). */
function chainOf(run: Run): NamedMinion[] {
  return run.resolving.map(({ source, trigger }) => ({
    name: nameOf(run.state, source),
    id: source,
    trigger: trigger.trigger,
  }));
}

/**
 * The Sequence budget (docs/rules.md §3.2; issue 16): a Sequence logs at most `limits.sequenceEvents`
 * events and activates triggers at most `limits.sequenceActivations` times. One more is an error
 * naming the budget and the trigger chain resolving; the call that started the Sequence changes nothing.
 */
export function spendActivation(run: Run): void {
  const limit = run.state.limits.sequenceActivations;
  if (++run.activations > limit) throw new SequenceLimitError({ kind: "activations", limit }, chainOf(run));
}

/**
 * The one way a record enters the journal: appended with its nesting depth (for `logTree()`) and its
 * cause (docs/rules.md §3.11), within the budget. A record some trigger listens to (`DISPATCH`) is
 * raised: its Queue is filled when the runner next settles (docs/rules.md §3.2). Returns its line (its
 * index in the journal).
 */
export function record(run: Run, depth: number, entry: LogRecord, cause: Cause): number {
  const state = run.state;
  const limit = state.limits.sequenceEvents;
  if (state.log.length - run.firstEvent >= limit)
    throw new SequenceLimitError({ kind: "events", limit }, chainOf(run));
  state.log.push(entry);
  state.depths.push(depth);
  state.causes.push(cause);
  const line = state.log.length - 1;
  if (listenersOf(entry.type) !== undefined) {
    run.raised.push(line, state.lastOrder);
  }
  return line;
}
