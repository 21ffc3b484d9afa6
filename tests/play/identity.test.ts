/**
 * Identity by name (docs/rules.md §2): canonical state keys and hashes depend on the state and on names
 * (words, card names) only, never on the order of entries in content/words.json or cards/. Two
 * contents that differ in the order of their words and cards, in extra words and cards, or in words
 * no level uses, play the same scripts to the same hashes, step by step.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { type Content, repositoryContent } from "../../src/content/content";
import { buildLexicon } from "../../src/content/words";
import { cardKey } from "../../src/engine/cards";
import type { CardDef } from "../../src/engine/cards/card-def";
import { kindTable } from "../../src/engine/grid";
import { ROOT, shippedLevels } from "../../src/play/files";
import { parseAction } from "../../src/play/notation";
import { sessionHash } from "../../src/play/replay";
import { readReplay } from "../../src/play/replay-file";
import { Session } from "../../src/play/session";
import { fuzzed } from "../fuzz";
import { minion } from "../scenarios/cards/defs";

const base = repositoryContent();
const levels = shippedLevels();
const replays = readdirSync(join(ROOT, "replays"))
  .filter((f) => f.endsWith(".replay.json"))
  .map((f) => readReplay(join(ROOT, "replays", f)));

/** Every word a level, a card or the seam table names: removing any other word changes no game. */
const used = new Set<string>(["IS", "AND", "NOT", "TEXT", "ALL"]);
for (const { def } of levels)
  for (const o of def.objects) used.add(o.kind.startsWith("text:") ? o.kind.slice(5) : o.kind.toUpperCase());
for (const card of base.cards) {
  if (card.noun) used.add(card.noun);
  for (const c of card.text) if (c.type === "effect" && c.effect === "spawnText") used.add(c.word);
}
for (const w of [...Object.keys(base.seams.triggerWords), ...Object.keys(base.seams.multiplierWords)])
  used.add(w);
const unused = base.lexicon.words.filter((w) => !used.has(w.word)).map((w) => w.word);

/** A card no level names: a 1-mana 1/1 with no text. */
const extraCard = (name: string): CardDef => minion(name, 1);

/** How a variant of the content differs from the repository's. */
interface Variant {
  words: readonly string[]; // the order of the words kept (a permutation of a subset)
  extraWords: readonly string[];
  cards: readonly string[]; // the order of the cards
  extraCards: readonly string[];
}

function contentOf(v: Variant): Content {
  const byWord = new Map(base.lexicon.words.map((w) => [w.word, w]));
  const words = [
    ...v.words.map((w) => byWord.get(w)!),
    ...v.extraWords.map((word) => ({ word, class: "noun" })),
  ];
  const byName = new Map(base.cards.map((d) => [d.name, d]));
  return {
    lexicon: buildLexicon({ words }),
    seams: base.seams,
    cards: [...v.cards.map((n) => byName.get(n)!), ...v.extraCards.map(extraCard)],
  };
}

const allWords = base.lexicon.words.map((w) => w.word);
const variant: fc.Arbitrary<Variant> = fc.record({
  words: fc.subarray(unused).chain((dropped) =>
    fc.shuffledSubarray(
      allWords.filter((w) => !dropped.includes(w)),
      { minLength: allWords.length - dropped.length },
    ),
  ),
  extraWords: fc
    .uniqueArray(fc.stringMatching(/^[A-Z]{3,8}$/), { maxLength: 6 })
    .map((ws) => ws.filter((w) => !allWords.includes(w))),
  cards: fc.shuffledSubarray(
    base.cards.map((d) => d.name),
    { minLength: base.cards.length },
  ),
  extraCards: fc.uniqueArray(fc.stringMatching(/^Extra [A-Z][a-z]{2,6}$/), { maxLength: 4 }),
});

/** The hash after each action (or the error it threw), from the start. */
function trace(def: (typeof levels)[number]["def"], content: Content, actions: readonly string[]): string[] {
  const s = new Session(def, content);
  const out = [sessionHash(s)];
  for (const line of actions) {
    try {
      const outcome = s.apply(parseAction(line));
      out.push(outcome.type === "done" ? sessionHash(s) : `asks ${outcome.kind}`);
    } catch (err) {
      out.push(`error: ${(err as Error).message}`);
    }
  }
  return out;
}

describe("hashes depend on names, not on the order or the number of other words and cards", () => {
  test("the words a level and its cards name are found (the test sees what it varies)", () => {
    expect(used.has("BABA") && used.size > 10).toBe(true);
    expect(unused.length).toBeGreaterThan(0);
  });

  test("random steps on every level hash alike, step by step, with reordered, removed and added words and cards", () => {
    const level = fc.constantFrom(...levels);
    const steps = fc.array(fc.constantFrom("w", "a", "s", "d"), { maxLength: 8 });
    fc.assert(
      fc.property(variant, level, steps, (v, { def }, script) => {
        expect(trace(def, contentOf(v), script)).toEqual(trace(def, base, script));
      }),
      fuzzed({ seed: 20261201, numRuns: 40 }),
    );
  });

  test("every committed replay reaches its recorded hash with reordered, removed and added words and cards", () => {
    fc.assert(
      fc.property(variant, (v) => {
        const content = contentOf(v);
        for (const r of replays) {
          const def = levels.find((l) => r.level.endsWith(l.path))!.def;
          const t = trace(def, content, r.actions);
          expect(t[t.length - 1]).toBe(r.finalHash);
        }
      }),
      fuzzed({ seed: 7, numRuns: 8 }),
    );
  });

  test("a kind's code is its name's, whatever the lexicon around it", () => {
    const forward = kindTable(base.lexicon);
    const reversed = kindTable(buildLexicon({ words: [...base.lexicon.words].reverse() }));
    for (const name of forward.names)
      expect(reversed.code[reversed.byName[name]]).toBe(forward.code[forward.byName[name]]);
    expect(forward.byName.baba).not.toBe(reversed.byName.baba);
  });

  test("a card's key is its definition's: not where its file sits, not the order of its fields", () => {
    for (const def of base.cards) {
      const reordered = Object.fromEntries(Object.entries(def).reverse()) as unknown as CardDef;
      expect(cardKey({ ...reordered, $schema: "../../../schema/card.schema.json" })).toBe(cardKey(def));
      expect(cardKey({ ...def, cost: def.cost + 1 })).not.toBe(cardKey(def));
    }
  });

  test("two names sharing a code in one lexicon are refused, naming both", () => {
    // "lsexqzd" and "ztxtxde" share a 32-bit FNV-1a code (found by search)
    const words = [
      ...base.lexicon.words,
      { word: "LSEXQZD", class: "noun" },
      { word: "ZTXTXDE", class: "noun" },
    ];
    expect(() => kindTable(buildLexicon({ words }))).toThrow(
      'lexicon: words kinds "lsexqzd" and "ztxtxde" share a hash code; rename one',
    );
  });
});
