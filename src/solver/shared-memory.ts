/**
 * The memory of the shared search (`shared-thread.ts`, docs/rules.md §7): one seen set for all its
 * threads, in fixed-length `SharedArrayBuffer`s (growable ones are 3× slower to read, benchmarks log
 * round 20). Each thread appends the states it adds to its own arena, with its own per-state arrays
 * (`from`, `to`, `key`, `parent`, `lost`); one open-addressing index (two words a slot: global id + 1 and
 * the folded hash) is shared. A global id is a thread's local index shifted by the thread bits, the
 * thread in the low bits. The control words (`C`) each sit on their own 64-byte line.
 */
import { writePages } from "./written-pages";

/** Parents a thread claims at once. */
export const CHUNK = 512;
/** States a thread reserves of the budget at once (one `Atomics.add` each). */
export const TICKETS = 256;
/** No rank, no key, no budget: the greatest `Int32`. */
export const NONE = 0x7fffffff;
/** The most threads a search runs on. */
export const MAX_THREADS = 16;

/** Why the search stopped (`C.STOP`): running, its state budget, a win, exhausted, its time, its memory. */
export const STOP = { RUN: 0, LIMIT: 1, WON: 2, EXHAUSTED: 3, TIME: 4, MEMORY: 5 } as const;

const W = 16;
/** The control words' places in `ctl`. */
export const C = {
  PHASE: 0,
  ARRIVED: 1 * W,
  MEMBERS: 2 * W,
  NEXT: 3 * W,
  LAYER_N: 4 * W,
  SEL: 5 * W,
  TAKEN: 6 * W,
  STOP: 7 * W,
  READY: 8 * W,
  DEPTH: 9 * W,
  DONE: 10 * W,
  BYKEY: 11 * W, // `byKey` written this far (before any read of it)
  LIMIT: 12 * W, // no parent of a greater rank is expanded (a win's parent)
  WINKEY: 13 * W, // 0 once a won state is in the layer being built
  EXPLORED: 14 * W, // the outcome: states explored (solve's count)
  CUTKEY: 15 * W, // the key of the last state solve adds in the last layer (skips up to it count)
  SIZE: 16 * W, // + thread: each thread's states
  LSTART: 16 * W + MAX_THREADS, // + thread: where its states of the layer being built start
  JOIN_PHASE: 16 * W + 2 * MAX_THREADS, // a thread admitted at a layer's end starts once PHASE reaches it
} as const;
const CTL_WORDS = 17 * W + 2 * MAX_THREADS;

/** States a thread may add past the budget: the rest of its chunk and its tickets (the exact cut). */
export const slack = (chunk: number, actions: number) => 2 * chunk * actions + 2 * TICKETS + 16;

/** The shared buffers of one search. */
export interface SharedMem {
  threads: number;
  /** Successor numbers are below this: a key is parent rank × actions + successor number. */
  actions: number;
  /** States a thread may hold (the budget and its slack, or a capacity). */
  capacity: number;
  /** States the search may keep (the start included): its budget + 1, or `NONE`. */
  max: number;
  /** Parents claimed at once. */
  chunk: number;
  ctl: SharedArrayBuffer;
  slots: SharedArrayBuffer;
  arena: SharedArrayBuffer[];
  from: SharedArrayBuffer[];
  to: SharedArrayBuffer[];
  key: SharedArrayBuffer[];
  parent: SharedArrayBuffer[];
  lost: SharedArrayBuffer[];
  byKey: SharedArrayBuffer;
  order: SharedArrayBuffer[];
}

/** The search's shape: threads, successor bound, budget (absent: `capacity` states a thread), chunk. */
export interface MemShape {
  threads: number;
  actions: number;
  maxStates?: number;
  capacity?: number;
  bytesPerState: number;
  chunk: number;
}

