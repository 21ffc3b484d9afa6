/**
 * Breadth-first search for a shortest winning script. States are deduplicated by canonical hash
 * (equal states hash equal however reached); a lost state is a dead end (no undo in search); the
 * first winning state generated is at the least depth, since BFS generates depth by depth.
 */
import type { PlayerAction } from "../play/notation";
import { type Budget, budgetCheck, type Limit } from "./budget";
import type { Model } from "./model";

/** Bounds and hooks for a search: its budgets (states, time, heap; default unbounded), its progress. */
export interface SolveOptions extends Budget {
  /** Called every `progressEvery` states with the count so far. */
  onProgress?: (explored: number) => void;
  progressEvery?: number;
}

/** Why a search found nothing: it hit a budget (`limit` is `maxStates`), or every reachable state was seen. */
export type Failure = Limit | "unsolvable";

/** A search's outcome; `explored` counts distinct states reached (the start included). */
export type SolveResult = Found & { ms: number };

/** A search's outcome without its time. */
export type Found =
  | { solved: true; actions: PlayerAction[]; explored: number }
  | { solved: false; reason: Failure; explored: number };

/** The actions from the start to node `i`, following parent pointers. */
export function pathTo(
  i: number,
  parent: readonly number[],
  action: readonly (PlayerAction | null)[],
): PlayerAction[] {
  const out: PlayerAction[] = [];
  for (let n = i; n > 0; n = parent[n]) out.push(action[n]!);
  return out.reverse();
}

/** Single-threaded BFS over `model` from its start state. */
export function solve<S>(model: Model<S>, options: SolveOptions = {}): SolveResult {
  const t0 = performance.now();
  const over = budgetCheck(options);
  const every = options.progressEvery ?? 10_000;
  const done = (r: Found): SolveResult => ({ ...r, ms: performance.now() - t0 });
  const seen = new Set<number>([model.hash(model.start)]);
  const parent: number[] = [-1];
  const action: (PlayerAction | null)[] = [null];
  if (model.won(model.start)) return done({ solved: true, actions: [], explored: 1 });
  const queue: (S | undefined)[] = model.lost(model.start) ? [] : [model.start];
  const node: number[] = [0];
  for (let head = 0; head < queue.length; head++) {
    const s = queue[head]!;
    queue[head] = undefined;
    for (const next of model.successors(s)) {
      const h = model.hash(next.state);
      if (seen.has(h)) continue;
      const limit = over(seen.size);
      if (limit !== null) return done({ solved: false, reason: limit, explored: seen.size });
      seen.add(h);
      const id = parent.length;
      parent.push(node[head]);
      action.push(next.action);
      if (seen.size % every === 0) options.onProgress?.(seen.size);
      if (model.won(next.state))
        return done({ solved: true, actions: pathTo(id, parent, action), explored: seen.size });
      if (model.lost(next.state)) continue;
      queue.push(next.state);
      node.push(id);
    }
  }
  return done({ solved: false, reason: "unsolvable", explored: seen.size });
}
