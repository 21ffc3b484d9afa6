import { describe, expect, test } from "vitest";
import { boardOf, DUEL_CARDS as C, DUEL_CHILL, duel, fillers, nextOwnTurn, tree } from "./builder";

describe("the start of a duel and its turns (docs/rules.md §3.10)", () => {
  test("newDuel returns player 0's first turn: 3 + 1 cards, one mana crystal; player 1 holds 4 and The Coin", () => {
    const d = duel();
    const [drawn] = d.hand(0).slice(-1);
    expect(d.activePlayer()).toBe(0);
    expect(d.turn()).toBe(1);
    expect([d.mana(0), d.maxMana(0), d.mana(1), d.maxMana(1)]).toEqual([1, 1, 0, 0]);
    expect(d.hand(0)).toHaveLength(4);
    expect(d.hand(1).map((id) => d.nameOf(id))).toEqual([...fillers(4), "The Coin"]);
    expect(d.logTree()).toBe(
      tree(
        "TurnStarted{player: 0, turn: 1}",
        "ManaCrystalGained{player: 0, maxMana: 1}",
        "ManaRefilled{player: 0, mana: 1}",
        `Drew{player: 0, id: ${drawn}}`,
      ),
    );
    expect(d.winner()).toBeNull();
  });

  test("the shuffle is seeded: the same seed deals the same cards, another seed (almost always) others", () => {
    const deck = [
      "Loot Hoarder",
      "Whirlwind",
      "Frost Nova",
      "Harvest Golem",
      "Novice Engineer",
      ...fillers(10),
    ];
    const hand = (seed: number) => {
      const d = duel([deck, deck], seed);
      return [...d.hand(0), ...d.hand(1)].map((id) => d.nameOf(id)).join();
    };
    expect(hand(7)).toBe(hand(7));
    expect(new Set([1, 2, 3, 4, 5].map(hand)).size).toBeGreaterThan(1);
  });

  test("endTurn: End of Turn, then the other player's Start of Turn; crystals grow to 10 and refill", () => {
    const d = duel([fillers(30), fillers(30)]);
    d.clearLog();
    d.endTurn();
    const [drawn] = d.hand(1).slice(-1);
    expect(d.logTree()).toBe(
      tree(
        "TurnEnded{player: 0, turn: 1}",
        "TurnStarted{player: 1, turn: 2}",
        "ManaCrystalGained{player: 1, maxMana: 1}",
        "ManaRefilled{player: 1, mana: 1}",
        `Drew{player: 1, id: ${drawn}}`,
      ),
    );
    for (let i = 0; i < 19; i++) d.endTurn();
    expect([d.turn(), d.activePlayer(), d.maxMana(1), d.mana(1)]).toEqual([21, 0, 10, 10]);
    expect(d.maxMana(0)).toBe(10);
    d.clearLog();
    d.endTurn();
    expect(d.log().map((e) => e.type)).toEqual(["TurnEnded", "TurnStarted", "ManaRefilled", "Burned"]); // a full hand burns
  });

  test("play spends mana; The Coin gives one mana crystal this turn only", () => {
    const d = duel();
    d.endTurn();
    const coin = d.hand(1).find((id) => d.nameOf(id) === "The Coin")!;
    const [filler] = d.hand(1);
    d.clearLog();
    d.play(coin);
    expect(d.mana(1)).toBe(2);
    d.play(filler);
    expect(d.mana(1)).toBe(1);
    expect(d.logTree()).toBe(
      tree(
        'SpellCast{card: "The Coin"}',
        "ManaGained{player: 1, amount: 1}",
        "ManaSpent{player: 1, amount: 1}",
        `Summoned{id: ${filler}}`,
      ),
    );
    expect(d.zoneOf(coin)).toBe("graveyard");
    d.endTurn();
    d.endTurn();
    expect(d.mana(1)).toBe(2);
  });

  test("start- and end-of-turn triggers fire on their owner's turn only", () => {
    const d = duel();
    const [[dawn, dusk]] = boardOf(d, [C.dawn.name, C.dusk.name]);
    d.endTurn();
    const [drawn] = d.hand(1).slice(-1);
    expect(d.logTree()).toBe(
      tree(
        "TurnEnded{player: 0, turn: 3}",
        `Triggered{source: ${dusk}, trigger: "endOfTurn"}`,
        `  Damaged{target: ${d.hero(1)}, amount: 2}`,
        "TurnStarted{player: 1, turn: 4}",
        "ManaCrystalGained{player: 1, maxMana: 2}",
        "ManaRefilled{player: 1, mana: 2}",
        `Drew{player: 1, id: ${drawn}}`,
      ),
    );
    d.clearLog();
    d.endTurn();
    const [mine] = d.hand(0).slice(-1);
    expect(d.logTree()).toBe(
      tree(
        "TurnEnded{player: 1, turn: 4}",
        "TurnStarted{player: 0, turn: 5}",
        "ManaCrystalGained{player: 0, maxMana: 3}",
        "ManaRefilled{player: 0, mana: 3}",
        `Triggered{source: ${dawn}, trigger: "startOfTurn"}`,
        "  ArmorGained{player: 0, amount: 1}",
        `Drew{player: 0, id: ${mine}}`,
      ),
    );
  });

  test("an afterSummon trigger answers a played minion after its Battlecry", () => {
    const d = duel((["Novice Engineer", ...fillers(10)].reverse() as string[]) && [fillers(10), fillers(10)]);
    const [[juggler]] = boardOf(d, [C.juggler.name]);
    const engineer = d.addToHand("Novice Engineer", 0);
    d.play(engineer);
    const [drawn] = d.hand(0).slice(-1);
    expect(d.logTree()).toBe(
      tree(
        "ManaSpent{player: 0, amount: 2}",
        `Summoned{id: ${engineer}}`,
        `Triggered{source: ${engineer}, trigger: "battlecry"}`,
        `  Drew{player: 0, id: ${drawn}}`,
        `Triggered{source: ${juggler}, trigger: "afterSummon"}`,
        `  Damaged{target: ${d.hero(1)}, amount: 1}`,
      ),
    );
  });
});

