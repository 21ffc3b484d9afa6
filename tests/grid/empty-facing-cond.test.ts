/**
 * The empty cells' facing read per cell (docs/rules.md §5.5, §5.8): a conditional direction word on the
 * empty cells (`EMPTY NEAR BABA IS UP`) and `EMPTY FOLLOW X` turn the objects made from the cells they
 * hold on. The game's later script gives a filled object `emptydir(i,j)` (SpecialAPI/SpecialAPIsWordsAndStuff
 * `Lua/convert.lua` → `doconvert`); `emptydir` (`Lua/tools.lua`) tests each `is right|up|left|down` rule's
 * conditions on the cell (`testcond(econds,2,x,y,{"facing"})`: a FACING condition fails it), none while
 * the cell is SLEEP, and turns toward the nearest unit of a FOLLOW rule's noun (`dist <= distance`: the
 * last listed of several as near). SpellGrid's order: FOLLOW over a direction word (as an object's
 * facing ends a turn), the last of RIGHT, UP, LEFT, DOWN of several words.
 */
import { describe, expect, it } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { newBaba } from "../../src/harness";
import { EMPTY, facingsAfterWait, map } from "./builder";

/**
 * After one wait under `rule` (a row of text under `EMPTY IS ROCK`; the grid as wide as its widest row), with `rows` below:
 * each rock filled as `x,y facing`, in reading order.
 */
const rocksAfterWait = (rule: string, ...rows: string[]): string[] =>
  facingsAfterWait("rock", `${EMPTY} IS ROCK . .`, rule, ...rows);

describe("a conditional direction word on the empty cells turns the objects filled where it holds", () => {
  it(`${EMPTY} NEAR BABA IS UP: the rocks filled around the baba face up, the others right`, () => {
    expect(rocksAfterWait(`${EMPTY} NEAR BABA IS UP`, "baba . . . .", ". . . . .")).toEqual([
      "3,0 right",
      "4,0 right",
      "1,2 up",
      "2,2 right",
      "3,2 right",
      "4,2 right",
      "0,3 up",
      "1,3 up",
      "2,3 right",
      "3,3 right",
      "4,3 right",
    ]);
  });

  it(`${EMPTY} IS UP with ${EMPTY} NEAR BABA IS NOT UP: up but around the baba`, () => {
    const rocks = rocksAfterWait(`${EMPTY} IS UP . .`, `${EMPTY} NEAR BABA IS NOT UP`, "baba . . . .");
    expect(rocks).toEqual([
      "3,0 up",
      "4,0 up",
      "5,0 up",
      "3,1 up",
      "4,1 up",
      "5,1 up",
      "1,3 right",
      "2,3 up",
      "3,3 up",
      "4,3 up",
      "5,3 up",
    ]);
  });

  it(`${EMPTY} NEAR BABA IS SLEEP: no direction word turns the rocks filled around the baba`, () => {
    const rocks = rocksAfterWait(`${EMPTY} IS UP . .`, `${EMPTY} NEAR BABA IS SLEEP`, "baba . . . .");
    expect(rocks.filter((r) => r.endsWith("right"))).toEqual(["1,3 right"]);
    expect(rocks.filter((r) => r.endsWith("up")).length).toBe(7);
  });

  it(`${EMPTY} FACING BABA IS UP never holds (the game's emptydir fails a FACING condition): right`, () => {
    const rocks = rocksAfterWait(`${EMPTY} FACING BABA IS UP`, "baba . . . .", ". . . . .");
    expect(rocks.length).toBe(11);
    expect(new Set(rocks.map((r) => r.split(" ")[1]))).toEqual(new Set(["right"]));
  });
});

