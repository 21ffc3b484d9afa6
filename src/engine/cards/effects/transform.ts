import { cardNamed } from "../registry";
import { resolveTargets } from "../targets";
import { transformMinion } from "../transform";
import type { EffectHandler } from ".";

/**
 * `transform {target, card}` (docs/rules.md §3.10; Hearthstone Wiki, Transform): each target minion, in play
 * order, becomes a fresh minion of `card` where it stands (`transformMinion`, src/engine/cards/transform.ts);
 * heroes are skipped.
 */
export const transform: EffectHandler<"transform"> = (ctx, clause) => {
  const card = cardNamed(ctx.run.state, clause.card);
  for (const id of resolveTargets(ctx, clause.target)) transformMinion(ctx, id, card);
};
