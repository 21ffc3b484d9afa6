import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { type LevelDef, newSpellGrid, type SpellGrid } from "../../src/harness";
import { mapLevel } from "../spellgrid/map";

const level = (file: string): LevelDef =>
  JSON.parse(readFileSync(new URL(`../../levels/${file}`, import.meta.url), "utf8")) as LevelDef;

const steps = (g: SpellGrid, moves: string) => {
  const dirs = { w: "up", a: "left", s: "down", d: "right" } as const;
  for (const m of moves) g.step(dirs[m as keyof typeof dirs]);
};

describe("Module 10: the three seams", () => {
  test("test_10_spatial_rule_feeds_interceptor", () => {
    const g = newSpellGrid(mapLevel(["DEATHRATTLE IS . .", ". . . .", "keg bramble . ."], ["Spark"]));
    const keg = g.minionAt(0, 2)!;
    const bramble = g.minionAt(1, 2)!;
    expect(g.rules()).not.toContain("DEATHRATTLE IS DOUBLE");

    g.place("text:DOUBLE", 2, 0);
    expect(g.activeRules()).toContain("DEATHRATTLE IS DOUBLE");
    g.cast("Spark", keg);

    expect(g.log()).toEqual([
      { type: "SpellCast", card: "Spark" },
      { type: "Damaged", target: keg, amount: 1 },
      { type: "Destroyed", id: keg },
      { type: "DeathPhase", round: 1 },
      { type: "Triggered", source: keg, trigger: "deathrattle" },
      { type: "Damaged", target: bramble, amount: 1 },
      { type: "Triggered", source: keg, trigger: "deathrattle" },
      { type: "Damaged", target: bramble, amount: 1 },
    ]);
    expect(g.health(bramble)).toBe(1);
    expect(g.posOf(keg)).toBeNull();
  });

  test("test_10_not_cancels_spatial_modifier", () => {
    const g = newSpellGrid(
      mapLevel(["DEATHRATTLE IS DOUBLE .", "DEATHRATTLE IS NOT DOUBLE", "keg warden bramble ."], ["Spark"]),
    );
    const [keg, warden, bramble] = [g.minionAt(0, 2)!, g.minionAt(1, 2)!, g.minionAt(2, 2)!];
    expect(g.rules()).toEqual(expect.arrayContaining(["DEATHRATTLE IS DOUBLE", "DEATHRATTLE IS NOT DOUBLE"]));
    expect(g.activeRules()).toContain("DEATHRATTLE IS NOT DOUBLE");
    expect(g.activeRules()).not.toContain("DEATHRATTLE IS DOUBLE");

    g.cast("Spark", keg);

    expect(g.log().filter((e) => e.type === "Triggered")).toEqual([
      { type: "Triggered", source: keg, trigger: "deathrattle" },
    ]);
    expect(g.health(bramble)).toBe(2);
    expect(g.health(warden)).toBe(0); // the Warden took the Deathrattle's 1 damage too
    expect(g.posOf(warden)).toBeNull();
  });

  test("test_10_grid_and_card_doublers_take_max", () => {
    const g = newSpellGrid(mapLevel(["DEATHRATTLE IS DOUBLE", "keg . bramble", ". warden ."], ["Spark"]));
    const [keg, bramble] = [g.minionAt(0, 1)!, g.minionAt(2, 1)!];
    g.cast("Spark", keg);
    // Two, not four: the rule's DOUBLE and the Warden's aura are both "max" multipliers of 2.
    expect(g.log().filter((e) => e.type === "Triggered")).toHaveLength(2);
    expect(g.health(bramble)).toBe(1);
  });

  test("test_10_hazard_feeds_death_step", () => {
    const g = newSpellGrid(
      mapLevel(["KEG IS YOU AND MELT", "LAVA IS HOT . .", ". . . . .", "keg lava . bramble ."]),
    );
    const keg = g.minionAt(0, 3)!;
    const bramble = g.minionAt(3, 3)!;
    expect(g.hasProperty(keg, "MELT")).toBe(true);

    g.step("right");

    expect(g.log()).toEqual([
      { type: "Destroyed", id: keg },
      { type: "DeathPhase", round: 1 },
      { type: "Triggered", source: keg, trigger: "deathrattle" },
      { type: "Damaged", target: bramble, amount: 1 },
    ]);
    expect(g.posOf(keg)).toBeNull();
    expect(g.health(bramble)).toBe(2);
    expect(g.lost()).toBe(true);
  });

  test("test_10_spawned_text_triggers_reparse", () => {
    const g = newSpellGrid(mapLevel(["BABA IS scribe", ". . .", "baba . ."], ["Spark"]));
    const scribe = g.minionAt(2, 0)!;
    expect(g.rules()).not.toContain("BABA IS WIN");

    g.cast("Spark", scribe);

    expect(g.log()).toEqual([
      { type: "SpellCast", card: "Spark" },
      { type: "Damaged", target: scribe, amount: 1 },
      { type: "Destroyed", id: scribe },
      { type: "DeathPhase", round: 1 },
      { type: "Triggered", source: scribe, trigger: "deathrattle" },
      { type: "TextSpawned", source: scribe, word: "WIN" },
    ]);
    expect(g.kindsAt(2, 0)).toEqual(["text:WIN"]);
    expect(g.rules()).toContain("BABA IS WIN");
    expect(g.won()).toBe(false); // casting is not a turn
  });

  test("test_10_targeted_spell_needs_target", () => {
    const g = newSpellGrid(mapLevel(["keg . ."], ["Spark"]));
    const keg = g.minionAt(0, 0)!;
    expect(() => g.cast("Spark")).toThrow('"Spark" needs a target');
    expect(g.hand()).toEqual(["Spark"]);
    expect(g.log()).toEqual([]);
    expect(g.health(keg)).toBe(1);
    expect(g.checkCast("Spark")).toMatch("needs a target");
    expect(g.checkCast("Spark", keg)).toBeNull();
  });
});

