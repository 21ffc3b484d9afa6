/**
 * PHANTOM (docs/rules.md §5.4): the game's post-2021 movement script (SpecialAPI/SpecialAPIsWordsAndStuff
 * `Lua/movement.lua` → `check`) asks `hasfeature(name, "is", "phantom", unitid)` of the object whose step
 * it checks, and when it is PHANTOM (and the check is not the one for what it pulls) it reads nothing on
 * the cell ahead: nothing stops it, it pushes nothing, it meets no OPEN/SHUT partner, eats nothing and
 * crushes nothing WEAK. Pushed and pulled objects are checked the same way (`trypush`/`dopush` call
 * `check` on them), so a pushed PHANTOM object goes on whatever is ahead. What it is to others is
 * unchanged: a PHANTOM STOP object still stops them, a PHANTOM PUSH object is still pushed. `block`
 * (`Lua/blocks.lua`) never asks PHANTOM: the hazards and the win take PHANTOM objects as any other, and
 * neither do the condition words ON and NEAR (`Lua/conditions.lua`). SpellGrid's choice: the grid's edge
 * still stops a PHANTOM object (the game's border tiles would be entered, then the object cleaned up).
 * Exact boards (every thing as `kind@x,y`, oldest first); undo gives the board back byte for byte.
 */
import { describe, expect, it } from "vitest";
import { newBaba } from "../../src/harness";
import { idOf, map } from "./builder";
import { played, things, undoneExactly } from "./phantom-play";

describe("a PHANTOM mover meets nothing ahead", () => {
  it("a PHANTOM YOU object walks onto a STOP wall; without PHANTOM it is stopped", () => {
    const rows = ["BABA IS YOU", "WALL IS STOP", "baba wall ."];
    expect(things(played(["right"], "BABA IS PHANTOM", ...rows))).toEqual(["baba@1,3", "wall@1,3"]);
    expect(things(played(["right"], ...rows))).toEqual(["baba@0,2", "wall@1,2"]);
  });

  it("it pushes nothing: the PUSH rock stays and the mover shares its cell", () => {
    const b = played(["right"], "BABA IS YOU", "BABA IS PHANTOM", "ROCK IS PUSH", "baba rock .");
    expect(things(b)).toEqual(["baba@1,3", "rock@1,3"]);
  });

  it("it walks on through a row of STOP walls, one cell a step", () => {
    const b = played(
      ["right", "right"],
      "BABA IS YOU",
      "BABA IS PHANTOM",
      "WALL IS STOP",
      "baba wall wall .",
    );
    expect(things(b)).toEqual(["baba@2,3", "wall@1,3", "wall@2,3"]);
  });

  it("the grid's edge still stops it (SpellGrid's choice)", () => {
    const b = played(["right"], "BABA IS YOU", "BABA IS PHANTOM", ". . baba");
    expect(things(b)).toEqual(["baba@2,2"]);
  });

  it("a MOVE object that is PHANTOM goes on through a STOP wall without turning back", () => {
    const def = map("KEKE IS MOVE", "KEKE IS PHANTOM", "WALL IS STOP", "keke wall .");
    const b = newBaba(def);
    b.step("wait");
    expect(things(b)).toEqual(["keke@1,3", "wall@1,3"]);
    expect(b.facingOf(idOf(def, "keke"))).toBe("right");
  });

  it("it still pulls: the PULL keke behind it follows it onto the wall's cell", () => {
    const b = played(
      ["right"],
      "BABA IS YOU",
      "BABA IS PHANTOM",
      "KEKE IS PULL",
      "WALL IS STOP",
      "keke baba wall",
    );
    expect(things(b)).toEqual(["keke@1,4", "baba@2,4", "wall@2,4"]);
  });

  it("undo of a step through a wall gives the board back byte for byte", () => {
    undoneExactly(map("BABA IS YOU", "BABA IS PHANTOM", "WALL IS STOP", "baba wall ."), "right");
  });
});

describe("to others a PHANTOM object is as before", () => {
  it("a PHANTOM STOP wall still stops a plain mover", () => {
    const b = played(["right"], "BABA IS YOU", "WALL IS STOP", "WALL IS PHANTOM", "baba wall .");
    expect(things(b)).toEqual(["baba@0,3", "wall@1,3"]);
  });

  it("a PHANTOM PUSH rock is pushed, and being PHANTOM it goes on onto the STOP wall ahead of it", () => {
    const b = played(
      ["right"],
      "BABA IS YOU",
      "ROCK IS PUSH",
      "ROCK IS PHANTOM",
      "WALL IS STOP",
      "baba rock wall",
    );
    expect(things(b)).toEqual(["baba@1,4", "rock@2,4", "wall@2,4"]);
  });

  it("a plain PUSH rock against the same wall blocks the push", () => {
    const b = played(["right"], "BABA IS YOU", "ROCK IS PUSH", "WALL IS STOP", "baba rock wall");
    expect(things(b)).toEqual(["baba@0,3", "rock@1,3", "wall@2,3"]);
  });
});

describe("the hazards, the win and the conditions take PHANTOM objects as any other", () => {
  it("a PHANTOM YOU object walking onto a DEFEAT skull is destroyed", () => {
    const b = played(["right"], "BABA IS YOU", "BABA IS PHANTOM", "SKULL IS DEFEAT", "baba skull .");
    expect(things(b)).toEqual(["skull@1,3"]);
  });

  it("a PHANTOM YOU object walking onto SINK water sinks with it", () => {
    const b = played(["right"], "BABA IS YOU", "BABA IS PHANTOM", "WATER IS SINK", "baba water .");
    expect(things(b)).toEqual([]);
  });

  it("a PHANTOM OPEN mover passes a SHUT door's contact, and the two are destroyed where they overlap", () => {
    const b = played(
      ["right"],
      "BABA IS YOU",
      "BABA IS PHANTOM",
      "BABA IS OPEN",
      "DOOR IS SHUT",
      "DOOR IS STOP",
      "baba door .",
    );
    expect(things(b)).toEqual([]);
  });

  it("a PHANTOM YOU object walking onto a WIN flag wins", () => {
    const b = played(["right"], "BABA IS YOU", "BABA IS PHANTOM", "FLAG IS WIN", "baba flag .");
    expect(b.won()).toBe(true);
  });

  it("ON and NEAR see a PHANTOM object", () => {
    const def = map("ROCK IS PHANTOM", "BABA ON ROCK IS WIN", "KEKE NEAR ROCK IS WIN", "baba+rock keke");
    const b = newBaba(def);
    expect(b.hasProperty(idOf(def, "baba"), "WIN")).toBe(true);
    expect(b.hasProperty(idOf(def, "keke"), "WIN")).toBe(true);
  });
});
