/**
 * The solver's worker thread (piscina): expands a slice of a BFS layer, or solves a whole level
 * (for `--all`). Models are built once per level definition and kept.
 */
import type { LevelDef } from "../harness";
import type { PlayerAction } from "../play/notation";
import { type Child, expandPaths } from "./expand";
import { type Model, modelOf } from "./model";
import { type SolveResult, solve } from "./search";

/** A job for a worker: closed union, one handler each. */
export type Task =
  | { type: "expand"; def: LevelDef; paths: PlayerAction[][] }
  | { type: "solve"; def: LevelDef; maxStates?: number };

const models = new Map<string, Model<unknown>>();

function modelFor(def: LevelDef): Model<unknown> {
  const key = JSON.stringify(def);
  let m = models.get(key);
  if (m === undefined) models.set(key, (m = modelOf(def)));
  return m;
}

/** Run one task. */
export default function run(task: Task): Child[][] | SolveResult {
  switch (task.type) {
    case "expand":
      return expandPaths(modelFor(task.def), task.paths);
    case "solve":
      return solve(modelOf(task.def), { maxStates: task.maxStates });
    default:
      return task satisfies never;
  }
}
