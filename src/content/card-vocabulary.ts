/**
 * The closed vocabularies of the card format (docs/rules.md §4) as runtime lists, read from the one
 * source, the vocabulary tables of `src/engine/cards/vocabulary.ts` (in their order).
 */
import type { AuraKind, CardType, Clause, EffectKind, Keyword, Target } from "../engine/cards/card-def";
import {
  AURA_SPECS,
  CARD_TYPES,
  CLAUSE_KINDS,
  EFFECT_SPECS,
  KEYWORDS,
  TARGETS as TARGET_TABLE,
} from "../engine/cards/vocabulary";

const keys = <K extends string>(table: Record<K, unknown>) => Object.keys(table) as K[];

/** Clause kinds (`Clause["type"]`). */
export const CLAUSE_TYPES: readonly Clause["type"][] = keys(CLAUSE_KINDS);
/** Effect kinds (`EffectKind`). */
export const EFFECT_KINDS: readonly EffectKind[] = keys(EFFECT_SPECS);
/** Targets (`Target`). */
export const TARGETS: readonly Target[] = keys(TARGET_TABLE);
/** Aura kinds (`AuraClause["aura"]`). */
export const AURA_KINDS: readonly AuraKind[] = keys(AURA_SPECS);
/** Keywords. */
export const KEYWORD_NAMES: readonly Keyword[] = keys(KEYWORDS);
/** Card types. */
export const CARD_TYPE_NAMES: readonly CardType[] = keys(CARD_TYPES);
