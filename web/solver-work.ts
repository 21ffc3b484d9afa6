/**
 * What the solver worker (solver.worker.ts) computes for one request: the project's breadth-first search
 * (src/solver/search.ts) over the level's model (src/solver/model.ts) with the repository's content as the
 * page bundles it, and, when the search explored every reachable state, what those states held
 * (`SolveOptions.seen`, src/solver/hints.ts: counted from the states the search kept, as `npm run solve`
 * does), so the panel says what the command says. An error (a level the model refuses) is a reply, never a throw.
 */
import { repositoryContent } from "../src/content/content";
import type { LevelDef } from "../src/harness";
import { modelOf } from "../src/solver/model";
import { solve } from "../src/solver/search";
import { PROGRESS_EVERY, type SolverReply } from "./solver-protocol";

/** The reply to a request to solve `def` within `maxStates` states; progress goes to `onProgress`. */
export function solveReply(
  def: LevelDef,
  maxStates: number,
  onProgress: (explored: number) => void = () => {},
): SolverReply {
  try {
    const model = modelOf(def, repositoryContent());
    const result = solve(model, { maxStates, progressEvery: PROGRESS_EVERY, onProgress, seen: true });
    const seen = !result.solved && result.reason === "unsolvable" ? (result.seen ?? null) : null;
    return { type: "done", result, seen };
  } catch (err) {
    return { type: "error", message: err instanceof Error ? err.message : String(err) };
  }
}
