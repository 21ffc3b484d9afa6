/**
 * Further statements of the Hearthstone Wiki's keyword pages and of the Advanced rulebook that the duel's
 * mechanics meet, each written as the rule it states, with cards built here (rulebook-hunt.test.ts and
 * advanced-rulebook.test.ts hold the earlier hunts):
 * - a Poisonous minion's triggered effect is Poisonous too: every minion it damages is destroyed, itself
 *   included, and a hero it damages is only damaged (Hearthstone Wiki, Poisonous);
 * - a Frozen character still defends itself: attacked, it deals its Attack back (Hearthstone Wiki, Freeze);
 * - a Frozen hero may equip a weapon but not attack with it, and thaws at the end of its turn, having not
 *   attacked (Hearthstone Wiki, Freeze);
 * - a minion summoned on the other player's turn may attack on its owner's next turn (Hearthstone Wiki: a
 *   minion "cannot attack on the turn it is summoned");
 * - a mortally wounded minion stays in play until the Death Creation Step: the spell's next effect damages it
 *   again and its trigger answers again (Advanced rulebook, mortally wounded);
 * - a Deathrattle never acts on the minions that died with it (Hearthstone Wiki, Deathrattle);
 * - a minion marked to be destroyed (Poisonous damage) is destroyed whatever Health it then gains
 *   (Hearthstone Wiki, Destroy);
 * - a dead minion's Lifesteal and Poisonous act on the damage its own Deathrattle deals (Blizzard's patch
 *   notes via HearthSim hs-bugs #1028; Hearthstone Wiki, Poisonous; Patch 9.0.0.20457).
 */
import { describe, expect, test } from "vitest";
import { boardOf, DUEL_CARDS as C, damage, duelWith, testSpell as spell, testMinion, tree } from "./builder";

/** Poisonous; whenever it takes damage, 1 damage to all characters (as a Poisonous Wild Pyromancer would be). */
const ADDER = testMinion("Hunt Adder", 1, 3, [
  { type: "keyword", keyword: "poisonous" },
  { type: "trigger", trigger: "damaged" },
  damage("allCharacters", 1),
]);
/** Deathrattle: summon a Duel Brute. */
const HUSK = testMinion("Hunt Husk", 1, 1, [
  { type: "trigger", trigger: "deathrattle" },
  { type: "effect", effect: "summon", card: C.brute.name, count: 1 },
]);
/** Deathrattle: 1 damage to all minions (as Unstable Ghoul). */
const GHOUL = testMinion("Hunt Ghoul", 1, 1, [
  { type: "trigger", trigger: "deathrattle" },
  damage("allMinions", 1),
]);
/** Whenever it takes damage, gain 1 Armor. */
const PLATE = testMinion("Hunt Plate", 1, 2, [
  { type: "trigger", trigger: "damaged" },
  { type: "effect", effect: "gainArmor", amount: 1 },
]);
/** Freeze the enemy hero; Freeze the enemy minions. */
const RIME = spell("Hunt Rime", [
  { type: "effect", effect: "freeze", target: "enemyHero" },
  { type: "effect", effect: "freeze", target: "allEnemyMinions" },
]);
/** 2 damage to all minions, then 1 damage to all minions. */
const TWICE = spell("Hunt Twice", [damage("allMinions", 2), damage("allMinions", 1)]);
/** 1 damage to all minions. */
const SWEEP = spell("Hunt Sweep", [damage("allMinions", 1)]);
/** 1/3; whenever it takes damage, +0/+2 (as in rulebook-hunt, a minion that saves itself from lethal damage). */
const MENDING = testMinion("Hunt Mending", 1, 3, [
  { type: "trigger", trigger: "damaged" },
  { type: "effect", effect: "buff", target: "self", attack: 0, health: 2 },
]);
/** Lifesteal. Deathrattle: 2 damage to all enemies. */
const LEECH_BOMB = testMinion("Hunt Leech Bomb", 1, 1, [
  { type: "keyword", keyword: "lifesteal" },
  { type: "trigger", trigger: "deathrattle" },
  damage("allEnemyCharacters", 2),
]);
/** Poisonous. Deathrattle: 1 damage to all minions (a Poisonous Unstable Ghoul). */
const VENOM_BOMB = testMinion("Hunt Venom Bomb", 1, 1, [
  { type: "keyword", keyword: "poisonous" },
  { type: "trigger", trigger: "deathrattle" },
  damage("allMinions", 1),
]);
const HUNT_CARDS = [ADDER, HUSK, GHOUL, PLATE, RIME, TWICE, SWEEP, MENDING, LEECH_BOMB, VENOM_BOMB];

const huntDuel = () => duelWith(HUNT_CARDS);

