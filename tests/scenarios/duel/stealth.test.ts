/**
 * Stealth (docs/rules.md §3.10; Hearthstone Wiki, Stealth): the enemy can neither attack a minion in
 * Stealth nor target it with a spell, its owner can, and area effects hit it; taking damage keeps it. It is
 * lost (`StealthLost`) when the minion attacks, as the Combat Phase begins and before the damage
 * (HearthSim's Patashu, Brimstone pull request #10: "Just after the Combat Preparation Phase resolves, the
 * attacker loses Stealth"), and when it is the source of a Damage event, one a Divine Shield takes
 * included (same: "even one that deals 0 damage, such as popping Divine Shield"), a triggered effect's too
 * (the Wiki: "passive effects such as that of Knife Juggler"). A Taunt minion in Stealth is no Taunt until
 * it leaves Stealth (the Wiki). The cards are built here, not read from cards/.
 */
import { describe, expect, test } from "vitest";
import type { Clause } from "../../../src/engine/cards";
import { renderCardText } from "../../../src/engine/cards";
import {
  boardOf,
  DUEL_CARDS as C,
  damage,
  duelWith,
  snapshot,
  testSpell as spell,
  testMinion,
  tree,
} from "./builder";

const STEALTH: Clause = { type: "keyword", keyword: "stealth" };
/** Stealth. A 2/4. */
const CAT = testMinion("Sneak Cat", 2, 4, [STEALTH]);
/** Taunt, Stealth. A 1/3. */
const LURKER = testMinion("Sneak Lurker", 1, 3, [{ type: "keyword", keyword: "taunt" }, STEALTH]);
/** Stealth. Whenever this minion takes damage, deal 1 damage to all enemies (the keyword written last). */
const THORN = testMinion("Sneak Thorn", 1, 5, [
  { type: "trigger", trigger: "damaged" },
  damage("allEnemyCharacters", 1),
  STEALTH,
]);
/** Deal 3 damage to ALL characters (Hellfire at no cost). */
const STORM = spell("Sneak Storm", [damage("allCharacters", 3)]);
/** Deal 2 damage to a minion. */
const BOLT = spell("Sneak Bolt", [damage("chosen", 2)]);
const SNEAK_CARDS = [CAT, LURKER, THORN, BOLT, STORM];

const sneakDuel = () => duelWith(SNEAK_CARDS);

describe("Stealth: the enemy cannot attack it or target it (Hearthstone Wiki, Stealth)", () => {
  test("the card text prints 'Stealth.' first, wherever the text has it", () => {
    expect(renderCardText(THORN, () => undefined)).toBe(
      "Stealth. Whenever this minion takes damage, deal 1 damage to all enemies.",
    );
    expect(renderCardText(LURKER, () => undefined)).toBe("Taunt, Stealth.");
  });

  test("an attack on it is refused, naming the minion, and changes nothing; the lists leave it out", () => {
    const d = sneakDuel();
    const [[yeti], [cat]] = boardOf(d, [C.yeti.name], [CAT.name]);
    const before = snapshot(d);
    expect(() => d.attack(yeti, cat)).toThrow(
      `attack: cannot target Sneak Cat (id ${cat}): it has Stealth, so player 0, its enemy, can neither attack it nor target it until it attacks or deals damage`,
    );
    expect(snapshot(d)).toEqual(before);
    expect(d.attackTargets(yeti)).toEqual([d.hero(1)]);
    expect(d.legalActions().filter((a) => a.type === "attack")).toEqual([
      { type: "attack", attacker: yeti, defender: d.hero(1) },
    ]);
  });

  test("the enemy's spell cannot target it; its owner's can; the legal actions list only what may be done", () => {
    const d = sneakDuel();
    const [[yeti], [cat]] = boardOf(d, [C.yeti.name], [CAT.name]);
    const bolt = d.addToHand(BOLT.name, 0);
    const before = snapshot(d);
    expect(() => d.play(bolt, cat)).toThrow(
      `cast: "Sneak Bolt" cannot target Sneak Cat (id ${cat}): it has Stealth, so player 0, its enemy, can neither attack it nor target it until it attacks or deals damage`,
    );
    expect(snapshot(d)).toEqual(before);
    expect(d.legalActions().filter((a) => a.type === "playCard" && a.handId === bolt)).toEqual([
      { type: "playCard", handId: bolt, target: yeti },
    ]);
    d.endTurn();
    const own = d.addToHand(BOLT.name, 1);
    d.clearLog();
    d.play(own, cat);
    expect(d.logTree()).toBe(tree(`SpellCast{card: "Sneak Bolt"}`, `Damaged{target: ${cat}, amount: 2}`));
    expect(d.health(cat)).toBe(2);
  });

  test("an area hits it, and taking damage keeps its Stealth", () => {
    const d = sneakDuel();
    const [, [cat]] = boardOf(d, [], [CAT.name]);
    const [h0, h1] = [d.hero(0), d.hero(1)];
    d.clearLog();
    d.dealDamage(cat, 1);
    expect(d.logTree()).toBe(tree(`Damaged{target: ${cat}, amount: 1}`));
    expect(() => d.play(d.addToHand(BOLT.name, 0), cat)).toThrow("it has Stealth");
    d.clearLog();
    d.play(d.addToHand(STORM.name, 0));
    expect(d.logTree()).toBe(
      tree(
        `SpellCast{card: "Sneak Storm"}`,
        `Damaged{target: ${h0}, amount: 3}`,
        `Damaged{target: ${h1}, amount: 3}`,
        `Damaged{target: ${cat}, amount: 3}`,
        `Destroyed{id: ${cat}}`,
        `DeathPhase{round: 1}`,
      ),
    );
    expect([d.health(h0), d.health(h1), d.zoneOf(cat)]).toEqual([27, 27, "graveyard"]);
  });

  test("a Taunt minion in Stealth is no Taunt: the enemy may attack past it, and still not attack it", () => {
    const d = sneakDuel();
    const [[yeti], [lurker]] = boardOf(d, [C.yeti.name], [LURKER.name]);
    expect(d.attackTargets(yeti)).toEqual([d.hero(1)]);
    d.clearLog();
    d.attack(yeti, d.hero(1));
    expect(d.logTree()).toBe(
      tree(`Attacked{attacker: ${yeti}, defender: ${d.hero(1)}}`, `Damaged{target: ${d.hero(1)}, amount: 4}`),
    );
    expect(d.health(lurker)).toBe(3);
  });
});

