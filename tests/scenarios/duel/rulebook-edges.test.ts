/**
 * Edges of five rules the duel takes from Hearthstone (docs/rules.md §3.10), each checked against its
 * source: when a Frozen character thaws (Hearthstone Wiki, Freeze, notes as of Patch 22.4); an attack whose
 * defender dies in the Proposed Attack step (Advanced rulebook, Combat); a cancelled attack's weapon
 * (Advanced rulebook, Combat; HearthSim hs-bugs #16 and #1236); a hero healed back above 0 before
 * the Death Creation Step (Advanced rulebook: heroes die in the Death Creation Step); the tenth mana crystal.
 */
import { describe, expect, test } from "vitest";
import type { CardDef } from "../../../src/engine/cards";
import { boardOf, DUEL_CARDS as C, DUEL_CHILL, duel, nextOwnTurn, testMinion, tree } from "./builder";

/** Whenever it attacks, 3 damage to all enemy minions. */
const CLEAVER = testMinion("Duel Cleaver", 2, 5, [
  { type: "trigger", trigger: "attack" },
  { type: "effect", effect: "dealDamage", target: "allEnemyMinions", amount: 3 },
]);
/** Lifesteal; whenever it takes damage, 3 damage to the enemy hero (so its owner's hero heals 3). */
const VAMPIRE = testMinion("Duel Vampire", 1, 5, [
  { type: "keyword", keyword: "lifesteal" },
  { type: "trigger", trigger: "damaged" },
  { type: "effect", effect: "dealDamage", target: "enemyHero", amount: 3 },
]);
const POST = testMinion("Duel Post", 0, 3);
/** Whenever a friendly character attacks (its hero too), 3 damage to all enemy minions. */
const WARDEN = testMinion("Duel Warden", 0, 5, [
  { type: "trigger", trigger: "attack", scope: "friendly" },
  { type: "effect", effect: "dealDamage", target: "allEnemyMinions", amount: 3 },
]);
const EXTRA: CardDef[] = [DUEL_CHILL, CLEAVER, VAMPIRE, POST, WARDEN];

/** Freeze player 0's minions with Duel Chill (0 mana), end the turn, and say who thawed. */
function chillAndEndTurn(d: ReturnType<typeof duel>): number[] {
  d.play(d.addToHand(DUEL_CHILL.name, 0));
  d.clearLog();
  d.endTurn();
  return d.log().flatMap((e) => (e.type === "Thawed" ? [e.id] : []));
}

describe("Freeze: who thaws at the end of its owner's turn (Hearthstone Wiki, Freeze, as of Patch 22.4)", () => {
  test("a Windfury minion that attacked once thaws; one that used both attacks stays Frozen", () => {
    const d = duel();
    d.registerCards(EXTRA);
    const [[once, twice]] = boardOf(d, [C.twin.name, C.twin.name]);
    d.attack(once, d.hero(1));
    d.attack(twice, d.hero(1));
    d.attack(twice, d.hero(1));
    expect(chillAndEndTurn(d)).toEqual([once]);
    d.endTurn();
    expect([d.canAttack(once), d.canAttack(twice)]).toEqual([true, false]);
  });

  test("a Rush minion played this turn thaws only if an enemy minion is there to attack", () => {
    const d = duel();
    d.registerCards(EXTRA);
    nextOwnTurn(d); // turn 3: 2 mana
    const lone = d.addToHand(C.rusher.name, 0);
    d.play(lone);
    expect(chillAndEndTurn(d)).toEqual([]);
    d.summon(C.filler.name, 1);
    d.endTurn(); // player 0's turn 5
    const rusher = d.addToHand(C.rusher.name, 0);
    d.play(rusher);
    expect(chillAndEndTurn(d)).toEqual([lone, rusher]);
  });

  test("a minion summoned this turn stays Frozen through its next turn; a 0-Attack minion thaws", () => {
    const d = duel();
    d.registerCards(EXTRA);
    const [[post]] = boardOf(d, [POST.name]);
    const sick = d.summon(C.brute.name, 0);
    expect(chillAndEndTurn(d)).toEqual([post]);
    d.endTurn();
    expect(d.canAttack(sick)).toBe(false);
    expect(chillAndEndTurn(d)).toEqual([post, sick]);
  });
});

