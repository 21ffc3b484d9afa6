/**
 * Which way an object made from an empty cell faces (docs/rules.md §5.5 `EMPTY IS X`). The game's later
 * script (SpecialAPI/SpecialAPIsWordsAndStuff `Lua/convert.lua` → `doconvert`, style "emptyconvert")
 * gives it `emptydir(i,j)`: the direction word the empty cell is (`EMPTY IS RIGHT|UP|LEFT|DOWN`, not while
 * `EMPTY IS SLEEP`; `Lua/tools.lua` → `emptydir`), and only when it has none (4) `fixedrandom(0,3)`, a
 * random draw (the 2019 script, lilybeevee/Lilys-Mods `Data/convert.lua`, always draws `math.random(0,3)`).
 * The engine draws nothing at random (docs/rules.md §5.5): with no direction word SpellGrid's choice is right. With
 * several direction words the last of RIGHT, UP, LEFT, DOWN wins, as for an object (facing-words.ts).
 */
import { describe, expect, it } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { EMPTY, facingsAfterWait, map } from "./builder";

/** After one wait under `rules` (rows of text on a 5-wide grid, a row with a baba below): each rock as `x,y facing`. */
const rocksAfterWait = (...rules: string[]): string[] =>
  facingsAfterWait("rock", `${EMPTY} IS ROCK . .`, ...rules, "baba . . . .");

describe(`an object made from an empty cell faces the empty cell's direction word`, () => {
  it(`no direction word: right (SpellGrid's choice for the game's random draw)`, () => {
    expect(rocksAfterWait()).toEqual([
      "3,0 right",
      "4,0 right",
      "1,1 right",
      "2,1 right",
      "3,1 right",
      "4,1 right",
    ]);
  });

  it(`${EMPTY} IS UP: every filled rock faces up`, () => {
    expect(rocksAfterWait(`${EMPTY} IS UP . .`)).toEqual([
      "3,0 up",
      "4,0 up",
      "3,1 up",
      "4,1 up",
      "1,2 up",
      "2,2 up",
      "3,2 up",
      "4,2 up",
    ]);
  });

  it(`${EMPTY} IS DOWN, LEFT: the last of RIGHT, UP, LEFT, DOWN wins (down)`, () => {
    const rocks = rocksAfterWait(`${EMPTY} IS LEFT . .`, `${EMPTY} IS DOWN . .`);
    expect(rocks.length).toBe(10);
    expect(new Set(rocks.map((r) => r.split(" ")[1]))).toEqual(new Set(["down"]));
  });

  it(`${EMPTY} IS SLEEP: the direction word does not turn it (the game's issleep(2,x,y)): right`, () => {
    const rocks = rocksAfterWait(`${EMPTY} IS UP . .`, `${EMPTY} IS SLEEP . .`);
    expect(rocks.length).toBe(10);
    expect(new Set(rocks.map((r) => r.split(" ")[1]))).toEqual(new Set(["right"]));
  });

  it(`${EMPTY} IS NOT UP cancels ${EMPTY} IS UP: right`, () => {
    const rocks = rocksAfterWait(`${EMPTY} IS UP . .`, `${EMPTY} IS NOT UP .`);
    expect(rocks.length).toBe(9);
    expect(new Set(rocks.map((r) => r.split(" ")[1]))).toEqual(new Set(["right"]));
  });

  it("undo takes the filled rocks away and gives the board back byte for byte", () => {
    const level = grid.createLevel(
      map(`${EMPTY} IS ROCK . .`, `${EMPTY} IS UP . .`, "baba . . . ."),
      LEXICON,
      {
        ...LEVEL_CONFIG,
      },
    );
    const before = JSON.stringify(grid.snapshot(level));
    grid.step(level, "idle");
    expect(level.facing[level.nextId - 1]).toBe(grid.FACING_INDEX.up);
    expect(grid.undo(level)).toBe(true);
    expect(JSON.stringify(grid.snapshot(level))).toBe(before);
  });
});
