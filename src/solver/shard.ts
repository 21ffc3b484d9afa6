/**
 * One shard of the parallel search (docs/rules.md §7, issue 13 item 4). The seen set is cut by hash:
 * each shard owns the states whose hash falls to it (`ownerOf`), keeps their bytes in its own
 * `StateStore` (exact dedup, as one thread's search), expands its own part of each breadth-first layer,
 * keeps the children it owns and sends the others to their owners as packed bytes in batches
 * (`Part`). Layers are level-synchronous: a layer is complete when every shard has expanded its part of
 * the last one and received every part sent to it, so lengths stay shortest.
 *
 * The answer is the single-threaded search's, not just one as short: BFS meets the states of a layer in
 * the order of their keys, a key being (rank of the first parent that meets the state in its layer,
 * successor number), the rank a state's place in its layer by key. Each state keeps the least key any
 * parent gives it and that parent; at the end of a layer every shard sorts its keys and sends them to
 * the others, and each state's rank is the number of keys below its own in all shards. The winning
 * state is the won state of least key in the first layer holding one; its number in BFS order (the
 * states explored when one thread finds it) is the states of the earlier layers plus its rank plus one.
 */
import { reserveWithin } from "./budget";
import type { Model } from "./model";
import { Reader, StateStore, Writer, writtenHash } from "./packed";
import { childStart, globalId, Outbox, ownerIn, type Part } from "./shard-parts";
import { packStolen, type Stolen } from "./shard-steal";
import { noSkips, type Skip, type SkipCounts, skipIndex } from "./skipped";

/** A key is the parent's rank × ACTIONS + the successor number (below 2^53 for ranks below 2^37). */
export const ACTIONS = 2 ** 16;

/** What a shard needs from its transport: sending parts, receiving them, and the search's budgets. */
export interface ShardLink {
  /** Send a part of the layer being built to shard `to`. */
  send(to: number, part: Part): void;
  /** Hand the shard (`Shard.receive`) any parts that have come; called between parents. */
  poll(): void;
  /** Count one new state; false when that breaks a budget (the search stops). */
  count(): boolean;
  /** Whether the search was stopped (a budget, or another shard). */
  stopped(): boolean;
}

/**
 * The states of the search before the shards take over, as the shard owning them receives them. The
 * first search may stop within a layer: its states from `layer` to `next` are the layer being expanded
 * (ranked by `id - layer`), those from `head` on not expanded yet; those from `next` on are the next
 * layer's found so far, each with its key.
 */
export interface Adopted {
  /** Their bytes back to back, state i ending at `ends[i]`, with its folded hash. */
  bytes: Uint8Array;
  ends: Int32Array;
  hashes: Int32Array;
  /** Their numbers in the first search's store (increasing), and whether each is lost. */
  ids: Int32Array;
  lost: Uint8Array;
  /** The key of each state of the next layer (from `next` on; 0 for the others). */
  keys: Float64Array;
  layer: number;
  head: number;
  next: number;
}

/** A layer's keys, sorted, as a shard sends them to the others, with its least winning key. */
export interface LayerKeys {
  keys: Float64Array;
  minWin: number;
}

/** Marks a won state in the store's `lost` flags (never expanded: the search ends with its layer). */
const WON = 2;

/** One shard's states and its part of each layer. */
export class Shard<S> {
  readonly store = new StateStore();
  /** The layer being expanded: this shard's states [from, to), and their ranks. */
  private from = 0;
  private to = 0;
  private rank = new Float64Array(0);
  /**
   * Where this shard's own expansion of the layer ends (`to`, less what it gave away: `give`), the
   * parent it is at, and whether it is expanding its own part now (it gives only then).
   */
  private end = 0;
  private at = 0;
  private own = false;
  /** The keys of the layer being built (state `to + k` has key `keys[k]`). */
  private keys = new Float64Array(1024);
  /** The least key of a won state in the layer being built, and that state (-1: none). */
  minWin = Number.POSITIVE_INFINITY;
  winner = -1;
  /** The winner's rank in its layer, once ranked. */
  winnerRank = -1;
  /** The number of the layer being built (the first one built is 1). */
  layer = 1;
  /** Set when `count` refused a state: the search stops. */
  halted = false;
  private readonly outboxes: (Outbox | null)[];
  /** `shards` / 2^32, which `ownerIn` takes. */
  private readonly scale: number;
  private readonly w = new Writer();
  private readonly visit: (s: S, j: number) => void;
  /**
   * The successors skipped (`skipped.ts`): those of the layers ranked, up to the winning key in the
   * layer that holds one (`rankLayer`: what one thread met before its win), and those of the layer being
   * built, each by its key (its parent's rank × ACTIONS + the number of the successor after it) and why.
   */
  private readonly skips = noSkips();
  private skipKeys = new Float64Array(64);
  private skipWhy = new Uint8Array(64);
  private layerSkips = 0;
  private readonly skip: Skip;
  private parentId = 0;
  private parentRank = 0;
  /**
   * The state (less `to`) of each of the layer's keys as `closeLayer` sorted them, and where each
   * parent's children start among them. These and the ranks are kept from layer to layer, grown by
   * doubling: fresh memory costs more than the work on it (a page fault took about 25 µs on the
   * machine this was built on).
   */
  private order = new Int32Array(0);
  private start = new Int32Array(0);
  /**
   * Stolen parents' bytes, copied out of shared memory before they are decoded: the codec then reads
   * only this thread's own kind of memory, as the search on one thread does (kept, grown by doubling).
   */
  private stolenBytes = new Uint8Array(0);

