/**
 * The shared search on a pool's threads (docs/rules.md §7, issue 13 item 4): what `solveParallel` and
 * `npm run solve -- LEVEL --workers N` run under a state budget. Every thread of the pool searches the
 * one seen set (`shared-memory.ts`): with a pool whose caller searches, thread 0 on this thread,
 * cooperatively (`runThreadInTurns`, `shared-turns.ts`: in slices, never blocking), and one on each
 * worker (`runThread`, `shared-run.ts`); with `solverPool(n, false)`, all n on workers (thread 0 on the
 * first). Either way this thread's event loop runs while they search: the progress comes on a timer
 * every `PROGRESS_MS`, a Ctrl-C handler runs, and a worker that stops (its error, or its exit without
 * one) raises `ABORT`, which stops every thread. Each thread checks the deadline and the memory of the
 * whole search at its chunks' starts (`shared-budget.ts`). A pool of more than `MAX_THREADS` (16)
 * threads searches on its first 16.
 */
import type { Content } from "../content/content";
import type { LevelDef } from "../harness";
import type { Model } from "./model";
import type { SolverPool } from "./parallel";
import type { Found, SolveOptions, SolveResult } from "./search";
import { heapUsed, type SideBudget, searchBytes, sideBudget, threadBudget, tripped } from "./shared-budget";
import { C, CHUNK, MAX_THREADS, type SharedMem, sharedMemory } from "./shared-memory";
import { aborted } from "./shared-run";
import { outcomeOf, startBytes } from "./shared-search";
import { startShared, type ThreadEnd } from "./shared-thread";
import { raiseAbort, runThreadInTurns } from "./shared-turns";

/** How often the shared search calls `onProgress`, in milliseconds (on a timer of this thread). */
export const PROGRESS_MS = 100;

/** A shared search's options on a pool: `solve`'s (no test clock or heap), its pool, a state budget, its chunk. */
export interface PoolSearch extends SolveOptions {
  pool: SolverPool;
  chunk?: number;
}

/**
 * The shared search of `model` (the model of `def`, whose codec is portable and which has `actions`)
 * on every thread of `options.pool`, begun at `t0` (`performance.now()`, the time limit's start):
 * `solve`'s outcome, states explored, script, skips and seen, once thread 0 and the threads that
 * joined are done (`joinedEnds`: a worker that had not joined is not waited for). `data`: the content
 * as workers take it.
 * The progress is the states of the layers done (`onProgress(states, bytes)`: never past the
 * outcome's count, which the last call gives) with the memory of the whole search. A failing thread's
 * error rejects, the others stopped; so does a worker that stops without one (`solver: worker K
 * stopped (exit code C)`). `options.hash` is not used (a function does not cross to a worker; every
 * thread hashes alike).
 */
export async function searchOnPool<S>(
  def: LevelDef,
  data: Content,
  model: Model<S>,
  options: PoolSearch,
  t0: number,
): Promise<SolveResult> {
  const { pool } = options;
  if (model.actions === undefined) throw new Error("searchOnPool: the model has no bound on its actions");
  if (model.won(model.start)) return { solved: true, actions: [], explored: 1, ms: performance.now() - t0 };
  const threads = Math.min(pool.threads, MAX_THREADS); // (a larger pool's other workers wait)
  const mem = sharedMemory({
    threads,
    actions: model.actions,
    maxStates: options.maxStates,
    bytesPerState: startBytes(model) * 2 + 64,
    chunk: options.chunk ?? CHUNK,
  });
  startShared(model, mem);
  const side = sideBudget(threads, t0, options.timeLimitMs, options.maxHeapBytes);
  const onCaller = pool.callerSearches ? 1 : 0; // thread 0 here, or every thread on a worker
  const runs: Promise<ThreadEnd>[] = [];
  for (let me = onCaller; me < threads; me++)
    runs.push(
      pool.run(me - onCaller, { type: "shared", def, content: data, mem, me, side }) as Promise<ThreadEnd>,
    );
  const heard = runs.map((r) => r.catch((e) => raise(side, mem, e)));
  if (onCaller === 1)
    heard.unshift(runThreadInTurns(model, mem, 0, { over: threadBudget(mem, side, 0) }, side.flags));
  const progress = progressOf(mem, side, threads, onCaller === 0, options.onProgress);
  const timer = options.onProgress === undefined ? undefined : setInterval(progress, PROGRESS_MS);
  let settled: PromiseSettledResult<ThreadEnd>[];
  try {
    settled = await joinedEnds(heard, mem);
  } finally {
    clearInterval(timer);
  }
  const failed = settled.filter((s) => s.status === "rejected").map((s) => s.reason as unknown);
  if (failed.length > 0) throw failed.find((e) => !aborted(e)) ?? failed[0];
  const ends = settled.map((s) => (s as PromiseFulfilledResult<ThreadEnd>).value);
  const found = budgetCut(outcomeOf(model, mem, ends, options.seen === true), side);
  progress(found.explored); // the last call: the outcome's count
  return { ...found, ms: performance.now() - t0 };
}

