import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import * as sg from "../../src/engine/spellgrid";
import { type LevelDef, newSpellGrid } from "../../src/harness";

const level = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../levels/${name}.json`, import.meta.url), "utf8")) as LevelDef;

describe("the search API: clone and canonical hash", () => {
  test("a clone is independent: a Sequence on it changes nothing in the original", () => {
    const start = newSpellGrid(level("l3-simultaneous-paradox")).state;
    const before = sg.hashSpellGrid(start);
    const copy = sg.cloneSpellGrid(start);
    expect(copy.game).toBe(start.game); // shared until one of them writes (copy on write)
    sg.cast(copy, "Whirlwind", null, null);
    expect(copy.game).not.toBe(start.game);
    expect(sg.hashSpellGrid(start)).toBe(before);
    expect(sg.hashSpellGrid(copy)).not.toBe(before);
    expect(start.game.sides[0].hand).toHaveLength(1);
    expect(copy.game.sides[0].hand).toHaveLength(0);
  });

  test("equal states hash equal however they were reached; different states differ", () => {
    const start = newSpellGrid(level("l1-double-tap")).state;
    const a = sg.cloneSpellGrid(start);
    sg.step(a, "left", null);
    sg.step(a, "right", null);
    const b = sg.cloneSpellGrid(start);
    expect(sg.spellGridKey(a)).toBe(sg.spellGridKey(b));
    expect(sg.hashSpellGrid(a)).toBe(sg.hashSpellGrid(b));
    sg.step(b, "up", null);
    expect(sg.hashSpellGrid(b)).not.toBe(sg.hashSpellGrid(a));
    expect(sg.hashSpellGrid(a)).toMatch(/^[0-9a-f]{14}$/);
  });
});
