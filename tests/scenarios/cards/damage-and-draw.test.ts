import { describe, expect, test } from "vitest";
import { game, tree } from "./builder";

describe("damage, Armor and drawing (Modules 2 and 4)", () => {
  test("Armorsmith gains Armor for each friendly minion damaged, itself included", () => {
    const g = game(5);
    const smith = g.summon("Armorsmith");
    const aco = g.summon("Acolyte of Pain");
    const enemy = g.summon("Test Sponge", 1);
    g.clearLog();
    g.cast("Whirlwind");
    const [card] = g.hand(0);
    expect(g.logTree()).toBe(
      tree(
        `SpellCast{card: "Whirlwind"}`,
        `Damaged{target: ${smith}, amount: 1}`,
        `Damaged{target: ${aco}, amount: 1}`,
        `Damaged{target: ${enemy}, amount: 1}`,
        `Triggered{source: ${smith}, trigger: "damaged"}`,
        `  ArmorGained{player: 0, amount: 1}`,
        `Triggered{source: ${smith}, trigger: "damaged"}`,
        `  ArmorGained{player: 0, amount: 1}`,
        `Triggered{source: ${aco}, trigger: "damaged"}`,
        `  Drew{player: 0, id: ${card}}`,
      ),
    );
    expect(g.armor(0)).toBe(2);
  });

  test("Armor absorbs hero damage first: ArmorLost just before Damaged, which keeps the full amount", () => {
    const g = game();
    const smith = g.summon("Armorsmith");
    g.dealDamage(smith, 1);
    g.dealDamage(smith, 1);
    expect(g.armor(0)).toBe(2);
    g.clearLog();
    g.dealDamage(g.hero(0), 3);
    expect(g.log()).toEqual([
      { type: "ArmorLost", player: 0, amount: 2 },
      { type: "Damaged", target: g.hero(0), amount: 3 },
    ]);
    expect(g.health(g.hero(0))).toBe(29);
    expect(g.armor(0)).toBe(0);
  });

  test("damage of 0 does nothing", () => {
    const g = game();
    const a = g.summon("Acolyte of Pain");
    g.clearLog();
    g.dealDamage(a, 0);
    expect(g.log()).toEqual([]);
    expect(g.health(a)).toBe(4);
  });

  test("Fatigue: drawing from an empty deck logs Fatigue and nothing else", () => {
    const g = game(0);
    const a = g.summon("Acolyte of Pain");
    g.clearLog();
    g.dealDamage(a, 1);
    expect(g.logTree()).toBe(
      tree(
        `Damaged{target: ${a}, amount: 1}`,
        `Triggered{source: ${a}, trigger: "damaged"}`,
        `  Fatigue{player: 0}`,
      ),
    );
    expect(g.health(g.hero(0))).toBe(30);
  });

  test("a mortally wounded Acolyte is still in play and still draws, then dies", () => {
    const g = game(5);
    const a = g.summon("Acolyte of Pain");
    g.clearLog();
    g.dealDamage(a, 4);
    const [card] = g.hand(0);
    expect(g.logTree()).toBe(
      tree(
        `Damaged{target: ${a}, amount: 4}`,
        `Triggered{source: ${a}, trigger: "damaged"}`,
        `  Drew{player: 0, id: ${card}}`,
        `Destroyed{id: ${a}}`,
        `DeathPhase{round: 1}`,
      ),
    );
    expect(g.zoneOf(a)).toBe("graveyard");
  });

  test("a full hand burns the drawn card", () => {
    const g = game(12);
    for (let i = 0; i < 10; i++) g.addToHand("Test Filler");
    const hand = g.hand(0);
    const a = g.summon("Acolyte of Pain");
    g.clearLog();
    g.dealDamage(a, 1);
    const burned = g.log()[2];
    expect(g.log().slice(0, 2)).toEqual([
      { type: "Damaged", target: a, amount: 1 },
      { type: "Triggered", source: a, trigger: "damaged" },
    ]);
    expect(burned).toMatchObject({ type: "Burned", player: 0 });
    if (burned?.type === "Burned") expect(g.zoneOf(burned.id)).toBe("graveyard");
    expect(g.log().some((e) => e.type === "Drew")).toBe(false);
    expect(g.hand(0)).toEqual(hand);
  });

  test("Dread Infernal hits heroes first, then minions by order of play, not itself", () => {
    const g = game(5);
    const aco = g.summon("Acolyte of Pain");
    const filler = g.summon("Test Filler", 1);
    const d = g.addToHand("Dread Infernal");
    g.clearLog();
    g.play(d);
    const [card] = g.hand(0);
    const [h0, h1] = [g.hero(0), g.hero(1)];
    expect(g.logTree()).toBe(
      tree(
        `Summoned{id: ${d}}`,
        `Triggered{source: ${d}, trigger: "battlecry"}`,
        `  Damaged{target: ${h0}, amount: 1}`,
        `  Damaged{target: ${h1}, amount: 1}`,
        `  Damaged{target: ${aco}, amount: 1}`,
        `  Damaged{target: ${filler}, amount: 1}`,
        `  Triggered{source: ${aco}, trigger: "damaged"}`,
        `    Drew{player: 0, id: ${card}}`,
        `Destroyed{id: ${filler}}`,
        `DeathPhase{round: 1}`,
      ),
    );
    expect(g.health(d)).toBe(6);
  });

  test("Bolf Ramshield takes the damage meant for his hero, also from an area effect", () => {
    const g = game();
    const bolf = g.summon("Bolf Ramshield");
    g.clearLog();
    g.dealDamage(g.hero(0), 3);
    expect(g.log()).toEqual([{ type: "Damaged", target: bolf, amount: 3 }]);
    expect(g.health(g.hero(0))).toBe(30);
    expect(g.health(bolf)).toBe(6);

    const d = g.addToHand("Dread Infernal", 1);
    g.clearLog();
    g.play(d);
    expect(g.log().filter((e) => e.type === "Damaged")).toEqual([
      { type: "Damaged", target: bolf, amount: 1 }, // for hero 0, redirected
      { type: "Damaged", target: g.hero(1), amount: 1 },
      { type: "Damaged", target: bolf, amount: 1 },
    ]);
    expect(g.health(bolf)).toBe(4);
    expect(g.health(g.hero(1))).toBe(29);
  });

  test("Bolf protects only his own hero", () => {
    const g = game();
    g.summon("Bolf Ramshield", 0);
    g.dealDamage(g.hero(1), 2);
    expect(g.health(g.hero(1))).toBe(28);
  });
});
