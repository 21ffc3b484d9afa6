/**
 * A card's keywords print first, in the author's order (docs/rules.md §4.4), on random well-formed texts
 * (fast-check, seeded and bounded, FUZZ and FUZZ_RUNS as tests/fuzz.ts says): keywords put anywhere a
 * card may have them (a minion's between its trigger blocks and auras, never between a trigger and its
 * effects; a spell's between its effects). The printed text is the keywords' sentence, then the rest as
 * printed without them: a reordering of the card's sentences that keeps every word; where the keywords
 * stand changes nothing printed (so printing the printed order again gives the same text); a text without
 * keywords prints as written. Caught on purpose (2026-12-05): keywords sorted, put last, one dropped,
 * moved only when the text began with one.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { illFormedAt, KEYWORDS } from "../../src/engine/cards";
import type { CardDef, Clause } from "../../src/engine/cards/card-def";
import { renderCardText, renderClauses } from "../../src/engine/cards/render";
import { fuzzed } from "../fuzz";
import { AURA, effect, TRIGGER } from "../properties/every-clause";

const catalogue = Object.values(
  import.meta.glob<CardDef>("../../cards/*.json", { eager: true, import: "default" }),
);
const byName = new Map(catalogue.map((d) => [d.name, d]));
const lookup = (name: string) => byName.get(name);
const MINIONS = catalogue.filter((d) => d.type === "minion").map((d) => d.name);
const WORDS = ["BABA", "ROCK", "WIN"];

const KEYWORD = fc.constantFrom(...(Object.keys(KEYWORDS) as (keyof typeof KEYWORDS)[]));
const kw = (keyword: keyof typeof KEYWORDS): Clause => ({ type: "keyword", keyword });

/** Units of a text, each a list of clauses kept together, and keywords to put between them at `at`. */
const TEXT = fc.oneof(
  fc.record({
    type: fc.constant("minion" as const),
    units: fc.array(
      fc.oneof(
        fc
          .tuple(TRIGGER, fc.array(effect("minion", MINIONS, WORDS), { minLength: 1, maxLength: 2 }))
          .map(([t, es]): Clause[] => [t, ...es]),
        AURA.map((a) => [a]),
      ),
      { maxLength: 3 },
    ),
    keywords: fc.uniqueArray(KEYWORD, { maxLength: 3 }),
    at: fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
  }),
  fc
    .record({
      type: fc.constant("spell" as const),
      units: fc.array(
        effect("spell", MINIONS, WORDS).map((e): Clause[] => [e]),
        { minLength: 1, maxLength: 2 },
      ),
      keywords: fc.constant<(keyof typeof KEYWORDS)[]>(["lifesteal"]).chain((k) => fc.subarray(k)),
      at: fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
    })
    .map((t) => ({
      ...t, // a spell's Lifesteal heals by the damage it deals: only with a dealDamage effect (illFormedAt)
      keywords: t.units.some(([e]) => e.type === "effect" && e.effect === "dealDamage") ? t.keywords : [],
    })),
);

/** The clauses of `units` with the keywords put between them, in their order (`at` says where). */
function interleave(
  units: readonly Clause[][],
  keywords: readonly string[],
  at: readonly number[],
): Clause[] {
  const before = keywords.map((_, i) => at[i] % (units.length + 1)).sort((a, b) => a - b);
  const out: Clause[] = [];
  for (let u = 0; u <= units.length; u++) {
    keywords.forEach((k, i) => {
      if (before[i] === u) out.push(kw(k as keyof typeof KEYWORDS));
    });
    out.push(...(units[u] ?? []));
  }
  return out;
}

/** A card of `type` with `text`. */
const card = (type: "minion" | "spell", text: Clause[]): CardDef =>
  type === "minion"
    ? { name: "Printed", type, cost: 1, attack: 1, health: 1, text, split: 0, game: "course" }
    : { name: "Printed", type, cost: 1, text, split: 0, game: "course" };

/** The words of a text, as a sorted list, case and punctuation aside. */
const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[\s.,:]+/)
    .filter(Boolean)
    .sort();

/** The sentences of a printed text, sorted. */
const sentences = (s: string) => s.split(/(?<=\.) /).sort();

describe("keywords print first (random well-formed card texts)", () => {
  it("the keywords' sentence, then the rest as printed without them: every word and sentence kept, wherever the keywords stood", () => {
    let moved = 0;
    fc.assert(
      fc.property(TEXT, fc.array(fc.nat(), { minLength: 3, maxLength: 3 }), (t, at2) => {
        const text = interleave(t.units, t.keywords, t.at);
        const def = card(t.type, text);
        expect(illFormedAt(def), JSON.stringify(text)).toBeNull();
        const printed = renderCardText(def, lookup);
        const kws = t.keywords.map((k) => kw(k));
        const rest = t.units.flat();
        const written = renderClauses(text, lookup);
        expect(printed).toBe(
          [renderClauses(kws, lookup), renderClauses(rest, lookup)].filter(Boolean).join(" "),
        );
        expect(words(printed)).toEqual(words(written));
        if (t.keywords.length <= 1) expect(sentences(printed)).toEqual(sentences(written));
        if (t.keywords.length === 0) expect(printed).toBe(written);
        if (printed !== written) moved++;
        // where the keywords stand changes nothing printed; printing the printed order prints the same
        expect(renderCardText(card(t.type, interleave(t.units, t.keywords, at2)), lookup)).toBe(printed);
        expect(renderCardText(card(t.type, [...kws, ...rest]), lookup)).toBe(printed);
      }),
      fuzzed({ seed: 2_100_044, numRuns: 300 }),
    );
    expect(moved).toBeGreaterThan(0);
  });
});
