import { describe, expect, test } from "vitest";
import { game, tree } from "./builder";

describe("auras read from a snapshot, and activations (Module 4)", () => {
  test("Baron Rivendare doubles his owner's Deathrattles, and only his owner's", () => {
    const g = game(5);
    const baron = g.summon("Baron Rivendare", 0);
    const mine = g.summon("Loot Hoarder", 0);
    const theirs = g.summon("Loot Hoarder", 1);
    g.clearLog();
    g.cast("Whirlwind");
    const [c1, c2] = g.hand(0);
    const [d1] = g.hand(1);
    expect(g.log()).toEqual([
      { type: "SpellCast", card: "Whirlwind" },
      { type: "Damaged", target: baron, amount: 1 },
      { type: "Damaged", target: mine, amount: 1 },
      { type: "Damaged", target: theirs, amount: 1 },
      { type: "Destroyed", id: mine },
      { type: "Destroyed", id: theirs },
      { type: "DeathPhase", round: 1 },
      { type: "Triggered", source: mine, trigger: "deathrattle" },
      { type: "Drew", player: 0, id: c1 },
      { type: "Triggered", source: mine, trigger: "deathrattle" },
      { type: "Drew", player: 0, id: c2 },
      { type: "Triggered", source: theirs, trigger: "deathrattle" },
      { type: "Drew", player: 1, id: d1 },
    ]);
    expect(g.hand(0)).toHaveLength(2);
    expect(g.hand(1)).toHaveLength(1);
  });

  test("Twisting Nether kills Baron and Loot Hoarder together: one draw", () => {
    const g = game(5);
    const baron = g.summon("Baron Rivendare");
    const hoarder = g.summon("Loot Hoarder");
    g.clearLog();
    g.cast("Twisting Nether");
    const [card] = g.hand(0);
    expect(g.logTree()).toBe(
      tree(
        `SpellCast{card: "Twisting Nether"}`,
        `Destroyed{id: ${baron}}`,
        `Destroyed{id: ${hoarder}}`,
        `DeathPhase{round: 1}`,
        `Triggered{source: ${hoarder}, trigger: "deathrattle"}`,
        `  Drew{player: 0, id: ${card}}`,
      ),
    );
  });

  test("two Barons give 2 activations; Baron and Test Chorus give 3", () => {
    const twoBarons = game(9);
    twoBarons.summon("Baron Rivendare");
    twoBarons.summon("Baron Rivendare");
    twoBarons.destroy(twoBarons.summon("Loot Hoarder"));
    expect(twoBarons.hand(0)).toHaveLength(2);

    const baronChorus = game(9);
    baronChorus.summon("Baron Rivendare");
    baronChorus.summon("Test Chorus");
    baronChorus.destroy(baronChorus.summon("Loot Hoarder"));
    expect(baronChorus.hand(0)).toHaveLength(3);
  });

  test("a Baron summoned mid-Death-Phase does not double that Death Phase, only later ones", () => {
    const g = game(9);
    const cradle = g.summon("Test Baron Cradle");
    const hoarder = g.summon("Loot Hoarder");
    g.clearLog();
    g.cast("Twisting Nether");
    const baron = g.board(0)[0];
    const [card] = g.hand(0);
    expect(g.logTree()).toBe(
      tree(
        `SpellCast{card: "Twisting Nether"}`,
        `Destroyed{id: ${cradle}}`,
        `Destroyed{id: ${hoarder}}`,
        `DeathPhase{round: 1}`,
        `Triggered{source: ${cradle}, trigger: "deathrattle"}`,
        `  Summoned{id: ${baron}}`,
        `Triggered{source: ${hoarder}, trigger: "deathrattle"}`,
        `  Drew{player: 0, id: ${card}}`,
      ),
    );
    expect(g.nameOf(baron)).toBe("Baron Rivendare");
    g.destroy(g.summon("Loot Hoarder"));
    expect(g.hand(0)).toHaveLength(3);
  });

  test("Brann Bronzebeard makes Novice Engineer's Battlecry trigger twice", () => {
    const g = game(5);
    g.summon("Brann Bronzebeard");
    const n = g.addToHand("Novice Engineer");
    g.clearLog();
    g.play(n);
    const [c1, c2] = g.hand(0);
    expect(g.logTree()).toBe(
      tree(
        `Summoned{id: ${n}}`,
        `Triggered{source: ${n}, trigger: "battlecry"}`,
        `  Drew{player: 0, id: ${c1}}`,
        `Triggered{source: ${n}, trigger: "battlecry"}`,
        `  Drew{player: 0, id: ${c2}}`,
      ),
    );
  });
});

describe("nesting and the bound on self-retriggering (docs/rules.md §3.2)", () => {
  test("Test Echo: a trigger's events nest one level under its Triggered line", () => {
    const g = game();
    const reactor = g.summon("Test Reactor");
    const echo = g.summon("Test Echo");
    const h1 = g.hero(1);
    g.clearLog();
    g.dealDamage(echo, 1);
    expect(g.logTree()).toBe(
      tree(
        `Damaged{target: ${echo}, amount: 1}`,
        `Triggered{source: ${reactor}, trigger: "damaged"}`,
        `  Damaged{target: ${reactor}, amount: 1}`,
        `  Damaged{target: ${echo}, amount: 1}`,
        `  Triggered{source: ${echo}, trigger: "damaged"}`,
        `    Damaged{target: ${h1}, amount: 1}`,
        `Triggered{source: ${echo}, trigger: "damaged"}`,
        `  Damaged{target: ${h1}, amount: 1}`,
      ),
    );
    expect(g.health(h1)).toBe(28);
    expect(g.health(echo)).toBe(1);
  });

  test("Test Reactor: two reactors answer each other once, then the bound stops the loop", () => {
    const g = game();
    const r1 = g.summon("Test Reactor");
    const r2 = g.summon("Test Reactor");
    g.clearLog();
    g.dealDamage(r1, 1);
    expect(g.logTree()).toBe(
      tree(
        `Damaged{target: ${r1}, amount: 1}`,
        `Triggered{source: ${r2}, trigger: "damaged"}`,
        `  Damaged{target: ${r1}, amount: 1}`,
        `  Damaged{target: ${r2}, amount: 1}`,
        `  Triggered{source: ${r1}, trigger: "damaged"}`,
        `    Damaged{target: ${r1}, amount: 1}`,
        `    Damaged{target: ${r2}, amount: 1}`,
      ),
    );
    expect(g.health(r1)).toBe(2);
    expect(g.health(r2)).toBe(3);
  });
});
