import { doom } from "../run";
import { resolveTargets } from "../targets";
import type { EffectHandler } from ".";

/**
 * `destroy {target}` (Module 3): marks the minions pending destroy; they leave play in the next Death
 * Creation Step. Marking logs nothing; the destroy is remembered as its `Destroyed`'s cause, unless lethal
 * damage came first (docs/rules.md §3.11). Heroes are not destroyed (no game over yet, docs/rules.md §3.10).
 */
export const destroyEffect: EffectHandler<"destroy"> = (ctx, clause) => {
  const state = ctx.run.state;
  for (const id of resolveTargets(ctx, clause.target)) {
    if (state.entities[id].card === null) continue;
    state.entities[id].pendingDestroy = true;
    doom(ctx.run, id, ctx.by);
  }
};
