/**
 * The solver's worker thread (piscina), run as compiled JavaScript (`worker-build.ts`): runs one shard
 * of a parallel search (`shard-worker.ts`), or solves a whole level (for `--all`). Each task carries its
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
  | { type: "solve"; def: LevelDef; content: Content; limits: Limits };

const models = new Map<string, Model<unknown>>();

function modelFor(def: LevelDef, content: Content): Model<unknown> {
  const key = JSON.stringify([def, content]);
  let m = models.get(key);
  if (m === undefined) models.set(key, (m = modelOf(def, content)));
  return m;
}

/** Run one task. */
export default function run(task: Task): ShardResult | SolveResult {
  switch (task.type) {
    case "shard":
      return runShard(modelFor(task.def, task.content), task);
    case "solve":
      return solve(modelOf(task.def, task.content), task.limits);
    default:
      return task satisfies never;
  }
}
