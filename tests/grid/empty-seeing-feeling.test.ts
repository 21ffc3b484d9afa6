/**
 * SEEING and FEELING with an empty cell as the subject (`EMPTY SEEING BABA IS ROCK`, `EMPTY FEELING HOT
 * IS ROCK`, docs/rules.md §5.8 "Conditional fills"). The game's condition script
 * (SpecialAPI/SpecialAPIsWordsAndStuff `Lua/conditions.lua`): `condlist.seeing` casts its ray for unit 2
 * from `dir = emptydir(x,y)` (the way an object filled there would face, `Lua/tools.lua`) and fails when
 * that is 4 (no way); `condlist.feeling` walks `featureindex[name]` with name "empty": the rules
 * `EMPTY IS P` whose conditions hold on the cell (`testcond(dconds,unitid,x,y,…)`).
 */
import { describe, expect, it } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { EMPTY, facingsAfterWait, map } from "./builder";

/** Each rock after one wait on the map `rows`, as `x,y facing`, in id order. */
const rocks = (...rows: string[]): string[] => facingsAfterWait("rock", ...rows);

describe(`${EMPTY} SEEING X: the ray leaves the empty cell the way it faces (emptydir)`, () => {
  it(`${EMPTY} IS LEFT: each empty cell whose ray reaches the baba, text blocking (PUSH)`, () => {
    // row 1: the ray from (3,1) and (4,1) meets the text LEFT (PUSH) first; row 2: every cell sees the baba past the keke
    expect(rocks(`${EMPTY} SEEING BABA IS ROCK`, `${EMPTY} IS LEFT . .`, "baba . . keke .")).toEqual([
      "1,2 left",
      "2,2 left",
      "4,2 left",
    ]);
  });

  it("with no direction word the cells face no way: SEEING holds for none, NOT SEEING for each", () => {
    expect(rocks(`${EMPTY} SEEING BABA IS ROCK`, "baba . . keke .")).toEqual([]);
    expect(rocks(`${EMPTY} NOT SEEING BABA IS ROCK`, "baba . keke . .")).toEqual([
      "1,1 right",
      "3,1 right",
      "4,1 right",
      "5,1 right",
    ]);
  });

  it(`${EMPTY} FOLLOW BABA: the cells of the baba's row and column face it and see it`, () => {
    expect(
      rocks(`${EMPTY} SEEING BABA IS ROCK`, `${EMPTY} FOLLOW BABA .`, ". . baba . .", ". . . . ."),
    ).toEqual(["0,2 right", "1,2 right", "3,2 left", "4,2 left", "2,3 up"]);
  });

  it("a HIDE baba is not seen; a STOP wall blocks the ray", () => {
    expect(
      rocks(`${EMPTY} SEEING BABA IS ROCK`, `${EMPTY} IS LEFT . .`, "BABA IS HIDE . .", "baba . . . ."),
    ).toEqual([]);
    expect(
      rocks(`${EMPTY} SEEING BABA IS ROCK`, `${EMPTY} IS LEFT . .`, "WALL IS STOP . .", "baba . wall . ."),
    ).toEqual(["1,3 left"]);
  });
});

describe(`${EMPTY} FEELING P: the rules ${EMPTY} IS P in force whose conditions hold on the cell`, () => {
  it(`${EMPTY} IS HOT: every empty cell; without it none; BABA IS HOT gives the cells nothing`, () => {
    expect(rocks(`${EMPTY} FEELING HOT IS ROCK`, `${EMPTY} IS HOT . .`, "baba . . .")).toEqual([
      "3,1 right",
      "4,1 right",
      "1,2 right",
      "2,2 right",
      "3,2 right",
      "4,2 right",
    ]);
    expect(rocks(`${EMPTY} FEELING HOT IS ROCK`, "BABA IS HOT .", "baba . . .")).toEqual([]);
  });

  it(`a conditional ${EMPTY} NEAR BABA IS HOT: the cells around the baba; NOT FEELING the others`, () => {
    expect(rocks(`${EMPTY} FEELING HOT IS ROCK`, `${EMPTY} NEAR BABA IS HOT`, ". baba . . .")).toEqual([
      "0,2 right",
      "2,2 right",
    ]);
    expect(rocks(`${EMPTY} NOT FEELING HOT IS ROCK`, `${EMPTY} NEAR BABA IS HOT`, ". baba . . . .")).toEqual([
      "5,1 right",
      "3,2 right",
      "4,2 right",
      "5,2 right",
    ]);
  });

  it(`${EMPTY} IS NOT HOT cancels ${EMPTY} IS HOT; a conditional NOT takes it off where it holds`, () => {
    expect(
      rocks(`${EMPTY} FEELING HOT IS ROCK`, `${EMPTY} IS HOT . .`, `${EMPTY} IS NOT HOT .`, "baba . . ."),
    ).toEqual([]);
    expect(
      rocks(
        `${EMPTY} FEELING HOT IS ROCK`,
        `${EMPTY} IS HOT . .`,
        `${EMPTY} NEAR BABA IS NOT HOT`,
        "baba . . . .",
      ),
    ).toEqual([
      "5,0 right",
      "3,1 right",
      "4,1 right",
      "5,1 right",
      "2,3 right",
      "3,3 right",
      "4,3 right",
      "5,3 right",
    ]);
  });
});

describe("load and undo", () => {
  it("a level spelling them loads; undo gives the board back byte for byte", () => {
    const level = grid.createLevel(
      map(
        `${EMPTY} SEEING BABA IS ROCK`,
        `${EMPTY} FEELING HOT IS KEKE`,
        `${EMPTY} IS LEFT . .`,
        `${EMPTY} NEAR BABA IS HOT`,
        "baba . . . .",
      ),
      LEXICON,
      { ...LEVEL_CONFIG },
    );
    const before = JSON.stringify(grid.snapshot(level));
    const n = level.nextId;
    grid.step(level, "idle");
    expect(level.nextId).toBeGreaterThan(n);
    expect(grid.undo(level)).toBe(true);
    expect(JSON.stringify(grid.snapshot(level))).toBe(before);
  });
});
