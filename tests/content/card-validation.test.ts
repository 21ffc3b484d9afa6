import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { CARDS_DIR, readCardDir } from "../../src/content/card-files";
import { cardLibrary, validateCardDef, validateCardSet } from "../../src/content/card-validate";
import { EFFECT_KINDS } from "../../src/content/card-vocabulary";
import type { CardDef } from "../../src/engine/cards/card-def";
import { CARD_FIELDS } from "../../src/engine/cards/vocabulary";
import { minion } from "../scenarios/cards/defs";

/** A fresh, valid minion (Ember Moth's shape) to break one field at a time. */
function moth(): Record<string, unknown> & { text: Record<string, unknown>[] } {
  return {
    $schema: "../schema/card.schema.json",
    name: "Foo",
    type: "minion",
    cost: 1,
    attack: 1,
    health: 1,
    text: [
      { type: "keyword", keyword: "taunt" },
      { type: "trigger", trigger: "deathrattle" },
      { type: "effect", effect: "dealDamage", target: "enemyHero", amount: 2 },
    ],
    split: 2,
    game: "spellgrid",
  };
}

const SRC = "cards/bad.json";
const broken = (change: (d: ReturnType<typeof moth>) => void) => {
  const d = moth();
  change(d);
  return () => validateCardDef(d, SRC);
};

describe("validateCardDef names the file, the card and the field", () => {
  test("a valid card passes and comes back typed", () => {
    expect(validateCardDef(moth(), SRC).name).toBe("Foo");
  });
  test.each([
    [
      "unknown clause type",
      (d: ReturnType<typeof moth>) => (d.text[0].type = "spell"),
      'cards/bad.json (card "Foo"): text[0].type: "spell" is not one of trigger, effect, aura, keyword',
    ],
    [
      "unknown effect",
      (d: ReturnType<typeof moth>) => (d.text[2].effect = "explode"),
      `cards/bad.json (card "Foo"): text[2].effect: "explode" is not one of ${EFFECT_KINDS.join(", ")}`,
    ],
    [
      "unknown target",
      (d: ReturnType<typeof moth>) => (d.text[2].target = "everyone"),
      'cards/bad.json (card "Foo"): text[2].target: "everyone" is not one of self, chosen,',
    ],
    [
      "unknown trigger",
      (d: ReturnType<typeof moth>) => (d.text[1].trigger = "inspire"),
      'cards/bad.json (card "Foo"): text[1].trigger: "inspire" is not one of battlecry, deathrattle, damaged',
    ],
    [
      "dealDamage without amount",
      (d: ReturnType<typeof moth>) => delete d.text[2].amount,
      'cards/bad.json (card "Foo"): text[2]: missing field "amount"',
    ],
    [
      "a minion without health",
      (d: ReturnType<typeof moth>) => delete d.health,
      'cards/bad.json (card "Foo"): missing field "health"',
    ],
    [
      "a minion with 0 health",
      (d: ReturnType<typeof moth>) => (d.health = 0),
      'cards/bad.json (card "Foo"): health: 0 is below the minimum 1',
    ],
    [
      "a spell with attack",
      (d: ReturnType<typeof moth>) => (d.type = "spell"),
      `cards/bad.json (card "Foo"): attack: unknown field "attack" (known fields: ${Object.keys(CARD_FIELDS).join(", ")})`,
    ],
    [
      "a spell with the taunt keyword (a spell takes lifesteal only)",
      (d: ReturnType<typeof moth>) => {
        for (const k of ["attack", "health", "noun"]) delete d[k];
        d.type = "spell";
        d.text.splice(1, 1);
        d.split = 0;
      },
      `cards/bad.json (card "Foo"): text[0].keyword: "taunt" is a character's keyword (a minion's, or a hero's by its weapon); the one keyword a spell takes is "lifesteal"`,
    ],
    [
      "a lower-case noun",
      (d: ReturnType<typeof moth>) => (d.noun = "foo"),
      'cards/bad.json (card "Foo"): noun: "foo" must be an upper-case word',
    ],
    [
      "split outside the text",
      (d: ReturnType<typeof moth>) => (d.split = 5),
      'cards/bad.json (card "Foo"): split: split 5 is outside the text (3 clauses)',
    ],
  ])("%s", (_what, change, message) => {
    expect(broken(change)).toThrow(message);
  });
  test("without a name, the source alone", () => {
    expect(() => validateCardDef([], "registerCards[3]")).toThrow(
      "registerCards[3]: expected object, got an array",
    );
  });
});

