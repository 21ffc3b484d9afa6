import { expect, test } from "vitest";
import { newSpellGrid } from "../../src/harness";
import { mapLevel } from "./map";
import { spellGridWithLimits } from "./with-limits";

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

test("a dying minion's word takes its place at the object limit: the dead leave the grid before the words are written", () => {
  const level = mapLevel(["BABA IS YOU baba", "BABA IS scribe ."], ["Whirlwind"]);
  expect(level.objects.length + (level.cards?.length ?? 0)).toBe(7);
  const g = spellGridWithLimits(level, { objects: 7 }); // the grid is full
  const scribe = g.minionAt(2, 1);
  expect(scribe).not.toBeNull();
  g.cast("Whirlwind");
  expect(g.health(scribe!)).toBe(0);
  expect(g.minionAt(2, 1)).toBeNull();
  expect(g.kindsAt(2, 1)).toEqual(["text:WIN"]);
  expect(g.activeRules()).toEqual(["BABA IS WIN", "BABA IS YOU", "TEXT IS PUSH"]);
  expect(g.state.level.alive.reduce((n, a) => n + a, 0)).toBe(7);
});
