/**
 * The card format (docs/rules.md §4): a card is data, a list of clauses the engine interprets. Every
 * type here is derived from the vocabulary tables of `vocabulary.ts` (the one source of the format), so
 * the unions are closed and a new kind there is a new member here; `schema/card.schema.json` is
 * generated from the same tables and rejects anything else.
 */
import {
  type AURA_SPECS,
  type CARD_FIELDS,
  type CARD_GAMES,
  type CARD_TYPES,
  type CHOICES,
  type EFFECT_SPECS,
  type KEYWORD_FIELDS,
  type KEYWORDS,
  type MINION_FIELDS,
  type TARGETS,
  type TRIGGER_FIELDS,
  TRIGGERS,
  type WEAPON_FIELDS,
} from "./vocabulary";

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The members of a closed set of `CHOICES`. */
type Choice<C extends keyof typeof CHOICES> = keyof (typeof CHOICES)[C] & string;

/** The TypeScript type of a field's value (see `FieldSpec`). */
type ValueOf<F> = F extends { type: "integer" }
  ? number
  : F extends { type: "choice"; of: infer C extends keyof typeof CHOICES }
    ? Choice<C>
    : F extends { type: "word" | "card" | "string" }
      ? string
      : F extends { type: "boolean" }
        ? boolean
        : F extends { type: "clauses" }
          ? Clause[]
          : F extends { type: "object"; fields: infer Fs }
            ? FieldsOf<Fs>
            : never;

/** An object with the fields of a field table: those marked `optional` may be left out. */
type FieldsOf<Fs> = Simplify<
  { -readonly [K in keyof Fs as Fs[K] extends { optional: true } ? never : K]: ValueOf<Fs[K]> } & {
    -readonly [K in keyof Fs as Fs[K] extends { optional: true } ? K : never]?: ValueOf<Fs[K]>;
  }
>;

/** The events a card can respond to. `Triggered.trigger` carries this name. */
export type TriggerName = Choice<"trigger">;
/** The trigger names, in the vocabulary's order. */
export const TRIGGER_NAMES = Object.keys(TRIGGERS) as TriggerName[];

/** Whom the record firing a trigger must be about (docs/rules.md §4): itself, a friendly minion, any other minion… */
export type TriggerScope = Choice<"scope">;
/** The scopes of `damaged` triggers (the same set: `TriggerScope`). */
export type DamagedScope = TriggerScope;

/** Who an effect reaches. "Friendly"/"enemy" are relative to the source's owner; "other" excludes the source. */
export type Target = Choice<"target">;

/** How trigger multipliers of one trigger combine (docs/rules.md §3.4). */
export type Stacking = Choice<"stacking">;

/** `{type: "trigger", trigger, scope?}`: opens a group of effects. */
export type TriggerClause = Simplify<{ type: "trigger" } & FieldsOf<typeof TRIGGER_FIELDS>>;

/** The effect kinds (one handler each in `effects/`). */
export type EffectKind = keyof typeof EFFECT_SPECS;
/** `{type: "effect", effect: K, ...its fields}` for every effect kind K. */
export type EffectClause = {
  [K in EffectKind]: Simplify<{ type: "effect"; effect: K } & FieldsOf<(typeof EFFECT_SPECS)[K]["fields"]>>;
}[EffectKind];

/** The aura kinds. */
export type AuraKind = keyof typeof AURA_SPECS;
/** `{type: "aura", aura: K, ...its fields}` for every aura kind K. */
export type AuraClause = {
  [K in AuraKind]: Simplify<{ type: "aura"; aura: K } & FieldsOf<(typeof AURA_SPECS)[K]["fields"]>>;
}[AuraKind];

/** `{type: "keyword", keyword}`. */
export type KeywordClause = Simplify<{ type: "keyword" } & FieldsOf<typeof KEYWORD_FIELDS>>;

/** One entry of a card's text. */
export type Clause = TriggerClause | EffectClause | AuraClause | KeywordClause;

/** What kind of card it is: a minion, a spell or a weapon. */
export type CardType = keyof typeof CARD_TYPES;
/** Where a card comes from. */
export type CardGame = keyof typeof CARD_GAMES;
/** A keyword. */
export type Keyword = keyof typeof KEYWORDS;
/** A target's name, as listed in `TARGETS`. */
export type TargetName = keyof typeof TARGETS;

/**
 * One card file (`cards/*.json`). `attack`/`health` are a minion's, `attack`/`durability` a weapon's;
 * `noun` is a SpellGrid minion's word.
 */
export type CardDef = Simplify<
  FieldsOf<typeof CARD_FIELDS> &
    Partial<FieldsOf<typeof MINION_FIELDS>> &
    Partial<FieldsOf<typeof WEAPON_FIELDS>>
>;
