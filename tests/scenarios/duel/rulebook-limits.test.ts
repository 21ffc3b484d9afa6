/**
 * Statements of the Hearthstone Wiki's mechanic pages that the duel's limits and keywords meet, each
 * written as the rule it states, with cards built here (rulebook-hunt.test.ts, keyword-hunt.test.ts and
 * advanced-rulebook.test.ts hold the earlier hunts):
 * - a hero's attacks this turn count across weapons: a Windfury weapon equipped after one attack allows one
 *   more, a plain weapon none (Hearthstone Wiki, Windfury);
 * - Fatigue counts every failed draw, a draw effect's too, and never resets (Hearthstone Wiki, Fatigue);
 * - a Divine Shield's loss is no damage: no damage trigger answers it (Hearthstone Wiki, Divine Shield);
 * - the turn's draw into a full hand destroys the card drawn (Hearthstone Wiki, Hand: overdraw);
 * - Taunt limits attacks only: a spell or a triggered effect hits past it (Hearthstone Wiki, Taunt);
 * - Rush limits a minion's first turn only, and does not override Charge (Blizzard, The Witchwood's
 *   keywords; Hearthstone Wiki, Rush);
 * - a mortally wounded minion keeps its place on the board until the Death Creation Step: a summon onto a
 *   board of seven doomed minions finds it full, a Deathrattle's summon finds it empty (demilich1/metastone
 *   issue 101: seven Imp Gang Bosses under Flamestrike leave "an empty board" in Hearthstone);
 * - a hero attacking a minion takes its Attack back, from its Armor first, and its weapon then loses one
 *   Durability (Hearthstone Wiki, Armor, Weapon).
 */
import { describe, expect, test } from "vitest";
import type { CardDef } from "../../../src/engine/cards";
import {
  boardOf,
  DUEL_CARDS as C,
  damage,
  duelWith,
  fillers,
  nextOwnTurn,
  testMinion,
  testSpell,
  tree,
} from "./builder";

/** A 3/2 weapon without keywords (as Fiery War Axe). */
const AXE: CardDef = {
  name: "Limit Axe",
  type: "weapon",
  cost: 0,
  attack: 3,
  durability: 2,
  text: [],
  split: 0,
  game: "course",
};
/** A 2/8 Windfury weapon (as Doomhammer). */
const HAMMER: CardDef = {
  ...AXE,
  name: "Limit Hammer",
  attack: 2,
  durability: 8,
  text: [{ type: "keyword", keyword: "windfury" }],
};
/** Draw 2 cards (0 mana). */
const INSIGHT = testSpell("Limit Insight", [{ type: "effect", effect: "draw", count: 2 }]);
/** Divine Shield; whenever it takes damage, gain 1 Armor. */
const SQUIRE = testMinion("Limit Squire", 1, 1, [
  { type: "keyword", keyword: "divineShield" },
  { type: "trigger", trigger: "damaged" },
  { type: "effect", effect: "gainArmor", amount: 1 },
]);
/** Whenever a friendly minion takes damage, gain 1 Armor (as Armorsmith). */
const SMITH = testMinion("Limit Smith", 1, 4, [
  { type: "trigger", trigger: "damaged", scope: "friendlyMinion" },
  { type: "effect", effect: "gainArmor", amount: 1 },
]);
/** Deal 2 damage to a minion (0 mana). */
const BOLT = testSpell("Limit Bolt", [damage("chosen", 2)]);
/** Rush and Charge. */
const BOLTER = testMinion("Limit Bolter", 2, 2, [
  { type: "keyword", keyword: "rush" },
  { type: "keyword", keyword: "charge" },
]);
/** 2/4; whenever it takes damage, summon a Duel Filler (as Imp Gang Boss). */
const GANG = testMinion("Limit Gang", 2, 4, [
  { type: "trigger", trigger: "damaged" },
  { type: "effect", effect: "summon", card: C.filler.name, count: 1 },
]);
/** 2/4; Deathrattle: summon a Duel Filler. */
const HUSK = testMinion("Limit Husk", 2, 4, [
  { type: "trigger", trigger: "deathrattle" },
  { type: "effect", effect: "summon", card: C.filler.name, count: 1 },
]);
/** Deal 4 damage to all enemy minions (0 mana; as Flamestrike). */
const STRIKE = testSpell("Limit Strike", [damage("allEnemyMinions", 4)]);
/** Gain 2 Armor (0 mana). */
const BULWARK = testSpell("Limit Bulwark", [{ type: "effect", effect: "gainArmor", amount: 2 }]);
const LIMIT_CARDS = [AXE, HAMMER, INSIGHT, SQUIRE, SMITH, BOLT, BOLTER, GANG, HUSK, STRIKE, BULWARK];

const limitDuel = (decks?: [string[], string[]]) => duelWith(LIMIT_CARDS, decks);

