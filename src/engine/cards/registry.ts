/**
 * The card registry (docs/rules.md §3.7; docs/api.md M5): a definition is checked well-formed
 * (`illFormedAt`), compiled once (`compileCard`: each trigger grouped with its effects, auras and keywords
 * collected) and registered by name; `cardNamed` finds a card or names the one missing.
 */
import type { CardDef, Clause, EffectClause, Keyword, Target, TriggerClause, TriggerName } from "./card-def";
import { unknownCard, wrongArgument } from "./errors";
import { cardKey } from "./hash";
import type { CompiledCard, CompiledTrigger, GameState } from "./types";
import { TRIGGER_ALLOWED_SCOPES, TRIGGER_DEFAULT_SCOPES } from "./vocabulary";

/**
 * The clause kinds a card type's text may hold, or null for a minion's mixed text: a spell's, effects and
 * its keywords (`SPELL_KEYWORDS`); a weapon's, keywords.
 */
const ONLY_CLAUSES: Record<CardDef["type"], { kinds: readonly Clause["type"][]; words: string } | null> = {
  minion: null,
  spell: { kinds: ["effect", "keyword"], words: "effects and the lifesteal keyword" },
  weapon: { kinds: ["keyword"], words: "keywords" },
};

/**
 * The keywords a spell may carry (docs/rules.md §3.10, §4.2): Lifesteal, which heals its caster's hero by
 * the damage the spell deals (Hearthstone Wiki, Lifesteal: "Whenever a Lifesteal card or Hero Power deals
 * damage, it will restore the exact same amount of Health to its controlling hero too"). Every other
 * keyword acts on a character, and a spell is none.
 */
export const SPELL_KEYWORDS: readonly Keyword[] = ["lifesteal"];

/**
 * The keywords only a minion may carry (docs/rules.md §3.10): a weapon's keywords act on its hero, and a
 * hero has no Stealth (Hearthstone Wiki, Stealth: "a minion ability"), no Reborn ("causes a minion to be
 * resummoned"), no Spell Damage and, here, no Immune (a minion's printed keyword, for good).
 */
export const MINION_KEYWORDS: readonly Keyword[] = ["stealth", "reborn", "spellDamage", "immune"];

/**
 * Well-formed text (docs/api.md M5, docs/rules.md §3.8): for a minion, every effect clause belongs to a trigger
 * (none before the first trigger, none right after an aura or keyword) and every trigger has at least
 * one effect before the next trigger, aura, keyword or the end, and each trigger's scope is one it takes
 * (`TRIGGER_ALLOWED_SCOPES`). A spell's text is effects and the Lifesteal keyword (`spellIllFormedAt`); a
 * weapon's, keywords only (docs/rules.md §3.10). No effect names a target it could never hit where it runs (`neverHit`). Returns the clause at
 * fault (`text[i]`, or its field) and why, or null.
 */
export function illFormedAt(def: Pick<CardDef, "type" | "text">): { path: string; reason: string } | null {
  const at = (i: number, reason: string) => ({ path: `text[${i}]`, reason });
  const amount = def.text.findIndex(
    (c) => c.type === "keyword" && c.amount !== undefined && c.keyword !== "spellDamage",
  );
  if (amount >= 0)
    return {
      path: `text[${amount}].amount`,
      reason: `"amount" is Spell Damage's N; "${(def.text[amount] as { keyword: Keyword }).keyword}" takes none`,
    };
  const only = ONLY_CLAUSES[def.type];
  if (only !== null) {
    const i = def.text.findIndex((c) => !only.kinds.includes(c.type));
    if (i >= 0) {
      const kind = def.text[i].type;
      return at(
        i,
        `a ${def.type}'s text holds ${only.words} only, not ${/^[aeiou]/.test(kind) ? "an" : "a"} ${kind} clause`,
      );
    }
    return def.type === "spell" ? spellIllFormedAt(def.text) : weaponIllFormedAt(def.text);
  }
  const scoped = def.text.findIndex(
    (c) =>
      c.type === "trigger" &&
      c.scope !== undefined &&
      !(TRIGGER_ALLOWED_SCOPES[c.trigger] as readonly string[]).includes(c.scope),
  );
  if (scoped >= 0) {
    const t = def.text[scoped] as TriggerClause;
    const allowed = TRIGGER_ALLOWED_SCOPES[t.trigger].join(", ");
    return {
      path: `text[${scoped}].scope`,
      reason: `${/^[aeiou]/.test(t.trigger) ? "an" : "a"} ${t.trigger} trigger takes scope ${allowed}, not ${t.scope}`,
    };
  }
  let inTrigger: TriggerName | null = null;
  let open = -1; // index of a trigger still waiting for its first effect
  const noEffect = (i: number) =>
    at(i, `the ${(def.text[i] as TriggerClause).trigger} trigger has no effect`);
  for (let i = 0; i < def.text.length; i++) {
    const clause = def.text[i];
    if (clause.type === "effect") {
      if (inTrigger === null) return at(i, `effect "${clause.effect}" does not belong to a trigger`);
      const missed = neverHit(inTrigger, clause, i);
      if (missed !== null) return missed;
      open = -1;
      continue;
    }
    if (open >= 0) return noEffect(open);
    inTrigger = clause.type === "trigger" ? clause.trigger : null;
    open = inTrigger !== null ? i : -1;
  }
  return open >= 0 ? noEffect(open) : null;
}

