/**
 * Fatigue's damage against what stands between it and the hero (docs/rules.md §3.10, "Fatigue deals
 * damage"), each a rule stated with minions built here:
 * - a minion whose aura takes the hero's damage instead takes Fatigue's too: the hero keeps its Health and
 *   its Armor, and Fatigue that would have killed the hero kills the minion, while the next failed draw
 *   deals one more (Hearthstone Wiki, Fatigue: it deals damage to the hero; Advanced rulebook, Damage and
 *   Healing: the hero's damage is taken instead in the Predamage Phase of every Damage event; Wiki, Fatigue:
 *   "Fatigue never resets");
 * - Fatigue's damage is dealt by no character: the minion whose effect drew is not its dealer, so its
 *   Poisonous destroys nothing and its Lifesteal heals no one (Hearthstone shows Fatigue as a card of its
 *   own, "Out of cards! Take 1 damage."; HearthSim's simulator SabberStone, `Draw.cs` → `PreDrawPhase`:
 *   the hero deals it to itself).
 */
import { describe, expect, test } from "vitest";
import type { Clause } from "../../../src/engine/cards";
import { duel, testMinion, tree } from "./builder";

const REDIRECT: Clause = { type: "aura", aura: "damageRedirect", from: "friendlyHero" };
const DRAW_AT_START: Clause[] = [
  { type: "trigger", trigger: "startOfTurn" },
  { type: "effect", effect: "draw", count: 1 },
];

/** Whenever your hero takes damage, this minion takes it instead; at the start of your turn, gain 2 Armor. */
const BULWARK = testMinion("Fatigue Bulwark", 0, 5, [
  REDIRECT,
  { type: "trigger", trigger: "startOfTurn" },
  { type: "effect", effect: "gainArmor", amount: 2 },
]);
/** Whenever your hero takes damage, this minion takes it instead (as Bolf Ramshield, 9 Health). */
const GUARD = testMinion("Fatigue Guard", 3, 9, [REDIRECT]);
/** Whenever your hero takes damage, this minion takes it instead; 2 Health. */
const FRAIL_GUARD = testMinion("Fatigue Frail Guard", 0, 2, [REDIRECT]);
/** Poisonous. At the start of your turn, draw a card. */
const VIPER = testMinion("Fatigue Viper", 1, 3, [
  { type: "keyword", keyword: "poisonous" },
  ...DRAW_AT_START,
]);
/** Lifesteal. At the start of your turn, draw a card. */
const LEECH = testMinion("Fatigue Leech", 1, 3, [
  { type: "keyword", keyword: "lifesteal" },
  ...DRAW_AT_START,
]);

/** A duel of empty decks: player 0's first turn has drawn into Fatigue 1 (29 Health). */
function fatigueDuel() {
  const d = duel([[], []]);
  d.registerCards([BULWARK, GUARD, FRAIL_GUARD, VIPER, LEECH]);
  return d;
}

/** Player 1's turn and player 0's next Start of Turn, the log showing only the latter's lines from `TurnStarted` on. */
function nextStartOfTurn(d: ReturnType<typeof fatigueDuel>): string {
  d.endTurn();
  d.clearLog();
  d.endTurn();
  const lines = d.logTree().split("\n");
  return lines.slice(lines.findIndex((l) => l.startsWith("TurnStarted"))).join("\n");
}

describe("a minion that takes the hero's damage instead takes Fatigue's", () => {
  test("the minion takes it all: the hero keeps its Health and its Armor", () => {
    const d = fatigueDuel();
    const me = d.hero(0);
    const bulwark = d.summon(BULWARK.name, 0);
    expect(nextStartOfTurn(d)).toBe(
      tree(
        "TurnStarted{player: 0, turn: 3}",
        "ManaCrystalGained{player: 0, maxMana: 2}",
        "ManaRefilled{player: 0, mana: 2}",
        `Triggered{source: ${bulwark}, trigger: "startOfTurn"}`,
        "  ArmorGained{player: 0, amount: 2}",
        "Fatigue{player: 0}",
        `Damaged{target: ${bulwark}, amount: 2}`,
      ),
    );
    expect([d.health(me), d.armor(0), d.health(bulwark)]).toEqual([29, 2, 3]);
  });

  test("Fatigue that would kill the hero kills the minion, the game goes on, and the next failed draw deals one more", () => {
    const d = fatigueDuel();
    const me = d.hero(0);
    d.dealDamage(me, 28); // 1 Health left: Fatigue 2 would kill the hero
    const guard = d.summon(FRAIL_GUARD.name, 0);
    expect(nextStartOfTurn(d)).toBe(
      tree(
        "TurnStarted{player: 0, turn: 3}",
        "ManaCrystalGained{player: 0, maxMana: 2}",
        "ManaRefilled{player: 0, mana: 2}",
        "Fatigue{player: 0}",
        `Damaged{target: ${guard}, amount: 2}`,
        `Destroyed{id: ${guard}}`,
        "DeathPhase{round: 1}",
      ),
    );
    expect([d.health(me), d.zoneOf(guard), d.winner()]).toEqual([1, "graveyard", null]);
    expect(nextStartOfTurn(d)).toBe(
      tree(
        "TurnStarted{player: 0, turn: 5}",
        "ManaCrystalGained{player: 0, maxMana: 3}",
        "ManaRefilled{player: 0, mana: 3}",
        "Fatigue{player: 0}",
        `Damaged{target: ${me}, amount: 3}`,
        "GameOver{winner: 1}",
      ),
    );
  });
});

describe("Fatigue's damage is dealt by no character", () => {
  test("a Poisonous minion's draw into Fatigue destroys nothing: the minion taking it keeps its place", () => {
    const d = fatigueDuel();
    const guard = d.summon(GUARD.name, 0);
    const viper = d.summon(VIPER.name, 0);
    expect(nextStartOfTurn(d)).toBe(
      tree(
        "TurnStarted{player: 0, turn: 3}",
        "ManaCrystalGained{player: 0, maxMana: 2}",
        "ManaRefilled{player: 0, mana: 2}",
        `Triggered{source: ${viper}, trigger: "startOfTurn"}`,
        "  Fatigue{player: 0}",
        `  Damaged{target: ${guard}, amount: 2}`,
        "Fatigue{player: 0}",
        `Damaged{target: ${guard}, amount: 3}`,
      ),
    );
    expect([d.board(0), d.health(guard), d.health(d.hero(0))]).toEqual([[guard, viper], 4, 29]);
  });

  test("a Lifesteal minion's draw into Fatigue heals no one", () => {
    const d = fatigueDuel();
    const me = d.hero(0);
    const leech = d.summon(LEECH.name, 0);
    expect(nextStartOfTurn(d)).toBe(
      tree(
        "TurnStarted{player: 0, turn: 3}",
        "ManaCrystalGained{player: 0, maxMana: 2}",
        "ManaRefilled{player: 0, mana: 2}",
        `Triggered{source: ${leech}, trigger: "startOfTurn"}`,
        "  Fatigue{player: 0}",
        `  Damaged{target: ${me}, amount: 2}`,
        "Fatigue{player: 0}",
        `Damaged{target: ${me}, amount: 3}`,
      ),
    );
    expect(d.health(me)).toBe(24);
  });
});
