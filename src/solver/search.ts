/**
 * Breadth-first search for a shortest winning script (docs/rules.md §7). Every state reached is kept
 * packed as bytes in a `StateStore` (issue 13 item 3): the store is the seen set and, in the order
 * states were reached, the queue. A state is expanded by decoding it into the codec's one reusable
 * state; each successor is encoded and kept only when its bytes are new, so deduplication is exact (a
 * hash collision cannot prune a distinct state). A lost state is a dead end (no undo in search); the
 * first winning state generated is at the least depth, since BFS generates depth by depth. A state
 * keeps the number of its action among its parent's successors; the script is found again at the end
 * by replaying those numbers from the start.
 */
import type { PlayerAction } from "../play/notation";
import { type Budget, budgetCheck, checkBudget, type Limit, reserveWithin } from "./budget";
import { type Seen, seenInStore } from "./hints";
import type { Model } from "./model";
import { type ByteHash, Reader, StateStore, Writer } from "./packed";
import { noSkips, type SkipCounts, type Skipped, type SkipReason, skipIndex, withSkipped } from "./skipped";

/** Bounds and hooks for a search: its budgets (states, time, heap; default unbounded), its progress. */
export interface SolveOptions extends Budget {
  /**
   * Called every `progressEvery` states with the count so far (on workers: every 100 ms, with the heap
   * of all threads).
   */
  onProgress?: (explored: number, heapBytes?: number) => void;
  progressEvery?: number;
  /** The hash of packed states (tests inject a colliding one; the default is `hashBytes`). */
  hash?: ByteHash;
  /**
   * Whether an exhausted search counts what its states held (`Seen`, hints.ts: lost, with a WIN object)
   * from the states it kept, decoding each once and expanding none again; the count is its outcome's `seen`.
   */
  seen?: boolean;
}

/** Why a search found nothing: it hit a budget (`limit` is `maxStates`), or every reachable state was seen. */
export type Failure = Limit | "unsolvable";

/** A search's outcome; `explored` counts distinct states reached (the start included). */
export type SolveResult = Found & { ms: number };

/**
 * A search's outcome without its time. `skipped`: the successors it skipped, by why (`skipped.ts`: an
 * action refused for a limit of docs/rules.md §9, a step asking the chooser), among the actions it tried
 * (when it wins, those tried before the winning one); absent when it skipped none. `seen`: what the
 * states of an exhausted search held, when `SolveOptions.seen` asked for it (`seenInStore`, hints.ts).
 */
export type Found =
  | { solved: true; actions: PlayerAction[]; explored: number; skipped?: Skipped }
  | { solved: false; reason: Failure; explored: number; skipped?: Skipped; seen?: Seen };

/**
 * The script of successor numbers `steps` from the model's start (successors are listed in a fixed
 * order), as actions. Each state on the way is expanded by the model's codec, in place, as the search
 * expanded it (`Codec.expand` visits successors in `Model.successors`' order, with their actions):
 * listing `successors` would copy every successor of every state on the way, which in a small search
 * cost as much as a tenth of it.
 */
export function scriptOf<S>(model: Model<S>, steps: readonly number[]): PlayerAction[] {
  const w = new Writer();
  model.codec().encode(model.start, w);
  return scriptFrom(model, w, steps, []);
}

/**
 * `scriptOf` from the state `w` holds (its bytes, as the search keeps them: the state it expanded),
 * appended to `out`. (`w` is written over.)
 */
function scriptFrom<S>(
  model: Model<S>,
  w: Writer,
  steps: readonly number[],
  out: PlayerAction[],
): PlayerAction[] {
  const codec = model.codec();
  for (const j of steps) {
    const bytes = w.bytes.slice(0, w.length); // the codec reads these again while it expands
    let action: PlayerAction | null = null;
    w.reset();
    codec.expand(new Reader(bytes, 0), (s, k, a) => {
      if (k !== j) return false;
      action = a;
      codec.encode(s, w);
      return true; // the successors after it are not played
    });
    if (action === null) throw new Error(`scriptOf: the state has no successor ${j}`);
    out.push(action);
  }
  return out;
}

