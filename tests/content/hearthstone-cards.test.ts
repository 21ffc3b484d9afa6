/**
 * Hearthstone's Basic and Classic cards in cards/ (issue 15 item 5): each row is a real card, its set,
 * type, cost, stats and its real text as printed when the set was released (source: the card's page on
 * the Hearthstone Wiki, hearthstone.wiki.gg). The card file must exist, hold those values, be
 * collectible, and render (docs/rules.md §4.4) to the real text, up to the documented normalisations
 * (`normalise`). Other cards may exist.
 */
import { describe, expect, test } from "vitest";
import { readCardDir } from "../../src/content/card-files";
import { renderCardText } from "../../src/engine/cards/render";

const library = readCardDir();
const byName = new Map(library.map((d) => [d.name, d]));
const lookup = (name: string) => byName.get(name);

/** Card | Set | Type | Cost | Attack/Health (Attack/Durability) | Real text ("" for none). */
const REAL_CARDS: [string, "Basic" | "Classic", "minion" | "spell" | "weapon", number, string, string][] = [
  ["Murloc Raider", "Basic", "minion", 1, "2/1", ""],
  ["Bloodfen Raptor", "Basic", "minion", 2, "3/2", ""],
  ["River Crocolisk", "Basic", "minion", 2, "2/3", ""],
  ["Magma Rager", "Basic", "minion", 3, "5/1", ""],
  ["Chillwind Yeti", "Basic", "minion", 4, "4/5", ""],
  ["Oasis Snapjaw", "Basic", "minion", 4, "2/7", ""],
  ["Boulderfist Ogre", "Basic", "minion", 6, "6/7", ""],
  ["Core Hound", "Basic", "minion", 7, "9/5", ""],
  ["War Golem", "Basic", "minion", 7, "7/7", ""],
  ["Wisp", "Classic", "minion", 0, "1/1", ""],
  ["Goldshire Footman", "Basic", "minion", 1, "1/2", "Taunt"],
  ["Frostwolf Grunt", "Basic", "minion", 2, "2/2", "Taunt"],
  ["Ironfur Grizzly", "Basic", "minion", 3, "3/3", "Taunt"],
  ["Silverback Patriarch", "Basic", "minion", 3, "1/4", "Taunt"],
  ["Sen'jin Shieldmasta", "Basic", "minion", 4, "3/5", "Taunt"],
  ["Booty Bay Bodyguard", "Basic", "minion", 5, "5/4", "Taunt"],
  ["Lord of the Arena", "Basic", "minion", 6, "6/5", "Taunt"],
  ["Voidwalker", "Basic", "minion", 1, "1/3", "Taunt"],
  ["Ironbark Protector", "Basic", "minion", 8, "8/8", "Taunt"],
  ["Fen Creeper", "Classic", "minion", 5, "3/6", "Taunt"],
  ["Mogu'shan Warden", "Classic", "minion", 4, "1/7", "Taunt"],
  ["Stonetusk Boar", "Basic", "minion", 1, "1/1", "Charge"],
  ["Bluegill Warrior", "Basic", "minion", 2, "2/1", "Charge"],
  ["Ironbeak Owl", "Classic", "minion", 2, "2/1", "Battlecry: Silence a minion."],
  ["Spellbreaker", "Classic", "minion", 4, "4/3", "Battlecry: Silence a minion."],
  ["Elven Archer", "Basic", "minion", 1, "1/1", "Battlecry: Deal 1 damage."],
  ["Stormpike Commando", "Basic", "minion", 5, "4/2", "Battlecry: Deal 2 damage."],
  ["Wolfrider", "Basic", "minion", 3, "3/1", "Charge"],
  ["Kor'kron Elite", "Basic", "minion", 4, "4/3", "Charge"],
  ["Stormwind Knight", "Basic", "minion", 4, "2/5", "Charge"],
  ["Reckless Rocketeer", "Basic", "minion", 6, "5/2", "Charge"],
  ["Argent Squire", "Classic", "minion", 1, "1/1", "Divine Shield"],
  ["Scarlet Crusader", "Classic", "minion", 3, "3/1", "Divine Shield"],
  ["Silvermoon Guardian", "Classic", "minion", 4, "3/3", "Divine Shield"],
  ["Young Dragonhawk", "Classic", "minion", 1, "1/1", "Windfury"],
  ["Thrallmar Farseer", "Classic", "minion", 3, "2/3", "Windfury"],
  ["Windfury Harpy", "Classic", "minion", 6, "4/5", "Windfury"],
  ["Argent Commander", "Classic", "minion", 6, "4/2", "Charge, Divine Shield"],
  ["Sunwalker", "Classic", "minion", 6, "4/5", "Taunt, Divine Shield"],
  ["Al'Akir the Windlord", "Classic", "minion", 8, "3/5", "Windfury, Charge, Divine Shield, Taunt"],
  ["Emperor Cobra", "Classic", "minion", 3, "2/3", "Poisonous"],
  ["Worgen Infiltrator", "Classic", "minion", 1, "2/1", "Stealth"],
  ["Kobold Geomancer", "Basic", "minion", 2, "2/2", "Spell Damage +1"],
  ["Dalaran Mage", "Basic", "minion", 3, "1/4", "Spell Damage +1"],
  ["Jungle Panther", "Classic", "minion", 3, "4/2", "Stealth"],
  ["Murloc Tidehunter", "Basic", "minion", 2, "2/1", "Battlecry: Summon a 1/1 Murloc Scout."],
  ["Razorfen Hunter", "Basic", "minion", 3, "2/3", "Battlecry: Summon a 1/1 Boar."],
  ["Dragonling Mechanic", "Basic", "minion", 4, "2/4", "Battlecry: Summon a 2/1 Mechanical Dragonling."],
  ["Silver Hand Knight", "Classic", "minion", 5, "4/4", "Battlecry: Summon a 2/2 Squire."],
  ["Leper Gnome", "Classic", "minion", 1, "2/1", "Deathrattle: Deal 2 damage to the enemy hero."],
  ["Abomination", "Classic", "minion", 5, "4/4", "Taunt. Deathrattle: Deal 2 damage to ALL characters."],
  ["Cairne Bloodhoof", "Classic", "minion", 6, "4/5", "Deathrattle: Summon a 4/5 Baine Bloodhoof."],
  ["Gnomish Inventor", "Basic", "minion", 4, "2/4", "Battlecry: Draw a card."],
  ["Nightblade", "Basic", "minion", 5, "4/4", "Battlecry: Deal 3 damage to the enemy hero."],
  ["Flame Imp", "Classic", "minion", 1, "3/2", "Battlecry: Deal 3 damage to your hero."],
  ["Pit Lord", "Classic", "minion", 4, "5/6", "Battlecry: Deal 5 damage to your hero."],
  ["Guardian of Kings", "Basic", "minion", 7, "5/6", "Battlecry: Restore 6 Health to your hero."],
  ["Priestess of Elune", "Classic", "minion", 6, "5/4", "Battlecry: Restore 4 Health to your hero."],
  [
    "Darkscale Healer",
    "Basic",
    "minion",
    5,
    "4/5",
    "Battlecry: Restore 2 Health to all friendly characters.",
  ],
  ["Doomsayer", "Classic", "minion", 2, "0/7", "At the start of your turn, destroy ALL minions."],
  [
    "Baron Geddon",
    "Classic",
    "minion",
    7,
    "7/5",
    "At the end of your turn, deal 2 damage to ALL other characters.",
  ],
  ["Mana Tide Totem", "Classic", "minion", 3, "0/3", "At the end of your turn, draw a card."],
  ["Gurubashi Berserker", "Basic", "minion", 5, "2/7", "Whenever this minion takes damage, gain +3 Attack."],
  ["Arcane Intellect", "Basic", "spell", 3, "", "Draw 2 cards."],
  ["Sprint", "Basic", "spell", 7, "", "Draw 4 cards."],
  ["Shield Block", "Basic", "spell", 3, "", "Gain 5 Armor. Draw a card."],
  ["Innervate", "Basic", "spell", 0, "", "Gain 2 Mana Crystals this turn only."],
  ["Mind Blast", "Basic", "spell", 2, "", "Deal 5 damage to the enemy hero."],
  ["Sinister Strike", "Basic", "spell", 1, "", "Deal 3 damage to the enemy hero."],
  ["Arcane Explosion", "Basic", "spell", 2, "", "Deal 1 damage to all enemy minions."],
  ["Flamestrike", "Basic", "spell", 7, "", "Deal 4 damage to all enemy minions."],
  ["Frost Nova", "Basic", "spell", 3, "", "Freeze all enemy minions."],
  ["Fan of Knives", "Basic", "spell", 3, "", "Deal 1 damage to all enemy minions. Draw a card."],
  ["Hellfire", "Basic", "spell", 4, "", "Deal 3 damage to ALL characters."],
  ["Shadow Bolt", "Basic", "spell", 3, "", "Deal 4 damage to a minion."],
  ["Consecration", "Basic", "spell", 4, "", "Deal 2 damage to all enemies."],
  [
    "Holy Nova",
    "Basic",
    "spell",
    5,
    "",
    "Deal 2 damage to all enemies. Restore 2 Health to all friendly characters.",
  ],
  ["Blessing of Kings", "Basic", "spell", 4, "", "Give a minion +4/+4."],
  ["Blessing of Might", "Basic", "spell", 1, "", "Give a minion +3 Attack."],
  ["Power Word: Shield", "Basic", "spell", 1, "", "Give a minion +2 Health. Draw a card."],
  ["Siphon Soul", "Classic", "spell", 6, "", "Destroy a minion. Restore 3 Health to your hero."],
  ["Circle of Healing", "Classic", "spell", 0, "", "Restore 4 Health to ALL minions."],
  ["Arcanite Reaper", "Basic", "weapon", 5, "5/2", ""],
  ["Light's Justice", "Basic", "weapon", 1, "1/4", ""],
  ["Assassin's Blade", "Basic", "weapon", 5, "3/4", ""],
];