describe('Poisonous acts on its minion\'s triggered effects (Hearthstone Wiki, Poisonous: such effects "become Poisonous themselves", destroying every minion they damage, "including itself")', () => {
  test("its area destroys every minion it damages, itself included; the heroes are only damaged", () => {
    const d = huntDuel();
    const [[adder, yeti], [brute]] = boardOf(d, [ADDER.name, C.yeti.name], [C.brute.name]);
    const [h0, h1] = [d.hero(0), d.hero(1)];
    d.clearLog();
    d.dealDamage(adder, 1);
    expect(d.logTree()).toBe(
      tree(
        `Damaged{target: ${adder}, amount: 1}`,
        `Triggered{source: ${adder}, trigger: "damaged"}`,
        `  Damaged{target: ${h0}, amount: 1}`,
        `  Damaged{target: ${h1}, amount: 1}`,
        `  Damaged{target: ${adder}, amount: 1}`,
        `  Damaged{target: ${yeti}, amount: 1}`,
        `  Damaged{target: ${brute}, amount: 1}`,
        `Destroyed{id: ${adder}}`,
        `Destroyed{id: ${yeti}}`,
        `Destroyed{id: ${brute}}`,
        "DeathPhase{round: 1}",
      ),
    );
    expect([d.health(h0), d.health(h1), d.board(0), d.board(1), d.winner()]).toEqual([29, 29, [], [], null]);
  });
});

describe('a minion marked to be destroyed is destroyed whatever its Health (Hearthstone Wiki, Destroy: destroy effects remove a minion "regardless of its stats and enchantments")', () => {
  test("Poisonous damage marks it; the +0/+2 its damage trigger gives it does not save it", () => {
    const d = huntDuel();
    const [[viper], [mending]] = boardOf(d, [C.viper.name], [MENDING.name]);
    d.clearLog();
    d.attack(viper, mending);
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${viper}, defender: ${mending}}`,
        `Damaged{target: ${mending}, amount: 1}`,
        `Damaged{target: ${viper}, amount: 1}`,
        `Triggered{source: ${mending}, trigger: "damaged"}`,
        `  StatsChanged{id: ${mending}, attack: 1, health: 4}`,
        `Destroyed{id: ${mending}}`,
        "DeathPhase{round: 1}",
      ),
    );
    expect([d.zoneOf(mending), d.health(viper)]).toEqual(["graveyard", 1]);
  });
});

describe('Freeze (Hearthstone Wiki, Freeze: "Frozen characters will also still defend themselves if attacked"; Frozen heroes may equip weapons)', () => {
  test("a Frozen minion that is attacked deals its Attack back", () => {
    const d = huntDuel();
    const [[yeti], [brute]] = boardOf(d, [C.yeti.name], [C.brute.name]);
    d.play(d.addToHand(RIME.name, 0));
    expect(d.frozen(brute)).toBe(true);
    d.clearLog();
    d.attack(yeti, brute);
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${yeti}, defender: ${brute}}`,
        `Damaged{target: ${brute}, amount: 4}`,
        `Damaged{target: ${yeti}, amount: 3}`,
        `Destroyed{id: ${brute}}`,
        "DeathPhase{round: 1}",
      ),
    );
    expect(d.health(yeti)).toBe(2);
  });

  test("a Frozen hero equips a weapon but cannot attack with it; not having attacked, it thaws at the end of its turn", () => {
    const d = huntDuel();
    const [, [brute]] = boardOf(d, [], [C.brute.name]);
    const h0 = d.hero(0);
    d.endTurn();
    d.play(d.addToHand(RIME.name, 1));
    d.endTurn();
    const dagger = d.addToHand(C.dagger.name, 0);
    d.play(dagger);
    expect([d.weapon(0), d.attack(h0), d.frozen(h0), d.canAttack(h0)]).toEqual([dagger, 1, true, false]);
    expect(() => d.attack(h0, brute)).toThrow(/Frozen/);
    d.clearLog();
    d.endTurn();
    expect(d.logTree().split("\n").slice(0, 2)).toEqual([
      "TurnEnded{player: 0, turn: 5}",
      `Thawed{id: ${h0}}`,
    ]);
    expect(d.frozen(h0)).toBe(false);
  });
});

describe('summoning sickness lasts the turn a minion is summoned (Hearthstone Wiki: a minion "cannot attack on the turn it is summoned")', () => {
  test("a minion its Deathrattle summons on the other player's turn may attack on its owner's next turn", () => {
    const d = huntDuel();
    const [[yeti], [husk]] = boardOf(d, [C.yeti.name], [HUSK.name]);
    d.attack(yeti, husk);
    const [token] = d.board(1);
    expect(d.canAttack(token)).toBe(false);
    d.endTurn();
    expect([d.activePlayer(), d.canAttack(token), d.attackTargets(token)]).toEqual([
      1,
      true,
      [d.hero(0), yeti],
    ]);
  });
});

