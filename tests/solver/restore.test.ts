/**
 * The decoder's `restore` (issue 13 item 3; src/solver/grid-codec.ts): after an action played in place
 * on a decoded board, the board is put back exactly as decoded: every object's kind, cell, life and
 * facing, the cell lists, the per-kind counts, the kept kinds, won, the seed and the rules in force. An
 * action that wrote no object (`boardWritesSoFar` stood still: a blocked step, a spell that changed the
 * card side alone) is put back without reading the board's bytes again, and must give the same board.
 * Seeded random walks over every shipped level, each state's every action tried in turn.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { boardWritesSoFar, type Level } from "../../src/engine/grid";
import { shippedLevels } from "../../src/play/files";
import type { PlayerAction } from "../../src/play/notation";
import { modelOf } from "../../src/solver/model";
import { Reader, Writer } from "../../src/solver/packed";
import { fuzzed } from "../fuzz";
import { levelOf, playInPlace } from "./in-place";

const content = repositoryContent();

/** Everything of a level a restore puts back, copied. */
function board(level: Level) {
  const n = level.nextId;
  const ids = (a: readonly number[]) => a.slice(0, n);
  return {
    nextId: n,
    won: level.won,
    seed: level.seed,
    objects: [ids(level.kind), ids(level.alive), ids(level.x), ids(level.y), ids(level.facing)],
    cells: [ids(level.next), ids(level.prev), level.head.slice()],
    count: level.count.slice(),
    keepsKind: level.keepsKind.slice(0, n),
    rules: level.inForce,
    dirty: level.dirty,
  };
}

/**
 * Walks `def` at random as the search does: at each state, decodes it and plays its every action on the
 * decoded board in place, restores, and checks the board is the decoded one again. Returns how many of
 * those actions wrote no object (`boardWritesSoFar` stood still), whose restore skipped the bytes.
 */
function walkRestoring(def: Parameters<typeof modelOf>[0]): number {
  const model = modelOf(def, content);
  let unwritten = 0;
  fc.assert(
    fc.property(fc.array(fc.nat(), { maxLength: 5 }), (picks) => {
      const codec = model.codec() as ReturnType<typeof model.codec> & { restore(): unknown };
      let s = model.start;
      for (const pick of picks) {
        const w = new Writer();
        codec.encode(s, w);
        const bytes = w.bytes.slice(0, w.length);
        const decoded = codec.decode(new Reader(bytes, 0));
        const want = board(levelOf(decoded));
        const next = model.successors(s);
        for (const { action } of next) {
          const writes = boardWritesSoFar();
          playInPlace(decoded, action as PlayerAction);
          if (boardWritesSoFar() === writes) unwritten++;
          codec.restore();
          expect(board(levelOf(decoded))).toEqual(want);
          expect(model.hash(decoded)).toBe(model.hash(s));
        }
        if (next.length === 0 || model.won(s) || model.lost(s)) break;
        s = next[pick % next.length].state;
      }
    }),
    fuzzed({ seed: 1313, numRuns: 8 }),
  );
  return unwritten;
}

describe("restore puts a decoded board back after an action played in place", () => {
  for (const { path, def } of shippedLevels())
    test(`${path}: along random walks, after every action`, () => {
      walkRestoring(def);
    });

  test("some of those actions wrote no object (the restore that skips the board's bytes is tried)", () => {
    let unwritten = 0;
    for (const { def } of shippedLevels()) unwritten += walkRestoring(def);
    expect(unwritten).toBeGreaterThan(0);
  });
});
