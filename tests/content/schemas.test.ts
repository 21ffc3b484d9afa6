/**
 * The schemas in schema/ are generated (`npm run schemas`) from one source, the card vocabulary
 * (src/engine/cards/vocabulary.ts) and the limits (src/content/limits.ts); they teach (a description on
 * every field) and agree with the limits the loaders enforce.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { cardProblems } from "../../src/content/card-validate";
import { CARD_MAXIMA, LEVEL_LIMITS, LEVEL_LIST_LIMITS, LIMITS } from "../../src/content/limits";
import { SCHEMAS, type SchemaKind } from "../../src/content/schemas/index";
import { type CardDef, renderCardText } from "../../src/engine/cards";
import { EFFECTS } from "../../src/engine/cards/effects";
import {
  AURA_SPECS,
  CHOICES,
  EFFECT_SPECS,
  type FieldSpec,
  TARGETS,
  TRIGGERS,
} from "../../src/engine/cards/vocabulary";
import { ROOT } from "../architecture/source";

type Node = Record<string, unknown>;
const read = (file: string): Node => JSON.parse(readFileSync(join(ROOT, file), "utf8"));
const kinds = Object.keys(SCHEMAS) as SchemaKind[];

/** Every schema node a user's field is checked by, with its path in the schema. */
function fieldNodes(node: unknown, path: string, out: [string, Node][] = []): [string, Node][] {
  if (typeof node !== "object" || node === null) return out;
  const n = node as Node;
  for (const key of ["properties", "definitions"] as const)
    for (const [name, child] of Object.entries((n[key] as Node | undefined) ?? {})) {
      out.push([`${path}/${key}/${name}`, child as Node]);
      fieldNodes(child, `${path}/${key}/${name}`, out);
    }
  for (const key of ["items", "additionalProperties"] as const)
    if (typeof n[key] === "object" && n[key] !== null) {
      out.push([`${path}/${key}`, n[key] as Node]);
      fieldNodes(n[key], `${path}/${key}`, out);
    }
  return out;
}

describe("generated schemas", () => {
  test.each(kinds)("schema/%s.schema.json is what `npm run schemas` writes", (kind) => {
    expect(JSON.stringify(read(SCHEMAS[kind].file))).toBe(JSON.stringify(SCHEMAS[kind].make()));
  });

  test("every schema in schema/ describes itself and every field (an editor shows it on hover)", () => {
    const files = readdirSync(join(ROOT, "schema")).filter((f) => f.endsWith(".json"));
    expect(files).toEqual(expect.arrayContaining(kinds.map((k) => `${k}.schema.json`)));
    for (const file of files) {
      const schema = read(`schema/${file}`);
      expect(typeof schema.description, file).toBe("string");
      const bare = fieldNodes(schema, file)
        .filter(([, n]) => !("$ref" in n) && typeof n.description !== "string")
        .map(([path]) => path);
      expect(bare).toEqual([]);
    }
  });

  test("a closed set's every member is explained (enumDescriptions, in the enum's order)", () => {
    const card = read("schema/card.schema.json") as {
      definitions: Record<string, Node & { properties: Node }>;
    };
    const target = card.definitions.dealDamage.properties.target as Node;
    expect(target.enum).toEqual(Object.keys(TARGETS));
    expect(target.enumDescriptions).toEqual(Object.values(TARGETS));
    const trigger = card.definitions.triggerClause.properties.trigger as Node;
    expect(trigger.enumDescriptions).toEqual(Object.values(TRIGGERS));
  });

  test("the clause vocabulary is written once: the schema's kinds are the vocabulary's", () => {
    const card = read("schema/card.schema.json") as {
      definitions: Record<string, { oneOf: { $ref: string }[] }>;
    };
    const branches = (union: string) => card.definitions[union].oneOf.map((r) => r.$ref.split("/").pop());
    expect(branches("effectClause")).toEqual(Object.keys(EFFECT_SPECS));
    expect(branches("auraClause")).toEqual(Object.keys(AURA_SPECS));
    expect(branches("clause")).toEqual(["triggerClause", "effectClause", "auraClause", "keywordClause"]);
  });
});

/** The smallest value a field spec allows (a sample card is built from them). */
function sample(spec: FieldSpec): unknown {
  switch (spec.type) {
    case "integer":
      return spec.min;
    case "choice":
      return Object.keys(CHOICES[spec.of])[0];
    case "word":
      return "WIN";
    case "card":
      return "Sample";
    case "string":
      return "x";
    case "boolean":
      return true;
    case "clauses":
      return [];
    case "object":
      return Object.fromEntries(Object.entries(spec.fields).map(([k, f]) => [k, sample(f)]));
  }
}

