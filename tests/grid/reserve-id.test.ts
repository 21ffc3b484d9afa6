/**
 * `reserveId` (docs/api.md: "take an id no object will have"; docs/rules.md §6.2 one id space): a reserved id
 * belongs to a holder outside the grid (a hero, a card in hand), so no later call hands it out again, an
 * undo of a step or edit made before or after the reservation included, and it stays a known id that no
 * object is. An object an undo takes back goes, as without a reservation.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { restore } from "../../src/engine/grid/undo";
import { fuzzed } from "../fuzz";
import { map } from "./builder";

const load = (...rows: string[]) => grid.createLevel(map(...rows), LEXICON, LEVEL_CONFIG);

describe("reserveId and undo", () => {
  it("an id reserved after a step is not handed out again once the step is undone", () => {
    const level = load("BABA IS YOU .", "baba . . .");
    grid.step(level, "right");
    const r = grid.reserveId(level);
    expect(grid.undo(level)).toBe(true);
    expect(grid.isAlive(level, r)).toBe(false); // still an id the level knows, of no object
    expect(grid.reserveId(level)).not.toBe(r);
    expect(grid.placeObject(level, "rock", 0, 1)).not.toBe(r);
  });

  it("an id reserved after a placement is kept when the placement is undone, which still takes the object away", () => {
    const level = load("BABA IS YOU .", "baba . . .");
    const placed = grid.placeObject(level, "rock", 1, 1);
    const r = grid.reserveId(level);
    grid.undo(level);
    expect(grid.isAlive(level, placed)).toBe(false);
    expect(grid.kindOf(level, placed)).toBe(null);
    expect(grid.placeObject(level, "rock", 2, 1)).not.toBe(r);
    expect(grid.hasProperty(level, 3, "YOU")).toBe(true); // baba still moves as before
    grid.step(level, "right");
    expect(grid.posOf(level, 3)).toEqual([1, 1]);
  });

  it("a snapshot restored keeps a reserved id, and its reservation", () => {
    const level = load("BABA IS YOU .", "baba . . .");
    const r = grid.reserveId(level);
    const s = grid.snapshot(level);
    grid.step(level, "right");
    restore(level, s);
    expect(grid.kindOf(level, r)).toBe(null); // no object's kind (a record's kind read back as -1)
    grid.step(level, "right");
    grid.undo(level);
    expect(grid.reserveId(level)).not.toBe(r);
  });
});

/** The objects on the board, `kind@x,y` in id order, and their count. */
function board(level: grid.Level): string {
  const out: string[] = [];
  for (let id = 0; id < level.nextId; id++)
    if (grid.isAlive(level, id)) out.push(`${grid.kindOf(level, id)}@${grid.posOf(level, id)}`);
  return `${out.join(" ")} (${grid.objectCount(level)})`;
}

type Op = { op: "reserve" } | { op: "place"; x: number } | { op: "step" } | { op: "undo" };
const OP: fc.Arbitrary<Op> = fc.oneof(
  fc.constant({ op: "reserve" as const }),
  fc.record({ op: fc.constant("place" as const), x: fc.nat({ max: 4 }) }),
  fc.constant({ op: "step" as const }),
  fc.constant({ op: "undo" as const }),
);

describe("reserveId property", () => {
  it("an id is never handed out while its first holder lives (random reserve/place/step/undo)", () => {
    fc.assert(
      fc.property(fc.array(OP, { maxLength: 40 }), (ops) => {
        // ROCK IS KEKE changes kinds in a step; KEKE IS MOVE moves each turn
        const level = load("BABA IS YOU . .", "ROCK IS KEKE . .", "KEKE IS MOVE . .", "baba . . rock .");
        const reserved = new Set<number>();
        const before: string[] = []; // the board before each step or placement not yet undone
        for (const o of ops) {
          if (o.op === "step" || o.op === "place") before.push(board(level));
          if (o.op === "reserve") {
            const r = grid.reserveId(level);
            expect(reserved.has(r)).toBe(false);
            for (let id = 0; id < level.nextId; id++) if (grid.isAlive(level, id)) expect(id).not.toBe(r);
            reserved.add(r);
          } else if (o.op === "place") {
            const id = grid.placeObject(level, "rock", o.x, 3);
            expect(reserved.has(id)).toBe(false);
          } else if (o.op === "step") grid.step(level, "right");
          else if (grid.undo(level)) expect(board(level)).toBe(before.pop()); // the undo takes back the objects alone
          for (const r of reserved) {
            expect(grid.isAlive(level, r)).toBe(false); // a known id, of no object
            expect(grid.kindOf(level, r)).toBe(null);
          }
        }
      }),
      fuzzed({ seed: 20_261_205, numRuns: 120 }),
    );
  });
});
