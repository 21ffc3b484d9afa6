/**
 * PULL behind a pushed object (docs/rules.md §5.4 "PULL"): in the game every object that moves pulls,
 * the objects a push carries too, not only the mover. Its movement script (lilybeevee/Lilys-Mods
 * `Data/movement.lua`): `movecommand` hands each pushed obstacle to `dopush`, and `dopush`, when the
 * object can move, queues its move and then, for every PULL object `check(…, pulling)` finds on the cell
 * behind it, queues that object's move the same way and `dopush`es it as a pull, down the line. The cell
 * behind a pushed object is the one its pusher left, so what follows is a PULL object that shared the
 * pusher's cell (a baba standing on a box that `BOX IS PULL` made PULL afterwards, or that a MAKE put
 * there). Exact cells, facings and journal records.
 */
import { describe, expect, it } from "vitest";
import { newBaba } from "../../src/harness";
import { idOf, map } from "./builder";

describe("PULL behind a pushed object", () => {
  it("a PULL box on the baba's cell follows the rock the baba pushes, one cell, facing the push", () => {
    const def = map("BABA IS YOU", "ROCK IS PUSH", "BOX IS PULL", "baba+box rock . .");
    const [baba, box, rock] = [idOf(def, "baba"), idOf(def, "box"), idOf(def, "rock")];
    def.objects[box] = { ...def.objects[box], dir: "up" };
    const b = newBaba(def);
    b.step("right");
    expect([b.posOf(baba), b.posOf(box), b.facingOf(box), b.posOf(rock)]).toEqual([
      [1, 3],
      [1, 3],
      "right",
      [2, 3],
    ]);
    const records = b.journal().records.filter((r) => r.type === "Pulled");
    const pull = { rule: "BOX IS PULL", ids: [6, 7, 8] }; // the rule that made the box PULL, with its tiles
    expect(records).toEqual([{ type: "Pulled", id: box, by: rock, dir: "right", to: [1, 3], rule: pull }]);
  });

  it("down the line: the baba pulls the box behind it, and the box on its cell follows the rock", () => {
    const def = map("BABA IS YOU", "ROCK IS PUSH", "BOX IS PULL", "box baba+box rock . .");
    const [behind, baba, onIt, rock] = [
      idOf(def, "box"),
      idOf(def, "baba"),
      idOf(def, "box", 1),
      idOf(def, "rock"),
    ];
    const b = newBaba(def);
    b.step("right");
    expect([b.posOf(behind), b.posOf(baba), b.posOf(onIt), b.posOf(rock)]).toEqual([
      [1, 3],
      [2, 3],
      [2, 3],
      [3, 3],
    ]);
  });

  it("a MOVE keke pushing a rock brings the PULL box on its cell along too", () => {
    const def = map("KEKE IS MOVE", "ROCK IS PUSH", "BOX IS PULL", "keke+box rock . .");
    const [keke, box, rock] = [idOf(def, "keke"), idOf(def, "box"), idOf(def, "rock")];
    const b = newBaba(def);
    b.step("wait");
    expect([b.posOf(keke), b.posOf(box), b.posOf(rock)]).toEqual([
      [1, 3],
      [1, 3],
      [2, 3],
    ]);
  });

  it("only the cell the pusher left: a box beside the push, or on the rock's far side, stays; a blocked push pulls nothing", () => {
    const def = map(
      "BABA IS YOU",
      "ROCK IS PUSH",
      "BOX IS PULL",
      "WALL IS STOP",
      "baba rock . box",
      ". box . .",
      "baba+box rock wall .",
    );
    const [far, beside, stacked] = [idOf(def, "box"), idOf(def, "box", 1), idOf(def, "box", 2)];
    const b = newBaba(def);
    b.step("right");
    expect([b.posOf(far), b.posOf(beside), b.posOf(stacked)]).toEqual([
      [3, 4],
      [1, 5],
      [0, 6],
    ]);
  });

  it("a pull into a cell that still holds a STOP wall stops there; a PUSH rock there is pushed on", () => {
    // The game's pulled box pushes the rock (`dopush(…, pulling)` pushes what is ahead of it but its
    // puller): box x=1, rock x=2, baba x=2 (tests/grid/pull-pushes.test.ts).
    const def = map(
      "BABA IS YOU",
      "ROCK IS PUSH",
      "BOX IS PULL",
      "WALL IS STOP",
      "box baba+rock . .",
      "box baba+wall . .",
    );
    const [rockBox, wallBox, rock, wall] = [
      idOf(def, "box"),
      idOf(def, "box", 1),
      idOf(def, "rock"),
      idOf(def, "wall"),
    ];
    const [baba, baba2] = [idOf(def, "baba"), idOf(def, "baba", 1)];
    const b = newBaba(def);
    b.step("right");
    expect([b.posOf(rockBox), b.posOf(rock), b.posOf(baba)]).toEqual([
      [1, 4],
      [2, 4],
      [2, 4],
    ]);
    expect([b.posOf(wallBox), b.posOf(wall), b.posOf(baba2)]).toEqual([
      [0, 5],
      [1, 5],
      [2, 5],
    ]);
  });
});
