/**
 * The decoder's restore of a board whose objects only moved or turned (src/solver/grid-codec.ts
 * `putCellsBack`): it compares each object's cell, facing and next one in its cell's list, and puts back
 * with each that differs its next ones, now and then, whose previous one may alone differ. After every
 * action of seeded random walks over every shipped level, the restored board's cell lists (next, prev,
 * each cell's head) and its text per cell (`textAt`) are those the decode wrote, and some restores took
 * that path (no kind or life written by the action, some cell written).
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { boardWritesSoFar, kindWritesSoFar, type Level } from "../../src/engine/grid";
import { shippedLevels } from "../../src/play/files";
import type { PlayerAction } from "../../src/play/notation";
import { modelOf } from "../../src/solver/model";
import { Reader, Writer } from "../../src/solver/packed";
import { fuzzed } from "../fuzz";
import { levelOf, playInPlace } from "./in-place";

const content = repositoryContent();

/** The cell lists and text counts of a level, copied. */
function lists(level: Level) {
  const n = level.nextId;
  return {
    cells: [level.x.slice(0, n), level.y.slice(0, n), level.facing.slice(0, n)],
    next: level.next.slice(0, n),
    prev: level.prev.slice(0, n),
    head: level.head.slice(),
    textAt: Array.from(level.textAt),
  };
}

/** Random walks on `def`; returns how many restores put back cells alone. */
function walk(def: Parameters<typeof modelOf>[0]): number {
  const model = modelOf(def, content);
  let cellsOnly = 0;
  fc.assert(
    fc.property(fc.array(fc.nat(), { maxLength: 6 }), (picks) => {
      const codec = model.codec() as ReturnType<typeof model.codec> & { restore(): unknown };
      let s = model.start;
      for (const pick of picks) {
        const w = new Writer();
        codec.encode(s, w);
        const decoded = codec.decode(new Reader(w.bytes.slice(0, w.length), 0));
        const want = lists(levelOf(decoded));
        const next = model.successors(s);
        for (const { action } of next) {
          const kinds = kindWritesSoFar();
          const board = boardWritesSoFar();
          playInPlace(decoded, action as PlayerAction);
          if (kindWritesSoFar() === kinds && boardWritesSoFar() !== board) cellsOnly++;
          codec.restore();
          expect(lists(levelOf(decoded))).toEqual(want);
        }
        if (next.length === 0 || model.won(s) || model.lost(s)) break;
        s = next[pick % next.length].state;
      }
    }),
    fuzzed({ seed: 1331, numRuns: 10 }),
  );
  return cellsOnly;
}

describe("a restore after moves and turns alone puts back the cell lists and text counts", () => {
  let cellsOnly = 0;
  for (const { path, def } of shippedLevels())
    test(`${path}: along random walks, after every action`, () => {
      cellsOnly += walk(def);
    });

  test("some restores put back cells alone (the path is tried)", () => {
    expect(cellsOnly).toBeGreaterThan(0);
  });
});
