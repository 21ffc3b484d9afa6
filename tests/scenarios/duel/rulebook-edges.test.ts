/**
 * Edges of five rules the duel takes from Hearthstone (docs/rules.md §3.10), each checked against its
 * source: when a Frozen character thaws (Hearthstone Wiki, Freeze, notes as of Patch 22.4); an attack
 * cancelled in the Proposed Attack step, its attacker and its weapon (Advanced rulebook, Combat; HearthSim
 * hs-bugs #16, #55 and #1236); a hero healed back above 0 before
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
/** Windfury; whenever it attacks, 3 damage to all enemy minions. */
const STORM = testMinion("Duel Storm", 2, 5, [{ type: "keyword", keyword: "windfury" }, ...CLEAVER.text]);
/** Whenever it attacks, 1 damage to all friendly minions (itself included). */
const SPARKER = testMinion("Duel Sparker", 2, 5, [
  { type: "trigger", trigger: "attack" },
  { type: "effect", effect: "dealDamage", target: "allFriendlyMinions", amount: 1 },
]);
/** Deathrattle: 3 damage to all enemy minions. */
const FUSE = testMinion("Duel Fuse", 0, 1, [
  { type: "trigger", trigger: "deathrattle" },
  { type: "effect", effect: "dealDamage", target: "allEnemyMinions", amount: 3 },
]);
const EXTRA: CardDef[] = [DUEL_CHILL, CLEAVER, VAMPIRE, POST, WARDEN, STORM, SPARKER, FUSE];

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

/**
 * A cancelled attack is not counted: the attacker has not used its attack and may attack again this turn.
 * The Advanced rulebook (Combat) says the attack is cancelled but not whether it uses up an attack;
 * HearthSim's record of the game (github.com/HearthSim/hs-bugs issue 16, "Combat cancelled after death
 * processing") does: when triggers in the Proposed Attack step remove the target, "the attack aborts and
 * you are not exhausted or lose durability. This is the normal case", filmed as a Truesilver Champion
 * healing twice in one turn (issue 55: after a cancelled attack "you can attack that turn again"). Issue
 * 16's own bug, an attacker stuck when the target dies only in the Death Phase that follows, is a glitch
 * of the game's client: here that attack is cancelled like any other. The weapon's Durability: issue 1236,
 * "your weapon losing durability is actually an after-attack trigger".
 */
describe("an attack cancelled in the Proposed Attack step (Advanced rulebook, Combat; hs-bugs #16)", () => {
  test("whose defender dies: no combat damage, and the attacker has not used its attack", () => {
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
    expect([d.health(cleaver), d.canAttack(cleaver), d.attackTargets(cleaver)]).toEqual([
      5,
      true,
      [d.hero(1)],
    ]);
    d.clearLog();
    d.attack(cleaver, d.hero(1));
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${cleaver}, defender: ${d.hero(1)}}`,
        `Triggered{source: ${cleaver}, trigger: "attack"}`,
        `Damaged{target: ${d.hero(1)}, amount: 2}`,
      ),
    );
    expect(() => d.attack(cleaver, d.hero(1))).toThrow(
      `attack: Duel Cleaver (id ${cleaver}) has already attacked this turn`,
    );
  });

  test("a Windfury attacker whose attack is cancelled still has both its attacks", () => {
    const d = duel();
    d.registerCards(EXTRA);
    const [[storm], [brute]] = boardOf(d, [STORM.name], [C.brute.name]);
    d.attack(storm, brute);
    expect(d.log().some((e) => e.type === "Destroyed" && e.id === brute)).toBe(true);
    d.attack(storm, d.hero(1));
    d.attack(storm, d.hero(1));
    expect(d.health(d.hero(1))).toBe(26);
    expect(() => d.attack(storm, d.hero(1))).toThrow(
      `attack: Duel Storm (id ${storm}) has already attacked 2 times this turn (Windfury)`,
    );
  });

  test("whose defender dies only in the Death Phase after it: cancelled all the same, not counted", () => {
    const d = duel();
    d.registerCards(EXTRA);
    const [[sparker, fuse], [brute]] = boardOf(d, [SPARKER.name, FUSE.name], [C.brute.name]);
    d.attack(sparker, brute);
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${sparker}, defender: ${brute}}`,
        `Triggered{source: ${sparker}, trigger: "attack"}`,
        `  Damaged{target: ${sparker}, amount: 1}`,
        `  Damaged{target: ${fuse}, amount: 1}`,
        `Destroyed{id: ${fuse}}`,
        "DeathPhase{round: 1}",
        `Triggered{source: ${fuse}, trigger: "deathrattle"}`,
        `  Damaged{target: ${brute}, amount: 3}`,
        `Destroyed{id: ${brute}}`,
        "DeathPhase{round: 2}",
      ),
    );
    expect([d.health(sparker), d.canAttack(sparker)]).toEqual([4, true]);
  });

  test("a Frozen attacker whose attack was cancelled thaws at the end of the turn: it had its attack left", () => {
    const d = duel();
    d.registerCards(EXTRA);
    const [[cleaver], [brute]] = boardOf(d, [CLEAVER.name], [C.brute.name]);
    d.attack(cleaver, brute);
    expect(chillAndEndTurn(d)).toEqual([cleaver]);
  });

  test("a hero's: its weapon loses no Durability, and the hero may attack again this turn", () => {
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
    expect([d.weapon(0), d.health(dagger), d.health(d.hero(0)), d.canAttack(d.hero(0))]).toEqual([
      dagger,
      2,
      30,
      true,
    ]);
    d.clearLog();
    d.attack(d.hero(0), d.hero(1));
    expect(d.log().filter((e) => e.type === "DurabilityLost")).toEqual([
      { type: "DurabilityLost", id: dagger, durability: 1 },
    ]);
    expect(() => d.attack(d.hero(0), d.hero(1))).toThrow(
      `attack: Hero of player 0 (id ${d.hero(0)}) has already attacked this turn`,
    );
  });

  test("an attack that is not cancelled costs one Durability and uses the attack", () => {
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
    expect(d.canAttack(d.hero(0))).toBe(false);
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
