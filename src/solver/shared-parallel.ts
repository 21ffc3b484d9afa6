/**
 * The shared search on real threads (docs/rules.md §7; stage 2 begun, not yet behind `solveParallel`
 * or the command): this thread runs thread 0 and each of the pool's workers one more, all on the same
 * shared buffers (`shared-memory.ts`); a worker joins at the first layer's end after it has built its
 * model. Each thread runs by `runThread` (`shared-run.ts`).
 */
import type { Content } from "../content/content";
import type { LevelDef } from "../harness";
import { checkBudget, SOLVE_OPTIONS, timeOrMemory } from "./budget";
import { modelOf } from "./model";
import { plainContent, type SolverPool } from "./parallel";
import { type SolveOptions, type SolveResult, solve } from "./search";
import { CHUNK, sharedMemory } from "./shared-memory";
import { runThread } from "./shared-run";
import { outcomeOf, startBytes } from "./shared-search";
import { startShared, type ThreadEnd } from "./shared-thread";

/**
 * The shared search of `def` on this thread and every worker of `pool` (its callerSearches pool): the
 * outcome of `solve`. Without a state budget its memory is reserved as `sharedMemory` says; a model without
 * `Model.actions`, or whose codec is not portable, is searched by `solve` here.
 */
export async function solveSharedOnPool(
  def: LevelDef,
  content: Content,
  options: SolveOptions & { pool: SolverPool; chunk?: number },
): Promise<SolveResult> {
  checkBudget("solveSharedOnPool", options, "options", [...SOLVE_OPTIONS, "pool", "chunk"]);
  const t0 = performance.now();
  const { pool, chunk, ...own } = options;
  const model = modelOf(def, content);
  if (model.actions === undefined || !model.codec().portable) return solve(model, own);
  if (model.won(model.start)) return { solved: true, actions: [], explored: 1, ms: performance.now() - t0 };
  const threads = pool.callerSearches ? pool.threads : 1;
  const mem = sharedMemory({
    threads,
    actions: model.actions,
    maxStates: options.maxStates,
    bytesPerState: startBytes(model) * 2 + 64,
    chunk: chunk ?? CHUNK,
  });
  startShared(model, mem);
  const data = plainContent(content);
  const runs: Promise<unknown>[] = [];
  for (let k = 1; k < threads; k++)
    runs.push(pool.run(k - 1, { type: "shared", def, content: data, mem, me: k }));
  const mine = runThread(model, mem, 0, { over: timeOrMemory(options), hash: options.hash });
  const others = (await Promise.all(runs)) as ThreadEnd[];
  return { ...outcomeOf(model, mem, [mine, ...others], options.seen === true), ms: performance.now() - t0 };
}
