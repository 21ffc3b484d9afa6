/**
 * Spell Damage +N (docs/rules.md §3.10; Hearthstone Wiki, Spell Damage): a `dealDamage` effect of a spell
 * deals, to each target, the total Spell Damage of its caster's minions in play more ("Multiple instances of
 * Spell Damage stack"; an area's bonus goes to "each afflicted target"). The total is read as each effect
 * runs, from the board as it is then ("its value updates constantly, and not only when Auras are updated"),
 * a mortally wounded minion still in play included (docs/rules.md §3.2). Nothing else is raised: "no effect
 * on healing spells nor on damaging effects that are not spells (like Hero Powers, Deathrattles,
 * Battlecries, Fatigue, … triggered effects and combat damage)".
 */
import type { EffectContext } from "./run";
import type { GameState, Player } from "./types";

/** The total Spell Damage of a player's minions in play. */
export function spellDamageOf(state: GameState, player: Player): number {
  let total = 0;
  for (const id of state.inPlay) {
    const e = state.entities[id];
    if (e.owner === player) total += e.card!.spellDamage;
  }
  return total;
}

/** The damage an effect deals: a spell's (no source minion, no trigger) raised by its caster's Spell Damage. */
export function effectDamage(ctx: EffectContext, amount: number): number {
  return ctx.source === null && ctx.trigger === null
    ? amount + spellDamageOf(ctx.run.state, ctx.owner)
    : amount;
}
