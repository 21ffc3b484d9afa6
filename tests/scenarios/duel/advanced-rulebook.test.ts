/**
 * Subtle cases of the Advanced rulebook (and of the game where it is silent), each a rule stated with
 * minions built here: deaths are processed between the Phases of a play, so the After Summon Phase comes
 * after the Battlecry's dead have left and their Deathrattles resolved (HearthSim hs-bugs #1000); Divine
 * Shield and Lifesteal at the edges of damage (Hearthstone Wiki, Divine Shield, Lifesteal); a Deathrattle
 * summons into the room its own death made (Advanced rulebook: the Death Creation Step removes the dead
 * before the Death Phase).
 */
import { describe, expect, test } from "vitest";
import { boardOf, DUEL_CARDS as C, duel, testMinion, tree } from "./builder";

/** Battlecry: 1 damage to all other minions. */
const TREMOR = testMinion("Rule Tremor", 1, 5, [
  { type: "trigger", trigger: "battlecry" },
  { type: "effect", effect: "dealDamage", target: "allOtherMinions", amount: 1 },
]);
/** After you summon a minion, 1 damage to the enemy hero; 1 Health. */
const FRAIL_JUGGLER = testMinion("Rule Frail Juggler", 2, 1, C.juggler.text);
/** Deathrattle: gain 5 Armor. */
const HOARD = testMinion("Rule Hoard", 1, 1, [
  { type: "trigger", trigger: "deathrattle" },
  { type: "effect", effect: "gainArmor", amount: 5 },
]);
/** Deathrattle: summon two Duel Yetis. */
const SEED = testMinion("Rule Seed", 1, 1, [
  { type: "trigger", trigger: "deathrattle" },
  { type: "effect", effect: "summon", card: C.yeti.name, count: 2 },
]);
const POST = testMinion("Rule Post", 0, 3);
const RULE_CARDS = [TREMOR, FRAIL_JUGGLER, HOARD, SEED, POST];

function ruleDuel() {
  const d = duel();
  d.registerCards(RULE_CARDS);
  return d;
}

describe("playing a minion is a Sequence of Phases, deaths processed between them (Advanced rulebook; hs-bugs #1000)", () => {
  test("the Battlecry's dead leave and their Deathrattles resolve before the After Summon Phase; a dead juggler does not answer", () => {
    const d = ruleDuel();
    const [[juggler, frail, hoard]] = boardOf(d, [C.juggler.name, FRAIL_JUGGLER.name, HOARD.name]);
    const tremor = d.addToHand(TREMOR.name, 0);
    d.play(tremor);
    expect(d.logTree()).toBe(
      tree(
        "ManaSpent{player: 0, amount: 1}",
        `Summoned{id: ${tremor}}`,
        `Triggered{source: ${tremor}, trigger: "battlecry"}`,
        `  Damaged{target: ${juggler}, amount: 1}`,
        `  Damaged{target: ${frail}, amount: 1}`,
        `  Damaged{target: ${hoard}, amount: 1}`,
        `Destroyed{id: ${frail}}`,
        `Destroyed{id: ${hoard}}`,
        "DeathPhase{round: 1}",
        `Triggered{source: ${hoard}, trigger: "deathrattle"}`,
        "  ArmorGained{player: 0, amount: 5}",
        `Triggered{source: ${juggler}, trigger: "afterSummon"}`,
        `  Damaged{target: ${d.hero(1)}, amount: 1}`,
      ),
    );
    expect(d.health(d.hero(1))).toBe(29);
  });
});
