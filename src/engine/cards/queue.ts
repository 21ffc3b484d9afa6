/**
 * The Sequence runner's Queues (docs/rules.md §3.2; Advanced rulebook: Sequences, Phases, Queues). Effects
 * only record what happens; the records some trigger listens to are raised (`record()`), and the runner
 * fills and resolves their Queues here, at fixed points: after each effect clause and after an action's
 * own records (`settle`). A resolving trigger runs its effects, which raise records, which the runner
 * settles before the trigger's next effect: the Queues resolve depth first and the outer Queue then picks
 * up where it left off. No effect and no damage routine calls back into the Queues.
 */
import { countActivations } from "./auras";
import type { EffectClause, EffectKind, TriggerName, TriggerScope } from "./card-def";
import type { ActivationCount } from "./causes";
import { type Listener, listenersOf } from "./dispatch";
import { EFFECT_STEPS, EFFECTS, type EffectHandler } from "./effects";
import { TRIGGER_GATES } from "./frenzy";
import {
  type EffectContext,
  type EffectSite,
  type Resolving,
  type Run,
  record,
  spendActivation,
} from "./run";
import type { CompiledTrigger, GameState, Id, Player } from "./types";

/**
 * Does a trigger of `source` with this scope answer a record about `subject`? (docs/rules.md §4, trigger
 * scopes). "Friendly" is relative to the source's owner; heroes are characters but not minions.
 */
export const SCOPE_TESTS: Record<TriggerScope, (state: GameState, source: Id, subject: Id) => boolean> = {
  self: (_, source, subject) => source === subject,
  friendlyMinion: (state, source, subject) =>
    state.entities[subject].card !== null && state.entities[subject].owner === state.entities[source].owner,
  otherMinion: (state, source, subject) => state.entities[subject].card !== null && subject !== source,
  otherFriendlyMinion: (state, source, subject) =>
    state.entities[subject].card !== null &&
    subject !== source &&
    state.entities[subject].owner === state.entities[source].owner,
  friendly: (state, source, subject) => state.entities[subject].owner === state.entities[source].owner,
};

/**
 * The Queue for the record at `line` (Advanced rulebook: "A Queue is created and filled with all triggers
 * that can respond, in order of play"): every trigger of a minion in play that one of `listeners` (the
 * dispatch table's rows for this record type) says answers it, and whose scope takes the record's
 * subject; minions in order of play, each one's triggers in the order of its text, so a record type that
 * fires several triggers still queues them by order of play first. Minions at 0 or less Health are still
 * in play and still respond. Only minions that were in play when the record was raised respond: those whose
 * order of play is at most `bound`, the last order given out then (HearthSim hs-bugs #826: "In order for a
 * trigger to activate from a sequence, it needs to be present and valid at the time the sequence began"),
 * so a minion summoned by an earlier Queue does not answer a record raised before it entered, nor a summoned
 * minion the summons before its own. The bound (docs/rules.md §3.2): a trigger of a minion is not queued for a
 * record raised while that same trigger of that same minion is resolving. Pure: it reads the state only.
 */
export function fillQueue(
  state: GameState,
  line: number,
  listeners: readonly Listener[],
  resolving: readonly Resolving[],
  bound: number = Number.POSITIVE_INFINITY,
): [Id, CompiledTrigger][] {
  let subjects: Id[] | null = null;
  const queue: [Id, CompiledTrigger][] = [];
  for (const id of state.inPlay) {
    const e = state.entities[id];
    if (e.order > bound) continue;
    for (const t of e.card!.triggers)
      for (let i = 0; i < listeners.length; i++) {
        if (t.trigger !== listeners[i].trigger || isResolving(resolving, id, t)) continue;
        subjects ??= subjectsOf(state, line, listeners);
        if (SCOPE_TESTS[t.scope](state, id, subjects[i])) queue.push([id, t]);
      }
  }
  return queue;
}

/** The subject of the record at `line` for each of `listeners` (read only when some trigger answers). */
function subjectsOf(state: GameState, line: number, listeners: readonly Listener[]): Id[] {
  const event = state.log[line];
  const subjects: Id[] = [];
  for (const l of listeners) subjects.push(l.subject(event as never, state));
  return subjects;
}

/** Whether the trigger `t` of the minion `id` is resolving now (`fillQueue`'s bound). */
function isResolving(resolving: readonly Resolving[], id: Id, t: CompiledTrigger): boolean {
  for (const r of resolving) if (r.source === id && r.trigger === t) return true;
  return false;
}

/**
 * Fill the Queue for the record at `line` (`fillQueue`, with the minions in play when it was raised: order of
 * play at most `bound`) and resolve it; its triggers log at the record's depth.
 */
