/**
 * Deck files (docs/rules.md §3.12; issue 15 item 5): `decks/<name>.json` holds a name and exactly 30
 * collectible cards, at most 2 copies of each (1 of a Legendary). `loadDeck` returns the deck or throws
 * an error naming the file, the field and the card; `npm run check` checks every deck in decks/.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { readCardDir } from "../../src/content/card-files";
import { checkContent } from "../../src/content/check";
import { classifyContent } from "../../src/content/classify";
import { copyLimit, deckProblems } from "../../src/content/deck-check";
import { DECK_RULES } from "../../src/content/deck-rules";
import { loadDeck } from "../../src/content/decks";
import type { CardDef } from "../../src/engine/cards";
import { ROOT } from "../architecture/source";

const library = readCardDir();
const byName = new Map(library.map((d) => [d.name, d]));
const collectible = library.filter((d) => d.collectible !== false);
const token = library.find((d) => d.collectible === false)!;

/** A legal deck of the library's collectible cards: each card as often as it may be, in file order. */
function legalCards(): string[] {
  const cards: string[] = [];
  for (const d of collectible)
    for (let i = 0; i < copyLimit(d) && cards.length < DECK_RULES.size; i++) cards.push(d.name);
  return cards;
}

const dir = mkdtempSync(join(tmpdir(), "spellgrid-decks-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes `data` (JSON, or text as it is) to a deck file of the temporary folder; its path. */
function deckFile(name: string, data: unknown): string {
  const path = join(dir, `${name}.json`);
  writeFileSync(path, typeof data === "string" ? data : JSON.stringify(data));
  return path;
}

describe("the decks in decks/", () => {
  const files = readdirSync(join(ROOT, "decks")).filter((f) => f.endsWith(".json"));

  test("there are decks, and each loads: a name and 30 collectible cards within the copy limits", () => {
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) {
      const deck = loadDeck(join(ROOT, "decks", file));
      expect(deck.name.length, file).toBeGreaterThan(0);
      expect(deck.cards, file).toHaveLength(DECK_RULES.size);
      for (const name of new Set(deck.cards)) {
        const def = byName.get(name)!;
        expect(def.collectible, `${file}: ${name}`).not.toBe(false);
        expect(deck.cards.filter((c) => c === name).length).toBeLessThanOrEqual(copyLimit(def));
      }
    }
  });

  test("the decks the docs say ship are files of decks/, README and docs/authoring.md §11 name the same ones, and each counts them right", () => {
    // (a rule of the docs, not of the catalogue: a deck a user adds to decks/ changes nothing here)
    const count = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    const guide = readFileSync(join(ROOT, "docs/authoring.md"), "utf8");
    const paragraph = readme.slice(readme.indexOf("A deck is a file in `decks/`"));
    const line = paragraph.slice(0, paragraph.indexOf("\n"));
    const section = guide.slice(guide.indexOf("## 11. A deck"), guide.indexOf("## 12."));
    const shipsAt = section.indexOf("ships");
    const sentence = section.slice(shipsAt, section.indexOf("```", shipsAt));
    const named = (text: string) =>
      [...text.matchAll(/`(?:decks\/)?([a-z0-9-]+\.json)`/g)]
        .map((m) => m[1])
        .filter((f) => !f.endsWith(".schema.json"));
    const inReadme = named(line.slice(line.search(/ ship:/i)));
    const inGuide = named(sentence);
    expect(inReadme.length).toBeGreaterThan(0);
    for (const file of inReadme) expect(files, `README: ${file}`).toContain(file);
    expect([...inGuide].sort(), "authoring.md §11 names the decks README names").toEqual(
      [...inReadme].sort(),
    );
    expect(line).toMatch(new RegExp(`${count[inReadme.length]} ship:`, "i"));
    expect(sentence).toMatch(new RegExp(`^ships ${count[inGuide.length]} to start from`));
  });

  test("a deck file is told by its folder, its $schema or its fields", () => {
    for (const file of files) expect(classifyContent(`decks/${file}`, {})).toBe("deck");
    expect(classifyContent("elsewhere/x.json", { name: "x", cards: ["x"] })).toBe("deck");
    expect(classifyContent("x.json", { $schema: "../schema/deck.schema.json" })).toBe("deck");
  });
});

describe("loadDeck", () => {
  test("returns the file's name and cards, in order", () => {
    const cards = legalCards();
    expect(cards).toHaveLength(DECK_RULES.size);
    const path = deckFile("ok", { $schema: "../schema/deck.schema.json", name: "Mine", cards });
    expect(loadDeck(path)).toEqual({ name: "Mine", cards });
  });

  test("an unknown card is an error naming the file, the field and the nearest card", () => {
    const cards = legalCards();
    const real = cards[5];
    cards[5] = `${real.slice(0, -1)}`;
    const path = deckFile("typo", { name: "Typo", cards });
    expect(() => loadDeck(path)).toThrow(
      `${path}: cards[5]: unknown card ${JSON.stringify(cards[5])} (did you mean ${JSON.stringify(real)}?)`,
    );
  });

  test("a card that is not collectible is refused", () => {
    const cards = legalCards();
    cards[0] = token.name;
    const path = deckFile("token", { name: "Token", cards });
    expect(() => loadDeck(path)).toThrow(
      `${path}: cards[0]: ${JSON.stringify(token.name)} is not collectible: a deck holds collectible cards only`,
    );
  });

  test("a copy past the limit is refused at the first one too many", () => {
    const cards = legalCards();
    const first = collectible[0];
    const limit = copyLimit(first);
    for (let i = 0; i <= limit; i++) cards[i] = first.name;
    const path = deckFile("copies", { name: "Copies", cards });
    expect(() => loadDeck(path)).toThrow(
      `${path}: cards[${limit}]: ${JSON.stringify(first.name)} is listed ${limit + 1} times: a deck holds at most ${limit}`,
    );
  });

  test("a Legendary may be listed once: the second copy is refused", () => {
    const legend: CardDef = { ...collectible[0], name: "Lone Legend", rarity: "legendary" };
    const mine = new Map([...byName, [legend.name, legend]]);
    const cards = legalCards();
    cards[0] = legend.name;
    expect(deckProblems({ name: "L", cards }, mine, "l.json")).toEqual([]);
    cards[7] = legend.name;
    expect(deckProblems({ name: "L", cards }, mine, "l.json")).toEqual([
      {
        file: "l.json",
        path: "cards[7]",
        message: '"Lone Legend" is listed 2 times: a deck holds at most 1',
      },
    ]);
  });

  test("a deck of another size than 30 is refused, naming the count (1 entry, 29 entries)", () => {
    const short = legalCards().slice(1);
    expect(() => loadDeck(deckFile("short", { name: "Short", cards: short }))).toThrow(
      `short.json: cards: ${DECK_RULES.size - 1} entries: at least ${DECK_RULES.size}`,
    );
    expect(() => loadDeck(deckFile("one", { name: "One", cards: short.slice(0, 1) }))).toThrow(
      `one.json: cards: 1 entry: at least ${DECK_RULES.size}`,
    );
    const long = [...legalCards(), collectible[collectible.length - 1].name];
    expect(() => loadDeck(deckFile("long", { name: "Long", cards: long }))).toThrow(
      `long.json: cards: ${DECK_RULES.size + 1} entries: at most ${DECK_RULES.size}`,
    );
    expect(() => loadDeck(deckFile("one", { name: "One", cards: short.slice(0, 1) }))).toThrow(
      `one.json: cards: 1 entry: at least ${DECK_RULES.size}`,
    );
  });

  test("missing or mistyped fields, bad JSON and a missing file are errors naming the file", () => {
    const cards = legalCards();
    expect(() => loadDeck(deckFile("noname", { cards }))).toThrow('noname.json: missing field "name"');
    expect(() => loadDeck(deckFile("field", { name: "X", cards, card: [] }))).toThrow(
      'field.json: card: unknown field "card" (did you mean "cards"?)',
    );
    expect(() => loadDeck(deckFile("num", { name: "X", cards: [...cards.slice(1), 7] }))).toThrow(
      "num.json: cards[29]: expected string, got number 7",
    );
    expect(() => loadDeck(deckFile("bad", "{ name"))).toThrow(/bad\.json: invalid JSON/);
    expect(() => loadDeck(join(dir, "none.json"))).toThrow(
      /none\.json: cannot be read \(no such deck file\?\)$/,
    );
    expect(() => loadDeck(dir)).toThrow(/: cannot be read \(a folder, not a deck file\)$/);
    expect(() => loadDeck("")).toThrow('the deck file name is empty (""): name a deck file');
    expect(() => loadDeck("/dev/zero")).toThrow("/dev/zero: cannot be read (a device, not a file)");
  });

  test("a file of another kind (a level, a replay, a card) is named as such, with the command that opens it", () => {
    const level = deckFile("level", { width: 2, height: 1, objects: [] });
    expect(() => loadDeck(level)).toThrow(
      `${level} is a level, not a deck: play it with npm start -- ${level}`,
    );
    const replay = deckFile("replay", { level: "x.json", actions: [] });
    expect(() => loadDeck(replay)).toThrow(
      `${replay} is a replay, not a deck: check it with npm run replay -- ${replay}`,
    );
  });
});

describe("npm run check reads decks", () => {
  test("a deck's problems are reported with the others, each naming file and field", () => {
    const cards = legalCards();
    cards[3] = "Nobody";
    cards[4] = token.name;
    const files = [
      { path: "decks/a.json", shown: "decks/a.json", text: JSON.stringify({ name: "A", cards }) },
      {
        path: "decks/b.json",
        shown: "decks/b.json",
        text: JSON.stringify({ name: "B", cards: legalCards() }),
      },
    ];
    const result = checkContent(files, {
      lexicon: { words: [], index: {}, properties: [] },
      cards: library,
      levelExists: () => false,
    });
    expect(result.counts.deck).toBe(2);
    expect(result.problems).toEqual([
      { file: "decks/a.json", path: "cards[3]", message: 'unknown card "Nobody"' },
      {
        file: "decks/a.json",
        path: "cards[4]",
        message: `${JSON.stringify(token.name)} is not collectible: a deck holds collectible cards only`,
      },
    ]);
  });

  test("a runaway list of unknown names: a deck's worth get the nearest name, the rest are named plainly", () => {
    const real = collectible[0].name;
    const typos = Array.from({ length: DECK_RULES.size + 2 }, () => `${real}x`);
    const problems = deckProblems({ name: "Typos", cards: typos }, byName, "t.json");
    const unknown = problems.filter((p) => p.path.startsWith("cards["));
    expect(unknown).toHaveLength(DECK_RULES.size + 2);
    expect(unknown[DECK_RULES.size - 1].message).toBe(
      `unknown card ${JSON.stringify(`${real}x`)} (did you mean ${JSON.stringify(real)}?)`,
    );
    expect(unknown[DECK_RULES.size].message).toBe(`unknown card ${JSON.stringify(`${real}x`)}`);
  });

  test("deckProblems lists every problem and changes nothing it is given", () => {
    const cards = legalCards();
    const data = { name: "", cards: [...cards.slice(0, 29), "Nobody"] };
    const before = JSON.stringify(data);
    const problems = deckProblems(data, byName, "d.json");
    expect(problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
      "name: must not be empty",
      'cards[29]: unknown card "Nobody"',
    ]);
    expect(JSON.stringify(data)).toBe(before);
  });
});
