/**
 * The generated JSON Schemas (docs/rules.md §4, §5.1, §6), by content kind: `npm run schemas` writes each
 * to its file in schema/, the loaders validate with them, and a test fails when a committed file differs.
 */
import { cardSchema } from "./card";
import type { JsonSchema } from "./common";
import { deckSchema } from "./deck";
import { levelSchema } from "./level";
import { seamsSchema } from "./seams";
import { wordsSchema } from "./words";

/** The kinds of content file that have a generated schema. */
export type SchemaKind = "card" | "level" | "words" | "seams" | "deck";

/** Each generated schema: its file in schema/ and its generator. */
export const SCHEMAS: Readonly<Record<SchemaKind, { file: string; make: () => JsonSchema }>> = {
  card: { file: "schema/card.schema.json", make: cardSchema },
  level: { file: "schema/level.schema.json", make: levelSchema },
  words: { file: "schema/words.schema.json", make: wordsSchema },
  seams: { file: "schema/seams.schema.json", make: seamsSchema },
  deck: { file: "schema/deck.schema.json", make: deckSchema },
};

/** A schema as JSON text (`npm run schemas` then lets biome lay it out as the repository's JSON). */
export function schemaText(kind: SchemaKind): string {
  return `${JSON.stringify(SCHEMAS[kind].make(), null, 2)}\n`;
}