describe("Module 10: the three levels", () => {
  test("test_10_level_1_solution", () => {
    const g = newSpellGrid(level("l1-double-tap.json"));
    expect(g.hand()).toEqual(["Whirlwind"]);
    steps(g, "ww"); // push DOUBLE up through the gap: DEATHRATTLE IS DOUBLE
    expect(g.activeRules()).toContain("DEATHRATTLE IS DOUBLE");
    const bramble = g.minionAt(5, 6)!;
    g.cast("Whirlwind");
    expect(g.posOf(bramble)).toBeNull(); // 1 from Whirlwind, 2 from the doubled Deathrattle
    steps(g, "ssassd"); // round the wall, onto the bramble's tile
    expect(g.won()).toBe(false);
    steps(g, "d");
    expect(g.won()).toBe(true);
  });

  test("test_10_level_2_solution", () => {
    const g = newSpellGrid(level("l2-spliced-corpse.json"));
    const answers: Record<string, string> = { base: "Ember Moth", donor: "Rune Scribe", half: "bottom" };
    g.setChooser((kind) => answers[kind]);
    g.cast("Graft");
    expect(g.hand()).toEqual(["Ember Moth (Assembled)"]);
    const moth = g.play("Ember Moth (Assembled)", 3, 3);
    expect(g.kindsAt(3, 3)).toEqual(["moth"]);
    expect(g.hasProperty(moth, "PUSH")).toBe(true);
    g.step("left");
    expect(g.won()).toBe(false);
    g.step("left"); // the moth melts in the lava; WIN is written on its tile: BABA IS WIN, same turn
    expect(g.rules()).toContain("BABA IS WIN");
    expect(g.won()).toBe(true);
  });

  test("test_10_level_3_solution", () => {
    const g = newSpellGrid(level("l3-simultaneous-paradox.json"));
    const knight = g.minionAt(0, 4)!;
    g.cast("Whirlwind");
    expect(g.health(knight)).toBe(1);
    expect(g.minionAt(4, 4)).toBeNull(); // the hedge died in Death Phase 2
    steps(g, "ddddd");
    expect(g.won()).toBe(true);
  });

  test("test_10_level_3_naive_would_differ", () => {
    const g = newSpellGrid(level("l3-simultaneous-paradox.json"));
    g.withNaiveAuraTiming();
    const knight = g.minionAt(0, 4)!;
    g.cast("Whirlwind");
    expect(g.health(knight)).toBe(0);
    expect(g.posOf(knight)).toBeNull();
    expect(g.lost()).toBe(true);
    steps(g, "ddddd");
    expect(g.won()).toBe(false);
  });
});