/**
 * The normalisations between the printed text and ours (docs/rules.md §4.4): a text of keywords only
 * ("Taunt", "Charge, Divine Shield") is printed without a full stop; the renderer ends every sentence
 * with one.
 */
function normalise(real: string): string {
  return real === "" || /[.:]$/.test(real) ? real : `${real}.`;
}

describe("Hearthstone's Basic and Classic cards, as printed", () => {
  test("there are at least 60 of them, each listed once", () => {
    expect(REAL_CARDS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(REAL_CARDS.map((r) => r[0])).size).toBe(REAL_CARDS.length);
  });

  test.each(REAL_CARDS)("%s (%s %s, %i mana %s): %s", (name, _set, type, cost, stats, real) => {
    const def = byName.get(name);
    expect(def, `cards/ has no ${name}`).toBeDefined();
    if (def === undefined) return;
    expect(def.game).toBe("hearthstone");
    expect(def.collectible).not.toBe(false);
    expect(def.type).toBe(type);
    expect(def.cost).toBe(cost);
    const printed =
      type === "minion"
        ? `${def.attack}/${def.health}`
        : type === "weapon"
          ? `${def.attack}/${def.durability}`
          : "";
    expect(printed).toBe(stats);
    expect(renderCardText(def, lookup)).toBe(normalise(real));
  });

  test("the normalisation only adds the full stop a keyword-only text lacks", () => {
    expect(normalise("Taunt")).toBe("Taunt.");
    expect(normalise("Charge, Divine Shield")).toBe("Charge, Divine Shield.");
    expect(normalise("Draw 2 cards.")).toBe("Draw 2 cards.");
    expect(normalise("")).toBe("");
  });
});