  constructor(
    private readonly model: Model<S>,
    readonly me: number,
    readonly shards: number,
    private readonly link: ShardLink,
  ) {
    this.scale = shards / 2 ** 32;
    this.outboxes = Array.from({ length: shards }, (_, k) => (k === me ? null : new Outbox()));
    const codec = model.codec();
    const w = this.w;
    // Children for the next shard are encoded in its outbox's part, where they are sent from: their bytes
    // are written once (issue 13 item 4). With more than two shards the others' are copied from there.
    this.outboxes[(me + 1) % shards]?.place(w);
    this.visit = (s, j) => {
      if (this.halted) return;
      if (codec.unchanged(s)) return; // the state being expanded: this shard's, in its store
      w.reset();
      codec.encode(s, w);
      const h = writtenHash(w);
      const key = this.parentRank * ACTIONS + j;
      const owner = ownerIn(h, this.scale);
      if (owner === this.me) {
        this.add(w, h, this.parentId, j, key, s);
        return;
      }
      const flags = this.model.won(s) ? 1 : this.model.lost(s) ? 2 : 0;
      const box = this.outboxes[owner] as Outbox;
      if (box.send(w, h, this.parentId, j | (flags << 16), key)) this.link.send(owner, box.take(this.layer));
    };
    this.skip = (why, j) => {
      const n = this.layerSkips++;
      if (n === this.skipKeys.length) {
        const keys = new Float64Array(n * 2);
        keys.set(this.skipKeys);
        this.skipKeys = keys;
        const whys = new Uint8Array(n * 2);
        whys.set(this.skipWhy);
        this.skipWhy = whys;
      }
      this.skipKeys[n] = this.parentRank * ACTIONS + j;
      this.skipWhy[n] = skipIndex(why);
    };
  }

  /**
   * Reserve this shard's store for its share of a search's state budget `maxStates` (the hash splits
   * the states evenly, give or take a few per cent) within its share of `maxHeapBytes`: its arrays then
   * grow straight to that share once large (`StateStore.expect`), as one thread's store does for the
   * whole budget. No budget: nothing reserved.
   */
  reserve(maxStates: number | undefined, maxHeapBytes: number | undefined): void {
    if (maxStates === undefined || maxStates === Number.POSITIVE_INFINITY) return;
    this.store.expect(
      Math.ceil((maxStates / this.shards) * 1.02) + 1024,
      reserveWithin(maxHeapBytes, this.shards),
    );
  }

  /**
   * The successors this shard skipped, by reason (`SKIP_REASONS` order): after a won layer is ranked,
   * those met before the winning key; else every one so far (a stopped search's: as far as it went).
   */
  skipped(): SkipCounts {
    const out = this.skips.slice();
    for (let n = 0; n < this.layerSkips; n++) out[this.skipWhy[n]]++;
    return out;
  }

  /**
   * Take the states this shard owns from the search so far: those of the layer being expanded not
   * expanded yet are the next to expand, and those of the next layer found so far are in it, with their keys.
   */
  adopt(a: Adopted): void {
    const store = this.store;
    const n = a.ids.length;
    let from = n;
    let to = n;
    for (let i = 0; i < n; i++) {
      store.addHashed(a.bytes, i === 0 ? 0 : a.ends[i - 1], a.ends[i], a.hashes[i], -2 - a.ids[i], -1);
      store.lost[i] = a.lost[i];
      if (from === n && a.ids[i] >= a.head) from = i;
      if (to === n && a.ids[i] >= a.next) to = i;
    }
    this.from = Math.min(from, to);
    this.to = to;
    this.end = to;
    this.rank = new Float64Array(this.to - this.from);
    for (let i = this.from; i < this.to; i++) this.rank[i - this.from] = a.ids[i] - a.layer;
    if (n - to > this.keys.length) this.keys = new Float64Array(n - to);
    for (let i = to; i < n; i++) this.keys[i - to] = a.keys[i];
  }

