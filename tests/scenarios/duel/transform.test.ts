/**
 * Transform (docs/rules.md §3.10; Hearthstone Wiki, Transform): it "irreversibly transforms a minion into
 * something else. This removes all card text, abilities and enchantments, and does not trigger any
 * Deathrattles"; the new minion is not summoned ("they do not summon minions and so will not trigger effects
 * such as Knife Juggler"), and "the process appears to continue the summoning process precisely, with the new
 * minion in place of the old". The test cards are built here; Polymorph and its Sheep are read from cards/.
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
  LIBRARY,
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
} = rewrittenMinions("Morph");
const into = (card: string, target: "chosen" | "allEnemyMinions" | "allOtherMinions" | "allCharacters") =>
  ({ type: "effect", effect: "transform", target, card }) as const;
/** Transform a minion into a 1/1 Sheep (a Polymorph at 0 mana). */
const MORPH = spell("Test Morph", [into("Sheep", "chosen")]);
/** Transform all enemy minions into 1/1 Sheep. */
const MORPH_ALL = spell("Test Morph All", [into("Sheep", "allEnemyMinions")]);
/** Whenever another minion takes damage, transform all other minions into Sheep. */
const SHEPHERD = testMinion("Morph Shepherd", 1, 6, [
  { type: "trigger", trigger: "damaged", scope: "otherMinion" },
  into("Sheep", "allOtherMinions"),
]);
/** Transform a minion into a Battlecry doubler. */
const BARDIFY = spell("Test Bardify", [into(BARD.name, "chosen")]);
/** Transform a minion into a 2/2 Divine Shield minion. */
const SHIELDIFY = spell("Test Shieldify", [into(C.shield.name, "chosen")]);

const CARDS: CardDef[] = [
  MORPH,
  MORPH_ALL,
  GROW,
  WARD,
  RATTLE,
  SHEPHERD,
  TATTLER,
  BARD,
  SHOUTER,
  BARDIFY,
  SHIELDIFY,
];

const morphDuel = () => duelWith(CARDS);