describe("one vocabulary, every use: each kind validates, renders and (effects) runs", () => {
  const fields = (table: Record<string, FieldSpec>) =>
    Object.fromEntries(Object.entries(table).map(([k, f]) => [k, sample(f)]));
  const minion = (clause: Record<string, unknown>, trigger: boolean) =>
    ({
      name: "Sample",
      type: "minion",
      cost: 1,
      attack: 1,
      health: 1,
      text: trigger ? [{ type: "trigger", trigger: "deathrattle" }, clause] : [clause],
      split: 0,
      game: "spellgrid",
    }) as CardDef;

  test.each(Object.entries(EFFECT_SPECS))("effect %s", (kind, spec) => {
    const card = minion({ type: "effect", effect: kind, ...fields(spec.fields) }, true);
    expect(cardProblems(card, "sample.json")).toEqual([]);
    expect(renderCardText(card, () => undefined)).toMatch(/^Deathrattle: .+\.$/);
    expect(EFFECTS).toHaveProperty(kind);
  });

  test.each(Object.entries(AURA_SPECS))("aura %s", (kind, spec) => {
    const card = minion({ type: "aura", aura: kind, ...fields(spec.fields) }, false);
    expect(cardProblems(card, "sample.json")).toEqual([]);
    expect(renderCardText(card, () => undefined)).toMatch(/\.$/);
  });
});

describe("maxima: every number in the card, level and seams schemas has one (issue 16 item 2)", () => {
  const numbers = (file: string) =>
    fieldNodes(read(file), file).filter(([, n]) => n.type === "integer" || n.type === "number");

  test.each(["card", "level", "seams"] as const)("every number of the %s schema has a maximum", (kind) => {
    const found = numbers(SCHEMAS[kind].file);
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter(([, n]) => typeof n.maximum !== "number").map(([p]) => p)).toEqual([]);
  });

  test("every list of the level schema has a maximum length", () => {
    const lists = fieldNodes(read("schema/level.schema.json"), "level").filter(([, n]) => n.type === "array");
    expect(lists.map(([p]) => p.split("/").pop())).toEqual(["objects", "cards", "hand", "pool"]);
    expect(lists.filter(([, n]) => typeof n.maxItems !== "number")).toEqual([]);
  });

  test("the level schema agrees with LEVEL_LIMITS, the limits the engines enforce", () => {
    const level = read("schema/level.schema.json") as { properties: Record<string, Node> };
    const p = level.properties;
    expect(p.width.maximum).toBe(LEVEL_LIMITS.width);
    expect(p.height.maximum).toBe(LEVEL_LIMITS.height);
    expect(p.objects.maxItems).toBe(LEVEL_LIMITS.objects);
    const object = (p.objects.items as { properties: Record<string, Node> }).properties;
    expect([object.x.maximum, object.y.maximum]).toEqual([LEVEL_LIMITS.width - 1, LEVEL_LIMITS.height - 1]);
    expect(p.hand.maxItems).toBe(LIMITS.hand);
    expect(p.cards.maxItems).toBe(LEVEL_LIST_LIMITS.cards);
    expect(p.pool.maxItems).toBe(LEVEL_LIST_LIMITS.pool);
  });

  test("a summon fills at most a board, a draw at most a hand; amounts, stats and multipliers are bounded", () => {
    const defs = (
      read("schema/card.schema.json") as { definitions: Record<string, { properties: Record<string, Node> }> }
    ).definitions;
    expect(defs.summon.properties.count.maximum).toBe(LIMITS.board);
    expect(defs.draw.properties.count.maximum).toBe(LIMITS.hand);
    expect(defs.dealDamage.properties.amount.maximum).toBe(CARD_MAXIMA.amount);
    expect(defs.triggerMultiplier.properties.times.maximum).toBe(CARD_MAXIMA.times);
    expect(defs.minionCard.properties.health.maximum).toBe(CARD_MAXIMA.stat);
    expect(defs.minionCard.properties.split.maximum).toBe(CARD_MAXIMA.clauses);
    expect(defs.minionCard.properties.text.maxItems).toBe(CARD_MAXIMA.clauses);
    const seams = read("schema/seams.schema.json") as { properties: Record<string, Node> };
    const multiplier = seams.properties.multiplierWords.additionalProperties as {
      properties: Record<string, Node>;
    };
    expect(multiplier.properties.times.maximum).toBe(CARD_MAXIMA.times);
  });
});
