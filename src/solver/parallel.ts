/**
 * The search on every core (piscina worker threads). Level-synchronous BFS: each layer's nodes are
 * split into contiguous slices; workers expand them (replaying each node's path) and return every
 * child's action, hash, won and lost; the coordinator then dedupes the children in layer order,
 * exactly as `solve` does one node at a time, so the result (script and states explored) is the
 * single-threaded one. `solveMany` solves whole levels in parallel instead (`--all`).
 */
import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import type { LevelDef } from "../harness";
import type { PlayerAction } from "../play/notation";
import type { Child } from "./expand";
import { expandPaths } from "./expand";
import { modelOf } from "./model";
import { type Found, pathTo, type SolveOptions, type SolveResult } from "./search";
import type { Task } from "./worker";

/** How many threads to use by default: every core. */
export const CORES = availableParallelism();

/** Layers smaller than this are expanded on the coordinator thread. */
export const LAYER_THRESHOLD = 512;

/** A pool of solver workers; close it with `pool.destroy()`. */
export function solverPool(threads = CORES): Piscina<Task, Child[][] | SolveResult> {
  return new Piscina({
    filename: new URL("./worker.mjs", import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
  });
}

/** Split `xs` into `n` contiguous slices of near-equal length (empty slices dropped). */
function slices<T>(xs: readonly T[], n: number): T[][] {
  const size = Math.ceil(xs.length / n);
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += size) out.push(xs.slice(i, i + size));
  return out;
}

/** Options of the parallel search: the single-threaded ones, plus the pool and the layer threshold. */
export interface ParallelOptions extends SolveOptions {
  pool: Piscina<Task, Child[][] | SolveResult>;
  threshold?: number;
}

/** BFS with each large layer expanded by the pool; same result as `solve(modelOf(def))`. */
export async function solveParallel(def: LevelDef, options: ParallelOptions): Promise<SolveResult> {
  const t0 = performance.now();
  const model = modelOf(def);
  const max = options.maxStates ?? Number.POSITIVE_INFINITY;
  const every = options.progressEvery ?? 10_000;
  const threads = options.pool.options.maxThreads;
  const seen = new Set<string>([model.hash(model.start)]);
  const parent: number[] = [-1];
  const action: (PlayerAction | null)[] = [null];
  const result = (r: Found): SolveResult => ({ ...r, ms: performance.now() - t0 });
  if (model.won(model.start)) return result({ solved: true, actions: [], explored: 1 });
  let layer: number[] = model.lost(model.start) ? [] : [0];
  while (layer.length > 0) {
    const paths = layer.map((n) => pathTo(n, parent, action));
    const children: Child[][] =
      layer.length < (options.threshold ?? LAYER_THRESHOLD)
        ? expandPaths(model, paths)
        : (
            await Promise.all(
              slices(paths, threads * 4).map(
                (p) => options.pool.run({ type: "expand", def, paths: p }) as Promise<Child[][]>,
              ),
            )
          ).flat();
    const next: number[] = [];
    for (let i = 0; i < layer.length; i++)
      for (const c of children[i]) {
        if (seen.has(c.hash)) continue;
        if (seen.size >= max) return result({ solved: false, reason: "limit", explored: seen.size });
        seen.add(c.hash);
        const id = parent.length;
        parent.push(layer[i]);
        action.push(c.action);
        if (seen.size % every === 0) options.onProgress?.(seen.size);
        if (c.won) return result({ solved: true, actions: pathTo(id, parent, action), explored: seen.size });
        if (!c.lost) next.push(id);
      }
    layer = next;
  }
  return result({ solved: false, reason: "unsolvable", explored: seen.size });
}

/** Solve several levels at once, one per worker; results in the order given. */
export function solveMany(
  defs: readonly LevelDef[],
  pool: Piscina<Task, Child[][] | SolveResult>,
  maxStates?: number,
): Promise<SolveResult[]> {
  return Promise.all(defs.map((def) => pool.run({ type: "solve", def, maxStates }) as Promise<SolveResult>));
}
