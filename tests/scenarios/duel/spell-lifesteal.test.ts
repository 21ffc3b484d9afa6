/**
 * A spell with Lifesteal (docs/rules.md §3.10; Hearthstone Wiki, Lifesteal: "Whenever a Lifesteal card or
 * Hero Power deals damage, it will restore the exact same amount of Health to its controlling hero too"):
 * the damage the spell deals heals its caster's hero, once per character damaged (the Wiki: "once for each
 * minion hit"), after the Damage events of the effect that dealt it and before their Queues; a Divine
 * Shield takes the damage and nothing is healed (the Wiki: "it will deal 0 damage and thus also restore 0
 * Health"). The spells are built here, not read from cards/.
 */
import { describe, expect, test } from "vitest";
import type { Clause } from "../../../src/engine/cards";
import { renderCardText } from "../../../src/engine/cards";
import { newGame } from "../../fixtures/cards";
import { boardOf, DUEL_CARDS as C, damage, duelWith, testSpell as spell, testMinion, tree } from "./builder";

const LIFESTEAL: Clause = { type: "keyword", keyword: "lifesteal" };

/** Lifesteal. Deal 3 damage to a minion. */
const DRAIN = spell("Steal Drain", [LIFESTEAL, damage("chosen", 3)]);
/** Lifesteal. Deal 1 damage to ALL minions (Spirit Lash's clauses, without its `allCaps: false`). */
const LASH = spell("Steal Lash", [LIFESTEAL, damage("allMinions", 1)]);
/** Lifesteal. Deal 3 damage to ALL characters (a Lifesteal Hellfire). */
const PYRE = spell("Steal Pyre", [LIFESTEAL, damage("allCharacters", 3)]);
/** Lifesteal. Deal 1 damage to the enemy hero. Deal 2 damage to ALL minions. */
const TWIN = spell("Steal Twin", [LIFESTEAL, damage("enemyHero", 1), damage("allMinions", 2)]);
/** Lifesteal. Deal 4 damage to the enemy hero. */
const SIPHON = spell("Steal Siphon", [LIFESTEAL, damage("enemyHero", 4)]);
/** Whenever this minion takes damage, deal 1 damage to the enemy hero. */
const ECHO = testMinion("Steal Echo", 1, 6, [
  { type: "trigger", trigger: "damaged" },
  damage("enemyHero", 1),
]);
const STEAL_CARDS = [DRAIN, LASH, PYRE, TWIN, SIPHON, ECHO];

const stealDuel = () => duelWith(STEAL_CARDS);

