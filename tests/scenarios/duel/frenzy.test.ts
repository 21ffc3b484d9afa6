/**
 * Frenzy (docs/rules.md §3.10): "Minions with the new Frenzy keyword will trigger a powerful effect the first
 * time they survive damage. It can be any damage, both from minions and spells, either from you or the
 * opponent" (Blizzard's reveal of Forged in the Barrens, as ginx.tv reported it). A `frenzy` trigger answers
 * its own minion's `Damaged` when, as its turn in the Queue comes, the minion is still in play above 0
 * Health and not marked for destroy; once per minion. Damage a Divine Shield or Immune prevents is no
 * damage. The cards are built here, not read from cards/.
 */
import { describe, expect, test } from "vitest";
import type { Clause } from "../../../src/engine/cards";
import { renderCardText } from "../../../src/engine/cards";
import { explainLine } from "../../../src/play/explain";
import { why, whyText } from "../../../src/play/why";
import { newGame } from "../../fixtures/cards";
import { boardOf, DUEL_CARDS as C, damage, duelWith, testMinion, tree } from "./builder";

const FRENZY: Clause = { type: "trigger", trigger: "frenzy" };
/** Frenzy: deal 1 damage to the enemy hero. A 2/4. */
const BOAR = testMinion("Quill Boar", 2, 4, [FRENZY, damage("enemyHero", 1)]);
/** Divine Shield. Frenzy: deal 1 damage to the enemy hero. A 2/4. */
const GUARD = testMinion("Quill Guard", 2, 4, [
  { type: "keyword", keyword: "divineShield" },
  FRENZY,
  damage("enemyHero", 1),
]);

/** Frenzy: summon a Duel Filler. A 2/4. */
const CALLER = testMinion("Quill Caller", 2, 4, [
  FRENZY,
  { type: "effect", effect: "summon", card: C.filler.name, count: 1 },
]);

const quillDuel = () => duelWith([BOAR, GUARD, CALLER]);

