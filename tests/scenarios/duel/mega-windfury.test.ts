/**
 * Mega-Windfury (docs/rules.md §3.10; Hearthstone Wiki, Windfury: "Windfury and Mega-Windfury (attack 4
 * times per turn) do not stack. A minion with both Windfury and Mega-Windfury will only benefit from
 * Mega-Windfury"): four attacks a turn, for a minion or, on a weapon, its hero; the attacks left are read
 * as for Windfury (Freeze's thaw, attacks counted across weapons). The cards are built here, not read
 * from cards/.
 */
import { describe, expect, test } from "vitest";
import type { CardDef, Clause } from "../../../src/engine/cards";
import { renderCardText } from "../../../src/engine/cards";
import { newGame } from "../../fixtures/cards";
import { boardOf, DUEL_CARDS as C, DUEL_CHILL, duelWith, testMinion, tree } from "./builder";

const MEGA: Clause = { type: "keyword", keyword: "megaWindfury" };
/** Mega-Windfury. A 2/9. */
const GALE = testMinion("Gale Engine", 2, 9, [MEGA]);
/** A 2/5 weapon with Mega-Windfury. */
const FAN: CardDef = {
  name: "Gale Fan",
  type: "weapon",
  cost: 1,
  attack: 2,
  durability: 5,
  text: [MEGA],
  split: 0,
  game: "course",
};
/** A plain 1/3 weapon. */
const CLUB: CardDef = { ...FAN, name: "Gale Club", attack: 1, durability: 3, text: [] };

const galeDuel = () => duelWith([GALE, FAN, CLUB, DUEL_CHILL]);

describe("Mega-Windfury (Hearthstone Wiki, Windfury)", () => {
  test("the card text prints 'Mega-Windfury.'", () => {
    expect(renderCardText(GALE, () => undefined)).toBe("Mega-Windfury.");
  });

  test("four attacks a turn, each a Sequence of its own; the fifth is an error naming Mega-Windfury", () => {
    const d = galeDuel();
    const [[gale], [brute]] = boardOf(d, [GALE.name], [C.brute.name]);
    const h1 = d.hero(1);
    d.clearLog();
    d.attack(gale, brute);
    d.attack(gale, h1);
    d.attack(gale, h1);
    d.attack(gale, h1);
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${gale}, defender: ${brute}}`,
        `Damaged{target: ${brute}, amount: 2}`,
        `Damaged{target: ${gale}, amount: 3}`,
        `Attacked{attacker: ${gale}, defender: ${h1}}`,
        `Damaged{target: ${h1}, amount: 2}`,
        `Attacked{attacker: ${gale}, defender: ${h1}}`,
        `Damaged{target: ${h1}, amount: 2}`,
        `Attacked{attacker: ${gale}, defender: ${h1}}`,
        `Damaged{target: ${h1}, amount: 2}`,
      ),
    );
    expect([d.health(h1), d.health(brute), d.health(gale)]).toEqual([24, 1, 6]);
    expect(d.canAttack(gale)).toBe(false);
    expect(() => d.attack(gale, h1)).toThrow(
      `attack: Gale Engine (id ${gale}) has already attacked 4 times this turn (Mega-Windfury)`,
    );
    d.endTurn();
    d.endTurn();
    expect(d.attackTargets(gale)).toEqual([h1, brute]);
  });

  test("on a weapon its hero attacks four times, each costing one Durability", () => {
    const d = galeDuel();
    boardOf(d, []);
    const h0 = d.hero(0);
    const h1 = d.hero(1);
    const fan = d.addToHand(FAN.name, 0);
    d.play(fan);
    for (let i = 0; i < 4; i++) d.attack(h0, h1);
    expect([d.health(h1), d.health(fan)]).toEqual([22, 1]);
    expect(() => d.attack(h0, h1)).toThrow(
      `attack: Hero of player 0 (id ${h0}) has already attacked 4 times this turn (Mega-Windfury)`,
    );
  });

  test("a hero's attacks are counted across weapons: one with a plain weapon leaves three with Mega-Windfury", () => {
    const d = galeDuel();
    boardOf(d, []);
    const [h0, h1] = [d.hero(0), d.hero(1)];
    d.play(d.addToHand(CLUB.name, 0));
    d.attack(h0, h1);
    d.play(d.addToHand(FAN.name, 0));
    for (let i = 0; i < 3; i++) d.attack(h0, h1);
    expect(d.health(h1)).toBe(30 - 1 - 6);
    expect(d.canAttack(h0)).toBe(false);
  });

  test("Frozen after three attacks it thaws at the end of the turn (it had one left); after four it stays Frozen", () => {
    for (const [attacks, thawed] of [
      [3, true],
      [4, false],
    ] as const) {
      const d = galeDuel();
      const [[gale]] = boardOf(d, [GALE.name]);
      for (let i = 0; i < attacks; i++) d.attack(gale, d.hero(1));
      d.play(d.addToHand(DUEL_CHILL.name, 0));
      d.clearLog();
      d.endTurn();
      expect(d.logTree().includes(`Thawed{id: ${gale}}`)).toBe(thawed);
    }
  });

  test("a card naming Windfury beside Mega-Windfury is refused, naming the card and the clause; nothing changes", () => {
    const g = newGame();
    const before = g.logTree();
    const both = testMinion("Gale Twice", 1, 1, [{ type: "keyword", keyword: "windfury" }, MEGA]);
    expect(() => g.registerCards([both])).toThrow(
      `registerCards[0] (card "Gale Twice"): text[0].keyword: "windfury" does nothing beside text[1]'s "megaWindfury": they do not stack (four attacks a turn, not six), so a card names one of the two`,
    );
    expect(() => g.summon("Gale Twice")).toThrow('unknown card "Gale Twice"');
    expect(g.logTree()).toBe(before);
  });

  test("a spell naming Mega-Windfury is refused: it is a character's keyword", () => {
    const g = newGame();
    const storm = {
      name: "Gale Storm",
      type: "spell" as const,
      cost: 1,
      text: [
        MEGA,
        { type: "effect" as const, effect: "dealDamage" as const, target: "enemyHero" as const, amount: 1 },
      ],
      split: 0,
      game: "course" as const,
    };
    expect(() => g.registerCards([storm])).toThrow(
      `registerCards[0] (card "Gale Storm"): text[0].keyword: "megaWindfury" is a character's keyword`,
    );
  });
});
