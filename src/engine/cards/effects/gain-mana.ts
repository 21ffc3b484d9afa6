import { record } from "../run";
import type { EffectHandler } from ".";

/**
 * `gainMana {amount}` (docs/rules.md §3.10; Hearthstone's "Gain 1 Mana Crystal this turn only"): the
 * owner's mana for this turn goes up, never past the mana limit; `ManaGained` with what was gained,
 * nothing when nothing was.
 */
export const gainMana: EffectHandler<"gainMana"> = (ctx, clause) => {
  const state = ctx.run.state;
  const side = state.sides[ctx.owner];
  const gained = Math.min(clause.amount, state.limits.mana - side.mana);
  if (gained <= 0) return;
  side.mana += gained;
  record(ctx.run, ctx.depth, { type: "ManaGained", player: ctx.owner, amount: gained }, ctx.by);
};