describe(`${EMPTY} FOLLOW X turns each filled object toward the nearest X`, () => {
  it(`${EMPTY} FOLLOW BABA: along the row when farther across, along the column when as far or farther up or down`, () => {
    expect(rocksAfterWait(`${EMPTY} FOLLOW BABA .`, "baba . . . .", ". . . . .")).toEqual([
      "3,0 left",
      "4,0 left",
      "3,1 left",
      "4,1 left",
      "1,2 left",
      "2,2 left",
      "3,2 left",
      "4,2 left",
      "0,3 up",
      "1,3 up",
      "2,3 left",
      "3,3 left",
      "4,3 left",
    ]);
  });

  it("of two babas as near, the newer one (the game's dist <= distance)", () => {
    const rocks = rocksAfterWait(`${EMPTY} FOLLOW BABA .`, "baba . . . .", ". . . . .", "baba . . . .");
    expect(rocks).toContain("0,3 down");
    expect(rocks).toContain("1,3 down");
  });

  it("FOLLOW over a direction word; with no X on the grid, the direction word", () => {
    const toBaba = rocksAfterWait(`${EMPTY} FOLLOW BABA .`, `${EMPTY} IS DOWN . .`, "baba . . . .");
    expect(toBaba).toContain("4,0 left");
    expect(toBaba).toContain("3,2 left");
    const none = rocksAfterWait(`${EMPTY} FOLLOW KEKE .`, `${EMPTY} IS DOWN . .`, "baba . . . .");
    expect(new Set(none.map((r) => r.split(" ")[1]))).toEqual(new Set(["down"]));
  });

  it("the board is read before the conversion changes it: babas turning keke this step are no keke yet", () => {
    const rocks = rocksAfterWait(`${EMPTY} FOLLOW KEKE .`, "BABA IS KEKE . .", "baba . . . .");
    expect(new Set(rocks.map((r) => r.split(" ")[1]))).toEqual(new Set(["right"]));
  });

  it(`${EMPTY} NEAR BABA FOLLOW KEKE: only the cells around the baba turn toward the keke`, () => {
    expect(rocksAfterWait(`${EMPTY} NEAR BABA FOLLOW KEKE`, "keke baba . . .")).toEqual([
      "3,0 right",
      "4,0 right",
      "2,2 left",
      "3,2 right",
      "4,2 right",
    ]);
  });

  it("undo takes the filled rocks away and gives the board back byte for byte", () => {
    const level = grid.createLevel(
      map(`${EMPTY} IS ROCK . .`, `${EMPTY} NEAR BABA IS UP`, `${EMPTY} FOLLOW KEKE .`, "baba . . . keke"),
      LEXICON,
      { ...LEVEL_CONFIG },
    );
    const before = JSON.stringify(grid.snapshot(level));
    grid.step(level, "idle");
    expect(level.nextId).toBeGreaterThan(13);
    expect(grid.undo(level)).toBe(true);
    expect(JSON.stringify(grid.snapshot(level))).toBe(before);
  });
});

/**
 * FACING with an empty cell as the subject (`EMPTY FACING BABA IS ROCK`): the cell faces the way
 * `emptydir` gives (the game's condition script: `if (unitid == 2) … dir = emptydir(x,y,checkedconds)`,
 * SpecialAPI/SpecialAPIsWordsAndStuff `Lua/conditions.lua` → `condlist.facing`), and with no way at all
 * (`emptydir` gives 4) FACING holds for nothing and NOT FACING for everything.
 */
describe(`${EMPTY} FACING X: the empty cell faces the way its direction word or FOLLOW gives`, () => {
  /** Each rock after one wait on the map `rows`, as `x,y facing`. */
  function rocks(...rows: string[]): string[] {
    const b = newBaba(map(...rows));
    b.step("wait");
    const s = b.state;
    const out: string[] = [];
    for (let id = 0; id < s.nextId; id++)
      if (s.alive[id] && s.kinds.names[s.kind[id]] === "rock")
        out.push(`${s.x[id]},${s.y[id]} ${b.facingOf(id)}`);
    return out;
  }

  it(`${EMPTY} IS LEFT: a rock on each empty cell with a baba on its left`, () => {
    expect(rocks(`${EMPTY} FACING BABA IS ROCK`, `${EMPTY} IS LEFT . .`, "baba . . baba .")).toEqual([
      "1,2 left",
      "4,2 left",
    ]);
  });

  it("with no direction word FACING holds for no empty cell, NOT FACING for each", () => {
    expect(rocks(`${EMPTY} FACING BABA IS ROCK`, "baba . . baba .")).toEqual([]);
    expect(rocks(`${EMPTY} NOT FACING BABA IS ROCK`, "baba . . baba . .")).toEqual([
      "1,1 right",
      "2,1 right",
      "4,1 right",
      "5,1 right",
    ]);
  });

  it(`${EMPTY} FACING UP reads the cell's conditional direction word`, () => {
    expect(rocks(`${EMPTY} FACING UP IS ROCK`, `${EMPTY} NEAR BABA IS UP`, "baba . . . .")).toEqual([
      "1,2 up",
    ]);
  });

  it(`${EMPTY} FOLLOW BABA turns the cells toward the baba: each faces it`, () => {
    expect(rocks(`${EMPTY} FACING BABA IS ROCK`, `${EMPTY} FOLLOW BABA .`, ". . baba . .")).toEqual([
      "1,2 right",
      "3,2 left",
    ]);
  });
});
