/**
 * SpellGrid with the verbs beyond IS (docs/rules.md §5.5, §6.4, §6.8): a minion's Deathrattle writes
 * HAS on its tile (seam 3), and an object destroyed later leaves its item; a minion whose noun HAS
 * something leaves it when it dies through the turn (seam 2). Cards are data: the engine names none.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { type LevelDef, newSpellGrid, type SpellGrid } from "../../src/harness";
import { mapLevel } from "./map";

const level = (file: string): LevelDef =>
  JSON.parse(readFileSync(new URL(`../../levels/${file}`, import.meta.url), "utf8")) as LevelDef;

const steps = (g: SpellGrid, moves: string) => {
  const dirs = { w: "up", a: "left", s: "down", d: "right" } as const;
  for (const m of moves) g.step(dirs[m as keyof typeof dirs]);
};

describe("HAS in SpellGrid", () => {
  test("l4-last-will: the heir's Deathrattle writes HAS, so the sunk rock leaves the flag", () => {
    const g = newSpellGrid(level("l4-last-will.json"));
    expect(g.rules()).not.toContain("ROCK HAS FLAG");
    g.cast("Whirlwind");
    expect(g.kindsAt(1, 5)).toEqual(["text:HAS"]);
    expect(g.rules()).toContain("ROCK HAS FLAG");
    steps(g, "dd");
    expect(g.kindsAt(3, 7)).toEqual(["flag"]);
    steps(g, "d");
    expect(g.won()).toBe(true);
  });

  test("a minion destroyed by the turn (seam 2) leaves what its noun HAS", () => {
    const g = newSpellGrid(mapLevel(["MOTH IS HOT AND MELT", "MOTH HAS KEY .", ". moth . ."]));
    const moth = g.minionAt(1, 2)!;
    g.step("up");
    expect(g.posOf(moth)).toBeNull();
    expect(g.kindsAt(1, 2)).toEqual(["key"]);
  });

  test("a minion X IS NOT X erases goes through seam 2 but leaves nothing its noun HAS (the game's conversion)", () => {
    const g = newSpellGrid(mapLevel(["MOTH IS NOT MOTH", "MOTH HAS KEY .", ". moth . ."]));
    const moth = g.minionAt(1, 2)!;
    g.step("up");
    expect(g.posOf(moth)).toBeNull();
    expect(g.kindsAt(1, 2)).toEqual([]);
  });

  test("without the HAS the rock sinks and leaves nothing", () => {
    const g = newSpellGrid(level("l4-last-will.json"));
    steps(g, "ddd");
    expect(g.kindsAt(3, 7)).toEqual(["baba"]);
    expect(g.won()).toBe(false);
  });
});
