/**
 * Building blocks of the generated JSON Schemas (docs/rules.md §4, §5.1, §6): one JSON Schema fragment
 * per field spec of the card vocabulary, with its range and a description an editor shows on hover.
 * Pure data in, data out: `npm run schemas` writes the results to schema/, a test keeps them in step.
 */
import { CHOICES, type FieldSpec } from "../../engine/cards/vocabulary";
import { CARD_MAXIMA, NAME_LIMITS } from "../limits";

/** A JSON Schema fragment (only what the generators write). */
export type JsonSchema = { [key: string]: unknown };

/** The draft every generated schema uses (ajv's default; editors read it). */
export const DRAFT = "http://json-schema.org/draft-07/schema#";

/** Where the schemas live, for `$id`s (a name, not a server). */
export const SCHEMA_BASE = "https://spellgrid.local/schema/";

/** A word of content/words.json: what a card's `noun` and `spawnText` name, and what a tile carries. */
export const WORD_PATTERN = "^[A-Z][A-Z0-9_]*$";

/**
 * The characters no name or title a person reads may hold: the control characters (C0 with the newline
 * and tab, DEL, and C1, whose U+009B a terminal may read as the start of an escape sequence), the ones
 * `printable` (src/play/printable.ts) escapes in a message; and Unicode's bidirectional controls (the
 * Bidi_Control set, `isBidiControl` there: the Arabic letter mark U+061C, the U+200E and U+200F marks,
 * U+202A–U+202E embeddings and overrides, U+2066–U+2069 isolates), which reorder the text printed after
 * them, so "Imp" followed by U+202E and "gol" shows as "Implog" while it is another name. As the body
 * of a regular expression's character class.
 */
export const CONTROL_CHARACTERS =
  "\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069";

/** A card name: printable characters (none of `CONTROL_CHARACTERS`), no space at either end. */
export const CARD_NAME_PATTERN = `^[^\\s${CONTROL_CHARACTERS}]([^${CONTROL_CHARACTERS}]*[^\\s${CONTROL_CHARACTERS}])?$`;

/** Text a person reads that is not a card name (a deck's name, a level's title): none of `CONTROL_CHARACTERS`. */
export const DISPLAY_TEXT_PATTERN = `^[^${CONTROL_CHARACTERS}]*$`;

/** An integer from `min` to `max`, its range repeated in the description. */
export function integer(min: number, max: number, description: string): JsonSchema {
  return {
    type: "integer",
    minimum: min,
    maximum: max,
    description: `${description} From ${min} to ${max}.`,
  };
}

/** A card name (a card's own, or one a summon, a level or a pool names). */
export function cardName(description: string): JsonSchema {
  return {
    type: "string",
    minLength: 1,
    maxLength: NAME_LIMITS.card,
    pattern: CARD_NAME_PATTERN,
    description,
  };
}

/** A word of the lexicon, by spelling (the loaders check that it is there). */
export function word(description: string): JsonSchema {
  return { type: "string", maxLength: NAME_LIMITS.word, pattern: WORD_PATTERN, description };
}

/** One of a closed set of the vocabulary, each member explained (`enumDescriptions`, shown by editors). */
export function choice(of: keyof typeof CHOICES, description: string): JsonSchema {
  const set: Record<string, string> = CHOICES[of];
  return {
    enum: Object.keys(set),
    description,
    enumDescriptions: Object.values(set),
  };
}

/** The schema of one field spec; `clauses` is the card's text, given by the caller. */
export function fieldSchema(spec: FieldSpec, clauses: () => JsonSchema): JsonSchema {
  switch (spec.type) {
    case "integer":
      return integer(spec.min, CARD_MAXIMA[spec.max], spec.description);
    case "choice":
      return choice(spec.of, spec.description);
    case "word":
      return word(spec.description);
    case "card":
      return cardName(spec.description);
    case "string":
      return { type: "string", description: spec.description };
    case "boolean":
      return { type: "boolean", description: spec.description };
    case "clauses":
      return { ...clauses(), description: spec.description };
    case "object":
      return objectOf(spec.fields, spec.description, clauses);
    default:
      return spec satisfies never;
  }
}

/**
 * A closed object of field specs: every field described, the non-optional ones required, no other
 * field allowed. `head` fields (e.g. a tag's `const`) come first.
 */
export function objectOf(
  fields: Readonly<Record<string, FieldSpec & { optional?: true }>>,
  description: string,
  clauses: () => JsonSchema,
  head: Record<string, JsonSchema> = {},
): JsonSchema {
  const properties: Record<string, JsonSchema> = { ...head };
  for (const [name, spec] of Object.entries(fields)) properties[name] = fieldSchema(spec, clauses);
  const required = [
    ...Object.keys(head),
    ...Object.entries(fields)
      .filter(([, spec]) => !spec.optional)
      .map(([name]) => name),
  ];
  return { type: "object", description, additionalProperties: false, required, properties };
}

/** A tag's value (`"type": "effect"`), described. */
export function tag(value: string, description: string): JsonSchema {
  return { const: value, description };
}
