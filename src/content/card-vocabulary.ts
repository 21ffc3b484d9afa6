/**
 * The closed vocabularies of the card format (docs/rules.md §4) as runtime lists, each checked at compile time to
 * list exactly the members of its union in `card-def.ts`. Tests compare them with the schema's enums and
 * with what `cards/*.json` uses.
 */
import type {
  AuraClause,
  CardGame,
  CardType,
  Clause,
  EffectKind,
  KeywordClause,
  Target,
} from "../engine/cards/card-def";

/** A list of `U`'s members that fails to compile when it leaves one out (the error names the missing one). */
const listOf =
  <U>() =>
  <const L extends readonly U[]>(
    list: L & ([Exclude<U, L[number]>] extends [never] ? unknown : { missing: Exclude<U, L[number]> }),
  ): readonly U[] =>
    list;

/** Clause kinds (`Clause["type"]`). */
export const CLAUSE_TYPES = listOf<Clause["type"]>()(["trigger", "effect", "aura", "keyword"]);
/** Effect kinds (`EffectKind`), in docs/rules.md §4 order. */
export const EFFECT_KINDS = listOf<EffectKind>()([
  "dealDamage",
  "destroy",
  "summon",
  "draw",
  "gainArmor",
  "buffHand",
  "assemble",
  "spawnText",
]);
/** Targets (`Target`), in docs/rules.md §4 order. */
export const TARGETS = listOf<Target>()([
  "self",
  "chosen",
  "friendlyHero",
  "enemyHero",
  "allMinions",
  "allOtherMinions",
  "allFriendlyMinions",
  "allEnemyMinions",
  "allCharacters",
  "allOtherCharacters",
]);
/** Aura kinds (`AuraClause["aura"]`). */
export const AURA_KINDS = listOf<AuraClause["aura"]>()(["triggerMultiplier", "damageRedirect"]);
/** Keywords (`KeywordClause["keyword"]`). */
export const KEYWORDS = listOf<KeywordClause["keyword"]>()(["taunt"]);
/** Card types. */
export const CARD_TYPES = listOf<CardType>()(["minion", "spell"]);
/** Games a card belongs to. */
export const CARD_GAMES = listOf<CardGame>()(["hearthstone", "course", "spellgrid"]);
