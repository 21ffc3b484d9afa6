import { describe, expect, test } from "vitest";
import type { CardDef, Clause, Keyword, TriggerScope } from "../../src/engine/cards/card-def";
import { cardSummary, renderCardText, renderClauses } from "../../src/engine/cards/render";
import { TRIGGER_ALLOWED_SCOPES } from "../../src/engine/cards/vocabulary";

/** What a player may meet (cards/) and the course's test-only cards (tests/fixtures/cards/). */
const catalogue = Object.values(
  import.meta.glob<CardDef>("../../cards/*.json", { eager: true, import: "default" }),
);
const fixtures = Object.values(
  import.meta.glob<CardDef>("../fixtures/cards/*.json", { eager: true, import: "default" }),
);
const defs = [...catalogue, ...fixtures];
const byName = new Map(defs.map((d) => [d.name, d]));
const lookup = (name: string) => byName.get(name);

/** docs/rules.md §4's card table: Card | Game | Type | Cost | A/H | Text (English part, as printed there). */
const SPEC_TABLE: [string, string, string, number, string, string][] = [
  ["Whirlwind", "hearthstone", "spell", 1, "", "Deal 1 damage to ALL minions."],
  ["Acolyte of Pain", "hearthstone", "minion", 3, "1/4", "Whenever this minion takes damage, draw a card."],
  ["Armorsmith", "hearthstone", "minion", 2, "1/4", "Whenever a friendly minion takes damage, gain 1 Armor."],
  ["Loot Hoarder", "hearthstone", "minion", 2, "2/1", "Deathrattle: Draw a card."],
  ["Harvest Golem", "hearthstone", "minion", 3, "2/3", "Deathrattle: Summon a 2/1 Damaged Golem."],
  ["Damaged Golem", "hearthstone", "minion", 1, "2/1", "(token, not collectible)"],
  ["Unstable Ghoul", "hearthstone", "minion", 2, "1/3", "Taunt. Deathrattle: Deal 1 damage to all minions."],
  ["Baron Rivendare", "hearthstone", "minion", 4, "1/7", "Your minions trigger their Deathrattles twice."],
  ["Novice Engineer", "hearthstone", "minion", 2, "1/1", "Battlecry: Draw a card."],
  ["Twisting Nether", "hearthstone", "spell", 8, "", "Destroy all minions."],
  ["Dread Infernal", "hearthstone", "minion", 6, "6/6", "Battlecry: Deal 1 damage to ALL other characters."],
  [
    "Bolf Ramshield",
    "hearthstone",
    "minion",
    6,
    "3/9",
    "Whenever your hero takes damage, this minion takes it instead.",
  ],
  ["Brann Bronzebeard", "hearthstone", "minion", 3, "2/4", "Your Battlecries trigger twice."],
  [
    "Fleshshape",
    "hearthstone",
    "spell",
    3,
    "",
    "Assemble a Deathrattle minion. Give all minions in your hand +2/+2.",
  ],
  ["Test Filler", "course", "minion", 1, "1/1", "(no text)"],
  ["Test Sponge", "course", "minion", 1, "1/3", "(no text)"],
  [
    "Test Chorus",
    "course",
    "minion",
    1,
    "1/5",
    "Your minions trigger their Deathrattles an additional time.",
  ],
  [
    "Test Echo",
    "course",
    "minion",
    1,
    "1/3",
    "Whenever this minion takes damage, deal 1 damage to the enemy hero.",
  ],
  [
    "Test Reactor",
    "course",
    "minion",
    1,
    "1/5",
    "Whenever another minion takes damage, deal 1 damage to all minions.",
  ],
  [
    "Test Workshop",
    "course",
    "spell",
    2,
    "",
    "Assemble a Battlecry minion. Give all minions in your hand +1/+1.",
  ],
  ["Powder Keg", "spellgrid", "minion", 2, "1/1", "KEG. Deathrattle: Deal 1 damage to all minions."],
  ["Bramble Wall", "spellgrid", "minion", 1, "0/3", "BRAMBLE. (no text)"],
  ["Thorn Hedge", "spellgrid", "minion", 1, "0/2", "HEDGE. (no text)"],
  ["Grave Warden", "spellgrid", "minion", 3, "1/1", "WARDEN. Your minions trigger their Deathrattles twice."],
  [
    "Ember Moth",
    "spellgrid",
    "minion",
    1,
    "1/1",
    "MOTH. Taunt. Deathrattle: Deal 2 damage to the enemy hero.",
  ],
  ["Rune Scribe", "spellgrid", "minion", 2, "1/1", "SCRIBE. Deathrattle: Write WIN on this tile."],
  ["Tin Knight", "spellgrid", "minion", 2, "1/3", "KNIGHT. (no text)"],
  ["Town Crier", "spellgrid", "minion", 1, "1/1", "CRIER. Battlecry: Deal 1 damage to the enemy hero."],
  ["Spark", "spellgrid", "spell", 1, "", "Deal 1 damage to a minion."],
  ["Graft", "spellgrid", "spell", 2, "", "Assemble a Deathrattle minion."],
];

