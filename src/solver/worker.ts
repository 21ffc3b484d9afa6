/**
 * The solver's worker thread (piscina): expands a slice of a BFS layer, or solves a whole level
 * (for `--all`). Each task carries its level and its content (plain data: words, seam words, cards);
 * models are built once per level and content, and kept.
 */
import type { Content } from "../content/content";
import type { LevelDef } from "../harness";
import type { PlayerAction } from "../play/notation";
import type { Limits } from "./budget";
import { type Child, expandPaths } from "./expand";
import { type Model, modelOf } from "./model";
import { type SolveResult, solve } from "./search";

/** A job for a worker: closed union, one handler each. */
export type Task =
  | { type: "expand"; def: LevelDef; content: Content; paths: PlayerAction[][] }
  | { type: "solve"; def: LevelDef; content: Content; limits: Limits };

const models = new Map<string, Model<unknown>>();

function modelFor(def: LevelDef, content: Content): Model<unknown> {
  const key = JSON.stringify([def, content]);
  let m = models.get(key);
  if (m === undefined) models.set(key, (m = modelOf(def, content)));
  return m;
}

/** Run one task. */
export default function run(task: Task): Child[][] | SolveResult {
  switch (task.type) {
    case "expand":
      return expandPaths(modelFor(task.def, task.content), task.paths);
    case "solve":
      return solve(modelOf(task.def, task.content), task.limits);
    default:
      return task satisfies never;
  }
}
