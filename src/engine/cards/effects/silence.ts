import { silenceMinion } from "../silence";
import { resolveTargets } from "../targets";
import type { EffectHandler } from ".";

/**
 * `silence {target}` (docs/rules.md §3.10; Hearthstone Wiki, Silence): each target minion, in play order, is
 * Silenced (`silenceMinion`, src/engine/cards/silence.ts); heroes are skipped.
 */
export const silence: EffectHandler<"silence"> = (ctx, clause) => {
  for (const id of resolveTargets(ctx, clause.target)) silenceMinion(ctx, id);
};
