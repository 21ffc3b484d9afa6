/**
 * Immune (docs/rules.md §3.10; Hearthstone Wiki, Immune): "prevents all damage that would be dealt to the
 * affected character, regardless of its amount and source", friendly or enemy, before a Divine Shield (no
 * `Damaged`, no damage trigger: "Effects that trigger when damage is dealt … will not trigger if the damage
 * is prevented by Immune"); the enemy cannot attack it or target it ("cannot be actively targeted by the
 * opponent (similarly to Stealth)"), its owner can; a Taunt minion that is Immune is no Taunt ("Taunt
 * minions that are Immune have their Taunt ability temporarily suppressed"); it "will still deal damage
 * normally", and destroy effects still destroy it. Here Immune is a minion's printed keyword, for good. The
 * cards are built here, not read from cards/.
 */
import { describe, expect, test } from "vitest";
import type { Clause } from "../../../src/engine/cards";
import { renderCardText } from "../../../src/engine/cards";
import { boardOf, DUEL_CARDS as C, damage, duelWith, testSpell as spell, testMinion, tree } from "./builder";

const IMMUNE: Clause = { type: "keyword", keyword: "immune" };
/** Immune. Whenever this minion takes damage, deal 1 damage to the enemy hero. A 3/2. */
const IDOL = testMinion("Ward Idol", 3, 2, [
  IMMUNE,
  { type: "trigger", trigger: "damaged" },
  damage("enemyHero", 1),
]);
/** Taunt, Immune, Divine Shield. A 1/1. */
const GATE = testMinion("Ward Gate", 1, 1, [
  { type: "keyword", keyword: "taunt" },
  IMMUNE,
  { type: "keyword", keyword: "divineShield" },
]);
/** Deal 2 damage to a minion. */
const BOLT = spell("Ward Bolt", [damage("chosen", 2)]);
/** Deal 2 damage to ALL minions. */
const STORM = spell("Ward Storm", [damage("allMinions", 2)]);
/** Destroy a minion. */
const DOOM = spell("Ward Doom", [{ type: "effect", effect: "destroy", target: "chosen" }]);
const WARD_CARDS = [IDOL, GATE, BOLT, STORM, DOOM];

const wardDuel = () => duelWith(WARD_CARDS);

describe("Immune (Hearthstone Wiki, Immune)", () => {
  test("the card text prints 'Immune.' among its keywords, first", () => {
    expect(renderCardText(GATE, () => undefined)).toBe("Taunt, Immune, Divine Shield.");
  });

  test("damage to it is prevented, whoever deals it: no Damaged, no damage trigger, its Divine Shield kept", () => {
    const d = wardDuel();
    const [[idol, gate], [yeti]] = boardOf(d, [IDOL.name, GATE.name], [C.yeti.name]);
    d.clearLog();
    d.dealDamage(idol, 5);
    d.play(d.addToHand(STORM.name, 0));
    expect(d.logTree()).toBe(tree(`SpellCast{card: "Ward Storm"}`, `Damaged{target: ${yeti}, amount: 2}`));
    expect([d.health(idol), d.health(gate), d.health(yeti), d.health(d.hero(1))]).toEqual([2, 1, 3, 30]);
  });

  test("the enemy cannot attack it or target it, past its Taunt; its owner can target it; a destroy destroys it", () => {
    const d = wardDuel();
    const [[yeti], [gate]] = boardOf(d, [C.yeti.name], [GATE.name]);
    expect(() => d.attack(yeti, gate)).toThrow(
      `attack: cannot target Ward Gate (id ${gate}): it is Immune, so player 0, its enemy, can neither attack it nor target it`,
    );
    expect(() => d.play(d.addToHand(BOLT.name, 0), gate)).toThrow(
      `cast: "Ward Bolt" cannot target Ward Gate (id ${gate}): it is Immune`,
    );
    expect(d.attackTargets(yeti)).toEqual([d.hero(1)]);
    d.endTurn();
    d.clearLog();
    d.play(d.addToHand(DOOM.name, 1), gate);
    expect(d.logTree()).toBe(
      tree(`SpellCast{card: "Ward Doom"}`, `Destroyed{id: ${gate}}`, `DeathPhase{round: 1}`),
    );
  });

  test("it still deals damage: attacking, it takes none back", () => {
    const d = wardDuel();
    const [[idol], [brute]] = boardOf(d, [IDOL.name], [C.brute.name]);
    d.clearLog();
    d.attack(idol, brute);
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${idol}, defender: ${brute}}`,
        `Damaged{target: ${brute}, amount: 3}`,
        `Destroyed{id: ${brute}}`,
        `DeathPhase{round: 1}`,
      ),
    );
    expect(d.health(idol)).toBe(2);
  });
});

describe('prevented damage is no event (Hearthstone Wiki, Immune: effects that trigger when damage is dealt "will not trigger if the damage is prevented by Immune")', () => {
  /** Lifesteal. Deal 1 damage to ALL minions. */
  const LASH = spell("Ward Lash", [{ type: "keyword", keyword: "lifesteal" }, damage("allMinions", 1)]);
  /** Whenever another minion takes damage, gain 1 Armor. A 1/5. */
  const WATCH = testMinion("Ward Watch", 1, 5, [
    { type: "trigger", trigger: "damaged", scope: "otherMinion" },
    { type: "effect", effect: "gainArmor", amount: 1 },
  ]);
  /** Immune. Frenzy: deal 1 damage to the enemy hero. A 1/3. */
  const FURY = testMinion("Ward Fury", 1, 3, [
    IMMUNE,
    { type: "trigger", trigger: "frenzy" },
    damage("enemyHero", 1),
  ]);

  test("an area on an Immune minion: no Lifesteal heal, no 'another minion' trigger and no Frenzy answer it; the one it damages counts once", () => {
    const d = wardDuel();
    d.registerCards([LASH, WATCH, FURY]);
    const [[watch, fury], [yeti]] = boardOf(d, [WATCH.name, FURY.name], [C.yeti.name]);
    const h0 = d.hero(0);
    d.dealDamage(h0, 5);
    d.clearLog();
    d.play(d.addToHand(LASH.name, 0));
    expect(d.logTree()).toBe(
      tree(
        `SpellCast{card: "Ward Lash"}`,
        `Damaged{target: ${watch}, amount: 1}`,
        `Damaged{target: ${yeti}, amount: 1}`,
        `Healed{target: ${h0}, amount: 1}`,
        `Healed{target: ${h0}, amount: 1}`,
        `Triggered{source: ${watch}, trigger: "damaged"}`,
        `  ArmorGained{player: 0, amount: 1}`,
      ),
    );
    expect([d.health(fury), d.health(h0), d.armor(0), d.health(d.hero(1))]).toEqual([3, 27, 1, 30]);
  });
});
