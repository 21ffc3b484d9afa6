import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { cardProblems } from "../../src/content/card-validate";
import {
  AURA_KINDS,
  CLAUSE_TYPES,
  EFFECT_KINDS,
  KEYWORD_NAMES,
  TARGETS,
} from "../../src/content/card-vocabulary";
import { TRIGGER_NAMES } from "../../src/engine/cards/card-def";

/** The card folders: what a player may meet, and the test-only cards; each file names the schema relative to itself. */
const FOLDERS = [
  { dir: new URL("../../cards/", import.meta.url), schemaRef: "../schema/card.schema.json" },
  { dir: new URL("../fixtures/cards/", import.meta.url), schemaRef: "../../../schema/card.schema.json" },
];
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

describe("cards/*.json and tests/fixtures/cards/*.json against the generated schema/card.schema.json", () => {
  test.each(listed)("$file is valid and names its schema", ({ file, dir, schemaRef }) => {
    const data = JSON.parse(readFileSync(new URL(file, dir), "utf8"));
    expect(cardProblems(data, file)).toEqual([]);
    expect(data.$schema).toBe(schemaRef);
    expect(Object.keys(data)[0]).toBe("$schema");
  });

  test("the glob sees every file", () => {
    expect(Object.keys(files).length).toBe(listed.length);
  });

  test("every kind used in the cards is in the vocabulary", () => {
    const used = (key: string) => [...new Set(clauses.map((c) => c[key]).filter((v) => v !== undefined))];
    expect(CLAUSE_TYPES).toEqual(expect.arrayContaining(used("type")));
    expect(EFFECT_KINDS).toEqual(expect.arrayContaining(used("effect")));
    expect(TRIGGER_NAMES).toEqual(expect.arrayContaining(used("trigger")));
    expect(TARGETS).toEqual(expect.arrayContaining(used("target")));
    expect(AURA_KINDS).toEqual(expect.arrayContaining(used("aura")));
    expect(KEYWORD_NAMES).toEqual(expect.arrayContaining(used("keyword")));
  });
});