/** Splits the table's Text into the noun prefix ("KEG. ") and the rendered text ("(no text)" → ""). */
function expected(text: string): { noun: string | undefined; text: string } {
  const m = /^([A-Z]{2,})\. (.*)$/.exec(text);
  const rest = m ? m[2] : text;
  return { noun: m?.[1], text: /^\(.*\)$/.test(rest) ? "" : rest };
}

describe("card files match docs/rules.md §4's table (other cards may exist)", () => {
  test("every card of the table exists, once, in cards/ or the test fixtures", () => {
    const names = defs.map((d) => d.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(SPEC_TABLE.map((row) => row[0])));
  });

  test("the course's fictional test cards are test fixtures: cards/ holds what a player may meet", () => {
    const testOnly = SPEC_TABLE.filter((row) => row[0].startsWith("Test ")).map((row) => row[0]);
    expect(testOnly).toHaveLength(6);
    expect(fixtures.map((d) => d.name).sort()).toEqual(expect.arrayContaining(testOnly.sort()));
    expect(catalogue.map((d) => d.name).filter((n) => testOnly.includes(n))).toEqual([]);
  });

  test.each(SPEC_TABLE)(
    "%s has the table's game, type, cost, stats and noun",
    (name, game, type, cost, ah, text) => {
      const def = byName.get(name)!;
      expect(def).toBeDefined();
      const [attack, health] = ah ? ah.split("/").map(Number) : [undefined, undefined];
      expect({
        game: def.game,
        type: def.type,
        cost: def.cost,
        attack: def.attack,
        health: def.health,
      }).toEqual({
        game,
        type,
        cost,
        attack,
        health,
      });
      expect(def.noun).toBe(expected(text).noun);
      expect(def.collectible).toBe(name !== "Damaged Golem");
    },
  );

  test.each(SPEC_TABLE)("%s renders the table's text", (name, _g, _t, _c, _ah, text) => {
    expect(renderCardText(byName.get(name)!, lookup)).toBe(expected(text).text);
  });
});

describe("renderer details", () => {
  const deathrattle: Clause = { type: "trigger", trigger: "deathrattle" };
  const battlecry: Clause = { type: "trigger", trigger: "battlecry" };

  test("course Module 5's assembled texts", () => {
    const damage: Clause = { type: "effect", effect: "dealDamage", target: "allOtherCharacters", amount: 1 };
    const summon: Clause = { type: "effect", effect: "summon", card: "Damaged Golem", count: 1 };
    expect(renderClauses([deathrattle, damage], lookup)).toBe(
      "Deathrattle: Deal 1 damage to ALL other characters.",
    );
    expect(renderClauses([battlecry, summon], lookup)).toBe("Battlecry: Summon a 2/1 Damaged Golem.");
  });

  test("cardSummary gives cost, stats, type and noun", () => {
    expect(cardSummary(byName.get("Powder Keg")!, lookup)).toBe(
      "Powder Keg (2 mana 1/1 minion, KEG): Deathrattle: Deal 1 damage to all minions.",
    );
    expect(cardSummary(byName.get("Whirlwind")!, lookup)).toBe(
      "Whirlwind (1 mana spell): Deal 1 damage to ALL minions.",
    );
    expect(cardSummary(byName.get("Test Filler")!, lookup)).toBe("Test Filler (1 mana 1/1 minion)");
  });

  test("counts above one", () => {
    const text: Clause[] = [
      deathrattle,
      { type: "effect", effect: "summon", card: "Damaged Golem", count: 2 },
      { type: "effect", effect: "draw", count: 2 },
    ];
    expect(renderClauses(text, lookup)).toBe(
      "Deathrattle: Summon 2 copies of a 2/1 Damaged Golem. Draw 2 cards.",
    );
  });

  test("each scope an attack trigger takes has its own opening", () => {
    const text = (scope: TriggerScope): Clause[] => [
      { type: "trigger", trigger: "attack", scope },
      { type: "effect", effect: "draw", count: 1 },
    ];
    expect(TRIGGER_ALLOWED_SCOPES.attack.map((scope) => renderClauses(text(scope), lookup))).toEqual([
      "Whenever this minion attacks, draw a card.",
      "Whenever a friendly minion attacks, draw a card.",
      "Whenever another friendly minion attacks, draw a card.",
      "Whenever a friendly character attacks, draw a card.",
    ]);
  });
});