describe("Fatigue in a duel deals 1, 2, 3… damage (the course's game logs it only)", () => {
  test("each empty-deck draw logs Fatigue, then damages the hero one more than the last", () => {
    const d = duel([fillers(4), fillers(5)]);
    expect(d.hand(0)).toHaveLength(4);
    const hero = d.hero(0);
    const fatigue = () => {
      d.clearLog();
      d.endTurn();
      d.endTurn();
      return d.log().filter((e) => e.type === "Fatigue" || (e.type === "Damaged" && e.target === hero));
    };
    expect(fatigue()).toEqual([
      { type: "Fatigue", player: 0 },
      { type: "Damaged", target: hero, amount: 1 },
    ]);
    expect(fatigue().slice(-1)).toEqual([{ type: "Damaged", target: hero, amount: 2 }]);
    expect(fatigue().slice(-1)).toEqual([{ type: "Damaged", target: hero, amount: 3 }]);
    expect(d.health(hero)).toBe(24);
  });
});

describe("game over (docs/rules.md §3.10)", () => {
  test("a hero at 0 or less Health after the Death Creation Step loses; every later action is an error", () => {
    const d = duel();
    const [[yeti]] = boardOf(d, [C.yeti.name]);
    d.dealDamage(d.hero(1), 26);
    d.clearLog();
    d.attack(yeti, d.hero(1));
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${yeti}, defender: ${d.hero(1)}}`,
        `Damaged{target: ${d.hero(1)}, amount: 4}`,
        "GameOver{winner: 0}",
      ),
    );
    expect(d.winner()).toBe(0);
    expect(d.legalActions()).toEqual([]);
    const before = d.hash();
    for (const act of [() => d.endTurn(), () => d.attack(yeti, d.hero(1)), () => d.play(d.hand(0)[0])])
      expect(act).toThrow("the game is over (player 0 won); no action is possible");
    expect(() => d.dealDamage(d.hero(0), 1)).toThrow("dealDamage: the game is over (player 0 won)");
    expect(d.hash()).toBe(before);
  });

  test("both heroes at once is a draw, decided when the Sequence ends (the Death Phase still resolves)", () => {
    const d = duel();
    const [[hoarder]] = boardOf(d, ["Loot Hoarder"]);
    for (const p of [0, 1] as const) d.dealDamage(d.hero(p), 28);
    const hellfire = d.addToHand(C.hellfire.name, 0);
    nextOwnTurn(d);
    nextOwnTurn(d); // turn 7: 4 mana crystals
    d.play(hellfire);
    const drawn = d.hand(0).at(-1);
    expect(d.logTree()).toBe(
      tree(
        "ManaSpent{player: 0, amount: 4}",
        'SpellCast{card: "Duel Hellfire"}',
        `Damaged{target: ${d.hero(0)}, amount: 3}`,
        `Damaged{target: ${d.hero(1)}, amount: 3}`,
        `Damaged{target: ${hoarder}, amount: 3}`,
        `Destroyed{id: ${hoarder}}`,
        "DeathPhase{round: 1}",
        `Triggered{source: ${hoarder}, trigger: "deathrattle"}`,
        `  Drew{player: 0, id: ${drawn}}`,
        'GameOver{winner: "draw"}',
      ),
    );
    expect(d.winner()).toBe("draw");
    expect(() => d.endTurn()).toThrow("endTurn: the game is over (in a draw); no action is possible");
  });

  test("Fatigue can end the game at the start of a turn", () => {
    const d = duel([fillers(4), fillers(30)]);
    d.dealDamage(d.hero(0), 29);
    d.endTurn();
    d.clearLog();
    d.endTurn();
    expect(d.log().slice(-3)).toEqual([
      { type: "Fatigue", player: 0 },
      { type: "Damaged", target: d.hero(0), amount: 1 },
      { type: "GameOver", winner: 1 },
    ]);
  });
});

describe("Freeze (Hearthstone Wiki, Freeze)", () => {
  test("Frost Nova freezes the enemy minions; a Frozen minion cannot attack; it thaws at the end of its owner's turn", () => {
    const d = duel();
    const [[brute], [yeti]] = boardOf(d, [C.brute.name], [C.yeti.name]);
    d.endTurn(); // player 1's turn 4: 2 mana
    d.endTurn(); // player 0's turn 5: 3 mana
    const nova = d.addToHand("Frost Nova", 0);
    d.clearLog();
    d.play(nova);
    expect(d.logTree()).toBe(
      tree("ManaSpent{player: 0, amount: 3}", 'SpellCast{card: "Frost Nova"}', `Frozen{id: ${yeti}}`),
    );
    expect(d.frozen(yeti)).toBe(true);
    expect(d.frozen(brute)).toBe(false);
    d.endTurn();
    expect(() => d.attack(yeti, d.hero(0))).toThrow(
      `attack: Duel Yeti (id ${yeti}) is Frozen: it misses this attack`,
    );
    expect(d.canAttack(yeti)).toBe(false);
    d.clearLog();
    d.endTurn();
    expect(d.log().slice(0, 2)).toEqual([
      { type: "TurnEnded", player: 1, turn: 6 },
      { type: "Thawed", id: yeti },
    ]);
    d.endTurn();
    expect(d.canAttack(yeti)).toBe(true);
  });

  test("a character Frozen after it attacked stays Frozen through its owner's next turn", () => {
    const d = duel();
    const [[brute]] = boardOf(d, [C.brute.name]);
    d.registerCards([DUEL_CHILL]);
    const chill = d.addToHand("Duel Chill", 0);
    d.attack(brute, d.hero(1));
    d.play(chill);
    d.clearLog();
    d.endTurn();
    expect(d.log().some((e) => e.type === "Thawed")).toBe(false);
    d.endTurn();
    expect(d.canAttack(brute)).toBe(false);
    d.clearLog();
    d.endTurn();
    expect(d.log()).toContainEqual({ type: "Thawed", id: brute });
  });
});

describe("weapons (docs/rules.md §3.10)", () => {
  test("a hero equips a weapon, attacks with it, and it breaks when its Durability is spent", () => {
    const d = duel();
    nextOwnTurn(d); // player 0's turn 3: 2 mana
    d.endTurn();
    d.endTurn(); // turn 5: 3 mana
    const axe = d.addToHand("Fiery War Axe", 0);
    const [, [brute]] = [null, [d.summon(C.brute.name, 1)]];
    d.clearLog();
    d.play(axe);
    expect(d.weapon(0)).toBe(axe);
    expect(d.attack(d.hero(0))).toBe(3);
    d.attack(d.hero(0), brute);
    expect(d.logTree()).toBe(
      tree(
        "ManaSpent{player: 0, amount: 3}",
        `WeaponEquipped{player: 0, id: ${axe}}`,
        `Attacked{attacker: ${d.hero(0)}, defender: ${brute}}`,
        `Damaged{target: ${brute}, amount: 3}`,
        `Damaged{target: ${d.hero(0)}, amount: 3}`,
        `DurabilityLost{id: ${axe}, durability: 1}`,
        `Destroyed{id: ${brute}}`,
        "DeathPhase{round: 1}",
      ),
    );
    expect(() => d.attack(d.hero(0), d.hero(1))).toThrow(
      `attack: Hero of player 0 (id ${d.hero(0)}) has already attacked this turn`,
    );
    nextOwnTurn(d);
    d.attack(d.hero(0), d.hero(1));
    expect(d.log().slice(-4)).toEqual([
      { type: "Damaged", target: d.hero(1), amount: 3 },
      { type: "DurabilityLost", id: axe, durability: 0 },
      { type: "Destroyed", id: axe },
      { type: "DeathPhase", round: 1 },
    ]);
    expect([d.weapon(0), d.zoneOf(axe), d.attack(d.hero(0))]).toEqual([null, "graveyard", 0]);
    expect(d.canAttack(d.hero(0))).toBe(false);
  });

  test("a weapon's keywords are its hero's: a Lifesteal dagger heals; a new weapon destroys the old", () => {
    const d = duel();
    const dagger = d.addToHand(C.dagger.name, 0);
    const second = d.addToHand(C.dagger.name, 0);
    d.play(dagger);
    d.dealDamage(d.hero(0), 5);
    d.attack(d.hero(0), d.hero(1));
    expect(d.health(d.hero(0))).toBe(26);
    nextOwnTurn(d);
    d.play(second);
    expect(d.log().slice(-2)).toEqual([
      { type: "Destroyed", id: dagger },
      { type: "WeaponEquipped", player: 0, id: second },
    ]);
    expect(d.zoneOf(dagger)).toBe("graveyard");
  });
});
