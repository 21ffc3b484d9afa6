import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { sourceFiles } from "../architecture/source";
import { withFixtures } from "../fixtures/cards";
import { newGame } from "./workspace";

/**
 * Module 5's Expansion Drop: Fleshshape ("Assemble a Deathrattle minion. Give all minions in your hand
 * +2/+2.") is one data file, cards/fleshshape.json, and nothing under src/engine/.
 */
test("test_05x_fleshshape_is_data_only", () => {
  const all = withFixtures(); // the workspace's cards: cards/ and the test fixtures (workspace.ts)
  const file = JSON.parse(readFileSync(new URL("../../cards/fleshshape.json", import.meta.url), "utf8"));
  expect(file.name).toBe("Fleshshape");

  // Without the file, the game does not know the card.
  const without = newGame({ cards: all.filter((d) => d.name !== "Fleshshape") });
  expect(() => without.cast("Fleshshape")).toThrow('unknown card "Fleshshape"');

  // With it, the engine runs it from its clauses.
  const g = newGame();
  const t = g.addToHand("Test Filler");
  const answers: Record<string, string> = { base: "Loot Hoarder", donor: "Harvest Golem", half: "bottom" };
  g.setChooser((kind) => answers[kind]);
  g.clearLog();
  g.cast("Fleshshape");
  const a = g.hand(0)[1];
  expect(g.nameOf(a)).toBe("Loot Hoarder (Assembled)");
  expect(g.log()).toEqual([
    { type: "SpellCast", card: "Fleshshape" },
    { type: "StatsChanged", id: t, attack: 3, health: 3 },
    { type: "StatsChanged", id: a, attack: 4, health: 3 },
  ]);
  g.play(a);
  g.clearLog();
  g.destroy(a);
  const golem = g.board(0)[0];
  expect(g.nameOf(golem)).toBe("Damaged Golem");

  // And the engine's source names no part of it.
  const engine = sourceFiles("src/engine");
  expect(engine.filter((f) => /fleshshape/i.test(f.text)).map((f) => f.path)).toEqual([]);
});