  /**
   * Expand this shard's part of the layer (children of other shards sent in parts as they fill),
   * taking parts that come in between parents. Stops early when the search is stopped.
   */
  expand(): void {
    const store = this.store;
    const codec = this.model.codec();
    const r = new Reader(store.arena, 0);
    this.own = true;
    let whole = true;
    // (`end` may fall while the link is polled: another shard took the rest, `give`)
    for (let i = this.from; i < this.end; i++) {
      if ((i & 15) === 0) {
        this.at = i;
        this.link.poll();
        if (this.halted || this.link.stopped()) {
          whole = false;
          break;
        }
      }
      if (store.lost[i]) continue;
      this.parentId = globalId(i, this.me, this.shards);
      this.parentRank = this.rank[i - this.from];
      r.bytes = store.arena;
      r.pos = store.offset[i];
      codec.expand(r, this.visit, this.skip);
      if (this.halted) {
        whole = false;
        break;
      }
    }
    this.own = false;
    if (whole) this.flush();
  }

  /**
   * The later half of the parents this shard has still to expand of its own part, for another shard
   * to expand (`expandStolen`), while it expands its own part and has at least `min` left; else null.
   */
  give(min: number): Stolen | null {
    if (!this.own || this.end - this.at < min) return null;
    const cut = this.at + Math.ceil((this.end - this.at) / 2);
    const out = packStolen(this.store, cut, this.end, this.rank, this.from, this.me, this.shards);
    this.end = cut;
    return out;
  }

  /** Expand parents another shard gave (`give`), as it would have: children to their owners, keyed by the parents' ranks. */
  expandStolen(s: Stolen): void {
    const codec = this.model.codec();
    if (this.stolenBytes.length < s.bytes.length)
      this.stolenBytes = new Uint8Array(Math.max(s.bytes.length, this.stolenBytes.length * 2));
    const bytes = this.stolenBytes;
    bytes.set(s.bytes);
    const r = new Reader(bytes, 0);
    for (let c = 0; c < s.n; c++) {
      if ((c & 15) === 0) {
        this.link.poll();
        if (this.halted || this.link.stopped()) return;
      }
      this.parentId = s.ids[c];
      this.parentRank = s.ranks[c];
      r.bytes = bytes;
      r.pos = c === 0 ? 0 : s.ends[c - 1];
      codec.expand(r, this.visit, this.skip);
      if (this.halted) return;
    }
    this.flush();
  }

  /** Send what the outboxes hold. */
  private flush(): void {
    for (let k = 0; k < this.shards; k++) {
      const box = this.outboxes[k];
      if (box !== null && box.n > 0) this.link.send(k, box.take(this.layer));
    }
  }

  /** A part this shard sent to shard `to`, handed back once read: its buffers carry the next parts to `to`. */
  reuse(to: number, part: Part): void {
    this.outboxes[to]?.reuse(part);
  }

  /**
   * Take the children another shard sent for the layer being built (as `add`, with the flags sent: no
   * call a child beyond the store's, issue 13 item 4).
   */
  receive(part: Part): void {
    const { n, bytes, meta, keys } = part;
    const store = this.store;
    for (let c = 0; c < n && !this.halted; c++) {
      const m = c * 4;
      const code = meta[m + 3];
      const j = code & 0xffff;
      if (store.addHashed(bytes, childStart(meta, c), meta[m], meta[m + 1], meta[m + 2], j))
        this.kept(keys[c], code >>> 16);
      else this.met(keys[c], meta[m + 2], j);
    }
  }

  /** A child this shard owns, `w`'s bytes (the state `s`): kept if new, its won or lost flag read from `s`. */
  private add(w: Writer, h: number, parent: number, j: number, key: number, s: S): void {
    if (this.store.addHashed(w.bytes, w.start, w.length, h, parent, j))
      this.kept(key, this.model.won(s) ? 1 : this.model.lost(s) ? 2 : 0);
    else this.met(key, parent, j);
  }

  /**
   * A child of the layer being built met again (the store's `lastFound`): given this key and parent if
   * they are less than its own (a state of an earlier layer keeps its own).
   */
  private met(key: number, parent: number, j: number): void {
    const store = this.store;
    const f = store.lastFound;
    if (f < this.to || key >= this.keys[f - this.to]) return; // an earlier layer's, or met first
    this.keys[f - this.to] = key;
    store.parent[f] = parent;
    store.action[f] = j;
    if (store.lost[f] === WON && key < this.minWin) {
      this.minWin = key;
      this.winner = f;
    }
  }

