/**
 * The messages between the studio page and its solver worker (solver.worker.ts): closed unions, one
 * handler each side. The page sends a level and a state budget; the worker answers with progress (the
 * distinct states explored so far) and then one result (with what its states held when it explored them
 * all: `seenBySearch`, src/solver/hints.ts) or one error. Cancel is the page terminating the
 * worker: a search holds no resource worth a goodbye.
 */
import type { LevelDef } from "../src/harness";
import { plural } from "../src/play/plural";
import { noWinText, type Seen } from "../src/solver/hints";
import type { SolveResult } from "../src/solver/search";
import { skippedText } from "../src/solver/skipped";

/** Page → worker. */
export type SolverRequest = { type: "solve"; def: LevelDef; maxStates: number };

/** Worker → page. */
export type SolverReply =
  | { type: "progress"; explored: number }
  | { type: "done"; result: SolveResult; seen: Seen | null }
  | { type: "error"; message: string };

/** How often (in states explored) the worker reports progress. */
export const PROGRESS_EVERY = 500;

/** The state budget the studio starts with (the user can set another). */
export const DEFAULT_MAX_STATES = 200_000;

/** The largest budget the studio accepts: a breadth-first frontier this big is near a tab's memory. */
export const MAX_STATES_LIMIT = 5_000_000;

/** The budget typed by the user, checked: a whole number from 1 to `MAX_STATES_LIMIT`. */
export function parseBudget(text: string): number {
  const n = Number(text.trim().replace(/[,_\s]/g, ""));
  if (text.trim() === "" || !Number.isInteger(n) || n < 1 || n > MAX_STATES_LIMIT)
    throw new Error(
      `the state budget must be a whole number from 1 to ${MAX_STATES_LIMIT.toLocaleString("en")}, not "${text}"`,
    );
  return n;
}

/**
 * What the studio says of a result, in `npm run solve`'s words (`noWinText`, src/solver/hints.ts):
 * "solvable in N actions", "unsolvable: every reachable state was explored" with what its states held
 * (`seen`) on the lines below, or "not found within budget: gave up at N states (state limit N)"; the
 * first line then gives `stats` (the states explored and the time), in an aside of its own or, when the
 * verdict ends in one ("(state limit N)"), inside it, so two asides never stand side by side; then the
 * actions the search skipped, when it skipped some (`skippedText`).
 */
export function verdict(
  result: SolveResult,
  maxStates: number,
  seen: Seen | null = null,
  stats: string | null = null,
): string {
  const [head, ...below] = result.solved
    ? [`solvable in ${plural(result.actions.length, "action")}`]
    : noWinText(result.reason, result.explored, { maxStates }, seen);
  const first =
    stats === null ? head : head.endsWith(")") ? `${head.slice(0, -1)}; ${stats})` : `${head} (${stats})`;
  const skipped = skippedText(result.skipped);
  return [skipped === null ? first : `${first}; ${skipped}`, ...below].join("\n");
}
