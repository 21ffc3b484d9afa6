/**
 * WEAK during movement (docs/rules.md §5.4; research §3): a WEAK STOP object does not block and is
 * destroyed once overlapped; a WEAK pushed object that cannot move is destroyed and the pusher goes on;
 * a WEAK mover that is blocked is destroyed. Each death is a `Weakened` record with the WEAK rule, the
 * object that stopped it and its tile.
 */
import { describe, expect, it } from "vitest";
import type { GridCause } from "../../src/engine/grid";
import { type Baba, newBaba } from "../../src/harness";
import { idOf, map } from "./builder";

/** The death records of the journal, with their causes. */
const deaths = (b: Baba) => {
  const j = b.journal();
  return j.records.flatMap((r, i) =>
    r.type === "Weakened" ? [[j.depths[i], r, j.causes[i]] as [number, typeof r, GridCause]] : [],
  );
};

describe("WEAK in movement", () => {
  it("a WEAK STOP object does not block: the mover enters, and the WEAK object is destroyed", () => {
    const def = map("BABA IS YOU", "WALL IS STOP", "WALL IS WEAK", "baba wall .");
    const [baba, wall] = [idOf(def, "baba"), idOf(def, "wall")];
    const b = newBaba(def);
    b.step("right");
    expect([b.posOf(baba), b.posOf(wall)]).toEqual([[1, 3], null]);
    expect(deaths(b).map(([, r]) => r)).toEqual([{ type: "Weakened", id: wall, at: [1, 3] }]);
  });

  it("a WEAK pushed object that cannot move is destroyed and the pusher goes on", () => {
    const def = map("BABA IS YOU", "ROCK IS PUSH", "ROCK IS WEAK", ". baba rock");
    const [baba, rock] = [idOf(def, "baba"), idOf(def, "rock")];
    const b = newBaba(def);
    b.step("right");
    expect([b.posOf(baba), b.posOf(rock)]).toEqual([[2, 3], null]);
    const [[depth, record, cause]] = deaths(b);
    expect([depth, record]).toEqual([1, { type: "Weakened", id: rock, at: [2, 3] }]);
    expect(cause).toMatchObject({ kind: "hazard", hazard: "WEAK", with: [] });
    expect(cause.kind === "hazard" && cause.rules.map((r) => r.rule)).toEqual(["ROCK IS WEAK"]);
  });

  it("the frontmost WEAK link of a blocked chain gives way; the links behind it move", () => {
    const def = map(
      "BABA IS YOU",
      "ROCK IS PUSH",
      "KEKE IS PUSH AND WEAK",
      "WALL IS STOP",
      "baba rock keke wall",
    );
    const [baba, rock, keke, wall] = ["baba", "rock", "keke", "wall"].map((k) => idOf(def, k));
    const b = newBaba(def);
    b.step("right");
    expect([b.posOf(baba), b.posOf(rock), b.posOf(keke), b.posOf(wall)]).toEqual([
      [1, 4],
      [2, 4],
      null,
      [3, 4],
    ]);
    expect(deaths(b)[0][2]).toMatchObject({ hazard: "WEAK", with: [wall] });
  });

  it("a chain blocked with no WEAK link is blocked as before", () => {
    const def = map("BABA IS YOU", "ROCK IS PUSH", "WALL IS STOP", "BABA IS WEAK", "baba rock wall");
    const b = newBaba(def);
    // the WEAK mover itself is blocked: it is destroyed, the rock stays
    b.step("right");
    expect([b.posOf(idOf(def, "baba")), b.posOf(idOf(def, "rock"))]).toEqual([null, [1, 4]]);
  });

  it("a WEAK YOU object walking into the edge is destroyed, recorded after its Blocked", () => {
    const def = map("BABA IS YOU", "BABA IS WEAK", ". . baba");
    const baba = idOf(def, "baba");
    const b = newBaba(def);
    b.step("right");
    expect(b.posOf(baba)).toBeNull();
    const types = b.journal().records.map((r) => r.type);
    expect(types.slice(0, 3)).toEqual(["Stepped", "Blocked", "Weakened"]);
    expect(deaths(b)[0].slice(0, 2)).toEqual([1, { type: "Weakened", id: baba, at: [2, 2] }]);
    expect(b.undo()).toBe(true);
    expect(b.posOf(baba)).toEqual([2, 2]);
  });

  it("a WEAK MOVE object blocked both ways is destroyed at the end of its take, not before the retry", () => {
    const def = map("KEKE IS MOVE AND WEAK", "WALL IS STOP", "wall keke . wall");
    const keke = idOf(def, "keke");
    const b = newBaba(def);
    b.step("wait"); // free to the right: it moves
    expect(b.posOf(keke)).toEqual([2, 2]);
    b.step("wait"); // the wall ahead: turns around, steps back left
    expect([b.posOf(keke), b.facingOf(keke)]).toEqual([[1, 2], "left"]);
    const boxed = map("KEKE IS MOVE AND WEAK", "WALL IS STOP", "wall keke wall");
    const c = newBaba(boxed);
    c.step("wait");
    expect(c.posOf(idOf(boxed, "keke"))).toBeNull();
  });
});
