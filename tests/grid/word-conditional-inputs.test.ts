/**
 * Conditional WORD parses again whenever what its conditions read may have changed (docs/rules.md §5.8
 * "Conditional WORD", word-cond-inputs.ts): the rules after each step are those a fresh load of the
 * board gives, also when the change is one that moves no object of a kind the rules name: a turn in
 * place (FACING), another kind's object entering the cell (LONELY), a cell emptied (EMPTY), the last
 * POWER object destroyed (POWERED).
 */
import { describe, expect, it } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import type { LevelDef } from "../../src/harness";
import { boardDef, map } from "./builder";

const load = (def: LevelDef) => grid.createLevel(def, LEXICON, LEVEL_CONFIG);
const facing = (def: LevelDef, kind: string, dir: "up" | "down" | "left" | "right"): LevelDef => ({
  ...def,
  objects: def.objects.map((o) => (o.kind === kind ? { ...o, dir } : o)),
});

describe("conditional WORD follows changes no named kind's move marks", () => {
  it("FACING UP: a rock turning up in place against the edge is read at once", () => {
    const def = facing(
      map("rock IS PUSH .", ". . . .", "ROCK FACING UP IS WORD", "ROCK IS YOU ."),
      "rock",
      "down",
    );
    const level = load(def);
    expect(grid.rules(level)).not.toContain("ROCK IS PUSH");
    grid.step(level, "up"); // blocked by the edge: the rock turns up, moving nothing
    expect(level.facing[0]).toBe(grid.FACINGS.indexOf("up"));
    expect(grid.rules(level)).toContain("ROCK IS PUSH");
  });

  it("LONELY: a keke stepping onto a lonely rock ends what the rock spelled", () => {
    const level = load(map("LONELY ROCK IS WORD", "KEKE IS YOU .", "keke rock IS OPEN"));
    expect(grid.rules(level)).toContain("ROCK IS OPEN");
    grid.step(level, "right");
    expect(grid.rules(level)).not.toContain("ROCK IS OPEN");
    grid.undo(level);
    expect(grid.rules(level)).toContain("ROCK IS OPEN");
  });

  it("NEAR EMPTY: a keke filling the last empty cell around a rock ends what the rock spelled", () => {
    const level = load(
      map("rock IS OPEN . .", "wall . keke . .", "ROCK NEAR EMPTY IS WORD", "KEKE IS YOU . ."),
    );
    expect(grid.rules(level)).toContain("ROCK IS OPEN");
    grid.step(level, "left");
    expect(grid.rules(level)).not.toContain("ROCK IS OPEN");
    expect(grid.rules(level)).toEqual(grid.rules(load(boardDef(level))));
  });

  it("POWERED: the POWER keke melting ends what the rock spelled, though no rock moved", () => {
    const level = load(
      map(
        "rock IS OPEN . .",
        "POWERED ROCK IS WORD",
        "KEKE IS POWER . .",
        "KEKE IS YOU . .",
        "KEKE IS MELT . .",
        "LAVA IS HOT . .",
        "keke lava . . .",
      ),
    );
    expect(grid.rules(level)).toContain("ROCK IS OPEN");
    grid.step(level, "right");
    grid.step(level, "wait");
    expect(grid.rules(level)).not.toContain("ROCK IS OPEN");
    expect(grid.rules(level)).toEqual(grid.rules(load(boardDef(level))));
  });
});
