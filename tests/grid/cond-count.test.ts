/**
 * Conditional FEAR and HAS count per listing where their conditions hold (docs/rules.md §5.4, "Other
 * lists the game walks per listing"), as the unconditional ones do (fear-count.test.ts,
 * has-count.test.ts): the game's parser adds each listing of a rule, its conditions with it, as an entry
 * of `featureindex` (lilybeevee/Lilys-Mods Data/rules.lua `addoption`); FEAR's take 2 walks
 * `findallfeature(nil, "fear", nil)`, which lists a unit once per entry whose conditions `findall` finds
 * it meets (Data/features.lua, Data/tools.lua `findall`: `testcond(name_[2], unitid)`), a unit listed
 * again taking a move more (Data/movement.lua `movecommand`, `been_seen`, `this.moves + 1`); HAS's
 * `inside` (Data/tools.lua) creates the item once per entry of `featureindex[name]` whose `testcond`
 * holds as the holder is deleted. Undo gives back the board as it was, byte for byte.
 */
import { describe, expect, it } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { type LevelDef, newBaba } from "../../src/harness";
import { idOf, map, objectsOf } from "./builder";
import { afterWait } from "./take-boards";

/** The board's snapshot before a step of `dir` and after its undo, and what the step left. */
function undoBack(def: LevelDef, dir: "right" | "wait"): [string, string] {
  const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
  const before = JSON.stringify(grid.snapshot(level));
  grid.step(level, dir === "wait" ? "idle" : dir);
  expect(grid.undo(level)).toBe(true);
  return [before, JSON.stringify(grid.snapshot(level))];
}

describe("conditional FEAR: a fleeing step per listing of a FEAR rule whose conditions hold", () => {
  it("KEKE NEAR BABA FEAR BABA written twice: the keke flees two steps; rules() lists the rule once", () => {
    const def = map(
      "KEKE NEAR BABA FEAR BABA .",
      "KEKE NEAR BABA FEAR BABA .",
      ". . . . . .",
      ". . . keke baba .",
    );
    expect(afterWait(def, [idOf(def, "keke")])).toEqual([[1, 3, "left"]]);
    expect(newBaba(def).activeRules()).toEqual(["KEKE NEAR BABA FEAR BABA", "TEXT IS PUSH"]);
    const [before, after] = undoBack(def, "wait");
    expect(after).toBe(before);
  });

  it("once written: one step", () => {
    const def = map("KEKE NEAR BABA FEAR BABA .", ". . . . . .", ". . . keke baba .");
    expect(afterWait(def, [idOf(def, "keke")])).toEqual([[2, 2, "left"]]);
  });

  it("KEKE ON FLAG FEAR BABA written twice: the keke on a flag flees two steps, the other none", () => {
    const def = map(
      "KEKE ON FLAG FEAR BABA .",
      "KEKE ON FLAG FEAR BABA .",
      ". . . keke+flag baba .",
      ". . . keke baba .",
    );
    expect(afterWait(def, [idOf(def, "keke"), idOf(def, "keke", 1)])).toEqual([
      [1, 2, "left"],
      [3, 3, "right"],
    ]);
  });

  it("a conditional and an unconditional FEAR rule: two steps where the condition holds, one where not", () => {
    const def = map(
      "KEKE ON FLAG FEAR BABA .",
      "KEKE FEAR BABA . . .",
      ". . . keke+flag baba .",
      ". . . keke baba .",
    );
    expect(afterWait(def, [idOf(def, "keke"), idOf(def, "keke", 1)])).toEqual([
      [1, 2, "left"],
      [2, 3, "left"],
    ]);
  });

  it("KEKE FEAR BABA written twice keeps its two steps beside a conditional FEAR rule that does not hold", () => {
    const def = map(
      "KEKE FEAR BABA . . .",
      "KEKE FEAR BABA . . .",
      "KEKE ON FLAG FEAR ROCK",
      ". . . keke baba .",
    );
    expect(afterWait(def, [idOf(def, "keke")])).toEqual([[1, 3, "left"]]);
  });

  it("a conditional NOT that holds takes the listing away: KEKE ON FLAG FEAR NOT BABA", () => {
    const def = map(
      "KEKE NEAR BABA FEAR BABA .",
      "KEKE NEAR BABA FEAR BABA .",
      "KEKE ON FLAG FEAR NOT BABA",
      ". . . keke+flag baba .",
      ". . . keke baba .",
    );
    expect(afterWait(def, [idOf(def, "keke"), idOf(def, "keke", 1)])).toEqual([
      [3, 3, "right"],
      [1, 4, "left"],
    ]);
  });
});

/** The things on the board after the baba steps right onto the skull (DEFEAT), with `rules` above it. */
function afterDefeat(...rules: string[]): string[] {
  const b = newBaba(
    map(...rules, "BABA IS YOU . .", "SKULL IS DEFEAT", ". . . . . .", "baba skull+flag . . . ."),
  );
  b.step("right");
  return objectsOf(b).filter((o) => !o.startsWith("text:"));
}

describe("conditional HAS: an item per listing of a HAS rule whose conditions hold", () => {
  it("BABA ON FLAG HAS KEY written twice: two keys; rules() lists the rule once; undo is exact", () => {
    expect(afterDefeat("BABA ON FLAG HAS KEY", "BABA ON FLAG HAS KEY")).toEqual([
      "skull@1,5",
      "flag@1,5",
      "key@1,5",
      "key@1,5",
    ]);
    const def = map("BABA ON FLAG HAS KEY", "BABA ON FLAG HAS KEY", "BABA IS YOU . .", "SKULL IS DEFEAT");
    expect(
      newBaba(def)
        .activeRules()
        .filter((r) => r.includes("HAS")),
    ).toEqual(["BABA ON FLAG HAS KEY"]);
    const board = map(
      "BABA ON FLAG HAS KEY",
      "BABA ON FLAG HAS KEY",
      "BABA IS YOU . .",
      "SKULL IS DEFEAT",
      "baba skull+flag . . .",
    );
    const [before, after] = undoBack(board, "right");
    expect(after).toBe(before);
  });

  it("once written: one key; where the condition does not hold: none", () => {
    expect(afterDefeat("BABA ON FLAG HAS KEY")).toEqual(["skull@1,4", "flag@1,4", "key@1,4"]);
    expect(afterDefeat("BABA ON ROCK HAS KEY", "BABA ON ROCK HAS KEY")).toEqual(["skull@1,5", "flag@1,5"]);
  });

  it("a conditional and an unconditional HAS rule: two keys", () => {
    expect(afterDefeat("BABA ON FLAG HAS KEY", "BABA HAS KEY . .")).toEqual([
      "skull@1,5",
      "flag@1,5",
      "key@1,5",
      "key@1,5",
    ]);
  });

  it("BABA HAS KEY written twice keeps its two keys beside a conditional HAS rule that does not hold", () => {
    expect(afterDefeat("BABA HAS KEY . .", "BABA HAS KEY . .", "BABA ON ROCK HAS KEY")).toEqual([
      "skull@1,6",
      "flag@1,6",
      "key@1,6",
      "key@1,6",
    ]);
  });

  it("a conditional NOT that holds takes every listing away: BABA ON FLAG HAS NOT KEY", () => {
    expect(afterDefeat("BABA HAS KEY . .", "BABA HAS KEY . .", "BABA ON FLAG HAS NOT KEY")).toEqual([
      "skull@1,6",
      "flag@1,6",
    ]);
  });
});
