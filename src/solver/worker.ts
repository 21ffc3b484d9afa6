/**
 * The solver's worker thread, run as compiled JavaScript (`worker-build.ts`; `parallel.ts` starts it):
 * runs one thread of a shared search (`shared-run.ts`) or solves a whole level (for `--all`). Each
 * task carries its level and its content (plain data: words, seam words, cards), which the command
 * checked before sending: the worker's bundle leaves out the JSON Schema step
 * (`worker-schemas.ts`), and the content's other checks and the engine's still refuse malformed data.
 * Models are built once per level and content, and kept. Nothing but packed bytes crosses per state.
 * Tasks come as `{ id, task }` messages and are run one at a time, in order; each is answered with
 * `{ id, result }` or `{ id, error: { message, stack } }`.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { Content } from "../content/content";
import type { LevelDef } from "../harness";
import type { Limits } from "./budget";
import { type Model, modelOf } from "./model";
import { type SolveResult, solve } from "./search";
import { ABORT, type SideBudget, threadBudget } from "./shared-budget";
import { C, type SharedMem } from "./shared-memory";
import { runThread } from "./shared-run";
import type { ThreadEnd } from "./shared-thread";
import { noSkips } from "./skipped";

/** A job for a worker: closed union, one handler each. */
export type Task =
  /** `seen`: an exhausted search counts what its states held (`SolveOptions.seen`), sent with the result. */
  | { type: "solve"; def: LevelDef; content: Content; limits: Limits; seen?: boolean }
  /** Thread `me` of a shared search (`shared-pool.ts`) on the buffers `mem`, with its budgets (`shared-budget.ts`). */
  | { type: "shared"; def: LevelDef; content: Content; mem: SharedMem; me: number; side?: SideBudget };

/** What a task gives back. */
export type TaskResult = SolveResult | ThreadEnd;

/** What the pool hands a worker at its start (`workerData`), so that only its own threads run the loop below. */
export const WORKER_MARK = "spellgrid-solver-worker";

const models = new Map<string, Model<unknown>>();

function modelFor(def: LevelDef, content: Content): Model<unknown> {
  const key = JSON.stringify([def, content]);
  let m = models.get(key);
  if (m === undefined) models.set(key, (m = modelOf(def, content)));
  return m;
}

/** Run one task. */
export function run(task: Task): TaskResult {
  if (typeof task.def !== "object" || task.def === null || Array.isArray(task.def))
    throw new Error(
      `solver worker: a ${task.type} task's level must be an object, got ${JSON.stringify(task.def)}`,
    );
  switch (task.type) {
    case "solve":
      return solve(modelOf(task.def, task.content), { ...task.limits, seen: task.seen === true });
    case "shared":
      return sharedThread(task);
    default:
      return task satisfies never;
  }
}

/**
 * A thread of a shared search; one that cannot build its model raises the search's `ABORT` (the others
 * would wait for it). A task that starts after the search ended (`searchOnPool` does not wait for a
 * thread that had not joined) returns at once, before building its model, writing nothing.
 */
function sharedThread(task: Extract<Task, { type: "shared" }>): ThreadEnd {
  const { mem, me, side } = task;
  if (Atomics.load(new Int32Array(mem.ctl), C.DONE) === 1) return { skips: noSkips() }; // (over before I began)
  let model: Model<unknown>;
  try {
    model = modelFor(task.def, task.content);
  } catch (e) {
    if (side !== undefined) Atomics.store(new Int32Array(side.flags), ABORT, 1);
    throw e;
  }
  return runThread(
    model,
    mem,
    me,
    side === undefined ? {} : { over: threadBudget(mem, side, me) },
    side?.flags,
  );
}

if (workerData === WORKER_MARK && parentPort !== null) {
  const port = parentPort;
  port.on("message", ({ id, task }: { id: number; task: Task }) => {
    let result: TaskResult;
    try {
      result = run(task);
    } catch (err) {
      const e = err instanceof Error ? err : new Error(String(err));
      port.postMessage({ id, error: { message: e.message, stack: e.stack } });
      return;
    }
    port.postMessage({ id, result });
  });
}
