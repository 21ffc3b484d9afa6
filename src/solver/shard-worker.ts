/**
 * A shard of the parallel search on its own worker thread (`shard.ts` is the algorithm). The shards
 * talk over a MessagePort for each pair: a layer's parts, then "end of layer", then the layer's sorted
 * keys; and back, the buffers of each part read, which its sender packs its next parts into. A shard
 * done with its part of a layer first asks each other shard for parents to expand ("steal", answered
 * by "work": some of its parents, or none; `shard-steal.ts`) until none is given. A shard
 * reads its ports synchronously (`receiveMessageOnPort`) between parents and, when it has nothing to
 * do until the others catch up, sleeps on its bell in shared memory (`Atomics.wait`),
 * which a sender rings after each message. The states found so far, the reason the search was stopped
 * (a budget, or a shard's error) and each thread's heap are shared numbers; nothing else is shared,
 * and nothing crosses per state but its packed bytes.
 */
import { type MessagePort, receiveMessageOnPort } from "node:worker_threads";
import { CHECK_EVERY, heapInUse, type Limit } from "./budget";
import { type Seen, seenInStore } from "./hints";
import type { Model } from "./model";
import { type Adopted, type LayerKeys, Shard, type ShardLink } from "./shard";
import type { Part } from "./shard-parts";
import { layerOutcome } from "./shard-search";
import { MIN_STEAL, ownStolen, type Stolen } from "./shard-steal";

/** The shared numbers (`Int32Array` over `control`): why the search stopped (0: it did not), the states found, then each shard's bell. */
export const STOP = 0;
export const TOTAL = 1;
export const BELLS = 2;

/** Why the search stopped, by its code in `control[STOP]` (0: it did not). */
export const STOPS: readonly (Limit | "error")[] = ["limit", "time", "memory", "error"];
/**
 * Without a heap budget, a shard reads its heap (for the progress line, shown ten times a second) at
 * most once in this many milliseconds: a read (`process.memoryUsage`) took 0.3–0.8 ms in a two-thread
 * search of a million states, about 1 % of each thread when read every 4,096 states.
 */
export const HEAP_MS = 250;

/**
 * A shard adds the states it finds to the shared total (`control[TOTAL]`) this many at a time, one at
 * a time once the total is within this many per shard of the state limit, and all of them at each
 * layer's end, so that the total's cache line does not move between the cores on every new state
 * (issue 13 item 4). A state past the limit is still refused: the search gives up at exactly the limit.
 */
export const COUNT_BATCH = 256;

const code = (why: Limit | "error") => STOPS.indexOf(why) + 1;

/** What a shard's thread is given. */
export interface ShardJob {
  me: number;
  shards: number;
  /** The port to each other shard (null for its own). */
  ports: (MessagePort | null)[];
  /** Int32: stop, states found, bells (`STOP`, `TOTAL`, `BELLS`). */
  control: SharedArrayBuffer;
  /** Float64: each shard's memory in use (`heapInUse`), then the coordinator's when it runs no shard. */
  heaps: SharedArrayBuffer;
  adopted: Adopted;
  /** The states found before the shards started. */
  before: number;
  /** The budgets: states, the deadline as `performance.timeOrigin + performance.now()` reads it, and the heap of all threads. */
  maxStates?: number;
  deadline?: number;
  maxHeapBytes?: number;
  /** Whether an exhausted search counts what this shard's states held (`SolveOptions.seen`). */
  seen?: boolean;
}

/** How a shard's search ended: won (every shard says so; the winner's shard names it), exhausted, or stopped. */
export interface ShardResult {
  outcome: "won" | "unsolvable" | "stopped";
  /** Won: the winner's number in BFS order (its shard only); unsolvable: the states in all. */
  explored: number;
  /** The winning state in this shard's store, or -1. */
  winner: number;
  /** Won: every state's parent (global id) and successor number in this shard, for the script. */
  parent: Int32Array | null;
  action: Int32Array | null;
  /** The successors this shard skipped, by reason (`Shard.skipped`: up to the winning key when won). */
  skipped: Float64Array;
  /** Unsolvable, when the job asked (`ShardJob.seen`): what this shard's own states held (`seenInStore`). */
  seen?: Seen;
}

type Message =
  | { t: "part"; part: Part }
  | { t: "spare"; part: Part }
  | { t: "end"; layer: number }
  | { t: "keys"; layer: number; keys: LayerKeys }
  | { t: "steal" }
  | { t: "work"; work: Stolen | null };