describe("an attack whose defender dies in the Proposed Attack step (Advanced rulebook, Combat)", () => {
  test("is cancelled: no combat damage, and the attacker has still used its attack", () => {
    const d = duel();
    d.registerCards(EXTRA);
    const [[cleaver], [brute]] = boardOf(d, [CLEAVER.name], [C.brute.name]);
    d.attack(cleaver, brute);
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${cleaver}, defender: ${brute}}`,
        `Triggered{source: ${cleaver}, trigger: "attack"}`,
        `  Damaged{target: ${brute}, amount: 3}`,
        `Destroyed{id: ${brute}}`,
        "DeathPhase{round: 1}",
      ),
    );
    expect(d.health(cleaver)).toBe(5);
    expect(() => d.attack(cleaver, d.hero(1))).toThrow(
      `attack: Duel Cleaver (id ${cleaver}) has already attacked this turn`,
    );
  });
});

/**
 * A cancelled attack costs its weapon no Durability. Durability is spent in the Combat Phase, which a
 * cancelled attack never reaches (Advanced rulebook, Combat); HearthSim's record of the game's behaviour
 * (github.com/HearthSim/hs-bugs issue 16, "Combat cancelled after death processing"): when triggers in
 * the Proposed Attack step remove the target, "the attack aborts and you are not exhausted or lose
 * durability. This is the normal case"; issue 1236: the Durability loss comes after the attack ("your
 * weapon losing durability is actually an after-attack trigger"). (Issue 16's "not exhausted" is not our
 * rule: the test above counts a cancelled attack as used, docs/rules.md §3.10.)
 */
describe("a hero's attack cancelled in the Proposed Attack step (Advanced rulebook, Combat; hs-bugs #16)", () => {
  test("costs its weapon no Durability: no combat, no DurabilityLost, the weapon as it was", () => {
    const d = duel();
    d.registerCards(EXTRA);
    const [[warden], [brute]] = boardOf(d, [WARDEN.name], [C.brute.name]);
    const dagger = d.addToHand(C.dagger.name, 0);
    d.play(dagger);
    d.clearLog();
    d.attack(d.hero(0), brute);
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${d.hero(0)}, defender: ${brute}}`,
        `Triggered{source: ${warden}, trigger: "attack"}`,
        `  Damaged{target: ${brute}, amount: 3}`,
        `Destroyed{id: ${brute}}`,
        "DeathPhase{round: 1}",
      ),
    );
    expect([d.weapon(0), d.health(dagger), d.health(d.hero(0))]).toEqual([dagger, 2, 30]);
  });

  test("an attack that is not cancelled still costs one", () => {
    const d = duel();
    d.registerCards(EXTRA);
    const [, [yeti]] = boardOf(d, [WARDEN.name], [C.yeti.name]);
    const dagger = d.addToHand(C.dagger.name, 0);
    d.play(dagger);
    d.clearLog();
    d.attack(d.hero(0), yeti);
    expect(d.log().filter((e) => e.type === "DurabilityLost")).toEqual([
      { type: "DurabilityLost", id: dagger, durability: 1 },
    ]);
  });
});

describe("heroes die in the Death Creation Step (Advanced rulebook)", () => {
  test("a hero brought below 1 Health and healed above 0 in the same Sequence does not lose", () => {
    const d = duel();
    d.registerCards(EXTRA);
    const [[vampire]] = boardOf(d, [VAMPIRE.name]);
    const hellfire = d.addToHand(C.hellfire.name, 0);
    nextOwnTurn(d); // turn 5: 3 mana
    d.endTurn();
    d.endTurn(); // turn 7: 4 mana
    d.dealDamage(d.hero(0), 28);
    d.clearLog();
    d.play(hellfire);
    expect(d.logTree()).toBe(
      tree(
        "ManaSpent{player: 0, amount: 4}",
        'SpellCast{card: "Duel Hellfire"}',
        `Damaged{target: ${d.hero(0)}, amount: 3}`,
        `Damaged{target: ${d.hero(1)}, amount: 3}`,
        `Damaged{target: ${vampire}, amount: 3}`,
        `Triggered{source: ${vampire}, trigger: "damaged"}`,
        `  Damaged{target: ${d.hero(1)}, amount: 3}`,
        `  Healed{target: ${d.hero(0)}, amount: 3}`,
      ),
    );
    expect([d.health(d.hero(0)), d.winner()]).toEqual([2, null]);
  });
});

describe("mana crystals stop at 10 (Hearthstone; docs/rules.md §3.10)", () => {
  test("the turn after the tenth crystal gains none and refills to 10; The Coin at 10 mana gains nothing", () => {
    const d = duel();
    while (d.maxMana(0) < 10) nextOwnTurn(d);
    nextOwnTurn(d);
    d.endTurn();
    d.clearLog();
    d.endTurn();
    const start = d.log().findIndex((e) => e.type === "TurnStarted");
    expect(d.log().slice(start, start + 2)).toEqual([
      { type: "TurnStarted", player: 0, turn: d.turn() },
      { type: "ManaRefilled", player: 0, mana: 10 },
    ]);
    d.clearLog();
    d.play(d.addToHand("The Coin", 0));
    expect(d.logTree()).toBe(tree('SpellCast{card: "The Coin"}'));
    expect([d.mana(0), d.maxMana(0)]).toEqual([10, 10]);
  });
});
