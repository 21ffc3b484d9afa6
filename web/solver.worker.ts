/**
 * The studio's solver, in a Web Worker so the page never freezes: the project's breadth-first search
 * (src/solver/search.ts) over the level's model (src/solver/model.ts), played with the repository's
 * content as the page bundles it (words, seam words and cards; no Node module is reached: the solver's
 * thread pool, src/solver/parallel.ts, is not imported). It computes nothing itself (solver-work.ts).
 */
import type { SolverReply, SolverRequest } from "./solver-protocol";
import { solveReply } from "./solver-work";

const reply = (message: SolverReply) => postMessage(message);

addEventListener("message", (e: MessageEvent<SolverRequest>) => {
  const request = e.data;
  switch (request.type) {
    case "solve":
      reply(solveReply(request.def, request.maxStates, (explored) => reply({ type: "progress", explored })));
      return;
    default:
      request.type satisfies never; // a new request type needs its case
  }
});
