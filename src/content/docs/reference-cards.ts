/**
 * The card part of docs/authoring.md's reference, generated from the card vocabulary
 * (`src/engine/cards/vocabulary.ts`), the maxima of src/content/limits.ts and the one card-text renderer:
 * every card field, clause kind, trigger, scope, effect (with its fields and limits), aura, target,
 * stacking rule and keyword, each with what it does in the rules and the English it renders to. A kind
 * added to the vocabulary appears here with no other change; a test keeps the committed text equal.
 */
import type {
  AuraClause,
  DamagedScope,
  EffectClause,
  EffectKind,
  Keyword,
  Stacking,
  Target,
  TriggerName,
} from "../../engine/cards/card-def";
import { renderClauses, renderTarget, type TextContext } from "../../engine/cards/render";
import {
  AURA_SPECS,
  CARD_FIELDS,
  CHOICES,
  CLAUSE_KINDS,
  EFFECT_SPECS,
  KEYWORD_FIELDS,
  KEYWORDS,
  type KindSpec,
  MINION_FIELDS,
  STACKINGS,
  TARGETS,
  TRIGGER_FIELDS,
  TRIGGERS,
  WEAPON_FIELDS,
} from "../../engine/cards/vocabulary";
import {
  EXAMPLE_MINION,
  english,
  exampleFields,
  type Fields,
  fieldItems,
  inline,
  lookup,
} from "./card-values";
import { blocks, code, heading, item } from "./markdown";

/** The keys of a vocabulary table, typed as its union. */
const keysOf = <K extends string>(table: Readonly<Record<K, unknown>>) => Object.keys(table) as K[];

/** An effect or aura kind: its heading, what it does, its fields, and an example with its English. */
function kindSection(tag: "effect" | "aura", kind: string, spec: KindSpec): string {
  const clause = { type: tag, [tag]: kind, ...exampleFields(spec.fields) } as EffectClause | AuraClause;
  return blocks(
    heading(4, code(kind)),
    spec.description,
    fieldItems(spec.fields),
    `Example: ${code(inline(clause))}. Written: ${english([clause])}`,
  );
}

/** The contexts an effect can be written in: a spell's own text, or after each trigger. */
const CONTEXTS: readonly TextContext[] = ["spell", ...keysOf(TRIGGERS)];

/** The effect kinds that take a target. */
const TARGETED = Object.entries(EFFECT_SPECS)
  .filter(([, spec]) => Object.values(spec.fields).some((f) => f.type === "choice" && f.of === "target"))
  .map(([kind]) => kind as EffectKind);

/** A context as the reference names it. */
const contextName = (c: TextContext) => (c === "spell" ? "a spell" : `a ${c} trigger`);

/**
 * How a target is written: one phrase, or each phrase with where it is used (the ALL rule: damage to
 * both sides is "ALL" in some contexts), over every targeted effect and context.
 */
function targetPhrases(target: Target): string {
  const uses = TARGETED.flatMap((effect) =>
    CONTEXTS.map((c) => ({ effect, c, phrase: renderTarget(target, effect, c) })),
  );
  const phrases = [...new Set(uses.map((u) => u.phrase))];
  if (phrases.length === 1) return `Written: "${phrases[0]}"`;
  const where = (phrase: string) =>
    TARGETED.flatMap((effect) => {
      const here = uses.filter((u) => u.effect === effect && u.phrase === phrase).map((u) => u.c);
      if (here.length === 0) return [];
      return here.length === CONTEXTS.length
        ? [effect]
        : [`${effect} in ${here.map(contextName).join(" or ")}`];
    }).join("; ");
  return `Written: ${phrases.map((p) => `"${p}" (${where(p)})`).join(", ")}`;
}

function cardFields(): string {
  return blocks(
    heading(3, "Card fields"),
    "Every card file (`cards/*.json`, checked against `schema/card.schema.json`) has these fields; any other field is an error:",
    fieldItems(CARD_FIELDS),
    "Minions also have (a spell with one of them is refused):",
    fieldItems(MINION_FIELDS),
    "Weapons (duels) have instead:",
    fieldItems(WEAPON_FIELDS),
  );
}

