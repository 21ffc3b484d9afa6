/**
 * The memory of the shared search (`shared-thread.ts`, docs/rules.md §7): one seen set for all its
 * threads, in fixed-length `SharedArrayBuffer`s (growable ones are 3× slower to read, benchmarks log
 * round 20). Each thread appends the states it adds to its own arena, with its own per-state arrays
 * (`from`, `to`, `key`, `parent`, `lost`); one open-addressing index (two words a slot: global id + 1 and
 * the folded hash) is shared. A global id is a thread's local index shifted by the thread bits, the
 * thread in the low bits. The control words (`C`) each sit on their own 64-byte line.
 *
 * With a state budget every buffer is sized for it. Without one they are reserved for the states the
 * search's memory holds (`reserveBytes`: `reservedStates`) and committed only as written (a
 * `SharedArrayBuffer`'s pages are mapped on first touch), so no buffer is ever replaced and no thread
 * needs new ones: the index uses a prefix of its reservation that grows at a layer's end
 * (`shared-index.ts`), and the search ends at the reservation's last state, reason "memory".
 */
import { totalmem } from "node:os";
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
  SLOTS: 16 * W, // the index's slots in use (a power of two; grown only at a layer's end)
  HOLE: 17 * W, // the least key of a new state a thread could not keep (its arena full), or NONE
  SIZE: 18 * W, // + thread: each thread's states
  LSTART: 18 * W + MAX_THREADS, // + thread: where its states of the layer being built start
  JOIN_PHASE: 18 * W + 2 * MAX_THREADS, // a thread admitted at a layer's end starts once PHASE reaches it
} as const;
const CTL_WORDS = 19 * W + 2 * MAX_THREADS;

/** States a thread may add past the budget: the rest of its chunk and its tickets (the exact cut). */
export const slack = (chunk: number, actions: number) => 2 * chunk * actions + 2 * TICKETS + 16;

