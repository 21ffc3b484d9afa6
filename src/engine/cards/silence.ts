/**
 * Silence (docs/rules.md §3.10; Hearthstone Wiki, Silence: it "removes a minion's card text and eliminates
 * any other effects present on the card"; "removes all buffs and all effects (even those written on the
 * card)"; it "will remove other spell effects … including freeze"). A Silenced minion is the same minion
 * (same id, owner, place and order of play) with its card's text taken away: it plays on as its silenced
 * card (`silencedCard`: no keywords, triggers, Deathrattle, auras or Spell Damage), so whatever reads a
 * minion's text reads none. Its Divine Shield, Stealth, Reborn and Frozen go with it. Its buffs go: its
 * Attack and maximum Health are its card's again, and its Health is lowered to that maximum only if above
 * it ("When a minion is silenced it returns to its original health if its current health is above its
 * original health; however, if its current health is below its original health, its health will not
 * change"): its damage stays. Auras other minions give it still apply (the Wiki: "buffs that come from other
 * minions … will renew immediately"); an aura it gave leaves the snapshot at the next Aura Update, as a
 * dead minion's does (docs/rules.md §3.4), so a Silence marks the state unsettled (`Run.settled`) for it.
 */
import { cardKey } from "./hash";
import { compileCard } from "./registry";
import { type EffectContext, record } from "./run";
import type { CompiledCard, Id } from "./types";

/** Each card's silenced card, made once per compiled card (a Silenced minion of it plays on as this one). */
const silenced = new WeakMap<CompiledCard, CompiledCard>();

/**
 * The card a Silenced minion of `card` plays on as: its name, type, cost and stats, and no text. Its key (its
 * identity in state hashes) is its card's `cardKey` of the text-less definition, flipped by a constant, so a
 * Silenced vanilla minion is not the same state as one that is not (the views show it Silenced); like every
 * key it is a 32-bit hash (hash.ts `gameKey`: "a hash, not an encoding"), not one no other card can have.
 */
export function silencedCard(card: CompiledCard): CompiledCard {
  if (card.silenced === true) return card;
  let quiet = silenced.get(card);
  if (quiet === undefined) {
    const def = { ...card.def, text: [], split: 0 };
    quiet = { ...compileCard(def), key: (cardKey(def) ^ 0x5a5a5a5a) >>> 0, silenced: true };
    silenced.set(card, quiet);
  }
  return quiet;
}

/**
 * Silence one minion (`silence` effect): it logs `Silenced{id}`, then `StatsChanged` when its Attack or
 * Health changed. Nothing for a character that is not a minion in play (a hero is skipped).
 */
export function silenceMinion(ctx: EffectContext, id: Id): void {
  const run = ctx.run;
  const e = run.state.entities[id];
  if (e.card === null || e.zone !== "board" || e.card.def.type !== "minion") return;
  if (e.card.auras.length > 0) run.settled = -1;
  e.card = silencedCard(e.card);
  e.shielded = false;
  e.stealthed = false;
  e.reborn = false;
  e.frozen = false;
  const attack = e.card.def.attack ?? 0;
  const maxHealth = e.card.def.health ?? 0;
  const changed = attack !== e.attack || Math.min(e.health, maxHealth) !== e.health;
  e.attack = attack;
  e.maxHealth = maxHealth;
  e.health = Math.min(e.health, maxHealth);
  record(run, ctx.depth, { type: "Silenced", id }, ctx.by);
  if (changed) record(run, ctx.depth, { type: "StatsChanged", id, attack, health: e.health }, ctx.by);
}
