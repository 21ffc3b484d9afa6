/**
 * The card format (docs/rules.md §4): a card is data, a list of clauses the engine interprets.
 * Every union here is closed; `schema/card.schema.json` is its JSON twin and rejects anything else.
 */

/** The events a card can respond to. `Triggered.trigger` carries this name. */
export type TriggerName = "battlecry" | "deathrattle" | "damaged";
export const TRIGGER_NAMES: readonly TriggerName[] = ["battlecry", "deathrattle", "damaged"];

/** Whose damage a `damaged` trigger listens to: itself, any friendly minion (itself included), any other minion. */
export type DamagedScope = "self" | "friendlyMinion" | "otherMinion";

/** Who an effect reaches. "Friendly"/"enemy" are relative to the source's owner; "other" excludes the source. */
export type Target =
  | "self"
  | "chosen"
  | "friendlyHero"
  | "enemyHero"
  | "allMinions"
  | "allOtherMinions"
  | "allFriendlyMinions"
  | "allEnemyMinions"
  | "allCharacters"
  | "allOtherCharacters";

export type TriggerClause = { type: "trigger"; trigger: TriggerName; scope?: DamagedScope };

export type EffectClause =
  | { type: "effect"; effect: "dealDamage"; target: Target; amount: number }
  | { type: "effect"; effect: "destroy"; target: Target }
  | { type: "effect"; effect: "summon"; card: string; count: number }
  | { type: "effect"; effect: "draw"; count: number }
  | { type: "effect"; effect: "gainArmor"; amount: number }
  | { type: "effect"; effect: "buffHand"; attack: number; health: number }
  | { type: "effect"; effect: "assemble"; filter: { trigger: TriggerName } }
  | { type: "effect"; effect: "spawnText"; word: string };

export type EffectKind = EffectClause["effect"];

export type AuraClause =
  | {
      type: "aura";
      aura: "triggerMultiplier";
      trigger: TriggerName;
      times: number;
      stacking: "max" | "additive";
    }
  | { type: "aura"; aura: "damageRedirect"; from: "friendlyHero" };

export type KeywordClause = { type: "keyword"; keyword: "taunt" };

export type Clause = TriggerClause | EffectClause | AuraClause | KeywordClause;

export type CardType = "minion" | "spell";
export type CardGame = "hearthstone" | "course" | "spellgrid";

/** One card file (`cards/*.json`). `attack`/`health` are a minion's; `noun` is a SpellGrid minion's word. */
export interface CardDef {
  $schema?: string;
  name: string;
  type: CardType;
  cost: number;
  attack?: number;
  health?: number;
  text: Clause[];
  split: number;
  game: CardGame;
  collectible?: boolean;
  noun?: string;
}
