import { record, revive } from "../run";
import { resolveTargets } from "../targets";
import { isMinionInPlay } from "../world";
import type { EffectHandler } from ".";

/**
 * `buff {target, attack, health}` (docs/rules.md §3.13; Hearthstone: "Give a minion +4/+4"): each target
 * minion, in play order, gets +attack Attack and +health Health and maximum Health, and logs
 * `StatsChanged` with its new values. Heroes are skipped (a hero's Attack is its weapon's).
 */
export const buff: EffectHandler<"buff"> = (ctx, clause) => {
  const state = ctx.run.state;
  for (const id of resolveTargets(ctx, clause.target)) {
    if (!isMinionInPlay(state, id)) continue;
    const e = state.entities[id];
    e.attack += clause.attack;
    e.health += clause.health;
    e.maxHealth += clause.health;
    revive(ctx.run, id);
    record(ctx.run, ctx.depth, { type: "StatsChanged", id, attack: e.attack, health: e.health }, ctx.by);
  }
};
