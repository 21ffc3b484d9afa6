/**
 * The search on every core (piscina worker threads). Level-synchronous BFS: each layer's nodes are
 * split into contiguous slices; workers expand them (replaying each node's path) and return every
 * child's action, hash, won and lost; the coordinator then dedupes the children in layer order,
 * exactly as `solve` does one node at a time, so the result (script and states explored) is the
 * single-threaded one. `solveMany` solves whole levels in parallel instead (`--all`).
 */
import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import type { Content } from "../content/content";
import type { LevelDef } from "../harness";
import type { PlayerAction } from "../play/notation";
import { budgetCheck, type Limits } from "./budget";
import type { Child } from "./expand";
import { childOf, expandPaths } from "./expand";
import { modelOf, type Successor } from "./model";
import { type Found, pathTo, type SolveOptions, type SolveResult } from "./search";
import type { Task } from "./worker";

/** How many threads to use by default: every core. */
export const CORES = availableParallelism();

/**
 * Layers smaller than this are expanded on the coordinator thread by default: a worker replays each
 * node's path and the pool takes a while to start, so only large layers gain from threads.
 */
export const LAYER_THRESHOLD = 20_000;

/** A pool of solver workers; close it with `pool.destroy()`. */
export function solverPool(threads = CORES): SolverPool {
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
  /** The pool, or how to make it: it is made only when a layer reaches the threshold. */
  pool: SolverPool | (() => SolverPool);
  threshold?: number;
}

/** The pool's type. */
export type SolverPool = Piscina<Task, Child[][] | SolveResult>;

/**
 * BFS where small layers are expanded here from their states, as `solve` does, and each layer of at
 * least `threshold` nodes by the pool from its paths (after which states are no longer kept).
 * Same result as `solve(modelOf(def, content))`.
 */
export async function solveParallel(
  def: LevelDef,
  content: Content,
  options: ParallelOptions,
): Promise<SolveResult> {
  const t0 = performance.now();
  const model = modelOf(def, content);
  const data = plainContent(content);
  const over = budgetCheck(options);
  const every = options.progressEvery ?? 10_000;
  const threshold = options.threshold ?? LAYER_THRESHOLD;
  let pool = typeof options.pool === "function" ? null : options.pool;
  const seen = new Set<number>([model.hash(model.start)]);
  const parent: number[] = [-1];
  const action: (PlayerAction | null)[] = [null];
  const result = (r: Found): SolveResult => ({ ...r, ms: performance.now() - t0 });
  if (model.won(model.start)) return result({ solved: true, actions: [], explored: 1 });
  let layer: number[] = model.lost(model.start) ? [] : [0];
  let states: unknown[] | null = [model.start];
  while (layer.length > 0) {
    let children: Child[][];
    let kids: unknown[][] | null = null;
    if (states !== null && layer.length < threshold) {
      const succ: Successor<unknown>[][] = states.map((st) => model.successors(st));
      kids = succ.map((xs) => xs.map((x) => x.state));
      children = succ.map((xs) => xs.map((x) => childOf(model, x.action, x.state)));
    } else {
      const paths = layer.map((n) => pathTo(n, parent, action));
      if (layer.length < threshold) children = expandPaths(model, paths);
      else {
        pool ??= (options.pool as () => SolverPool)();
        const p = pool;
        const parts = slices(paths, p.options.maxThreads * 4);
        const done = await Promise.all(
          parts.map((x) => p.run({ type: "expand", def, content: data, paths: x }) as Promise<Child[][]>),
        );
        children = done.flat();
      }
    }
    const next: number[] = [];
    const nextStates: unknown[] = [];
    for (let i = 0; i < layer.length; i++)
      for (let j = 0; j < children[i].length; j++) {
        const c = children[i][j];
        if (seen.has(c.hash)) continue;
        const limit = over(seen.size);
        if (limit !== null) return result({ solved: false, reason: limit, explored: seen.size });
        seen.add(c.hash);
        const id = parent.length;
        parent.push(layer[i]);
        action.push(c.action);
        if (seen.size % every === 0) options.onProgress?.(seen.size);
        if (c.won) return result({ solved: true, actions: pathTo(id, parent, action), explored: seen.size });
        if (c.lost) continue;
        next.push(id);
        if (kids) nextStates.push(kids[i][j]);
      }
    layer = next;
    states = kids ? nextStates : null;
  }
  return result({ solved: false, reason: "unsolvable", explored: seen.size });
}

/** Solve several levels at once, one per worker, each with its content and `limits`; results in the order given. */
export function solveMany(
  levels: readonly { def: LevelDef; content: Content }[],
  pool: SolverPool,
  limits: Limits = {},
): Promise<SolveResult[]> {
  return Promise.all(
    levels.map(
      ({ def, content }) =>
        pool.run({ type: "solve", def, content: plainContent(content), limits }) as Promise<SolveResult>,
    ),
  );
}

/** The content as a worker receives it: its three tables only (a loaded content also names its folder). */
function plainContent(content: Content): Content {
  return { lexicon: content.lexicon, seams: content.seams, cards: content.cards };
}
