/**
 * The search on every core (issue 13 item 4): this thread and worker threads running compiled code.
 * Small layers are searched here, on one thread; once a layer reaches the threshold (and the workers
 * have warmed up, if asked to), the seen set is cut by hash into one shard per thread (`shard.ts`):
 * each thread (this one included, unless the pool runs every shard on a worker) owns its states,
 * expands its part of each layer, dedupes the children it owns and sends the others to their owners as
 * packed bytes. This thread shows progress (from its shard, or on a timer); the answer is put together
 * here. The result (script and states explored) is the single-threaded one; a budget stops the search
 * at the state that breaks it. A level whose states do not decode in another thread (SpellGrid: its
 * card sides are numbered per search) is searched here, on one thread. `solveMany` solves whole levels in parallel instead (`--all`).
 */
import { availableParallelism } from "node:os";
import { MessageChannel, type MessagePort, Worker } from "node:worker_threads";
import type { Content } from "../content/content";
import type { LevelDef } from "../harness";
import { budgetCheck, checkBudget, heapInUse, LIMIT_OPTIONS, type Limits, SOLVE_OPTIONS } from "./budget";
import { modelOf } from "./model";
import {
  type Found,
  nextTurn,
  SLICE_STATES,
  type SolveOptions,
  type SolveResult,
  scriptOf,
  searchFrom,
  solve,
  solveInSlices,
  startSearch,
} from "./search";
import { handOff, stepsAcross } from "./shard-search";
import { BELLS, runShard, type ShardJob, type ShardResult, STOP, STOPS, TOTAL } from "./shard-worker";
import { searchOnPool } from "./shared-pool";
import { addSkips, withSkipped } from "./skipped";
import { type Task, type TaskResult, WORKER_MARK } from "./worker";
import { compiledWorker } from "./worker-build";

/** How many threads to use by default: every core. */
export const CORES = availableParallelism();

/**
 * The shards start on a layer of at least this many states by default: starting them costs a few
 * milliseconds and each layer a round of messages, so only large searches gain from threads.
 */
export const LAYER_THRESHOLD = 20_000;

/**
 * The states of a warm-up search (`SolverPool.warmUp`): none. The warm-up task only builds the
 * worker's model of the level (and expands its start), so this thread hands the layers over as soon as
 * the worker is ready. The warm-up was 5,000 states (20,000 before), dropped, while this thread
 * searched alone, so that a cold worker would not hold this thread at each layer's end; now a thread
 * done with its part of a layer takes parents from the slower one (`shard-steal.ts`), and the worker's
 * compiler warms up on its share of the real search instead (issue 13 item 4).
 */
export const WARM_STATES = 0;

/** A task sent to a worker and not answered yet. */
interface Waiting {
  resolve(r: TaskResult): void;
  reject(e: Error): void;
}

/**
 * The threads of parallel searches: this one and `threads - 1` worker threads, started at once (each
 * loads the compiled worker while this thread goes on); or, when `callerSearches` is false, `threads`
 * worker threads, the shards all on workers, and this thread free while they search (its event loop
 * runs: a Ctrl-C handler, the progress line's timer). The workers start with no Node options of
 * this process's (`execArgv`): under `tsx` they would load its loader and pass the compiled code
 * through it again. Close it with `destroy()`.
 */
export class SolverPool {
  private readonly workers: Worker[] = [];
  private readonly waiting: Map<number, Waiting>[] = [];
  private nextId = 0;
  /** Warm-ups finished (shared with the workers), and asked for. */
  private readonly warmed = new Int32Array(new SharedArrayBuffer(4));
  private warmsAsked = 0;