/**
 * How the threads ended, once thread 0 (`heard[0]`) and every member of the search are done: thread 0
 * ends only once the search is over (`C.DONE`), and the members are then final (`C.MEMBERS`, the
 * first so many threads). A thread that had not joined by then added nothing, and its task, started
 * late, finds the search over and returns (its buffers held by its task message): it is not waited
 * for, and its end, whatever it is, is ignored. When thread 0 fails, every thread is waited for (the
 * search's error may be another's).
 */
async function joinedEnds(
  heard: Promise<ThreadEnd>[],
  mem: SharedMem,
): Promise<PromiseSettledResult<ThreadEnd>[]> {
  // (each heard at once: a rejection no one handles yet would be reported as unhandled)
  const ends = heard.map((p) => Promise.allSettled([p]).then(([end]) => end));
  const zero = await ends[0];
  if (zero.status === "rejected") return Promise.all(ends);
  return Promise.all(ends.slice(0, Atomics.load(new Int32Array(mem.ctl), C.MEMBERS)));
}

/** A worker's task rejected (a thread's error, or the worker stopped): the others stop too. */
function raise(side: SideBudget, mem: SharedMem, e: unknown): never {
  raiseAbort(side.flags, mem);
  throw e;
}

/**
 * The outcome, with a budget that stopped a layer before it found any state (the layer then looks
 * exhausted to `closeLayer`): the budget's reason, the states of the layers done explored.
 */
function budgetCut(found: Found, side: SideBudget): Found {
  const why = tripped(side);
  if (found.solved || found.reason !== "unsolvable" || why === null) return found;
  const { seen: _seen, ...rest } = found;
  return { ...rest, reason: why };
}

/**
 * The progress callback's caller (on a timer, every PROGRESS_MS): the states of the layers done
 * (non-decreasing, never past the outcome's explored count) and the memory of the whole search; `end`,
 * the outcome's count, at the end. `here`: this thread runs no thread of the search and publishes its own heap.
 */
function progressOf(
  mem: SharedMem,
  side: SideBudget,
  threads: number,
  here: boolean,
  onProgress: SolveOptions["onProgress"],
): (end?: number) => void {
  if (onProgress === undefined) return () => {};
  const ctl = new Int32Array(mem.ctl);
  const heaps = new Float64Array(side.heaps);
  let last = 1;
  return (end) => {
    if (here) heaps[threads] = heapUsed();
    let done = 0;
    for (let t = 0; t < threads; t++) done += Atomics.load(ctl, C.LSTART + t);
    // (the last layer's end counts it whole, a won state's later ones too: `C.DONE` is set before)
    if (Atomics.load(ctl, C.DONE) === 0) last = Math.max(last, done);
    if (typeof end === "number") last = end;
    onProgress(last, searchBytes(mem, side));
  };
}
