/**
 * The solver's worker thread (piscina), run as compiled JavaScript (`worker-build.ts`): builds a level's
 * model ahead of a parallel search (`warm`), runs one shard of it (`shard-worker.ts`), or solves a whole
 * level (for `--all`). Each task carries its
 * level and its content (plain data: words, seam words, cards); models are built once per level and
 * content, and kept. Nothing but packed bytes crosses per state.
 */
import type { Content } from "../content/content";
import type { LevelDef } from "../harness";
import type { Limits } from "./budget";
import { type Model, modelOf } from "./model";
import { type SolveResult, solve } from "./search";
import { runShard, type ShardJob, type ShardResult } from "./shard-worker";

/** A job for a worker: closed union, one handler each. */
export type Task =
  | ({ type: "shard"; def: LevelDef; content: Content } & ShardJob)
  | { type: "solve"; def: LevelDef; content: Content; limits: Limits }
  | { type: "warm"; def: LevelDef; content: Content; ready: SharedArrayBuffer };

const models = new Map<string, Model<unknown>>();

function modelFor(def: LevelDef, content: Content): Model<unknown> {
  const key = JSON.stringify([def, content]);
  let m = models.get(key);
  if (m === undefined) models.set(key, (m = modelOf(def, content)));
  return m;
}

/**
 * Build the level's model on this thread (loading this module first, if this thread had not) and count
 * one warm-up done. It never waits for the other threads: a pool may hold warm-ups of several searches.
 */
function warm(task: Extract<Task, { type: "warm" }>): null {
  modelFor(task.def, task.content);
  Atomics.add(new Int32Array(task.ready), 0, 1);
  return null;
}

/** Run one task. */
export default function run(task: Task): ShardResult | SolveResult | null {
  switch (task.type) {
    case "shard":
      return runShard(modelFor(task.def, task.content), task);
    case "solve":
      return solve(modelOf(task.def, task.content), task.limits);
    case "warm":
      return warm(task);
    default:
      return task satisfies never;
  }
}
