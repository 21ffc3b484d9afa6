/**
 * Reserved ids through `restore()` and the ids an undo leaves unused (docs/rules.md §5.6 "Reserved ids
 * stay"): an id `reserveId` handed out at any time is never an object's id and never handed out again,
 * whatever snapshot is restored (one taken before the undo that freed the id it reserved included); the ids
 * of objects an undo takes back below a reserved id stay unused, never handed out again.
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

describe("restore keeps every reserved id", () => {
  it("a snapshot taken before an undo does not make the id reserved after the undo an object's", () => {
    const level = load("BABA IS YOU .", "baba . . .");
    const placed = grid.placeObject(level, "rock", 2, 1);
    const s = grid.snapshot(level); // the rock's id is an object's here
    grid.undo(level); // the rock goes, its id free again
    const r = grid.reserveId(level);
    expect(r).toBe(placed); // (the id the undo freed)
    restore(level, s);
    expect(grid.kindOf(level, r)).toBe(null);
    expect(grid.isAlive(level, r)).toBe(false);
    expect(grid.objectsAt(level, 2, 1)).toEqual([]);
    expect(grid.reserveId(level)).not.toBe(r);
    expect(grid.placeObject(level, "rock", 3, 1)).not.toBe(r);
  });

  it("nor hands it out again after an earlier snapshot is restored (a destroyed object's record)", () => {
    const level = load("BABA IS YOU .", "baba . . .");
    const s0 = grid.snapshot(level);
    const placed = grid.placeObject(level, "rock", 2, 1);
    grid.removeObjects(level, [placed]);
    const s = grid.snapshot(level); // the rock's id: a destroyed rock
    grid.undo(level);
    grid.undo(level);
    const r = grid.reserveId(level);
    restore(level, s);
    expect(grid.kindOf(level, r)).toBe(null);
    restore(level, s0); // taken when the counter was below r
    expect(grid.kindOf(level, r)).toBe(null);
    expect(grid.reserveId(level)).not.toBe(r);
    expect(grid.placeObject(level, "rock", 3, 1)).not.toBe(r);
    grid.step(level, "right"); // baba still moves as before
    expect(grid.posOf(level, 3)).toEqual([1, 1]);
  });
});

describe("an undo after a restore keeps every reserved id", () => {
  it("a step's entry from before the restore that freed an id does not make the id reserved since an object's", () => {
    const level = load("BABA IS YOU .", "ROCK IS KEKE .", "baba . . .");
    const s = grid.snapshot(level);
    const rock = grid.placeObject(level, "rock", 1, 2);
    grid.step(level, "right"); // the rock becomes a keke: the step's entry holds the rock
    restore(level, s); // the rock's id is free again (no reservation since)
    const r = grid.reserveId(level);
    expect(r).toBe(rock);
    expect(grid.undo(level)).toBe(true);
    expect(grid.kindOf(level, r)).toBe(null);
    expect(grid.isAlive(level, r)).toBe(false);
    expect(grid.objectsAt(level, 1, 2)).toEqual([]);
    expect(grid.reserveId(level)).not.toBe(r);
  });
});

describe("the ids an undo leaves unused", () => {
  it("are never handed out again: the objects a step made before a reservation go, their ids unused", () => {
    const level = load("BABA IS YOU .", "baba . . .");
    const placed = grid.placeObject(level, "rock", 1, 1);
    const r = grid.reserveId(level);
    grid.undo(level);
    const next = [grid.reserveId(level), grid.placeObject(level, "rock", 2, 1)];
    expect(next).not.toContain(placed);
    expect(next).not.toContain(r);
    expect(Math.min(...next)).toBeGreaterThan(r);
  });
});

/** The objects on the board, `id:kind@x,y`, leaving out the ids in `skip`. */
function board(level: grid.Level, skip: ReadonlySet<number> = new Set()): string {
  const out: string[] = [];
  for (let id = 0; id < level.nextId; id++)
    if (grid.isAlive(level, id) && !skip.has(id))
      out.push(`${id}:${grid.kindOf(level, id)}@${grid.posOf(level, id)}`);
  return out.join(" ");
}

type Op =
  | { op: "reserve" }
  | { op: "place"; x: number }
  | { op: "step" }
  | { op: "undo" }
  | { op: "snapshot" }
  | { op: "restore"; which: number };
const OP: fc.Arbitrary<Op> = fc.oneof(
  fc.constant({ op: "reserve" as const }),
  fc.record({ op: fc.constant("place" as const), x: fc.nat({ max: 4 }) }),
  fc.constant({ op: "step" as const }),
  fc.constant({ op: "undo" as const }),
  fc.constant({ op: "snapshot" as const }),
  fc.record({ op: fc.constant("restore" as const), which: fc.nat({ max: 9 }) }),
);

describe("reserved and unused ids property", () => {
  it("no id reserved or left unused is an object's or handed out again (random reserve/place/step/undo/restore)", () => {
    fc.assert(
      fc.property(fc.array(OP, { maxLength: 40 }), (ops) => {
        const level = load("BABA IS YOU . .", "ROCK IS KEKE . .", "KEKE IS MOVE . .", "baba . . rock .");
        const reserved = new Set<number>();
        const unused = new Set<number>(); // ids an undo or restore left below the counter, of no object
        const handed = new Set<number>(); // every id reserved or placed so far
        const snaps: { s: ReturnType<typeof grid.snapshot>; board: string }[] = [];
        const fresh = (id: number) => {
          expect(reserved.has(id) || unused.has(id)).toBe(false);
          return id;
        };
        for (const o of ops) {
          if (o.op === "reserve") reserved.add(fresh(grid.reserveId(level)));
          else if (o.op === "place") handed.add(fresh(grid.placeObject(level, "rock", o.x, 3)));
          else if (o.op === "step") grid.step(level, "right");
          else if (o.op === "undo") grid.undo(level);
          else if (o.op === "snapshot") snaps.push({ s: grid.snapshot(level), board: board(level) });
          else if (snaps.length > 0) {
            const { s, board: then } = snaps[o.which % snaps.length];
            restore(level, s);
            // the board as it was, but for objects whose ids were reserved since
            expect(board(level)).toBe(
              then
                .split(" ")
                .filter((t) => t === "" || !reserved.has(Number(t.split(":")[0])))
                .join(" "),
            );
          }
          if (o.op === "undo" || o.op === "restore")
            for (const id of handed)
              if (id < level.nextId && !grid.isAlive(level, id) && grid.kindOf(level, id) === null)
                unused.add(id);
          for (const r of reserved) {
            expect(r).toBeLessThan(level.nextId); // a known id
            expect(grid.isAlive(level, r)).toBe(false);
            expect(grid.kindOf(level, r)).toBe(null);
          }
          for (const id of unused) expect(grid.kindOf(level, id)).toBe(null);
        }
      }),
      fuzzed({ seed: 20_261_205, numRuns: 150 }),
    );
  });
});
