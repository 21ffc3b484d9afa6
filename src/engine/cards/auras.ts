import type { AuraClause, TriggerName } from "./card-def";
import type { Aura, GameState, Id, Player } from "./types";

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
 * and the rule auras no minion carries. Nothing else changes the snapshot.
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
 * How many times a trigger of `owner`'s minion activates (docs/rules.md §3.4), read from the snapshot when the
 * trigger begins resolving ("Cards that trigger effects multiple times ... check before an Event
 * starts"). `max`-stacking multipliers give the largest `times` (1 if none), `additive` ones add
 * `times - 1` each, and the smallest cap limits the total: `min(cap, max + extra)`.
 * Every doubler is counted here: a Deathrattle doubler's aura, a Battlecry doubler's, a grid rule's.
 */
export function activations(state: GameState, owner: Player, trigger: TriggerName): number {
  let max = 1;
  let extra = 0;
  let cap = Number.POSITIVE_INFINITY;
  for (const { owner: from, aura } of state.snapshot) {
    switch (aura.kind) {
      case "triggerMultiplier":
        if (aura.trigger !== trigger || (aura.scope === "friendly" && from !== owner)) break;
        if (aura.stacking === "max") max = Math.max(max, aura.times);
        else extra += aura.times - 1;
        break;
      case "triggerCap":
        if (aura.trigger === trigger) cap = Math.min(cap, aura.times);
        break;
      case "damageRedirect":
        break;
      default:
        aura satisfies never;
    }
  }
  return Math.min(cap, max + extra);
}

/**
 * The damage redirect (docs/rules.md §3.5): damage to `player`'s hero goes to the oldest of their minions
 * whose redirect is in the snapshot and that is still in play. Null when none.
 */
export function redirectTarget(state: GameState, player: Player): Id | null {
  for (const { source, owner, aura } of state.snapshot) {
    if (aura.kind !== "damageRedirect" || owner !== player || source === null) continue;
    if (state.entities[source].zone === "board") return source;
  }
  return null;
}
