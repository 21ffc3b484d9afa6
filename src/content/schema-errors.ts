/**
 * Turns ajv's raw errors into one readable sentence (docs/rules.md §8: "what was wrong, which file/field").
 * Pure: no fs, usable in a browser.
 */
import type { ErrorObject } from "ajv";

/** A JSON Schema fragment as read from `schema/card.schema.json` (only the parts read here). */
type SchemaNode = {
  $ref?: string;
  oneOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
  const?: unknown;
  description?: string;
};

/** What a `pattern` means, so the message says it in words rather than as a regular expression. */
const PATTERN_MEANING: Record<string, string> = {
  "^[A-Z]+$": "an upper-case word (A-Z only)",
  "^[0-9a-f]{14}$": "14 hex digits (0-9, a-f)",
  "^[0-9a-f]{16}$": "16 hex digits (0-9, a-f)",
};

/** `/text/1/effect` → `text[1].effect` (RFC 6901 pointer to a JavaScript-like path); `""` stays `""`. */
export function jsonPath(pointer: string): string {
  if (pointer === "") return "";
  return pointer
    .slice(1)
    .split("/")
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), "");
}

/** Follows a local `$ref` (`#/definitions/x`) inside `root`. */
function resolve(root: SchemaNode, node: SchemaNode): SchemaNode {
  if (!node.$ref) return node;
  const target = node.$ref
    .replace(/^#\//, "")
    .split("/")
    .reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], root);
  return resolve(root, target as SchemaNode);
}

/** The values a discriminated `oneOf` accepts for its tag, e.g. the effect kinds. */
function tagValues(root: SchemaNode, parent: SchemaNode, tag: string): string[] {
  return (parent.oneOf ?? []).map((branch) => String(resolve(root, branch).properties?.[tag]?.const));
}

/** A short description of a JSON value for "got ..." messages. */
function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  return `${typeof value} ${JSON.stringify(value)}`;
}

/** The most specific error: the deepest instance path (ajv already stops inside the discriminated branch). */
export function pickError(errors: readonly ErrorObject[]): ErrorObject {
  return errors.reduce((best, e) =>
    e.instancePath.split("/").length > best.instancePath.split("/").length ? e : best,
  );
}

/** One ajv error as `field.path: problem` (requires ajv's `verbose: true` for `data` and `parentSchema`). */
export function describeSchemaError(e: ErrorObject, root: SchemaNode): string {
  const path = jsonPath(e.instancePath);
  const at = (field: string) => (path ? `${path}.${field}` : field);
  const where = path ? `${path}: ` : "";
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case "discriminator": {
      const tag = String(p.tag);
      const value = (e.data as Record<string, unknown> | undefined)?.[tag];
      const options = tagValues(root, e.parentSchema as SchemaNode, tag).join(", ");
      if (value === undefined) return `${where}missing field "${tag}" (one of ${options})`;
      return `${at(tag)}: ${JSON.stringify(value)} is not one of ${options}`;
    }
    case "enum":
      return `${where}${JSON.stringify(e.data)} is not one of ${(p.allowedValues as unknown[]).join(", ")}`;
    case "const":
      return `${where}${JSON.stringify(e.data)} must be ${JSON.stringify(p.allowedValue)}`;
    case "required":
      return `${where}missing field "${String(p.missingProperty)}"`;
    case "additionalProperties": {
      const allowed = Object.keys((e.parentSchema as SchemaNode).properties ?? {}).join(", ");
      return `${at(String(p.additionalProperty))}: unknown field here (allowed: ${allowed})`;
    }
    case "type":
      return `${where}expected ${String(p.type)}, got ${describe(e.data)}`;
    case "minimum":
      return `${where}${String(e.data)} is below the minimum ${String(p.limit)}`;
    case "minLength":
      return `${where}must not be empty`;
    case "pattern": {
      const pattern = String(p.pattern);
      return `${where}${JSON.stringify(e.data)} must be ${PATTERN_MEANING[pattern] ?? `match ${pattern}`}`;
    }
    default:
      return `${where}${e.message ?? e.keyword}`;
  }
}
