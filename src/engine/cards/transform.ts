/**
 * Transform (docs/rules.md §3.10; Hearthstone Wiki, Transform: it "irreversibly transforms a minion into
 * something else. This removes all card text, abilities and enchantments, and does not trigger any
 * Deathrattles"; "While transform effects effectively create a new minion in place of the old one, they do
 * not summon minions"; "The process appears to continue the summoning process precisely, with the new
 * minion in place of the old"). The minion plays on as a fresh minion of the new card: the new card's
 * Attack, Health, maximum Health and keywords (its Divine Shield, Stealth, Reborn), no damage, no buffs, not
 * Frozen, not destroyed-pending, not doomed (a later death is caused by its own lethal damage, docs/rules.md
 * §3.11). It keeps its id, owner, place on the board, order of play, the turn it
 * entered play and the attacks made this turn (so it can attack exactly when the old one could): SpellGrid's
 * reading of "in place of the old one" and "continue the summoning process", one handle for the views and
 * the journal. It is not summoned (no `Summoned`, no summon triggers) and does not die (no `Destroyed`, no
 * Deathrattle). A trigger of the old card already in a Queue does not run (queue.ts `resolveTrigger`: its
 * card no longer has it). An aura of the old card leaves, and one of the new card joins, at the next Aura
 * Update (docs/rules.md §3.4), so a Transform of either marks the state unsettled (`Run.settled`).
 */
import { type EffectContext, record, revive } from "./run";
import type { CompiledCard, Id } from "./types";

/** Transform one minion into `card` (`transform` effect): logs `Transformed{id, from, to}`; nothing for a hero. */
export function transformMinion(ctx: EffectContext, id: Id, card: CompiledCard): void {
  const run = ctx.run;
  const e = run.state.entities[id];
  if (e.card === null || e.zone !== "board" || e.card.def.type !== "minion") return;
  const from = e.card.name;
  if (e.card.auras.length > 0 || card.auras.length > 0) run.settled = -1;
  const def = card.def;
  e.card = card;
  e.cost = def.cost;
  e.attack = def.attack ?? 0;
  e.health = def.health ?? 0;
  e.maxHealth = def.health ?? 0;
  e.pendingDestroy = false;
  e.frozen = false;
  e.shielded = card.keywords.includes("divineShield");
  e.stealthed = card.keywords.includes("stealth");
  e.reborn = card.keywords.includes("reborn");
  e.frenzied = false;
  revive(run, id); // doomed before (lethal damage, a destroy, Poisonous), the fresh minion is not
  record(run, ctx.depth, { type: "Transformed", id, from, to: card.name }, ctx.by);
}
