import { dealDamage } from "../damage";
import { resolveTargets } from "../targets";
import type { EffectHandler } from ".";

/** `dealDamage {target, amount}`: one Damage event per target, as an area effect when several. */
export const dealDamageEffect: EffectHandler<"dealDamage"> = (ctx, clause) =>
  dealDamage(ctx.run, resolveTargets(ctx, clause.target), clause.amount, ctx.depth, ctx.by);
