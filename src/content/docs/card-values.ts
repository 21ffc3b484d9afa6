/**
 * Card fields as docs/authoring.md's reference writes them (see reference-cards.ts): what a field holds,
 * with its range from src/content/limits.ts or its closed set, and the example value each field takes in
 * the reference's examples, rendered by the one card-text renderer.
 */
import type { CardDef, Clause } from "../../engine/cards/card-def";
import { type CardLookup, renderClauses } from "../../engine/cards/render";
import { CHOICES, type ChoiceSet, type FieldSpec, type KindSpec } from "../../engine/cards/vocabulary";
import { CARD_MAXIMA, NAME_LIMITS } from "../limits";
import { code, item, num, oneOf } from "./markdown";

/** The fields of a clause kind or a card. */
export type Fields = KindSpec["fields"];

/**
 * The closed sets that have a section of their own (with their English), by section title and what one
 * member is called; the other sets are listed at their field.
 */
export const SECTIONS: Partial<Record<ChoiceSet, { title: string; one: string }>> = {
  trigger: { title: "Triggers", one: "a trigger" },
  scope: { title: "Scopes", one: "a scope" },
  target: { title: "Targets", one: "a target" },
  stacking: { title: "Stacking", one: "a stacking rule" },
  keyword: { title: "Keywords", one: "a keyword" },
};

/** The minion a summon names in the examples (any minion would do). */
export const EXAMPLE_MINION: CardDef = {
  name: "Golem",
  type: "minion",
  cost: 1,
  attack: 2,
  health: 1,
  text: [],
  split: 0,
  game: "spellgrid",
};
/** Finds the example minion. */
export const lookup: CardLookup = (name) => (name === EXAMPLE_MINION.name ? EXAMPLE_MINION : undefined);

/** The English of clauses, as the reference quotes it. */
export const english = (text: readonly Clause[]) => `"${renderClauses(text, lookup)}"`;

/** The members of a closed set. */
export const membersOf = (set: ChoiceSet) => Object.keys(CHOICES[set]);

/** What a field holds, with its range or set. */
function valueText(spec: FieldSpec): string {
  switch (spec.type) {
    case "integer":
      return `whole number, ${num(spec.min)} to ${num(CARD_MAXIMA[spec.max])}`;
    case "choice": {
      const section = SECTIONS[spec.of];
      return section ? `${section.one}, see ${section.title}` : `one of ${oneOf(membersOf(spec.of))}`;
    }
    case "word":
      return `a word of content/words.json in capitals up to ${NAME_LIMITS.word} characters`;
    case "card":
      return `a card name up to ${NAME_LIMITS.card} characters`;
    case "string":
      return "text";
    case "boolean":
      return "true or false";
    case "clauses":
      return `a list of at most ${CARD_MAXIMA.clauses} clauses`;
    case "object":
      return "an object with the fields below";
    default:
      return spec satisfies never;
  }
}

/** One list item per field (nested objects and inline sets as sub-items). */
export function fieldItems(fields: Fields, depth = 0): string[] {
  return Object.entries(fields).flatMap(([name, spec]) => {
    const how = `${spec.optional ? "optional, " : ""}${valueText(spec)}`;
    const lines = [item(depth, `${code(name)} (${how}): ${spec.description}`)];
    if (spec.type === "object") lines.push(...fieldItems(spec.fields, depth + 1));
    if (spec.type === "choice" && !SECTIONS[spec.of])
      for (const [member, meaning] of Object.entries(CHOICES[spec.of]))
        lines.push(item(depth + 1, `${code(member)}: ${meaning}`));
    return lines;
  });
}

/** A field's value in the examples: 2 where the range allows, the set's first member, a sample word. */
function exampleValue(spec: FieldSpec): unknown {
  switch (spec.type) {
    case "integer":
      return Math.min(Math.max(2, spec.min), CARD_MAXIMA[spec.max]);
    case "choice":
      return membersOf(spec.of)[0];
    case "word":
      return "WIN";
    case "card":
      return EXAMPLE_MINION.name;
    case "string":
      return "text";
    case "boolean":
      return true;
    case "clauses":
      return [];
    case "object":
      return exampleFields(spec.fields);
    default:
      return spec satisfies never;
  }
}

/** Every required field of a table with its example value. */
export function exampleFields(fields: Fields): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(fields)) if (!spec.optional) out[name] = exampleValue(spec);
  return out;
}

/** A value as one line of JSON, spaced as the repository's formatter writes a short object. */
export function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(", ")}]`;
  if (typeof value === "object" && value !== null)
    return `{ ${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`)
      .join(", ")} }`;
  return JSON.stringify(value);
}
