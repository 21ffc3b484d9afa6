/**
 * The studio's solver, in a Web Worker so the page never freezes: the project's breadth-first search
 * (src/solver/search.ts) over the level's model (src/solver/model.ts), played with the repository's
 * content as the page bundles it (words, seam words and cards; no Node module is reached: the solver's
 * thread pool, src/solver/parallel.ts, is not imported). It computes nothing itself.
 */
import { repositoryContent } from "../src/content/content";
import { modelOf } from "../src/solver/model";
import { solve } from "../src/solver/search";
import { PROGRESS_EVERY, type SolverReply, type SolverRequest } from "./solver-protocol";

const reply = (message: SolverReply) => postMessage(message);

addEventListener("message", (e: MessageEvent<SolverRequest>) => {
  const request = e.data;
  switch (request.type) {
    case "solve":
      try {
        const model = modelOf(request.def, repositoryContent());
        const result = solve(model, {
          maxStates: request.maxStates,
          progressEvery: PROGRESS_EVERY,
          onProgress: (explored) => reply({ type: "progress", explored }),
        });
        reply({ type: "done", result });
      } catch (err) {
        reply({ type: "error", message: err instanceof Error ? err.message : String(err) });
      }
      return;
    default:
      request.type satisfies never; // a new request type needs its case
  }
});
