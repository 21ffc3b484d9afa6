/**
 * SEEING's work per read is bounded (docs/rules.md §5.8 SEEING, §9 "reads one SEEING ray's nested rays
 * make"): a ray reads whether each object it meets is STOP, PUSH or PULL, and a conditional rule giving
 * one of them on SEEING casts another ray for that object, nested, and so on down the chain of SEEING
 * rules not yet marked (the game's `checkedconds`): the work grows as the ray's length to the power of
 * the chain's length, for each object casting one. A row of 20 rocks under six `ROCK SEEING X IS
 * STOP|PUSH|PULL` rules took 28 s a step, forty rocks under five 109 s, seven rules over two minutes; 40
 * rows of 55 rocks under three 43 s. Past `SEEING_READS` objects read by the rays nested in SEEING rays
 * in one turn, the step throws a `SeeingLimitError` (a `LimitError`: the solver takes it
 * as no successor) naming the limit, the object and its kind, and changes nothing.
 */
import { describe, expect, it } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import type { LevelDef } from "../../src/harness";

const NOUNS = ["KEKE", "FLAG", "WALL", "WATER", "LAVA", "SKULL", "KEY", "DOOR"];
const PROPS = ["STOP", "PUSH", "PULL"];

/**
 * `k` rules `ROCK SEEING <noun> IS STOP|PUSH|PULL`, `rows` rows of `n` rocks facing right, a baba below them
 * (the last object); `you` is YOU: the baba, or the rocks, each then reading the rock ahead as it moves.
 */
function seeingChain(k: number, n: number, rows = 1, you = "BABA"): LevelDef {
  const objects: LevelDef["objects"] = [you, "IS", "YOU"].map((w, x) => ({ kind: `text:${w}`, x, y: 0 }));
  for (let r = 0; r < k; r++) {
    const words = ["ROCK", "SEEING", NOUNS[r], "IS", PROPS[r % 3]];
    for (let x = 0; x < words.length; x++) objects.push({ kind: `text:${words[x]}`, x, y: 2 + 2 * r });
  }
  const y = 2 + 2 * k;
  for (let r = 0; r < rows; r++)
    for (let x = 0; x < n; x++) objects.push({ kind: "rock", x, y: y + r, dir: "right" });
  objects.push({ kind: "baba", x: 0, y: y + rows });
  return { width: Math.max(n, 8), height: y + rows + 1, objects };
}

const load = (def: LevelDef) => grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, journal: true });

describe("the work of one SEEING read is bounded (docs/rules.md §9)", () => {
  it("past SEEING_READS objects read by nested rays in one turn, the step throws a LimitError naming the limit and the object, and changes nothing", () => {
    const def = seeingChain(6, 20, 1, "ROCK");
    const level = load(def);
    expect(grid.rules(level).filter((r) => r.includes("SEEING"))).toHaveLength(6);
    const before = JSON.stringify(grid.snapshot(level));
    const turns = level.history.length;
    expect(() => grid.step(level, "right")).toThrow(grid.SeeingLimitError);
    expect(() => grid.step(level, "right")).toThrow(grid.LimitError);
    expect(() => grid.step(level, "right")).toThrow(
      new RegExp(
        `^SEEING: the rays nested in SEEING rays read more than ${grid.SEEING_READS} objects in one turn, the last cast for object \\d+ \\(rock\\) \\(docs/rules.md §9\\)`,
      ),
    );
    expect(JSON.stringify(grid.snapshot(level))).toBe(before);
    expect(level.history.length).toBe(turns);
  });

  it("the bound is the turn's: rows of rocks whose reads each stay far under it pass it together", () => {
    const level = load(seeingChain(3, 30, 20, "ROCK"));
    const before = JSON.stringify(grid.snapshot(level));
    expect(() => grid.step(level, "right")).toThrow(grid.SeeingLimitError);
    expect(JSON.stringify(grid.snapshot(level))).toBe(before);
  });

  it("a chain under the limit reads as before: the YOU baba moves, a rock seeing no keke is no STOP", () => {
    const def = seeingChain(3, 20);
    const level = load(def);
    const baba = def.objects.length - 1;
    grid.step(level, "right");
    expect(level.x[baba]).toBe(1);
    expect(grid.hasProperty(level, baba - 1, "STOP")).toBe(false);
  });
});
