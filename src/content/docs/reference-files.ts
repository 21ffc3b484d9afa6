/**
 * The level, words and seams part of docs/authoring.md's reference, generated from the schemas that
 * `npm run schemas` writes (src/content/schemas/): every field with its type, its range and its
 * description, and the word classes. A field added to a schema appears here with no other change.
 */
import { CARD_NAME_PATTERN, DISPLAY_TEXT_PATTERN, type JsonSchema, WORD_PATTERN } from "../schemas/common";
import { KIND_PATTERN, levelSchema } from "../schemas/level";
import { seamsSchema } from "../schemas/seams";
import { WORD_CLASSES, wordsSchema } from "../schemas/words";
import { blocks, code, heading, item, num, oneOf } from "./markdown";

type Node = JsonSchema & {
  type?: string;
  description?: string;
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  additionalProperties?: Node | boolean;
  enum?: string[];
  oneOf?: Node[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  propertyNames?: { pattern?: string };
  uniqueItems?: boolean;
};

/** What a string of each generated pattern is. */
const PATTERNS: Record<string, string> = {
  [CARD_NAME_PATTERN]: "a card name",
  [WORD_PATTERN]: "a word in capitals",
  [KIND_PATTERN]: "a kind",
  [DISPLAY_TEXT_PATTERN]: "text without a control or bidirectional control character",
};

/** What a schema node holds, with its range, in a few words. */
function valueText(node: Node): string {
  if (node.enum) return `one of ${oneOf(node.enum)}`;
  if (node.oneOf) return node.oneOf.map(valueText).join(", or ");
  switch (node.type) {
    case "integer":
      return `whole number, ${num(node.minimum ?? 0)} to ${num(node.maximum ?? 0)}`;
    case "string": {
      const what = (node.pattern && PATTERNS[node.pattern]) ?? "text";
      return node.maxLength === undefined ? what : `${what} up to ${num(node.maxLength)} characters`;
    }
    case "boolean":
      return "true or false";
    case "array": {
      const each = node.items?.properties ? "" : `, each ${valueText(node.items ?? {})}`;
      return `list of at most ${num(node.maxItems ?? 0)}${each}${node.uniqueItems ? ", no repeats" : ""}`;
    }
    case "object":
      if (node.properties) return "an object with the fields below";
      if (typeof node.additionalProperties !== "object") return "object";
      return `object: ${PATTERNS[node.propertyNames?.pattern ?? ""] ?? "name"} → ${valueText(node.additionalProperties)}`;
    default:
      return "any value";
  }
}

/** A description without the range the schema's integers repeat ("From 1 to 256."), given apart. */
const describe = (field: Node) => (field.description ?? "").replace(/ From -?\d+ to -?\d+\.$/, "");

/** The fields of an object node as list items; an object inside (or a list of objects) as sub-items. */
function fieldItems(node: Node, depth = 0): string[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).flatMap(([name, field]) => {
    const how = `${required.has(name) ? "" : "optional, "}${valueText(field)}`;
    const lines = [item(depth, `${code(name)} (${how}): ${describe(field)}`)];
    const inner = field.items?.properties
      ? field.items
      : typeof field.additionalProperties === "object"
        ? field.additionalProperties
        : field;
    if (inner.properties && inner !== node) lines.push(...fieldItems(inner, depth + 1));
    return lines;
  });
}

/** The level, words and seams part of the reference, as Markdown. */
export function fileReference(): string {
  const words = wordsSchema() as Node;
  const entry = words.properties?.words?.items ?? {};
  return blocks(
    heading(3, "Level fields"),
    "A level file (`levels/*.json`, checked against `schema/level.schema.json`) has these fields; any other field is an error:",
    fieldItems(levelSchema() as Node),
    heading(3, "Words"),
    `${code("content/words.json")} holds ${code("words")}, a list of entries with these fields:`,
    fieldItems(entry),
    "The word classes:",
    Object.entries(WORD_CLASSES).map(([name, meaning]) => item(0, `${code(name)}: ${meaning}`)),
    heading(3, "Seam words"),
    `${code("content/seams.json")} says which words of the grid reach the cards (seam 1). Its fields:`,
    fieldItems(seamsSchema() as Node),
  );
}
