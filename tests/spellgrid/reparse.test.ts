import { expect, test } from "vitest";
import { newSpellGrid } from "../../src/harness";
import { mapLevel } from "./map";

test("a minion played while ALL IS STOP is spelled is STOP at once (a new kind reparses ALL)", () => {
  const g = newSpellGrid(mapLevel(["ALL IS STOP", "baba . .", ". . ."], ["Tin Knight"]));
  expect(g.activeRules()).toEqual(["BABA IS STOP", "TEXT IS PUSH"]);
  const knight = g.play("Tin Knight", 1, 2);
  expect(g.activeRules()).toEqual(["BABA IS STOP", "KNIGHT IS STOP", "TEXT IS PUSH"]);
  expect(g.hasProperty(knight, "STOP")).toBe(true);
});

test("a minion played while a NOT subject is spelled is named by it at once", () => {
  const g = newSpellGrid(mapLevel(["NOT BABA IS STOP", "baba . . .", ". . . ."], ["Tin Knight"]));
  const knight = g.play("Tin Knight", 1, 2);
  expect(g.activeRules()).toContain("KNIGHT IS STOP");
  expect(g.hasProperty(knight, "STOP")).toBe(true);
});

test("rules without ALL or NOT subjects do not depend on which kinds are present", () => {
  const g = newSpellGrid(mapLevel(["BABA IS YOU", "baba . .", ". . ."], ["Tin Knight"]));
  const knight = g.play("Tin Knight", 1, 2);
  expect(g.activeRules()).toEqual(["BABA IS YOU", "TEXT IS PUSH"]);
  expect(g.hasProperty(knight, "YOU")).toBe(false);
});
