/**
 * IDLE (docs/rules.md §5.8; the game's condition script: `idle` holds while the last key is the wait
 * key, `last_key == 4`): a prefix condition true in every phase of a turn whose input is a wait, false in
 * a turn with a direction, and false at rest (SpellGrid's choice: the state between turns does not
 * depend on the input that led to it, so undo, the hash and the solver's packed boards stay exact).
 */
import { describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import * as grid from "../../src/engine/grid";
import { newBaba } from "../../src/harness";
import { formatAction } from "../../src/play/notation";
import { modelOf } from "../../src/solver/model";
import { solve } from "../../src/solver/search";
import { idOf, map } from "./builder";

describe("IDLE: true in a turn whose input is a wait", () => {
  it("parses as a prefix condition and is written as the sentence that spells it", () => {
    const b = newBaba(map("IDLE KEKE IS MOVE", "NOT IDLE BABA IS WIN", ". . . . ."));
    expect(b.rules()).toEqual(["IDLE KEKE IS MOVE", "NOT IDLE BABA IS WIN", "TEXT IS PUSH"]);
  });

  it("the MOVE take reads it: the keke moves on a wait, not on a direction", () => {
    const def = map("BABA IS YOU .", "IDLE KEKE IS MOVE", "baba . . . .", "keke . . . .");
    const b = newBaba(def);
    const keke = idOf(def, "keke");
    b.step("right");
    expect(b.posOf(keke)).toEqual([0, 3]);
    b.step("wait");
    expect(b.posOf(keke)).toEqual([1, 3]);
    b.step("up");
    expect(b.posOf(keke)).toEqual([1, 3]);
  });

  it("NOT IDLE holds on a direction turn only", () => {
    const def = map("BABA IS YOU . .", "NOT IDLE KEKE IS MOVE", "baba . . . .", "keke . . . .");
    const b = newBaba(def);
    const keke = idOf(def, "keke");
    b.step("wait");
    expect(b.posOf(keke)).toEqual([0, 3]);
    b.step("left");
    expect(b.posOf(keke)).toEqual([1, 3]);
  });

  it("the hazards read it: a blocked step leaves the baba on the lava, a wait melts it", () => {
    const def = map(
      "BABA IS YOU . .",
      "IDLE BABA IS MELT",
      "LAVA IS HOT . .",
      "WALL IS STOP . .",
      "wall baba+lava wall . .",
    );
    const b = newBaba(def);
    const baba = idOf(def, "baba");
    b.step("left");
    expect(b.posOf(baba)).toEqual([1, 4]);
    b.step("wait");
    expect([b.posOf(baba), b.kindsAt(1, 4)]).toEqual([null, ["lava"]]);
  });

  it("the win check reads it, and the journal names the IDLE rule and its text objects", () => {
    const def = map("BABA IS YOU .", "IDLE BABA IS WIN", "baba . . . .");
    const b = newBaba(def);
    b.step("right");
    expect(b.won()).toBe(false);
    b.step("wait");
    expect(b.won()).toBe(true);
    const cause = b.journal().causes.at(-1) as { rules: readonly { rule: string; ids: readonly number[] }[] };
    expect(cause.rules).toEqual([
      { rule: "BABA IS YOU", ids: [0, 1, 2] },
      { rule: "IDLE BABA IS WIN", ids: [3, 4, 5, 6] },
    ]);
  });

  it("is false at rest, before and after a wait, and after its undo", () => {
    const def = map("IDLE BABA IS WIN", "baba . . .");
    const b = newBaba(def);
    const baba = idOf(def, "baba");
    expect(b.hasProperty(baba, "WIN")).toBe(false);
    b.step("wait");
    expect(b.hasProperty(baba, "WIN")).toBe(false);
    expect(b.undo()).toBe(true);
    expect(b.hasProperty(baba, "WIN")).toBe(false);
  });

  it("a wait that throws in its destroy hook leaves the level at rest, not idle", () => {
    const def = map("BABA IS YOU", "IDLE BABA IS HOT", "BABA IS MELT", "baba . .");
    const b = newBaba(def);
    const fail: grid.DestroyHook = () => {
      throw new Error("hook");
    };
    expect(() => grid.step(b.state, "wait", fail)).toThrow("hook");
    expect(b.hasProperty(idOf(def, "baba"), "HOT")).toBe(false);
  });

  it("an object YOU only under IDLE keeps the level from being lost: a wait makes it YOU", () => {
    const def = map("IDLE BABA IS YOU", "FLAG IS WIN .", "baba+flag . .");
    const b = newBaba(def);
    expect(b.lost()).toBe(false);
    b.step("wait");
    expect(b.won()).toBe(true);
    const r = solve(modelOf({ ...def, name: "idle-you" }, repositoryContent()), { maxStates: 1000 });
    expect(r.solved && r.actions.map(formatAction)).toEqual(["wait"]);
  });

  it("the solver finds the wait an IDLE rule asks for, and no shorter path", () => {
    const def = map("BABA IS YOU . . .", "IDLE ROCK IS WIN", "wall baba rock . .", "WALL IS STOP . .");
    const r = solve(modelOf({ ...def, name: "idle-solve" }, repositoryContent()), { maxStates: 10000 });
    expect(r.solved).toBe(true);
    if (r.solved) expect(r.actions.map(formatAction)).toEqual(["d", "wait"]);
  });
});