  constructor(
    readonly threads: number = CORES,
    readonly callerSearches = true,
  ) {
    if (!Number.isInteger(threads) || threads < 1)
      throw new Error(`solverPool: threads must be a whole number of at least 1, got ${threads}`);
    const file = new URL(compiledWorker());
    for (let k = 0; k < (callerSearches ? threads - 1 : threads); k++) {
      const worker = new Worker(file, { execArgv: [], workerData: WORKER_MARK });
      const waiting = new Map<number, Waiting>();
      const failAll = (e: Error) => {
        for (const w of waiting.values()) w.reject(e);
        waiting.clear();
      };
      worker.on(
        "message",
        (m: { id: number; result?: TaskResult; error?: { message: string; stack?: string } }) => {
          const w = waiting.get(m.id);
          if (w === undefined) return;
          waiting.delete(m.id);
          if (m.error === undefined) w.resolve(m.result ?? null);
          else w.reject(Object.assign(new Error(m.error.message), { stack: m.error.stack }));
        },
      );
      worker.on("error", failAll);
      worker.on("exit", (code) => failAll(new Error(`solver: worker ${k + 1} stopped (exit code ${code})`)));
      this.workers.push(worker);
      this.waiting.push(waiting);
    }
  }

  /**
   * Run `task` on worker `k` (0 to threads - 2, or threads - 1 when the caller searches nothing), after
   * the tasks sent to it before, handing it the ports `transfer` (never an ArrayBuffer: a transfer
   * detaches it, `shard-parts.ts`).
   */
  run(k: number, task: Task, transfer: readonly MessagePort[] = []): Promise<TaskResult> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting[k].set(id, { resolve, reject });
      this.workers[k].postMessage({ id, task }, transfer as MessagePort[]);
    });
  }

  /**
   * Have every worker build its model of `def` and search it a little (`WARM_STATES`), dropping the
   * result, while this thread searches the first layers: `solveParallel` hands the layers over only
   * once `warm()`. An error of a warm-up is not reported here: the search's own task meets it.
   */
  warmUp(def: LevelDef, content: Content, states = WARM_STATES): void {
    this.warmsAsked += this.workers.length;
    const data = plainContent(content);
    for (let k = 0; k < this.workers.length; k++)
      this.run(k, {
        type: "warm",
        def,
        content: data,
        states,
        ready: this.warmed.buffer as SharedArrayBuffer,
      }).catch(() => {});
  }

  /** Whether every warm-up asked for has ended. */
  warm(): boolean {
    return Atomics.load(this.warmed, 0) >= this.warmsAsked;
  }

  /** Stop the workers. */
  async destroy(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

/** A pool of `threads` solver threads: this one included, or (`callerSearches` false) all workers. */
export function solverPool(threads = CORES, callerSearches = true): SolverPool {
  return new SolverPool(threads, callerSearches);
}

/** Options of the parallel search: the single-threaded ones, plus the pool and the layer threshold. */
export interface ParallelOptions extends SolveOptions {
  /** The pool (the caller destroys it). A thread of the search runs on each of its threads: the pool is the search's own while it runs. */
  pool: SolverPool;
  /**
   * The hash shards' threshold (`LAYER_THRESHOLD` by default): given, the search is the hash shards'
   * (the shared search has no threshold: its workers join at the first layer's end after their model
   * is built).
   */
  threshold?: number;
}

/** `solve`'s own options of a parallel search's (without the pool and the threshold). */
function searchOptions({ pool: _pool, threshold: _threshold, ...own }: ParallelOptions): SolveOptions {
  return own;
}

/** How often the progress callback is called at most while the shards run, in milliseconds. */
const PROGRESS_MS = 100;

/**
 * The search of `def` on every thread of the pool. With no `threshold`, the shared search
 * (`searchOnPool`, `shared-pool.ts`): one seen set for every thread, `solve`'s outcome, states explored,
 * script, skips and seen summary at any budget (without a state budget its memory is reserved once,
 * `sharedMemory`); thread 0 runs here when the pool's caller searches (this thread's event loop then
 * waits for the search's end), else on a worker, this thread free, showing the progress on a timer.
 * Otherwise (a `threshold` given, or a model without `Model.actions`: kept while the shard modules
 * live), BFS where layers below `threshold` states
 * are expanded here and the rest by one hash shard on each of the pool's threads: same result as
 * `solve(modelOf(def, content))` when it wins or exhausts the level, a budget stopping it at the state
 * that breaks it. A search given its own clock or heap reader (tests), a level whose states do not cross
 * threads (SpellGrid) and a model without `Model.actions` (the shared search's bound) run here, on one
 * thread. The layers searched here run in slices (`solveInSlices`), so that this thread's event loop
 * runs between them; it runs all along when the pool's threads are all workers (`callerSearches` false).
 */
export async function solveParallel(
  def: LevelDef,
  content: Content,
  options: ParallelOptions,
): Promise<SolveResult> {
  checkBudget("solveParallel", options, "options", [...SOLVE_OPTIONS, "pool", "threshold"]);
  const t0 = performance.now();
  const model = modelOf(def, content);
  if (!model.codec().portable || options.clock !== undefined || options.heapBytes !== undefined)
    return solveInSlices(model, searchOptions(options));
  const { pool } = options;
  // No threshold asked: the shared search (`shared-pool.ts`), with or without a state budget. Asked for
  // a threshold, or a model with no bound on its actions: the hash shards below, kept while they live.
  if (options.threshold === undefined && model.actions !== undefined)
    return searchOnPool(def, plainContent(content), model, { ...searchOptions(options), pool }, t0);
  const threshold = options.threshold ?? LAYER_THRESHOLD;
  const over = budgetCheck(options);
  let handing = false;
  let until = SLICE_STATES;
  const handOffOrPause = (n: number, found: number) =>
    (handing = n >= threshold && pool.warm()) || found >= until;
  let first = startSearch(model, options);
  while (first.found === null && !handing) {
    if (first.store.size > 1) await nextTurn();
    until = first.store.size + SLICE_STATES;
    first = searchFrom(model, options, over, handOffOrPause, first);
  }
  if (first.found !== null) return { ...first.found, ms: performance.now() - t0 };
  const shards = pool.threads;
  const control = new SharedArrayBuffer(4 * (BELLS + shards));
  const ctl = new Int32Array(control);
  ctl[TOTAL] = first.store.size;
  const onCaller = pool.callerSearches ? 1 : 0; // shard 0 runs here, or all on workers
  // Each shard's memory; when no shard runs here, this thread's too (its store of the first layers), last.
  const heaps = new SharedArrayBuffer(8 * (shards + 1 - onCaller));
  const heap = new Float64Array(heaps);
  heap[onCaller === 1 ? 0 : shards] = heapInUse();
  const ports: (MessagePort | null)[][] = Array.from({ length: shards }, () => new Array(shards).fill(null));
  for (let a = 0; a < shards; a++)
    for (let b = a + 1; b < shards; b++) {
      const { port1, port2 } = new MessageChannel();
      ports[a][b] = port1;
      ports[b][a] = port2;
    }
  const adopted = handOff(first.store, first, shards);
  const data = plainContent(content);
  const job = (me: number): ShardJob => ({
    me,
    shards,
    ports: ports[me],
    control,
    heaps,
    adopted: adopted[me],
    before: first.next,
    maxStates: options.maxStates,
    deadline:
      options.timeLimitMs === undefined ? undefined : performance.timeOrigin + t0 + options.timeLimitMs,
    maxHeapBytes: options.maxHeapBytes,
    ...(options.seen ? { seen: true } : {}),
  });
  const runs: Promise<ShardResult>[] = [];
  for (let me = onCaller; me < shards; me++) {
    // The ports are transferred; the adopted states are shared memory (`handOff`), not transferred: a
    // transfer detaches its buffers here, which would throw away this thread's optimised code (`shard-parts.ts`).
    const ps = ports[me].filter((p) => p !== null) as MessagePort[];
    runs.push(
      pool.run(me - onCaller, { type: "shard", def, content: data, ...job(me) }, ps) as Promise<ShardResult>,
    );
  }
  let shown = performance.now();
  const tick = () => {
    const now = performance.now();
    if (now - shown < PROGRESS_MS) return;
    shown = now;
    let sum = 0;
    for (const h of heap) sum += h;
    options.onProgress?.(Atomics.load(ctl, TOTAL), sum);
  };
  let settled: PromiseSettledResult<ShardResult>[];
  if (onCaller === 1) {
    // This thread's shard runs here, to the end of the search (the workers' answers wait for it).
    let mine: PromiseSettledResult<ShardResult>;
    try {
      mine = { status: "fulfilled", value: runShard(model, job(0), tick) };
    } catch (err) {
      mine = { status: "rejected", reason: err };
    }
    settled = [mine, ...(await Promise.allSettled(runs))];
  } else {
    // Every shard is on a worker: this thread shows the progress on a timer while it waits.
    const timer = setInterval(() => {
      heap[shards] = heapInUse();
      tick();
    }, PROGRESS_MS);
    try {
      settled = await Promise.allSettled(runs);
    } finally {
      clearInterval(timer);
    }
  }
  const failed = settled.find((s) => s.status === "rejected");
  if (failed !== undefined) throw (failed as PromiseRejectedResult).reason;
  const results = settled.map((s) => (s as PromiseFulfilledResult<ShardResult>).value);
  const skips = first.skips.slice(); // the successors skipped: the first layers' and every shard's
  for (const r of results) addSkips(skips, r.skipped);
  const result = (r: Found): SolveResult => ({ ...withSkipped(r, skips), ms: performance.now() - t0 });
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
  if (why === 0) {
    const exhausted: Found = { solved: false, reason: "unsolvable", explored: results[0].explored };
    // What the states held: each shard counted its own (`ShardJob.seen`), none expanded again.
    if (options.seen)
      exhausted.seen = results.reduce(
        (all, r) => ({
          states: all.states + r.seen!.states,
          lost: all.lost + r.seen!.lost,
          withWin: all.withWin + r.seen!.withWin,
        }),
        { states: 0, lost: 0, withWin: 0 },
      );
    return result(exhausted);
  }
  const reason = STOPS[why - 1];
  if (reason === "error") throw new Error("solver: a worker stopped the search"); // (its own error is thrown above)
  const explored = Math.min(ctl[TOTAL], options.maxStates ?? Number.POSITIVE_INFINITY);
  return result({ solved: false, reason, explored });
}

/**
 * Solve several levels at once, each with its content and `limits`, level i on thread i mod threads
 * (this thread's share last, once the workers have theirs; a worker's, when the caller searches
 * nothing); results in the order given. `onDone(i, result)` is told of each level as its search ends
 * (what a Ctrl-C says was searched). With `seen`, an exhausted search counts what its states held where
 * it ran, from the states it kept (`SolveOptions.seen`, hints.ts): a worker sends the counts with its
 * result, so `npm run solve -- --all` makes no second pass here.
 */
export async function solveMany(
  levels: readonly { def: LevelDef; content: Content }[],
  pool: SolverPool,
  limits: Limits = {},
  onDone: (i: number, result: SolveResult) => void = () => {},
  { seen = false }: { seen?: boolean } = {},
): Promise<SolveResult[]> {
  checkBudget("solveMany", limits, "limits", LIMIT_OPTIONS);
  const t = pool.threads;
  const onCaller = pool.callerSearches ? 1 : 0;
  const out: (SolveResult | Promise<SolveResult>)[] = levels.map(({ def, content }, i) =>
    i % t === 0 && onCaller === 1
      ? (null as unknown as SolveResult)
      : (
          pool.run((i % t) - onCaller, {
            type: "solve",
            def,
            content: plainContent(content),
            limits,
            seen,
          }) as Promise<SolveResult>
        ).then((r) => {
          onDone(i, r);
          return r;
        }),
  );
  for (let i = 0; i < levels.length && onCaller === 1; i += t) {
    const r = solve(modelOf(levels[i].def, levels[i].content), { ...limits, seen });
    onDone(i, r);
    out[i] = r;
  }
  return Promise.all(out);
}

/** The content as a worker receives it: its three tables only (a loaded content also names its folder). */
export function plainContent(content: Content): Content {
  return { lexicon: content.lexicon, seams: content.seams, cards: content.cards };
}
