/**
 * A level as the file the editor saves: the fields in the schema's order (`$schema`, name, title, width,
 * height, objects, cards, hand, pool, then anything else), formatted as the repository's formatter
 * (biome, `npm run format`) writes level files: two-space indents, and a list or an entry on one line
 * when it fits in 110 columns (so one object per line), otherwise one item per line.
 */
import type { LevelDef } from "../src/harness";
import { LEVEL_SCHEMA } from "./draft";

/** The repository's line width (biome.json). */
const LINE_WIDTH = 110;

/** The order of a level file's fields. */
const FIELD_ORDER = ["$schema", "name", "title", "width", "height", "objects", "cards", "hand", "pool"];

/** `def` with its fields in file order; a level without `$schema` gets the one a file in levels/ uses. */
export function fileOrder(def: LevelDef): Record<string, unknown> {
  const rank = (k: string) => (FIELD_ORDER.includes(k) ? FIELD_ORDER.indexOf(k) : FIELD_ORDER.length);
  const entries = Object.entries({ $schema: LEVEL_SCHEMA, ...def });
  return Object.fromEntries(entries.sort(([a], [b]) => rank(a) - rank(b)));
}

/** A value on one line, with biome's spacing (`{ "a": 1 }`, `[1, 2]`). */
function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(", ")}]`;
  if (typeof value === "object" && value !== null) {
    const fields = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`);
    return fields.length === 0 ? "{}" : `{ ${fields.join(", ")} }`;
  }
  return JSON.stringify(value);
}

/** A value printed at `indent`, after `lead` (its key) on the same line, followed by `tail` (a comma). */
function block(value: unknown, indent: string, lead: string, tail: string, expand = false): string {
  const one = inline(value);
  const container = typeof value === "object" && value !== null;
  if (!container || (!expand && (indent + lead + one + tail).length <= LINE_WIDTH))
    return indent + lead + one + tail;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return `${indent + lead}[]${tail}`;
    const items = value.map((v, i) => block(v, inner, "", i < value.length - 1 ? "," : ""));
    return `${indent + lead}[\n${items.join("\n")}\n${indent}]${tail}`;
  }
  const entries = Object.entries(value);
  const fields = entries.map(([k, v], i) =>
    block(v, inner, `${JSON.stringify(k)}: `, i < entries.length - 1 ? "," : ""),
  );
  return `${indent + lead}{\n${fields.join("\n")}\n${indent}}${tail}`;
}

/** The text of the level file for `def` (ending with a new line). */
export function levelText(def: LevelDef): string {
  return `${block(fileOrder(def), "", "", "", true)}\n`;
}
