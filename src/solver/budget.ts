/**
 * A search's budgets (docs/rules.md §7, issue 13 item 5): the distinct states, the wall time and the
 * memory (the "heap": the JS heap and the array buffers the states are packed in) a user allows it.
 * Hitting any of them ends the search with the limit it hit (a `Failure`), never with a crash. The
 * state count is read as each new state is found; the clock and the heap every `CHECK_EVERY` new
 * states (the first included), so a check costs nothing measurable. Runs in Node and in the browser
 * (the heap is read through `process` where there is one; without it a memory budget is never hit).
 */
import { describeValue } from "../engine/cards";

/** Which budget a search hit: its states (`limit`, `--max-states`), its time or its memory. */
export type Limit = "limit" | "time" | "memory";

/** The budgets of one search as plain data (a worker thread receives them); each unbounded when absent. */
export interface Limits {
  /** At most this many distinct states (the start included). */
  maxStates?: number;
  /** At most this many milliseconds of wall time from the search's start. */
  timeLimitMs?: number;
  /** At most this many bytes of memory in use: the JS heap and the array buffers (`heapInUse`). */
  maxHeapBytes?: number;
}

/** The budgets of one search, with the clock and the heap they are read from. */
export interface Budget extends Limits {
  /** The clock, in milliseconds (default: `performance.now`); tests pass their own. */
  clock?: () => number;
  /** The memory in use, in bytes (default: `heapInUse`, the JS heap and array buffers); tests pass their own. */
  heapBytes?: () => number;
}

/**
 * The bytes a store may reserve ahead (`StateStore.expect`) under the memory budget `maxHeapBytes`
 * shared by `stores` stores: half the budget, shared out (no budget: no bound here).
 */
export function reserveWithin(maxHeapBytes: number | undefined, stores: number): number {
  return maxHeapBytes === undefined ? Number.POSITIVE_INFINITY : maxHeapBytes / (2 * stores);
}

/** A search's options a kit user may pass besides the budgets (`SolveOptions`): how it reports progress. */
interface Reporting {
  onProgress?: unknown;
  progressEvery?: unknown;
}

/** Options a search took once and no longer does, each with why (`checkBudget` names it apart from a typo). */
const RETIRED: Readonly<Record<string, string>> = {
  threshold: "with the hash shards (stop 66): the shared search has no layer threshold",
};

/**
 * Throws unless every budget `options` gives is one a search can keep (docs/rules.md §7, as the command
 * line reads them): `maxStates` and `progressEvery` a whole number ≥ 1, `timeLimitMs` and `maxHeapBytes` a
 * number above 0, none of them endless (a budget left out has no limit), `onProgress` a function. The
 * error names the call, the option and the value (`solve: options.timeLimitMs must be a number of
 * milliseconds above 0, not NaN`), before anything is searched: a NaN limit, never reached, would
 * otherwise leave a search the user bounded to run on.
 */
export function checkBudget(
  call: string,
  options: Limits & Reporting,
  where = "options",
  known: readonly string[] = SOLVE_OPTIONS,
): void {
  for (const key of Object.keys(options))
    if (Object.hasOwn(RETIRED, key) && !known.includes(key))
      throw new Error(`${call}: option "${key}" was retired ${RETIRED[key]}; leave it out`);
  for (const key of Object.keys(options))
    if (!known.includes(key))
      throw new Error(
        `${call}: unknown ${where === "limits" ? "limit" : "option"} "${key}" (the ${where} are ${known.join(", ")})`,
      );
  const bad = (option: string, value: unknown, must: string): Error => {
    const leaveOut =
      value === null || value === Number.POSITIVE_INFINITY ? " (leave it out for no limit)" : "";
    return new Error(`${call}: ${where}.${option} must be ${must}, not ${describeValue(value)}${leaveOut}`);
  };
  const whole = (option: "maxStates" | "progressEvery") => {
    const v = options[option];
    if (v !== undefined && !(Number.isInteger(v) && (v as number) >= 1))
      throw bad(option, v, "a whole number ≥ 1");
  };
  const above0 = (option: "timeLimitMs" | "maxHeapBytes", unit: string) => {
    const v = options[option];
    if (v !== undefined && !(typeof v === "number" && Number.isFinite(v) && v > 0))
      throw bad(option, v, `a number of ${unit} above 0`);
  };
  whole("maxStates");
  above0("timeLimitMs", "milliseconds");
  above0("maxHeapBytes", "bytes");
  whole("progressEvery");
  if (options.onProgress !== undefined && typeof options.onProgress !== "function")
    throw bad("onProgress", options.onProgress, "a function (explored, heapBytes?) => void");
  const seen = (options as { seen?: unknown }).seen;
  if (seen !== undefined && typeof seen !== "boolean") throw bad("seen", seen, "true or false");
}

