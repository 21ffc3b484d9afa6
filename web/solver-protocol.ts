/**
 * The messages between the studio page and its solver worker (solver.worker.ts): closed unions, one
 * handler each side. The page sends a level and a state budget; the worker answers with progress (the
 * distinct states explored so far) and then one result or one error. Cancel is the page terminating the
 * worker: a search holds no resource worth a goodbye.
 */
import type { LevelDef } from "../src/harness";
import { plural, pluralNoun } from "../src/play/plural";
import type { SolveResult } from "../src/solver/search";
import { skippedText } from "../src/solver/skipped";

/** Page → worker. */
export type SolverRequest = { type: "solve"; def: LevelDef; maxStates: number };

/** Worker → page. */
export type SolverReply =
  | { type: "progress"; explored: number }
  | { type: "done"; result: SolveResult }
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
 * What the studio says of a result: "solvable in N actions", "unsolvable" or "gave up at N states", then
 * the actions the search skipped, when it skipped some, as `npm run solve` says them (`skippedText`).
 */
export function verdict(result: SolveResult): string {
  const skipped = skippedText(result.skipped);
  return skipped === null ? outcome(result) : `${outcome(result)}; ${skipped}`;
}

/** The verdict's first part: whether the level was solved, or why not. */
function outcome(result: SolveResult): string {
  if (result.solved) return `solvable in ${plural(result.actions.length, "action")}`;
  switch (result.reason) {
    case "unsolvable":
      return "unsolvable";
    case "limit":
    case "time":
    case "memory":
      return `gave up at ${result.explored.toLocaleString("en")} ${pluralNoun(result.explored, "state")}`;
    default:
      return result.reason satisfies never;
  }
}
