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
  gainMana,
  freeze,
  heal,
  buff,
  spawnText,
} satisfies { [K in EffectKind]: EffectHandler<K> };
