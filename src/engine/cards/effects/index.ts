import type { EffectClause, EffectKind } from "../card-def";
import type { EffectContext, EffectSite } from "../run";
import { assembleEffect } from "./assemble";
import { buffHand } from "./buff-hand";
import { dealDamageEffect } from "./deal-damage";
import { destroyEffect } from "./destroy";
import { draw } from "./draw";
import { gainArmor } from "./gain-armor";
import { spawnText } from "./spawn-text";
import { summon } from "./summon";

/** An effect's handler: runs one clause of that kind in its context. */
export type EffectHandler<K extends EffectKind> = (
  ctx: EffectContext,
  clause: Extract<EffectClause, { effect: K }>,
) => void;

/** The effect registry (docs/rules.md §2): a missing handler is a compile error. */
export const EFFECTS = {
  dealDamage: dealDamageEffect,
  destroy: destroyEffect,
  summon,
  draw,
  gainArmor,
  buffHand,
  assemble: assembleEffect,
  spawnText,
} satisfies { [K in EffectKind]: EffectHandler<K> };

/**
 * Run effect clauses in order, each to completion (its Queues included) before the next. Each clause is
 * the agent of what it records (docs/rules.md §3.11): the clause, its card and source, and the line
 * that runs it.
 */
export function runEffects(clauses: readonly EffectClause[], site: EffectSite): void {
  const { run, source, card, trigger, owner, depth, chosen, line } = site;
  for (const clause of clauses) {
    const by = { kind: "effect", clause, card, source, trigger, line } as const;
    const ctx: EffectContext = { run, source, card, trigger, owner, depth, chosen, line, by };
    (EFFECTS[clause.effect] as EffectHandler<EffectKind>)(ctx, clause);
  }
}