describe("Stealth is lost when the minion attacks or deals damage", () => {
  test("attacking: StealthLost as the Combat Phase begins, before the damage; then it may be attacked and targeted", () => {
    const d = sneakDuel();
    const [[cat], [brute]] = boardOf(d, [CAT.name], [C.brute.name]);
    d.clearLog();
    d.attack(cat, brute);
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${cat}, defender: ${brute}}`,
        `StealthLost{id: ${cat}}`,
        `Damaged{target: ${brute}, amount: 2}`,
        `Damaged{target: ${cat}, amount: 3}`,
      ),
    );
    expect([d.health(cat), d.health(brute)]).toEqual([1, 1]);
    d.endTurn();
    expect(d.attackTargets(brute)).toEqual([d.hero(0), cat]);
    d.clearLog();
    d.play(d.addToHand(BOLT.name, 1), cat);
    expect(d.logTree()).toBe(
      tree(
        `SpellCast{card: "Sneak Bolt"}`,
        `Damaged{target: ${cat}, amount: 2}`,
        `Destroyed{id: ${cat}}`,
        `DeathPhase{round: 1}`,
      ),
    );
  });

  test("an attack cancelled in the Proposed Attack step never reaches combat: the attacker keeps its Stealth", () => {
    const d = sneakDuel();
    // Whenever another friendly minion attacks, deal 3 damage to all enemy minions.
    d.registerCards([
      testMinion("Sneak Lookout", 0, 5, [
        { type: "trigger", trigger: "attack", scope: "otherFriendlyMinion" },
        damage("allEnemyMinions", 3),
      ]),
    ]);
    const [[lookout, cat], [brute]] = boardOf(d, ["Sneak Lookout", CAT.name], [C.brute.name]);
    d.clearLog();
    d.attack(cat, brute);
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${cat}, defender: ${brute}}`,
        `Triggered{source: ${lookout}, trigger: "attack"}`,
        `  Damaged{target: ${brute}, amount: 3}`,
        `Destroyed{id: ${brute}}`,
        `DeathPhase{round: 1}`,
      ),
    );
    d.endTurn();
    expect(() => d.play(d.addToHand(BOLT.name, 1), cat)).toThrow("it has Stealth");
  });

  test("a triggered effect's damage: StealthLost after its first Damage event, once; a Divine Shield's hit counts", () => {
    const d = sneakDuel();
    const [[thorn], [shield]] = boardOf(d, [THORN.name], [C.shield.name]);
    const h1 = d.hero(1);
    d.clearLog();
    d.dealDamage(thorn, 1);
    expect(d.logTree()).toBe(
      tree(
        `Damaged{target: ${thorn}, amount: 1}`,
        `Triggered{source: ${thorn}, trigger: "damaged"}`,
        `  Damaged{target: ${h1}, amount: 1}`,
        `  StealthLost{id: ${thorn}}`,
        `  DivineShieldLost{id: ${shield}}`,
      ),
    );
    expect([d.health(h1), d.health(shield), d.health(thorn)]).toEqual([29, 2, 4]);
    d.endTurn();
    expect(d.attackTargets(shield)).toEqual([d.hero(0), thorn]);
  });

  test("a Divine Shield alone taking the damage breaks Stealth", () => {
    const d = sneakDuel();
    const [[thorn], [shield]] = boardOf(d, [THORN.name], [C.shield.name]);
    d.registerCards([
      {
        ...THORN,
        name: "Sneak Needle",
        text: [STEALTH, { type: "trigger", trigger: "damaged" }, damage("allEnemyMinions", 1)],
      },
    ]);
    const needle = d.summon("Sneak Needle", 0);
    d.clearLog();
    d.dealDamage(needle, 1);
    expect(d.logTree()).toBe(
      tree(
        `Damaged{target: ${needle}, amount: 1}`,
        `Triggered{source: ${needle}, trigger: "damaged"}`,
        `  DivineShieldLost{id: ${shield}}`,
        `  StealthLost{id: ${needle}}`,
      ),
    );
    expect(d.health(thorn)).toBe(5);
  });

  test("a weapon cannot carry Stealth: the card is refused, naming the clause", () => {
    const d = sneakDuel();
    expect(() => d.registerCards([{ ...C.dagger, name: "Sneak Blade", text: [STEALTH] }])).toThrow(
      `"stealth" is a minion's keyword; a weapon's keywords act on its hero, which cannot have it`,
    );
  });
});
