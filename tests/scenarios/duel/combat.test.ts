import { describe, expect, test } from "vitest";
import { boardOf, DUEL_CARDS as C, duel, tree } from "./builder";

/**
 * Combat by the Advanced rulebook (docs/rules.md §3.10): an attack is one Sequence, the Proposed Attack
 * (`Attacked`, its Queue), then the Combat Phase (both Damage events, then their Queues), then the Death
 * Creation Step.
 */
describe("combat: the Proposed Attack, then simultaneous damage, then the Death Creation Step", () => {
  test("attacker and defender damage each other at once; the dead leave in the Death Creation Step", () => {
    const d = duel();
    const [[yeti], [brute]] = boardOf(d, [C.yeti.name], [C.brute.name]);
    d.attack(yeti, brute);
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${yeti}, defender: ${brute}}`,
        `Damaged{target: ${brute}, amount: 4}`,
        `Damaged{target: ${yeti}, amount: 3}`,
        `Destroyed{id: ${brute}}`,
        `DeathPhase{round: 1}`,
      ),
    );
    expect(d.health(yeti)).toBe(2);
    expect(d.board(1)).toEqual([]);
  });

  test("both Damage events are created before either Queue, then each Queue in that order: the defender's, the attacker's", () => {
    const d = duel();
    const [[mine], [theirs]] = boardOf(d, ["Acolyte of Pain"], ["Acolyte of Pain"]);
    d.attack(mine, theirs);
    const [drawn0] = d.hand(0).slice(-1);
    const [drawn1] = d.hand(1).slice(-1);
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${mine}, defender: ${theirs}}`,
        `Damaged{target: ${theirs}, amount: 1}`,
        `Damaged{target: ${mine}, amount: 1}`,
        `Triggered{source: ${theirs}, trigger: "damaged"}`,
        `  Drew{player: 1, id: ${drawn1}}`,
        `Triggered{source: ${mine}, trigger: "damaged"}`,
        `  Drew{player: 0, id: ${drawn0}}`,
      ),
    );
  });

  test("a mutual kill: both die at once, then their Deathrattles in order of play", () => {
    const d = duel();
    const [[a], [b]] = boardOf(d, ["Loot Hoarder"], ["Loot Hoarder"]);
    d.attack(a, b);
    const [drawn0] = d.hand(0).slice(-1);
    const [drawn1] = d.hand(1).slice(-1);
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${a}, defender: ${b}}`,
        `Damaged{target: ${b}, amount: 2}`,
        `Damaged{target: ${a}, amount: 2}`,
        `Destroyed{id: ${a}}`,
        `Destroyed{id: ${b}}`,
        `DeathPhase{round: 1}`,
        `Triggered{source: ${a}, trigger: "deathrattle"}`,
        `  Drew{player: 0, id: ${drawn0}}`,
        `Triggered{source: ${b}, trigger: "deathrattle"}`,
        `  Drew{player: 1, id: ${drawn1}}`,
      ),
    );
  });

  test("a minion attacking a hero takes no damage back: a hero strikes only with a weapon, on its own turn", () => {
    const d = duel();
    const axe = d.addToHand("Fiery War Axe", 1);
    for (let i = 0; i < 5; i++) d.endTurn(); // turn 6: player 1's third turn, 3 mana
    d.play(axe);
    const brute = d.summon(C.brute.name, 0);
    d.endTurn();
    expect([d.attack(d.hero(1)), d.attack(axe)]).toEqual([0, 3]);
    d.attack(brute, d.hero(1));
    expect(d.log().slice(-2)).toEqual([
      { type: "Attacked", attacker: brute, defender: d.hero(1) },
      { type: "Damaged", target: d.hero(1), amount: 3 },
    ]);
    expect(d.health(brute)).toBe(3);
  });

  test("a hero's Attack counts its weapon on its own turn only: the weapon's, 0 on the other turn, the weapon's again, and it strikes for it", () => {
    const d = duel();
    const axe = d.addToHand("Fiery War Axe", 0);
    for (let i = 0; i < 4; i++) d.endTurn(); // turn 5: player 0's third turn, 3 mana
    d.play(axe);
    const brute = d.summon(C.brute.name, 1);
    expect([d.attack(d.hero(0)), d.attack(d.hero(1))]).toEqual([3, 0]);
    d.endTurn();
    expect([d.attack(d.hero(0)), d.attack(axe), d.health(axe)]).toEqual([0, 3, 2]);
    expect(d.canAttack(d.hero(0))).toBe(false);
    d.endTurn();
    expect(d.attack(d.hero(0))).toBe(3);
    d.clearLog();
    d.attack(d.hero(0), brute);
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${d.hero(0)}, defender: ${brute}}`,
        `Damaged{target: ${brute}, amount: 3}`,
        `Damaged{target: ${d.hero(0)}, amount: 3}`,
        `DurabilityLost{id: ${axe}, durability: 1}`,
        `Destroyed{id: ${brute}}`,
        "DeathPhase{round: 1}",
      ),
    );
  });

  test("an attack trigger resolves in the Proposed Attack step, before any combat damage", () => {
    const d = duel();
    const [[herald], [brute]] = boardOf(d, [C.herald.name], [C.brute.name]);
    d.attack(herald, brute);
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${herald}, defender: ${brute}}`,
        `Triggered{source: ${herald}, trigger: "attack"}`,
        `  Damaged{target: ${d.hero(1)}, amount: 1}`,
        `Damaged{target: ${brute}, amount: 2}`,
        `Damaged{target: ${herald}, amount: 3}`,
        `Destroyed{id: ${herald}}`,
        `DeathPhase{round: 1}`,
      ),
    );
  });

  test("an attacker destroyed in the Proposed Attack step never fights: the attack is cancelled", () => {
    const d = duel();
    const [[martyr], [brute]] = boardOf(d, [C.martyr.name], [C.brute.name]);
    d.attack(martyr, brute);
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${martyr}, defender: ${brute}}`,
        `Triggered{source: ${martyr}, trigger: "attack"}`,
        `Destroyed{id: ${martyr}}`,
        `DeathPhase{round: 1}`,
      ),
    );
    expect(d.health(brute)).toBe(3);
  });
});

