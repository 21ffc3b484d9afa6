/**
 * Expanding packed states: what a worker thread does for the parallel search. The parents come as
 * their bytes back to back; the children go back the same way, each with its parent, its number
 * among the parent's successors, and whether it is won or lost, in the order `model.successors` lists
 * them, so the coordinator can dedupe them exactly as the single-threaded search would.
 */
import type { Model } from "./model";
import { Reader, Writer } from "./packed";

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
}

/** Codecs kept per model (a codec caches what it decodes). */
const codecs = new WeakMap<object, ReturnType<Model<unknown>["codec"]>>();

/** The children of each parent in `bytes` (parent i is `bytes[ends[i-1], ends[i])`). */
export function expandPacked<S>(model: Model<S>, bytes: Uint8Array, ends: Int32Array): Expanded {
  let codec = codecs.get(model) as ReturnType<Model<S>["codec"]> | undefined;
  if (codec === undefined) codecs.set(model, (codec = model.codec()));
  const w = new Writer();
  const childEnds: number[] = [];
  const parent: number[] = [];
  const action: number[] = [];
  const flags: number[] = [];
  const r = new Reader(bytes, 0);
  for (let i = 0; i < ends.length; i++) {
    r.pos = i === 0 ? 0 : ends[i - 1];
    const next = model.successors(codec.decode(r));
    for (let j = 0; j < next.length; j++) {
      const s = next[j].state;
      codec.encode(s, w);
      childEnds.push(w.length);
      parent.push(i);
      action.push(j);
      flags.push(model.won(s) ? 1 : model.lost(s) ? 2 : 0);
    }
  }
  return {
    bytes: w.bytes.slice(0, w.length),
    ends: Int32Array.from(childEnds),
    parent: Int32Array.from(parent),
    action: Int32Array.from(action),
    flags: Uint8Array.from(flags),
  };
}
