/**
 * `EMPTY IS ALL` and `EMPTY <cond> IS ALL` (docs/rules.md §5.5, §5.8): at the conversion step each empty
 * cell (each its conditions hold on) gets one of every kind of thing present on the grid, facing the
 * empty cells' way, less the kinds an `EMPTY [<cond>] IS NOT Y` keeps off it and those another fill
 * already puts there. Source: the game's later script: `conversion()` gathers `is all` as
 * `{"createall", conds}`, `convert("empty", …)` keeps it for each empty tile where `testcond(conds,2,i,j)`
 * holds, and `doconvert` (style "emptyconvert") calls `createall_single(2,nil,i,j)`
 * (SpecialAPI/SpecialAPIsWordsAndStuff `Lua/convert.lua`), which makes on the tile one of each object
 * name of `objectlist` that is no special noun, unless `hasfeature("empty","is","not "..b,2,x,y)`
 * protects the tile or the tile already holds one (`findtype`), facing `emptydir(x,y)`.
 */
import { describe, expect, it } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { newBaba } from "../../src/harness";
import { EMPTY, idOf, map, objectsOf } from "./builder";

/** The things (not text) on the grid after one wait on the map `rows`, in age order. */
function thingsAfterWait(...rows: string[]): string[] {
  const b = newBaba(map(...rows));
  b.step("wait");
  return objectsOf(b).filter((o) => !o.startsWith("text:"));
}

describe(`${EMPTY} IS ALL fills each empty cell with one of every kind of thing present`, () => {
  it(`${EMPTY} IS ALL: a baba and a keke on each empty cell, in reading order`, () => {
    expect(thingsAfterWait(`${EMPTY} IS ALL`, "baba . keke")).toEqual([
      "baba@0,1",
      "keke@2,1",
      "baba@1,1",
      "keke@1,1",
    ]);
  });

  it(`${EMPTY} NEAR BABA IS ALL: only the empty cells around the baba`, () => {
    expect(thingsAfterWait(`${EMPTY} NEAR BABA IS ALL`, "baba . . . keke")).toEqual([
      "baba@0,1",
      "keke@4,1",
      "baba@1,1",
      "keke@1,1",
    ]);
  });

  it(`${EMPTY} NEAR BABA IS NOT KEKE keeps the keke off the cells it holds on`, () => {
    expect(
      thingsAfterWait(`${EMPTY} IS ALL . . .`, `${EMPTY} NEAR BABA IS NOT KEKE`, ". baba . . keke"),
    ).toEqual([
      "baba@1,2",
      "keke@4,2",
      "baba@3,0",
      "keke@3,0",
      "baba@4,0",
      "keke@4,0",
      "baba@5,0",
      "keke@5,0",
      "baba@0,2",
      "baba@2,2",
      "baba@3,2",
      "keke@3,2",
      "baba@5,2",
      "keke@5,2",
    ]);
  });

  it(`with ${EMPTY} IS ROCK a cell holds one rock, not two (rocks present)`, () => {
    const things = thingsAfterWait(`${EMPTY} IS ALL`, `${EMPTY} IS ROCK`, "rock . .");
    expect(things.filter((t) => t === "rock@1,2")).toEqual(["rock@1,2"]);
    expect(things).toEqual(["rock@0,2", "rock@1,2", "rock@2,2"]);
  });

  it(`an unconditional ${EMPTY} IS NOT ALL cancels ${EMPTY} NEAR BABA IS ALL`, () => {
    expect(thingsAfterWait(`${EMPTY} NEAR BABA IS ALL`, `${EMPTY} IS NOT ALL .`, "baba . . . keke")).toEqual([
      "baba@0,2",
      "keke@4,2",
    ]);
  });

  it(`${EMPTY} NEAR BABA IS NOT ALL takes ${EMPTY} IS ALL away from the cells it holds on`, () => {
    expect(
      thingsAfterWait(`${EMPTY} IS ALL . . .`, `${EMPTY} NEAR BABA IS NOT ALL`, "baba . . . . ."),
    ).toEqual([
      "baba@0,2",
      "baba@3,0",
      "baba@4,0",
      "baba@5,0",
      "baba@2,2",
      "baba@3,2",
      "baba@4,2",
      "baba@5,2",
    ]);
  });

  it(`the things fill facing the empty cells' way (${EMPTY} IS UP)`, () => {
    const b = newBaba(map(`${EMPTY} IS ALL`, `${EMPTY} IS UP`, "baba . ."));
    b.step("wait");
    const s = b.state;
    const made: string[] = [];
    for (let id = 0; id < s.nextId; id++)
      if (s.alive[id] && s.x[id] === 1 && s.y[id] === 2)
        made.push(`${s.kinds.names[s.kind[id]]} ${b.facingOf(id)}`);
    expect(made).toEqual(["baba up"]);
  });

  it(`the journal names ${EMPTY} IS ALL (or the conditional rule) as the cause of each Filled`, () => {
    for (const [rule, row] of [
      [`${EMPTY} IS ALL`, "baba . keke"],
      [`${EMPTY} NEAR BABA IS ALL`, "baba . keke keke keke"],
    ]) {
      const def = map(rule, row);
      const b = newBaba(def, undefined, { journal: true });
      b.step("wait");
      const j = b.journal();
      const filled = j.records.flatMap((r, i) => (r.type === "Filled" ? [i] : []));
      expect(filled.map((i) => j.records[i])).toEqual([
        { type: "Filled", id: def.objects.length, kind: "baba", at: [1, 1] },
        { type: "Filled", id: def.objects.length + 1, kind: "keke", at: [1, 1] },
      ]);
      const ids = rule.split(" ").map((w) => idOf(def, `text:${w}`));
      for (const i of filled) expect(j.causes[i]).toMatchObject({ kind: "rule", rule: { rule, ids } });
    }
  });

  it("undo takes the things away and gives the board back byte for byte", () => {
    const level = grid.createLevel(map(`${EMPTY} NEAR BABA IS ALL`, "baba . . . keke"), LEXICON, {
      ...LEVEL_CONFIG,
    });
    const before = JSON.stringify(grid.snapshot(level));
    grid.step(level, "idle");
    expect(level.nextId).toBe(9);
    expect(grid.undo(level)).toBe(true);
    expect(JSON.stringify(grid.snapshot(level))).toBe(before);
  });
});
