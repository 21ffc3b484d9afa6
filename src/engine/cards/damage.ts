import { redirectTarget } from "./auras";
import type { GameEvent } from "./events";
import { respond } from "./queue";
import { type Run, record } from "./run";
import type { Id } from "./types";

/**
 * One Damage event (docs/rules.md §3.5): the redirect first (damage to a hero goes to a redirecting minion),
 * then Armor absorbs damage to a hero, logging `ArmorLost` just before `Damaged`, whose amount is
 * still the full amount. Health may go to 0 or below; nobody leaves play before the Death Creation Step.
 */
function damageOne(run: Run, target: Id, amount: number, depth: number): GameEvent {
  const state = run.state;
  let e = state.entities[target];
  if (e.card === null) {
    const redirect = redirectTarget(state, e.owner);
    if (redirect !== null) e = state.entities[redirect];
  }
  let taken = amount;
  if (e.card === null) {
    const side = state.sides[e.owner];
    const absorbed = Math.min(side.armor, amount);
    if (absorbed > 0) {
      side.armor -= absorbed;
      taken -= absorbed;
      record(run, depth, { type: "ArmorLost", player: e.owner, amount: absorbed });
    }
  }
  e.health -= taken;
  return record(run, depth, { type: "Damaged", target: e.id, amount });
}

/**
 * Deal damage to several characters at once (docs/rules.md §3.2, area effects; Advanced rulebook: "all of the
 * Damage/Healing Events are created in play order"): every Damage event is created first, then each
 * event's Queue is filled and resolved, in the same order. Damage of 0 or less does nothing.
 */
export function dealDamage(run: Run, targets: readonly Id[], amount: number, depth: number): void {
  if (amount <= 0 || targets.length === 0) return;
  const raised: GameEvent[] = [];
  for (const t of targets) raised.push(damageOne(run, t, amount, depth));
  for (const event of raised) respond(run, event, depth);
}
