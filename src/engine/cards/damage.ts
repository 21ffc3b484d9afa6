import { redirectTarget } from "./auras";
import type { Agent, Cause } from "./causes";
import { doom, type Run, record } from "./run";
import type { Id } from "./types";

/**
 * One Damage event (docs/rules.md §3.5): the redirect first (damage to a hero goes to a redirecting minion),
 * then Armor absorbs damage to a hero, logging `ArmorLost` just before `Damaged`, whose amount is
 * still the full amount. Health may go to 0 or below; nobody leaves play before the Death Creation Step.
 * Causes (docs/rules.md §3.11): both records are `by`'s, a redirected `Damaged` names the hero and the
 * minion; a `Damaged` that brings a minion's Health from above 0 to 0 or below is its lethal damage.
 * Returns the `Damaged`'s line.
 */
function damageOne(run: Run, target: Id, amount: number, depth: number, by: Agent): number {
  const state = run.state;
  let e = state.entities[target];
  let cause: Cause = by;
  if (e.card === null) {
    const redirect = redirectTarget(state, e.owner);
    if (redirect !== null) {
      cause = { kind: "redirect", by, hero: e.id, minion: redirect };
      e = state.entities[redirect];
    }
  }
  let taken = amount;
  if (e.card === null) {
    const side = state.sides[e.owner];
    const absorbed = Math.min(side.armor, amount);
    if (absorbed > 0) {
      side.armor -= absorbed;
      taken -= absorbed;
      record(run, depth, { type: "ArmorLost", player: e.owner, amount: absorbed }, by);
    }
  }
  const alive = e.health > 0;
  e.health -= taken;
  const line = record(run, depth, { type: "Damaged", target: e.id, amount }, cause);
  if (alive && e.health <= 0 && e.card !== null) doom(run, e.id, { kind: "lethal", line });
  return line;
}

/**
 * Deal damage to several characters at once (docs/rules.md §3.2, area effects; Advanced rulebook: "all of the
 * Damage/Healing Events are created in play order"): every Damage event is created here, in the targets'
 * order; the runner fills and resolves each event's Queue afterwards, in the same order (`settle`).
 * Damage of 0 or less does nothing.
 */
export function dealDamage(run: Run, targets: readonly Id[], amount: number, depth: number, by: Agent): void {
  if (amount <= 0) return;
  for (const t of targets) damageOne(run, t, amount, depth, by);
}
