/**
 * Statements of the Advanced rulebook and of the Hearthstone Wiki's keyword pages that the duel's
 * mechanics meet, each written as the rule it states, with minions built here:
 * - Lifesteal in combat saves its hero when the damage it takes minus the heal is less than its Health
 *   (Hearthstone Wiki, Lifesteal, notes);
 * - combat damage is dealt at once, then Lifesteal heals: a hero at full Health whose Lifesteal weapon
 *   strikes a minion ends at full Health (Hearthstone Wiki, Attack: the two "simultaneously deal damage to
 *   each other"; Lifesteal: the heal "restore[s] them to 1 health or more" after lethal damage);
 * - an area of Lifesteal damage heals once per character it damages (Hearthstone Wiki, Lifesteal: "once for
 *   each minion hit"), after all of its Damage events;
 * - damage dealt only to Armor is still damage, and answers damage triggers (Hearthstone Wiki, Damage,
 *   notes);
 * - an attack trigger resolves before combat damage: a hero healed by one survives the strike back that
 *   would have killed it (Advanced rulebook, Combat: the Proposed Attack step, then the Combat Phase);
 * - a minion an end-of-turn trigger summons does not answer that End of Turn (Advanced rulebook,
 *   Queues; HearthSim hs-bugs #826: a trigger must be in play when the Sequence began);
 * - a mortally wounded minion brought back above 0 Health before the Death Creation Step stays in play
 *   (Advanced rulebook: the Death Creation Step takes the minions at 0 or less Health when it runs; the
 *   rulebook's talk page: a mortally wounded Dragonkin Sorcerer "saves himself by getting +1/+1");
 * - a Windfury weapon lets its hero attack twice a turn, each attack costing one Durability (Hearthstone
 *   Wiki, Windfury).
 */
import { describe, expect, test } from "vitest";
import type { CardDef } from "../../../src/engine/cards";
import { boardOf, DUEL_CARDS as C, type duel, duelWith, nextOwnTurn, testMinion, tree } from "./builder";

/** A 7-Attack wall (the Wiki's Dr. Boom, for its Attack). */
const BOOM = testMinion("Hunt Boom", 7, 7);
/** Whenever your hero takes damage, 1 damage to the enemy hero. */
const GRUDGE = testMinion("Hunt Grudge", 1, 3, [
  { type: "trigger", trigger: "damaged", scope: "friendly" },
  { type: "effect", effect: "dealDamage", target: "enemyHero", amount: 1 },
]);
/** Gain 5 Armor (0 mana). */
const BULWARK: CardDef = {
  name: "Hunt Bulwark",
  type: "spell",
  cost: 0,
  text: [{ type: "effect", effect: "gainArmor", amount: 5 }],
  split: 0,
  game: "course",
};
/** Whenever your hero attacks, restore 2 Health to it (as Truesilver Champion does for its hero). */
const MENDER = testMinion("Hunt Mender", 0, 4, [
  { type: "trigger", trigger: "attack", scope: "friendly" },
  { type: "effect", effect: "heal", target: "friendlyHero", amount: 2 },
]);
const BRUTE3 = testMinion("Hunt Brute", 3, 5);
/** At the end of your turn, summon a Hunt Beacon. */
const BEACON = testMinion("Hunt Beacon", 0, 2, [
  { type: "trigger", trigger: "endOfTurn" },
  { type: "effect", effect: "summon", card: "Hunt Beacon", count: 1 },
]);
/** A Windfury weapon, 2 Attack, 8 Durability (as Doomhammer). */
const HAMMER: CardDef = {
  name: "Hunt Hammer",
  type: "weapon",
  cost: 0,
  attack: 2,
  durability: 8,
  text: [{ type: "keyword", keyword: "windfury" }],
  split: 0,
  game: "course",
};
/** 1 Health; whenever it takes damage, +0/+2 (as Dragonkin Sorcerer saving itself with its +1/+1). */
const SURVIVOR = testMinion("Hunt Survivor", 1, 1, [
  { type: "trigger", trigger: "damaged" },
  { type: "effect", effect: "buff", target: "self", attack: 0, health: 2 },
]);
/** A Lifesteal weapon, 3 Attack, 2 Durability (as a Lifesteal Arcanite Reaper would be). */
const FANG: CardDef = {
  name: "Hunt Fang",
  type: "weapon",
  cost: 0,
  attack: 3,
  durability: 2,
  text: [{ type: "keyword", keyword: "lifesteal" }],
  split: 0,
  game: "course",
};
/** Lifesteal; whenever it takes damage, 1 damage to all other characters (as a Lifesteal Hellfire would be). */
const NOVA = testMinion("Hunt Nova", 1, 6, [
  { type: "keyword", keyword: "lifesteal" },
  { type: "trigger", trigger: "damaged" },
  { type: "effect", effect: "dealDamage", target: "allOtherCharacters", amount: 1 },
]);
const HUNT_CARDS = [BOOM, GRUDGE, BULWARK, MENDER, BRUTE3, BEACON, HAMMER, SURVIVOR, FANG, NOVA];

