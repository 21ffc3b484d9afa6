/**
 * A targeted Battlecry (docs/rules.md §3.6; Hearthstone Wiki, Battlecry): "If a battlecry effect requires a
 * specific target, that target must be selected immediately after playing the minion. A target must be
 * selected, if possible … If no suitable target is available, the battlecry simply will not occur". The
 * target is a minion in play the player may pick (not an enemy in Stealth or Immune), chosen as the minion
 * is played, and checked again as each effect resolves. Ironbeak Owl is read from cards/; the other cards
 * are built here.
 */
import { describe, expect, test } from "vitest";
import type { CardDef } from "../../../src/engine/cards";
import { renderCardText } from "../../../src/engine/cards";
import { newGame } from "../../../src/harness";
import { explainLine } from "../../../src/play/explain";
import { gameNames } from "../../../src/play/names";
import {
  boardOf,
  DUEL_CARDS as C,
  castFromHand as cast,
  duelWith,
  LIBRARY,
  rewrittenMinions,
  snapshot,
  testMinion,
  tree,
} from "./builder";

const { grow: GROW, ward: WARD, bard: BARD } = rewrittenMinions("Aim");
/** Battlecry: Deal 2 damage to a minion. */
const SNIPER = testMinion("Aim Sniper", 1, 1, [
  { type: "trigger", trigger: "battlecry" },
  { type: "effect", effect: "dealDamage", target: "chosen", amount: 2 },
]);
const CARDS: CardDef[] = [GROW, WARD, BARD, SNIPER];
const OWL = "Ironbeak Owl";
const lookup = (name: string) => LIBRARY.find((c) => c.name === name);

describe("a targeted Battlecry", () => {
  test("the card text reads 'Battlecry: Silence a minion.'", () => {
    expect(renderCardText(lookup(OWL)!, lookup)).toBe("Battlecry: Silence a minion.");
    expect(renderCardText(lookup("Spellbreaker")!, lookup)).toBe("Battlecry: Silence a minion.");
  });

  test("Ironbeak Owl Silences the minion picked as it is played: its buff goes, one level under the Battlecry", () => {
    const d = duelWith(CARDS);
    const [, [yeti]] = boardOf(d, [], [C.yeti.name]);
    cast(d, GROW, yeti); // a 6/7
    const owl = d.addToHand(OWL, 0);
    d.clearLog();
    d.play(owl, yeti);
    expect(d.logTree()).toBe(
      tree(
        `ManaSpent{player: 0, amount: 2}`,
        `Summoned{id: ${owl}}`,
        `Triggered{source: ${owl}, trigger: "battlecry"}`,
        `  Silenced{id: ${yeti}}`,
        `  StatsChanged{id: ${yeti}, attack: 4, health: 5}`,
      ),
    );
    expect([d.attack(yeti), d.health(yeti)]).toEqual([4, 5]);
    expect([d.attack(owl), d.health(owl)]).toEqual([2, 1]);
    expect(d.mana(0)).toBe(0);
  });

  test("with no minion to pick, it is played with no target and its Battlecry does not occur", () => {
    const d = duelWith(CARDS);
    boardOf(d, [], [WARD.name]); // the only minion in play is the enemy's, in Stealth
    const owl = d.addToHand(OWL, 0);
    d.clearLog();
    d.play(owl);
    expect(d.logTree()).toBe(tree(`ManaSpent{player: 0, amount: 2}`, `Summoned{id: ${owl}}`));
    expect(d.board(0)).toEqual([owl]);
  });

  test("its owner may pick their own minion, even one in Stealth", () => {
    const d = duelWith(CARDS);
    const [[ward]] = boardOf(d, [WARD.name]);
    const owl = d.addToHand(OWL, 0);
    d.clearLog();
    d.play(owl, ward);
    expect(d.logTree()).toContain(`  Silenced{id: ${ward}}`);
  });

  test("a doubled Battlecry hits its target twice: a target mortally wounded by the first is still in play for the second", () => {
    const d = duelWith(CARDS);
    const [, [brute]] = boardOf(d, [BARD.name], [C.brute.name]);
    const sniper = d.addToHand(SNIPER.name, 0);
    d.clearLog();
    d.play(sniper, brute);
    expect(d.logTree()).toBe(
      tree(
        `ManaSpent{player: 0, amount: 1}`,
        `Summoned{id: ${sniper}}`,
        `Triggered{source: ${sniper}, trigger: "battlecry"}`,
        `  Damaged{target: ${brute}, amount: 2}`,
        `Triggered{source: ${sniper}, trigger: "battlecry"}`,
        `  Damaged{target: ${brute}, amount: 2}`,
        `Destroyed{id: ${brute}}`,
        `DeathPhase{round: 1}`,
      ),
    );
    expect(d.health(brute)).toBe(-1);
  });

  test("the course's play(handId, target) takes the target too", () => {
    const g = newGame();
    const golem = g.summon("Harvest Golem", 1);
    const owl = g.addToHand(OWL, 0);
    g.play(owl, golem);
    g.clearLog();
    g.destroy(golem);
    expect(g.logTree()).toBe(tree(`Destroyed{id: ${golem}}`, `DeathPhase{round: 1}`));
  });

  test("bad targets are refused, naming the card and the id, and change nothing", () => {
    const d = duelWith(CARDS);
    const [[mine], [ward, yeti]] = boardOf(d, [C.brute.name], [WARD.name, C.yeti.name]);
    const owl = d.addToHand(OWL, 0);
    const plain = d.addToHand(C.filler.name, 0);
    const before = snapshot(d);
    expect(() => d.play(owl)).toThrow(
      `play: Ironbeak Owl (id ${owl}) needs a target for its Battlecry, a minion in play (ids ${mine}, ${yeti})`,
    );
    expect(() => d.play(owl, 999)).toThrow(
      `play: Ironbeak Owl (id ${owl}) needs a minion in play as its Battlecry's target; id 999 is not one`,
    );
    expect(() => d.play(owl, d.hero(1))).toThrow(`id ${d.hero(1)} is not one`);
    expect(() => d.play(owl, ward)).toThrow(
      `play: Ironbeak Owl (id ${owl}) cannot target Aim Ward (id ${ward}): it has Stealth`,
    );
    expect(() => d.play(plain, yeti)).toThrow("play: Duel Filler is a minion and takes no target");
    expect(snapshot(d)).toEqual(before);
  });

  test("the legal actions list the Owl once per minion it may pick, and the log in words names the target", () => {
    const d = duelWith(CARDS);
    const [[mine], [, yeti]] = boardOf(d, [C.brute.name], [WARD.name, C.yeti.name]);
    const owl = d.addToHand(OWL, 0);
    const plays = d.legalActions().filter((a) => a.type === "playCard" && a.handId === owl);
    expect(plays).toEqual([
      { type: "playCard", handId: owl, target: mine },
      { type: "playCard", handId: owl, target: yeti },
    ]);
    d.clearLog();
    d.play(owl, yeti);
    expect(explainLine(d.journal(), 3, gameNames(d as never))).toMatch(
      /^Duel Yeti #\d+ was Silenced by Ironbeak Owl #\d+'s Battlecry$/,
    );
  });
});
