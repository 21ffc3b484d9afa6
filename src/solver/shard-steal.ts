/**
 * Parents of a layer handed from one shard to another (docs/rules.md §7, issue 13 item 4): a shard that
 * has expanded its part of a layer asks the others for some of theirs instead of waiting for them at
 * the layer's end. Any thread may expand any parent: a child's key is its parent's rank in the layer
 * and its successor number, and its owner (by hash) dedupes it, whoever expanded its parent. So the
 * layer, its keys and the answer are those of the search without stealing; only who does the work
 * changes. The owner keeps its states; the thief expands a copy of their bytes, in shared memory
 * (never transferred: a transfer detaches a buffer, `shard-parts.ts`).
 */
import type { StateStore } from "./packed";
import { globalId } from "./shard-parts";

/**
 * A shard gives away parents only when it has at least this many left to expand (then the later half
 * of them): fewer cost less to expand where they are than to copy and post (a parent takes a few
 * microseconds to expand, a message some tens).
 */
export const MIN_STEAL = 64;

/** Parents handed to another shard to expand: parent c is `bytes[ends[c - 1], ends[c])` (from 0), with its global id and rank. */
export interface Stolen {
  n: number;
  bytes: Uint8Array;
  ends: Int32Array;
  ids: Int32Array;
  ranks: Float64Array;
}

/** A stolen batch as received, written the way `packStolen` writes one (a message's objects have shapes of their own). */
export function ownStolen(s: Stolen): Stolen {
  return { n: s.n, bytes: s.bytes, ends: s.ends, ids: s.ids, ranks: s.ranks };
}

/**
 * The parents `from` to `to` of `store` that are not lost (a lost or won state is never expanded), their
 * ranks `rank[i - rankFrom]`, packed for another thread; shard `me` of `shards` owns them.
 */
export function packStolen(
  store: StateStore,
  from: number,
  to: number,
  rank: Float64Array,
  rankFrom: number,
  me: number,
  shards: number,
): Stolen {
  let n = 0;
  let size = 0;
  for (let i = from; i < to; i++)
    if (store.lost[i] === 0) {
      n++;
      size += store.offset[i + 1] - store.offset[i];
    }
  const out: Stolen = {
    n,
    bytes: new Uint8Array(new SharedArrayBuffer(size)),
    ends: new Int32Array(new SharedArrayBuffer(n * 4)),
    ids: new Int32Array(new SharedArrayBuffer(n * 4)),
    ranks: new Float64Array(new SharedArrayBuffer(n * 8)),
  };
  let c = 0;
  let at = 0;
  for (let i = from; i < to; i++) {
    if (store.lost[i] !== 0) continue;
    const b = store.arena.subarray(store.offset[i], store.offset[i + 1]);
    out.bytes.set(b, at);
    at += b.length;
    out.ends[c] = at;
    out.ids[c] = globalId(i, me, shards);
    out.ranks[c] = rank[i - rankFrom];
    c++;
  }
  return out;
}
