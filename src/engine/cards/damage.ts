import { redirectTarget } from "./auras";
import type { Agent, Cause } from "./causes";
import { hasFallen } from "./game-over";
import { hasKeyword } from "./keywords";
import { overkills, recordOverkill } from "./overkill";
import { doom, type EffectContext, type Run, record, revive } from "./run";
import { isImmune, loseStealth } from "./stealth";
import type { GameState, Id } from "./types";

/**
 * What the amount of damage an action deals must be (docs/rules.md §3.5): a whole number from 0 to
 * `Number.MAX_SAFE_INTEGER`. Damage of 0 does nothing; a negative amount is no damage at all, and past
 * the maximum a number no longer counts exactly (1e308 - 1 is 1e308), so both are refused, as are
 * fractions, NaN and the infinities, with one message that says the range.
 */
export const DAMAGE_AMOUNT = `a whole number from 0 to ${Number.MAX_SAFE_INTEGER}`;

/** Is `value` an amount of damage an action may deal (`DAMAGE_AMOUNT`)? */
export function isDamageAmount(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}

/** The character that deals the damage an agent makes (a minion's effect, a combatant), or null (a spell, the player). */
export function damageSource(by: Agent): Id | null {
  switch (by.kind) {
    case "effect":
    case "combat":
      return by.source;
    case "action":
    case "turn":
      return null;
    default:
      return by satisfies never;
  }
}

/**
 * One Damage event (docs/rules.md §3.5, §3.10): the redirect first (damage to a hero goes to a
 * redirecting minion), then an Immune minion takes none (no record: the damage is prevented, and its dealer
 * keeps its Stealth), then a Divine Shield takes it all (the shield is lost, `DivineShieldLost`, and no
 * damage is dealt), then Armor absorbs damage to a hero, logging `ArmorLost` just before `Damaged`,
 * whose amount is still the full amount. Damage dealt by a Poisonous source destroys a minion (it is
 * marked, as a destroy marks). Health may go to 0 or below; nobody leaves play before the Death Creation
 * Step. The dealer leaves Stealth after the `Damaged` or the `DivineShieldLost` (`loseStealth`); a dealer
 * with an Overkill trigger that left the character below 0 Health on its turn then logs `Overkill` (`overkills`). A hero that died in this Sequence (docs/rules.md §3.10) takes nothing: no event. Causes (docs/rules.md §3.11): every record is `by`'s, a redirected `Damaged` names the hero and the
 * minion; a `Damaged` that brings a character's Health from above 0 to 0 or below is its lethal damage.
 * `dealer` is the character that deals it (`damageSource`), whose Poisonous acts; null when no character
 * deals it (a spell, the player, Fatigue). Returns whether damage was dealt (a `Damaged`, not a Divine
 * Shield's `DivineShieldLost`): Lifesteal heals for it once all the damage dealt at once is dealt
 * (`lifesteal`).
 */