describe("keywords in combat", () => {
  test("Divine Shield: the first damage is prevented and the shield lost; the next damage is dealt", () => {
    const d = duel();
    const [[yeti], [shield]] = boardOf(d, [C.yeti.name], [C.shield.name]);
    d.attack(yeti, shield);
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${yeti}, defender: ${shield}}`,
        `DivineShieldLost{id: ${shield}}`,
        `Damaged{target: ${yeti}, amount: 2}`,
      ),
    );
    expect(d.health(shield)).toBe(2);
    d.clearLog();
    d.dealDamage(shield, 1);
    expect(d.logTree()).toBe(tree(`Damaged{target: ${shield}, amount: 1}`));
  });

  test("Divine Shield with area damage: the shielded minion loses its shield, the others take the damage", () => {
    const d = duel();
    const [[acolyte], [shield]] = boardOf(d, ["Acolyte of Pain"], [C.shield.name]);
    d.addToHand("Whirlwind", 0);
    const whirlwind = d.hand(0).find((id) => d.nameOf(id) === "Whirlwind")!;
    d.play(whirlwind);
    const [drawn] = d.hand(0).slice(-1);
    expect(d.logTree()).toBe(
      tree(
        `ManaSpent{player: 0, amount: 1}`,
        `SpellCast{card: "Whirlwind"}`,
        `Damaged{target: ${acolyte}, amount: 1}`,
        `DivineShieldLost{id: ${shield}}`,
        `Triggered{source: ${acolyte}, trigger: "damaged"}`,
        `  Drew{player: 0, id: ${drawn}}`,
      ),
    );
  });

  test("Poisonous destroys a minion it damages, whatever its Health; a Divine Shield stops it", () => {
    const d = duel();
    const [[viper, viper2], [yeti, shield]] = boardOf(
      d,
      [C.viper.name, C.viper.name],
      [C.yeti.name, C.shield.name],
    );
    d.attack(viper, yeti);
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${viper}, defender: ${yeti}}`,
        `Damaged{target: ${yeti}, amount: 1}`,
        `Damaged{target: ${viper}, amount: 4}`,
        `Destroyed{id: ${viper}}`,
        `Destroyed{id: ${yeti}}`,
        `DeathPhase{round: 1}`,
      ),
    );
    d.clearLog();
    d.attack(viper2, shield);
    expect(d.board(1)).toEqual([shield]);
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${viper2}, defender: ${shield}}`,
        `DivineShieldLost{id: ${shield}}`,
        `Damaged{target: ${viper2}, amount: 2}`,
        `Destroyed{id: ${viper2}}`,
        `DeathPhase{round: 1}`,
      ),
    );
  });

  test("Lifesteal: the damage it deals heals its owner's hero, after the combat's two Damage events", () => {
    const d = duel();
    const [[leech], [brute]] = boardOf(d, [C.leech.name], [C.brute.name]);
    d.dealDamage(d.hero(0), 5);
    d.clearLog();
    d.attack(leech, brute);
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${leech}, defender: ${brute}}`,
        `Damaged{target: ${brute}, amount: 3}`,
        `Damaged{target: ${leech}, amount: 3}`,
        `Healed{target: ${d.hero(0)}, amount: 3}`,
        `Destroyed{id: ${leech}}`,
        `Destroyed{id: ${brute}}`,
        `DeathPhase{round: 1}`,
      ),
    );
    expect(d.health(d.hero(0))).toBe(28);
  });

  test("Lifesteal heals only what is missing, and logs nothing at full Health", () => {
    const d = duel();
    const [[leech]] = boardOf(d, [C.leech.name]);
    d.attack(leech, d.hero(1));
    expect(d.log().map((e) => e.type)).toEqual(["Attacked", "Damaged"]);
  });

  test("Windfury: two attacks a turn; the third is an error", () => {
    const d = duel();
    const [[twin], [brute]] = boardOf(d, [C.twin.name], [C.brute.name]);
    d.attack(twin, brute);
    d.attack(twin, d.hero(1));
    expect(d.health(d.hero(1))).toBe(28);
    expect(() => d.attack(twin, d.hero(1))).toThrow(
      `attack: Duel Twinblade (id ${twin}) has already attacked 2 times this turn (Windfury)`,
    );
    expect(d.canAttack(twin)).toBe(false);
  });

  test("Charge attacks the turn it is played; Rush only minions; others wait a turn", () => {
    const d = duel();
    const [, [brute]] = boardOf(d, [], [C.brute.name]);
    const charger = d.summon(C.charger.name, 0);
    const rusher = d.summon(C.rusher.name, 0);
    const yeti = d.summon(C.yeti.name, 0);
    expect(d.attackTargets(charger)).toEqual([d.hero(1), brute]);
    expect(d.attackTargets(rusher)).toEqual([brute]);
    expect(() => d.attack(rusher, d.hero(1))).toThrow(
      `attack: Duel Rusher (id ${rusher}) has Rush and entered play this turn: it can attack minions only`,
    );
    expect(() => d.attack(yeti, brute)).toThrow(
      `attack: Duel Yeti (id ${yeti}) entered play this turn: it cannot attack until its owner's next turn (summoning sickness; Charge or Rush would let it)`,
    );
    d.attack(charger, d.hero(1));
    d.attack(rusher, brute);
    expect(d.health(d.hero(1))).toBe(27);
    expect(d.health(brute)).toBe(1);
  });

  test("Taunt: an attack that ignores a Taunt is an error naming the Taunt minions; the Taunt may be attacked", () => {
    const d = duel();
    const [[yeti], [wall, brute, wall2]] = boardOf(
      d,
      [C.yeti.name],
      [C.wall.name, C.brute.name, C.wall2.name],
    );
    const taunts = `Duel Wall (id ${wall}), Duel Wall Two (id ${wall2})`;
    expect(() => d.attack(yeti, d.hero(1))).toThrow(
      `attack: Hero of player 1 (id ${d.hero(1)}) cannot be attacked while player 1 has a minion with Taunt: ${taunts}`,
    );
    expect(() => d.attack(yeti, brute)).toThrow(`player 1 has a minion with Taunt: ${taunts}`);
    expect(d.attackTargets(yeti)).toEqual([wall, wall2]);
    d.attack(yeti, wall);
    expect(d.board(1)).toEqual([brute, wall2]);
  });
});