/**
 * A part as received, as an object written the way `Outbox.take` writes one (a message's objects have
 * shapes of their own, and code optimised for a part read here, or for the layer keys, would be thrown
 * away at the first one of the other shape).
 */
function ownPart(p: Part): Part {
  return { layer: p.layer, n: p.n, bytes: p.bytes, meta: p.meta, keys: p.keys };
}

/**
 * Run shard `job.me` of the search of `model` to its end. `tick`, if given, is called at every budget
 * check and while the shard waits for the others (the coordinator's shard shows progress with it).
 */
export function runShard<S>(model: Model<S>, job: ShardJob, tick?: () => void): ShardResult {
  const { me, shards, ports } = job;
  const ctl = new Int32Array(job.control);
  const heaps = new Float64Array(job.heaps);
  const maxStates = job.maxStates ?? Number.POSITIVE_INFINITY;
  const stopped = () => Atomics.load(ctl, STOP) !== 0;
  const ring = (k: number) => {
    Atomics.add(ctl, BELLS + k, 1);
    Atomics.notify(ctl, BELLS + k);
  };
  const stop = (why: Limit | "error") => {
    Atomics.compareExchange(ctl, STOP, 0, code(why));
    for (let k = 0; k < shards; k++) ring(k);
  };
  /** Post `m` to shard `to` and ring its bell. Nothing is transferred: a part's buffers are shared memory (`shard-parts.ts`). */
  const post = (to: number, m: Message) => {
    (ports[to] as MessagePort).postMessage(m);
    ring(to);
  };
  /** Take a part's children, then hand its buffers back to its sender (unrung: it takes them when it next reads). */
  const take = (from: number, part: Part) => {
    shard.receive(part);
    (ports[from] as MessagePort).postMessage({ t: "spare", part } satisfies Message);
  };
  let checks = 0;
  /** New states of this shard not yet added to the shared total; `near`: the limit is close, add each at once. */
  let unpublished = 0;
  let near = Atomics.load(ctl, TOTAL) + shards * COUNT_BATCH >= maxStates;
  /** Add this shard's new states to the shared total: the total after them. */
  const publish = (): number => {
    const total = Atomics.add(ctl, TOTAL, unpublished) + unpublished;
    unpublished = 0;
    if (total + shards * COUNT_BATCH >= maxStates) near = true;
    return total;
  };
  /** When the heap was last read (`performance.now()`). */
  let heapRead = Number.NEGATIVE_INFINITY;
  /**
   * Whether the time or the heap budget is broken (read every CHECK_EVERY new states). The heap is
   * read then when it has a budget, else at most every HEAP_MS, for the progress line.
   */
  const broken = (): Limit | null => {
    if (checks++ % CHECK_EVERY !== 0) return null;
    tick?.();
    const now = performance.now();
    if (job.deadline !== undefined && performance.timeOrigin + now >= job.deadline) return "time";
    if (job.maxHeapBytes === undefined) {
      if (now - heapRead >= HEAP_MS) {
        heapRead = now;
        heaps[me] = heapInUse();
      }
      return null;
    }
    heaps[me] = heapInUse();
    let sum = 0;
    for (const h of heaps) sum += h;
    return sum >= job.maxHeapBytes ? "memory" : null;
  };
  const deferred: { from: number; part: Part }[] = [];
  const ends = new Map<number, number>();
  const keys = new Map<number, (LayerKeys | null)[]>();
  const keysOf = (layer: number) => {
    let k = keys.get(layer);
    // Packed, as the sharded search on one thread makes it (`new Array(n)` is holey: another shape).
    if (k === undefined) keys.set(layer, (k = Array.from({ length: shards }, () => null)));
    return k;
  };
  let shard: Shard<S>;
  /** The answer to this shard's last "steal" (undefined: none yet; null: nothing to give). */
  let stolen: Stolen | null | undefined;
  const answer = () => stolen;
  const handle = (from: number, m: Message) => {
    switch (m.t) {
      case "part": {
        const part = ownPart(m.part);
        if (part.layer === shard.layer) take(from, part);
        else deferred.push({ from, part }); // the next layer's, sent while this one is being ranked
        return;
      }
      case "spare":
        shard.reuse(from, ownPart(m.part));
        return;
      case "end":
        ends.set(m.layer, (ends.get(m.layer) ?? 0) + 1);
        return;
      case "keys":
        keysOf(m.layer)[from] = { keys: m.keys.keys, minWin: m.keys.minWin };
        return;
      case "steal":
        post(from, { t: "work", work: shard.give(MIN_STEAL) });
        return;
      case "work":
        stolen = m.work === null ? null : ownStolen(m.work);
        return;
      default:
        return m satisfies never;
    }
  };
  const drain = () => {
    for (let k = 0; k < shards; k++) {
      const port = ports[k];
      if (port === null) continue;
      for (let m = receiveMessageOnPort(port); m !== undefined; m = receiveMessageOnPort(port))
        handle(k, m.message as Message);
    }
  };
  /** Take messages, sleeping between them, until `ready`; false if the search was stopped first. */
  const wait = (ready: () => boolean): boolean => {
    for (;;) {
      if (ready()) return true;
      if (stopped()) return false;
      const seen = Atomics.load(ctl, BELLS + me);
      drain();
      if (ready()) return true;
      tick?.();
      Atomics.wait(ctl, BELLS + me, seen, 100);
    }
  };
  const link: ShardLink = {
    send: (to, part) => post(to, { t: "part", part }),
    poll: drain,
    count() {
      // A state past the limit is refused, as one thread refuses it: the total is then above the limit.
      if (++unpublished === COUNT_BATCH || near) {
        if (publish() > maxStates) {
          stop("limit");
          return false;
        }
      }
      const why = broken();
      if (why === null) return true;
      stop(why);
      return false;
    },
    stopped,
  };
  const halt = (): ShardResult => {
    publish(); // the total is then every state found (the explored count of a time or memory stop)
    return {
      outcome: "stopped",
      explored: 0,
      winner: -1,
      parent: null,
      action: null,
      skipped: shard.skipped(),
    };
  };
  try {
    shard = new Shard(model, me, shards, link);
    shard.reserve(maxStates, job.maxHeapBytes);
    shard.adopt(job.adopted);
    let before = job.before;
    for (;;) {
      shard.expand();
      if (shard.halted || stopped()) return halt();
      // Its part done, it expands some of the others' rather than wait for them (`shard-steal.ts`).
      for (let k = (me + 1) % shards; k !== me; k = (k + 1) % shards)
        for (;;) {
          stolen = undefined;
          post(k, { t: "steal" });
          if (!wait(() => answer() !== undefined)) return halt();
          const work = answer();
          if (!work) break;
          shard.expandStolen(work);
          if (shard.halted || stopped()) return halt();
        }
      const layer = shard.layer;
      for (let k = 0; k < shards; k++) if (k !== me) post(k, { t: "end", layer });
      if (!wait(() => (ends.get(layer) ?? 0) === shards - 1) || shard.halted) return halt();
      ends.delete(layer);
      // Every part of the layer is taken: the last shard to add its states sees the layer's total.
      if (publish() > maxStates) {
        stop("limit");
        return halt();
      }
      const all = keysOf(layer);
      all[me] = shard.closeLayer();
      for (let k = 0; k < shards; k++) if (k !== me) post(k, { t: "keys", layer, keys: all[me] });
      if (!wait(() => all.every((k) => k !== null))) return halt();
      keys.delete(layer);
      shard.rankLayer(all as LayerKeys[]);
      const { states, minWin } = layerOutcome(all as LayerKeys[]);
      if (minWin < Number.POSITIVE_INFINITY) {
        const { store } = shard;
        return {
          outcome: "won",
          explored: shard.minWin === minWin ? before + shard.winnerRank + 1 : 0,
          winner: shard.minWin === minWin ? shard.winner : -1,
          parent: store.parent.slice(0, store.size),
          action: store.action.slice(0, store.size),
          skipped: shard.skipped(),
        };
      }
      if (states === 0)
        return {
          outcome: "unsolvable",
          explored: before,
          winner: -1,
          parent: null,
          action: null,
          skipped: shard.skipped(),
          // every state is in one shard's store: the shards' counts add up to the search's
          ...(job.seen ? { seen: seenInStore(model, shard.store) } : {}),
        };
      before += states;
      for (let i = 0; i < deferred.length; ) {
        if (deferred[i].part.layer !== shard.layer) i++;
        else {
          const { from, part } = deferred.splice(i, 1)[0];
          take(from, part);
        }
      }
    }
  } catch (err) {
    stop("error");
    throw err;
  }
}
