/**
 * Prototype (issue 13 item 4, round 20; not on the CLI's path): a breadth-first search whose two
 * threads share ONE seen set in shared memory instead of cutting it into hash shards. Each thread
 * appends the states it inserts to its own arena (a `SharedArrayBuffer`, reserved for the budget: pages
 * are committed as written, and each is written before any thread reads it); one open-addressing index
 * (`slots`, two words a slot: global id + 1 and the folded hash) is shared by both, a slot claimed by
 * `Atomics.compareExchange` after the state's bytes and numbers are written. A layer is expanded in
 * chunks of consecutive parents claimed with `Atomics.add`; a barrier ends it. Order: a state keeps the
 * least key (parent rank × ACTIONS_P + successor number), lowered by a CAS loop; at the layer's end each
 * thread scatters its new states by key (`byKey`) and one thread compacts that into the next layer's
 * order (the rank pass). A global id is local index × 2 + thread.
 */
import type { Model } from "../../src/solver/model";
import { Reader, Writer, writtenHash } from "../../src/solver/packed";
import { writePages } from "../../src/solver/written-pages";

/** Successor numbers a parent may have (a Baba level: four steps and the wait). */
export const ACTIONS_P = 5;
/** Parents a thread claims at once. */
export const CHUNK = 512;
/** States a thread reserves of the budget at once (one `Atomics.add` each). */
const TICKETS = 256;

/** Control words, each on its own 64-byte line. */
const W = 16;
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
  SIZE: 9 * W, // + thread * W
  LSTART: 11 * W, // + thread * W
  DEPTH: 13 * W,
  RANK_US: 14 * W, // microseconds the rank passes took (the leader's)
  DONE: 16 * W,
  BYKEY: 17 * W, // `byKey` written this far (before any read of it)
  LIMIT: 18 * W, // no parent of a greater rank is expanded (a win's parent)
  WINKEY: 19 * W, // 0 once a won state is in the layer being built
  EXPLORED: 20 * W, // the outcome: states explored (solve's count)
  JOINED: 21 * W, // the states when thread 1 joined (0: never)
} as const;
const CTL_WORDS = 22 * W;
/** No rank, no key. */
const NONE = 0x7fffffff;
/** States a thread may add past the budget: the rest of its chunk and of its tickets' holder's (exact cut). */
const slack = (chunk: number) => 2 * chunk * ACTIONS_P + 2 * TICKETS + 16;

/** The shared buffers of one search (sent to the worker as they are). */
export interface SharedMem {
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
  /** Layer sizes, by depth (written by the leader). */
  layers: SharedArrayBuffer;
  maxStates: number;
  /** Parents claimed at once (`CHUNK` unless a check asks for fewer). */
  chunk: number;
  /** Whether thread 0 waits for thread 1 before the first layer (a check of small searches on two threads). */
  together: boolean;
}

/** Buffers for a search of at most `maxStates` states (and the start), `bytesPerState` reserved a state. */
export function sharedMem(
  maxStates: number,
  bytesPerState: number,
  chunk = CHUNK,
  together = false,
): SharedMem {
  const n = maxStates + 2 + slack(chunk);
  const slotCount = 2 ** Math.ceil(Math.log2(n * 2));
  const sab = (bytes: number) => new SharedArrayBuffer(bytes);
  const two = (bytes: number) => [sab(bytes), sab(bytes)];
  const mem: SharedMem = {
    ctl: sab(CTL_WORDS * 4),
    slots: sab(slotCount * 8),
    arena: two(Math.ceil((n * bytesPerState) / 4) * 4),
    from: two(n * 4),
    to: two(n * 4),
    key: two(n * 4),
    parent: two(n * 4),
    lost: two(n),
    byKey: sab(n * ACTIONS_P * 4),
    order: two(n * 4),
    layers: sab(4096 * 4),
    maxStates,
    chunk,
    together,
  };
  writePages(new Int32Array(mem.slots)); // probed (read) before written
  return mem; // (`byKey` is written page by page as layers need it: `runThread`'s leader)
}

