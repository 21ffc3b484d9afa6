/**
 * PHANTOM and FALL (docs/rules.md §5.4 PHANTOM, §5.5 FALL): the game's `fallblock` (SpecialAPI/
 * SpecialAPIsWordsAndStuff `Lua/blocks.lua`) asks `check(unitid, x, y, falldir, false, "fall")` about
 * the cell below, and `check` (`Lua/movement.lua`), with `pulling` false, asks whether the faller is
 * PHANTOM and then reads nothing on that cell: a PHANTOM faller drops through what would hold it, meets no
 * OPEN/SHUT partner, eats nothing and crushes nothing WEAK, down to the grid's bottom edge. Only its own
 * fall changes: a PHANTOM STOP wall still holds a faller that is not PHANTOM.
 */
import { describe, expect, it } from "vitest";
import { map } from "./builder";
import { played, things, undoneExactly } from "./phantom-play";

describe("a PHANTOM faller drops through what is below", () => {
  it("falls through a STOP wall to the bottom; without PHANTOM the wall holds it", () => {
    const rows = ["BABA IS FALL", "WALL IS STOP", "baba", "wall", ".", "."];
    expect(things(played(["wait"], "BABA IS PHANTOM", ...rows))).toEqual(["baba@0,6", "wall@0,4"]);
    expect(things(played(["wait"], ...rows))).toEqual(["baba@0,2", "wall@0,3"]);
  });

  it("falls through a PUSH rock, which stays", () => {
    const b = played(["wait"], "BABA IS FALL", "BABA IS PHANTOM", "ROCK IS PUSH", "baba", "rock", ".");
    expect(things(b)).toEqual(["baba@0,5", "rock@0,4"]);
  });

  it("meets no SHUT partner: an OPEN faller passes the door and both stay", () => {
    const b = played(
      ["wait"],
      "BABA IS FALL",
      "BABA IS PHANTOM",
      "BABA IS OPEN",
      "DOOR IS SHUT",
      "baba",
      "door",
      ".",
    );
    expect(things(b)).toEqual(["baba@0,6", "door@0,5"]);
  });

  it("eats nothing on the way: the rock it passes stays", () => {
    const b = played(["wait"], "BABA IS FALL", "BABA IS PHANTOM", "BABA EAT ROCK", "baba", "rock", ".");
    expect(things(b)).toEqual(["baba@0,5", "rock@0,4"]);
  });

  it("crushes nothing WEAK on the way: the WEAK rock it passes stays", () => {
    const b = played(["wait"], "BABA IS FALL", "BABA IS PHANTOM", "ROCK IS WEAK", "baba", "rock", ".");
    expect(things(b)).toEqual(["baba@0,5", "rock@0,4"]);
  });

  it("undo of a fall through a wall gives the board back byte for byte", () => {
    undoneExactly(map("BABA IS FALL", "BABA IS PHANTOM", "WALL IS STOP", "baba", "wall", "."), "wait");
  });
});

describe("to others a PHANTOM object is as before", () => {
  it("a PHANTOM STOP wall still holds a plain faller", () => {
    const b = played(["wait"], "BABA IS FALL", "WALL IS STOP", "WALL IS PHANTOM", "baba", "wall", ".");
    expect(things(b)).toEqual(["baba@0,3", "wall@0,4"]);
  });

  it("a PHANTOM FALL rock still holds a plain faller above it once it lands", () => {
    const b = played(
      ["wait"],
      "BABA IS FALL",
      "ROCK IS FALL",
      "ROCK IS PHANTOM",
      "ROCK IS PUSH",
      "baba",
      "rock",
      ".",
    );
    expect(things(b)).toEqual(["baba@0,5", "rock@0,6"]);
  });
});
