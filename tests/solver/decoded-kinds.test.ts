/**
 * The decoder leaves the level's kinds and lives unwritten when the board it reads has the ones the
 * level holds from the board read before (src/solver/grid-codec.ts): the kept lists of the objects with
 * a property (having-kept.ts) then hold on, and the per-kind counts are the last board's. It also takes
 * the marks of the objects that keep their kind from the last board when they are the same, and the
 * encoder lists the marked ids again only for other marks; and a board with the last one's kinds and
 * text takes its rules without a lookup. Whatever they skipped, a board decoded by a codec that has
 * read others before plays exactly as the same board decoded by a new codec: the same objects, marks,
 * counts and rules, and the same successors, in order, whose boards encode as a new codec encodes
 * them. Seeded random walks over every shipped level and small generated ones, each state expanded
 * the search's way.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { shippedLevels } from "../../src/play/files";
import { GridCodec } from "../../src/solver/grid-codec";
import { modelOf } from "../../src/solver/model";
import { Reader, Writer } from "../../src/solver/packed";
import { fuzzed } from "../fuzz";
import { levelOf, recount } from "./decoded";
import { smallLevel } from "./small-level";

const content = repositoryContent();

/** What a decoded board holds that its play reads: its objects, cells, counts and rules. */
function board(s: unknown) {
  const l = levelOf(s);
  const n = l.nextId;
  return {
    n,
    kind: l.kind.slice(0, n),
    alive: l.alive.slice(0, n),
    x: l.x.slice(0, n),
    y: l.y.slice(0, n),
    facing: l.facing.slice(0, n),
    next: l.next.slice(0, n),
    prev: l.prev.slice(0, n),
    head: [...l.head],
    count: [...l.count],
    keepsKind: Array.from({ length: n }, (_, id) => (l.keepsKind[id] ? 1 : 0)),
    recount: recount(l),
    rules: l.inForce.rules,
    activeText: l.inForce.activeText,
  };
}

/** Walk `picks` from the start, checking each state decoded by the model's warm codec against a new one. */
function walk(def: LevelDef, picks: readonly number[]): void {
  const model = modelOf(def, content);
  const warm = model.codec();
  let s = model.start;
  for (const pick of picks) {
    const fresh = modelOf(def, content);
    const cold = fresh.codec();
    const w = new Writer();
    warm.encode(s, w);
    const bytes = w.bytes.slice(0, w.length);
    const c = new Writer();
    cold.encode(s, c);
    const coldBytes = c.bytes.slice(0, c.length);
    expect(board(warm.decode(new Reader(bytes, 0)))).toEqual(board(cold.decode(new Reader(coldBytes, 0))));
    const a: [number, number][] = [];
    warm.expand(new Reader(bytes, 0), (child, j) => {
      a.push([j, model.hash(child)]);
      // the board's bytes (a SpellGrid state's are followed by its card side's number) as a new codec's
      const mine = new Writer();
      warm.encode(child, mine);
      const level = levelOf(child);
      const board = new Writer();
      new GridCodec(levelOf(fresh.start)).encode(level, board); // (a copy of the child would mark it shared)
      expect([...mine.bytes.subarray(0, board.length)]).toEqual([...board.bytes.subarray(0, board.length)]);
      expect(mine.length - board.length).toBe(level === child ? 0 : 4);
    });
    const b: [number, number][] = [];
    cold.expand(new Reader(coldBytes, 0), (child, j) => b.push([j, fresh.hash(child)]));
    expect(a).toEqual(b);
    // decoded again after its expansion: its kinds and lives were put back, and are kept
    expect(board(warm.decode(new Reader(bytes, 0)))).toEqual(board(cold.decode(new Reader(coldBytes, 0))));
    const next = model.successors(s);
    if (next.length === 0 || model.won(s) || model.lost(s)) break;
    s = next[pick % next.length].state;
  }
}

describe("a board decoded after others", () => {
  for (const { path, def } of shippedLevels())
    test(`${path}: along random walks, plays as the same board decoded by a new codec`, () => {
      fc.assert(
        fc.property(fc.array(fc.nat(), { minLength: 2, maxLength: 6 }), (picks) => walk(def, picks)),
        fuzzed({ seed: 71, numRuns: 6 }),
      );
    });

  test("on small generated levels too", () => {
    fc.assert(
      fc.property(smallLevel, fc.array(fc.nat(), { minLength: 2, maxLength: 6 }), (def, picks) =>
        walk(def, picks),
      ),
      fuzzed({ seed: 73, numRuns: 30 }),
    );
  });
});
