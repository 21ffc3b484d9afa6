/**
 * "ALL" or "all" (docs/rules.md §4.4): Hearthstone printed its first cards with "ALL" where an effect
 * reaches both sides (Whirlwind, "Deal 1 damage to ALL minions"; Hellfire, Abomination, Circle of Healing)
 * and prints its later ones in lower case (Spirit Lash, "Lifesteal. Deal 1 damage to all minions"), so
 * the same clauses print both ways and the card says which (`allCaps`, default true). The rules are
 * checked over every card file, so they hold for a card a user adds.
 */
import { describe, expect, test } from "vitest";
import { readCardDir } from "../../src/content/card-files";
import type { CardDef } from "../../src/engine/cards";
import { renderCardText } from "../../src/engine/cards/render";

const library = readCardDir();
const byName = new Map(library.map((d) => [d.name, d]));
const lookup = (name: string) => byName.get(name);
const text = (def: CardDef) => renderCardText(def, lookup);
const CAPITAL_ALL = /\bALL\b/g;

/** Lifesteal. Deal 1 damage to all minions (Spirit Lash's clauses), written without `allCaps`. */
const LASH: CardDef = {
  name: "Caps Lash",
  type: "spell",
  cost: 2,
  text: [
    { type: "keyword", keyword: "lifesteal" },
    { type: "effect", effect: "dealDamage", target: "allMinions", amount: 1 },
  ],
  split: 0,
  game: "course",
};

describe("a card's allCaps", () => {
  test("false prints no ALL: the same text, every ALL in lower case, for every card file", () => {
    for (const def of library) {
      const lower = text({ ...def, allCaps: false });
      expect(lower, def.name).toBe(text({ ...def, allCaps: true }).replace(CAPITAL_ALL, "all"));
      expect(lower, def.name).not.toMatch(CAPITAL_ALL);
    }
  });

  test("left out, it is true, for every card file", () => {
    for (const def of library) {
      const { allCaps: _given, ...plain } = def;
      expect(text(plain), def.name).toBe(text({ ...plain, allCaps: true }));
    }
  });

  test("the same clauses print as Whirlwind's first printing and as Spirit Lash's later one", () => {
    expect(text(LASH)).toBe("Lifesteal. Deal 1 damage to ALL minions.");
    expect(text({ ...LASH, allCaps: false })).toBe("Lifesteal. Deal 1 damage to all minions.");
  });
});

describe("Hearthstone's later cards in cards/, as printed", () => {
  // Hearthstone Wiki, Spirit Lash (Knights of the Frozen Throne, Priest, 2 mana): "Lifesteal. Deal 1
  // damage to all minions."
  test.each([["Spirit Lash", "Lifesteal. Deal 1 damage to all minions."]])("%s: %s", (name, real) => {
    const def = byName.get(name);
    expect(def, `cards/ has no ${name}`).toBeDefined();
    if (def !== undefined) expect(text(def)).toBe(real);
  });
});