/** The shared buffers of one search. */
export interface SharedMem {
  threads: number;
  /** Successor numbers are below this: a key is parent rank × actions + successor number. */
  actions: number;
  /** States a thread may hold (the budget and its slack, or a capacity). */
  capacity: number;
  /** States the search may keep (the start included): its budget + 1, or its reservation's + 1. */
  max: number;
  /** Why the search ends at `max` states: `STOP.LIMIT` (its budget) or `STOP.MEMORY` (its reservation). */
  cut: number;
  /** The index's reserved slots (`slots` holds them; without a budget a prefix of them is in use). */
  maxSlots: number;
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

/** The search's shape: threads, successor bound, budget, the arena bytes a state takes (about), chunk. */
export interface MemShape {
  threads: number;
  actions: number;
  maxStates?: number;
  /** Without a budget: the memory the search may take, in bytes (default `defaultReserve()`). */
  reserveBytes?: number;
  /** Without a budget: the states the index is sized for at first (default 4,096; it grows). */
  indexStates?: number;
  /** Without a budget: a thread's arena, in bytes (default: room for its share; tests make it small). */
  arenaBytes?: number;
  bytesPerState: number;
  chunk: number;
}

/** The memory a search without a state budget may take by default: half the machine's. */
export const defaultReserve = (): number => Math.floor(totalmem() / 2);

/** A thread's arena at most: its offsets are `Int32`s. */
export const ARENA_MAX = 2 ** 31 - 2 ** 16;

/**
 * The bytes one state may take of a reservation: its arena bytes (`bytesPerState`), its five per-state
 * words and byte, its successors' keys in `byKey` (a layer of all states at worst), its places in the
 * two orders, and at most four index slots of 8 bytes (`maxSlots` is under four a state; a growth
 * puts the slots back in place, with no copy).
 */
export const reservedStateBytes = (bytesPerState: number, actions: number): number =>
  bytesPerState + 17 + 4 * actions + 8 + 32;

/**
 * The states a search without a state budget keeps at most (the start included): as many as
 * `reserveBytes` holds at `reservedStateBytes` each, at least 1, and few enough that every key is an
 * `Int32`. The search ends at the next one as `solve` would at a budget of so many, reason "memory".
 */
export function reservedStates(shape: MemShape): number {
  const { actions, threads, chunk } = shape;
  const bytes = shape.reserveBytes ?? defaultReserve();
  if (!(typeof bytes === "number" && bytes > 0 && Number.isFinite(bytes)))
    throw new Error(`sharedMemory: reserveBytes must be a number of bytes above 0, not ${bytes}`);
  const most = Math.floor(NONE / actions) - 2 - threads * slack(chunk, actions);
  return Math.max(1, Math.min(most, Math.floor(bytes / reservedStateBytes(shape.bytesPerState, actions))));
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
  const whole = (name: "indexStates" | "arenaBytes") => {
    const x = shape[name];
    if (x !== undefined && !(Number.isInteger(x) && x >= 1))
      throw new Error(`sharedMemory: ${name} must be a whole number ≥ 1, not ${x}`);
  };
  whole("indexStates");
  whole("arenaBytes");
  const budget = shape.maxStates;
  const room = budget ?? reservedStates(shape); // (the budget's buffers as before the reservation)
  const n = room + 2 + slack(chunk, actions);
  const total = room + 2 + threads * slack(chunk, actions);
  if (total * actions > NONE) throw new Error(`sharedMemory: ${total} states × ${actions} keys pass 2^31`);
  const slotCount = 2 ** Math.ceil(Math.log2(total * 2));
  const first =
    budget === undefined ? indexSlots(shape.indexStates ?? 1 << 12, 1, actions, slotCount) : slotCount;
  const arenaBytes =
    budget === undefined
      ? Math.min(ARENA_MAX, shape.arenaBytes ?? n * shape.bytesPerState)
      : n * shape.bytesPerState;
  const sab = (bytes: number) => new SharedArrayBuffer(bytes);
  const each = (bytes: number) => Array.from({ length: threads }, () => sab(bytes));
  const mem: SharedMem = {
    threads,
    actions,
    capacity: n,
    max: room + 1,
    cut: budget === undefined ? STOP.MEMORY : STOP.LIMIT,
    maxSlots: slotCount,
    chunk,
    ctl: sab(CTL_WORDS * 4),
    slots: sab(slotCount * 8),
    arena: each(Math.ceil(arenaBytes / 4) * 4),
    from: each(n * 4),
    to: each(n * 4),
    key: each(n * 4),
    parent: each(n * 4),
    lost: each(n),
    byKey: sab(total * actions * 4),
    order: [sab(total * 4), sab(total * 4)],
  };
  writePages(new Int32Array(mem.slots, 0, first * 2)); // probed (read) before written
  const ctl = new Int32Array(mem.ctl);
  ctl[C.SLOTS] = first;
  ctl[C.HOLE] = NONE;
  return mem;
}

/**
 * The index's slots for a layer of `layer` states after `states` states in all: a power of two at least
 * 4/3 of every state there can be once the layer is expanded (`actions` successors each, all new), so
 * the index is never more than 3/4 full before the next layer's end; at most `maxSlots`. (Twice as many,
 * always under half full, made the open field's last index 4× the budgeted one's, and the search
 * 4–8 % slower: the benchmarks log, round 23.)
 */
export function indexSlots(states: number, layer: number, actions: number, maxSlots: number): number {
  return Math.min(maxSlots, 2 ** Math.ceil(Math.log2(((states + actions * layer) * 4) / 3)));
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
 * for all its threads; the buffers' reserved length is not committed until written): the index's slots
 * in use (`C.SLOTS`), the keys array as far as written (`C.BYKEY`), and the states reached (`C.TAKEN`,
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
  const index = Atomics.load(ctl, C.SLOTS) * 8; // the index's slots in use
  return index + Atomics.load(ctl, C.BYKEY) * 4 + reached * perState;
}
