/**
 * Spell Damage +N (docs/rules.md §3.10; Hearthstone Wiki, Spell Damage): each `dealDamage` effect of a
 * spell deals, to each of its targets, N more for every Spell Damage +N among its caster's minions in play
 * ("Multiple instances of Spell Damage stack"; an area "increasing damage done to each afflicted target";
 * "its value updates constantly, and not only when Auras are updated"); it raises no damage but a spell's
 * ("no effect on healing spells nor on damaging effects that are not spells (like Hero Powers,
 * Deathrattles, Battlecries, Fatigue, … triggered effects and combat damage)"), and only its own side's.
 * The cards are built here, not read from cards/.
 */
import { describe, expect, test } from "vitest";
import type { Clause } from "../../../src/engine/cards";
import { renderCardText } from "../../../src/engine/cards";
import { boardOf, DUEL_CARDS as C, damage, duelWith, testSpell as spell, testMinion, tree } from "./builder";

const spellDamage = (amount?: number): Clause =>
  amount === undefined
    ? { type: "keyword", keyword: "spellDamage" }
    : { type: "keyword", keyword: "spellDamage", amount };
/** Spell Damage +1 (the amount left out). */
const TOTEM = testMinion("Arcane Totem", 0, 2, [spellDamage()]);
/** Spell Damage +2. Deathrattle: deal 1 damage to the enemy hero. */
const SAGE = testMinion("Arcane Sage", 1, 1, [
  spellDamage(2),
  { type: "trigger", trigger: "deathrattle" },
  damage("enemyHero", 1),
]);
/** Deal 2 damage to a minion. */
const BOLT = spell("Arcane Bolt", [damage("chosen", 2)]);
/** Deal 1 damage to ALL minions. Deal 1 damage to the enemy hero. */
const NOVA = spell("Arcane Nova", [damage("allMinions", 1), damage("enemyHero", 1)]);
/** Lifesteal. Deal 2 damage to the enemy hero. */
const DRAIN = spell("Arcane Drain", [{ type: "keyword", keyword: "lifesteal" }, damage("enemyHero", 2)]);
/** Restore 3 Health to a minion. */
const MEND = spell("Arcane Mend", [{ type: "effect", effect: "heal", target: "chosen", amount: 3 }]);
const ARCANE_CARDS = [TOTEM, SAGE, BOLT, NOVA, DRAIN, MEND];

const arcaneDuel = () => duelWith(ARCANE_CARDS);

describe("Spell Damage +N (Hearthstone Wiki, Spell Damage)", () => {
  test("the card text reads 'Spell Damage +N.', first; the amount left out is 1", () => {
    const none = () => undefined;
    expect(renderCardText(TOTEM, none)).toBe("Spell Damage +1.");
    expect(renderCardText(SAGE, none)).toBe("Spell Damage +2. Deathrattle: Deal 1 damage to the enemy hero.");
  });

  test("a spell's damage to one target rises by the total of its caster's minions, which stack", () => {
    const d = arcaneDuel();
    const [, [yeti]] = boardOf(d, [TOTEM.name, SAGE.name], [C.yeti.name]);
    d.clearLog();
    d.play(d.addToHand(BOLT.name, 0), yeti);
    expect(d.logTree()).toBe(
      tree(
        `SpellCast{card: "Arcane Bolt"}`,
        `Damaged{target: ${yeti}, amount: 5}`,
        `Destroyed{id: ${yeti}}`,
        `DeathPhase{round: 1}`,
      ),
    );
  });

  test("an area deals the bonus to each target, each effect of the spell alike; a mortally wounded source still counts", () => {
    const d = arcaneDuel();
    const [[totem], [yeti]] = boardOf(d, [TOTEM.name], [C.yeti.name]);
    d.dealDamage(totem, 1);
    const h1 = d.hero(1);
    d.clearLog();
    d.play(d.addToHand(NOVA.name, 0));
    expect(d.logTree()).toBe(
      tree(
        `SpellCast{card: "Arcane Nova"}`,
        `Damaged{target: ${totem}, amount: 2}`,
        `Damaged{target: ${yeti}, amount: 2}`,
        `Damaged{target: ${h1}, amount: 2}`,
        `Destroyed{id: ${totem}}`,
        `DeathPhase{round: 1}`,
      ),
    );
    expect([d.health(yeti), d.health(h1)]).toEqual([3, 28]);
  });

  test("the other player's Spell Damage, a minion's effects and combat damage are not raised", () => {
    const d = arcaneDuel();
    const [[brute], [sage, yeti]] = boardOf(d, [C.brute.name], [SAGE.name, C.yeti.name]);
    const h1 = d.hero(1);
    d.clearLog();
    d.play(d.addToHand(BOLT.name, 0), yeti);
    d.attack(brute, sage);
    expect(d.logTree()).toBe(
      tree(
        `SpellCast{card: "Arcane Bolt"}`,
        `Damaged{target: ${yeti}, amount: 2}`,
        `Attacked{attacker: ${brute}, defender: ${sage}}`,
        `Damaged{target: ${sage}, amount: 3}`,
        `Damaged{target: ${brute}, amount: 1}`,
        `Destroyed{id: ${sage}}`,
        `DeathPhase{round: 1}`,
        `Triggered{source: ${sage}, trigger: "deathrattle"}`,
        `  Damaged{target: ${d.hero(0)}, amount: 1}`,
      ),
    );
    expect(d.health(h1)).toBe(30);
  });

  test("a Lifesteal spell heals what it dealt, the bonus included; healing is not raised", () => {
    const d = arcaneDuel();
    const [[totem, yeti]] = boardOf(d, [TOTEM.name, C.yeti.name]);
    const [h0, h1] = [d.hero(0), d.hero(1)];
    d.dealDamage(h0, 10);
    d.dealDamage(yeti, 4);
    d.clearLog();
    d.play(d.addToHand(DRAIN.name, 0));
    d.play(d.addToHand(MEND.name, 0), yeti);
    expect(d.logTree()).toBe(
      tree(
        `SpellCast{card: "Arcane Drain"}`,
        `Damaged{target: ${h1}, amount: 3}`,
        `Healed{target: ${h0}, amount: 3}`,
        `SpellCast{card: "Arcane Mend"}`,
        `Healed{target: ${yeti}, amount: 3}`,
      ),
    );
    expect([d.health(h0), d.health(h1), d.health(yeti), d.health(totem)]).toEqual([23, 27, 4, 2]);
  });

  test("an amount on another keyword, and Spell Damage on a weapon or a spell, are refused", () => {
    const d = arcaneDuel();
    expect(() =>
      d.registerCards([
        { ...C.filler, name: "Arcane Wall", text: [{ type: "keyword", keyword: "taunt", amount: 2 }] },
      ]),
    ).toThrow(`text[0].amount: "amount" is Spell Damage's N; "taunt" takes none`);
    expect(() => d.registerCards([{ ...C.dagger, name: "Arcane Blade", text: [spellDamage(1)] }])).toThrow(
      `"spellDamage" is a minion's keyword`,
    );
    expect(() =>
      d.registerCards([{ ...BOLT, name: "Arcane Spark", text: [spellDamage(1), damage("chosen", 1)] }]),
    ).toThrow(`"spellDamage" is a character's keyword`);
  });
});