const huntDuel = () => duelWith(HUNT_CARDS);

/** Player 1 gets one minion of card `enemy`, then hero 0 equips `weapon` from its hand: [weapon, enemy]. */
function armedAgainst(d: ReturnType<typeof duel>, weapon: string, enemy: string): [number, number] {
  const [, [foe]] = boardOf(d, [], [enemy]);
  const w = d.addToHand(weapon, 0);
  d.play(w);
  return [w, foe];
}

describe("Lifesteal in combat (Hearthstone Wiki, Lifesteal: the heal saves the hero if the damage taken minus the heal is less than its Health)", () => {
  for (const [health, survives] of [
    [7, true],
    [6, false],
  ] as const)
    test(`a hero at ${health} Health with a 1-Attack Lifesteal weapon attacks a 7-Attack minion: ${survives ? "it survives at 1" : "it dies"}`, () => {
      const d = huntDuel();
      const [dagger, boom] = armedAgainst(d, C.dagger.name, BOOM.name);
      d.dealDamage(d.hero(0), 30 - health);
      d.clearLog();
      d.attack(d.hero(0), boom);
      const h0 = d.hero(0);
      expect(d.logTree()).toBe(
        tree(
          `Attacked{attacker: ${h0}, defender: ${boom}}`,
          `Damaged{target: ${boom}, amount: 1}`,
          `Damaged{target: ${h0}, amount: 7}`,
          `Healed{target: ${h0}, amount: 1}`,
          `DurabilityLost{id: ${dagger}, durability: 1}`,
          ...(survives ? [] : ["GameOver{winner: 1}"]),
        ),
      );
      expect([d.health(h0), d.winner()]).toEqual(survives ? [1, null] : [0, 1]);
    });
});

describe('combat damage is one event, Lifesteal heals after it (Hearthstone Wiki, Attack: the two "simultaneously deal damage to each other"; Lifesteal, notes)', () => {
  test("a hero at 30 Health with a 3-Attack Lifesteal weapon strikes a 3-Attack minion: it takes 3, heals 3, ends at 30", () => {
    const d = huntDuel();
    const [fang, brute] = armedAgainst(d, FANG.name, BRUTE3.name);
    d.clearLog();
    d.attack(d.hero(0), brute);
    const h0 = d.hero(0);
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${h0}, defender: ${brute}}`,
        `Damaged{target: ${brute}, amount: 3}`,
        `Damaged{target: ${h0}, amount: 3}`,
        `Healed{target: ${h0}, amount: 3}`,
        `DurabilityLost{id: ${fang}, durability: 1}`,
      ),
    );
    expect([d.health(h0), d.health(brute)]).toEqual([30, 2]);
  });

  test("a hero at 3 Health strikes a 3-Attack minion with it: brought to 0 by the strike back, the heal saves it at 3", () => {
    const d = huntDuel();
    const [, brute] = armedAgainst(d, FANG.name, BRUTE3.name);
    d.dealDamage(d.hero(0), 27);
    d.attack(d.hero(0), brute);
    expect([d.health(d.hero(0)), d.winner()]).toEqual([3, null]);
  });
});

describe('an area of Lifesteal damage (Hearthstone Wiki, Lifesteal: "once for each minion hit"; hs-bugs #1132)', () => {
  test("it heals once per character it damages, after all of its Damage events", () => {
    const d = huntDuel();
    const [[brute], [nova]] = boardOf(d, [BRUTE3.name], [NOVA.name]);
    const [h0, h1] = [d.hero(0), d.hero(1)];
    d.dealDamage(h1, 10);
    d.clearLog();
    d.dealDamage(nova, 1);
    expect(d.logTree()).toBe(
      tree(
        `Damaged{target: ${nova}, amount: 1}`,
        `Triggered{source: ${nova}, trigger: "damaged"}`,
        `  Damaged{target: ${h0}, amount: 1}`,
        `  Damaged{target: ${h1}, amount: 1}`,
        `  Damaged{target: ${brute}, amount: 1}`,
        `  Healed{target: ${h1}, amount: 1}`,
        `  Healed{target: ${h1}, amount: 1}`,
        `  Healed{target: ${h1}, amount: 1}`,
      ),
    );
    expect([d.health(h0), d.health(h1), d.health(brute)]).toEqual([29, 22, 4]);
  });
});

describe("damage absorbed by Armor is still damage (Hearthstone Wiki, Damage: damage dealt only to Armor still counts as damage)", () => {
  test("a hero whose Armor takes all of the damage is still damaged: its owner's damage trigger answers", () => {
    const d = huntDuel();
    const [[grudge]] = boardOf(d, [GRUDGE.name]);
    d.play(d.addToHand(BULWARK.name, 0));
    d.clearLog();
    d.dealDamage(d.hero(0), 2);
    expect(d.logTree()).toBe(
      tree(
        "ArmorLost{player: 0, amount: 2}",
        `Damaged{target: ${d.hero(0)}, amount: 2}`,
        `Triggered{source: ${grudge}, trigger: "damaged"}`,
        `  Damaged{target: ${d.hero(1)}, amount: 1}`,
      ),
    );
    expect([d.health(d.hero(0)), d.armor(0), d.health(d.hero(1))]).toEqual([30, 3, 29]);
  });
});

describe("an attack trigger resolves before combat damage (Advanced rulebook, Combat: the Proposed Attack step, then the Combat Phase)", () => {
  test("a hero at 2 Health healed by 2 when it attacks survives a 3-Attack minion's strike back", () => {
    const d = huntDuel();
    const [[mender], [brute]] = boardOf(d, [MENDER.name], [BRUTE3.name]);
    const dagger = d.addToHand(C.dagger.name, 0);
    d.play(dagger);
    d.dealDamage(d.hero(0), 28);
    d.clearLog();
    d.attack(d.hero(0), brute);
    const h0 = d.hero(0);
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${h0}, defender: ${brute}}`,
        `Triggered{source: ${mender}, trigger: "attack"}`,
        `  Healed{target: ${h0}, amount: 2}`,
        `Damaged{target: ${brute}, amount: 1}`,
        `Damaged{target: ${h0}, amount: 3}`,
        `Healed{target: ${h0}, amount: 1}`,
        `DurabilityLost{id: ${dagger}, durability: 1}`,
      ),
    );
    expect([d.health(h0), d.winner()]).toEqual([2, null]);
  });
});

