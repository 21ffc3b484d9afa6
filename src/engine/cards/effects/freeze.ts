import { record } from "../run";
import { resolveTargets } from "../targets";
import type { EffectHandler } from ".";

/**
 * `freeze {target}` (docs/rules.md §3.10; Hearthstone Wiki, Freeze: "Frozen characters miss their next
 * possible attack"): each target not already Frozen becomes Frozen and logs `Frozen`. It thaws at the end
 * of its owner's turn if it could have attacked in it (`thaw`, src/engine/cards/turns.ts).
 */
export const freeze: EffectHandler<"freeze"> = (ctx, clause) => {
  const state = ctx.run.state;
  for (const id of resolveTargets(ctx, clause.target)) {
    const e = state.entities[id];
    if (e.frozen) continue;
    e.frozen = true;
    record(ctx.run, ctx.depth, { type: "Frozen", id }, ctx.by);
  }
};