/**
 * A spell's text of effects and keywords (docs/rules.md §4.2): no effect names a target it could never hit
 * (`neverHit`); its keywords are `SPELL_KEYWORDS`; and a Lifesteal spell deals damage, its Lifesteal healing
 * by nothing else.
 */
function spellIllFormedAt(text: CardDef["text"]): { path: string; reason: string } | null {
  let deals = false;
  for (let i = 0; i < text.length; i++) {
    const clause = text[i];
    if (clause.type === "keyword") {
      if (!SPELL_KEYWORDS.includes(clause.keyword))
        return {
          path: `text[${i}].keyword`,
          reason: `"${clause.keyword}" is a character's keyword (a minion's, or a hero's by its weapon); the one keyword a spell takes is "lifesteal" (the damage it deals heals its caster's hero)`,
        };
      continue;
    }
    const missed = neverHit("spell", clause as EffectClause, i);
    if (missed !== null) return missed;
    if (clause.type === "effect" && clause.effect === "dealDamage") deals = true;
  }
  const lifesteal = text.findIndex((c) => c.type === "keyword" && c.keyword === "lifesteal");
  if (lifesteal >= 0 && !deals)
    return {
      path: `text[${lifesteal}].keyword`,
      reason:
        "a spell's Lifesteal heals by the damage the spell deals, and this spell has no dealDamage effect, so it would never heal",
    };
  return null;
}

/** A weapon's keywords (docs/rules.md §3.10): none of `MINION_KEYWORDS`. */
function weaponIllFormedAt(text: CardDef["text"]): { path: string; reason: string } | null {
  const i = text.findIndex((c) => c.type === "keyword" && MINION_KEYWORDS.includes(c.keyword));
  if (i < 0) return null;
  const k = (text[i] as { keyword: Keyword }).keyword;
  return {
    path: `text[${i}].keyword`,
    reason: `"${k}" is a minion's keyword; a weapon's keywords act on its hero, which cannot have it`,
  };
}

/** Where an effect runs: in a spell, or under a minion's trigger. */
type RunsIn = TriggerName | "spell";

/**
 * Targets an effect could never hit where it runs (docs/rules.md §4.3): `chosen` or `chosenCharacter` anywhere but in a spell
 * or a Battlecry (only a spell is cast, and a minion played, at a target, §3.6); `self` in a spell (it has no minion of its own). (`self` in a
 * Deathrattle hits nothing too, its minion having left play, but an Assemble may splice one, and refusing
 * it would change which splices Assemble offers.) A Silence or a Transform at a hero alone (`friendlyHero`,
 * `enemyHero`), anywhere: each acts on minions only (docs/rules.md §3.10); and at `chosenCharacter`, which
 * would let a player pick a hero for nothing (`chosen` is the minion-only pick).
 */
const NEVER_HIT: readonly {
  target: Target;
  in: (at: RunsIn) => boolean;
  /** The effect the rule is about (every effect that takes a target, if left out). */
  effect?: EffectClause["effect"];
  why: string;
  /** The effect could hit, but a pick could be wasted: `why` is the whole reason, not "… never hit". */
  wasted?: true;
}[] = [
  {
    target: "chosen",
    in: (at) => at !== "spell" && at !== "battlecry",
    why: `"chosen" is the minion a player picks as they cast a spell or play a minion (its Battlecry); this trigger has no one to pick it`,
  },
  {
    target: "chosenCharacter",
    in: (at) => at !== "spell" && at !== "battlecry",
    why: `"chosenCharacter" is the character a player picks as they cast a spell or play a minion (its Battlecry); this trigger has no one to pick it`,
  },
  {
    target: "self",
    in: (at) => at === "spell",
    why: `"self" is the minion whose text this is; a spell has none`,
  },
  ...(["friendlyHero", "enemyHero"] as const).flatMap((target) => [
    {
      target,
      in: (_at: RunsIn): boolean => true,
      effect: "silence" as const,
      why: `a Silence acts on minions only (heroes are skipped), and "${target}" names a hero`,
    },
    {
      target,
      in: (_at: RunsIn): boolean => true,
      effect: "transform" as const,
      why: `a Transform acts on minions only (heroes are skipped), and "${target}" names a hero`,
    },
  ]),
  ...(["silence", "transform"] as const).map((effect) => ({
    target: "chosenCharacter" as const,
    in: (_at: RunsIn): boolean => true,
    effect,
    why: `a ${effect === "silence" ? "Silence" : "Transform"} acts on minions only, and "chosenCharacter" would let a hero be picked for nothing; use "chosen" (a minion)`,
    wasted: true as const,
  })),
];

