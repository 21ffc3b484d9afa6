/**
 * The search on every core (issue 13 item 4): this thread and worker threads running compiled code.
 * `solveParallel` runs the shared search (`shared-pool.ts`): one seen set in shared memory, every thread
 * expanding the parents of a layer in chunks; its result (script, states explored, skips, seen) is the
 * single-threaded one and a budget stops it at the state that breaks it. A level whose states do not
 * decode in another thread (SpellGrid: its card sides are numbered per search) is searched here, on one
 * thread. `solveMany` solves whole levels in parallel instead (`--all`). Until stop 66 the seen set was
 * cut by hash into shards (see docs/benchmarks-log.md).
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { Content } from "../content/content";
import type { LevelDef } from "../harness";
import { checkBudget, LIMIT_OPTIONS, type Limits, SOLVE_OPTIONS } from "./budget";
import { modelOf } from "./model";
import { type SolveOptions, type SolveResult, solveInSlices } from "./search";
import { searchOnPool } from "./shared-pool";
import { type Task, type TaskResult, WORKER_MARK } from "./worker";
import { compiledWorker } from "./worker-build";

/** How many threads to use by default: every core. */
export const CORES = availableParallelism();

/** A task sent to a worker and not answered yet. */
interface Waiting {
  resolve(r: TaskResult): void;
  reject(e: Error): void;
}

/**
 * The threads of parallel searches: this one and `threads - 1` worker threads, started at once (each
 * loads the compiled worker while this thread goes on; this thread's share of a shared search runs in
 * slices, its event loop running between them); or, when `callerSearches` is false, `threads` worker
 * threads, the search all on workers, and this thread free while they search. The workers start with no Node options of
 * this process's (`execArgv`): under `tsx` they would load its loader and pass the compiled code
 * through it again. Close it with `destroy()`.
 */
export class SolverPool {
  private readonly workers: Worker[] = [];
  private readonly waiting: Map<number, Waiting>[] = [];
  private nextId = 0;

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
          if (m.error === undefined) w.resolve(m.result as TaskResult);
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
   * the tasks sent to it before. Nothing is transferred: a transfer detaches its buffers here, which
   * would throw away this thread's optimised code; a shared search's memory is shared.
   */
  run(k: number, task: Task): Promise<TaskResult> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting[k].set(id, { resolve, reject });
      this.workers[k].postMessage({ id, task });
    });
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

/** Options of the parallel search: the single-threaded ones, plus the pool and the parents a thread claims at once. */
export interface ParallelOptions extends SolveOptions {
  /** The pool (the caller destroys it). A thread of the search runs on each of its threads: the pool is the search's own while it runs. */
  pool: SolverPool;
  /** Parents a thread claims at once (`CHUNK`, 512, by default; tests make it small). */
  chunk?: number;
}

/**
 * The search of `def` on every thread of the pool: the shared search (`searchOnPool`, `shared-pool.ts`),
 * one seen set for every thread, `solve`'s outcome, states explored, script, skips and seen summary at
 * any budget (without a state budget its memory is reserved once, `sharedMemory`); thread 0 runs here
 * when the pool's caller searches (in slices: this thread's event loop runs all through), else on a
 * worker; either way the progress comes on a timer and a worker that stops is heard. A search given
 * its own clock or heap reader (tests), a level whose states do not cross threads (SpellGrid) and a model without `Model.actions`
 * (the shared search's bound) run here, on one thread, in slices (`solveInSlices`), so that this
 * thread's event loop runs between them. `threshold`, the hash shards' layer threshold, is refused by
 * name (`checkBudget`): the shards were retired at stop 66 and a caller who set it should know.
 */
export async function solveParallel(
  def: LevelDef,
  content: Content,
  options: ParallelOptions,
): Promise<SolveResult> {
  checkBudget("solveParallel", options, "options", [...SOLVE_OPTIONS, "pool", "chunk"]);
  const t0 = performance.now();
  const model = modelOf(def, content);
  const { pool, chunk, ...own } = options;
  if (
    !model.codec().portable ||
    model.actions === undefined ||
    options.clock !== undefined ||
    options.heapBytes !== undefined
  )
    return solveInSlices(model, own);
  return searchOnPool(def, plainContent(content), model, { ...own, pool, chunk }, t0);
}

/**
 * Solve several levels at once, each with its content and `limits`, level i on thread i mod threads
 * (this thread's share last, once the workers have theirs, in slices: `solveInSlices`, so that this
 * thread's event loop runs all through; a worker's, when the caller searches nothing); results in the
 * order given. `onDone(i, result)` is told of each level as its search ends
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
    const r = await solveInSlices(modelOf(levels[i].def, levels[i].content), { ...limits, seen });
    onDone(i, r);
    out[i] = r;
  }
  return Promise.all(out);
}

/** The content as a worker receives it: its three tables only (a loaded content also names its folder). */
export function plainContent(content: Content): Content {
  return { lexicon: content.lexicon, seams: content.seams, cards: content.cards };
}
