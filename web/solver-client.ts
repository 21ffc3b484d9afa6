/**
 * The page's side of the solver worker: one search at a time, its progress, and Cancel (the worker is
 * terminated, and a fresh one serves the next search).
 */
import type { LevelDef } from "../src/harness";
import type { Seen } from "../src/solver/hints";
import type { SolveResult } from "../src/solver/search";
import type { SolverReply, SolverRequest } from "./solver-protocol";

/** How a search ended. */
export type SolveOutcome =
  | { type: "done"; result: SolveResult; seen: Seen | null }
  | { type: "cancelled"; explored: number }
  | { type: "error"; message: string };

/** The studio's worker, bundled by Vite from solver.worker.ts. */
export function solverWorker(): Worker {
  return new Worker(new URL("./solver.worker.ts", import.meta.url), { type: "module", name: "solver" });
}

export class SolverClient {
  private worker: Worker | null = null;
  private finish: ((outcome: SolveOutcome) => void) | null = null;
  private explored = 0;

  constructor(private readonly makeWorker: () => Worker = solverWorker) {}

  /** Whether a search is running. */
  get busy(): boolean {
    return this.finish !== null;
  }

  /** Solves `def` within `maxStates` states; a search still running is cancelled first. */
  solve(def: LevelDef, maxStates: number, onProgress: (explored: number) => void): Promise<SolveOutcome> {
    this.cancel();
    this.worker ??= this.makeWorker();
    this.explored = 0;
    const worker = this.worker;
    return new Promise((resolve) => {
      this.finish = (outcome) => {
        this.finish = null;
        worker.onmessage = null;
        worker.onerror = null;
        resolve(outcome);
      };
      worker.onmessage = (e: MessageEvent<SolverReply>) => {
        const reply = e.data;
        switch (reply.type) {
          case "progress":
            this.explored = reply.explored;
            onProgress(reply.explored);
            return;
          case "done":
            this.finish?.({ type: "done", result: reply.result, seen: reply.seen });
            return;
          case "error":
            this.finish?.({ type: "error", message: reply.message });
            return;
          default:
            reply satisfies never;
        }
      };
      worker.onerror = (e) => {
        e.preventDefault();
        this.drop();
        this.finish?.({ type: "error", message: `the solver stopped: ${e.message || "unknown error"}` });
      };
      const request: SolverRequest = { type: "solve", def: structuredClone(def), maxStates };
      worker.postMessage(request);
    });
  }

  /** Stops the running search, if any (its promise resolves as cancelled). */
  cancel(): void {
    if (!this.finish) return;
    this.drop();
    this.finish({ type: "cancelled", explored: this.explored });
  }

  private drop(): void {
    this.worker?.terminate();
    this.worker = null;
  }
}
