/**
 * The search on every core (piscina worker threads running compiled code). Level-synchronous BFS over
 * packed states: the coordinator keeps every state's bytes (`StateStore`); each large layer's parents
 * are sent to the workers as their bytes, in contiguous slices; workers decode, expand and encode, and
 * send back each child's bytes, parent, successor number, won and lost. The coordinator then dedupes
 * the children in layer order, exactly as `solve` does one state at a time, so the result (script and
 * states explored) is the single-threaded one. Nothing but bytes crosses per state. A level whose
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
  let from = 0;
  while (from < store.size) {
    const to = store.size;
    const { ids, size } = packParents(store, from, to);
    let parts: Expanded[];
    let slices: number[][];
    if (ids.length < threshold) {
      const bytes = new Uint8Array(size);
      const ends = new Int32Array(ids.length);
      copyParents(store, ids, bytes, ends);
      parts = [expandPacked(model, bytes, ends)];
      slices = [ids];
    } else {
      pool ??= (options.pool as () => SolverPool)();
      const p = pool;
      const n = p.options.maxThreads * 4;
      const per = Math.ceil(ids.length / n);
      slices = [];
      for (let i = 0; i < ids.length; i += per) slices.push(ids.slice(i, i + per));
      parts = await Promise.all(
        slices.map((slice) => {
          let bytesOf = 0;
          for (const i of slice) bytesOf += store.offset[i + 1] - store.offset[i];
          const bytes = new Uint8Array(bytesOf);
          const ends = new Int32Array(slice.length);
          copyParents(store, slice, bytes, ends);
          const task: Task = { type: "expand", def, content: data, bytes, ends };
          return p.run(task, { transferList: [bytes.buffer, ends.buffer] }) as Promise<Expanded>;
        }),
      );
    }
    for (let k = 0; k < parts.length; k++) {
      const { bytes, ends, parent, action, flags } = parts[k];
      const slice = slices[k];
      for (let c = 0; c < ends.length; c++) {
        if (!store.addBytes(bytes, c === 0 ? 0 : ends[c - 1], ends[c], slice[parent[c]], action[c])) continue;
        const limit = over(store.size - 1);
        if (limit !== null) return result({ solved: false, reason: limit, explored: store.size - 1 });
        if (store.size % every === 0) options.onProgress?.(store.size);
        if (flags[c] === 1)
          return result({
            solved: true,
            actions: scriptTo(model, store, store.size - 1),
            explored: store.size,
          });
        if (flags[c] === 2) store.lost[store.size - 1] = 1;
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