describe("validateCardSet", () => {
  const filler = (name: string): CardDef => minion(name, 1);
  test("duplicate names name both sources", () => {
    expect(() => validateCardSet([filler("A"), filler("A")], (_n, i) => `f${i}.json`)).toThrow(
      'f1.json (card "A"): name: duplicate card name (also in f0.json)',
    );
  });
  test("a summon of an unknown card", () => {
    const summoner: CardDef = {
      ...filler("B"),
      text: [
        { type: "trigger", trigger: "deathrattle" },
        { type: "effect", effect: "summon", card: "X", count: 1 },
      ],
      split: 1,
    };
    expect(() => cardLibrary([filler("A"), summoner])).toThrow(
      '(card "B"): text[1].card: summons unknown card "X"',
    );
  });
});

describe("readCardDir", () => {
  const dirs: string[] = [];
  const tempCards = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), "spellgrid-cards-"));
    dirs.push(dir);
    mkdirSync(dir, { recursive: true });
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const good = JSON.stringify(moth());

  test("reads the repository's cards, every file, cached and frozen", () => {
    const defs = readCardDir();
    expect(defs.length).toBe(readdirSync(CARDS_DIR).filter((f) => f.endsWith(".json")).length);
    expect(readCardDir()).toBe(defs);
    expect(Object.isFrozen(defs[0].text)).toBe(true);
  });
  test("a JSON syntax error names the file", () => {
    const dir = tempCards({ "a.json": good, "b.json": "{ nope" });
    expect(() => readCardDir(dir)).toThrow(/b\.json: invalid JSON/);
  });
  test("a folder named like a card file is named, not skipped", () => {
    const dir = tempCards({ "a.json": good });
    mkdirSync(join(dir, "b.json"));
    expect(() => readCardDir(dir)).toThrow(/b\.json: cannot read the file \(a folder, not a file\)$/);
  });
  test("a card folder that is missing, or is a file, is named (not Node's bare scandir error)", () => {
    const dir = tempCards({ "a.json": good });
    expect(() => readCardDir(join(dir, "none"))).toThrow(/none: cannot read the card folder \(ENOENT\)$/);
    expect(() => readCardDir(join(dir, "a.json"))).toThrow(
      /a\.json: cannot read the card folder \(ENOTDIR\)$/,
    );
  });
  test("one bad file among good ones throws, naming it (never skipped)", () => {
    const bad = moth();
    bad.text[2].effect = "explode";
    bad.name = "Bar";
    const dir = tempCards({ "a.json": good, "b.json": JSON.stringify(bad), "notes.txt": "ignored" });
    expect(() => readCardDir(dir)).toThrow(/b\.json \(card "Bar"\): text\[2\]\.effect: "explode"/);
  });
  test("duplicate names across files name both files", () => {
    const dir = tempCards({ "a.json": good, "b.json": good });
    expect(() => readCardDir(dir)).toThrow(
      /b\.json \(card "Foo"\): name: duplicate card name \(also in .*a\.json\)/,
    );
  });
  test("a changed file is read again", () => {
    const dir = tempCards({ "a.json": good });
    expect(readCardDir(dir)[0].cost).toBe(1);
    writeFileSync(join(dir, "a.json"), JSON.stringify({ ...moth(), cost: 12 }));
    expect(readCardDir(dir)[0].cost).toBe(12);
  });
});