describe("Frenzy", () => {
  test("the card text prints 'Frenzy:' before its effect", () => {
    expect(renderCardText(BOAR, () => undefined)).toBe("Frenzy: Deal 1 damage to the enemy hero.");
  });

  test("the first damage it survives sets it off, once: the second does not", () => {
    const d = quillDuel();
    const [[boar]] = boardOf(d, [BOAR.name]);
    const h1 = d.hero(1);
    d.clearLog();
    d.dealDamage(boar, 1);
    d.dealDamage(boar, 1);
    expect(d.logTree()).toBe(
      tree(
        `Damaged{target: ${boar}, amount: 1}`,
        `Triggered{source: ${boar}, trigger: "frenzy"}`,
        `  Damaged{target: ${h1}, amount: 1}`,
        `Damaged{target: ${boar}, amount: 1}`,
      ),
    );
    expect([d.health(boar), d.health(h1)]).toEqual([2, 29]);
    const names = {
      entity: (id: number) => `#${id}`,
      player: (p: number) => `player ${p}`,
      whose: (p: number) => `player ${p}'s`,
    };
    expect(explainLine(d.journal(), 1, names)).toBe(`#${boar}'s Frenzy triggered`);
  });

  test("damage that kills it, or Poisonous damage, is not survived: nothing triggers, and the Frenzy is not spent", () => {
    const d = quillDuel();
    const [[boar, viper], [brute]] = boardOf(d, [BOAR.name, C.viper.name], [BOAR.name]);
    d.clearLog();
    d.dealDamage(boar, 4);
    d.attack(viper, brute);
    expect(d.logTree()).toBe(
      tree(
        `Damaged{target: ${boar}, amount: 4}`,
        `Destroyed{id: ${boar}}`,
        `DeathPhase{round: 1}`,
        `Attacked{attacker: ${viper}, defender: ${brute}}`,
        `Damaged{target: ${brute}, amount: 1}`,
        `Damaged{target: ${viper}, amount: 2}`,
        `Destroyed{id: ${viper}}`,
        `Destroyed{id: ${brute}}`,
        `DeathPhase{round: 1}`,
      ),
    );
    expect(d.health(d.hero(1))).toBe(30);
  });

  test("in combat it answers after both Damage events, as any damage trigger; it survives a strike back", () => {
    const d = quillDuel();
    const [[boar], [brute]] = boardOf(d, [BOAR.name], [C.brute.name]);
    const h1 = d.hero(1);
    d.clearLog();
    d.attack(boar, brute);
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${boar}, defender: ${brute}}`,
        `Damaged{target: ${brute}, amount: 2}`,
        `Damaged{target: ${boar}, amount: 3}`,
        `Triggered{source: ${boar}, trigger: "frenzy"}`,
        `  Damaged{target: ${h1}, amount: 1}`,
      ),
    );
  });

  test("a Divine Shield's hit is no damage: the Frenzy waits for the first damage that lands", () => {
    const d = quillDuel();
    const [[guard]] = boardOf(d, [GUARD.name]);
    const h1 = d.hero(1);
    d.clearLog();
    d.dealDamage(guard, 2);
    d.dealDamage(guard, 2);
    expect(d.logTree()).toBe(
      tree(
        `DivineShieldLost{id: ${guard}}`,
        `Damaged{target: ${guard}, amount: 2}`,
        `Triggered{source: ${guard}, trigger: "frenzy"}`,
        `  Damaged{target: ${h1}, amount: 1}`,
      ),
    );
  });

  test("a frenzy trigger takes scope self only: another is refused, naming the card and the field", () => {
    const g = newGame();
    const wide = testMinion("Quill Herd", 1, 1, [
      { type: "trigger", trigger: "frenzy", scope: "otherMinion" },
      damage("enemyHero", 1),
    ]);
    expect(() => g.registerCards([wide])).toThrow(
      `registerCards[0] (card "Quill Herd"): text[0].scope: a frenzy trigger takes scope self, not otherMinion`,
    );
  });
});

describe("a Frenzy's summon onto a full board (docs/rules.md §3.3, §3.11)", () => {
  const names = {
    entity: (id: number) => `#${id}`,
    player: (p: number) => `player ${p}`,
    whose: (p: number) => `player ${p}'s`,
  };

  test("summons nothing and logs no event, but the journal keeps a NotSummoned under its Triggered, caused by the Frenzy", () => {
    const d = quillDuel();
    const f = C.filler.name;
    const [[caller]] = boardOf(d, [CALLER.name, f, f, f, f, f, f]);
    const before = d.board(0);
    d.clearLog();
    d.dealDamage(caller, 1);
    expect(d.logTree()).toBe(
      tree(`Damaged{target: ${caller}, amount: 1}`, `Triggered{source: ${caller}, trigger: "frenzy"}`),
    );
    expect(d.board(0)).toEqual(before);
    const j = d.journal();
    expect(j.records[2]).toEqual({ type: "NotSummoned", card: f, player: 0, limit: 7 });
    expect(j.depths[2]).toBe(1);
    expect(j.causes[2]).toMatchObject({ kind: "effect", source: caller, trigger: "frenzy", line: 1 });
    expect(explainLine(j, 2, names)).toBe(
      `No Duel Filler was summoned by #${caller}'s Frenzy: player 0's board was full (7 minions)`,
    );
    expect(why(j, 2).chain).toEqual([2, 1, 0]);
    expect(whyText(j, 2, names)).toBe(
      [
        `why 3: No Duel Filler was summoned by #${caller}'s Frenzy: player 0's board was full (7 minions)`,
        `  because 2: #${caller}'s Frenzy triggered`,
        `  because 1: #${caller} took 1 damage from the player`,
        "  because the player dealt damage (dealDamage)",
        "",
      ].join("\n"),
    );
  });

  test("with room on the board it summons, and no NotSummoned is kept", () => {
    const d = quillDuel();
    const [[caller]] = boardOf(d, [CALLER.name]);
    d.clearLog();
    d.dealDamage(caller, 1);
    expect(d.journal().records.some((r) => r.type === "NotSummoned")).toBe(false);
    expect(d.board(0)).toHaveLength(2);
  });
});