/** Buffers for a search of `shape` (its arrays reserved: pages are committed as they are written). */
export function sharedMemory(shape: MemShape): SharedMem {
  const { threads, actions, chunk } = shape;
  if (!(Number.isInteger(threads) && threads >= 1 && threads <= MAX_THREADS))
    throw new Error(`sharedMemory: threads must be a whole number from 1 to ${MAX_THREADS}, not ${threads}`);
  if (!(Number.isInteger(actions) && actions >= 1 && actions <= 1 << 16))
    throw new Error(`sharedMemory: actions must be a whole number from 1 to 65,536, not ${actions}`);
  if (!(Number.isInteger(chunk) && chunk >= 1))
    throw new Error(`sharedMemory: chunk must be a whole number ≥ 1, not ${chunk}`);
  const budget = shape.maxStates;
  const n = (budget === undefined ? (shape.capacity ?? 1 << 16) : budget + 2) + slack(chunk, actions);
  const total = budget === undefined ? n * threads : budget + 2 + threads * slack(chunk, actions);
  if (total * actions > NONE) throw new Error(`sharedMemory: ${total} states × ${actions} keys pass 2^31`);
  const slotCount = 2 ** Math.ceil(Math.log2(total * 2));
  const sab = (bytes: number) => new SharedArrayBuffer(bytes);
  const each = (bytes: number) => Array.from({ length: threads }, () => sab(bytes));
  const mem: SharedMem = {
    threads,
    actions,
    capacity: n,
    max: budget === undefined ? NONE : budget + 1,
    chunk,
    ctl: sab(CTL_WORDS * 4),
    slots: sab(slotCount * 8),
    arena: each(Math.ceil((n * shape.bytesPerState) / 4) * 4),
    from: each(n * 4),
    to: each(n * 4),
    key: each(n * 4),
    parent: each(n * 4),
    lost: each(n),
    byKey: sab(total * actions * 4),
    order: [sab(total * 4), sab(total * 4)],
  };
  writePages(new Int32Array(mem.slots)); // probed (read) before written
  return mem;
}

/** The typed views of a search's buffers, as a thread reads them. */
export class Views {
  readonly ctl: Int32Array;
  readonly slots: Int32Array;
  readonly arenas: Uint8Array[];
  readonly words: Int32Array[];
  readonly from: Int32Array[];
  readonly to: Int32Array[];
  readonly keys: Int32Array[];
  readonly parents: Int32Array[];
  readonly losts: Uint8Array[];
  readonly byKey: Int32Array;
  readonly orders: Int32Array[];
  /** The thread bits of a global id (`id >>> bits` is the local index, `id & tmask` the thread). */
  readonly bits: number;
  readonly tmask: number;

  constructor(readonly mem: SharedMem) {
    const i32 = (b: SharedArrayBuffer) => new Int32Array(b);
    this.ctl = i32(mem.ctl);
    this.slots = i32(mem.slots);
    this.arenas = mem.arena.map((b) => new Uint8Array(b));
    this.words = mem.arena.map(i32);
    this.from = mem.from.map(i32);
    this.to = mem.to.map(i32);
    this.keys = mem.key.map(i32);
    this.parents = mem.parent.map(i32);
    this.losts = mem.lost.map((b) => new Uint8Array(b));
    this.byKey = i32(mem.byKey);
    this.orders = mem.order.map(i32);
    this.bits = Math.ceil(Math.log2(mem.threads));
    this.tmask = (1 << this.bits) - 1;
  }

  /** The bytes of the state of global id `id`. */
  bytesOf(id: number): Uint8Array {
    const t = id & this.tmask;
    const i = id >>> this.bits;
    return this.arenas[t].subarray(this.from[t][i], this.to[t][i]);
  }
}

/**
 * The bytes of a search's shared buffers committed so far (what a memory budget counts of them, once
 * for all its threads; the buffers' reserved length is not committed until written): the index (written
 * whole at the start), the keys array as far as written (`C.BYKEY`), and the states reached (`C.TAKEN`,
 * the slots taken of the budget) at the bytes a state held at the last layer's end, with its per-state
 * arrays and its places in the two layer orders.
 */
export function sharedBytes(mem: SharedMem): number {
  const ctl = new Int32Array(mem.ctl);
  let states = 0;
  let bytes = 0;
  for (let t = 0; t < mem.threads; t++) {
    const n = Atomics.load(ctl, C.SIZE + t);
    states += n;
    if (n > 0) bytes += new Int32Array(mem.to[t], (n - 1) * 4, 1)[0];
  }
  const reached = Math.max(states, Atomics.load(ctl, C.TAKEN));
  const perState = (states > 0 ? bytes / states : 0) + 4 * 4 + 1 + 2 * 4;
  return mem.slots.byteLength + Atomics.load(ctl, C.BYKEY) * 4 + reached * perState;
}
