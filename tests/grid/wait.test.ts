/**
 * The wait (docs/rules.md §5.5; research §4: one turn follows a direction key or the wait key): a whole
 * turn in which YOU does not move, through the grid API, SpellGrid, the action applier, the notation and
 * the solver. A wait is one step to undo, as a blocked move is (§5.6).
 */
import { describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { hashLevel } from "../../src/engine/grid";
import { newBaba, newSpellGrid } from "../../src/harness";
import { applyAction, startState, stateHash } from "../../src/play/apply";
import { formatAction, formatScript, parseAction, parseScript } from "../../src/play/notation";
import { modelOf } from "../../src/solver/model";
import { solve } from "../../src/solver/search";
import { idOf, map } from "./builder";

const content = repositoryContent();

describe("wait: a whole turn without a YOU move", () => {
  it("runs the turn's conversion: a rule spelled at load converts on the wait", () => {
    const def = map("ROCK IS BABA", "BABA IS YOU .", "rock . . baba");
    const b = newBaba(def);
    b.step("wait");
    expect(b.stackAt(0, 2)).toEqual(["baba"]);
    expect(b.posOf(idOf(def, "baba"))).toEqual([3, 2]);
  });

  it("runs the hazards and the win check where YOU stands", () => {
    const melt = newBaba(map("BABA IS YOU", "BABA IS MELT", "LAVA IS HOT", "baba+lava . ."));
    melt.step("wait");
    expect(melt.kindsAt(0, 3)).toEqual(["lava"]);
    expect(melt.lost()).toBe(true);

    const win = newBaba(map("BABA IS YOU", "FLAG IS WIN", "baba+flag . ."));
    expect(win.won()).toBe(false);
    win.step("wait");
    expect(win.won()).toBe(true);
  });

  it("moves no YOU object and no PUSH object", () => {
    const def = map("BABA IS YOU", "ROCK IS PUSH", "baba rock .");
    const b = newBaba(def);
    b.step("wait");
    expect(b.posOf(idOf(def, "baba"))).toEqual([0, 2]);
    expect(b.posOf(idOf(def, "rock"))).toEqual([1, 2]);
    expect(b.rules()).toEqual(["BABA IS YOU", "ROCK IS PUSH", "TEXT IS PUSH"]);
  });

  it("`idle` is the same input as `wait`", () => {
    const def = map("ROCK IS BABA", "rock . .");
    const a = newBaba(def);
    const b = newBaba(def);
    a.step("wait");
    b.step("idle");
    expect(hashLevel(b.state)).toBe(hashLevel(a.state));
  });

  it("is one step to undo even when it changes nothing, as a blocked move is", () => {
    const def = map("BABA IS YOU", "WALL IS STOP", "baba . .", ". wall .");
    const b = newBaba(def);
    b.step("down");
    b.step("wait");
    b.step("right"); // blocked by the wall
    expect(b.posOf(idOf(def, "baba"))).toEqual([0, 3]);
    expect(b.undo()).toBe(true); // the blocked move
    expect(b.undo()).toBe(true); // the wait
    expect(b.posOf(idOf(def, "baba"))).toEqual([0, 3]);
    expect(b.undo()).toBe(true); // the step down
    expect(b.posOf(idOf(def, "baba"))).toEqual([0, 2]);
    expect(b.undo()).toBe(false);
  });

  it("the journal's root is the wait, and nothing moved", () => {
    const b = newBaba(map("BABA IS YOU", "baba . ."));
    b.step("wait");
    expect(b.journal().records).toEqual([{ type: "Stepped", dir: "wait", turn: true }]);
  });

  it("an unknown input throws and changes nothing", () => {
    const b = newBaba(map("ROCK IS BABA", "rock . ."));
    const before = hashLevel(b.state);
    expect(() => b.step("pause" as never)).toThrow(
      'step: unknown direction "pause": expected up, down, left or right, or wait (idle)',
    );
    expect(hashLevel(b.state)).toBe(before);
    expect(b.undo()).toBe(false);
  });

  it("SpellGrid waits a turn through its harness", () => {
    const def = map("ROCK IS BABA", "BABA IS YOU .", "rock . baba");
    const g = newSpellGrid(def, []);
    g.step("wait");
    expect(g.stackAt(0, 2)).toEqual(["baba"]);
    expect(g.posOf(idOf(def, "baba"))).toEqual([2, 2]);
  });
});

describe("wait in the play layer and the solver", () => {
  it("the notation writes `wait` and reads wait, idle and . in any case", () => {
    expect(formatAction({ type: "step", dir: "wait" })).toBe("wait");
    for (const t of ["wait", "WAIT", "idle", ".", " Idle "])
      expect(parseAction(t)).toEqual({ type: "step", dir: "wait" });
    const script = parseScript("w; wait; .; d");
    expect(formatScript(script)).toBe("w; wait; wait; d");
  });

  it("the one action applier plays a wait as the grid's step does", () => {
    const def = { name: "w", ...map("ROCK IS BABA", "rock . .") };
    const start = startState(def, content);
    const next = applyAction(start, { type: "step", dir: "wait" });
    const b = newBaba(def);
    b.step("wait");
    expect(stateHash(next)).toBe(hashLevel(b.state));
    expect(stateHash(start)).not.toBe(stateHash(next));
  });

  it("the solver waits when waiting is the shortest win", () => {
    // Baba starts on the flag: any step leaves it; only a whole turn where it stays wins.
    const def = {
      name: "stay",
      ...map("BABA IS YOU .", "FLAG IS WIN .", ". . . .", ". . baba+flag .", ". . . ."),
    };
    const r = solve(modelOf(def, content), { maxStates: 1000 });
    expect(r.solved).toBe(true);
    if (r.solved) expect(r.actions.map(formatAction)).toEqual(["wait"]);
  });
});