/** The successor numbers from the start to state `i` of `store`, along its parents, first step first. */
export function stepsTo(store: StateStore, i: number): number[] {
  const steps: number[] = [];
  for (let n = i; n > 0; n = store.parent[n]) steps.push(store.action[n]);
  return steps.reverse();
}

/**
 * A search keeps the action of each of its first this many states (`StateStore.notes`): the script of a
 * state found among them is read, not played again (replaying it expanded each state on the way once
 * more, the tenth of a search of a hundred states), and a state found later is played again only from
 * its last ancestor among them. Past them nothing is kept, so a large search's memory per state is
 * unchanged.
 */
export const KEPT_ACTIONS = 1 << 14;

/**
 * The script from the start to state `i` of `store`: the actions its search kept (`KEPT_ACTIONS`) of
 * the states on the way, then the rest played again from the last of those states (its bytes, as the
 * search expanded it, so its successors are numbered as the search numbered them).
 */
export function scriptTo<S>(model: Model<S>, store: StateStore, i: number): PlayerAction[] {
  const path: number[] = []; // the states on the way, the start's first successor first
  for (let n = i; n > 0; n = store.parent[n]) path.push(n);
  path.reverse();
  const kept = store.notes as (PlayerAction | undefined)[];
  const out: PlayerAction[] = [];
  for (; out.length < path.length; ) {
    const action = kept[path[out.length]];
    if (action === undefined) break;
    out.push(action);
  }
  if (out.length === path.length) return out;
  const from = out.length === 0 ? 0 : path[out.length - 1]; // the last state whose action was kept
  const w = new Writer();
  const bytes = store.bytesOf(from);
  w.room(bytes.length);
  w.bytes.set(bytes);
  w.length = bytes.length;
  const steps = path.slice(out.length).map((n) => store.action[n]);
  return scriptFrom(model, w, steps, out);
}

/**
 * Where a search stopped: its outcome, or (when `pause` asked it to stop) its store, none won: the
 * states of the layer being expanded are those from `layer` to `next`, of which those before `head` are
 * expanded; the states from `next` on are the next layer's found so far, in breadth-first order; `skips`,
 * the successors skipped so far.
 */
export type Searched =
  | { found: Found }
  | { found: null; store: StateStore; layer: number; head: number; next: number; skips: SkipCounts };

/** Single-threaded BFS over `model` from its start state. */
export function solve<S>(model: Model<S>, options: SolveOptions = {}): SolveResult {
  checkBudget("solve", options);
  const t0 = performance.now();
  const r = search(model, options, budgetCheck(options));
  return { ...(r.found as Found), ms: performance.now() - t0 }; // no pause asked: an outcome
}

/** A search paused before expanding a state (`Searched` without an outcome): its store and place. */
export type Paused = Extract<Searched, { found: null }>;

/**
 * BFS over `model` from its start state, within the budgets `over` checks; it stops before expanding a
 * state when `pause(n, found)` says so, n being the states of that state's layer and `found` the
 * states found so far, at a layer's start or within it (`solveInSlices` pauses it so that this
 * thread's event loop runs).
 */
export function search<S>(
  model: Model<S>,
  options: SolveOptions,
  over: (explored: number) => Limit | null,
  pause: (layerStates: number, found: number) => boolean = () => false,
): Searched {
  const start = startSearch(model, options);
  return start.found !== null ? start : searchFrom(model, options, over, pause, start);
}

/** A search's start: its store holding the start state, paused before expanding it (or won at once). */
export function startSearch<S>(model: Model<S>, options: SolveOptions): Searched {
  const store = new StateStore(options.hash);
  // It holds at most the states the budget allows and the one that breaks it: reserved once large.
  if (options.maxStates !== undefined)
    store.expect(options.maxStates + 1, reserveWithin(options.maxHeapBytes, 1));
  const w = new Writer();
  model.codec().encode(model.start, w);
  store.add(w, -1, -1);
  if (model.won(model.start)) return { found: { solved: true, actions: [], explored: 1 } };
  if (model.lost(model.start)) store.lost[0] = 1;
  return { found: null, store, layer: 0, head: 0, next: 0, skips: noSkips() };
}

