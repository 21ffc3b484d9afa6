/**
 * Validation against the generated schemas (docs/rules.md §8): every problem ajv finds, as `Problem`s
 * whose messages a person can act on (the field path, the value cut to 80 characters, the nearest known
 * name for a typo). Pure: no fs, usable in a browser.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";
import replaySchema from "../../schema/replay.schema.json" with { type: "json" };
import { plural } from "../play/plural";
import { didYouMean, fieldPath, type Problem, showValue } from "./problems";
import { CARD_NAME_PATTERN, DISPLAY_TEXT_PATTERN, WORD_PATTERN } from "./schemas/common";
import { SCHEMAS, type SchemaKind } from "./schemas/index";
import { KIND_PATTERN } from "./schemas/level";

/** A JSON Schema fragment as ajv reports it back (only the parts read here). */
type SchemaNode = { properties?: Record<string, SchemaNode>; oneOf?: { $ref: string }[]; const?: unknown };

/** What a `pattern` means, so the message says it in words rather than as a regular expression. */
const PATTERN_MEANING: Record<string, string> = {
  [WORD_PATTERN]: "an upper-case word (A-Z, then A-Z, 0-9 or _)",
  [CARD_NAME_PATTERN]:
    "a card name of printable characters (no control or bidirectional control character), without a space at either end",
  [DISPLAY_TEXT_PATTERN]: "text without a control or bidirectional control character",
  [KIND_PATTERN]: "a lower-case noun (baba) or text: and an upper-case word (text:BABA)",
  "^[0-9a-f]{14}$": "14 hex digits (0-9, a-f)",
  "^[0-9a-f]{16}$": "16 hex digits (0-9, a-f)",
};

/** The kinds of content checked against a schema: the generated ones, and replays (schema/replay.schema.json). */
export type ValidatedKind = SchemaKind | "replay";

/** The schema each kind is checked against. */
function schemaOf(kind: ValidatedKind): SchemaNode {
  return kind === "replay" ? (replaySchema as SchemaNode) : SCHEMAS[kind].make();
}

let ajv: Ajv | undefined;
const compiled = new Map<ValidatedKind, { root: SchemaNode; validate: ValidateFunction }>();

/** The schema of `kind` and its compiled validator (made once, on first use). */
function validator(kind: ValidatedKind): { root: SchemaNode; validate: ValidateFunction } {
  let v = compiled.get(kind);
  if (v === undefined) {
    if (ajv === undefined) {
      ajv = new Ajv({ discriminator: true, verbose: true, allErrors: true, strictTypes: false });
      ajv.addVocabulary(["enumDescriptions"]);
    }
    const root = schemaOf(kind);
    v = { root, validate: ajv.compile(root) };
    compiled.set(kind, v);
  }
  return v;
}

/** `/text/1/effect` → `text[1].effect` (RFC 6901 pointer to a JavaScript-like path); `""` stays `""`. */
export function jsonPath(pointer: string): string {
  if (pointer === "") return "";
  return pointer
    .slice(1)
    .split("/")
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce<string>((path, part) => fieldPath(path, /^\d+$/.test(part) ? Number(part) : part), "");
}

/** A short description of a JSON value for "got ..." messages. */
function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  return `${typeof value} ${showValue(value)}`;
}

/** The tag values a discriminated union accepts (the effect kinds, ...), read from the schema. */
function tagValues(
  root: SchemaNode & { definitions?: Record<string, SchemaNode> },
  union: SchemaNode,
  tag: string,
) {
  return (union.oneOf ?? []).map((b) =>
    String(root.definitions?.[b.$ref.split("/").pop()!]?.properties?.[tag]?.const),
  );
}

/** One ajv error as a field path and a message (null for an error another one already says better). */

