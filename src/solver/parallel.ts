/**
 * The search on every core (piscina worker threads running compiled code; issue 13 item 4). Small
 * layers are searched here, on one thread; once a layer reaches the threshold, the seen set is cut by
 * hash into one shard per worker (`shard.ts`): each worker owns its states, expands its part of each
 * layer, dedupes the children it owns and sends the others to their owners as packed bytes, so the
 * coordinator only starts the shards, shows progress and puts the answer together. The result (script
 * and states explored) is the single-threaded one; a budget stops the search at the state that breaks
 * it. A level whose states do not decode in another thread (SpellGrid: its card sides are numbered per
 * search) is searched here, on one thread. `solveMany` solves whole levels in parallel instead (`--all`).
 */
import { availableParallelism } from "node:os";
import { MessageChannel, type MessagePort } from "node:worker_threads";
import { Piscina } from "piscina";
import type { Content } from "../content/content";
import type { LevelDef } from "../harness";
import { budgetCheck, heapInUse, type Limits } from "./budget";
import { modelOf } from "./model";
import { type Found, type SolveOptions, type SolveResult, scriptOf, search, solve } from "./search";
import { handOff, stepsAcross } from "./shard-search";
import { BELLS, type ShardResult, STOP, STOPS, TOTAL } from "./shard-worker";
import type { Task } from "./worker";
import { compiledWorker } from "./worker-build";

/** How many threads to use by default: every core. */
export const CORES = availableParallelism();

/**
 * The shards start on a layer of at least this many states by default: starting them costs a few
 * milliseconds and each layer a round of messages, so only large searches gain from threads.
 */
export const LAYER_THRESHOLD = 20_000;

/**
 * A pool of solver workers running the compiled worker; close it with `pool.destroy()`. The workers
 * start with no Node options of this process's (`execArgv`): under `tsx` they would load its loader and
 * pass the compiled code through it again.
 */
export function solverPool(threads = CORES): SolverPool {
  return new Piscina({ filename: compiledWorker(), minThreads: threads, maxThreads: threads, execArgv: [] });
}

/** Options of the parallel search: the single-threaded ones, plus the pool and the layer threshold. */
export interface ParallelOptions extends SolveOptions {
  /**
   * The pool, or how to make it: it is made only when a layer reaches the threshold (the caller
   * destroys it). A shard runs on each of its threads, all at once: the pool is the search's own while
   * it runs.
   */
  pool: SolverPool | (() => SolverPool);
  threshold?: number;
}

/** The pool's type. */
export type SolverPool = Piscina<Task, ShardResult | SolveResult>;

/** How often the progress callback is called while the shards run, in milliseconds. */
const PROGRESS_MS = 100;

/**
 * BFS where layers below `threshold` states are expanded here and the rest by one shard on each of the
 * pool's threads. Same result as `solve(modelOf(def, content))` when it wins or exhausts the level. A
 * search given its own clock or heap reader (tests) runs here, on one thread.
 */
export async function solveParallel(
  def: LevelDef,
  content: Content,
  options: ParallelOptions,
): Promise<SolveResult> {
  const t0 = performance.now();
  const model = modelOf(def, content);
  if (!model.codec().portable || options.clock !== undefined || options.heapBytes !== undefined)
    return solve(model, options);
  const result = (r: Found): SolveResult => ({ ...r, ms: performance.now() - t0 });
  const first = search(model, options, budgetCheck(options), options.threshold ?? LAYER_THRESHOLD);
  if (first.found !== null) return result(first.found);
  const pool = typeof options.pool === "function" ? options.pool() : options.pool;
  const shards = pool.options.maxThreads;
  const control = new SharedArrayBuffer(4 * (BELLS + shards));
  const ctl = new Int32Array(control);
  ctl[TOTAL] = first.store.size;
  const heaps = new SharedArrayBuffer(8 * (shards + 1));
  const heap = new Float64Array(heaps);
  heap[shards] = heapInUse();
  const ports: (MessagePort | null)[][] = Array.from({ length: shards }, () => new Array(shards).fill(null));
  for (let a = 0; a < shards; a++)
    for (let b = a + 1; b < shards; b++) {
      const { port1, port2 } = new MessageChannel();
      ports[a][b] = port1;
      ports[b][a] = port2;
    }
  const adopted = handOff(first.store, first.layer, shards);
  const data = plainContent(content);
  const runs = adopted.map((a, me) => {
    const task: Task = {
      type: "shard",
      def,
      content: data,
      me,
      shards,
      ports: ports[me],
      control,
      heaps,
      adopted: a,
      before: first.store.size,
      maxStates: options.maxStates,
      deadline:
        options.timeLimitMs === undefined ? undefined : performance.timeOrigin + t0 + options.timeLimitMs,
      maxHeapBytes: options.maxHeapBytes,
    };
    const transfer = [
      a.bytes.buffer,
      a.ends.buffer,
      a.hashes.buffer,
      a.ids.buffer,
      a.lost.buffer,
    ] as ArrayBuffer[];
    return pool.run(task, {
      transferList: [...(ports[me].filter((p) => p !== null) as MessagePort[]), ...transfer],
    }) as Promise<ShardResult>;
  });
  const ticker = setInterval(() => {
    heap[shards] = heapInUse();
    let sum = 0;
    for (const h of heap) sum += h;
    options.onProgress?.(Atomics.load(ctl, TOTAL), sum);
  }, PROGRESS_MS);
  let results: ShardResult[];
  try {
    const settled = await Promise.allSettled(runs);
    const failed = settled.find((s) => s.status === "rejected");
    if (failed !== undefined) throw (failed as PromiseRejectedResult).reason;
    results = settled.map((s) => (s as PromiseFulfilledResult<ShardResult>).value);
  } finally {
    clearInterval(ticker);
  }
  const w = results.findIndex((r) => r.winner >= 0);
  if (w >= 0) {
    const steps = stepsAcross(
      first.store,
      results.map((r) => r.parent as Int32Array),
      results.map((r) => r.action as Int32Array),
      w,
      results[w].winner,
    );
    return result({ solved: true, actions: scriptOf(model, steps), explored: results[w].explored });
  }
  const why = ctl[STOP];
  if (why === 0) return result({ solved: false, reason: "unsolvable", explored: results[0].explored });
  const reason = STOPS[why - 1];
  if (reason === "error") throw new Error("solver: a worker stopped the search"); // (its own error is thrown above)
  const explored = Math.min(ctl[TOTAL], options.maxStates ?? Number.POSITIVE_INFINITY);
  return result({ solved: false, reason, explored });
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
