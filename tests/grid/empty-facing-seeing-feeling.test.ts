/**
 * SEEING and FEELING inside the empty cells' own turning rules (docs/rules.md §5.5 "which way a filled
 * object faces"): `EMPTY <cond> IS RIGHT|UP|LEFT|DOWN|SLEEP` and `EMPTY <cond> FOLLOW X`. The game's
 * `emptydir(x,y)` (SpecialAPI/SpecialAPIsWordsAndStuff `Lua/tools.lua`) tests each rule's conditions with
 * `testcond(econds,2,x,y,{"facing"})`: FACING fails (the autofail), FEELING reads the empty noun's rules
 * (`Lua/conditions.lua` `condlist.feeling`, `featureindex["empty"]`) and works, and SEEING asks
 * `emptydir` again for the ray's direction (`if (unitid == 2) then dir = emptydir(x,y) end`), which tests
 * the same rule again without end. SpellGrid: FEELING holds as on any other empty-cell rule; SEEING and NOT
 * SEEING never hold there (the game has no answer), whatever the board; no level is refused for them.
 */
import { describe, expect, it } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { EMPTY, facingsAfterWait, map } from "./builder";

/** The facings of the rocks filled on the empty cells after one wait, as a set. */
const facings = (...rows: string[]): Set<string> =>
  new Set(facingsAfterWait("rock", `${EMPTY} IS ROCK . . .`, ...rows).map((r) => r.split(" ")[1]));

describe(`SEEING in ${EMPTY}'s turning rules never holds`, () => {
  it(`${EMPTY} SEEING BABA IS UP turns no cell, the baba in sight or not: right`, () => {
    expect(facings(`${EMPTY} SEEING BABA IS UP`, "baba . . . .", ". . . . .")).toEqual(new Set(["right"]));
  });

  it(`${EMPTY} NOT SEEING BABA IS UP turns no cell either`, () => {
    expect(facings(`${EMPTY} NOT SEEING BABA IS UP`, "baba . . . .", ". . . . .")).toEqual(
      new Set(["right"]),
    );
  });

  it(`${EMPTY} SEEING BABA IS RIGHT beside ${EMPTY} IS DOWN: down everywhere`, () => {
    expect(facings(`${EMPTY} SEEING BABA IS RIGHT`, `${EMPTY} IS DOWN . . .`, "baba . . . .")).toEqual(
      new Set(["down"]),
    );
  });

  it(`${EMPTY} SEEING BABA FOLLOW BABA and ${EMPTY} SEEING BABA IS SLEEP change nothing`, () => {
    expect(facings(`${EMPTY} SEEING BABA FOLLOW BABA`, `${EMPTY} IS DOWN . . .`, ". . baba . .")).toEqual(
      new Set(["down"]),
    );
    expect(facings(`${EMPTY} SEEING BABA IS SLEEP`, `${EMPTY} IS DOWN . . .`, ". . baba . .")).toEqual(
      new Set(["down"]),
    );
  });

  it("a level spelling one loads, steps and undoes byte for byte", () => {
    const def = map(`${EMPTY} IS ROCK . . .`, `${EMPTY} SEEING BABA IS UP`, "baba . . . .");
    const level = grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, journal: false });
    const before = JSON.stringify(grid.snapshot(level));
    grid.step(level, "wait");
    expect(grid.undo(level)).toBe(true);
    expect(JSON.stringify(grid.snapshot(level))).toBe(before);
  });
});

describe(`FEELING in ${EMPTY}'s turning rules reads the empty cells' rules`, () => {
  it(`${EMPTY} FEELING HOT IS UP with ${EMPTY} IS HOT: up; without it, right`, () => {
    expect(facings(`${EMPTY} FEELING HOT IS UP`, `${EMPTY} IS HOT . . .`, "baba . . . .")).toEqual(
      new Set(["up"]),
    );
    expect(facings(`${EMPTY} FEELING HOT IS UP`, "baba . . . .")).toEqual(new Set(["right"]));
  });

  it(`${EMPTY} FEELING HOT IS UP with ${EMPTY} NEAR BABA IS HOT: only the cells around the baba`, () => {
    const rocks = facingsAfterWait(
      "rock",
      `${EMPTY} IS ROCK . . .`,
      `${EMPTY} FEELING HOT IS UP`,
      `${EMPTY} NEAR BABA IS HOT`,
      ". . . . .",
      ". . baba . .",
      ". . . . .",
    );
    const up = rocks.filter((r) => r.endsWith(" up")).map((r) => r.split(" ")[0]);
    expect(up.sort()).toEqual(["1,3", "1,4", "1,5", "2,3", "2,5", "3,3", "3,4", "3,5"]);
    expect(rocks.length).toBeGreaterThan(up.length); // the others face right
  });

  it(`${EMPTY} FEELING UP IS UP supports nothing by itself: right`, () => {
    expect(facings(`${EMPTY} FEELING UP IS UP`, "baba . . . .")).toEqual(new Set(["right"]));
  });

  it(`${EMPTY} FEELING HOT FOLLOW BABA with ${EMPTY} IS HOT: each cell faces the baba`, () => {
    const rocks = facingsAfterWait(
      "rock",
      `${EMPTY} IS ROCK . . .`,
      `${EMPTY} FEELING HOT FOLLOW BABA`,
      `${EMPTY} IS HOT . . .`,
      ". . baba . .",
    );
    expect(rocks.filter((r) => r.startsWith("0,3") || r.startsWith("4,3"))).toEqual([
      "0,3 right",
      "4,3 left",
    ]);
  });

  it(`a FEELING whose rule reads the cell's facing ends: with SEEING no such rule holds there, with FACING it is read nested`, () => {
    expect(
      facings(
        `${EMPTY} FEELING HOT IS UP`,
        `${EMPTY} SEEING BABA IS HOT`,
        `${EMPTY} IS LEFT . . .`,
        "baba . . . .",
      ),
    ).toEqual(new Set(["left"]));
    // FACING: the cell below the baba faces up at it (its facing read nested, the FEELING there false), so
    // it is HOT and turns left; the others face up
    const rocks = facingsAfterWait(
      "rock",
      `${EMPTY} IS ROCK . . .`,
      `${EMPTY} FEELING HOT IS LEFT`,
      `${EMPTY} FACING BABA IS HOT`,
      `${EMPTY} IS UP . . .`,
      "baba . . . .",
      ". . . . .",
    );
    expect(rocks.filter((r) => !r.endsWith(" up"))).toEqual(["0,5 left"]);
  });
});
