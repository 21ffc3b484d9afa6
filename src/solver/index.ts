/**
 * The solver's public door: forward models of levels, breadth-first search for a shortest winning
 * script (single-threaded or on worker threads, with identical results), and solution replays.
 */
export {
  type Budget,
  budgetCheck,
  CHECK_EVERY,
  heapInUse,
  type Limit,
  type Limits,
  limitText,
  progressLine,
} from "./budget";
export { type Model, modelOf, type Successor } from "./model";
export {
  CORES,
  type ParallelOptions,
  SolverPool,
  solveMany,
  solveParallel,
  solverPool,
} from "./parallel";
export { saveReplay, solutionSession } from "./replays";
export { type Failure, type Found, type SolveOptions, type SolveResult, solve } from "./search";
export { type Skipped, type SkipReason, skippedText } from "./skipped";