/** The budgets by name (`Limits`): what `solveMany` takes. */
export const LIMIT_OPTIONS: readonly string[] = ["maxStates", "timeLimitMs", "maxHeapBytes"];

/**
 * The options `solve` takes (`SolveOptions`) by name; the other searches add theirs. `checkBudget` refuses
 * a name not listed: a typo (`maxState`) would otherwise be a search without the budget meant.
 */
export const SOLVE_OPTIONS: readonly string[] = [
  ...LIMIT_OPTIONS,
  "clock",
  "heapBytes",
  "onProgress",
  "progressEvery",
  "hash",
  "seen",
];

/** The clock and heap are read once every this many new states. */
export const CHECK_EVERY = 256;

/**
 * The memory this thread uses now, in bytes (0 where no process can say): its JS heap and its array
 * buffers. A search keeps its states packed in array buffers (`StateStore`), outside the JS heap: a
 * budget that read the JS heap alone let a search of millions of states run on at 10 MB of "heap".
 */
export function heapInUse(): number {
  const p = (globalThis as { process?: { memoryUsage?: () => { heapUsed: number; arrayBuffers?: number } } })
    .process;
  const m = p?.memoryUsage?.();
  return m === undefined ? 0 : m.heapUsed + (m.arrayBuffers ?? 0);
}

/**
 * The time and memory budgets as one check: the one broken now, or null. The time is counted from this
 * call. (`budgetCheck` reads it every `CHECK_EVERY` states; the shared search at each chunk's start.)
 */
export function timeOrMemory(budget: Budget): () => "time" | "memory" | null {
  const clock = budget.clock ?? (() => performance.now());
  const heap = budget.heapBytes ?? heapInUse;
  const { timeLimitMs, maxHeapBytes } = budget;
  const deadline = timeLimitMs === undefined ? undefined : clock() + timeLimitMs;
  return () => {
    if (deadline !== undefined && clock() >= deadline) return "time";
    if (maxHeapBytes !== undefined && heap() >= maxHeapBytes) return "memory";
    return null;
  };
}

/**
 * A check to call before each new state is added, with the number of states found so far: the limit
 * that adding one more would break, or null. The time is counted from this call.
 */
export function budgetCheck(budget: Budget): (explored: number) => Limit | null {
  const maxStates = budget.maxStates ?? Number.POSITIVE_INFINITY;
  const over = timeOrMemory(budget);
  let calls = 0;
  return (explored) => {
    if (explored >= maxStates) return "limit";
    if (calls++ % CHECK_EVERY !== 0) return null;
    return over();
  };
}

/**
 * How a budget is named to a user: "state limit 1,000", "time limit 10 s", "memory limit 512 MB"; the
 * states and megabytes in thousands (`countText`), as the progress line counts them.
 */
export function limitText(limit: Limit, budget: Limits): string {
  switch (limit) {
    case "limit":
      return `state limit ${countText(budget.maxStates ?? 0)}`;
    case "time":
      return `time limit ${(budget.timeLimitMs ?? 0) / 1000} s`;
    case "memory":
      return `memory limit ${countText((budget.maxHeapBytes ?? 0) / 2 ** 20)} MB`;
    default:
      return limit satisfies never;
  }
}

/** States explored per second over `ms` milliseconds (rounded): what the progress line and the command print. */
export function statesPerSecond(explored: number, ms: number): number {
  return Math.round(explored / Math.max(ms / 1000, 1e-9));
}

/**
 * A count as the solver's messages print it, in thousands (`3,348,428`): English grouping asked for by
 * name, so that the output is the same whatever the user's locale.
 */
export function countText(n: number): string {
  return n.toLocaleString("en");
}

/** Milliseconds as the solver prints them, to a tenth and in thousands (`2,537.4`), as `countText`. */
export function msText(ms: number): string {
  return ms.toLocaleString("en", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** The progress line of a search: states so far, states per second and the memory in use (MB, `heapInUse`). */
export function progressLine(explored: number, ms: number, heapBytes: number): string {
  const perSecond = statesPerSecond(explored, ms);
  const mb = Math.round(heapBytes / 2 ** 20);
  return `states: ${countText(explored)}  states/s: ${countText(perSecond)}  heap: ${countText(mb)} MB`;
}
