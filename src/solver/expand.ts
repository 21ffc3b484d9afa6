/**
 * Expanding search nodes named by their paths (the actions from the start): what a worker thread
 * does for the parallel search. A path is replayed from the start state, a layer's paths sharing
 * their parent's state through a small cache, so siblings replay nothing.
 */
import type { PlayerAction } from "../play/notation";
import type { Model } from "./model";

/** What the coordinator needs to know about one successor: enough to dedupe and to stop. */
export interface Child {
  readonly action: PlayerAction;
  readonly hash: number;
  readonly won: boolean;
  readonly lost: boolean;
}

/** A successor as the coordinator sees it. */
export function childOf<S>(model: Model<S>, action: PlayerAction, state: S): Child {
  return { action, hash: model.hash(state), won: model.won(state), lost: model.lost(state) };
}

/** The state at the end of `path`, reusing the longest cached prefix state. */
function stateAt<S>(model: Model<S>, path: readonly PlayerAction[], cache: Map<string, S>): S {
  let s = model.start;
  let key = "";
  for (const a of path) {
    key += `${JSON.stringify(a)}\n`;
    const hit = cache.get(key);
    if (hit !== undefined) {
      s = hit;
      continue;
    }
    s = model.apply(s, a);
    cache.set(key, s);
  }
  return s;
}

/** The children of each node, in the order `model.successors` lists them. */
export function expandPaths<S>(model: Model<S>, paths: readonly (readonly PlayerAction[])[]): Child[][] {
  const cache = new Map<string, S>();
  return paths.map((path) =>
    model.successors(stateAt(model, path, cache)).map(({ action, state }) => childOf(model, action, state)),
  );
}