/** What a thread did. */
export interface ThreadReport {
  inserted: number;
  expanded: number;
  waitMs: number;
  /** Events counted: [CAS lost, children met in the other thread's states, in my own, keys lowered, byte compares with the other's bytes]. */
  counts: number[];
  /** When the thread began searching (ms since the epoch: `performance.timeOrigin` + `now()`). */
  joinedAt: number;
}

/** Budget, stop reasons. */
const RUN = 0;
const BUDGET = 1;
const WON = 2;

/**
 * Thread `me` (0 or 1) of the shared search over `model`. Thread 0 starts the search (the start state),
 * searches alone until thread 1 is `READY`, then makes it a member from the next layer on.
 */
export function runThread<S>(model: Model<S>, mem: SharedMem, me: 0 | 1): ThreadReport {
  const ctl = new Int32Array(mem.ctl);
  const steps = threadSteps(model, mem, me);
  let spin = 0;
  let phase = -1;
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
    const v = r.value;
    if (v === CHUNK_END) spin = 0;
    else if (v === READY_WAIT) Atomics.wait(ctl, C.READY, 0, 5);
    else if (v === JOIN_WAIT) Atomics.wait(ctl, C.MEMBERS, 1, 5);
    else {
      if (v !== phase) spin = 0; // (a barrier's phase: spin a while, then sleep until it passes)
      phase = v;
      if (spin++ > 2000) Atomics.wait(ctl, C.PHASE, v, 1);
    }
  }
}

/** What a thread's steps yield: a chunk's end, a wait for thread 1 or to join, or (≥ 0) the barrier phase it waits to pass. */
const CHUNK_END = -1;
const READY_WAIT = -2;
const JOIN_WAIT = -3;

/**
 * Both threads' steps on this one thread, interleaved after each parent and at waits by a seeded choice (the
 * real build's tests would drive interleavings so): the same outcome as on two threads.
 */
export function runInterleaved<S>(
  models: readonly [Model<S>, Model<S>],
  mem: SharedMem,
  seed: number,
): ThreadReport[] {
  // (steps after every parent: at chunk ends only, each chunk is expanded whole in rank order, and no
  // key is ever lowered)
  const steps = [threadSteps(models[0], mem, 0, true), threadSteps(models[1], mem, 1, true)];
  const done: (ThreadReport | null)[] = [null, null];
  let x = seed | 0 || 1;
  while (done[0] === null || done[1] === null) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    let k = x & 1;
    if (done[k] !== null) k = 1 - k;
    const r = steps[k].next();
    if (r.done) done[k] = r.value;
  }
  return done as ThreadReport[];
}

