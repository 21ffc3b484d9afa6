/**
 * PHANTOM and SHIFT (docs/rules.md §5.4 PHANTOM, SHIFT): an object a SHIFT object carries steps in the
 * SHIFT take with movement's own check (`Lua/movement.lua` → `check` asks `hasfeature(name, "is",
 * "phantom", unitid)` of the object stepping), so a PHANTOM object carried goes through what would stop it
 * and pushes nothing. Only its own movement changes: a PHANTOM SHIFT belt still carries what stands on it
 * (SHIFT reads the objects sharing its cell, never PHANTOM), and a PHANTOM STOP wall still stops others.
 */
import { describe, expect, it } from "vitest";
import { map } from "./builder";
import { played, things, undoneExactly } from "./phantom-play";

describe("a PHANTOM object carried by SHIFT goes through what is ahead", () => {
  it("is carried onto a STOP wall's cell; without PHANTOM the wall holds it", () => {
    const rows = ["BELT IS SHIFT", "WALL IS STOP", "belt+baba wall ."];
    expect(things(played(["wait"], "BABA IS PHANTOM", ...rows))).toEqual([
      "belt@0,3",
      "baba@1,3",
      "wall@1,3",
    ]);
    expect(things(played(["wait"], ...rows))).toEqual(["belt@0,2", "baba@0,2", "wall@1,2"]);
  });

  it("pushes nothing: the PUSH rock on the cell it is carried onto stays", () => {
    const b = played(["wait"], "BELT IS SHIFT", "BABA IS PHANTOM", "ROCK IS PUSH", "belt+baba rock .");
    expect(things(b)).toEqual(["belt@0,3", "baba@1,3", "rock@1,3"]);
  });

  it("undo of a carry through a wall gives the board back byte for byte", () => {
    undoneExactly(map("BELT IS SHIFT", "BABA IS PHANTOM", "WALL IS STOP", "belt+baba wall ."), "wait");
  });
});

describe("to others a PHANTOM object is as before", () => {
  it("a PHANTOM SHIFT belt still carries the rock on it", () => {
    const b = played(["wait"], "BELT IS SHIFT", "BELT IS PHANTOM", "belt+rock . .");
    expect(things(b)).toEqual(["belt@0,2", "rock@1,2"]);
  });

  it("a PHANTOM STOP wall still stops a plain object carried toward it", () => {
    const b = played(["wait"], "BELT IS SHIFT", "WALL IS STOP", "WALL IS PHANTOM", "belt+baba wall .");
    expect(things(b)).toEqual(["belt@0,3", "baba@0,3", "wall@1,3"]);
  });
});
