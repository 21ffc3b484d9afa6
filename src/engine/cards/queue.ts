import { countActivations } from "./auras";
import type { DamagedScope, TriggerName } from "./card-def";
import type { ActivationCount } from "./causes";
import { runEffects } from "./effects";
import { type Run, record, spendActivation } from "./run";
import type { CompiledTrigger, GameState, Id, Player } from "./types";

/** Does a `damaged` trigger of `source` respond to damage to `target`? (docs/rules.md §4, trigger scopes) */
const DAMAGED_SCOPE: Record<DamagedScope, (state: GameState, source: Id, target: Id) => boolean> = {
  self: (_, source, target) => source === target,
  friendlyMinion: (state, source, target) =>
    state.entities[target].card !== null && state.entities[target].owner === state.entities[source].owner,
  otherMinion: (state, source, target) => state.entities[target].card !== null && target !== source,
};

/**
 * Fill the Queue for one event and resolve it (Advanced rulebook Rule 2a: "A Queue is created and
 * filled with all triggers that can respond, in order of play"). Minions at 0 or less Health are still
 * in play and still respond. The bound (docs/rules.md §3.2): a trigger of a minion is not queued for an event
 * raised while that same trigger of that same minion is resolving. `line` is the event's line in the log.
 */
export function respond(run: Run, line: number, depth: number): void {
  const state = run.state;
  const event = state.log[line];
  if (event.type !== "Damaged") return; // the only event cards listen to (closed trigger set)
  const queue: [Id, CompiledTrigger][] = [];
  for (const id of state.inPlay) {
    for (const t of state.entities[id].card!.triggers) {
      if (t.trigger !== "damaged" || run.resolving.some((r) => r.source === id && r.trigger === t)) continue;
      if (DAMAGED_SCOPE[t.scope](state, id, event.target)) queue.push([id, t]);
    }
  }
  for (const [id, t] of queue) resolveTrigger(run, id, t, depth, line);
}

/**
 * Resolve one trigger, fired by the record at line `event`: its activation count is read as it begins
 * (docs/rules.md §3.4), with how it was reached and the minions that left play in this Sequence
 * (docs/rules.md §3.11); then each activation logs `Triggered` at `depth` and runs the effects one level
 * deeper; the next activation follows at once. Each activation spends one of the Sequence's budget
 * (`spendActivation`).
 */
export function resolveTrigger(
  run: Run,
  source: Id,
  trigger: CompiledTrigger,
  depth: number,
  event: number,
): void {
  const state = run.state;
  const e = state.entities[source];
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
      chosen: null,
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
  const memo = run.counts[owner];
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