/**
 * A minion's keywords print first, wherever its text has them, as the game prints them: Tirion Fordring
 * "Divine Shield, Taunt Deathrattle: Equip a 5/3 Ashbringer.", Abomination "Taunt. Deathrattle: Deal 2
 * damage to ALL characters." Among themselves the keywords keep the author's order, because the game fixes none:
 * Tirion prints "Divine Shield, Taunt" and Immortal "Taunt, Divine Shield"; Al'Akir the Windlord was
 * printed "Windfury, Charge, Divine Shield, Taunt" in Classic and "Charge, Divine Shield, Taunt, Windfury"
 * in Core; Canal Slogger prints "Rush, Lifesteal" and Zilliax "Divine Shield, Taunt, Lifesteal, Rush".
 */
describe("a minion's keywords print first, in the author's order (docs/rules.md §4.4)", () => {
  const minion = (text: Clause[]): CardDef => ({
    name: "Keyword Order",
    type: "minion",
    cost: 1,
    attack: 1,
    health: 1,
    text,
    split: 0,
    game: "course",
  });
  const kw = (keyword: Keyword): Clause => ({ type: "keyword", keyword });
  const deathrattle: Clause = { type: "trigger", trigger: "deathrattle" };
  const battlecry: Clause = { type: "trigger", trigger: "battlecry" };
  const draw: Clause = { type: "effect", effect: "draw", count: 1 };
  const hit: Clause = { type: "effect", effect: "dealDamage", target: "enemyHero", amount: 2 };
  const twice: Clause = {
    type: "aura",
    aura: "triggerMultiplier",
    trigger: "deathrattle",
    times: 2,
    stacking: "max",
  };

  test("a keyword written after a trigger prints before it: Taunt. Deathrattle: Draw a card.", () => {
    expect(renderCardText(minion([deathrattle, draw, kw("taunt")]), lookup)).toBe(
      "Taunt. Deathrattle: Draw a card.",
    );
  });

  test("keywords spread through the text gather in one sentence, in the order written", () => {
    const text = [
      kw("windfury"),
      battlecry,
      draw,
      kw("divineShield"),
      deathrattle,
      hit,
      kw("charge"),
      kw("rush"),
      twice,
      kw("lifesteal"),
      kw("poisonous"),
      kw("taunt"),
    ];
    expect(renderCardText(minion(text), lookup)).toBe(
      "Windfury, Divine Shield, Charge, Rush, Lifesteal, Poisonous, Taunt. Battlecry: Draw a card. " +
        "Deathrattle: Deal 2 damage to the enemy hero. Your minions trigger their Deathrattles twice.",
    );
  });

  test("the order among keywords is the author's: Divine Shield, Taunt and Taunt, Divine Shield both print as written", () => {
    expect(renderCardText(minion([deathrattle, draw, kw("divineShield"), kw("taunt")]), lookup)).toBe(
      "Divine Shield, Taunt. Deathrattle: Draw a card.",
    );
    expect(renderCardText(minion([kw("taunt"), deathrattle, draw, kw("divineShield")]), lookup)).toBe(
      "Taunt, Divine Shield. Deathrattle: Draw a card.",
    );
  });

  test("cardSummary prints the same text: an aura before a keyword follows it", () => {
    expect(cardSummary(minion([twice, kw("taunt")]), lookup)).toBe(
      "Keyword Order (1 mana 1/1 minion): Taunt. Your minions trigger their Deathrattles twice.",
    );
  });
});
