/**
 * The steps one MOVE or SHIFT take makes are bounded (docs/rules.md §5.4 "per listing", §9 "steps one
 * movement take makes"): a MOVE object steps once per listing of a rule making it MOVE, and stacked MOVE
 * texts are a listing each, so a level's own text multiplies the work by its objects: 3,000 stacked MOVE
 * texts under 3,000 rocks made nine million steps in one turn, 71 s and 2.7 GB with a journal (a record a
 * step). Past `MOVE_STEPS` steps in one take (the objects' steps added), the step throws a
 * `MoveLimitError` (a `LimitError`: the solver takes it as no successor) naming the limit and the take,
 * and changes nothing.
 */
import { describe, expect, it } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import type { LevelDef } from "../../src/harness";

/** ROCK IS MOVE with `stacked` MOVE texts in all, `n` rocks facing right below, a YOU baba (the last object). */
function stackedMoves(prop: "MOVE" | "SHIFT", stacked: number, n: number): LevelDef {
  const width = 200;
  const objects: LevelDef["objects"] = ["BABA", "IS", "YOU"].map((w, x) => ({ kind: `text:${w}`, x, y: 0 }));
  objects.push(...["ROCK", "IS"].map((w, x) => ({ kind: `text:${w}`, x, y: 2 })));
  for (let i = 0; i < stacked; i++) objects.push({ kind: `text:${prop}`, x: 2, y: 2 });
  const top = 4;
  for (let i = 0; i < n; i++)
    objects.push({ kind: "rock", x: i % width, y: top + 2 * Math.floor(i / width), dir: "right" });
  if (prop === "SHIFT")
    for (let i = 0; i < n; i++)
      objects.push({ kind: "keke", x: i % width, y: top + 2 * Math.floor(i / width) });
  objects.push({ kind: "baba", x: 5, y: 0 });
  return { width, height: top + 2 * Math.ceil(n / width) + 1, objects };
}

const load = (def: LevelDef) => grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, journal: true });

describe("the steps of one movement take are bounded (docs/rules.md §9)", () => {
  for (const prop of ["MOVE", "SHIFT"] as const)
    it(`past MOVE_STEPS steps in one ${prop} take, the step throws a LimitError naming the limit and the take, and changes nothing`, () => {
      const stacked = 1_100;
      const n = Math.ceil(grid.MOVE_STEPS / stacked) + 1;
      const level = load(stackedMoves(prop, stacked, n));
      const before = JSON.stringify(grid.snapshot(level));
      const turns = level.history.length;
      expect(() => grid.step(level, "wait")).toThrow(grid.MoveLimitError);
      expect(() => grid.step(level, "wait")).toThrow(grid.LimitError);
      expect(() => grid.step(level, "wait")).toThrow(
        `${prop}: one take would make ${stacked * n} steps, more than ${grid.MOVE_STEPS} (docs/rules.md §9)`,
      );
      expect(JSON.stringify(grid.snapshot(level))).toBe(before);
      expect(level.history.length).toBe(turns);
    });

  it("under the limit each listing is a step: three stacked MOVE texts walk a rock three cells", () => {
    const def = stackedMoves("MOVE", 3, 1);
    const level = load(def);
    const rock = def.objects.findIndex((o) => o.kind === "rock");
    grid.step(level, "wait");
    expect(level.x[rock]).toBe(3);
  });
});