describe("a minion an end-of-turn trigger summons does not answer that End of Turn (Advanced rulebook, Queues; hs-bugs #826)", () => {
  test("each Beacon in play at the end of the turn summons one more; the new ones wait for the next", () => {
    const d = huntDuel();
    const first = d.summon(BEACON.name, 0);
    d.clearLog();
    d.endTurn();
    const [, second] = d.board(0);
    expect(d.board(0)).toEqual([first, second]);
    expect(d.log().filter((e) => e.type === "Triggered")).toEqual([
      { type: "Triggered", source: first, trigger: "endOfTurn" },
    ]);
    d.endTurn();
    d.clearLog();
    d.endTurn();
    const [, third, , fourth] = d.board(0);
    expect(d.board(0)).toEqual([first, third, second, fourth]);
    expect(d.log().filter((e) => e.type === "Triggered")).toEqual([
      { type: "Triggered", source: first, trigger: "endOfTurn" },
      { type: "Triggered", source: second, trigger: "endOfTurn" },
    ]);
  });
});

describe("a Windfury weapon (Hearthstone Wiki, Windfury: a hero with a Windfury weapon can attack twice each turn)", () => {
  test("its hero attacks twice a turn, each attack costing one Durability; a third is an error", () => {
    const d = huntDuel();
    const hammer = d.addToHand(HAMMER.name, 0);
    d.play(hammer);
    d.clearLog();
    d.attack(d.hero(0), d.hero(1));
    d.attack(d.hero(0), d.hero(1));
    expect(d.log().filter((e) => e.type === "DurabilityLost" || e.type === "Damaged")).toEqual([
      { type: "Damaged", target: d.hero(1), amount: 2 },
      { type: "DurabilityLost", id: hammer, durability: 7 },
      { type: "Damaged", target: d.hero(1), amount: 2 },
      { type: "DurabilityLost", id: hammer, durability: 6 },
    ]);
    expect(() => d.attack(d.hero(0), d.hero(1))).toThrow(
      `attack: Hero of player 0 (id ${d.hero(0)}) has already attacked 2 times this turn (Windfury)`,
    );
    nextOwnTurn(d);
    expect(d.canAttack(d.hero(0))).toBe(true);
  });
});

describe("a mortally wounded minion restored above 0 Health before the Death Creation Step stays (Advanced rulebook, Death Creation Step)", () => {
  test("a 1-Health minion dealt 1 damage gains +2 Health in its damage trigger's Queue and is not destroyed", () => {
    const d = huntDuel();
    const survivor = d.summon(SURVIVOR.name, 0);
    d.clearLog();
    d.dealDamage(survivor, 1);
    expect(d.logTree()).toBe(
      tree(
        `Damaged{target: ${survivor}, amount: 1}`,
        `Triggered{source: ${survivor}, trigger: "damaged"}`,
        `  StatsChanged{id: ${survivor}, attack: 1, health: 2}`,
      ),
    );
    expect([d.board(0), d.health(survivor)]).toEqual([[survivor], 2]);
    d.clearLog();
    d.dealDamage(survivor, 5);
    expect(d.log().map((e) => e.type)).toEqual([
      "Damaged",
      "Triggered",
      "StatsChanged",
      "Destroyed",
      "DeathPhase",
    ]);
    expect(d.board(0)).toEqual([]);
  });
});
