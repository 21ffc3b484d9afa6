/**
 * Unicode's bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) are refused in
 * every name and title a person reads, as control characters are (docs/rules.md §9): a card name, a name
 * a deck or a level lists, a deck's name, a level's name and its title. The game's loaders (the
 * terminal's, from a file; the studio's and the solver's, `startState`) and `npm run check` refuse the
 * same level with the same message. A U+202E (right-to-left override) in a name prints the rest of the
 * line reversed, so "Imp\u202Egol" shows as "Implog" while it is another name. The message names the
 * file, the field and the value with the character escaped.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, test } from "vitest";
import { readCardDir } from "../../src/content/card-files";
import { cardProblems } from "../../src/content/card-validate";
import { main as checkMain } from "../../src/content/check-cli";
import { repositoryContent } from "../../src/content/content";
import { deckProblems } from "../../src/content/deck-check";
import { levelProblems } from "../../src/content/level-check";
import { formatProblem } from "../../src/content/problems";
import { LEXICON } from "../../src/content/words";
import type { CardDef } from "../../src/engine/cards";
import type { LevelDef } from "../../src/harness";
import { startState } from "../../src/play/apply";
import { openLevel } from "../../src/play/level-file";
import { ROOT } from "../architecture/source";
import { vanillaMinion } from "../fixtures/cards";
import { fuzzed } from "../fuzz";
import { runMain } from "../run-main";

/** Every bidirectional control, as code points. */
const BIDI = [0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];
const escaped = (c: number) => `\\u${c.toString(16).padStart(4, "0")}`;

const minion = (name: string): CardDef => vanillaMinion(name, "spellgrid");
const library = new Map(readCardDir().map((d) => [d.name, d]));
const deckOf = (name: string) => ({
  name,
  cards: [...library.values()]
    .filter((d) => d.collectible === true && d.rarity !== "legendary")
    .slice(0, 15)
    .flatMap((d) => [d.name, d.name]),
});
const noun = LEXICON.words.find((w) => w.class === "noun" && !w.meta)!.word;
const levelOf = (title: string, name = "rune-level") => ({
  name,
  title,
  width: 3,
  height: 2,
  objects: [
    ...[noun, "IS", "YOU"].map((w, x) => ({ kind: `text:${w}`, x, y: 0 })),
    { kind: noun.toLowerCase(), x: 0, y: 1 },
  ],
});

const content = repositoryContent();
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** Text with the character at `at` (0 … length), from printable parts. */
const withControl = fc.tuple(fc.constantFrom(...BIDI), fc.nat(6)).map(([c, at]) => {
  const base = "Rune Imp";
  const i = at % (base.length + 1);
  return { c, text: `${base.slice(0, i)}${String.fromCharCode(c)}${base.slice(i)}` };
});
const shown = (text: string) =>
  `"${[...text].map((ch) => (BIDI.includes(ch.charCodeAt(0)) ? escaped(ch.charCodeAt(0)) : ch)).join("")}"`;

describe("bidirectional controls are refused, as control characters are", () => {
  test("the content as shipped is clean, and a plain name, deck and title pass", () => {
    expect(cardProblems(minion("Rune Imp"), "cards/x.json")).toEqual([]);
    expect(deckProblems(deckOf("Rune Deck"), library, "decks/x.json")).toEqual([]);
    expect(levelProblems(levelOf("Rune Level"), { lexicon: LEXICON }, "levels/x.json")).toEqual([]);
  });

  test("in a card name, anywhere in it (property, seeded)", () => {
    fc.assert(
      fc.property(withControl, ({ text }) => {
        expect(cardProblems(minion(text), "cards/x.json").map(formatProblem)).toEqual([
          `cards/x.json (card ${shown(text)}): name: ${shown(text)} must be a card name of printable characters (no control or bidirectional control character), without a space at either end`,
        ]);
      }),
      fuzzed({ seed: 5, numRuns: 60 }),
    );
  });

  test("in a deck's name and in the card names it lists", () => {
    fc.assert(
      fc.property(withControl, ({ text }) => {
        expect(deckProblems(deckOf(text), library, "decks/x.json").map(formatProblem)).toEqual([
          `decks/x.json: name: ${shown(text)} must be text without a control or bidirectional control character`,
        ]);
      }),
      fuzzed({ seed: 5, numRuns: 60 }),
    );
    const deck = deckOf("Rune Deck");
    deck.cards[3] = `${deck.cards[3]}\u202e`;
    expect(deckProblems(deck, library, "decks/x.json").map(formatProblem)).toContain(
      `decks/x.json: cards[3]: ${shown(deck.cards[3])} must be a card name of printable characters (no control or bidirectional control character), without a space at either end`,
    );
  });

  test("in a level's title", () => {
    fc.assert(
      fc.property(withControl, ({ text }) => {
        expect(
          levelProblems(levelOf(text), { lexicon: LEXICON }, "levels/x.json").map(formatProblem),
        ).toEqual([
          `levels/x.json: title: ${shown(text)} must be text without a control or bidirectional control character`,
        ]);
      }),
      fuzzed({ seed: 5, numRuns: 60 }),
    );
  });

  test("in a level's name", () => {
    fc.assert(
      fc.property(withControl, ({ text }) => {
        expect(
          levelProblems(levelOf("Rune Level", text), { lexicon: LEXICON }, "levels/x.json").map(
            formatProblem,
          ),
        ).toEqual([
          `levels/x.json: name: ${shown(text)} must be text without a control or bidirectional control character`,
        ]);
      }),
      fuzzed({ seed: 5, numRuns: 60 }),
    );
  });

  test("a level's name: the game's loaders and npm run check refuse it alike, naming the field", () => {
    const dir = mkdtempSync(join(tmpdir(), "spellgrid-bidi-"));
    made.push(dir);
    mkdirSync(join(dir, "levels"));
    for (const c of [...BIDI, 0x0a, 0x1b, 0x7f, 0x9b]) {
      const name = `rune${String.fromCharCode(c)}level`;
      const value = JSON.stringify(name).replace(
        /[\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/,
        (ch) => escaped(ch.charCodeAt(0)),
      );
      const why = `name: ${value} must be text without a control or bidirectional control character`;
      const file = join(dir, "levels", "x.json");
      writeFileSync(file, JSON.stringify(levelOf("Rune Level", name)));
      expect(() => openLevel(file, () => null)).toThrow(`${file}: ${why}`);
      expect(() => startState(levelOf("Rune Level", name) as LevelDef, content)).toThrow(
        `level ${value}: ${why}`,
      );
      const r = runMain(checkMain, [file], ROOT);
      expect([r.code, r.out[0]]).toEqual([1, `${file}: ${why}`]);
    }
  });

  test("a title or deck name with a C0, DEL or C1 control character is refused too", () => {
    for (const c of [0x0a, 0x1b, 0x7f, 0x9b]) {
      const text = `Rune${String.fromCharCode(c)}Level`;
      const [line] = levelProblems(levelOf(text), { lexicon: LEXICON }, "levels/x.json").map(formatProblem);
      expect(line).toBe(
        `levels/x.json: title: ${JSON.stringify(text).replace(/\u007f|\u009b/, (ch) => escaped(ch.charCodeAt(0)))} must be text without a control or bidirectional control character`,
      );
      const [deckLine] = deckProblems(deckOf(text), library, "decks/x.json").map(formatProblem);
      expect(deckLine).toMatch(
        /^decks\/x\.json: name: .* must be text without a control or bidirectional control character$/,
      );
    }
  });
});
