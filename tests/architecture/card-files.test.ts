import { readdirSync, readFileSync } from "node:fs";
import Ajv from "ajv";
import { describe, expect, test } from "vitest";
import {
  AURA_KINDS,
  CARD_GAMES,
  CARD_TYPES,
  CLAUSE_TYPES,
  EFFECT_KINDS,
  KEYWORDS,
  TARGETS,
} from "../../src/content/card-vocabulary";
import { TRIGGER_NAMES } from "../../src/engine/cards/card-def";

/** The card folders: what a player may meet, and the test-only cards; each file names the schema relative to itself. */
const FOLDERS = [
  { dir: new URL("../../cards/", import.meta.url), schemaRef: "../schema/card.schema.json" },
  { dir: new URL("../fixtures/cards/", import.meta.url), schemaRef: "../../../schema/card.schema.json" },
];
const schema = JSON.parse(readFileSync(new URL("../../schema/card.schema.json", import.meta.url), "utf8"));
const files = {
  ...import.meta.glob("../../cards/*.json", { eager: true, import: "default" }),
  ...import.meta.glob("../fixtures/cards/*.json", { eager: true, import: "default" }),
} as Record<string, Record<string, unknown> & { text: Record<string, unknown>[] }>;
const listed = FOLDERS.flatMap(({ dir, schemaRef }) =>
  readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((file) => ({ file, dir, schemaRef })),
);
const clauses = Object.values(files).flatMap((card) => card.text);

type Def = { properties?: Record<string, { const?: string; enum?: string[] }>; oneOf?: { $ref: string }[] };
const defsOf = schema.definitions as Record<string, Def>;
/** The tag values of a discriminated union in the schema, e.g. the effect kinds. */
const tags = (union: string, tag: string) =>
  (defsOf[union].oneOf ?? []).map((ref) => defsOf[ref.$ref.split("/").pop()!].properties?.[tag]?.const);

describe("cards/*.json and tests/fixtures/cards/*.json against schema/card.schema.json", () => {
  const validate = new Ajv({ discriminator: true, allErrors: true }).compile(schema);

  test.each(listed)("$file is valid and names its schema", ({ file, dir, schemaRef }) => {
    const data = JSON.parse(readFileSync(new URL(file, dir), "utf8"));
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
    expect(data.$schema).toBe(schemaRef);
    expect(Object.keys(data)[0]).toBe("$schema");
  });

  test("the glob sees every file", () => {
    expect(Object.keys(files).length).toBe(listed.length);
  });
});

describe("the schema and the TypeScript unions agree (card-def.ts)", () => {
  test("enums and discriminated unions", () => {
    expect(defsOf.triggerName).toEqual({ enum: [...TRIGGER_NAMES] });
    expect(defsOf.target).toEqual({ enum: [...TARGETS] });
    expect(defsOf.game).toEqual({ enum: [...CARD_GAMES] });
    expect(tags("effectClause", "effect")).toEqual([...EFFECT_KINDS]);
    expect(tags("auraClause", "aura")).toEqual([...AURA_KINDS]);
    expect(tags("clause", "type")).toEqual([...CLAUSE_TYPES]);
    expect(
      schema.oneOf.map((ref: { $ref: string }) => defsOf[ref.$ref.split("/").pop()!].properties?.type?.const),
    ).toEqual([...CARD_TYPES]);
    expect(defsOf.keywordClause.properties?.keyword?.enum).toEqual([...KEYWORDS]);
  });

  test("every kind used in cards/ is in the unions", () => {
    const used = (key: string) => [...new Set(clauses.map((c) => c[key]).filter((v) => v !== undefined))];
    expect(CLAUSE_TYPES).toEqual(expect.arrayContaining(used("type")));
    expect(EFFECT_KINDS).toEqual(expect.arrayContaining(used("effect")));
    expect(TRIGGER_NAMES).toEqual(expect.arrayContaining(used("trigger")));
    expect(TARGETS).toEqual(expect.arrayContaining(used("target")));
    expect(AURA_KINDS).toEqual(expect.arrayContaining(used("aura")));
    expect(KEYWORDS).toEqual(expect.arrayContaining(used("keyword")));
  });
});
