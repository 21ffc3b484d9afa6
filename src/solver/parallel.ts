/**
 * The search on every core (piscina worker threads running compiled code). Level-synchronous BFS over
 * packed states: the coordinator keeps every state's bytes (`StateStore`); each large layer's parents
 * are sent to the workers as their bytes, in contiguous slices; workers decode, expand in place and
 * encode, and send back each child's bytes, parent, successor number, won, lost and hash (leaving out
 * the children their slice already holds). The coordinator dedupes the slices' children in layer
 * order as the slices come back, while the workers expand the next ones, exactly as `solve` does one
 * state at a time, so the result (script and states explored) is the single-threaded one. Nothing but bytes crosses per state. A level whose
 * states do not decode in another thread (SpellGrid: its card sides are numbered per search) is
 * searched here, on one thread. `solveMany` solves whole levels in parallel instead (`--all`).
 */
import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import type { Content } from "../content/content";
import type { LevelDef } from "../harness";
import { budgetCheck, type Limits } from "./budget";
import { type Expanded, expandPacked } from "./expand";
import { modelOf } from "./model";
import { StateStore, Writer } from "./packed";
import { type Found, type SolveOptions, type SolveResult, scriptTo, solve } from "./search";
import type { Task } from "./worker";
import { compiledWorker } from "./worker-build";

/** How many threads to use by default: every core. */
export const CORES = availableParallelism();

/**
 * Layers smaller than this are expanded on the coordinator thread by default: sending a layer to the
 * workers costs a round trip, so only large layers gain from threads.
 */
export const LAYER_THRESHOLD = 20_000;

/** At most this many parents go to a worker at once (a layer is cut into many slices). */
const SLICE = 8192;

/** A pool of solver workers running the compiled worker; close it with `pool.destroy()`. */
export function solverPool(threads = CORES): SolverPool {
  return new Piscina({ filename: compiledWorker(), minThreads: threads, maxThreads: threads });
}

/** Options of the parallel search: the single-threaded ones, plus the pool and the layer threshold. */
export interface ParallelOptions extends SolveOptions {
  /** The pool, or how to make it: it is made only when a layer reaches the threshold. */
  pool: SolverPool | (() => SolverPool);
  threshold?: number;
}

/** The pool's type. */
export type SolverPool = Piscina<Task, Expanded | SolveResult>;

/** Parents [from, to) of `store` that are not lost, as bytes back to back with their ends and ids. */
function packParents(store: StateStore, from: number, to: number) {
  const ids: number[] = [];
  let size = 0;
  for (let i = from; i < to; i++)
    if (!store.lost[i]) {
      ids.push(i);
      size += store.offset[i + 1] - store.offset[i];
    }
  return { ids, size };
}

/**
 * BFS where small layers are expanded here and each layer of at least `threshold` states by the pool.
 * Same result as `solve(modelOf(def, content))`.
 */
export async function solveParallel(
  def: LevelDef,
  content: Content,
  options: ParallelOptions,
): Promise<SolveResult> {
  const t0 = performance.now();
  const model = modelOf(def, content);
  const codec = model.codec();
  if (!codec.portable) return solve(model, options);
  const data = plainContent(content);
  const over = budgetCheck(options);
  const every = options.progressEvery ?? 10_000;
  const threshold = options.threshold ?? LAYER_THRESHOLD;
  let pool = typeof options.pool === "function" ? null : options.pool;
  const result = (r: Found): SolveResult => ({ ...r, ms: performance.now() - t0 });
  const store = new StateStore(options.hash);
  const w = new Writer();
  codec.encode(model.start, w);
  store.add(w, -1, -1);
  if (model.won(model.start)) return result({ solved: true, actions: [], explored: 1 });
  if (model.lost(model.start)) store.lost[0] = 1;
  /** Children from another thread come with their hash, unless the search hashes its own way (tests). */
  const hashed = options.hash === undefined;
  /** Dedupe a slice's children in order, as `solve` would; the outcome when one wins or a budget is hit. */
  const take = (part: Expanded, slice: readonly number[]): Found | null => {
    const { bytes, ends, parent, action, flags, hashes } = part;
    for (let c = 0; c < ends.length; c++) {
      const start = c === 0 ? 0 : ends[c - 1];
      const added = hashed
        ? store.addHashed(bytes, start, ends[c], hashes[c], slice[parent[c]], action[c])
        : store.addBytes(bytes, start, ends[c], slice[parent[c]], action[c]);
      if (!added) continue;
      const limit = over(store.size - 1);
      if (limit !== null) return { solved: false, reason: limit, explored: store.size - 1 };
      if (store.size % every === 0) options.onProgress?.(store.size);
      if (flags[c] === 1)
        return { solved: true, actions: scriptTo(model, store, store.size - 1), explored: store.size };
      if (flags[c] === 2) store.lost[store.size - 1] = 1;
    }
    return null;
  };
  let from = 0;
  while (from < store.size) {
    const to = store.size;
    const { ids, size } = packParents(store, from, to);
    if (ids.length < threshold) {
      const bytes = new Uint8Array(size);
      const ends = new Int32Array(ids.length);
      copyParents(store, ids, bytes, ends);
      const found = take(expandPacked(model, bytes, ends), ids);
      if (found !== null) return result(found);
    } else {
      pool ??= (options.pool as () => SolverPool)();
      const p = pool;
      // Many slices, taken in order as they come back: the coordinator dedupes one slice while the
      // workers expand the next ones.
      const per = Math.max(256, Math.min(SLICE, Math.ceil(ids.length / (p.options.maxThreads * 4))));
      const slices: number[][] = [];
      for (let i = 0; i < ids.length; i += per) slices.push(ids.slice(i, i + per));
      const parts = slices.map((slice) => {
        let bytesOf = 0;
        for (const i of slice) bytesOf += store.offset[i + 1] - store.offset[i];
        const bytes = new Uint8Array(bytesOf);
        const ends = new Int32Array(slice.length);
        copyParents(store, slice, bytes, ends);
        const task: Task = { type: "expand", def, content: data, bytes, ends };
        return p.run(task, { transferList: [bytes.buffer, ends.buffer] }) as Promise<Expanded>;
      });
      for (let k = 0; k < parts.length; k++) {
        const found = take(await parts[k], slices[k]);
        if (found === null) continue;
        await Promise.allSettled(parts); // let the workers finish what they were given
        return result(found);
      }
    }
    from = to;
  }
  return result({ solved: false, reason: "unsolvable", explored: store.size });
}

/** Copy the bytes of states `ids` back to back into `bytes`, with each one's end in `ends`. */
function copyParents(store: StateStore, ids: readonly number[], bytes: Uint8Array, ends: Int32Array): void {
  let at = 0;
  for (let k = 0; k < ids.length; k++) {
    const b = store.bytesOf(ids[k]);
    bytes.set(b, at);
    at += b.length;
    ends[k] = at;
  }
}

/** Solve several levels at once, one per worker, each with its content and `limits`; results in the order given. */
export function solveMany(
  levels: readonly { def: LevelDef; content: Content }[],
  pool: SolverPool,
  limits: Limits = {},
): Promise<SolveResult[]> {
  return Promise.all(
    levels.map(
      ({ def, content }) =>
        pool.run({ type: "solve", def, content: plainContent(content), limits }) as Promise<SolveResult>,
    ),
  );
}

/** The content as a worker receives it: its three tables only (a loaded content also names its folder). */
function plainContent(content: Content): Content {
  return { lexicon: content.lexicon, seams: content.seams, cards: content.cards };
}
