import { dealDamage, effectLifesteal } from "../damage";
import { effectDamage } from "../spell-damage";
import { resolveTargets } from "../targets";
import type { EffectHandler } from ".";

/**
 * `dealDamage {target, amount}`: one Damage event per target, as an area effect when several; with
 * Lifesteal (its minion's, or its spell's), each character damaged heals that hero (docs/rules.md §3.10); a
 * spell's amount is raised by its caster's Spell Damage (`effectDamage`, docs/rules.md §3.10).
 */
export const dealDamageEffect: EffectHandler<"dealDamage"> = (ctx, clause) =>
  dealDamage(
    ctx.run,
    resolveTargets(ctx, clause.target),
    effectDamage(ctx, clause.amount),
    ctx.depth,
    ctx.by,
    effectLifesteal(ctx),
  );
