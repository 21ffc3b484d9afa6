/**
 * SLEEP (docs/rules.md §5.4; the game's movement.lua: `movecommand` and `add_moving_units` leave out every
 * YOU, MOVE or FEAR object that `hasfeature(…, "sleep")`, and blocks.lua `statusblock` turns no sleeping
 * object by UP/DOWN/LEFT/RIGHT): a SLEEP object takes no step of its own and does not turn to one, but is
 * still pushed, pulled, carried by SHIFT and falls. Exact positions and facings.
 */
import { describe, expect, it } from "vitest";
import type { LevelDef } from "../../src/harness";
import { newBaba } from "../../src/harness";
import { idOf, map } from "./builder";

/** `def` with object `id` facing `dir`. */
function facing(def: LevelDef, id: number, dir: "up" | "down" | "left" | "right"): LevelDef {
  def.objects[id] = { ...def.objects[id], dir };
  return def;
}

describe("SLEEP", () => {
  it("a SLEEP YOU object neither moves nor turns; an awake YOU object beside it moves", () => {
    const def = map("BABA IS YOU", "KEKE IS YOU", "BABA IS SLEEP", ". baba .", ". keke .");
    const [baba, keke] = [idOf(def, "baba"), idOf(def, "keke")];
    const b = newBaba(def);
    b.step("left");
    expect([b.posOf(baba), b.facingOf(baba)]).toEqual([[1, 3], "right"]);
    expect([b.posOf(keke), b.facingOf(keke)]).toEqual([[0, 4], "left"]);
  });

  it("with only SLEEP YOU objects a step changes nothing on the board", () => {
    const def = map("BABA IS YOU", "BABA IS SLEEP", "ROCK IS PUSH", ". baba rock .");
    const b = newBaba(def);
    b.step("right");
    expect([b.posOf(idOf(def, "baba")), b.posOf(idOf(def, "rock"))]).toEqual([
      [1, 3],
      [2, 3],
    ]);
  });

  it("a SLEEP MOVE object stays where it is, turn after turn", () => {
    const def = map("ROCK IS MOVE", "ROCK IS SLEEP", ". . . .", "rock . . .");
    const rock = idOf(def, "rock");
    const b = newBaba(def);
    b.step("wait");
    expect([b.posOf(rock), b.facingOf(rock)]).toEqual([[0, 3], "right"]);
    b.step("wait");
    expect(b.posOf(rock)).toEqual([0, 3]);
  });

  it("a SLEEP object is still pushed, and turns to face the push", () => {
    const def = map("BABA IS YOU", "ROCK IS PUSH", "ROCK IS SLEEP", "ROCK IS MOVE", "baba rock . .");
    const rock = idOf(def, "rock");
    const b = newBaba(facing(def, idOf(def, "rock"), "left"));
    b.step("right");
    expect([b.posOf(rock), b.facingOf(rock)]).toEqual([[2, 4], "right"]);
  });

  it("a SLEEP object is still carried by SHIFT", () => {
    const def = map("BELT IS SHIFT", "ROCK IS SLEEP", ". belt+rock . .");
    const rock = idOf(def, "rock");
    const b = newBaba(facing(def, idOf(def, "belt"), "right"));
    b.step("wait");
    expect(b.posOf(rock)).toEqual([2, 2]);
  });

  it("a SLEEP object still falls", () => {
    const def = map("ROCK IS FALL", "ROCK IS SLEEP", ". rock .", ". . .", ". . .");
    const rock = idOf(def, "rock");
    const b = newBaba(def);
    b.step("wait");
    expect(b.posOf(rock)).toEqual([1, 4]);
  });

  it("a SLEEP object is not turned by UP, DOWN, LEFT or RIGHT; awake, it is", () => {
    const def = map("ROCK IS UP", "ROCK IS SLEEP", "KEKE IS UP", "rock keke");
    const [rock, keke] = [idOf(def, "rock"), idOf(def, "keke")];
    const b = newBaba(def);
    b.step("wait");
    expect([b.facingOf(rock), b.facingOf(keke)]).toEqual(["right", "up"]);
  });

  it("SLEEP with a condition holds per object: only the ROCK on the tile sleeps", () => {
    const def = map("ROCK ON TILE IS SLEEP", "ROCK IS MOVE", "rock+tile . . .", "rock . . .");
    const [first, second] = [idOf(def, "rock", 0), idOf(def, "rock", 1)];
    const b = newBaba(def);
    b.step("wait");
    expect([b.posOf(first), b.posOf(second)]).toEqual([
      [0, 2],
      [1, 3],
    ]);
  });
});
