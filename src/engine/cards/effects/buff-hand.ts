import { record } from "../run";
import type { EffectHandler } from ".";

/**
 * `buffHand {attack, health}` (the Assemble spells' second clause): every minion in the owner's hand gets
 * +attack/+health, in hand order, each logging `StatsChanged` with its new values.
 */
export const buffHand: EffectHandler<"buffHand"> = (ctx, clause) => {
  const state = ctx.run.state;
  for (const id of state.sides[ctx.owner].hand) {
    const e = state.entities[id];
    if (e.card?.def.type !== "minion") continue;
    e.attack += clause.attack;
    e.health += clause.health;
    e.maxHealth += clause.health;
    record(ctx.run, ctx.depth, { type: "StatsChanged", id, attack: e.attack, health: e.health }, ctx.by);
  }
};
