/**
 * The MOVE take's rounds (docs/rules.md §5.4 The movement takes, _Real game_ on rounds): the game's
 * `movecommand` runs a take in rounds (the movers whose way is free, then those that push, then the
 * blocked ones again, then MOVE's turn-around) and a move queued in a round is known to its `check` only
 * from the next one. These boards end alike in the game and here, whichever mover is older (each is
 * played both ways round in age): exact cells and facings. The boards where they part (two MOVE+PUSH
 * movers head-on and adjacent; a MOVE mover pushed by another; two movers whose ways cross after a
 * turn-around) are in §5.4's _Real game_ note.
 */
import { describe, expect, it } from "vitest";
import { idOf, map } from "./builder";
import { afterWait, facing, swapAges } from "./take-boards";

describe("MOVE take: boards the game's rounds and SpellGrid play alike", () => {
  it("two MOVE+PUSH movers head-on with one cell between both step onto it (each finds it empty), whichever is older", () => {
    const def = facing(
      map("ROCK IS MOVE AND PUSH", "KEKE IS MOVE AND PUSH", ". rock . keke . ."),
      "keke",
      0,
      "left",
    );
    const [rock, keke] = [idOf(def, "rock"), idOf(def, "keke")];
    const both: [number, number, string][] = [
      [2, 2, "right"],
      [2, 2, "left"],
    ];
    expect(afterWait(def, [rock, keke])).toEqual(both);
    const swapped = swapAges(def, rock, keke); // the keke older
    expect(afterWait(swapped, [keke, rock])).toEqual(both);
  });

  it("a MOVE keke behind a MOVE+PUSH rock stepping away from it: the rock steps on and the keke takes its cell, whichever is older", () => {
    const def = map("ROCK IS MOVE AND PUSH", "KEKE IS MOVE", ". keke rock . . .");
    const [keke, rock] = [idOf(def, "keke"), idOf(def, "rock")];
    const after: [number, number, string][] = [
      [2, 2, "right"],
      [3, 2, "right"],
    ];
    expect(afterWait(def, [keke, rock])).toEqual(after);
    expect(afterWait(swapAges(def, keke, rock), [rock, keke])).toEqual(after);
  });

  it("a MOVE object with two steps takes them one take each: one blocked on its second step turns around and steps back (the game's later movement script; its 2019-era copy leaves it facing the wall)", () => {
    const def = map("ROCK IS MOVE", "LONELY ROCK IS MOVE", "WALL IS STOP", ". rock . wall . .");
    const rock = idOf(def, "rock");
    expect(afterWait(def, [rock])).toEqual([[1, 3, "left"]]);
    const free = map("ROCK IS MOVE", "LONELY ROCK IS MOVE", "WALL IS STOP", ". rock . . . wall");
    expect(afterWait(free, [idOf(free, "rock")])).toEqual([[3, 3, "right"]]);
  });

  it("a MOVE object with two steps blocked on its first turns around then and takes both steps back", () => {
    const def = map("ROCK IS MOVE", "LONELY ROCK IS MOVE", "WALL IS STOP", ". . . rock wall .");
    expect(afterWait(def, [idOf(def, "rock")])).toEqual([[1, 3, "left"]]);
  });
});