/** The effect's target if it could never hit where the effect runs (`NEVER_HIT`): the field and why, or null. */
function neverHit(runsIn: RunsIn, clause: EffectClause, i: number): { path: string; reason: string } | null {
  const target = "target" in clause ? clause.target : undefined;
  const rule = NEVER_HIT.find(
    (r) => r.target === target && (r.effect === undefined || r.effect === clause.effect) && r.in(runsIn),
  );
  return rule === undefined
    ? null
    : { path: `text[${i}].target`, reason: rule.wasted ? rule.why : `${rule.why}, so it would never hit` };
}

/** Why the text is ill-formed (`text[i]: reason`, see `illFormedAt`), or null. */
export function illFormedReason(def: Pick<CardDef, "type" | "text">): string | null {
  const at = illFormedAt(def);
  return at === null ? null : `${at.path}: ${at.reason}`;
}

/** Prepare a definition for the engine: group each trigger with its effects, collect auras. */
export function compileCard(def: CardDef): CompiledCard {
  const triggers: CompiledTrigger[] = [];
  const auras = [];
  const effects: EffectClause[] = [];
  const keywords: Keyword[] = [];
  let spellDamage = 0;
  let current: { effects: EffectClause[] } | null = null;
  for (const clause of def.text) {
    switch (clause.type) {
      case "trigger": {
        const t = {
          index: triggers.length,
          trigger: clause.trigger,
          scope: clause.scope ?? TRIGGER_DEFAULT_SCOPES[clause.trigger],
          effects: [],
        };
        triggers.push(t);
        current = t;
        break;
      }
      case "effect":
        (current ? current.effects : effects).push(clause);
        break;
      case "aura":
        auras.push(clause);
        current = null;
        break;
      case "keyword":
        keywords.push(clause.keyword);
        if (clause.keyword === "spellDamage") spellDamage += clause.amount ?? 1;
        current = null;
        break;
      default:
        clause satisfies never;
    }
  }
  return { def, name: def.name, key: cardKey(def), triggers, auras, effects, keywords, spellDamage };
}

/** The compiled card of that name, or an error naming it. */
export function cardNamed(state: GameState, name: string): CompiledCard {
  if (typeof name !== "string") throw wrongArgument("a card name", "a string", name);
  const card = state.cards.get(name);
  if (!card) throw unknownCard(name);
  return card;
}

/**
 * Add or replace definitions. The registry is a Map (a card's name is user data: `__proto__` is a
 * name like any other) and copy on write: clones share it until one registers, and earlier clones
 * keep theirs.
 */
export function registerCompiled(state: GameState, defs: readonly CardDef[]): void {
  const next = new Map(state.cards);
  for (const def of defs) next.set(def.name, compiledOnce(def));
  state.cards = next;
}

/**
 * The compiled cards of deeply frozen definitions: the library as `cards/` is read and every card
 * `registerCards` copies (docs/api.md M5). Nothing in such a definition can change, so it is compiled
 * and keyed once however many games register it. A SpellGrid load registers the whole library, and
 * compiling it, mostly its keys (`cardKey`, canonical JSON), was 94 % of a load (908 → 58 µs, issue
 * 13). Any other definition is compiled afresh each time, so a change made to it in place shows in
 * the next game.
 */
const frozenCards = new WeakMap<CardDef, CompiledCard>();

/** `compileCard`, once per deeply frozen definition (`frozenCards`). */
function compiledOnce(def: CardDef): CompiledCard {
  let card = frozenCards.get(def);
  if (card === undefined) {
    card = compileCard(def);
    if (deeplyFrozen(def)) frozenCards.set(def, card);
  }
  return card;
}

/** Whether a JSON value and everything inside it is frozen. */
function deeplyFrozen(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return true;
  if (!Object.isFrozen(value)) return false;
  for (const inner of Object.values(value)) if (!deeplyFrozen(inner)) return false;
  return true;
}