describe("a spell with Lifesteal heals its caster's hero by the damage it deals (Hearthstone Wiki, Lifesteal)", () => {
  test("Lifesteal. Deal 3 damage to a minion: its caster's hero at 20 Health heals 3 after the Damage event", () => {
    const d = stealDuel();
    const [, [yeti]] = boardOf(d, [], [C.yeti.name]);
    const h0 = d.hero(0);
    d.dealDamage(h0, 10);
    const drain = d.addToHand(DRAIN.name, 0);
    d.clearLog();
    d.play(drain, yeti);
    expect(d.logTree()).toBe(
      tree(
        `SpellCast{card: "Steal Drain"}`,
        `Damaged{target: ${yeti}, amount: 3}`,
        `Healed{target: ${h0}, amount: 3}`,
      ),
    );
    expect([d.health(h0), d.health(yeti)]).toEqual([23, 2]);
  });

  test("the heal stops at the hero's maximum Health: at 29 it heals 1; at full Health nothing is healed", () => {
    const d = stealDuel();
    const [, [yeti]] = boardOf(d, [], [C.yeti.name]);
    const h0 = d.hero(0);
    d.dealDamage(h0, 1);
    d.clearLog();
    d.play(d.addToHand(DRAIN.name, 0), yeti);
    d.play(d.addToHand(DRAIN.name, 0), yeti);
    expect(d.logTree()).toBe(
      tree(
        `SpellCast{card: "Steal Drain"}`,
        `Damaged{target: ${yeti}, amount: 3}`,
        `Healed{target: ${h0}, amount: 1}`,
        `SpellCast{card: "Steal Drain"}`,
        `Damaged{target: ${yeti}, amount: 3}`,
        `Destroyed{id: ${yeti}}`,
        `DeathPhase{round: 1}`,
      ),
    );
    expect(d.health(h0)).toBe(30);
  });

  test("an area heals once per character damaged, after all its Damage events and before their Queues; a Divine Shield heals nothing", () => {
    const d = stealDuel();
    const [[brute], [shield, echo]] = boardOf(d, [C.brute.name], [C.shield.name, ECHO.name]);
    const h0 = d.hero(0);
    d.dealDamage(h0, 10);
    d.clearLog();
    d.play(d.addToHand(LASH.name, 0));
    expect(d.logTree()).toBe(
      tree(
        `SpellCast{card: "Steal Lash"}`,
        `Damaged{target: ${brute}, amount: 1}`,
        `DivineShieldLost{id: ${shield}}`,
        `Damaged{target: ${echo}, amount: 1}`,
        `Healed{target: ${h0}, amount: 1}`,
        `Healed{target: ${h0}, amount: 1}`,
        `Triggered{source: ${echo}, trigger: "damaged"}`,
        `  Damaged{target: ${h0}, amount: 1}`,
      ),
    );
    expect([d.health(h0), d.health(brute), d.health(shield), d.health(echo)]).toEqual([21, 2, 2, 5]);
  });

  test("each damage effect heals after its own Damage events, before the spell's next effect", () => {
    const d = stealDuel();
    const [, [echo]] = boardOf(d, [], [ECHO.name]);
    const [h0, h1] = [d.hero(0), d.hero(1)];
    d.dealDamage(h0, 10);
    d.clearLog();
    d.play(d.addToHand(TWIN.name, 0));
    expect(d.logTree()).toBe(
      tree(
        `SpellCast{card: "Steal Twin"}`,
        `Damaged{target: ${h1}, amount: 1}`,
        `Healed{target: ${h0}, amount: 1}`,
        `Damaged{target: ${echo}, amount: 2}`,
        `Healed{target: ${h0}, amount: 2}`,
        `Triggered{source: ${echo}, trigger: "damaged"}`,
        `  Damaged{target: ${h0}, amount: 1}`,
      ),
    );
    expect([d.health(h0), d.health(h1), d.health(echo)]).toEqual([22, 29, 4]);
  });

  test("a caster at 3 Health hit by its own Lifesteal area survives: the damage it takes minus the heals is less than its Health", () => {
    for (const [card, survives] of [
      [PYRE.name, true],
      [C.hellfire.name, false],
    ] as const) {
      const d = stealDuel();
      const [, [brute]] = boardOf(d, [], [C.brute.name]);
      const [h0, h1] = [d.hero(0), d.hero(1)];
      d.dealDamage(h0, 27);
      for (let i = 0; i < 6; i++) d.endTurn(); // four crystals for Duel Hellfire
      d.clearLog();
      d.play(d.addToHand(card, 0));
      expect(d.logTree()).toBe(
        tree(
          ...(survives ? [] : ["ManaSpent{player: 0, amount: 4}"]),
          `SpellCast{card: "${card}"}`,
          `Damaged{target: ${h0}, amount: 3}`,
          `Damaged{target: ${h1}, amount: 3}`,
          `Damaged{target: ${brute}, amount: 3}`,
          ...(survives ? Array(3).fill(`Healed{target: ${h0}, amount: 3}`) : []),
          `Destroyed{id: ${brute}}`,
          "DeathPhase{round: 1}",
          ...(survives ? [] : ["GameOver{winner: 1}"]),
        ),
      );
      expect([d.health(h0), d.winner()]).toEqual(survives ? [9, null] : [0, 1]);
    }
  });

  test("the caster's hero is healed, whoever casts it (the course's game: player 1 casts it at player 0's hero)", () => {
    const g = newGame();
    g.registerCards([SIPHON]);
    g.dealDamage(1, 10);
    g.clearLog();
    g.cast(SIPHON.name, 1);
    expect(g.logTree()).toBe(
      tree(
        `SpellCast{card: "Steal Siphon"}`,
        `Damaged{target: 0, amount: 4}`,
        `Healed{target: 1, amount: 4}`,
      ),
    );
    expect([g.health(0), g.health(1)]).toEqual([26, 24]);
  });

  test('its text is printed with its Lifesteal first, "all" as the card\'s allCaps says (Spirit Lash: "Lifesteal. Deal 1 damage to all minions.")', () => {
    expect(renderCardText(LASH, () => undefined)).toBe("Lifesteal. Deal 1 damage to ALL minions.");
    expect(renderCardText({ ...LASH, allCaps: false }, () => undefined)).toBe(
      "Lifesteal. Deal 1 damage to all minions.",
    );
    expect(renderCardText(DRAIN, () => undefined)).toBe("Lifesteal. Deal 3 damage to a minion.");
  });

  test("Lifesteal may stand anywhere in a spell's text: it is printed first, as the game prints keywords, and covers every damage effect", () => {
    const late = spell("Late Twin", [damage("enemyHero", 1), LIFESTEAL, damage("allMinions", 2)]);
    const last = spell("Last Drain", [damage("chosen", 3), LIFESTEAL]);
    expect(renderCardText(late, () => undefined)).toBe(
      "Lifesteal. Deal 1 damage to the enemy hero. Deal 2 damage to ALL minions.",
    );
    expect(renderCardText(last, () => undefined)).toBe(renderCardText(DRAIN, () => undefined));
    const d = stealDuel();
    d.registerCards([late, last]);
    const [, [echo]] = boardOf(d, [], [ECHO.name]);
    const [h0, h1] = [d.hero(0), d.hero(1)];
    d.dealDamage(h0, 10);
    d.clearLog();
    d.play(d.addToHand(late.name, 0));
    d.play(d.addToHand(last.name, 0), echo);
    expect(d.logTree()).toBe(
      tree(
        `SpellCast{card: "Late Twin"}`,
        `Damaged{target: ${h1}, amount: 1}`,
        `Healed{target: ${h0}, amount: 1}`,
        `Damaged{target: ${echo}, amount: 2}`,
        `Healed{target: ${h0}, amount: 2}`,
        `Triggered{source: ${echo}, trigger: "damaged"}`,
        `  Damaged{target: ${h0}, amount: 1}`,
        `SpellCast{card: "Last Drain"}`,
        `Damaged{target: ${echo}, amount: 3}`,
        `Healed{target: ${h0}, amount: 3}`,
        `Triggered{source: ${echo}, trigger: "damaged"}`,
        `  Damaged{target: ${h0}, amount: 1}`,
      ),
    );
    expect([d.health(h0), d.health(h1), d.health(echo)]).toEqual([24, 29, 1]);
  });
});
