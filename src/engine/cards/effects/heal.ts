import { heal as restore } from "../damage";
import { resolveTargets } from "../targets";
import type { EffectHandler } from ".";

/**
 * `heal {target, amount}` (docs/rules.md §3.13; Hearthstone: "Restore N Health"): each target, in play
 * order, gets back up to `amount` Health, never past its maximum, and logs `Healed{target, amount}` with
 * the Health actually restored; a target at full Health logs nothing.
 */
export const heal: EffectHandler<"heal"> = (ctx, clause) => {
  for (const id of resolveTargets(ctx, clause.target)) restore(ctx.run, id, clause.amount, ctx.depth, ctx.by);
};