describe("Transform", () => {
  test("Polymorph reads 'Transform a minion into a 1/1 Sheep.', costs 4, and its Sheep is a 1/1 minion", () => {
    const lookup = (name: string) => LIBRARY.find((c) => c.name === name);
    const poly = lookup("Polymorph")!;
    expect([poly.type, poly.cost, renderCardText(poly, lookup)]).toEqual([
      "spell",
      4,
      "Transform a minion into a 1/1 Sheep.",
    ]);
    expect(lookup("Sheep")).toMatchObject({ type: "minion", attack: 1, health: 1, text: [] });
  });

  test("Polymorph: the minion becomes a 1/1 Sheep where it stood, same id and order of play; damage and buffs gone", () => {
    const d = morphDuel();
    const [, [left, yeti, right]] = boardOf(d, [], [C.brute.name, C.yeti.name, C.brute.name]);
    while (d.maxMana(0) < 4) {
      d.endTurn();
      d.endTurn();
    }
    cast(d, GROW, yeti);
    d.dealDamage(yeti, 3); // a 6/7 at 4 Health
    const order = d.orderOfPlay(yeti);
    d.clearLog();
    d.play(d.addToHand("Polymorph", 0), yeti);
    expect(d.logTree()).toBe(
      tree(
        `ManaSpent{player: 0, amount: 4}`,
        `SpellCast{card: "Polymorph"}`,
        `Transformed{id: ${yeti}, from: "Duel Yeti", to: "Sheep"}`,
      ),
    );
    expect(d.board(1)).toEqual([left, yeti, right]);
    expect([d.nameOf(yeti), d.attack(yeti), d.health(yeti), d.orderOfPlay(yeti)]).toEqual([
      "Sheep",
      1,
      1,
      order,
    ]);
  });

  test("it is not summoned and does not die: no summon trigger, no Destroyed, no Deathrattle", () => {
    const d = morphDuel();
    const [[juggler, rattle]] = boardOf(d, [C.juggler.name, RATTLE.name]);
    d.clearLog();
    cast(d, MORPH, rattle);
    expect(d.logTree()).toBe(
      tree(`SpellCast{card: "Test Morph"}`, `Transformed{id: ${rattle}, from: "Morph Rattle", to: "Sheep"}`),
    );
    expect([d.health(d.hero(1)), d.board(0)]).toEqual([30, [juggler, rattle]]);
    // The Sheep dies as a Sheep: no Deathrattle then either.
    d.clearLog();
    d.dealDamage(rattle, 1);
    expect(d.logTree()).toBe(
      tree(`Damaged{target: ${rattle}, amount: 1}`, `Destroyed{id: ${rattle}}`, `DeathPhase{round: 1}`),
    );
    expect(d.health(d.hero(1))).toBe(30);
  });

  test("it takes away Taunt, Divine Shield, Stealth, Reborn and Frozen, and gets the new card's keywords", () => {
    const d = morphDuel();
    d.registerCards([spell("Test Frost", [{ type: "effect", effect: "freeze", target: "chosen" }])]);
    const [[yeti, mine], [ward]] = boardOf(d, [C.yeti.name, C.yeti.name], [WARD.name]);
    cast(d, MORPH_ALL);
    expect(d.attackTargets(yeti)).toEqual([d.hero(1), ward]);
    d.attack(yeti, ward); // no Divine Shield: the Sheep dies; no Reborn: it stays dead
    expect(d.board(1)).toEqual([]);
    cast(d, { ...MORPH, name: "Test Frost" }, mine);
    expect(d.frozen(mine)).toBe(true);
    d.dealDamage(mine, 4); // a 4/5 at 1 Health becomes a 2/2 at 2: the damage goes with the old minion
    d.clearLog();
    cast(d, SHIELDIFY, mine);
    expect(d.logTree()).toBe(
      tree(
        `SpellCast{card: "Test Shieldify"}`,
        `Transformed{id: ${mine}, from: "Duel Yeti", to: "Duel Shield"}`,
      ),
    );
    expect([d.attack(mine), d.health(mine), d.frozen(mine), d.canAttack(mine)]).toEqual([2, 2, false, true]);
    d.clearLog();
    d.dealDamage(mine, 5);
    expect(d.logTree()).toBe(tree(`DivineShieldLost{id: ${mine}}`));
  });

  test("it can attack exactly when the old minion could: sick if played this turn, spent if it attacked", () => {
    const d = morphDuel();
    const [[awake, attacked]] = boardOf(d, [C.yeti.name, C.yeti.name]);
    const fresh = d.summon(C.yeti.name, 0);
    d.attack(attacked, d.hero(1));
    cast(d, MORPH, awake);
    cast(d, MORPH, fresh);
    cast(d, MORPH, attacked);
    expect([d.canAttack(awake), d.canAttack(fresh), d.canAttack(attacked)]).toEqual([true, false, false]);
    d.endTurn();
    d.endTurn();
    expect([d.canAttack(awake), d.canAttack(fresh), d.canAttack(attacked)]).toEqual([true, true, true]);
  });

  test("a trigger of the old card Queued before the Transform does not run", () => {
    const d = morphDuel();
    const [[shepherd, tattler, yeti]] = boardOf(d, [SHEPHERD.name, TATTLER.name, C.yeti.name]);
    d.clearLog();
    d.dealDamage(yeti, 1);
    expect(d.logTree()).toBe(
      tree(
        `Damaged{target: ${yeti}, amount: 1}`,
        `Triggered{source: ${shepherd}, trigger: "damaged"}`,
        `  Transformed{id: ${tattler}, from: "Morph Tattler", to: "Sheep"}`,
        `  Transformed{id: ${yeti}, from: "Duel Yeti", to: "Sheep"}`,
      ),
    );
    expect([d.health(d.hero(1)), d.health(yeti)]).toEqual([30, 1]);
  });

  test("auras update: a transformed doubler doubles no later Battlecry; a minion transformed into one does", () => {
    const d = morphDuel();
    const [[bard, yeti]] = boardOf(d, [BARD.name, C.yeti.name]);
    const h1 = d.hero(1);
    // Every card in hand first: a setup action runs an Aura Update of its own.
    const [morph, first, bardify, shouter] = [MORPH, SHOUTER, BARDIFY, SHOUTER].map((c) =>
      d.addToHand(c.name, 0),
    );
    d.play(morph, bard);
    d.play(first);
    expect(d.health(h1)).toBe(29);
    d.play(bardify, yeti);
    d.clearLog();
    d.play(shouter);
    expect(d.logTree()).toBe(
      tree(
        `ManaSpent{player: 0, amount: 1}`,
        `Summoned{id: ${shouter}}`,
        `Triggered{source: ${shouter}, trigger: "battlecry"}`,
        `  Damaged{target: ${h1}, amount: 1}`,
        `Triggered{source: ${shouter}, trigger: "battlecry"}`,
        `  Damaged{target: ${h1}, amount: 1}`,
      ),
    );
  });

  test("heroes are skipped: a Transform of all characters logs its minions only", () => {
    const d = morphDuel();
    d.registerCards([spell("Test Morph Everyone", [into("Sheep", "allCharacters")])]);
    const [[yeti], [brute]] = boardOf(d, [C.yeti.name], [C.brute.name]);
    d.clearLog();
    d.play(d.addToHand("Test Morph Everyone", 0));
    expect(d.logTree()).toBe(
      tree(
        `SpellCast{card: "Test Morph Everyone"}`,
        `Transformed{id: ${yeti}, from: "Duel Yeti", to: "Sheep"}`,
        `Transformed{id: ${brute}, from: "Duel Brute", to: "Sheep"}`,
      ),
    );
    expect([d.health(d.hero(0)), d.health(d.hero(1))]).toEqual([30, 30]);
  });

  test("a card that transforms into an unknown card, a spell, or a hero only is refused, naming the card and the field", () => {
    const d = morphDuel();
    expect(() => d.registerCards([spell("Test Morph Nope", [into("Sheeep", "chosen")])])).toThrow(
      /Test Morph Nope.*text\[0\]\.card: transforms into unknown card "Sheeep" \(did you mean "Sheep"\?\)/,
    );
    expect(() => d.registerCards([spell("Test Morph Spell", [into("Polymorph", "chosen")])])).toThrow(
      /Test Morph Spell.*text\[0\]\.card: transforms into "Polymorph", a spell: a transform must name a minion/,
    );
    const hero = { type: "effect", effect: "transform", target: "enemyHero", card: "Sheep" } as const;
    expect(() => d.registerCards([spell("Test Morph Hero", [hero])])).toThrow(
      /Test Morph Hero.*text\[0\]\.target: a Transform acts on minions only \(heroes are skipped\), and "enemyHero" names a hero, so it would never hit/,
    );
  });

  test("the log in words, and why: the Transform names both cards and its spell; the chain ends at the play", () => {
    const d = morphDuel();
    const [[yeti]] = boardOf(d, [C.yeti.name]);
    d.clearLog();
    cast(d, MORPH, yeti);
    const names = gameNames(d as never);
    expect(explainLine(d.journal(), 1, names)).toBe(
      `Duel Yeti #${yeti} was Transformed into Sheep by Test Morph: a fresh minion in its place, not summoned`,
    );
    expect(whyText(d.journal(), 1, names)).toMatch(/because 1: Test Morph was cast\n {2}because the player/);
  });

  test("a minion doomed by this spell's damage and then Transformed is a fresh minion: its later death is caused by its own lethal damage", () => {
    const d = morphDuel();
    const HIT_MORPH_HIT = spell("Test Hit Morph Hit", [
      damage("chosen", 5),
      into("Sheep", "chosen"),
      damage("chosen", 1),
    ]);
    d.registerCards([HIT_MORPH_HIT]);
    const [[yeti]] = boardOf(d, [C.yeti.name]);
    d.clearLog();
    cast(d, HIT_MORPH_HIT, yeti);
    const j = d.journal();
    const destroyed = j.records.findIndex((r) => r.type === "Destroyed" && r.id === yeti);
    const hits = j.records.flatMap((r, i) => (r.type === "Damaged" && r.target === yeti ? [i] : []));
    expect(hits.length).toBe(2);
    // The 5 damage doomed the Duel Yeti; the Sheep in its place was killed by the 1 damage.
    expect(j.causes[destroyed]).toEqual({ kind: "lethal", line: hits[1] });
  });

  test("a minion played this turn Transformed into a Charge minion can attack at once (docs/rules.md §3.10)", () => {
    const d = morphDuel();
    const RUSHER = testMinion("Morph Rusher", 3, 1, [keyword("charge")]);
    d.registerCards([RUSHER, spell("Test Rushify", [into(RUSHER.name, "chosen")])]);
    const fresh = d.summon(C.yeti.name, 0);
    expect(d.canAttack(fresh)).toBe(false);
    d.play(d.addToHand("Test Rushify", 0), fresh);
    expect([d.nameOf(fresh), d.canAttack(fresh)]).toEqual(["Morph Rusher", true]);
  });
});
