/**
 * docs/authoring.md's reference is generated (`npm run docs`) from the card vocabulary, the limits and
 * the schemas: the committed text is what the generator writes, so a new clause kind, field or word
 * class cannot be left out; and every example it shows is a valid clause whose English is the
 * renderer's.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { cardProblems } from "../../src/content/card-validate";
import { EXAMPLE_MINION, lookup } from "../../src/content/docs/card-values";
import {
  REFERENCE_BEGIN,
  REFERENCE_END,
  referenceIn,
  referenceMarkdown,
  withReference,
} from "../../src/content/docs/reference";
import { levelSchema } from "../../src/content/schemas/level";
import { seamsSchema } from "../../src/content/schemas/seams";
import { WORD_CLASSES } from "../../src/content/schemas/words";
import type { Clause } from "../../src/engine/cards/card-def";
import { renderClauses } from "../../src/engine/cards/render";
import {
  AURA_SPECS,
  CARD_FIELDS,
  CHOICES,
  CLAUSE_KINDS,
  EFFECT_SPECS,
  type KindSpec,
  MINION_FIELDS,
  TRIGGER_FIELDS,
} from "../../src/engine/cards/vocabulary";
import { ROOT } from "../architecture/source";

const doc = readFileSync(join(ROOT, "docs/authoring.md"), "utf8");
const reference = referenceIn(doc);
const body = `\n${reference}`;

/** The part of the reference under a `### title` heading, up to the next one. */
function part(title: string): string {
  const from = body.indexOf(`\n### ${title}\n`);
  if (from < 0) throw new Error(`no "### ${title}" in the reference`);
  const to = body.indexOf("\n### ", from + 1);
  return body.slice(from, to < 0 ? undefined : to);
}

describe("docs/authoring.md's reference", () => {
  test("is what `npm run docs` writes (run it after changing the vocabulary, a limit or a schema)", () => {
    expect(reference).toBe(referenceMarkdown());
    expect(withReference(doc)).toBe(doc);
  });

  test.each([
    ["Card fields", [...Object.keys(CARD_FIELDS), ...Object.keys(MINION_FIELDS)]],
    ["Clauses", Object.keys(CLAUSE_KINDS)],
    ["Triggers", [...Object.keys(CHOICES.trigger), ...Object.keys(TRIGGER_FIELDS)]],
    ["Scopes", Object.keys(CHOICES.scope)],
    ["Effects", Object.keys(EFFECT_SPECS)],
    ["Auras", Object.keys(AURA_SPECS)],
    ["Targets", Object.keys(CHOICES.target)],
    ["Stacking", Object.keys(CHOICES.stacking)],
    ["Keywords", Object.keys(CHOICES.keyword)],
    ["Level fields", Object.keys((levelSchema() as { properties: object }).properties)],
    ["Words", Object.keys(WORD_CLASSES)],
    ["Seam words", Object.keys((seamsSchema() as { properties: object }).properties)],
  ])("%s: one entry for each of the vocabulary's", (title, names) => {
    const text = part(title);
    const missing = names.filter((n) => !text.includes(`- \`${n}\``) && !text.includes(`#### \`${n}\``));
    expect(missing).toEqual([]);
  });

  test("every field of every effect and aura is listed under it, with its range", () => {
    const tables: [string, Readonly<Record<string, KindSpec>>][] = [
      ["Effects", EFFECT_SPECS],
      ["Auras", AURA_SPECS],
    ];
    for (const [title, table] of tables)
      for (const [kind, spec] of Object.entries(table)) {
        const section = part(title).split(`#### \`${kind}\``)[1].split("\n#### ")[0];
        for (const [field, f] of Object.entries(spec.fields)) {
          expect(section).toContain(`- \`${field}\` (`);
          if (f.type === "integer")
            expect(section).toMatch(new RegExp(`\`${field}\` \\(whole number, ${f.min} to `));
        }
      }
  });

  test("every example is a valid clause, and its English is the renderer's", () => {
    const examples = [...reference.matchAll(/^Example: `(.+)`\. Written: "(.*)"$/gm)];
    expect(examples).toHaveLength(Object.keys(EFFECT_SPECS).length + Object.keys(AURA_SPECS).length);
    for (const [, json, english] of examples) {
      const clause = JSON.parse(json) as Clause;
      const text: Clause[] =
        clause.type === "effect" ? [{ type: "trigger", trigger: "deathrattle" }, clause] : [clause];
      const card = { ...EXAMPLE_MINION, name: "Example", text, split: 0 };
      expect(cardProblems(card, "example"), json).toEqual([]);
      expect(renderClauses([clause], lookup)).toBe(english);
    }
  });

  test("a card an example names that is not one of cards/ is said to be a stand-in, before the first example", () => {
    const shipped = new Set(
      readdirSync(join(ROOT, "cards")).map(
        (f) => (JSON.parse(readFileSync(join(ROOT, "cards", f), "utf8")) as { name: string }).name,
      ),
    );
    const named = [...reference.matchAll(/^Example: `(.+)`\./gm)]
      .map(([, json]) => (JSON.parse(json) as { card?: string }).card)
      .filter((c): c is string => c !== undefined && !shipped.has(c));
    expect(named.length).toBeGreaterThan(0);
    const before = part("Effects").split("\nExample: ")[0];
    for (const card of new Set(named))
      expect(before).toContain(`\`${card}\` stands for a minion card of your own`);
  });

  test("a document without the markers is an error naming it; the markers are replaced, not repeated", () => {
    expect(() => referenceIn("# no markers", "my-guide.md")).toThrow(
      `my-guide.md: the reference markers are missing (${REFERENCE_BEGIN} … ${REFERENCE_END})`,
    );
    const stale = `# T\n\n${REFERENCE_BEGIN}\nold text\n${REFERENCE_END}\n\nafter\n`;
    const fresh = withReference(stale);
    expect(fresh).toBe(`# T\n\n${REFERENCE_BEGIN}\n\n${referenceMarkdown()}\n\n${REFERENCE_END}\n\nafter\n`);
    expect(withReference(fresh)).toBe(fresh);
  });
});
