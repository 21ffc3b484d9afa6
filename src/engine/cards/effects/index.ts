/**
 * The effects, one file each (docs/rules.md §4.2): each handler runs one effect clause in its context,
 * recording what happens through `record()` (run.ts); the Sequence runner settles the Queues after it
 * (queue.ts `runEffects`). A new effect: its row in `EFFECT_SPECS` (vocabulary.ts: fields, ranges, what it
 * does), after which the compiler asks for its handler here (a file of its own) and its English in the
 * renderer (render.ts `EFFECT_TEXT`); then `npm run schemas` and `npm run docs` write the card schema and
 * the guide's reference (tests fail while either differs).
 */
import type { EffectClause, EffectKind } from "../card-def";
import type { EffectContext } from "../run";
import { assembleEffect } from "./assemble";
import { buff } from "./buff";
import { buffHand } from "./buff-hand";
import { dealDamageEffect } from "./deal-damage";
import { destroyEffect } from "./destroy";
import { draw } from "./draw";
import { freeze } from "./freeze";
import { gainArmor } from "./gain-armor";
import { gainMana } from "./gain-mana";
import { heal } from "./heal";
import { silence } from "./silence";
import { spawnText } from "./spawn-text";
import { summon } from "./summon";
import { transform } from "./transform";

/**
 * An effect's handler: runs one clause of that kind in its context; for an effect that happens one unit at
 * a time (`EFFECT_STEPS`), one unit, the `step`-th (from 0).
 */
export type EffectHandler<K extends EffectKind> = (
  ctx: EffectContext,
  clause: Extract<EffectClause, { effect: K }>,
  step: number,
) => void;

/**
 * The effects that happen one unit at a time, and how many units a clause has: the runner runs the handler
 * once per unit and settles the Queues after each (queue.ts `runEffects`). A summon of several minions
 * summons them one by one, each answered before the next is summoned (HearthSim hs-bugs #861: "summoning a
 * minion is also a Sequence"; a minion summoned earlier by the same effect answers the later summons).
 * Every other effect is one unit.
 */
export const EFFECT_STEPS: {
  readonly [K in EffectKind]?: (clause: Extract<EffectClause, { effect: K }>) => number;
} = {
  summon: (clause) => clause.count,
};

/** The effect registry (docs/rules.md §2): a missing handler is a compile error. */
export const EFFECTS = {
  dealDamage: dealDamageEffect,
  destroy: destroyEffect,
  summon,
  draw,
  gainArmor,
  buffHand,
  assemble: assembleEffect,
  gainMana,
  freeze,
  heal,
  buff,
  silence,
  transform,
  spawnText,
} satisfies { [K in EffectKind]: EffectHandler<K> };
