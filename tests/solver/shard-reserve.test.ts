/**
 * A shard's store and a state budget (issue 13 item 4, `Shard.reserve`): a shard holds its share of the
 * budget (the hash splits the states evenly, give or take a few per cent), so its store is told that
 * share, as one thread's store is told the whole budget, whether the shard runs on a worker or in
 * `solveSharded`; without a budget nothing is reserved.
 */
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { modelOf } from "../../src/solver/model";
import { RESERVE_FROM, Writer } from "../../src/solver/packed";
import { Shard, type ShardLink } from "../../src/solver/shard";
import { openField } from "./small-level";

const content = repositoryContent();
const link: ShardLink = { send() {}, poll() {}, count: () => true, stopped: () => false };

/** States filled in: enough that a store growing step by step has grown past RESERVE_FROM states. */
const N = RESERVE_FROM * 2 + 2;

/** Shard 0 of `shards`, reserved for `maxStates` (null: not reserved), its store filled with `n` distinct states: the per-state array it ended in. */
function filled(shards: number, maxStates: number | undefined | null, n = N): Int32Array {
  const shard = new Shard(modelOf(openField, content), 0, shards, link);
  if (maxStates !== null) shard.reserve(maxStates, undefined);
  const w = new Writer();
  for (let i = 0; i < n; i++) {
    w.reset();
    w.u32(i * 7919);
    w.u8(i % 3);
    shard.store.add(w, i, 0);
  }
  return shard.store.parent;
}

describe("a shard's store reserved for its share of the state budget", () => {
  test("past RESERVE_FROM states its arrays grow straight to its share (1/shards of the budget, 2 % and 1,024 more)", () => {
    for (const [shards, maxStates] of [
      [2, 2_000_000],
      [3, 3_000_000],
    ] as const) {
      const share = Math.ceil((maxStates / shards) * 1.02) + 1024;
      const parent = filled(shards, maxStates);
      expect(parent.length).toBeGreaterThanOrEqual(share);
      expect(parent.length).toBeLessThan(share * 1.1);
    }
  });

  test("without a state budget nothing is reserved: the arrays grow as they fill", () => {
    const unreserved = filled(2, null).length;
    expect(filled(2, undefined).length).toBe(unreserved);
    expect(filled(2, Number.POSITIVE_INFINITY).length).toBe(unreserved);
  });
});
