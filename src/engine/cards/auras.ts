/**
 * Auras (docs/rules.md §3.4; Advanced rulebook, Aura Update): the snapshot of the auras in play, rebuilt
 * only between Phases (`auraUpdate`) and joined by a played minion's as it enters (`sendAuras`), and the
 * one routine that counts how many times a trigger activates from it (`countActivations`; `activations`
 * is its number). Every multiplier meets there, whatever gives it: a minion's aura that doubles its
 * owner's Deathrattles, one that doubles Battlecries, a SpellGrid rule on the grid (a rule aura,
 * spellgrid/seam-rules.ts), each counted by its stacking rule (`max`, `additive`) under the smallest cap.
 * The Sequence runner reads a count once per snapshot (queue.ts `readCount`). The damage redirect is read
 * from the same snapshot (`redirectTarget`, docs/rules.md §3.5).
 */
import type { AuraClause, TriggerName } from "./card-def";
import type { ActivationCount, AuraCredit, MissedAura, MissReason } from "./causes";
import type { Aura, GameState, Id, Player, SnapshotAura } from "./types";

function fromClause(clause: AuraClause): Aura {
  switch (clause.aura) {
    case "triggerMultiplier":
      return {
        kind: "triggerMultiplier",
        trigger: clause.trigger,
        times: clause.times,
        stacking: clause.stacking,
        scope: "friendly",
      };
    case "damageRedirect":
      return { kind: "damageRedirect", from: clause.from };
    default:
      return clause satisfies never;
  }
}

/**
 * Aura Update (docs/rules.md §3.4; Advanced rulebook: an aura "only appears and disappears between Phases when
 * Aura Update (Other) runs"): the snapshot is rebuilt from the minions in play, in order of play,
 * and the rule auras no minion carries. Only a played minion's entry (`sendAuras`) changes it otherwise.
 */
export function auraUpdate(state: GameState): void {
  const snapshot = [];
  for (const id of state.inPlay) {
    const e = state.entities[id];
    for (const clause of e.card!.auras)
      snapshot.push({ source: id, owner: e.owner, aura: fromClause(clause) });
  }
  for (const aura of state.ruleAuras) snapshot.push({ source: null, owner: null, aura });
  state.snapshot = snapshot;
}

/**
 * A played minion's auras join the snapshot as it enters play, before its Battlecry Phase (docs/rules.md
 * §3.4; Advanced rulebook: "When a minion is played, its Aura is sent for the first time before the
 * Battlecry Phase. When a minion is summoned or stolen, it does not start emitting its aura until the
 * outermost Phase ends."): after the other minions' auras (it is the newest in play), before the rule
 * auras. Nothing else in the snapshot changes; the Aura Update at the end of the Phase rebuilds it all.
 */
export function sendAuras(state: GameState, id: Id): void {
  const e = state.entities[id];
  const clauses = e.card!.auras;
  if (clauses.length === 0) return;
  const old = state.snapshot;
  let at = old.findIndex((s) => s.source === null);
  if (at < 0) at = old.length;
  const sent = clauses.map((clause) => ({ source: id, owner: e.owner, aura: fromClause(clause) }));
  state.snapshot = [...old.slice(0, at), ...sent, ...old.slice(at)];
}

/**
 * How many times a trigger of `owner`'s minion activates (docs/rules.md §3.4), read from the snapshot when the
 * trigger begins resolving ("Cards that trigger effects multiple times ... check before an Event
 * starts"). `max`-stacking multipliers give the largest `times` (1 if none), `additive` ones add
 * `times - 1` each, and the smallest cap limits the total: `min(cap, max + extra)`.
 * Every doubler is counted here: a Deathrattle doubler's aura, a Battlecry doubler's, a grid rule's.
 *
 * The count says how it was reached (docs/rules.md §3.11), read at the same moment: every multiplier and
 * cap that counted (a stale one's minion had already left play, but no Aura Update had run since), and
 * the matching multipliers that did not: another player's minion's, and those of `departed` minions
 * (the ones that left play earlier in this Sequence) that the Aura Update since then removed.
 */
