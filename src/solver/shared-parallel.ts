/**
 * The shared search on real threads (docs/rules.md §7), called by itself: `solveParallel` runs it under
 * a state budget (`shared-pool.ts`), and so does the command's `--workers N`.
 */
import type { Content } from "../content/content";
import type { LevelDef } from "../harness";
import { checkBudget, SOLVE_OPTIONS } from "./budget";
import { modelOf } from "./model";
import { plainContent, type SolverPool } from "./parallel";
import { type SolveOptions, type SolveResult, solve } from "./search";
import { searchOnPool } from "./shared-pool";

/**
 * The shared search of `def` on every thread of `pool` (this one and its workers, or its workers alone:
 * `searchOnPool`): the outcome of `solve`. It needs a state budget (its memory is reserved for it); a
 * model without `Model.actions`, or whose codec is not portable, is searched by `solve` here.
 */
export async function solveSharedOnPool(
  def: LevelDef,
  content: Content,
  options: SolveOptions & { pool: SolverPool; chunk?: number },
): Promise<SolveResult> {
  checkBudget("solveSharedOnPool", options, "options", [...SOLVE_OPTIONS, "pool", "chunk"]);
  const t0 = performance.now();
  const { pool: _pool, chunk: _chunk, ...own } = options;
  const model = modelOf(def, content);
  if (model.actions === undefined || !model.codec().portable) return solve(model, own);
  return searchOnPool(def, plainContent(content), model, options, t0);
}
