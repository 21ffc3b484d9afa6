/**
 * A pulled PHANTOM object (docs/rules.md §5.4 PHANTOM): the game's `dopush` moves a pulled object after
 * `check(unitid, x, y, dir, false)` of its own step, the check that asks PHANTOM (only the check for
 * what it pulls in turn, `pulling` true, clears it: SpecialAPI/SpecialAPIsWordsAndStuff `Lua/movement.lua`).
 * So a pulled PHANTOM object reads nothing on the cell it is pulled into: a STOP object there does not
 * hold it and a PUSH object there is not pushed; it still pulls what is behind it. Pulled with objects
 * that are not PHANTOM and held, it alone follows. Exact boards (things as `kind@x,y`, oldest first).
 */
import { describe, expect, it } from "vitest";
import { map, objectsOf } from "./builder";
import { played, things, undoneExactly } from "./phantom-play";

describe("a pulled PHANTOM object", () => {
  it("follows onto a STOP wall's cell (a pulled rock that is not PHANTOM is held there)", () => {
    const rules = ["BABA IS YOU", "ROCK IS PULL", "WALL IS STOP"];
    const held = played(["left"], ...rules, ". wall+baba rock");
    expect(things(held)).toEqual(["wall@1,3", "baba@0,3", "rock@2,3"]);
    const b = played(["left"], ...rules, "ROCK IS PHANTOM", ". wall+baba rock");
    expect(things(b)).toEqual(["wall@1,4", "baba@0,4", "rock@1,4"]);
    expect(b.facingOf(objectsOf(b).indexOf("rock@1,4"))).toBe("left");
  });

  it("pushes nothing: the PUSH box on the cell it enters stays", () => {
    const b = played(
      ["left"],
      "BABA IS YOU",
      "ROCK IS PULL",
      "ROCK IS PHANTOM",
      "BOX IS PUSH",
      ". box+baba rock",
    );
    expect(things(b)).toEqual(["box@1,4", "baba@0,4", "rock@1,4"]);
  });

  it("still pulls the PULL keke behind it", () => {
    const b = played(
      ["left"],
      "BABA IS YOU",
      "ROCK IS PULL",
      "ROCK IS PHANTOM",
      "KEKE IS PULL",
      "WALL IS STOP",
      ". wall+baba rock keke",
    );
    expect(things(b)).toEqual(["wall@1,5", "baba@0,5", "rock@1,5", "keke@2,5"]);
  });

  it("pulled with a held keke that is not PHANTOM, it alone follows", () => {
    const b = played(
      ["left"],
      "BABA IS YOU",
      "ROCK IS PULL",
      "ROCK IS PHANTOM",
      "KEKE IS PULL",
      "WALL IS STOP",
      ". wall+baba rock+keke",
    );
    expect(things(b)).toEqual(["wall@1,5", "baba@0,5", "rock@1,5", "keke@2,5"]);
  });

  it("undo gives the board back byte for byte", () => {
    undoneExactly(
      map("BABA IS YOU", "ROCK IS PULL", "ROCK IS PHANTOM", "WALL IS STOP", ". wall+baba rock"),
      "left",
    );
  });
});
