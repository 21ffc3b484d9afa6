import { record } from "../run";
import type { EffectHandler } from ".";

/** `gainArmor {amount}`: the source's owner's hero gains Armor and logs `ArmorGained`. */
export const gainArmor: EffectHandler<"gainArmor"> = (ctx, clause) => {
  if (clause.amount <= 0) return;
  ctx.run.state.sides[ctx.owner].armor += clause.amount;
  record(ctx.run, ctx.depth, { type: "ArmorGained", player: ctx.owner, amount: clause.amount }, ctx.by);
};
