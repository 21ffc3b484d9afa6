/**
 * Silence (docs/rules.md §3.10; Hearthstone Wiki, Silence): it "removes a minion's card text and eliminates
 * any other effects present on the card": its keywords, triggers, Deathrattle and auras, its buffs and
 * Frozen ("Silence will remove other spell effects … including freeze"). Its damage stays: "When a minion is
 * silenced it returns to its original health if its current health is above its original health; however,
 * if its current health is below its original health, its health will not change." The cards are built
 * here, not read from cards/.
 */
import { describe, expect, test } from "vitest";
import type { CardDef } from "../../../src/engine/cards";
import { renderCardText } from "../../../src/engine/cards";
import { explainLine } from "../../../src/play/explain";
import { gameNames } from "../../../src/play/names";
import { whyText } from "../../../src/play/why";
import {
  boardOf,
  DUEL_CARDS as C,
  castFromHand as cast,
  damage,
  duelWith,
  keyword,
  rewrittenMinions,
  testSpell as spell,
  testMinion,
  tree,
} from "./builder";

const {
  grow: GROW,
  ward: WARD,
  rattle: RATTLE,
  tattler: TATTLER,
  bard: BARD,
  shouter: SHOUTER,
} = rewrittenMinions("Hush");
/** Silence a minion. */
const HUSH = spell("Test Hush", [{ type: "effect", effect: "silence", target: "chosen" }]);
/** Silence all enemy minions (a Mass Dispel without its draw). */
const HUSH_ALL = spell("Test Hush All", [{ type: "effect", effect: "silence", target: "allEnemyMinions" }]);
/** Whenever this minion takes damage, deal 1 damage to the enemy hero. */
const ECHO = testMinion("Hush Echo", 1, 6, [{ type: "trigger", trigger: "damaged" }, damage("enemyHero", 1)]);
/** Whenever another minion takes damage, Silence all other minions. */
const HUSHER = testMinion("Hush Warden", 1, 6, [
  { type: "trigger", trigger: "damaged", scope: "otherMinion" },
  { type: "effect", effect: "silence", target: "allOtherMinions" },
]);
const CHARGER = testMinion("Hush Charger", 3, 3, [keyword("charge")]);

const CARDS: CardDef[] = [HUSH, HUSH_ALL, GROW, WARD, RATTLE, ECHO, HUSHER, TATTLER, BARD, SHOUTER, CHARGER];

const hushDuel = () => duelWith(CARDS);