function respond(run: Run, line: number, bound: number): void {
  const listeners = listenersOf(run.state.log[line].type);
  if (listeners === undefined) return;
  const depth = run.state.depths[line];
  for (const [id, t] of fillQueue(run.state, line, listeners, run.resolving, bound))
    resolveTrigger(run, id, t, depth, line);
}

/**
 * Settle the records raised since `mark` (a length of `run.raised`, two numbers a record): each one's Queue is filled and
 * resolved in the order they were raised, so an area effect's Damage events are all created before the
 * first Queue (docs/rules.md §3.2). What those triggers raise is settled inside them, depth first.
 */
export function settle(run: Run, mark: number): void {
  if (run.raised.length <= mark) return;
  const raised = run.raised.splice(mark);
  for (let i = 0; i < raised.length; i += 2) respond(run, raised[i], raised[i + 1]);
}

/**
 * Run effect clauses in order, each to completion before the next: the clause runs, then the runner
 * settles what it raised (its Queues included); an effect of several units (`EFFECT_STEPS`: a summon of
 * several minions) runs and is settled one unit at a time. Each clause is the agent of what it records
 * (docs/rules.md §3.11): the clause, its card and source, and the line that runs it.
 */
export function runEffects(clauses: readonly EffectClause[], site: EffectSite): void {
  const { run, source, card, trigger, owner, depth, chosen, line } = site;
  for (const clause of clauses) {
    const by = { kind: "effect", clause, card, source, trigger, line } as const;
    const ctx: EffectContext = { run, source, card, trigger, owner, depth, chosen, line, by };
    const handler = EFFECTS[clause.effect] as EffectHandler<EffectKind>;
    const steps = (EFFECT_STEPS[clause.effect] as ((c: EffectClause) => number) | undefined)?.(clause) ?? 1;
    for (let step = 0; step < steps; step++) {
      const mark = run.raised.length;
      handler(ctx, clause, step);
      settle(run, mark);
    }
  }
}

/**
 * Resolve one trigger, fired by the record at line `event`, unless its minion no longer has it (Silenced
 * since it was queued, docs/rules.md §3.10) or its gate (`TRIGGER_GATES`: a Frenzy
 * whose minion did not survive, or has frenzied) holds it back: its activation count is read as it begins
 * (docs/rules.md §3.4), with how it was reached and the minions that left play in this Sequence
 * (docs/rules.md §3.11); then each activation logs `Triggered` at `depth` and runs the effects one level
 * deeper (at `chosen`: a Battlecry's target, picked when its minion was played); the next activation follows
 * at once. Each activation spends one of the Sequence's budget (`spendActivation`).
 */
export function resolveTrigger(
  run: Run,
  source: Id,
  trigger: CompiledTrigger,
  depth: number,
  event: number,
  chosen: Id | null = null,
): void {
  const state = run.state;
  const e = state.entities[source];
  if (!e.card!.triggers.includes(trigger)) return; // Silenced, or its Spellburst spent, since it was queued
  const gate = TRIGGER_GATES[trigger.trigger];
  if (gate !== undefined && !gate(state, source)) return;
  const count = readCount(run, e.owner, trigger.trigger);
  const { trigger: name, scope } = trigger;
  const card = e.card!.name;
  run.resolving.push({ source, trigger });
  for (let i = 1; i <= count.times; i++) {
    spendActivation(run);
    const line = record(
      run,
      depth,
      { type: "Triggered", source, trigger: name },
      { kind: "trigger", trigger: name, scope, event, activation: i, count },
    );
    runEffects(trigger.effects, {
      run,
      source,
      card,
      trigger: name,
      owner: e.owner,
      depth: depth + 1,
      chosen,
      line,
    });
  }
  run.resolving.pop();
}

/**
 * The activation count of `owner`'s `trigger` now, with how it was reached (`countActivations`). It
 * depends only on the snapshot and on the minions that left play so far (the only moment a snapshot's
 * minion leaves play), so while both stay the same the count is read once: a Death Phase's Deathrattles
 * share it.
 */
function readCount(run: Run, owner: Player, trigger: TriggerName): ActivationCount {
  const { snapshot } = run.state;
  const memo = (run.counts ??= [new Map(), new Map()])[owner];
  const known = memo.get(trigger);
  if (known !== undefined && known.snapshot === snapshot && known.departed === run.departed.length)
    return known.count;
  const count = countActivations(run.state, owner, trigger, run.departed);
  memo.set(trigger, { snapshot, departed: run.departed.length, count });
  return count;
}

/** Resolve every trigger of `source` of one kind (a Battlecry, a Deathrattle) at `depth`, fired by `event`. */
export function resolveTriggersOf(
  run: Run,
  source: Id,
  kind: CompiledTrigger["trigger"],
  depth: number,
  event: number,
): void {
  for (const t of run.state.entities[source].card!.triggers)
    if (t.trigger === kind) resolveTrigger(run, source, t, depth, event);
}
