import type { CardDef, Clause, EffectClause, Keyword, TriggerClause } from "./card-def";
import { unknownCard, wrongArgument } from "./errors";
import { cardKey } from "./hash";
import type { CompiledCard, CompiledTrigger, GameState } from "./types";
import { TRIGGER_ALLOWED_SCOPES, TRIGGER_DEFAULT_SCOPES } from "./vocabulary";

/** The one clause kind a card type's text may hold, or null for a minion's mixed text. */
const ONLY_CLAUSE: Record<CardDef["type"], Clause["type"] | null> = {
  minion: null,
  spell: "effect",
  weapon: "keyword",
};

/**
 * Well-formed text (docs/api.md M5, docs/rules.md §3.8): for a minion, every effect clause belongs to a trigger
 * (none before the first trigger, none right after an aura or keyword) and every trigger has at least
 * one effect before the next trigger, aura, keyword or the end, and each trigger's scope is one it takes
 * (`TRIGGER_ALLOWED_SCOPES`), and no trigger's effect targets `chosen` (only a spell is cast with a
 * chosen target, docs/rules.md §3.6). A spell's text is effects only; a weapon's, keywords only (docs/rules.md
 * §3.10). Returns the clause at fault (`text[i]`) and why, or null.
 */
export function illFormedAt(def: Pick<CardDef, "type" | "text">): { path: string; reason: string } | null {
  const at = (i: number, reason: string) => ({ path: `text[${i}]`, reason });
  const only = ONLY_CLAUSE[def.type];
  if (only !== null) {
    const i = def.text.findIndex((c) => c.type !== only);
    return i < 0 ? null : at(i, `a ${def.type}'s text holds ${only}s only, not a ${def.text[i].type} clause`);
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
      reason: `a ${t.trigger} trigger takes scope ${allowed}, not ${t.scope}`,
    };
  }
  let inTrigger = false;
  let open = -1; // index of a trigger still waiting for its first effect
  const noEffect = (i: number) =>
    at(i, `the ${(def.text[i] as TriggerClause).trigger} trigger has no effect`);
  for (let i = 0; i < def.text.length; i++) {
    const clause = def.text[i];
    if (clause.type === "effect") {
      if (!inTrigger) return at(i, `effect "${clause.effect}" does not belong to a trigger`);
      if ("target" in clause && clause.target === "chosen")
        return {
          path: `text[${i}].target`,
          reason: `"chosen" is a spell's target (the minion its caster picks); a minion's trigger has no one to pick it, so it would never hit`,
        };
      open = -1;
      continue;
    }
    if (open >= 0) return noEffect(open);
    inTrigger = clause.type === "trigger";
    open = inTrigger ? i : -1;
  }
  return open >= 0 ? noEffect(open) : null;
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
        current = null;
        break;
      default:
        clause satisfies never;
    }
  }
  return { def, name: def.name, key: cardKey(def), triggers, auras, effects, keywords };
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