  /** A child just added to the store (its last state): counted, with its key, and won (flags 1) or lost (2). */
  private kept(key: number, flags: number): void {
    if (!this.link.count()) {
      this.halted = true;
      return;
    }
    const store = this.store;
    const i = store.size - 1;
    const k = i - this.to;
    if (k >= this.keys.length) {
      const next = new Float64Array(this.keys.length * 2);
      next.set(this.keys);
      this.keys = next;
    }
    this.keys[k] = key;
    if (flags === 1) {
      store.lost[i] = WON;
      if (key < this.minWin) {
        this.minWin = key;
        this.winner = i;
      }
    } else if (flags === 2) store.lost[i] = 1;
  }

  /**
   * The layer just built is complete: its keys, sorted, and its least winning key. A key is its
   * parent's rank × ACTIONS + a successor number, so the keys are put in order by counting their
   * parents' ranks (each below the last layer's size), then by successor number among one parent's
   * children (a few, by insertion). This is linear, and it keeps which state each sorted key is
   * (`order`), so that `rankLayer` merges instead of looking every key up in every shard's keys.
   */
  closeLayer(): LayerKeys {
    const n = this.store.size - this.to;
    const keys = this.keys;
    let parents = 0;
    for (let k = 0; k < n; k++) parents = Math.max(parents, Math.floor(keys[k] / ACTIONS) + 1);
    if (this.start.length < parents + 1)
      this.start = new Int32Array(Math.max(parents + 1, this.start.length * 2));
    const start = this.start;
    start.fill(0, 0, parents + 1);
    for (let k = 0; k < n; k++) start[Math.floor(keys[k] / ACTIONS) + 1]++;
    for (let r = 0; r < parents; r++) start[r + 1] += start[r];
    // Sent to the other shards: shared memory, which a message does not copy (a copy is fresh memory
    // on the other side, about 25 µs a page on the machine this was built on). Never written again.
    const sorted = new Float64Array(new SharedArrayBuffer(n * 8));
    if (this.order.length < n) this.order = new Int32Array(Math.max(n, this.order.length * 2));
    const order = this.order;
    for (let k = 0; k < n; k++) {
      const p = start[Math.floor(keys[k] / ACTIONS)]++;
      sorted[p] = keys[k];
      order[p] = k;
    }
    for (let p = 1; p < n; p++) {
      const key = sorted[p];
      if (key > sorted[p - 1]) continue;
      const k = order[p];
      let q = p;
      for (; q > 0 && sorted[q - 1] > key; q--) {
        sorted[q] = sorted[q - 1];
        order[q] = order[q - 1];
      }
      sorted[q] = key;
      order[q] = k;
    }
    return { keys: sorted, minWin: this.minWin };
  }

  /**
   * Rank the layer just built by the keys of every shard (`all[k]` is shard k's `closeLayer`, this
   * one's included) and make it the layer to expand. A state's rank is the number of keys below its
   * own in all shards: its place among this shard's sorted keys plus, merging, the others' keys below it.
   */
  rankLayer(all: readonly LayerKeys[]): void {
    const mine = all[this.me].keys;
    const order = this.order;
    const n = mine.length;
    if (n !== this.store.size - this.to)
      throw new Error(`Shard ${this.me}: rankLayer needs this layer's closeLayer first`);
    // The last layer's ranks are read no more: their buffer holds this layer's.
    if (this.rank.length < n) this.rank = new Float64Array(Math.max(n, this.rank.length * 2));
    const rank = this.rank;
    const at = new Int32Array(all.length);
    for (let p = 0; p < n; p++) {
      const key = mine[p];
      let r = p;
      for (let o = 0; o < all.length; o++) {
        if (o === this.me) continue;
        const other = all[o].keys;
        let i = at[o];
        while (i < other.length && other[i] < key) i++;
        at[o] = i;
        r += i;
      }
      rank[order[p]] = r;
    }
    if (this.winner >= 0) this.winnerRank = rank[this.winner - this.to];
    let minWin = Number.POSITIVE_INFINITY; // the layer's, in all shards: a skip after it is not counted
    for (const k of all) minWin = Math.min(minWin, k.minWin);
    for (let n = 0; n < this.layerSkips; n++) if (this.skipKeys[n] <= minWin) this.skips[this.skipWhy[n]]++;
    this.layerSkips = 0;
    this.from = this.to;
    this.to = this.store.size;
    this.end = this.to;
    this.layer++;
  }
}
