/**
 * Expanding packed states: what a worker thread does for the parallel search. The parents come as
 * their bytes back to back; the children go back the same way, each with its parent, its number
 * among the parent's successors, whether it is won or lost and the folded hash of its bytes (so the
 * coordinator only looks it up), in the order `model.successors` lists them, so the coordinator can
 * dedupe them exactly as the single-threaded search would.
 */
import type { Model } from "./model";
import { fold, hashBytes, Reader, Writer } from "./packed";

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
  /** Each child's hash (`fold(hashBytes(…))`, what `StateStore` keeps). */
  hashes: Int32Array;
}

/** The children of each parent in `bytes` (parent i is `bytes[ends[i-1], ends[i])`). */
export function expandPacked<S>(model: Model<S>, bytes: Uint8Array, ends: Int32Array): Expanded {
  const codec = model.codec();
  let n = 0;
  let cap = ends.length * 6 + 16; // about five children a parent
  let childEnds = new Int32Array(cap);
  let parent = new Int32Array(cap);
  let action = new Int32Array(cap);
  let flags = new Uint8Array(cap);
  let hashes = new Int32Array(cap);
  const w = new Writer();
  w.room(bytes.length * 6);
  let i = 0;
  const visit = (s: S, j: number): void => {
    const start = w.length;
    codec.encode(s, w);
    if (n === cap) {
      cap *= 2;
      childEnds = grow(childEnds, cap);
      parent = grow(parent, cap);
      action = grow(action, cap);
      flags = grow(flags, cap);
      hashes = grow(hashes, cap);
    }
    childEnds[n] = w.length;
    parent[n] = i;
    action[n] = j;
    flags[n] = model.won(s) ? 1 : model.lost(s) ? 2 : 0;
    hashes[n] = fold(hashBytes(w.bytes, start, w.length));
    n++;
  };
  const r = new Reader(bytes, 0);
  for (; i < ends.length; i++) {
    r.pos = i === 0 ? 0 : ends[i - 1];
    codec.expand(r, visit);
  }
  return {
    bytes: w.bytes.slice(0, w.length),
    ends: childEnds.slice(0, n),
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
