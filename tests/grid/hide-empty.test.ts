/**
 * HIDE and EMPTY (docs/rules.md §5.1 HIDE, §5.8 SEEING): the game's SEEING ray (SpecialAPI/
 * SpecialAPIsWordsAndStuff `Lua/conditions.lua`, `condtype == "seeing"`) lists on each cell it reaches the
 * units `hasfeature(name_,"is","hide",…)` is nil for, and "if (detected == false) then table.insert(targets,
 * {2, "empty"})": a cell holding only HIDE objects is seen as an empty cell. Every other reading of EMPTY
 * (ON, NEAR, BESIDE, ABOVE, BELOW, FACING, WITHOUT, EMPTY as a subject, `X IS EMPTY`) counts the units on
 * the cell (`unitmap`), HIDE or not: there a cell holding a HIDE object is not empty.
 */
import { describe, expect, it } from "vitest";
import { newBaba } from "../../src/harness";
import { EMPTY, idOf, map, objectsOf } from "./builder";

/**
 * Whether the rock (facing right at x=0) has SINK under `rule` on the row `rock <cells> wall`, with `WALL IS
 * STOP` and `rules` above: its ray ends at the wall, so it sees `cells` and the wall alone.
 */
function rockSinks(rule: string, cells: string, ...rules: string[]): boolean {
  const def = map("WALL IS STOP", ...rules, rule, `rock ${cells} wall`);
  return newBaba(def).hasProperty(idOf(def, "rock"), "SINK");
}

describe("SEEING EMPTY: a cell holding only HIDE objects is an empty cell seen", () => {
  const seeing = `ROCK SEEING ${EMPTY} IS SINK`;

  it("the cell ahead holds a HIDE flag: the rock sees an empty cell", () => {
    expect(rockSinks(seeing, "flag", "FLAG IS HIDE . . .")).toBe(true);
    expect(rockSinks(seeing, "flag", "FLAG IS PUSH . . .")).toBe(false); // shown, it is seen (and blocks)
  });

  it("a cell with a HIDE flag and a shown keke is no empty cell", () => {
    expect(rockSinks(seeing, "flag+keke", "FLAG IS HIDE . . .")).toBe(false);
  });

  it("NOT SEEING EMPTY fails where only HIDE objects stand ahead", () => {
    expect(rockSinks(`ROCK NOT SEEING ${EMPTY} IS SINK`, "flag", "FLAG IS HIDE . . .")).toBe(false);
  });

  it("SEEING EMPTY AND EMPTY counts the HIDE cell and a bare cell, one each", () => {
    const both = `ROCK SEEING ${EMPTY} AND ${EMPTY} IS SINK`;
    expect(rockSinks(both, "flag .", "FLAG IS HIDE . . . . .")).toBe(true);
    expect(rockSinks(both, "flag", "FLAG IS HIDE . . . . .")).toBe(false); // one cell only
  });

  it("SEEING a noun still needs a shown object: a HIDE flag alone is not seen as a flag", () => {
    expect(rockSinks("ROCK SEEING FLAG IS SINK", "flag", "FLAG IS HIDE . . .")).toBe(false);
  });
});

describe("the other EMPTY readings count a HIDE object: its cell is not empty", () => {
  it("NEAR EMPTY: a rock whose every neighbour holds a HIDE flag is near no empty cell", () => {
    const near = (flag: string) => {
      const def = map(
        "FLAG IS HIDE",
        `ROCK NEAR ${EMPTY} IS SINK`,
        "flag flag flag",
        `flag rock ${flag}`,
        "flag flag flag",
      );
      return newBaba(def).hasProperty(idOf(def, "rock"), "SINK");
    };
    expect(near("flag")).toBe(false);
    expect(near(".")).toBe(true);
  });

  it("FACING EMPTY: a HIDE flag ahead is not an empty cell", () => {
    expect(rockSinks(`ROCK FACING ${EMPTY} IS SINK`, "flag", "FLAG IS HIDE . . .")).toBe(false);
    expect(rockSinks(`ROCK FACING ${EMPTY} IS SINK`, ".", "FLAG IS HIDE . . .")).toBe(true);
  });

  it("EMPTY IS a thing fills only cells holding nothing, HIDE objects' cells left alone", () => {
    const b = newBaba(map(`${EMPTY} IS KEKE`, "FLAG IS HIDE", "flag . ."));
    b.step("wait");
    expect(
      objectsOf(b)
        .filter((o) => !o.startsWith("text:"))
        .sort(),
    ).toEqual(["flag@0,2", "keke@1,2", "keke@2,2"]);
  });
});
