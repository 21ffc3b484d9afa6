/**
 * The shared search on this one thread (docs/rules.md §7): its threads' steps (`shared-thread.ts`)
 * interleaved by a seeded choice, after every parent, so a test drives any interleaving the threads
 * could take, deterministically; and the outcome a finished search leaves in its memory, as `solve`
 * gives it: states explored, the script (along the parents' ids and the successor numbers their keys
 * keep), the successors skipped up to the cut and, exhausted, what its states held.
 */
import { checkBudget, SOLVE_OPTIONS, timeOrMemory } from "./budget";
import type { Seen } from "./hints";
import type { Model } from "./model";
import { Reader, Writer } from "./packed";
import { type Found, type SolveOptions, type SolveResult, scriptOf, solve } from "./search";
import { C, CHUNK, type MemShape, type SharedMem, STOP, sharedMemory, Views } from "./shared-memory";
import { startShared, type ThreadEnd, threadSteps } from "./shared-thread";
import { addSkips, noSkips, withSkipped } from "./skipped";

/**
 * The shared search's own options: parents claimed at once, the interleaving's seed; and, without a
 * state budget, the memory it may take (`reserveBytes`, default half the machine's: `reservedStates`),
 * the states its index is sized for at first (`room`, 4,096; it grows at layers' ends) and a thread's
 * arena in bytes (`arenaBytes`; tests make it small).
 */
export interface SharedOptions extends SolveOptions {
  chunk?: number;
  seed?: number;
  room?: number;
  reserveBytes?: number;
  arenaBytes?: number;
}

/** `SharedOptions`' own names (`checkBudget` refuses others). */
const SHARED_OPTIONS = [...SOLVE_OPTIONS, "chunk", "seed", "room", "reserveBytes", "arenaBytes"];

/**
 * The shared search with `threads` threads interleaved on this one (after every parent, by the choice
 * `seed` seeds): `solve`'s outcome, explored count, skips and seen. A model with no bound on its
 * successor numbers (`Model.actions`) is searched by `solve`.
 */
export function solveShared<S>(model: Model<S>, threads: number, options: SharedOptions = {}): SolveResult {
  checkBudget("solveShared", options, "options", SHARED_OPTIONS);
  const t0 = performance.now();
  const { chunk: _c, seed: _s, room: _r, reserveBytes: _b, arenaBytes: _a, ...solveOptions } = options;
  if (model.actions === undefined) return solve(model, solveOptions);
  if (model.won(model.start)) return { solved: true, actions: [], explored: 1, ms: performance.now() - t0 };
  const shape: MemShape = {
    threads,
    actions: model.actions,
    maxStates: options.maxStates,
    reserveBytes: options.reserveBytes,
    indexStates: options.room,
    arenaBytes: options.arenaBytes,
    bytesPerState: startBytes(model) * 2 + 16,
    chunk: options.chunk ?? CHUNK,
  };
  const mem = sharedMemory(shape);
  const ends = interleave(model, mem, options);
  return { ...outcomeOf(model, mem, ends, options.seen === true), ms: performance.now() - t0 };
}

/** The bytes of the model's start state (its states' size, about). */
export function startBytes<S>(model: Model<S>): number {
  const w = new Writer();
  model.codec().encode(model.start, w);
  return w.length;
}

/**
 * The search in `mem` from its start, every thread's steps run on this thread, one parent at a time, the
 * next thread picked by a seeded xorshift: what each thread ended with (`outcomeOf` reads the rest).
 */
export function interleave<S>(model: Model<S>, mem: SharedMem, options: SharedOptions): ThreadEnd[] {
  startShared(model, mem);
  const over = timeOrMemory(options); // read at each chunk's start
  const ctl = new Int32Array(mem.ctl);
  const steps = Array.from({ length: mem.threads }, (_, t) =>
    threadSteps(model, mem, t, { over, hash: options.hash, fine: true }),
  );
  const ends: (ThreadEnd | null)[] = steps.map(() => null);
  const every = options.progressEvery ?? 10_000;
  let mark = every;
  let left = mem.threads;
  let x = (options.seed ?? 1) | 0 || 1;
  while (left > 0) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    let k = (x >>> 0) % mem.threads;
    while (ends[k] !== null) k = (k + 1) % mem.threads;
    const r = steps[k].next();
    if (r.done) {
      ends[k] = r.value;
      left--;
    }
    if (options.onProgress !== undefined && ctl[C.TAKEN] >= mark) {
      options.onProgress(ctl[C.TAKEN]);
      mark = ctl[C.TAKEN] + every;
    }
  }
  return ends as ThreadEnd[];
}

/** The outcome a finished shared search left in `mem`, as `solve` gives it. */
export function outcomeOf<S>(
  model: Model<S>,
  mem: SharedMem,
  ends: readonly ThreadEnd[],
  seen: boolean,
): Found {
  const v = new Views(mem);
  const { ctl } = v;
  const skips = noSkips();
  for (const e of ends) addSkips(skips, e.skips);
  const explored = ctl[C.EXPLORED];
  const stop = ctl[C.STOP];
  switch (stop) {
    case STOP.WON:
      return withSkipped({ solved: true, actions: scriptOf(model, wonSteps(v)), explored }, skips);
    case STOP.LIMIT:
      return withSkipped({ solved: false, reason: "limit", explored }, skips);
    case STOP.TIME:
      return withSkipped({ solved: false, reason: "time", explored }, skips);
    case STOP.MEMORY:
      return withSkipped({ solved: false, reason: "memory", explored }, skips);
    case STOP.EXHAUSTED: {
      const found: Found = { solved: false, reason: "unsolvable", explored };
      if (seen) found.seen = seenIn(model, v);
      return withSkipped(found, skips);
    }
    default:
      throw new Error(`shared search: it stopped with ${stop}`);
  }
}

/** The successor numbers from the start to the won state of least key (the last layer's first won state). */
function wonSteps(v: Views): number[] {
  const order = v.orders[v.ctl[C.SEL]];
  let id = order[0];
  for (let pos = 1; v.losts[id & v.tmask][id >>> v.bits] !== 2; pos++) id = order[pos];
  const steps: number[] = [];
  for (;;) {
    const t = id & v.tmask;
    const i = id >>> v.bits;
    const p = v.parents[t][i];
    if (p < 0) return steps.reverse();
    steps.push(v.keys[t][i] % v.mem.actions);
    id = p;
  }
}

/** What the states of an exhausted search held (as `seenInStore`: every state, each decoded once). */
function seenIn<S>(model: Model<S>, v: Views): Seen {
  const into: Seen = { states: 0, lost: 0, withWin: 0 };
  const codec = model.codec();
  const r = new Reader(v.arenas[0], 0);
  for (let t = 0; t < v.mem.threads; t++) {
    const n = v.ctl[C.SIZE + t];
    for (let i = 0; i < n; i++) {
      into.states++;
      if (v.losts[t][i] === 1) into.lost++;
      if (model.hasWin === undefined) continue;
      r.bytes = v.arenas[t];
      r.pos = v.from[t][i];
      if (model.hasWin(codec.decode(r))) into.withWin++;
    }
  }
  return into;
}
