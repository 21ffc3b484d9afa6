/**
 * One thread of the shared search (docs/rules.md §7): breadth first over one seen set shared by all
 * threads (`shared-memory.ts`). A child is encoded straight into its thread's arena tail, hashed, and
 * probed in the shared index; an empty slot is claimed by compare-and-swap after the state's numbers are
 * written, its hash stored after (a reader seeing 0 there compares the bytes). A layer is expanded in
 * chunks of consecutive parents claimed with `Atomics.add`; two barriers end it (three when the index
 * grows: between the first two, each thread doing a part, `shared-index.ts`): each thread scatters its new
 * states by key, and the last to arrive ranks the layer (`shared-rank.ts`) and decides, as `solve`
 * would, whether the search ends: a won state (the least key), the state past the budget, or no state.
 * Past the budget a thread finishes the chunks it claimed and claims no more once its tickets are spent,
 * so the layer holds every state `solve` adds before the cut. A new state its arena cannot hold is not
 * kept: the thread notes its key (`C.HOLE`, the least such) and expands no more, and the search ends
 * there with its memory (`closeLayer`). The thread's work is a generator yielding
 * at each wait and chunk end (and, when `fine`, after every parent), so threads may be interleaved on one.
 */
import type { Model } from "./model";
import { type ByteHash, fold, Reader, Writer, writtenHash } from "./packed";
import { freshPart, growthAfter, partStarts, putPart } from "./shared-index";
import { closeLayer } from "./shared-layer-end";
import { C, NONE, type SharedMem, STOP, TICKETS, Views } from "./shared-memory";
import { lowerKey, scatterByKey } from "./shared-rank";
import { noSkips, type SkipCounts, type SkipReason, skipIndex } from "./skipped";
import { writePages } from "./written-pages";

/** What a thread's steps yield: a chunk's end, a wait to join, or (≥ 0) the barrier phase it waits to pass. */
export const CHUNK_END = -1;
export const JOIN_WAIT = -2;

/** What a thread tells at its end: its successors skipped up to the cut (`skipped.ts`). */
export interface ThreadEnd {
  skips: SkipCounts;
}

/** How a thread runs: its budget check at a chunk's start (time, memory), an injected hash, its grain. */
export interface ThreadOptions {
  over?: () => "time" | "memory" | null;
  hash?: ByteHash;
  /** Yield after every parent (an interleaving on one thread), not only at chunk ends. */
  fine?: boolean;
}

/** Start the search in `mem`: the start state, thread 0's, its own layer (`model.won(start)` is asked before). */
export function startShared<S>(model: Model<S>, mem: SharedMem): void {
  const v = new Views(mem);
  const { ctl } = v;
  const w = new Writer();
  w.place(v.arenas[0], v.words[0], 0);
  model.codec().encode(model.start, w);
  if (w.bytes !== v.arenas[0]) throw new Error("shared search: the start state passes its arena");
  const h = writtenHash(w);
  const home = h & (ctl[C.SLOTS] - 1);
  v.slots[home << 1] = 1;
  v.slots[(home << 1) | 1] = h;
  v.to[0][0] = w.length;
  v.parents[0][0] = -1;
  if (model.lost(model.start)) v.losts[0][0] = 1;
  ctl[C.TAKEN] = 1;
  ctl[C.LAYER_N] = 1;
  ctl[C.MEMBERS] = 1;
  ctl[C.SIZE] = 1;
  ctl[C.LSTART] = 1;
  ctl[C.LIMIT] = NONE;
  ctl[C.WINKEY] = NONE;
  ctl[C.CUTKEY] = NONE;
  const end = Math.min(v.byKey.length, mem.actions + 1024);
  writePages(v.byKey.subarray(0, end));
  ctl[C.BYKEY] = end;
}

