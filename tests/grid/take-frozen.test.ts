/**
 * What a mover of the MOVE take meets on a cell another object of the take left sideways (docs/rules.md
 * §5.4 The movement takes). The game's `movecommand` queues each move of a take from where its object
 * stood as the take began and applies them all as the take ends (`doupdate`), so its `check` still finds
 * a moved object on the cell it left. It passes over it only when its queued cell is two ahead of the
 * mover (it moved on along the mover's way) or the mover's own cell (it came towards it), and in the
 * SHIFT take when its queued cell is diagonal to the mover: so in the MOVE take an object that left
 * sideways still stops a mover (STOP) or is pushed by it (PUSH) from the cell it left, the last push
 * queued winning. Exact positions and facings; each board both ways round in age.
 */
import { describe, expect, it } from "vitest";
import { idOf, map } from "./builder";
import { afterWait, facing, swapAges } from "./take-boards";

describe("MOVE take: an object that left a cell sideways is still met there", () => {
  const stopRows = ["ROCK IS MOVE AND STOP", "KEKE IS MOVE", ". . . . .", ". keke rock . .", ". . . . ."];

  it("a STOP mover that stepped up out of a keke's way still stops it: the keke turns around and steps back, whichever is older", () => {
    const kekeOlder = facing(map(...stopRows), "rock", 0, "up");
    const [keke, rock] = [idOf(kekeOlder, "keke"), idOf(kekeOlder, "rock")];
    expect(afterWait(kekeOlder, [keke, rock])).toEqual([
      [0, 3, "left"],
      [2, 2, "up"],
    ]);
    expect(afterWait(swapAges(kekeOlder, keke, rock), [rock, keke])).toEqual([
      [0, 3, "left"],
      [2, 2, "up"],
    ]);
  });

  const pushRows = ["KEKE IS MOVE", "ROCK IS PUSH", ". . . . .", "keke rock . . .", ". keke . . ."];

  it("two kekes pushing one rock crosswise: both push it from its cell, the younger's push lands; both kekes end on the rock's cell", () => {
    const def = facing(map(...pushRows), "keke", 1, "up");
    const [across, up, rock] = [idOf(def, "keke"), idOf(def, "keke", 1), idOf(def, "rock")];
    // the keke coming up is the younger: the rock goes up
    expect(afterWait(def, [across, up, rock])).toEqual([
      [1, 3, "right"],
      [1, 3, "up"],
      [1, 2, "up"],
    ]);
    // the keke coming across is the younger: the rock goes right
    expect(afterWait(swapAges(def, across, up), [across, up, rock])).toEqual([
      [1, 3, "up"],
      [1, 3, "right"],
      [2, 3, "right"],
    ]);
  });

  it("a rock pushed sideways and met again is pushed from the cell it left into what stands ahead of that cell: a wall there stops the second keke and leaves the rock where the first push put it", () => {
    const rows = [
      "KEKE IS MOVE",
      "ROCK IS PUSH",
      "WALL IS STOP",
      ". . . . .",
      "keke rock wall . .",
      ". keke . . .",
    ];
    const def = facing(map(...rows), "keke", 1, "up");
    const [across, up, rock] = [idOf(def, "keke"), idOf(def, "keke", 1), idOf(def, "rock")];
    // the keke coming up is older: it pushes the rock up; the keke coming across finds the rock on (1,4)
    // with the wall behind it, is stopped, turns around and stays at the edge
    expect(afterWait(swapAges(def, across, up), [across, up, rock])).toEqual([
      [1, 4, "up"],
      [0, 4, "left"],
      [1, 3, "up"],
    ]);
  });
});

describe("MOVE take: an object moved twice is passed over when any of its moves went the mover's way", () => {
  it("a rock that stepped up and was pushed right from its cell is passed over by a keke coming up into that cell: its first move went two ahead of the keke (the game's `check` reads every queued move, `findupdate`)", () => {
    const rows = ["ROCK IS MOVE AND PUSH", "KEKE IS MOVE", ". . . . .", "keke rock . . .", ". keke . . ."];
    const base = facing(facing(map(...rows), "rock", 0, "up"), "keke", 1, "up");
    const [across, rock, up] = [idOf(base, "keke"), idOf(base, "rock"), idOf(base, "keke", 1)];
    // the rock steps up first (the oldest; the game: its way is free, so it moves in the take's first
    // round); the keke coming across meets it on the cell it left and pushes it right from there; the
    // keke coming up passes over it, and the rock ends where the keke coming across pushed it
    const def = swapAges(base, across, rock); // (the rock now has the across keke's id, and it the rock's)
    expect(afterWait(def, [rock, across, up])).toEqual([
      [1, 3, "right"],
      [2, 3, "right"],
      [1, 3, "up"],
    ]);
  });
});

describe("the SHIFT take passes over what left a cell sideways (its `check`: a queued cell diagonal to the mover)", () => {
  it("a keke carried right onto the cell a STOP rock was carried up from enters it, whichever is older", () => {
    const rows = ["BELT IS SHIFT", "ROCK IS STOP", ". . . . .", ". belt+keke belt+rock . .", ". . . . ."];
    const def = facing(map(...rows), "belt", 1, "up");
    const [keke, rock] = [idOf(def, "keke"), idOf(def, "rock")];
    expect(afterWait(def, [keke, rock])).toEqual([
      [2, 3, "up"],
      [2, 2, "up"],
    ]);
    expect(afterWait(swapAges(def, keke, rock), [rock, keke])).toEqual([
      [2, 3, "up"],
      [2, 2, "up"],
    ]);
  });
});
