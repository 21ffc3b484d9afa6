/**
 * A pulled object pushes (docs/rules.md §5.4 "PULL"): in the game a pulled object moves as a mover does,
 * pushing what lies ahead of it but its puller (lilybeevee/Lilys-Mods `Data/movement.lua`: `dopush`,
 * called with `pulling`, reads `check(unitid,x,y,dir,false,reason)` ahead and `dopush`es each PUSH
 * obstacle but the pusher, moving only when that push can move; a STOP or PULL one, or a push that cannot
 * move, holds it). Exact cells, facings, journal records, and an undo that gives the board back byte for
 * byte.
 */
import { describe, expect, it } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import type { LevelDef } from "../../src/harness";
import { idOf, map } from "./builder";

const load = (def: LevelDef) => grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, journal: true });
type Level = ReturnType<typeof load>;
const at = (level: Level, id: number) => [level.x[id], level.y[id]];

/**
 * Steps `dir`, checks that an undo gives back the board as it was, byte for byte, and steps again to the
 * same board. Returns the `Pulled` and `Pushed` records of that last step.
 */
function stepAndUndo(level: Level, dir: "right" | "left" | "up" | "down") {
  const before = JSON.stringify(grid.snapshot(level));
  grid.step(level, dir);
  const after = JSON.stringify(grid.snapshot(level));
  expect(grid.undo(level)).toBe(true);
  expect(JSON.stringify(grid.snapshot(level))).toBe(before);
  const from = level.journal!.records.length;
  grid.step(level, dir);
  expect(JSON.stringify(grid.snapshot(level))).toBe(after);
  return level.journal!.records.slice(from).filter((r) => r.type === "Pulled" || r.type === "Pushed");
}

describe("a pulled object pushes what lies ahead of it", () => {
  it("a PULL box behind a baba standing on a PUSH rock follows it and pushes the rock: box x=1, rock x=2, baba x=2", () => {
    const def = map("BABA IS YOU", "ROCK IS PUSH", "BOX IS PULL", "box baba+rock . .");
    const [box, baba, rock] = [idOf(def, "box"), idOf(def, "baba"), idOf(def, "rock")];
    def.objects[rock] = { ...def.objects[rock], dir: "up" };
    const level = load(def);
    const moves = stepAndUndo(level, "right");
    expect([at(level, box), at(level, rock), at(level, baba)]).toEqual([
      [1, 3],
      [2, 3],
      [2, 3],
    ]);
    expect(grid.facingOf(level, rock)).toBe("right");
    expect(moves).toEqual([
      {
        type: "Pulled",
        id: box,
        by: baba,
        dir: "right",
        to: [1, 3],
        rule: { rule: "BOX IS PULL", ids: [6, 7, 8] },
      },
      {
        type: "Pushed",
        id: rock,
        by: box,
        dir: "right",
        to: [2, 3],
        rule: { rule: "ROCK IS PUSH", ids: [3, 4, 5] },
      },
    ]);
  });

  it("a STOP wall ahead of the pulled box holds it, and the wall stays", () => {
    const def = map("BABA IS YOU", "WALL IS STOP", "BOX IS PULL", "box baba+wall . .");
    const [box, baba, wall] = [idOf(def, "box"), idOf(def, "baba"), idOf(def, "wall")];
    const level = load(def);
    const moves = stepAndUndo(level, "right");
    expect([at(level, box), at(level, wall), at(level, baba)]).toEqual([
      [0, 3],
      [1, 3],
      [2, 3],
    ]);
    expect(moves).toEqual([]);
  });

  it("a line of pulled boxes, each with a rock ahead: every box follows and pushes its rock", () => {
    const def = map("BABA IS YOU", "ROCK IS PUSH", "BOX IS PULL", "box box+rock baba+rock . .");
    const [far, near, rock1, rock2, baba] = [
      idOf(def, "box"),
      idOf(def, "box", 1),
      idOf(def, "rock"),
      idOf(def, "rock", 1),
      idOf(def, "baba"),
    ];
    const level = load(def);
    const moves = stepAndUndo(level, "right");
    expect([at(level, far), at(level, rock1), at(level, near), at(level, rock2), at(level, baba)]).toEqual([
      [1, 3],
      [2, 3],
      [2, 3],
      [3, 3],
      [3, 3],
    ]);
    expect(moves.map((r) => [r.type, r.id, "by" in r ? r.by : null])).toEqual([
      ["Pulled", near, baba],
      ["Pushed", rock2, near],
      ["Pulled", far, baba], // a line of pulls names its mover (as before)
      ["Pushed", rock1, far],
    ]);
  });

  it("a rock the pulled box would push that cannot move holds the box: the pull does not happen", () => {
    // The baba eats the STOP wall it walks into (EAT, §5.4), after its move: the rock pushed after it
    // still finds the wall there, as the game's rock, pushed by the pulled box, does.
    const def = map(
      "BABA IS YOU",
      "ROCK IS PUSH",
      "BOX IS PULL",
      "WALL IS STOP",
      "BABA EAT WALL",
      "box baba+rock wall .",
    );
    const [box, baba, rock, wall] = [
      idOf(def, "box"),
      idOf(def, "baba"),
      idOf(def, "rock"),
      idOf(def, "wall"),
    ];
    const level = load(def);
    const moves = stepAndUndo(level, "right");
    expect([at(level, box), at(level, rock), at(level, baba), level.alive[wall]]).toEqual([
      [0, 5],
      [1, 5],
      [2, 5],
      0,
    ]);
    expect(moves).toEqual([]);
  });

  it("a PULL object that stayed on the cell ahead holds the pulled box, as STOP does", () => {
    // The box on the baba's cell is not behind it, so it stays; the box behind meets it (PULL is solid).
    const def = map("BABA IS YOU", "BOX IS PULL", "box baba+box . .");
    const [behind, stays, baba] = [idOf(def, "box"), idOf(def, "box", 1), idOf(def, "baba")];
    const level = load(def);
    stepAndUndo(level, "right");
    expect([at(level, behind), at(level, stays), at(level, baba)]).toEqual([
      [0, 2],
      [1, 2],
      [2, 2],
    ]);
  });
});
