/**
 * `boardWritesSoFar` (docs/api.md; the solver's decoder relies on it): while the count stands still,
 * nothing on any board changed. Seeded random steps, undos (in place and by rebuild), placements and
 * removals on the shipped pure Baba levels: after every call whose count did not move, each object's
 * kind, life, cell and facing, the cell lists and the per-kind counts are as before it.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { levelKind } from "../../src/play/apply";
import { shippedLevels } from "../../src/play/files";
import { fuzzed } from "../fuzz";

type Call =
  | { type: "step"; dir: grid.TurnInput }
  | { type: "undo" }
  | { type: "place"; kind: string; x: number; y: number }
  | { type: "remove"; pick: number };

const CALL: fc.Arbitrary<Call> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      type: fc.constant("step" as const),
      dir: fc.constantFrom<grid.TurnInput>("up", "down", "left", "right", "wait"),
    }),
  },
  { weight: 4, arbitrary: fc.record({ type: fc.constant("undo" as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant("place" as const),
      kind: fc.constantFrom("baba", "rock", "text:ROCK", "text:IS", "text:PUSH"),
      x: fc.nat(12),
      y: fc.nat(12),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("remove" as const), pick: fc.nat() }) },
);

/** Everything of a board a write changes, copied. */
const board = (level: grid.Level) => ({
  nextId: level.nextId,
  objects: [level.kind, level.alive, level.x, level.y, level.facing].map((a) => a.slice(0, level.nextId)),
  cells: [level.next.slice(0, level.nextId), level.prev.slice(0, level.nextId), level.head.slice()],
  count: level.count.slice(),
});

function play(level: grid.Level, call: Call): void {
  try {
    if (call.type === "step") grid.step(level, call.dir);
    else if (call.type === "undo") grid.undo(level);
    else if (call.type === "place") grid.placeObject(level, call.kind, call.x, call.y);
    else if (level.nextId > 0) grid.removeObjects(level, [call.pick % level.nextId]);
  } catch {
    // a placement off the grid: it changes nothing
  }
}

const babaLevels = shippedLevels().filter((l) => levelKind(l.def) === "baba");

describe("boardWritesSoFar", () => {
  it("stands still only across calls that changed nothing on the board", () => {
    let still = 0;
    let moved = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...babaLevels),
        fc.array(CALL, { minLength: 1, maxLength: 30 }),
        ({ def }, calls) => {
          const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
          for (const call of calls) {
            const before = board(level);
            const writes = grid.boardWritesSoFar();
            play(level, call);
            if (grid.boardWritesSoFar() !== writes) moved++;
            else {
              still++;
              expect(board(level)).toEqual(before);
            }
          }
        },
      ),
      fuzzed({ seed: 13_031, numRuns: 80 }),
    );
    expect(still).toBeGreaterThan(0);
    expect(moved).toBeGreaterThan(0);
  });
});
