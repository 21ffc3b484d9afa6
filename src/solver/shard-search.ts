/**
 * The sharded search around its shards (`shard.ts`): how the states found before the shards start are
 * handed to their owners, and the search run shard by shard on one thread (the threads' search,
 * `shard-worker.ts`, without threads: every shard expands its part of a layer, then the parts are
 * delivered, then the layer is ranked). It gives the single-threaded search's result, which the tests
 * hold both to, and lets them run with any number of shards on any machine.
 */
import { budgetCheck, checkBudget, type Limit, SOLVE_OPTIONS } from "./budget";
import type { Model } from "./model";
import { fold, hashBytes, type StateStore } from "./packed";
import { type Found, type SolveOptions, type SolveResult, scriptOf, search } from "./search";
import { ACTIONS, type Adopted, type LayerKeys, Shard } from "./shard";
import { ownerOf, type Part } from "./shard-parts";
import { addSkips, type SkipCounts, withSkipped } from "./skipped";

/**
 * The states of `store` (a search stopped within the layer from `layer` to `next`, before expanding
 * `head`), each to the shard owning it, in order, with its folded hash, and the key of each state of the
 * next layer (its parent's rank in its layer, and its successor number).
 */
export function handOff(
  store: StateStore,
  { layer, head, next }: { layer: number; head: number; next: number },
  shards: number,
): Adopted[] {
  const n = store.size;
  const owner = new Int32Array(n);
  const hashes = new Int32Array(n);
  const count = new Int32Array(shards);
  const size = new Int32Array(shards);
  for (let i = 0; i < n; i++) {
    const from = store.offset[i];
    const to = store.offset[i + 1];
    const h = fold(hashBytes(store.arena, from, to));
    const k = ownerOf(h, shards);
    hashes[i] = h;
    owner[i] = k;
    count[k]++;
    size[k] += to - from;
  }
  // In shared memory: a worker reads its share without a copy (a copy is fresh memory on its side,
  // paid while the other threads wait for it), and nothing is transferred (`shard-parts.ts`).
  const shared = (bytes: number) => new SharedArrayBuffer(bytes);
  const out: Adopted[] = Array.from({ length: shards }, (_, k) => ({
    bytes: new Uint8Array(shared(size[k])),
    ends: new Int32Array(shared(count[k] * 4)),
    hashes: new Int32Array(shared(count[k] * 4)),
    ids: new Int32Array(shared(count[k] * 4)),
    lost: new Uint8Array(shared(count[k])),
    keys: new Float64Array(shared(count[k] * 8)),
    layer,
    head,
    next,
  }));
  const at = new Int32Array(shards);
  const used = new Int32Array(shards);
  for (let i = 0; i < n; i++) {
    const a = out[owner[i]];
    const c = at[owner[i]]++;
    const b = store.bytesOf(i);
    a.bytes.set(b, used[owner[i]]);
    used[owner[i]] += b.length;
    a.ends[c] = used[owner[i]];
    a.hashes[c] = hashes[i];
    a.ids[c] = i;
    a.lost[c] = store.lost[i];
    if (i >= next) a.keys[c] = (store.parent[i] - layer) * ACTIONS + store.action[i];
  }
  return out;
}

/** What each shard tells at the end of a layer, and what the shards make of it together. */
export interface LayerOutcome {
  /** The states in the layer, in all shards. */
  states: number;
  /** The least winning key in it (infinite: none). */
  minWin: number;
}

/** The layer's outcome from every shard's keys. */
export function layerOutcome(all: readonly LayerKeys[]): LayerOutcome {
  let states = 0;
  let minWin = Number.POSITIVE_INFINITY;
  for (const k of all) {
    states += k.keys.length;
    minWin = Math.min(minWin, k.minWin);
  }
  return { states, minWin };
}

/**
 * The sharded search on this thread with `shards` shards: the same outcome as `solve(model, options)`
 * when it wins or exhausts the level (script and states explored); a budget stops it at the state that
 * breaks it. The shards start once a layer of `threshold` states is reached (1: from the start), and
 * not before `after` states were found (within a layer, if that is where they are reached). With
 * `steal`, asked between parents of a shard's own part of a layer, the next shard expands the later
 * half of what that shard has left (`Shard.give`), as an idle thread does (`shard-steal.ts`).
 */