function describeError(e: ErrorObject, root: SchemaNode): { path: string; message: string } | null {
  const path = jsonPath(e.instancePath);
  const p = e.params as Record<string, unknown>;
  const at = (message: string, where = path) => ({ path: where, message });
  if (e.propertyName !== undefined) {
    if (e.keyword !== "pattern") return null;
    const pattern = String(p.pattern);
    const key = fieldPath(path, e.propertyName);
    return at(`${showValue(e.propertyName)} must be ${PATTERN_MEANING[pattern] ?? `match ${pattern}`}`, key);
  }
  switch (e.keyword) {
    case "discriminator": {
      const tag = String(p.tag);
      const value = (e.data as Record<string, unknown> | undefined)?.[tag];
      const options = tagValues(root, e.parentSchema as SchemaNode, tag);
      if (value === undefined) return at(`missing field "${tag}" (one of ${options.join(", ")})`);
      const typo = typeof value === "string" ? didYouMean(value, options) : "";
      return at(`${showValue(value)} is not one of ${options.join(", ")}${typo}`, fieldPath(path, tag));
    }
    case "enum": {
      const allowed = (p.allowedValues as unknown[]).map(String);
      const typo = typeof e.data === "string" ? didYouMean(e.data, allowed) : "";
      return at(`${showValue(e.data)} is not one of ${allowed.join(", ")}${typo}`);
    }
    case "const":
      return at(`${showValue(e.data)} must be ${showValue(p.allowedValue)}`);
    case "required": {
      const union = (e.parentSchema as { discriminator?: { propertyName: string } }).discriminator;
      if (union?.propertyName === p.missingProperty) return null; // the discriminator error lists the kinds
      return at(`missing field "${String(p.missingProperty)}"`);
    }
    case "additionalProperties": {
      const field = String(p.additionalProperty);
      const known = Object.keys((e.parentSchema as SchemaNode).properties ?? {});
      const typo = didYouMean(field, known);
      const hint = typo || ` (known fields: ${known.join(", ")})`;
      return at(`unknown field ${showValue(field)}${hint}`, fieldPath(path, field));
    }
    case "type":
      return at(`expected ${String(p.type)}, got ${describe(e.data)}`);
    case "minimum":
      return at(`${showValue(e.data)} is below the minimum ${String(p.limit)}`);
    case "maximum":
      return at(`${showValue(e.data)} is above the maximum ${String(p.limit)}`);
    case "maxItems":
      return at(`${plural((e.data as unknown[]).length, "entry", "entries")}: at most ${String(p.limit)}`);
    case "minItems":
      return at(`${plural((e.data as unknown[]).length, "entry", "entries")}: at least ${String(p.limit)}`);
    case "minLength":
      return at("must not be empty");
    case "maxLength":
      return at(`${showValue(e.data)} is longer than ${String(p.limit)} characters`);
    case "pattern": {
      const pattern = String(p.pattern);
      return at(`${showValue(e.data)} must be ${PATTERN_MEANING[pattern] ?? `match ${pattern}`}`);
    }
    case "uniqueItems": {
      const [i, j] = [Math.min(Number(p.i), Number(p.j)), Math.max(Number(p.i), Number(p.j))];
      return at(
        `${showValue((e.data as unknown[])[j])} is listed twice (also at ${fieldPath(path, i)})`,
        fieldPath(path, j),
      );
    }
    case "oneOf":
    case "anyOf":
    case "if":
    case "propertyNames":
      return null;
    default:
      return at(e.message ?? e.keyword);
  }
}

/**
 * Every problem of `data` against the schema of `kind`, each once, naming `file` (and `card`, when the
 * file is a card). An empty list means the data has the schema's shape.
 */
export function schemaProblems(kind: ValidatedKind, data: unknown, file: string, card?: string): Problem[] {
  const { root, validate } = validator(kind);
  if (validate(data)) return [];
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const e of validate.errors ?? []) {
    const d = describeError(e, root);
    if (d === null || seen.has(`${d.path}\u0000${d.message}`)) continue;
    seen.add(`${d.path}\u0000${d.message}`);
    problems.push(card === undefined ? { file, ...d } : { file, card, ...d });
  }
  if (problems.length === 0) problems.push({ file, path: "", message: "does not match its schema" });
  return problems;
}
