/**
 * PHANTOM and FEAR (docs/rules.md §5.4 PHANTOM, §5.5 FEAR): a fleeing object steps in the MOVE take with
 * movement's own check (the game's `movecommand` queues its move; `Lua/movement.lua` → `check` asks
 * `hasfeature(name, "is", "phantom", unitid)` of the object stepping), so a PHANTOM fearer flees through
 * what would stop it and pushes nothing. Only its own movement changes: a PHANTOM object still frightens
 * (`findfears` looks at the units beside, never asking PHANTOM) and a PHANTOM STOP wall still stops others.
 */
import { describe, expect, it } from "vitest";
import { map } from "./builder";
import { played, things, undoneExactly } from "./phantom-play";

describe("a PHANTOM fearer flees through what is ahead", () => {
  it("flees onto a STOP wall's cell; without PHANTOM the wall holds it", () => {
    const rows = ["BABA FEAR KEKE", "WALL IS STOP", "wall baba keke"];
    expect(things(played(["wait"], "BABA IS PHANTOM", ...rows))).toEqual([
      "wall@0,3",
      "baba@0,3",
      "keke@2,3",
    ]);
    expect(things(played(["wait"], ...rows))).toEqual(["wall@0,2", "baba@1,2", "keke@2,2"]);
  });

  it("pushes nothing: the PUSH rock it flees onto stays", () => {
    const b = played(["wait"], "BABA FEAR KEKE", "BABA IS PHANTOM", "ROCK IS PUSH", ". rock baba keke");
    expect(things(b)).toEqual(["rock@1,3", "baba@1,3", "keke@3,3"]);
    const plain = played(["wait"], "BABA FEAR KEKE", "ROCK IS PUSH", ". rock baba keke");
    expect(things(plain)).toEqual(["rock@0,2", "baba@1,2", "keke@3,2"]);
  });

  it("meets no SHUT door: an OPEN fearer flees past its contact onto the door's cell", () => {
    const b = played(
      ["wait"],
      "BABA FEAR KEKE",
      "BABA IS PHANTOM",
      "BABA IS OPEN",
      "DOOR IS SHUT",
      "DOOR IS STOP",
      ". door baba keke",
    );
    // they overlap then, and the OPEN/SHUT step destroys both where they stand (phantom.test.ts)
    expect(things(b)).toEqual(["keke@3,5"]);
  });

  it("undo of a flight through a wall gives the board back byte for byte", () => {
    undoneExactly(map("BABA FEAR KEKE", "BABA IS PHANTOM", "WALL IS STOP", "wall baba keke"), "wait");
  });
});

describe("to others a PHANTOM object is as before", () => {
  it("a PHANTOM keke still frightens the baba beside it", () => {
    const b = played(["wait"], "BABA FEAR KEKE", "KEKE IS PHANTOM", ". baba keke");
    expect(things(b)).toEqual(["baba@0,2", "keke@2,2"]);
  });

  it("a PHANTOM STOP wall still stops a plain fearer", () => {
    const b = played(["wait"], "BABA FEAR KEKE", "WALL IS STOP", "WALL IS PHANTOM", "wall baba keke");
    expect(things(b)).toEqual(["wall@0,3", "baba@1,3", "keke@2,3"]);
  });
});
