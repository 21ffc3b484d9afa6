/**
 * FEELING's work per read is bounded (docs/rules.md §5.8 FEELING, §9 "rules one FEELING read looks at"): a
 * read looks at each rule of its kind at most once (the game's `checkedconds` marks), but a chain of
 * FEELING conditions over many rules looks at the same rules again in each nested search, so a level
 * spelling a hundred `X NOT FEELING A AND B IS C` / `ALL FEELING B IS A` rules took seconds a step, and two
 * hundred minutes. Past `FEELING_TESTS` rules looked at in one read, the step throws a GridError naming the
 * limit, the object and its kind, and changes nothing (as the game, past 80 nested tests, stops the level
 * as an infinite loop).
 */
import { describe, expect, it } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import type { LevelDef } from "../../src/harness";
import { feelingChainLevel } from "../solver/feeling-chain";

/** `n` FEELING rules on baba and a YOU baba right of them, the last object (tests/solver/feeling-chain.ts). */
const feelingChain = (n: number): LevelDef => feelingChainLevel(n, true);

const load = (def: LevelDef) => grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, journal: true });

describe("the work of one FEELING read is bounded (docs/rules.md §9)", () => {
  it("past FEELING_TESTS rules looked at in one read, the step throws a GridError naming the limit and the object, and changes nothing", () => {
    const def = feelingChain(240);
    const baba = def.objects.length - 1;
    const level = load(def);
    expect(grid.rules(level).filter((r) => r.includes("FEELING")).length).toBeGreaterThan(140);
    const before = JSON.stringify(grid.snapshot(level));
    const turns = level.history.length;
    expect(() => grid.step(level, "right")).toThrow(grid.GridError);
    expect(() => grid.step(level, "right")).toThrow(
      `FEELING: one read for object ${baba} (baba) looked at more than ${grid.FEELING_TESTS} rules`,
    );
    expect(JSON.stringify(grid.snapshot(level))).toBe(before);
    expect(level.history.length).toBe(turns);
  });

  it("a chain under the limit reads as before: the YOU baba moves", () => {
    const def = feelingChain(12);
    const level = load(def);
    grid.step(level, "right");
    expect(level.x[def.objects.length - 1]).toBe(def.objects[def.objects.length - 1].x + 1);
  });
});