describe("Silence", () => {
  test("the card text reads 'Silence a minion.' and 'Silence all enemy minions.'", () => {
    expect(renderCardText(HUSH, () => undefined)).toBe("Silence a minion.");
    expect(renderCardText(HUSH_ALL, () => undefined)).toBe("Silence all enemy minions.");
  });

  test("it takes away Taunt, Divine Shield, Stealth, Reborn and Frozen: logged Silenced, nothing else", () => {
    const d = hushDuel();
    const [[yeti], [ward]] = boardOf(d, [C.yeti.name], [WARD.name]);
    const [foe] = [ward];
    d.clearLog();
    cast(d, HUSH_ALL);
    expect(d.logTree()).toBe(tree(`SpellCast{card: "Test Hush All"}`, `Silenced{id: ${foe}}`));
    // No Taunt: the hero behind it may be attacked; no Divine Shield: the hit lands; no Reborn: it stays dead.
    expect(d.attackTargets(yeti)).toEqual([d.hero(1), ward]);
    d.clearLog();
    d.attack(yeti, ward);
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${yeti}, defender: ${ward}}`,
        `Damaged{target: ${ward}, amount: 4}`,
        `Damaged{target: ${yeti}, amount: 2}`,
        `Destroyed{id: ${ward}}`,
        `DeathPhase{round: 1}`,
      ),
    );
    expect(d.board(1)).toEqual([]);
  });

  test("it thaws a Frozen minion", () => {
    const d = hushDuel();
    d.registerCards([
      {
        ...C.hellfire,
        name: "Test Frost",
        cost: 0,
        text: [{ type: "effect", effect: "freeze", target: "chosen" }],
      },
    ]);
    const [[yeti]] = boardOf(d, [C.yeti.name]);
    d.play(d.addToHand("Test Frost", 0), yeti);
    expect(d.frozen(yeti)).toBe(true);
    cast(d, HUSH, yeti);
    expect([d.frozen(yeti), d.canAttack(yeti)]).toEqual([false, true]);
  });

  test("a damaged minion keeps its damage: a 4/5 at 2 Health is a 4/5 at 2 Health, and nothing but Silenced is logged", () => {
    const d = hushDuel();
    const [[yeti]] = boardOf(d, [C.yeti.name]);
    d.dealDamage(yeti, 3);
    d.clearLog();
    cast(d, HUSH, yeti);
    expect(d.logTree()).toBe(tree(`SpellCast{card: "Test Hush"}`, `Silenced{id: ${yeti}}`));
    expect([d.attack(yeti), d.health(yeti)]).toEqual([4, 2]);
  });

  test("a buff goes: Health above the card's maximum comes down to it, Health below stays (StatsChanged)", () => {
    const d = hushDuel();
    const [[a, b]] = boardOf(d, [C.yeti.name, C.yeti.name]);
    cast(d, GROW, a);
    cast(d, GROW, b);
    d.dealDamage(a, 1); // 6/7 at 6 Health: above the card's 5
    d.dealDamage(b, 4); // 6/7 at 3 Health: below it
    d.clearLog();
    cast(d, HUSH, a);
    cast(d, HUSH, b);
    expect(d.logTree()).toBe(
      tree(
        `SpellCast{card: "Test Hush"}`,
        `Silenced{id: ${a}}`,
        `StatsChanged{id: ${a}, attack: 4, health: 5}`,
        `SpellCast{card: "Test Hush"}`,
        `Silenced{id: ${b}}`,
        `StatsChanged{id: ${b}, attack: 4, health: 3}`,
      ),
    );
    // Its maximum is the card's again: a heal restores it to 5, not 7.
    d.registerCards([spell("Test Mend", [{ type: "effect", effect: "heal", target: "chosen", amount: 9 }])]);
    d.play(d.addToHand("Test Mend", 0), b);
    expect(d.health(b)).toBe(5);
    // A buff after the Silence stays.
    cast(d, GROW, a);
    expect([d.attack(a), d.health(a)]).toEqual([6, 7]);
  });

  test("its Deathrattle and its triggers are gone; a trigger Queued before the Silence does not run", () => {
    const d = hushDuel();
    const [[rattle, echo]] = boardOf(d, [RATTLE.name, ECHO.name]);
    cast(d, HUSH, rattle);
    cast(d, HUSH, echo);
    const h1 = d.hero(1);
    d.clearLog();
    d.dealDamage(echo, 1);
    d.destroy(rattle);
    expect(d.logTree()).toBe(
      tree(`Damaged{target: ${echo}, amount: 1}`, `Destroyed{id: ${rattle}}`, `DeathPhase{round: 1}`),
    );
    expect(d.health(h1)).toBe(30);
    // One Damaged, two answers queued in order of play: the older Silences the younger, which then does not run.
    const e = hushDuel();
    const [[warden, tattler, yeti]] = boardOf(e, [HUSHER.name, TATTLER.name, C.yeti.name]);
    e.clearLog();
    e.dealDamage(yeti, 1);
    expect(e.logTree()).toBe(
      tree(
        `Damaged{target: ${yeti}, amount: 1}`,
        `Triggered{source: ${warden}, trigger: "damaged"}`,
        `  Silenced{id: ${tattler}}`,
        `  Silenced{id: ${yeti}}`,
      ),
    );
    expect(e.health(e.hero(1))).toBe(30);
  });

  test("an aura it gives is gone from the next Aura Update: a Silenced Battlecry doubler doubles nothing", () => {
    const d = hushDuel();
    const [[bard]] = boardOf(d, [BARD.name]);
    const h1 = d.hero(1);
    const shouter = d.addToHand(SHOUTER.name, 0);
    const hush = d.addToHand(HUSH.name, 0); // (a setup action runs an Aura Update: both are in hand first)
    d.play(hush, bard);
    d.clearLog();
    d.play(shouter);
    expect(d.logTree()).toBe(
      tree(
        `ManaSpent{player: 0, amount: 1}`,
        `Summoned{id: ${shouter}}`,
        `Triggered{source: ${shouter}, trigger: "battlecry"}`,
        `  Damaged{target: ${h1}, amount: 1}`,
      ),
    );
  });

  test("a Silenced Charge minion played this turn cannot attack: it is summoning sick again", () => {
    const d = hushDuel();
    const charger = d.addToHand(CHARGER.name, 0);
    d.endTurn();
    d.endTurn();
    d.endTurn();
    d.endTurn();
    d.play(charger);
    expect(d.canAttack(charger)).toBe(true);
    cast(d, HUSH, charger);
    expect(d.canAttack(charger)).toBe(false);
  });

  test("heroes are skipped: an area Silence of all characters logs its minions only", () => {
    const d = hushDuel();
    d.registerCards([
      spell("Test Hush Everyone", [{ type: "effect", effect: "silence", target: "allCharacters" }]),
    ]);
    const [[yeti], [brute]] = boardOf(d, [C.yeti.name], [C.brute.name]);
    d.clearLog();
    d.play(d.addToHand("Test Hush Everyone", 0));
    expect(d.logTree()).toBe(
      tree(`SpellCast{card: "Test Hush Everyone"}`, `Silenced{id: ${yeti}}`, `Silenced{id: ${brute}}`),
    );
  });

  test("a card that Silences a hero only is refused, naming the card and the field", () => {
    const d = hushDuel();
    const bad = spell("Test Hush Hero", [{ type: "effect", effect: "silence", target: "enemyHero" }]);
    expect(() => d.registerCards([bad])).toThrow(
      /Test Hush Hero.*text\[0\]\.target: a Silence acts on minions only \(heroes are skipped\), and "enemyHero" names a hero, so it would never hit/,
    );
    const badMinion = testMinion("Test Hush Own Hero", 1, 1, [
      { type: "trigger", trigger: "battlecry" },
      { type: "effect", effect: "silence", target: "friendlyHero" },
    ]);
    expect(() => d.registerCards([badMinion])).toThrow(
      /Test Hush Own Hero.*text\[1\]\.target: a Silence acts on minions only/,
    );
  });

  test("a Silence at any character (a hero or a minion) is refused: a hero could be picked for nothing", () => {
    const d = hushDuel();
    const bad = testMinion("Test Hush Any", 1, 1, [
      { type: "trigger", trigger: "battlecry" },
      { type: "effect", effect: "silence", target: "chosenCharacter" },
    ]);
    const before = JSON.stringify(d.state);
    expect(() => d.registerCards([bad])).toThrow(
      /Test Hush Any.*text\[1\]\.target: a Silence acts on minions only, and "chosenCharacter" would let a hero be picked for nothing; use "chosen" \(a minion\)$/,
    );
    expect(JSON.stringify(d.state)).toBe(before);
  });

  test("the log in words, and why: the Silence names its spell, and the chain ends at the player's play", () => {
    const d = hushDuel();
    const [[yeti]] = boardOf(d, [C.yeti.name]);
    d.clearLog();
    cast(d, HUSH, yeti);
    const names = gameNames(d as never);
    expect(explainLine(d.journal(), 1, names)).toMatch(/^Duel Yeti #\d+ was Silenced by Test Hush$/);
    expect(whyText(d.journal(), 1, names)).toMatch(/because 1: Test Hush was cast\n {2}because the player/);
  });
});
