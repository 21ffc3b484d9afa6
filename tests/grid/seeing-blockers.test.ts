/**
 * What stops a SEEING ray (docs/rules.md §5.8 SEEING): the game's ray (SpecialAPI/SpecialAPIsWordsAndStuff
 * `Lua/conditions.lua`, `condtype == "seeing"`) asks `simplecheck(nx, ny, true, checkedconds)` of each
 * cell it reaches, and that (same repository, `Lua/tools.lua` → `simplecheck`) blocks on a cell holding an
 * object that `hasfeature` finds STOP, PUSH or PULL (its conditions tested on it, nested) and neither HIDE
 * nor PHANTOM, or a level wall; with `noempty` true an empty cell never blocks, whatever `EMPTY IS STOP`
 * says. Nothing else: not FLOAT (`simplecheck` never asks it), not WEAK (movement's `check()` lets a WEAK
 * object be entered; the ray does not ask), not OPEN, SHUT or any hazard. One test per blocker.
 *
 * Each board: a rock facing right at x=0, the object under test at x=2, a baba at x=4; `ROCK SEEING BABA IS
 * SINK` tells whether the ray got past x=2.
 */
import { describe, expect, it } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { newBaba } from "../../src/harness";
import { idOf, map } from "./builder";

/** Whether the rock at x=0 (facing right) sees the baba at x=4 past `cell` at x=2, under `rules`. */
function seesPast(cell: string, ...rules: string[]): boolean {
  const def = map(...rules, "ROCK SEEING BABA IS SINK", `rock . ${cell} . baba .`);
  return newBaba(def).hasProperty(idOf(def, "rock"), "SINK");
}

describe("what stops a SEEING ray (the game's simplecheck)", () => {
  it("nothing between: the ray reaches the baba", () => {
    expect(seesPast(".")).toBe(true);
    expect(seesPast("wall")).toBe(true);
  });

  it("a STOP object blocks", () => {
    expect(seesPast("wall", "WALL IS STOP . .")).toBe(false);
  });

  it("a PUSH object blocks", () => {
    expect(seesPast("wall", "WALL IS PUSH . .")).toBe(false);
  });

  it("a PULL object blocks", () => {
    expect(seesPast("wall", "WALL IS PULL . .")).toBe(false);
  });

  it("text blocks (TEXT IS PUSH, innate); with TEXT IS NOT PUSH it does not", () => {
    expect(seesPast("KEKE")).toBe(false);
    expect(seesPast("KEKE", "TEXT IS NOT PUSH")).toBe(true);
  });

  it("a property cancelled by NOT does not block: WALL IS STOP with WALL IS NOT STOP", () => {
    expect(seesPast("wall", "WALL IS STOP . .", "WALL IS NOT STOP")).toBe(true);
  });

  it("a conditional STOP blocks where its conditions hold for the object on the ray", () => {
    expect(seesPast("wall+flag", "WALL ON FLAG IS STOP")).toBe(false);
    expect(seesPast("wall", "WALL ON FLAG IS STOP")).toBe(true);
  });

  it("one blocking object among several on the cell blocks", () => {
    expect(seesPast("keke+wall+flag", "WALL IS STOP . .")).toBe(false);
  });

  it("FLOAT does not matter: a FLOAT STOP object blocks a rock that does not float", () => {
    expect(seesPast("wall", "WALL IS STOP . .", "WALL IS FLOAT . .")).toBe(false);
  });

  it("a WEAK STOP object blocks (simplecheck does not ask WEAK)", () => {
    expect(seesPast("wall", "WALL IS STOP . .", "WALL IS WEAK . .")).toBe(false);
  });

  it("OPEN, SHUT, SINK, DEFEAT, HOT, WEAK, YOU and WIN alone do not block", () => {
    for (const p of ["OPEN", "SHUT", "SINK", "DEFEAT", "HOT", "WEAK", "YOU", "WIN"])
      expect(seesPast("wall", `WALL IS ${p} . .`), p).toBe(true);
  });

  it("an empty cell never blocks, even under EMPTY IS STOP (simplecheck's noempty is true)", () => {
    expect(seesPast(".", "EMPTY IS STOP . .")).toBe(true);
    expect(seesPast(".", "EMPTY IS PUSH . .")).toBe(true);
  });

  it("a step that moves the blocker away lets the ray through; undo gives the board back byte for byte", () => {
    const def = map(
      "BABA IS YOU . . .",
      "WALL IS PUSH . . .",
      "ROCK SEEING KEKE IS WIN",
      ". . baba . . .",
      "rock . wall . keke .",
      ". . . . . .",
    );
    const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
    const rock = idOf(def, "rock");
    expect(grid.hasProperty(level, rock, "WIN")).toBe(false);
    const before = JSON.stringify(grid.snapshot(level));
    grid.step(level, "down"); // the baba pushes the wall down to (2,5)
    expect([level.x[idOf(def, "wall")], level.y[idOf(def, "wall")]]).toEqual([2, 5]);
    expect(grid.hasProperty(level, rock, "WIN")).toBe(true);
    expect(grid.undo(level)).toBe(true);
    expect(JSON.stringify(grid.snapshot(level))).toBe(before);
    expect(grid.hasProperty(level, rock, "WIN")).toBe(false);
  });

  it("a PHANTOM or HIDE STOP object does not block (simplecheck passes over both)", () => {
    expect(seesPast("wall", "WALL IS STOP . .", "WALL IS PHANTOM")).toBe(true);
    expect(seesPast("wall", "WALL IS STOP . .", "WALL IS HIDE")).toBe(true);
    expect(seesPast("wall", "WALL IS PUSH . .", "WALL IS HIDE")).toBe(true);
  });

  it("a HIDE object on the ray is not seen: a hidden baba is not SEEN, a shown keke past it is", () => {
    const seen = (...rules: string[]) => {
      const def = map(
        ...rules,
        "ROCK SEEING BABA IS SINK",
        "ROCK SEEING KEKE IS WIN",
        "rock . baba . keke .",
      );
      const b = newBaba(def);
      return [b.hasProperty(idOf(def, "rock"), "SINK"), b.hasProperty(idOf(def, "rock"), "WIN")];
    };
    expect(seen()).toEqual([true, true]);
    expect(seen("BABA IS HIDE")).toEqual([false, true]);
  });
  it("with several targets a HIDE object is not seen either: SEEING BABA AND KEKE needs a shown baba", () => {
    const sees = (...rules: string[]) => {
      const def = map(...rules, "ROCK SEEING BABA AND KEKE IS SINK", "rock . baba . keke .");
      return newBaba(def).hasProperty(idOf(def, "rock"), "SINK");
    };
    expect(sees()).toBe(true);
    expect(sees("BABA IS HIDE")).toBe(false);
    expect(sees("KEKE IS HIDE")).toBe(false);
  });
});