export function solveSharded<S>(
  model: Model<S>,
  shards: number,
  options: SolveOptions & { threshold?: number; after?: number; steal?: (shard: number) => boolean } = {},
): SolveResult {
  checkBudget("solveSharded", options, "options", [...SOLVE_OPTIONS, "threshold", "after", "steal"]);
  const t0 = performance.now();
  const over = budgetCheck(options);
  const threshold = options.threshold ?? 1;
  const after = options.after ?? 0;
  const first = search(model, options, over, (n, found) => n >= threshold && found >= after);
  if (first.found !== null) return { ...first.found, ms: performance.now() - t0 };
  /** The outcome with its time, and the successors skipped: the first search's and every shard's. */
  const done = (r: Found, shards: readonly { skipped(): SkipCounts }[]): SolveResult => {
    const skips = first.skips.slice();
    for (const s of shards) addSkips(skips, s.skipped());
    return { ...withSkipped(r, skips), ms: performance.now() - t0 };
  };
  let total = first.store.size;
  let reason: Limit | null = null;
  /** The parts sent to each shard, with their sender. */
  const inbox: { from: number; part: Part }[][] = Array.from({ length: shards }, () => []);
  let stealing = false;
  /**
   * Hand every part sent so far to its owner, and its buffers back to its sender (`Outbox.reuse`), as a
   * worker takes parts between parents: a part held to the layer's end kept its buffers, and the
   * sender packed the next ones into fresh shared memory (a large layer's worth of it).
   */
  const deliver = () => {
    for (let k = 0; k < shards; k++) {
      const box = inbox[k];
      if (box.length === 0) continue;
      inbox[k] = [];
      for (const { from, part } of box) {
        parts[k].receive(part);
        parts[from].reuse(k, part);
      }
    }
  };
  const parts: Shard<S>[] = Array.from(
    { length: shards },
    (_, me) =>
      new Shard(model, me, shards, {
        send: (to, part) => inbox[to].push({ from: me, part }),
        poll() {
          deliver();
          if (stealing || options.steal === undefined || !options.steal(me)) return;
          stealing = true;
          const work = parts[me].give(1);
          if (work !== null) parts[(me + 1) % shards].expandStolen(work);
          stealing = false;
        },
        count() {
          if (reason !== null) return false;
          reason = over(total);
          if (reason !== null) return false;
          total++;
          return true;
        },
        stopped: () => reason !== null,
      }),
  );
  for (const s of parts) s.reserve(options.maxStates, options.maxHeapBytes); // as a worker's shard
  const adopted = handOff(first.store, first, shards);
  for (let k = 0; k < shards; k++) parts[k].adopt(adopted[k]);
  let before = first.next;
  for (;;) {
    for (const s of parts) s.expand();
    deliver();
    if (reason !== null) return done({ solved: false, reason, explored: total }, parts);
    const all = parts.map((s) => s.closeLayer());
    for (const s of parts) s.rankLayer(all);
    const { states, minWin } = layerOutcome(all);
    if (minWin < Number.POSITIVE_INFINITY) {
      const w = parts.findIndex((s) => s.minWin === minWin);
      const steps = stepsAcross(
        first.store,
        parts.map((s) => s.store.parent),
        parts.map((s) => s.store.action),
        w,
        parts[w].winner,
      );
      const explored = before + parts[w].winnerRank + 1;
      return done({ solved: true, actions: scriptOf(model, steps), explored }, parts);
    }
    if (states === 0) return done({ solved: false, reason: "unsolvable", explored: before }, parts);
    before += states;
  }
}

/**
 * The successor numbers from the start to a state a shard found: along the shards' parents (global
 * ids) to a state the first search found (a parent of -2 - id), then along that search's store.
 */
export function stepsAcross(
  first: StateStore,
  parents: readonly Int32Array[],
  actions: readonly Int32Array[],
  shard: number,
  local: number,
): number[] {
  const shards = parents.length;
  const late: number[] = [];
  let s = shard;
  let i = local;
  for (;;) {
    const p = parents[s][i];
    if (p <= -2) {
      const steps: number[] = [];
      for (let n = -2 - p; n > 0; n = first.parent[n]) steps.push(first.action[n]);
      return steps.reverse().concat(late.reverse());
    }
    late.push(actions[s][i]);
    s = p % shards;
    i = (p - s) / shards;
  }
}