describe("a mortally wounded minion stays in play until the Death Creation Step (Advanced rulebook, mortally wounded)", () => {
  test("the spell's next effect damages it again and its damage trigger answers again; it leaves once", () => {
    const d = huntDuel();
    const [[plate]] = boardOf(d, [PLATE.name]);
    d.clearLog();
    d.play(d.addToHand(TWICE.name, 0));
    expect(d.logTree()).toBe(
      tree(
        'SpellCast{card: "Hunt Twice"}',
        `Damaged{target: ${plate}, amount: 2}`,
        `Triggered{source: ${plate}, trigger: "damaged"}`,
        "  ArmorGained{player: 0, amount: 1}",
        `Damaged{target: ${plate}, amount: 1}`,
        `Triggered{source: ${plate}, trigger: "damaged"}`,
        "  ArmorGained{player: 0, amount: 1}",
        `Destroyed{id: ${plate}}`,
        "DeathPhase{round: 1}",
      ),
    );
    expect([d.armor(0), d.zoneOf(plate)]).toEqual([2, "graveyard"]);
  });
});

describe('a Deathrattle never acts on the minions that died with it (Hearthstone Wiki, Deathrattle: it is prevented "from acting upon other minions which were destroyed in the same combat")', () => {
  test("the Ghoul's area hits only the survivor; the Plate that died with it neither takes it nor answers", () => {
    const d = huntDuel();
    const [[ghoul, plate, yeti]] = boardOf(d, [GHOUL.name, PLATE.name, C.yeti.name]);
    d.dealDamage(plate, 1);
    d.clearLog();
    d.play(d.addToHand(SWEEP.name, 0));
    expect(d.logTree()).toBe(
      tree(
        'SpellCast{card: "Hunt Sweep"}',
        `Damaged{target: ${ghoul}, amount: 1}`,
        `Damaged{target: ${plate}, amount: 1}`,
        `Damaged{target: ${yeti}, amount: 1}`,
        `Triggered{source: ${plate}, trigger: "damaged"}`,
        "  ArmorGained{player: 0, amount: 1}",
        `Destroyed{id: ${ghoul}}`,
        `Destroyed{id: ${plate}}`,
        "DeathPhase{round: 1}",
        `Triggered{source: ${ghoul}, trigger: "deathrattle"}`,
        `  Damaged{target: ${yeti}, amount: 1}`,
      ),
    );
    expect([d.health(yeti), d.armor(0)]).toEqual([3, 2]);
  });
});

describe('a dead minion\'s keywords act on the damage its own Deathrattle deals (Blizzard, via hs-bugs #1028: Lifesteal "now correctly applies to damage dealt by Deathrattle effects"; Hearthstone Wiki, Poisonous: such a Deathrattle "will destroy every minion the Deathrattle damages")', () => {
  test("Lifesteal: the Deathrattle's area heals its owner's hero once per character damaged; a Divine Shield heals nothing", () => {
    const d = huntDuel();
    const [[bomb], [brute, shield]] = boardOf(d, [LEECH_BOMB.name], [C.brute.name, C.shield.name]);
    const [h0, h1] = [d.hero(0), d.hero(1)];
    d.dealDamage(h0, 10);
    d.clearLog();
    d.dealDamage(bomb, 1);
    expect(d.logTree()).toBe(
      tree(
        `Damaged{target: ${bomb}, amount: 1}`,
        `Destroyed{id: ${bomb}}`,
        "DeathPhase{round: 1}",
        `Triggered{source: ${bomb}, trigger: "deathrattle"}`,
        `  Damaged{target: ${h1}, amount: 2}`,
        `  Damaged{target: ${brute}, amount: 2}`,
        `  DivineShieldLost{id: ${shield}}`,
        `  Healed{target: ${h0}, amount: 2}`,
        `  Healed{target: ${h0}, amount: 2}`,
      ),
    );
    expect([d.health(h0), d.health(h1), d.health(brute), d.health(shield)]).toEqual([24, 28, 1, 2]);
  });

  test("Poisonous: every minion the Deathrattle damages is destroyed in the next Death Creation Step; a Divine Shield saves one", () => {
    const d = huntDuel();
    const [[bomb, filler], [yeti, shield]] = boardOf(
      d,
      [VENOM_BOMB.name, C.filler.name],
      [C.yeti.name, C.shield.name],
    );
    d.clearLog();
    d.dealDamage(bomb, 1);
    expect(d.logTree()).toBe(
      tree(
        `Damaged{target: ${bomb}, amount: 1}`,
        `Destroyed{id: ${bomb}}`,
        "DeathPhase{round: 1}",
        `Triggered{source: ${bomb}, trigger: "deathrattle"}`,
        `  Damaged{target: ${filler}, amount: 1}`,
        `  Damaged{target: ${yeti}, amount: 1}`,
        `  DivineShieldLost{id: ${shield}}`,
        `Destroyed{id: ${filler}}`,
        `Destroyed{id: ${yeti}}`,
        "DeathPhase{round: 2}",
      ),
    );
    expect([d.zoneOf(yeti), d.health(yeti), d.board(0), d.board(1)]).toEqual(["graveyard", 4, [], [shield]]);
  });
});
