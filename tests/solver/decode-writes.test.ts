/**
 * The solver's decoder keeps `boardWritesSoFar`'s promise (docs/api.md: a count that moves on before
 * any level's objects change): a decode of another board, a restore after an action played in place,
 * each moves it on when it changes any object's kind, life, cell or facing, a cell's list or a per-kind
 * count. (A memo keyed on the count would otherwise take a board decoded over another as the one it
 * saw.) Seeded walks over every shipped level, decoding boards met along them in random order into one
 * codec and playing their actions in place, as the search does.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { boardWritesSoFar, type Level } from "../../src/engine/grid";
import { shippedLevels } from "../../src/play/files";
import { modelOf } from "../../src/solver/model";
import { Reader } from "../../src/solver/packed";
import { fuzzed } from "../fuzz";
import { boardsMet, levelOf, playInPlace } from "./in-place";

const content = repositoryContent();

/** Everything of a level's objects the count covers, copied. */
function objects(level: Level) {
  const n = level.nextId;
  const ids = (a: readonly number[]) => a.slice(0, n);
  return {
    nextId: n,
    objects: [ids(level.kind), ids(level.alive), ids(level.x), ids(level.y), ids(level.facing)],
    cells: [ids(level.next), ids(level.prev), level.head.slice()],
    count: level.count.slice(),
  };
}

type Op = { type: "decode"; pick: number } | { type: "play"; pick: number } | { type: "restore" };
const OP: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ type: fc.constant("decode" as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("play" as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("restore" as const) }) },
);

/** How many ops of each type changed the objects (each must have moved the count), and changed nothing. */
type Tally = Record<Op["type"] | "same", number>;

/**
 * Walks `def` at random, keeping the boards met, then runs `ops` on one codec: decode a board met,
 * play one of the decoded board's actions in place, restore.
 */
function check(def: Parameters<typeof modelOf>[0], walk: number[], ops: Op[], tally: Tally): void {
  const model = modelOf(def, content);
  const codec = model.codec() as ReturnType<typeof model.codec> & { restore(): unknown };
  const met = boardsMet(model, codec, walk);
  let at = met[0];
  let decoded = codec.decode(new Reader(at.bytes, 0));
  for (const op of ops) {
    const before = objects(levelOf(decoded));
    const writes = boardWritesSoFar();
    if (op.type === "decode") {
      at = met[op.pick % met.length];
      decoded = codec.decode(new Reader(at.bytes, 0));
    } else if (op.type === "restore") codec.restore();
    else if (at.actions.length > 0) playInPlace(decoded, at.actions[op.pick % at.actions.length]);
    if (JSON.stringify(objects(levelOf(decoded))) === JSON.stringify(before)) tally.same++;
    else {
      tally[op.type]++;
      expect(boardWritesSoFar(), `${op.type} changed the objects`).not.toBe(writes);
    }
  }
}

describe("the solver's decoder moves boardWritesSoFar on whenever it changes a board's objects", () => {
  test("decodes and restores along random walks of every shipped level", () => {
    const tally: Tally = { decode: 0, play: 0, restore: 0, same: 0 };
    for (const { def } of shippedLevels())
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 6 }), fc.array(OP, { maxLength: 25 }), (walk, ops) => {
          check(def, walk, ops, tally);
        }),
        fuzzed({ seed: 1818, numRuns: 6 }),
      );
    // Each kind of write was met (a restore that puts cells back, a decode over another board), and
    // ops that changed nothing.
    expect(tally.decode).toBeGreaterThan(0);
    expect(tally.restore).toBeGreaterThan(0);
    expect(tally.same).toBeGreaterThan(0);
  });
});