function damageOne(
  run: Run,
  target: Id,
  amount: number,
  depth: number,
  by: Agent,
  dealer: Id | null,
): boolean {
  const state = run.state;
  let e = state.entities[target];
  let cause: Cause = by;
  if (e.card === null) {
    if (run.fallen !== null && hasFallen(run, target)) return false;
    const redirect = redirectTarget(state, e.owner);
    if (redirect !== null) {
      cause = { kind: "redirect", by, hero: e.id, minion: redirect };
      e = state.entities[redirect];
    }
  }
  if (e.card !== null && isImmune(state, e.id)) return false;
  if (e.shielded) {
    e.shielded = false;
    record(run, depth, { type: "DivineShieldLost", id: e.id }, cause);
    if (dealer !== null) loseStealth(run, dealer, depth, by);
    return false;
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
  if (dealer !== null) {
    loseStealth(run, dealer, depth, by);
    if (e.health < 0 && overkills(state, dealer)) recordOverkill(run, dealer, e.id, depth, line);
  }
  if (alive && e.health <= 0) doom(run, e.id, { kind: "lethal", line });
  if (dealer !== null && e.card !== null && hasKeyword(state, dealer, "poisonous")) {
    e.pendingDestroy = true;
    doom(run, e.id, { kind: "poisoned", line });
  }
  return true;
}

/** The hero a character's damage heals (docs/rules.md §3.10): its owner's if it has Lifesteal (a hero by its weapon), else null. */
export function lifestealHero(state: GameState, source: Id): Id | null {
  return hasKeyword(state, source, "lifesteal") ? state.sides[state.entities[source].owner].hero : null;
}

/**
 * The hero an effect's damage heals (docs/rules.md §3.10), or null: a minion's trigger heals as its minion
 * does (`lifestealHero`); a spell with Lifesteal heals its caster's hero (Hearthstone Wiki, Lifesteal:
 * "Whenever a Lifesteal card or Hero Power deals damage, it will restore the exact same amount of Health to
 * its controlling hero too").
 */
export function effectLifesteal(ctx: EffectContext): Id | null {
  const state = ctx.run.state;
  if (ctx.source !== null) return lifestealHero(state, ctx.source);
  const spell = state.cards.get(ctx.card);
  return spell?.keywords.includes("lifesteal") ? state.sides[ctx.owner].hero : null;
}

/**
 * Lifesteal (docs/rules.md §3.10): damage a Lifesteal source (a character, or a spell) dealt heals `hero` by
 * the amount, once per Damage event that dealt damage (`hits`), each a `Healed` (up to the hero's maximum;
 * nothing at full Health). It runs after every Damage event dealt at once, never between them: the two combatants'
 * damage in an attack, every target of an area. Hearthstone Wiki, Attack: an attack causes the two
 * characters "to simultaneously deal damage to each other"; Lifesteal, notes: a hero taking lethal damage
 * while dealing Lifesteal damage survives "if it would be enough to restore them to 1 health or more (or,
 * put another way, if the damage taken minus the Lifesteal heal is less than the hero's health)", so the
 * heal restores after the damage, and a hero at full Health that takes as much as it deals ends at full;
 * "If Betrayal is cast upon a minion with Lifesteal, the Lifesteal effect will activate once for each
 * minion hit" (one heal per target, not one of the total; HearthSim hs-bugs #1132: a cleaving Lifesteal
 * attack heals for each neighbour it damages).
 */
function lifesteal(run: Run, hero: Id | null, hits: number, amount: number, depth: number, by: Agent): void {
  if (hero !== null) for (let i = 0; i < hits; i++) heal(run, hero, amount, depth, by);
}

/**
 * Restore Health (docs/rules.md §3.10, Lifesteal): up to the character's maximum; `Healed{target, amount}`
 * with the Health actually restored, nothing when there was none to restore, nor for a hero that died in
 * this Sequence (docs/rules.md §3.10: "you are already dead and gain no healing").
 */
export function heal(run: Run, target: Id, amount: number, depth: number, by: Agent): void {
  const e = run.state.entities[target];
  if (run.fallen !== null && hasFallen(run, target)) return;
  const restored = Math.min(amount, e.maxHealth - e.health);
  if (restored <= 0) return;
  e.health += restored;
  revive(run, target);
  record(run, depth, { type: "Healed", target, amount: restored }, by);
}

/**
 * Deal damage to several characters at once (docs/rules.md §3.2, area effects; Advanced rulebook: "all of the
 * Damage/Healing Events are created in play order"): every Damage event is created here, in the targets'
 * order, then, when the damage has Lifesteal (`healer`: the hero it heals, `effectLifesteal`), one heal per
 * character damaged (`lifesteal`); the runner fills and resolves each event's Queue afterwards, in the same
 * order (`settle`). Damage of 0 or less does nothing.
 */
export function dealDamage(
  run: Run,
  targets: readonly Id[],
  amount: number,
  depth: number,
  by: Agent,
  healer: Id | null = null,
): void {
  if (amount <= 0) return;
  const dealer = damageSource(by);
  let hits = 0;
  for (const t of targets) if (damageOne(run, t, amount, depth, by, dealer)) hits++;
  lifesteal(run, healer, hits, amount, depth, by);
}

/**
 * Damage no character deals (docs/rules.md §3.10, Fatigue): one Damage event to `target`, the redirect,
 * Divine Shield and Armor acting as for any other, but with no dealer: the character whose effect led to it
 * (a minion whose trigger drew into Fatigue) does not deal it, so its Poisonous destroys nothing and its
 * Lifesteal heals no one. The records are still `by`'s (docs/rules.md §3.11). Hearthstone shows Fatigue
 * as a card of its own ("Out of cards! Take 1 damage."); HearthSim's simulator SabberStone has the hero deal
 * it to itself (`Draw.cs` → `PreDrawPhase`). Damage of 0 or less does nothing.
 */
export function damageByNoCharacter(run: Run, target: Id, amount: number, depth: number, by: Agent): void {
  if (amount > 0) damageOne(run, target, amount, depth, by, null);
}

/**
 * Combat damage (docs/rules.md §3.10; Hearthstone Wiki, Attack: the two "simultaneously deal damage to each
 * other"): the attacker's Damage event on the defender, the defender's on the attacker (each only if its
 * amount is above 0), then the attacker's Lifesteal heal, then the defender's (`lifesteal`).
 */
export function exchangeDamage(
  run: Run,
  attacker: Id,
  defender: Id,
  dealt: number,
  back: number,
  line: number,
): void {
  const byAttacker: Agent = { kind: "combat", source: attacker, line };
  const byDefender: Agent = { kind: "combat", source: defender, line };
  const hitDefender = dealt > 0 && damageOne(run, defender, dealt, 0, byAttacker, attacker);
  const hitAttacker = back > 0 && damageOne(run, attacker, back, 0, byDefender, defender);
  if (hitDefender) lifesteal(run, lifestealHero(run.state, attacker), 1, dealt, 0, byAttacker);
  if (hitAttacker) lifesteal(run, lifestealHero(run.state, defender), 1, back, 0, byDefender);
}