export function countActivations(
  state: GameState,
  owner: Player,
  trigger: TriggerName,
  departed: readonly Id[] = NONE,
): ActivationCount {
  let max = 1;
  let extra = 0;
  let cap = Number.POSITIVE_INFINITY;
  let multipliers: AuraCredit[] | null = null;
  let caps: AuraCredit[] | null = null;
  let missed: MissedAura[] | null = null;
  const snapshot = state.snapshot;
  for (let i = 0; i < snapshot.length; i++) {
    const { source, owner: from, aura } = snapshot[i];
    switch (aura.kind) {
      case "triggerMultiplier":
        if (aura.trigger !== trigger) break;
        if (aura.scope === "friendly" && from !== owner) {
          if (source !== null) (missed ??= []).push(miss(state, source, aura, "otherPlayer"));
          break;
        }
        if (aura.stacking === "max") max = Math.max(max, aura.times);
        else extra += aura.times - 1;
        (multipliers ??= []).push(credit(state, source, aura));
        break;
      case "triggerCap":
        if (aura.trigger !== trigger) break;
        cap = Math.min(cap, aura.times);
        (caps ??= []).push(credit(state, source, aura));
        break;
      case "damageRedirect":
        break;
      default:
        aura satisfies never;
    }
  }
  for (let i = 0; i < departed.length; i++) {
    const id = departed[i];
    const e = state.entities[id];
    if (e.owner !== owner || e.card!.auras.length === 0 || inSnapshot(snapshot, id)) continue;
    for (const clause of e.card!.auras)
      if (clause.aura === "triggerMultiplier" && clause.trigger === trigger)
        (missed ??= []).push(miss(state, id, fromClause(clause), "leftPlay"));
  }
  const times = Math.min(cap, max + extra);
  if (times === 1 && multipliers === null && caps === null && missed === null) return ONCE;
  return { times, multipliers: multipliers ?? NONE, caps: caps ?? NONE, missed: missed ?? NONE };
}

/** The empty list every count without multipliers, caps or misses shares (counts are never changed). */
const NONE: readonly never[] = Object.freeze([]);
/** The count of a trigger that nothing multiplies, caps or misses: shared, like `NONE`. */
const ONCE: ActivationCount = Object.freeze({ times: 1, multipliers: NONE, caps: NONE, missed: NONE });

function inSnapshot(snapshot: readonly SnapshotAura[], id: Id): boolean {
  for (let i = 0; i < snapshot.length; i++) if (snapshot[i].source === id) return true;
  return false;
}

function miss(state: GameState, source: Id, aura: Aura, reason: MissReason): MissedAura {
  return { source, card: state.entities[source].card!.name, aura, reason };
}

function credit(state: GameState, source: Id | null, aura: Aura): AuraCredit {
  if (source === null) return { source: null, card: null, aura, stale: false };
  const e = state.entities[source];
  return { source, card: e.card!.name, aura, stale: e.zone !== "board" };
}

/** How many times a trigger of `owner`'s minion activates now: `countActivations(...).times`. */
export function activations(state: GameState, owner: Player, trigger: TriggerName): number {
  return countActivations(state, owner, trigger).times;
}

/**
 * The damage redirect (docs/rules.md §3.5): damage to `player`'s hero goes to the oldest of their minions
 * whose redirect is in the snapshot and that is still in play, mortally wounded (0 or less Health) or not,
 * until the Death Creation Step removes it. Null when none. The game kept sending a hero's damage to a
 * "takes it instead" minion at 0 or less Health (HearthSim hs-bugs #840); the Advanced rulebook's Rule 5
 * (negative triggers ignore mortally wounded characters) is about triggers that pick a character, and a
 * redirect picks nobody.
 */
export function redirectTarget(state: GameState, player: Player): Id | null {
  for (const { source, owner, aura } of state.snapshot) {
    if (aura.kind !== "damageRedirect" || owner !== player || source === null) continue;
    if (state.entities[source].zone === "board") return source;
  }
  return null;
}