function clauses(): string {
  const shape = (type: string, fields: Fields) =>
    `{ "type": "${type}", ${Object.keys(fields)
      .map((f) => `"${f}": …`)
      .join(", ")} }`;
  const shapes: Record<keyof typeof CLAUSE_KINDS, string> = {
    trigger: shape("trigger", TRIGGER_FIELDS),
    effect: `{ "type": "effect", "effect": …, …its fields }`,
    aura: `{ "type": "aura", "aura": …, …its fields }`,
    keyword: shape("keyword", KEYWORD_FIELDS),
  };
  return blocks(
    heading(3, "Clauses"),
    "A card's `text` is a list of clauses, read in order. Each is an object whose `type` says what kind:",
    Object.entries(CLAUSE_KINDS).map(([kind, meaning]) =>
      item(0, `${code(kind)}: ${meaning} ${code(shapes[kind as keyof typeof CLAUSE_KINDS])}`),
    ),
  );
}

/** A trigger clause with a scope, as written. */
const renderScope = (trigger: TriggerName, scope?: DamagedScope) =>
  renderClauses([{ type: "trigger", trigger, ...(scope ? { scope } : {}) }], lookup);

function triggers(): string {
  const scopes = keysOf(CHOICES.scope);
  const scoped = keysOf(TRIGGERS).filter((t) => new Set(scopes.map((s) => renderScope(t, s))).size > 1);
  return blocks(
    heading(3, "Triggers"),
    "A trigger clause's fields:",
    fieldItems(TRIGGER_FIELDS),
    "The triggers:",
    keysOf(TRIGGERS).map((name) =>
      item(0, `${code(name)}: ${TRIGGERS[name]} Written: "${renderScope(name)}"`),
    ),
    heading(3, "Scopes"),
    `A trigger's optional \`scope\` (default \`${scopes[0]}\`):`,
    scopes.map((scope) => {
      const meaning = CHOICES.scope[scope];
      const written = scoped.map((t) => `"${renderScope(t, scope)}" (${t})`);
      return item(
        0,
        `${code(scope)}: ${meaning}.${written.length > 0 ? ` Written: ${written.join(", ")}` : ""}`,
      );
    }),
  );
}

function kinds(title: string, tag: "effect" | "aura", table: Readonly<Record<string, KindSpec>>): string {
  const intro =
    tag === "effect"
      ? `An effect clause (${code('"type": "effect"')}) does something when its trigger fires, or when a spell is cast. Its ${code("effect")} names one of these, with that effect's fields (in the examples, ${code(EXAMPLE_MINION.name)} stands for a minion card of your own: a card an effect names, as ${code("summon")} and ${code("transform")} do, must be a card of ${code("cards/")} or the check refuses it):`
      : 'An aura clause (`"type": "aura"`) acts while its minion is in play, read from the aura snapshot. Its `aura` names one of these, with that aura\'s fields:';
  return blocks(
    heading(3, title),
    intro,
    ...Object.entries(table).map(([kind, spec]) => kindSection(tag, kind, spec)),
  );
}

function targets(): string {
  return blocks(
    heading(3, "Targets"),
    'Who an effect reaches. "Friendly" and "enemy" are relative to the source\'s owner (a spell\'s caster), "other" leaves out the source, and minions out of play are never targets. Damage to both sides is written "ALL" where Hearthstone prints it so.',
    keysOf(TARGETS).map((name) => item(0, `${code(name)}: ${TARGETS[name]}. ${targetPhrases(name)}`)),
  );
}

function stacking(): string {
  const trigger = keysOf(TRIGGERS)[0];
  return blocks(
    heading(3, "Stacking"),
    "How a trigger multiplier combines with the others of the same trigger (`activations` counts them):",
    keysOf(STACKINGS).map((stacking: Stacking) => {
      const aura: AuraClause = { type: "aura", aura: "triggerMultiplier", trigger, times: 2, stacking };
      return item(0, `${code(stacking)}: ${STACKINGS[stacking]}. Written with times 2: ${english([aura])}`);
    }),
  );
}

function keywords(): string {
  return blocks(
    heading(3, "Keywords"),
    "A keyword clause's `keyword` (a card names each keyword once: `npm run check` and the loaders refuse a second clause with the same keyword, naming both clauses):",
    keysOf(KEYWORDS).map((keyword: Keyword) =>
      item(0, `${code(keyword)}: ${KEYWORDS[keyword]} Written: ${english([{ type: "keyword", keyword }])}`),
    ),
  );
}

/** The card part of the reference, as Markdown. */
export function cardReference(): string {
  return blocks(
    cardFields(),
    clauses(),
    triggers(),
    kinds("Effects", "effect", EFFECT_SPECS),
    kinds("Auras", "aura", AURA_SPECS),
    targets(),
    stacking(),
    keywords(),
  );
}
