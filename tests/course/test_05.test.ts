import { expect, test } from "vitest";
import { AssembleError } from "../../src/harness";
import { cardFiles, newGame } from "./workspace";

/** The workspace's card files (cards/ and the test fixtures), read the way the course says: Vite's import.meta.glob. */
const defs = [...cardFiles];

test("test_05_regression_data_cards", () => {
  const g = newGame();
  g.registerCards(defs);
  const names = defs.map((d) => d.name);
  for (const used of [
    "Armorsmith",
    "Acolyte of Pain",
    "Loot Hoarder",
    "Harvest Golem",
    "Damaged Golem",
    "Unstable Ghoul",
    "Baron Rivendare",
    "Novice Engineer",
    "Whirlwind",
    "Twisting Nether",
    "Test Echo",
    "Test Reactor",
    "Test Filler",
  ])
    expect(names).toContain(used);
  for (const def of defs.filter((d) => d.type === "minion")) {
    const id = g.summon(def.name, 0);
    expect(g.nameOf(id)).toBe(def.name);
    expect(g.attack(id)).toBe(def.attack);
    expect(g.health(id)).toBe(def.health);
    expect(g.cost(id)).toBe(def.cost);
  }
});

test("test_05_assemble_bottom_half", () => {
  const g = newGame();
  expect(g.assemble("Harvest Golem", "Dread Infernal", "bottom")).toBe("Harvest Golem (Assembled)");
  const b = g.summon("Baron Rivendare");
  const f = g.summon("Test Filler");
  const s = g.summon("Test Sponge");
  const a = g.summon("Harvest Golem (Assembled)");
  const [h0, h1] = [g.hero(0), g.hero(1)];
  g.clearLog();

  g.destroy(a);

  const volley = [
    { type: "Triggered", source: a, trigger: "deathrattle" },
    { type: "Damaged", target: h0, amount: 1 },
    { type: "Damaged", target: h1, amount: 1 },
    { type: "Damaged", target: b, amount: 1 },
    { type: "Damaged", target: f, amount: 1 },
    { type: "Damaged", target: s, amount: 1 },
  ];
  expect(g.log()).toEqual([
    { type: "Destroyed", id: a },
    { type: "DeathPhase", round: 1 },
    ...volley,
    ...volley,
    { type: "Destroyed", id: f },
    { type: "DeathPhase", round: 2 },
  ]);
  expect(g.health(h0)).toBe(28);
  expect(g.health(h1)).toBe(28);
  expect(g.health(b)).toBe(5);
  expect(g.health(s)).toBe(1);
  expect(g.zoneOf(f)).toBe("graveyard");
  expect(g.board(0)).toEqual([b, s]);
});

test("test_05_assembled_keeps_base_stats", () => {
  const g = newGame();
  const n = g.assemble("Harvest Golem", "Dread Infernal", "bottom");
  const a = g.addToHand(n, 0);
  expect(g.nameOf(a)).toBe(n);
  expect(n).toContain("Harvest Golem");
  expect(g.cost(a)).toBe(3);
  expect(g.attack(a)).toBe(2);
  expect(g.health(a)).toBe(3);
});

test("test_05_assemble_must_change_text", () => {
  const g = newGame();
  expect(() => g.assemble("Loot Hoarder", "Loot Hoarder", "bottom")).toThrow(AssembleError);
  expect(() => g.assemble("Loot Hoarder", "Loot Hoarder", "top")).toThrow(AssembleError);
});

test("test_05_top_half_swap", () => {
  const g = newGame({ decks: [Array(5).fill("Test Filler"), []] });
  const n = g.assemble("Loot Hoarder", "Novice Engineer", "top");
  const e = g.addToHand(n, 0);

  g.clearLog();
  g.play(e);
  expect(g.hand(0)).toHaveLength(1);
  const [c] = g.hand(0);
  expect(g.log()).toEqual([
    { type: "Summoned", id: e },
    { type: "Triggered", source: e, trigger: "battlecry" },
    { type: "Drew", player: 0, id: c },
  ]);
  expect(g.attack(e)).toBe(2);
  expect(g.health(e)).toBe(1);

  g.clearLog();
  g.destroy(e);
  expect(g.log()).toEqual([
    { type: "Destroyed", id: e },
    { type: "DeathPhase", round: 1 },
  ]);
  expect(g.hand(0)).toHaveLength(1);
});

test("test_05_assemble_effect_with_chooser", () => {
  const g = newGame();
  const t = g.addToHand("Test Filler", 0);
  const calls: { kind: string; options: string[] }[] = [];
  const answers: Record<string, string> = { base: "Novice Engineer", donor: "Harvest Golem", half: "bottom" };
  g.setChooser((kind, options) => {
    calls.push({ kind, options });
    return answers[kind];
  });
  g.clearLog();

  g.cast("Test Workshop", 0);

  expect(calls.map((c) => c.kind)).toEqual(["base", "donor", "half"]);
  const battlecryMinions = defs
    .filter(
      (d) => d.type === "minion" && d.text.some((c) => c.type === "trigger" && c.trigger === "battlecry"),
    )
    .map((d) => d.name)
    .sort();
  expect(calls[0].options).toEqual(battlecryMinions);
  expect(calls[0].options).toEqual(expect.arrayContaining(["Dread Infernal", "Novice Engineer"]));
  expect(calls[1].options).toContain("Harvest Golem");
  expect(calls[1].options).not.toContain("Novice Engineer");
  expect(calls[2].options).toEqual(["top", "bottom"]);

  const hand = g.hand(0);
  expect(hand).toHaveLength(2);
  expect(hand[0]).toBe(t);
  const a = hand[1];
  expect(g.nameOf(a)).toBe("Novice Engineer (Assembled)");
  expect(g.cost(a)).toBe(2);
  expect(g.attack(a)).toBe(2);
  expect(g.health(a)).toBe(2);
  expect(g.log()).toEqual([
    { type: "SpellCast", card: "Test Workshop" },
    { type: "StatsChanged", id: t, attack: 2, health: 2 },
    { type: "StatsChanged", id: a, attack: 2, health: 2 },
  ]);

  g.clearLog();
  g.play(a);
  const board = g.board(0);
  expect(board).toHaveLength(2);
  expect(board[0]).toBe(a);
  const d = board[1];
  expect(g.nameOf(d)).toBe("Damaged Golem");
  expect(g.log()).toEqual([
    { type: "Summoned", id: a },
    { type: "Triggered", source: a, trigger: "battlecry" },
    { type: "Summoned", id: d },
  ]);
});

test("test_05_additive_multipliers_stack", () => {
  const g = newGame({ decks: [Array(5).fill("Test Filler"), []] });
  g.summon("Test Chorus");
  g.summon("Test Chorus");
  const h = g.summon("Loot Hoarder");
  g.clearLog();
  g.dealDamage(h, 1);
  expect(g.hand(0)).toHaveLength(3);
});