/** Thread `me`'s search as steps: thread 0 from the start, another from the layer end after it is ready. */
export function* threadSteps<S>(
  model: Model<S>,
  mem: SharedMem,
  me: number,
  options: ThreadOptions = {},
): Generator<number, ThreadEnd> {
  const v = new Views(mem);
  const { ctl, slots, arenas, from, to, keys, losts, orders, byKey, bits } = v;
  let mask = 0; // the index's slots in use - 1 (it may grow at a layer's end)
  const { actions: A, chunk, max, capacity: cap } = mem;
  const myArena = arenas[me];
  const myWords = v.words[me];
  const [myFrom, myTo, myKey, myLost] = [from[me], to[me], keys[me], losts[me]];
  const codec = model.codec();
  const hash = options.hash;
  const w = new Writer();
  let size = me === 0 ? 1 : 0;
  let tk = 0;
  let tkEnd = 0;
  let over = false; // past the budget: my tickets spent and none left
  let full = false; // a new state my arena could not hold: I expand no more
  let parentRank = 0;
  const starts = new Int32Array(mem.threads);
  const skips = noSkips();
  let skipKeys: number[] = [];
  let skipWhy: number[] = [];
  w.place(myArena, myWords, me === 0 ? (myTo[0] + 3) & ~3 : 0);

  const equal = (t: number, i: number): boolean => {
    const a = from[t][i];
    const len = w.length - w.start;
    if (to[t][i] - a !== len) return false;
    const aw = v.words[t];
    const bw = w.words;
    const a4 = a >>> 2;
    const b4 = w.start >>> 2;
    const n4 = len >>> 2;
    for (let k = 0; k < n4; k++) if (aw[a4 + k] !== bw[b4 + k]) return false;
    const ab = arenas[t];
    const bb = w.bytes;
    for (let k = n4 << 2; k < len; k++) if (ab[a + k] !== bb[w.start + k]) return false;
    return true;
  };
  const refill = (): boolean => {
    const b = Atomics.add(ctl, C.TAKEN, TICKETS);
    if (b >= max) {
      Atomics.compareExchange(ctl, C.STOP, STOP.RUN, STOP.LIMIT);
      return false;
    }
    tk = b;
    tkEnd = Math.min(b + TICKETS, max);
    return true;
  };
  /** Insert the writer's state (key `key`): true when new. */
  const insert = (key: number): boolean => {
    const h = hash === undefined ? writtenHash(w) : fold(hash(w.bytes, w.start, w.length));
    for (let slot = h & mask; ; slot = (slot + 1) & mask) {
      let s = Atomics.load(slots, slot << 1);
      if (s === 0) {
        if (tk === tkEnd && !over && !refill()) over = true;
        if (size >= cap)
          throw new Error(`shared search: thread ${me} holds ${cap} states (its slack passed)`);
        myFrom[size] = w.start;
        myTo[size] = w.length;
        myKey[size] = key;
        s = Atomics.compareExchange(slots, slot << 1, 0, ((size << bits) | me) + 1);
        if (s === 0) {
          slots[(slot << 1) | 1] = h;
          tk++;
          size++;
          w.place(myArena, myWords, (w.length + 3) & ~3);
          return true;
        }
      }
      const hh = slots[(slot << 1) | 1];
      const t = (s - 1) & v.tmask;
      const i = (s - 1) >>> bits;
      if ((hh === h || hh === 0) && equal(t, i)) {
        if (i >= starts[t]) lowerKey(keys[t], i, key); // of the layer being built: its least key
        return false;
      }
    }
  };
  const visit = (state: S, j: number): boolean => {
    if (codec.unchanged(state)) return false;
    if (j >= A) throw new Error(`shared search: successor ${j} is past the model's ${A} actions`);
    const at = w.start;
    w.reset();
    codec.encode(state, w);
    if (w.bytes !== myArena) return notKept(parentRank * A + j, at);
    if (!insert(parentRank * A + j)) return false;
    if (model.won(state)) {
      // the won state of least key wins; no parent past this one's can give a lesser key
      myLost[size - 1] = 2;
      Atomics.store(ctl, C.WINKEY, 0);
      for (let old = Atomics.load(ctl, C.LIMIT); parentRank < old; old = Atomics.load(ctl, C.LIMIT))
        if (Atomics.compareExchange(ctl, C.LIMIT, old, parentRank) === old) break;
      return true; // (its later siblings' keys are greater)
    }
    if (model.lost(state)) myLost[size - 1] = 1;
    return false;
  };
  /** A state of key `key` my arena could not hold (from `at`): noted, the search told, no more played. */
  const notKept = (key: number, at: number): boolean => {
    full = true;
    w.place(myArena, myWords, at);
    for (let old = Atomics.load(ctl, C.HOLE); key < old; old = Atomics.load(ctl, C.HOLE))
      if (Atomics.compareExchange(ctl, C.HOLE, old, key) === old) break;
    Atomics.compareExchange(ctl, C.STOP, STOP.RUN, STOP.MEMORY);
    return true;
  };
  const skip = (why: SkipReason, j: number) => {
    skipKeys.push(parentRank * A + j);
    skipWhy.push(skipIndex(why));
  };
  const arrive = function* (members: number): Generator<number, boolean> {
    const ph = Atomics.load(ctl, C.PHASE);
    if (Atomics.add(ctl, C.ARRIVED, 1) + 1 === members) {
      Atomics.store(ctl, C.ARRIVED, 0);
      return true;
    }
    while (Atomics.load(ctl, C.PHASE) === ph) yield ph;
    return false;
  };
  const release = () => {
    Atomics.add(ctl, C.PHASE, 1);
    Atomics.notify(ctl, C.PHASE);
  };

  if (me > 0) {
    Atomics.or(ctl, C.READY, 1 << me);
    while (Atomics.load(ctl, C.MEMBERS) <= me) {
      if (Atomics.load(ctl, C.DONE) === 1) return { skips };
      yield JOIN_WAIT;
    }
    while (Atomics.load(ctl, C.PHASE) < Atomics.load(ctl, C.JOIN_PHASE)) yield JOIN_WAIT;
  }
  const r = new Reader(myArena, 0);
  for (;;) {
    if (Atomics.load(ctl, C.DONE) === 1) return { skips }; // (ended as I joined)
    const members = Atomics.load(ctl, C.MEMBERS);
    const n = Atomics.load(ctl, C.LAYER_N);
    const order = orders[Atomics.load(ctl, C.SEL)];
    for (let t = 0; t < mem.threads; t++) starts[t] = Atomics.load(ctl, C.LSTART + t);
    mask = Atomics.load(ctl, C.SLOTS) - 1;
    tk = tkEnd = 0;
    over = false;
    for (;;) {
      const stop = Atomics.load(ctl, C.STOP);
      if (stop === STOP.LIMIT && (over || tk === tkEnd)) break; // (another thread may hold tickets)
      if (stop === STOP.TIME || stop === STOP.MEMORY || full) break;
      const limit = options.over?.() ?? null;
      if (limit !== null) {
        Atomics.compareExchange(ctl, C.STOP, STOP.RUN, limit === "time" ? STOP.TIME : STOP.MEMORY);
        break;
      }
      const r0 = Atomics.add(ctl, C.NEXT, chunk);
      if (r0 >= n || r0 > Atomics.load(ctl, C.LIMIT)) break;
      const r1 = Math.min(n, r0 + chunk);
      for (let k = r0; k < r1; k++) {
        if (k > Atomics.load(ctl, C.LIMIT)) break;
        const id = order[k];
        const t = id & v.tmask;
        const i = id >>> bits;
        if (losts[t][i]) continue;
        r.bytes = arenas[t];
        r.pos = from[t][i];
        parentRank = k;
        codec.expand(r, visit, skip);
        if (full) break;
        if (options.fine) yield CHUNK_END;
      }
      yield CHUNK_END;
    }
    Atomics.store(ctl, C.SIZE + me, size);
    // the expansion is over on every thread: my new states by their keys (least, now final)
    if (yield* arrive(members)) release();
    const grow = growthAfter(v); // (the same on every thread: read before any changes it)
    const slotsNow = mask + 1;
    const parts = grow > 0 ? partStarts(slots, slotsNow, grow, mem.maxSlots, members) : null;
    if (grow > 0) freshPart(slots, slotsNow, grow, me, members);
    scatterByKey(myKey, v.parents[me], starts[me], size, (i) => (i << bits) | me, byKey, order, A);
    if (parts !== null) {
      if (yield* arrive(members)) release(); // (every part's start found before any is put back)
      putPart(slots, slotsNow, grow, parts, me);
    }
    if (yield* arrive(members)) {
      if (grow > 0) ctl[C.SLOTS] = grow;
      closeLayer(v, n);
      release();
    }
    const done = Atomics.load(ctl, C.DONE) === 1;
    const cut = done ? Atomics.load(ctl, C.CUTKEY) : NONE;
    for (let k = 0; k < skipKeys.length; k++) if (skipKeys[k] <= cut) skips[skipWhy[k]]++;
    skipKeys = [];
    skipWhy = [];
    if (done) return { skips };
  }
}