describe("a hero's attacks this turn count across weapons (Hearthstone Wiki, Windfury: the ability to attack again \"is based on the hero's previous attacks that turn, even those made with a different weapon\")", () => {
  test("one attack with a plain weapon, then a Windfury weapon: one more attack, and a third is an error", () => {
    const d = limitDuel();
    const [h0, h1] = [d.hero(0), d.hero(1)];
    d.play(d.addToHand(AXE.name, 0));
    d.attack(h0, h1);
    const hammer = d.addToHand(HAMMER.name, 0);
    d.clearLog();
    d.play(hammer);
    expect(d.canAttack(h0)).toBe(true);
    d.attack(h0, h1);
    expect(d.health(h1)).toBe(25);
    expect(() => d.attack(h0, h1)).toThrow(
      `attack: Hero of player 0 (id ${h0}) has already attacked 2 times this turn (Windfury)`,
    );
    expect(d.log().filter((e) => e.type === "DurabilityLost")).toEqual([
      { type: "DurabilityLost", id: hammer, durability: 7 },
    ]);
  });

  test("two attacks with a Windfury weapon, then a plain weapon: no more attacks this turn, one the next", () => {
    const d = limitDuel();
    const [h0, h1] = [d.hero(0), d.hero(1)];
    d.play(d.addToHand(HAMMER.name, 0));
    d.attack(h0, h1);
    d.attack(h0, h1);
    d.play(d.addToHand(AXE.name, 0));
    expect(d.canAttack(h0)).toBe(false);
    expect(() => d.attack(h0, h1)).toThrow(
      `attack: Hero of player 0 (id ${h0}) has already attacked this turn`,
    );
    nextOwnTurn(d);
    d.attack(h0, h1);
    expect([d.health(h1), d.canAttack(h0)]).toEqual([23, false]);
  });
});

describe('Fatigue counts every failed draw and never resets (Hearthstone Wiki, Fatigue: it includes "cards specifically drawn as a result of other card draw effects"; "Fatigue never resets")', () => {
  test("a draw effect's two failed draws deal 1 and 2; a card put back in the deck is drawn at the turn's draw; the next failed draws deal 3 and 4", () => {
    const d = limitDuel([fillers(4), fillers(5)]);
    const h0 = d.hero(0);
    const insight = () => {
      d.clearLog();
      d.play(d.addToHand(INSIGHT.name, 0));
      return d.logTree();
    };
    const fatigue = (first: number) =>
      tree(
        `SpellCast{card: "Limit Insight"}`,
        "Fatigue{player: 0}",
        `Damaged{target: ${h0}, amount: ${first}}`,
        "Fatigue{player: 0}",
        `Damaged{target: ${h0}, amount: ${first + 1}}`,
      );
    expect(insight()).toBe(fatigue(1));
    const restocked = d.addToDeck(C.filler.name, 0);
    d.endTurn();
    d.clearLog();
    d.endTurn();
    expect(d.log().filter((e) => e.type === "Drew" || e.type === "Fatigue")).toEqual([
      { type: "Drew", player: 0, id: restocked },
    ]);
    expect(insight()).toBe(fatigue(3));
    expect(d.health(h0)).toBe(20);
  });
});

describe('a Divine Shield\'s loss is no damage (Hearthstone Wiki, Divine Shield: effects that trigger when damage is dealt "will not trigger if the damage is prevented by Divine Shield")', () => {
  test("the shield takes the first damage and no damage trigger answers; the second damage is answered by both", () => {
    const d = limitDuel();
    const [[squire, smith]] = boardOf(d, [SQUIRE.name, SMITH.name]);
    d.clearLog();
    d.dealDamage(squire, 1);
    d.dealDamage(squire, 1);
    expect(d.logTree()).toBe(
      tree(
        `DivineShieldLost{id: ${squire}}`,
        `Damaged{target: ${squire}, amount: 1}`,
        `Triggered{source: ${squire}, trigger: "damaged"}`,
        "  ArmorGained{player: 0, amount: 1}",
        `Triggered{source: ${smith}, trigger: "damaged"}`,
        "  ArmorGained{player: 0, amount: 1}",
        `Destroyed{id: ${squire}}`,
        "DeathPhase{round: 1}",
      ),
    );
    expect(d.armor(0)).toBe(2);
  });
});

describe('the turn\'s draw into a full hand destroys the card (Hearthstone Wiki, Hand: "Attempting to add a card to the hand when it is already full will cause that card to be destroyed")', () => {
  test("with 10 cards in hand, the Start of Turn's draw burns the top card of the deck; the hand keeps its 10", () => {
    const d = limitDuel();
    while (d.hand(0).length < 10) d.addToHand(C.filler.name, 0);
    const hand = d.hand(0);
    d.endTurn();
    d.clearLog();
    d.endTurn();
    const burned = d.log().find((e) => e.type === "Burned");
    expect(d.log().filter((e) => e.type === "Drew" || e.type === "Burned")).toEqual([burned]);
    expect(burned).toMatchObject({ type: "Burned", player: 0 });
    expect([d.hand(0), d.zoneOf((burned as { id: number }).id)]).toEqual([hand, "graveyard"]);
  });
});

