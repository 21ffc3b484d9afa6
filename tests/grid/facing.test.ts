/**
 * Facing (docs/rules.md §5.4; research §3; §8, scenario 24): every object faces a way, `right` unless its level
 * says; YOU turns to face its move (blocked or not), a pushed object faces its push; conversion keeps
 * facing; undo, the hash and copies include it.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cloneLevel, DELTA, type Dir, FACING_INDEX, FACINGS, hashLevel } from "../../src/engine/grid";
import { DX, DY, facingIndex } from "../../src/engine/grid/facing";
import { newBaba } from "../../src/harness";
import { fuzzed } from "../fuzz";
import { idOf, map } from "./builder";

const DIRS: Dir[] = ["up", "down", "left", "right"];

describe("facing", () => {
  it("each direction's facing index and unit step agree with FACINGS, FACING_INDEX and DELTA", () => {
    for (const dir of DIRS) {
      const f = facingIndex(dir);
      expect(f).toBe(FACING_INDEX[dir]);
      expect(FACINGS[f]).toBe(dir);
      expect([DX[f], DY[f]]).toEqual([...DELTA[dir]]);
    }
  });

  it("an object faces right unless its level sets dir", () => {
    const def = map("BABA IS YOU", "baba rock .");
    def.objects[idOf(def, "rock")] = { ...def.objects[idOf(def, "rock")], dir: "up" };
    const b = newBaba(def);
    expect(b.facingOf(idOf(def, "baba"))).toBe("right");
    expect(b.facingOf(idOf(def, "rock"))).toBe("up");
  });

  it("a bad dir is refused, naming the level, the field and the value", () => {
    const def = { name: "bad", ...map("BABA IS YOU", "baba . .") };
    def.objects[3] = { ...def.objects[3], dir: "north" as Dir };
    expect(() => newBaba(def)).toThrow(/objects\[3\]\.dir.*north/);
  });

  it("YOU turns to face its move, also when the move is blocked", () => {
    const def = map("BABA IS YOU", "WALL IS STOP", "baba . .", "wall . .");
    const b = newBaba(def);
    const baba = idOf(def, "baba");
    b.step("left"); // the edge
    expect(b.posOf(baba)).toEqual([0, 2]);
    expect(b.facingOf(baba)).toBe("left");
    b.step("down"); // the wall
    expect(b.posOf(baba)).toEqual([0, 2]);
    expect(b.facingOf(baba)).toBe("down");
    b.step("right");
    expect([b.posOf(baba), b.facingOf(baba)]).toEqual([[1, 2], "right"]);
  });

  it("a pushed object faces its push; a wait turns nothing", () => {
    const def = map("BABA IS YOU", "ROCK IS PUSH", ". . .", "baba . .", ". rock .", ". . .");
    const b = newBaba(def);
    const rock = idOf(def, "rock");
    b.step("right");
    b.step("down"); // pushes the rock down
    expect([b.posOf(rock), b.facingOf(rock)]).toEqual([[1, 5], "down"]);
    b.step("wait");
    expect(b.facingOf(idOf(def, "baba"))).toBe("down");
  });

  it("conversion keeps facing: one baba facing left becomes a keke and a rock, both facing left (research §8, scenario 24)", () => {
    const def = map("BABA IS KEKE", "BABA IS ROCK", ". . baba");
    def.objects[idOf(def, "baba")] = { ...def.objects[idOf(def, "baba")], dir: "left" };
    const b = newBaba(def);
    b.step("wait");
    expect(b.stackAt(2, 2)).toEqual(["keke", "rock"]);
    const ids = [idOf(def, "baba"), def.objects.length];
    expect(ids.map((id) => b.facingOf(id))).toEqual(["left", "left"]);
  });

  it("undo restores facing; the hash and copies tell facings apart", () => {
    const def = map("BABA IS YOU", "baba . .", ". . .");
    const b = newBaba(def);
    const baba = idOf(def, "baba");
    const start = hashLevel(b.state);
    b.step("left"); // blocked by the edge: only the facing changed
    expect(hashLevel(b.state)).not.toBe(start);
    const copy = cloneLevel(b.state);
    expect(hashLevel(copy)).toBe(hashLevel(b.state));
    expect(b.undo()).toBe(true);
    expect(b.facingOf(baba)).toBe("right");
    expect(hashLevel(b.state)).toBe(start);
    expect(copy.facing[baba]).toBe(2);
  });

  it("after any steps, YOU faces its last input and undo walks the facings back (property)", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...DIRS), { minLength: 1, maxLength: 8 }), (steps) => {
        const def = map("BABA IS YOU .", ". . . .", ". baba . .", ". . . .");
        const b = newBaba(def);
        const baba = idOf(def, "baba");
        const seen: (Dir | null)[] = [];
        for (const d of steps) {
          seen.push(b.facingOf(baba));
          b.step(d);
          expect(b.facingOf(baba)).toBe(d);
        }
        for (let i = steps.length - 1; i >= 0; i--) {
          b.undo();
          expect(b.facingOf(baba)).toBe(seen[i]);
        }
      }),
      fuzzed({ seed: 14, numRuns: 30 }),
    );
  });
});
