/**
 * A Battlecry at a picked character (docs/rules.md §3.6, §4.3 `chosenCharacter`): Elven Archer, "Battlecry:
 * Deal 1 damage." (Hearthstone Wiki: the target may be any character, a hero or a minion), picked as the
 * minion is played, through the same `play(handId, target)` as a Battlecry at a minion. Deaths its damage
 * causes are processed after the Battlecry, before the played minion's After Summon triggers (HearthSim
 * hs-bugs #1000, docs/rules.md §3.6).
 */
import { describe, expect, test } from "vitest";
import { legalActions, renderCardText } from "../../../src/engine/cards";
import { boardOf, DUEL_CARDS as C, duel, LIBRARY, snapshot, tree } from "./builder";

const ARCHER = "Elven Archer";
const lookup = (name: string) => LIBRARY.find((c) => c.name === name);

describe("a Battlecry at a picked character", () => {
  test("the cards read as printed: 'Battlecry: Deal 1 damage.', 'Battlecry: Deal 2 damage.'", () => {
    expect(renderCardText(lookup(ARCHER)!, lookup)).toBe("Battlecry: Deal 1 damage.");
    expect(renderCardText(lookup("Stormpike Commando")!, lookup)).toBe("Battlecry: Deal 2 damage.");
  });

  test("Elven Archer hits the enemy hero: 30 Health becomes 29", () => {
    const d = duel();
    boardOf(d, []);
    const archer = d.addToHand(ARCHER, 0);
    const hero = d.hero(1);
    d.play(archer, hero);
    expect(d.logTree()).toBe(
      tree(
        `ManaSpent{player: 0, amount: 1}`,
        `Summoned{id: ${archer}}`,
        `Triggered{source: ${archer}, trigger: "battlecry"}`,
        `  Damaged{target: ${hero}, amount: 1}`,
      ),
    );
    expect(d.health(hero)).toBe(29);
  });

  test("its owner may hit their own hero", () => {
    const d = duel();
    boardOf(d, []);
    const archer = d.addToHand(ARCHER, 0);
    d.play(archer, d.hero(0));
    expect(d.health(d.hero(0))).toBe(29);
    expect(d.health(d.hero(1))).toBe(30);
  });

  test("at a Divine Shield minion, the shield pops and its Health stays", () => {
    const d = duel();
    const [, [shield]] = boardOf(d, [], [C.shield.name]);
    const archer = d.addToHand(ARCHER, 0);
    d.play(archer, shield);
    expect(d.logTree()).toBe(
      tree(
        `ManaSpent{player: 0, amount: 1}`,
        `Summoned{id: ${archer}}`,
        `Triggered{source: ${archer}, trigger: "battlecry"}`,
        `  DivineShieldLost{id: ${shield}}`,
      ),
    );
    expect(d.health(shield)).toBe(2);
  });

  test("a kill: the Deathrattle resolves before the After Summon trigger of a minion already in play", () => {
    const d = duel();
    const [[juggler], [gnome]] = boardOf(d, [C.juggler.name], ["Leper Gnome"]);
    const archer = d.addToHand(ARCHER, 0);
    d.play(archer, gnome);
    expect(d.logTree()).toBe(
      tree(
        `ManaSpent{player: 0, amount: 1}`,
        `Summoned{id: ${archer}}`,
        `Triggered{source: ${archer}, trigger: "battlecry"}`,
        `  Damaged{target: ${gnome}, amount: 1}`,
        `Destroyed{id: ${gnome}}`,
        `DeathPhase{round: 1}`,
        `Triggered{source: ${gnome}, trigger: "deathrattle"}`,
        `  Damaged{target: ${d.hero(0)}, amount: 2}`,
        `Triggered{source: ${juggler}, trigger: "afterSummon"}`,
        `  Damaged{target: ${d.hero(1)}, amount: 1}`,
      ),
    );
    expect(d.health(d.hero(0))).toBe(28);
    expect(d.health(d.hero(1))).toBe(29);
    expect(d.board(1)).toEqual([]);
    expect(d.board(0)).toEqual([juggler, archer]);
  });

  test("bad input names the card and the id and changes nothing; no target while one may be picked", () => {
    const d = duel();
    boardOf(d, []);
    const archer = d.addToHand(ARCHER, 0);
    const before = snapshot(d);
    expect(() => d.play(archer, 999)).toThrow(
      `play: Elven Archer (id ${archer}) needs a character (a hero or a minion in play) as its Battlecry's target; id 999 is not one`,
    );
    expect(() => d.play(archer, archer)).toThrow(`id ${archer} is not one`);
    expect(() => d.play(archer)).toThrow(
      `play: Elven Archer (id ${archer}) needs a target for its Battlecry, a character (a hero or a minion in play) (ids ${d.hero(0)}, ${d.hero(1)})`,
    );
    expect(snapshot(d)).toEqual(before);
  });

  test("legalActions offers one play per character it may pick, heroes first, never an enemy in Stealth", () => {
    const d = duel();
    const [[mine], [hidden, open]] = boardOf(d, [C.brute.name], ["Worgen Infiltrator", C.yeti.name]);
    const archer = d.addToHand(ARCHER, 0);
    const plays = legalActions(d.state)
      .filter((a) => a.type === "playCard" && a.handId === archer)
      .map((a) => (a.type === "playCard" ? a.target : -1));
    expect(plays).toEqual([d.hero(0), d.hero(1), mine, open]);
    expect(plays).not.toContain(hidden);
  });
});