describe('Taunt limits attacks only (Hearthstone Wiki, Taunt: "All other types of effects are completely unaffected by Taunt, including spells, Hero Powers, and minion effects")', () => {
  test("a spell hits a minion behind a Taunt, and an attack trigger hits the hero behind it", () => {
    const d = limitDuel();
    const [[herald], [wall, brute]] = boardOf(d, [C.herald.name], [C.wall.name, C.brute.name]);
    const h1 = d.hero(1);
    const bolt = d.addToHand(BOLT.name, 0);
    d.clearLog();
    d.play(bolt, brute);
    d.attack(herald, wall);
    expect(d.logTree()).toBe(
      tree(
        `SpellCast{card: "Limit Bolt"}`,
        `Damaged{target: ${brute}, amount: 2}`,
        `Attacked{attacker: ${herald}, defender: ${wall}}`,
        `Triggered{source: ${herald}, trigger: "attack"}`,
        `  Damaged{target: ${h1}, amount: 1}`,
        `Damaged{target: ${wall}, amount: 2}`,
        `Damaged{target: ${herald}, amount: 1}`,
      ),
    );
    expect([d.health(brute), d.health(h1), d.health(wall)]).toEqual([1, 29, 2]);
  });
});

describe('Rush limits a minion\'s first turn only (Blizzard, The Witchwood\'s keywords: "If your minion sticks around until the next turn, it will then be able to attack any targets you choose—including your opponent!"; Hearthstone Wiki, Rush: "Charge will not be overridden by Rush")', () => {
  test("a Rush minion attacks the hero on its owner's next turn; a minion with Rush and Charge attacks it the turn it enters", () => {
    const d = limitDuel();
    const [, [brute]] = boardOf(d, [], [C.brute.name]);
    const [rusher, bolter] = [d.summon(C.rusher.name, 0), d.summon(BOLTER.name, 0)];
    const h1 = d.hero(1);
    expect([d.attackTargets(rusher), d.attackTargets(bolter)]).toEqual([[brute], [h1, brute]]);
    d.attack(bolter, h1);
    nextOwnTurn(d);
    expect(d.attackTargets(rusher)).toEqual([h1, brute]);
    d.attack(rusher, h1);
    expect(d.log()).toEqual([
      { type: "Attacked", attacker: rusher, defender: h1 },
      { type: "Damaged", target: h1, amount: 2 },
    ]);
    expect(d.health(h1)).toBe(26);
  });
});

describe('a mortally wounded minion keeps its place on the board until the Death Creation Step (Advanced rulebook, mortally wounded; demilich1/metastone issue 101: seven Imp Gang Bosses under Flamestrike leave "an empty board" in Hearthstone)', () => {
  test("seven doomed minions' damage triggers summon nothing, the board being full; the board is then empty", () => {
    const d = limitDuel();
    const gangs = Array.from({ length: 7 }, () => d.summon(GANG.name, 1));
    d.clearLog();
    d.play(d.addToHand(STRIKE.name, 0));
    expect(d.logTree()).toBe(
      tree(
        `SpellCast{card: "Limit Strike"}`,
        ...gangs.map((g) => `Damaged{target: ${g}, amount: 4}`),
        ...gangs.map((g) => `Triggered{source: ${g}, trigger: "damaged"}`),
        ...gangs.map((g) => `Destroyed{id: ${g}}`),
        "DeathPhase{round: 1}",
      ),
    );
    expect(d.board(1)).toEqual([]);
  });

  test("seven minions' Deathrattles each summon into the room their own deaths made", () => {
    const d = limitDuel();
    const husks = Array.from({ length: 7 }, () => d.summon(HUSK.name, 1));
    d.clearLog();
    d.play(d.addToHand(STRIKE.name, 0));
    const summoned = d.log().filter((e) => e.type === "Summoned");
    expect(summoned).toHaveLength(7);
    expect(d.board(1).map((id) => d.nameOf(id))).toEqual(Array(7).fill(C.filler.name));
    expect(husks.map((h) => d.zoneOf(h))).toEqual(Array(7).fill("graveyard"));
  });
});

describe('a hero attacking a minion takes its Attack back, Armor first (Hearthstone Wiki, Armor: "Damage taken will always be deducted from Armor before Health"; Weapon: attacking "will reduce its Durability by 1")', () => {
  test("a hero with 2 Armor and a 3/2 weapon attacks a 3/3 minion: both take 3, the Armor absorbs 2, then the weapon loses 1 Durability", () => {
    const d = limitDuel();
    const [, [brute]] = boardOf(d, [], [C.brute.name]);
    const h0 = d.hero(0);
    d.play(d.addToHand(BULWARK.name, 0));
    const axe = d.addToHand(AXE.name, 0);
    d.play(axe);
    d.clearLog();
    d.attack(h0, brute);
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${h0}, defender: ${brute}}`,
        `Damaged{target: ${brute}, amount: 3}`,
        "ArmorLost{player: 0, amount: 2}",
        `Damaged{target: ${h0}, amount: 3}`,
        `DurabilityLost{id: ${axe}, durability: 1}`,
        `Destroyed{id: ${brute}}`,
        "DeathPhase{round: 1}",
      ),
    );
    expect([d.health(h0), d.armor(0), d.weapon(0), d.health(axe)]).toEqual([29, 0, axe, 1]);
  });
});
