/**
 * Expanding packed states: what a worker thread does for the parallel search. The parents come as
 * their bytes back to back; the children go back the same way, each with its parent, its number
 * among the parent's successors, whether it is won or lost and the hash of its bytes (so the
 * coordinator only looks it up), in the order `model.successors` lists them, so the coordinator can
 * dedupe them exactly as the single-threaded search would. A child equal to one of the slice's parents
 * or to an earlier child of the slice is left out: it is found in the coordinator's store anyway, since
 * the coordinator adds states in this order.
 */
import type { Model } from "./model";
import { Reader, StateStore, Writer } from "./packed";

/** A slice's children: `bytes[ends[i-1], ends[i])` is child i (transferable buffers only). */
export interface Expanded {
  bytes: Uint8Array;
  ends: Int32Array;
  /** Each child's parent, by its index in the slice. */
  parent: Int32Array;
  /** Each child's number among its parent's successors. */
  action: Int32Array;
  /** 1: won, 2: lost. */
  flags: Uint8Array;
  /** Each child's hash, as `StateStore` folds it. */
  hashes: Int32Array;
}

/** The children of each parent in `bytes` (parent i is `bytes[ends[i-1], ends[i])`). */
export function expandPacked<S>(model: Model<S>, bytes: Uint8Array, ends: Int32Array): Expanded {
  const codec = model.codec();
  const seen = new StateStore();
  for (let i = 0; i < ends.length; i++) seen.addBytes(bytes, i === 0 ? 0 : ends[i - 1], ends[i], -1, -1);
  const parents = seen.size;
  let n = 0;
  let cap = ends.length * 2 + 16;
  let parent = new Int32Array(cap);
  let action = new Int32Array(cap);
  let flags = new Uint8Array(cap);
  let hashes = new Int32Array(cap);
  let i = 0;
  const visit = (s: S, j: number): void => {
    w.reset();
    codec.encode(s, w);
    if (!seen.add(w, -1, -1)) return;
    if (n === cap) {
      cap *= 2;
      parent = grow(parent, cap);
      action = grow(action, cap);
      flags = grow(flags, cap);
      hashes = grow(hashes, cap);
    }
    parent[n] = i;
    action[n] = j;
    flags[n] = model.won(s) ? 1 : model.lost(s) ? 2 : 0;
    hashes[n] = seen.lastHash;
    n++;
  };
  const w = new Writer();
  const r = new Reader(bytes, 0);
  for (; i < ends.length; i++) {
    r.pos = i === 0 ? 0 : ends[i - 1];
    codec.expand(r, visit);
  }
  const childEnds = new Int32Array(n);
  for (let c = 0; c < n; c++) childEnds[c] = seen.offset[parents + c + 1] - seen.offset[parents];
  return {
    bytes: seen.arena.slice(seen.offset[parents], seen.offset[parents + n]),
    ends: childEnds,
    parent: parent.slice(0, n),
    action: action.slice(0, n),
    flags: flags.slice(0, n),
    hashes: hashes.slice(0, n),
  };
}

function grow<T extends Int32Array | Uint8Array>(a: T, n: number): T {
  const next = new (a.constructor as new (len: number) => T)(n);
  next.set(a);
  return next;
}
