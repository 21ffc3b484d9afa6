/**
 * The damage redirect against mortally wounded minions and Divine Shield (docs/rules.md §3.5, "The redirect
 * comes first"), each a rule stated with minions built here:
 * - a redirect minion that is mortally wounded (0 or less Health) but still in play keeps taking its hero's
 *   damage, and the hero takes none: the game itself showed it (HearthSim hs-bugs #840, 2017: the damage went
 *   on into Bolf Ramshield after "he has <= 0 health"), and HearthSim's simulator SabberStone does the same
 *   (its redirect, a Predamage trigger, checks no Health). Rule 5 of the Advanced rulebook ("'negative'
 *   (damaging/destroying/hindering/misdirecting) triggers ignore mortally wounded characters") is about
 *   triggers that pick a character (Misdirection and Ogre Brute "can't redirect an attack onto one"); a
 *   "takes it instead" minion picks nobody. One marked for destroy takes it too;
 * - the redirect comes before Divine Shield: the minion that takes the hero's damage loses its Divine Shield
 *   to it and takes none (Blizzard's game mechanics update quoted in HearthSim hs-bugs #918: "Re-directed
 *   damage is applied before modifiers (e.g. Cursed Blade) and will only damage the final target once").
 */
import { describe, expect, test } from "vitest";
import type { CardDef, Clause } from "../../../src/engine/cards";
import { game, tree } from "./builder";
import { minion } from "./defs";

const REDIRECT: Clause = { type: "aura", aura: "damageRedirect", from: "friendlyHero" };
const spell = (name: string, text: Clause[]): CardDef => ({
  name,
  type: "spell",
  cost: 0,
  text,
  split: 0,
  game: "course",
});
const hitOwnHero = (amount: number): Clause => ({
  type: "effect",
  effect: "dealDamage",
  target: "friendlyHero",
  amount,
});

/** Whenever your hero takes damage, this minion takes it instead; 2 Health. */
const FRAIL = minion("Redirect Frail", 2, [REDIRECT]);
/** Whenever your hero takes damage, this minion takes it instead; 5 Health. */
const STOUT = minion("Redirect Stout", 5, [REDIRECT]);
/** Divine Shield. Whenever your hero takes damage, this minion takes it instead; 3 Health. */
const SHINING = minion("Redirect Shining", 3, [{ type: "keyword", keyword: "divineShield" }, REDIRECT]);
/** Deal 2 damage to your hero. Deal 3 damage to your hero. */
const TWO_HITS = spell("Redirect Two Hits", [hitOwnHero(2), hitOwnHero(3)]);
/** Destroy all friendly minions. Deal 3 damage to your hero. */
const DOOM_THEN_HIT = spell("Redirect Doom Then Hit", [
  { type: "effect", effect: "destroy", target: "allFriendlyMinions" },
  hitOwnHero(3),
]);

function redirectGame() {
  const g = game();
  g.registerCards([FRAIL, STOUT, SHINING, TWO_HITS, DOOM_THEN_HIT]);
  return g;
}

describe("a mortally wounded redirect minion still takes its hero's damage until it leaves play (hs-bugs #840)", () => {
  test("a redirect minion at 0 Health takes the next hit too; the hero takes none", () => {
    const g = redirectGame();
    const frail = g.summon(FRAIL.name);
    g.clearLog();
    g.cast(TWO_HITS.name);
    expect(g.logTree()).toBe(
      tree(
        'SpellCast{card: "Redirect Two Hits"}',
        `Damaged{target: ${frail}, amount: 2}`,
        `Damaged{target: ${frail}, amount: 3}`,
        `Destroyed{id: ${frail}}`,
        "DeathPhase{round: 1}",
      ),
    );
    expect([g.health(g.hero(0)), g.health(frail)]).toEqual([30, -3]);
  });

  test("the oldest redirect minion keeps taking it while mortally wounded; the next one takes none", () => {
    const g = redirectGame();
    const frail = g.summon(FRAIL.name);
    const stout = g.summon(STOUT.name);
    g.clearLog();
    g.cast(TWO_HITS.name);
    expect(g.logTree()).toBe(
      tree(
        'SpellCast{card: "Redirect Two Hits"}',
        `Damaged{target: ${frail}, amount: 2}`,
        `Damaged{target: ${frail}, amount: 3}`,
        `Destroyed{id: ${frail}}`,
        "DeathPhase{round: 1}",
      ),
    );
    expect([g.health(g.hero(0)), g.health(stout)]).toEqual([30, 5]);
  });

  test("once the mortally wounded one has left play, the next redirect minion takes the hero's damage", () => {
    const g = redirectGame();
    const frail = g.summon(FRAIL.name);
    const stout = g.summon(STOUT.name);
    g.cast(TWO_HITS.name);
    g.clearLog();
    g.dealDamage(g.hero(0), 1);
    expect(g.logTree()).toBe(tree(`Damaged{target: ${stout}, amount: 1}`));
    expect([g.zoneOf(frail), g.health(g.hero(0)), g.health(stout)]).toEqual(["graveyard", 30, 4]);
  });

  test("a redirect minion marked for destroy but above 0 Health still takes it", () => {
    const g = redirectGame();
    const stout = g.summon(STOUT.name);
    g.clearLog();
    g.cast(DOOM_THEN_HIT.name);
    expect(g.logTree()).toBe(
      tree(
        'SpellCast{card: "Redirect Doom Then Hit"}',
        `Damaged{target: ${stout}, amount: 3}`,
        `Destroyed{id: ${stout}}`,
        "DeathPhase{round: 1}",
      ),
    );
    expect(g.health(g.hero(0))).toBe(30);
  });
});

describe("the redirect comes before Divine Shield (hs-bugs #918: redirected damage is applied before modifiers)", () => {
  test("the redirect minion's Divine Shield takes the whole of its hero's damage; the next hit is damage", () => {
    const g = redirectGame();
    const shining = g.summon(SHINING.name);
    g.clearLog();
    g.dealDamage(g.hero(0), 5);
    expect(g.logTree()).toBe(tree(`DivineShieldLost{id: ${shining}}`));
    expect([g.health(g.hero(0)), g.health(shining)]).toEqual([30, 3]);
    g.clearLog();
    g.dealDamage(g.hero(0), 2);
    expect(g.logTree()).toBe(tree(`Damaged{target: ${shining}, amount: 2}`));
    expect([g.health(g.hero(0)), g.health(shining)]).toEqual([30, 1]);
  });
});