/** Thread `me`'s search as steps (`runThread` waits where they yield a wait; `runInterleaved` runs the other thread). */
function* threadSteps<S>(
  model: Model<S>,
  mem: SharedMem,
  me: 0 | 1,
  fine = false,
): Generator<number, ThreadReport> {
  const ctl = new Int32Array(mem.ctl);
  const slots = new Int32Array(mem.slots);
  const mask = slots.length / 2 - 1;
  const arenas = mem.arena.map((b) => new Uint8Array(b));
  const words = mem.arena.map((b) => new Int32Array(b));
  const from = mem.from.map((b) => new Int32Array(b));
  const to = mem.to.map((b) => new Int32Array(b));
  const keys = mem.key.map((b) => new Int32Array(b));
  const parents = mem.parent.map((b) => new Int32Array(b));
  const losts = mem.lost.map((b) => new Uint8Array(b));
  const byKey = new Int32Array(mem.byKey);
  const orders = mem.order.map((b) => new Int32Array(b));
  const layers = new Int32Array(mem.layers);
  const max = mem.maxStates + 1;
  const chunk = mem.chunk; // states kept: the start and the explored ones
  const myArena = arenas[me];
  const myWords = words[me];
  const myFrom = from[me];
  const myTo = to[me];
  const myKey = keys[me];
  const myLost = losts[me];
  const codec = model.codec();
  const w = new Writer();
  let size = 0; // my states
  let tail = 0; // my arena's end (a multiple of 4)
  let tk = 0;
  let tkEnd = 0;
  /** Past the budget: this thread's tickets are spent and no more are left; it adds what its chunk finds. */
  let over = false;
  const cap = mem.maxStates + 2 + slack(chunk);
  let parentRank = 0;
  let ls0 = 0;
  let ls1 = 0;
  let inserted = 0;
  let expanded = 0;
  let waitUs = 0;
  const counts = [0, 0, 0, 0, 0];
  let joinedAt = performance.timeOrigin + performance.now();
  w.place(myArena, myWords, 0);
  /** `byKey`'s pages for a layer of `n` parents written before the scatter (the leader's, or the start's). */
  const prewrite = (n: number) => {
    const end = Math.min(byKey.length, n * ACTIONS_P + 1024);
    const written = ctl[C.BYKEY];
    if (end > written) writePages(byKey.subarray(0, end), written);
    ctl[C.BYKEY] = Math.max(written, end);
  };

  /** Whether state (t, i)'s bytes are the writer's. */
  const equal = (t: number, i: number): boolean => {
    const a = from[t][i];
    const len = w.length - w.start;
    if (to[t][i] - a !== len) return false;
    const aw = words[t];
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
      Atomics.compareExchange(ctl, C.STOP, RUN, BUDGET);
      return false;
    }
    tk = b;
    tkEnd = Math.min(b + TICKETS, max);
    return true;
  };

  /** Insert the writer's state (key `key`): true when new. */
  const insert = (key: number): boolean => {
    const h = writtenHash(w);
    let slot = h & mask;
    for (;;) {
      let s = Atomics.load(slots, slot << 1);
      if (s === 0) {
        if (tk === tkEnd && !over && !refill()) over = true;
        if (size >= cap) throw new Error("shared-seen: past the budget's slack");
        const id = (size << 1) | me;
        myFrom[size] = w.start;
        myTo[size] = w.length;
        myKey[size] = key;
        s = Atomics.compareExchange(slots, slot << 1, 0, id + 1);
        if (s === 0) {
          slots[(slot << 1) | 1] = h;
          tk++;
          size++;
          inserted++;
          tail = (w.length + 3) & ~3;
          w.place(myArena, myWords, tail);
          return true;
        }
        counts[0]++;
      }
      const hh = slots[(slot << 1) | 1];
      const t = (s - 1) & 1;
      const i = (s - 1) >>> 1;
      if ((hh === h || hh === 0) && t !== me) counts[4]++;
      if ((hh === h || hh === 0) && equal(t, i)) {
        counts[t === me ? 2 : 1]++;
        if (i >= (t === 0 ? ls0 : ls1)) {
          // a state of the layer being built: it keeps the least key
          const kk = keys[t];
          for (;;) {
            const old = Atomics.load(kk, i);
            if (key >= old) break;
            if (Atomics.compareExchange(kk, i, old, key) === old) {
              counts[3]++;
              break;
            }
          }
        }
        return false;
      }
      slot = (slot + 1) & mask;
    }
  };

  const visit = (state: S, j: number): boolean => {
    if (codec.unchanged(state)) return false;
    if (j >= ACTIONS_P) throw new Error(`shared-seen: successor ${j} past ACTIONS_P ${ACTIONS_P}`);
    w.reset();
    codec.encode(state, w);
    if (w.bytes !== myArena) throw new Error("shared-seen: the arena is full");
    const key = parentRank * ACTIONS_P + j;
    if (!insert(key)) return false;
    if (model.won(state)) {
      // the won state of least key wins (its key may still be lowered: it is found by its mark, 2); no
      // parent past this one's can give a state a key below this one's
      myLost[size - 1] = 2;
      Atomics.store(ctl, C.WINKEY, 0);
      for (let old = Atomics.load(ctl, C.LIMIT); parentRank < old; old = Atomics.load(ctl, C.LIMIT))
        if (Atomics.compareExchange(ctl, C.LIMIT, old, parentRank) === old) break;
      return true; // (its later siblings' keys are greater)
    }
    if (model.lost(state)) myLost[size - 1] = 1;
    return false;
  };

  /** Wait at a barrier of `members` threads; true for the last to arrive (which then ends the phase). */
  const arrive = function* (members: number): Generator<number, boolean> {
    const ph = Atomics.load(ctl, C.PHASE);
    if (Atomics.add(ctl, C.ARRIVED, 1) + 1 === members) {
      Atomics.store(ctl, C.ARRIVED, 0);
      return true;
    }
    const t0 = performance.now();
    while (Atomics.load(ctl, C.PHASE) === ph) yield ph;
    waitUs += (performance.now() - t0) * 1000;
    return false;
  };
  const release = () => {
    Atomics.add(ctl, C.PHASE, 1);
    Atomics.notify(ctl, C.PHASE);
  };

  const r = new Reader(myArena, 0);
  if (me === 0) {
    // the start state: its own layer
    codec.encode(model.start, w);
    parentRank = 0;
    insert(0);
    tk = tkEnd = 0;
    Atomics.store(ctl, C.TAKEN, 1);
    orders[0][0] = 0;
    Atomics.store(ctl, C.LAYER_N, 1);
    Atomics.store(ctl, C.MEMBERS, 1);
    Atomics.store(ctl, C.SIZE, 1);
    Atomics.store(ctl, C.LSTART, 1);
    layers[0] = 1;
    prewrite(1);
    Atomics.store(ctl, C.LIMIT, NONE);
    Atomics.store(ctl, C.WINKEY, NONE);
    if (mem.together) {
      while (Atomics.load(ctl, C.READY) === 0) yield READY_WAIT;
      ctl[C.JOINED] = 1;
      Atomics.store(ctl, C.MEMBERS, 2);
      Atomics.notify(ctl, C.MEMBERS);
    }
  } else {
    Atomics.store(ctl, C.READY, 1);
    while (Atomics.load(ctl, C.MEMBERS) < 2) {
      if (Atomics.load(ctl, C.DONE) === 1) return { inserted, expanded, waitMs: 0, counts, joinedAt };
      yield JOIN_WAIT;
    }
    joinedAt = performance.timeOrigin + performance.now();
  }
  for (;;) {
    const members = Atomics.load(ctl, C.MEMBERS);
    const n = Atomics.load(ctl, C.LAYER_N);
    const order = orders[Atomics.load(ctl, C.SEL)];
    ls0 = Atomics.load(ctl, C.LSTART);
    ls1 = Atomics.load(ctl, C.LSTART + W);
    tk = tkEnd = 0;
    over = false;
    for (;;) {
      // past the budget, a thread claims no more once its tickets are spent (the other may hold some)
      if (Atomics.load(ctl, C.STOP) === BUDGET && (over || tk === tkEnd)) break;
      const r0 = Atomics.add(ctl, C.NEXT, chunk);
      if (r0 >= n || r0 > Atomics.load(ctl, C.LIMIT)) break;
      const r1 = Math.min(n, r0 + chunk);
      for (let k = r0; k < r1; k++) {
        if (k > Atomics.load(ctl, C.LIMIT)) break;
        const id = order[k];
        const t = id & 1;
        const i = id >>> 1;
        if (losts[t][i]) continue;
        r.bytes = arenas[t];
        r.pos = from[t][i];
        parentRank = k;
        expanded++;
        codec.expand(r, visit);
        if (fine) yield CHUNK_END;
      }
      yield CHUNK_END;
    }
    Atomics.store(ctl, C.SIZE + me * W, size);
    // the expansion is over on every thread: scatter my new states by their keys (least, now final)
    if (yield* arrive(members)) release();
    const myStart = me === 0 ? ls0 : ls1;
    const myParent = parents[me];
    for (let i = myStart; i < size; i++) {
      const key = myKey[i];
      byKey[key] = ((i << 1) | me) + 1;
      myParent[i] = order[(key / ACTIONS_P) | 0];
    }
    if (!(yield* arrive(members))) {
      if (Atomics.load(ctl, C.DONE) === 1)
        return { inserted, expanded, waitMs: waitUs / 1000, counts, joinedAt };
      continue;
    }
    // the leader: the rank pass (the next layer in key order) and the next layer's set-up
    const t0 = performance.now();
    const sel = 1 - Atomics.load(ctl, C.SEL);
    const next = orders[sel];
    let m = 0;
    const keysEnd = n * ACTIONS_P;
    for (let k = 0; k < keysEnd; k++) {
      const v = byKey[k];
      if (v !== 0) {
        next[m++] = v - 1;
        byKey[k] = 0;
      }
    }
    Atomics.add(ctl, C.RANK_US, Math.round((performance.now() - t0) * 1000));
    const s0 = Atomics.load(ctl, C.SIZE);
    const s1 = Atomics.load(ctl, C.SIZE + W);
    const depth = Atomics.add(ctl, C.DEPTH, 1) + 1;
    layers[depth] = m;
    Atomics.store(ctl, C.TAKEN, s0 + s1);
    // solve's outcome: it adds this layer's states in key order; a won one ends it, unless it is the
    // state past the budget; the state past the budget ends it
    const before = ls0 + ls1;
    const need = max - before; // the states solve adds of this layer, the one past the budget included
    const winKey = Atomics.load(ctl, C.WINKEY);
    let result = m === 0 ? 3 : RUN;
    if (winKey !== NONE) {
      let pos = 0; // the first won state's place in the layer
      while (losts[next[pos] & 1][next[pos] >>> 1] !== 2) pos++;
      result = before + pos < mem.maxStates ? WON : BUDGET;
      layers[depth] = Math.min(pos + 1, need);
      ctl[C.EXPLORED] = result === WON ? before + pos + 1 : mem.maxStates;
    } else if (m >= need) {
      result = BUDGET;
      layers[depth] = need;
      ctl[C.EXPLORED] = mem.maxStates;
    } else if (m === 0) ctl[C.EXPLORED] = before;
    const done = result !== RUN;
    Atomics.store(ctl, C.STOP, result);
    if (done) Atomics.store(ctl, C.DONE, 1);
    Atomics.store(ctl, C.SEL, sel);
    prewrite(m);
    Atomics.store(ctl, C.LAYER_N, m);
    Atomics.store(ctl, C.NEXT, 0);
    Atomics.store(ctl, C.LSTART, s0);
    Atomics.store(ctl, C.LSTART + W, s1);
    if (!done && members === 1 && Atomics.load(ctl, C.READY) === 1) {
      ctl[C.JOINED] = s0 + s1;
      Atomics.store(ctl, C.MEMBERS, 2);
    }
    release();
    Atomics.notify(ctl, C.MEMBERS);
    if (done) return { inserted, expanded, waitMs: waitUs / 1000, counts, joinedAt };
  }
}

/** The totals a finished search leaves in `mem`: states kept, the layers' sizes, why it stopped. */
export function outcome(mem: SharedMem): {
  states: number;
  layers: number[];
  stop: number;
  rankMs: number;
  arenaBytes: number;
  joined: number;
} {
  const ctl = new Int32Array(mem.ctl);
  const end = (t: number) => {
    const n = ctl[C.SIZE + t * W];
    return n === 0 ? 0 : new Int32Array(mem.to[t])[n - 1];
  };
  const depth = ctl[C.DEPTH];
  const layers = Array.from(new Int32Array(mem.layers).subarray(0, depth + 1));
  return {
    states: ctl[C.EXPLORED] + 1,
    layers,
    stop: ctl[C.STOP],
    rankMs: ctl[C.RANK_US] / 1000,
    arenaBytes: end(0) + end(1),
    joined: ctl[C.JOINED],
  };
}