/**
 * `search` from where it paused (`at`, as `startSearch` or `pause` left it): the same states in the
 * same order as a search never paused, so a search may run in slices (`solveInSlices`).
 */
export function searchFrom<S>(
  model: Model<S>,
  options: SolveOptions,
  over: (explored: number) => Limit | null,
  pause: (layerStates: number, found: number) => boolean,
  at: Paused,
): Searched {
  const every = options.progressEvery ?? 10_000;
  const codec = model.codec();
  const { store, skips } = at;
  const skip = (why: SkipReason) => void skips[skipIndex(why)]++;
  const w = new Writer();
  let head = at.head;
  /** The start and end of the layer `head` is in. */
  let layerStart = at.layer;
  let layerEnd = at.next;
  /**
   * The outcome, once a successor wins or a budget is hit (the expansion's later successors are not
   * played).
   */
  let end: Found | null = null;
  const kept = store.notes as PlayerAction[];
  const visit = (state: S, j: number, action: PlayerAction): boolean => {
    if (end !== null) return true; // (a codec that plays on after a last visit)
    if (codec.unchanged(state)) return false; // the state expanded: in the store
    w.reset();
    codec.encode(state, w);
    if (!store.add(w, head, j)) return false;
    if (store.size <= KEPT_ACTIONS) kept[store.size - 1] = action; // (its script is read: `scriptTo`)
    const limit = over(store.size - 1);
    if (limit !== null) {
      end = { solved: false, reason: limit, explored: store.size - 1 };
      return true;
    }
    if (store.size % every === 0) options.onProgress?.(store.size);
    if (model.won(state)) end = { solved: true, actions: [], explored: store.size };
    else if (model.lost(state)) store.lost[store.size - 1] = 1;
    return end !== null; // a won successor is the last played
  };
  const r = new Reader(store.arena, 0);
  for (; head < store.size; head++) {
    if (head === layerEnd) {
      layerStart = head;
      layerEnd = store.size;
    }
    if (pause(layerEnd - layerStart, store.size))
      return { found: null, store, layer: layerStart, head, next: layerEnd, skips };
    if (store.lost[head]) continue;
    r.bytes = store.arena;
    r.pos = store.offset[head];
    codec.expand(r, visit, skip);
    const found = end as Found | null; // set by `visit`
    if (found === null) continue;
    if (found.solved) found.actions = scriptTo(model, store, found.explored - 1);
    return { found: withSkipped(found, skips) };
  }
  const exhausted: Found = { solved: false, reason: "unsolvable", explored: store.size };
  if (options.seen) exhausted.seen = seenInStore(model, store); // the states kept, none expanded again
  return { found: withSkipped(exhausted, skips) };
}

/** A sliced search pauses after about this many new states (`solveInSlices`). */
export const SLICE_STATES = 1 << 15;

/**
 * `solve`, in slices of about `SLICE_STATES` new states: between two, it awaits `pause()` (by default
 * a `setImmediate`: a macrotask, so that the thread's event loop runs, a Ctrl-C handler or a timer).
 * The same states in the same order, the same result; `onProgress` is also called at each pause with
 * the states found so far. The search itself reads no clock: slices are counted in states.
 */
export async function solveInSlices<S>(
  model: Model<S>,
  options: SolveOptions = {},
  pause: () => Promise<void> = nextTurn,
): Promise<SolveResult> {
  checkBudget("solveInSlices", options);
  const t0 = performance.now();
  const over = budgetCheck(options);
  let until = SLICE_STATES;
  const sliceEnds = (_n: number, found: number) => found >= until;
  let at = startSearch(model, options);
  while (at.found === null) {
    if (at.head > 0 || at.store.size > 1) {
      options.onProgress?.(at.store.size);
      await pause();
    }
    until = at.store.size + SLICE_STATES;
    at = searchFrom(model, options, over, sliceEnds, at);
  }
  return { ...at.found, ms: performance.now() - t0 };
}

/** A macrotask's wait: the event loop runs what is due (timers, signal handlers) before it ends. */
export function nextTurn(): Promise<void> {
  return new Promise((done) => setImmediate(done));
}
