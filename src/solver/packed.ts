/**
 * The solver's memory: every state reached, packed as bytes in one growing arena, with an exact index
 * over them (docs/rules.md §7, issue 13 item 3). A state costs its bytes, its offset, its parent, its
 * action and one slot of the index: no engine object is kept per state. Deduplication is exact: a hash
 * only picks the slot to look in, and two states are the same state only when their bytes are equal,
 * so a hash collision can never prune a distinct state.
 */

import { writePages } from "./written-pages";

/** A hash of `bytes[start, end)`; the default mixes 32-bit words in two lanes (53 bits). */
export type ByteHash = (bytes: Uint8Array, start: number, end: number) => number;

/** Two multiplicative lanes over the bytes, four at a time, folded into a 53-bit number. */
export const hashBytes: ByteHash = (bytes, start, end) => {
  let a = 0x811c9dc5 ^ (end - start);
  let b = 0x2545f491;
  let i = start;
  for (; i + 4 <= end; i += 4) {
    const w = bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16) | (bytes[i + 3] << 24);
    a = Math.imul(a ^ w, 0x01000193);
    b = Math.imul(b ^ Math.imul(w, 0xcc9e2d51), 0x5bd1e995);
    b ^= b >>> 15;
  }
  for (; i < end; i++) {
    a = Math.imul(a ^ bytes[i], 0x01000193);
    b = Math.imul(b ^ bytes[i], 0x5bd1e995);
  }
  a ^= a >>> 13;
  return (a >>> 0) * 2 ** 21 + ((b ^ (b >>> 16)) >>> 11);
};

/** Whether this machine keeps numbers little-endian: a four-byte word read is then `hashBytes`'s word. */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * `fold(hashBytes(w.bytes, 0, w.length))`, the same number, its words read four bytes at once from
 * `w.words` (byte by byte on a big-endian machine) and folded in 32-bit arithmetic. Both searches hash
 * each child with it (`StateStore.add`; the shared search before it looks in its index): there
 * `hashBytes`'s four byte reads cost 66 instructions a word, 39 inlined in the store, against 21 here,
 * and its 53-bit result and `fold` another 110 a child (issue 13 items 3 and 4).
 */
export function writtenHash(w: Writer): number {
  const start = w.start;
  const end = w.length;
  if (!LITTLE_ENDIAN) return fold(hashBytes(w.bytes, start, end));
  const words = w.words;
  let a = 0x811c9dc5 ^ (end - start);
  let b = 0x2545f491;
  const from = start >>> 2; // (`start` is a multiple of 4)
  const to = (from + ((end - start) >>> 2)) | 0;
  for (let k = from; k < to; k = (k + 1) | 0) {
    const x = words[k];
    a = Math.imul(a ^ x, 0x01000193);
    b = Math.imul(b ^ Math.imul(x, 0xcc9e2d51), 0x5bd1e995);
    b ^= b >>> 15;
  }
  const bytes = w.bytes;
  for (let i = to << 2; i < end; i++) {
    a = Math.imul(a ^ bytes[i], 0x01000193);
    b = Math.imul(b ^ bytes[i], 0x5bd1e995);
  }
  a ^= a >>> 13;
  // hashBytes is h = (a >>> 0) · 2^21 + low, low below 2^21: its low 32 bits are a << 21 | low, h / 2^32
  // is a >>> 11 and h / 2^21 is a, as `fold` reads them.
  const low = (b ^ (b >>> 16)) >>> 11;
  return ((a << 21) | low) ^ (a >>> 11) ^ Math.imul(a, 0x9e3779b1);
}

/**
 * A growable byte buffer a state is encoded into (reused: `reset` before each state). The state is
 * `bytes[start, length)`: `start` is 0 but in a writer placed in another buffer (`place`: a thread of
 * the shared search encodes a child in its arena, so that its bytes are written once). Every write goes
 * through `room` first (the methods below call it; a direct write into `bytes` is made after it, with
 * `bytes` and `length` read after it), so the writer knows whether the bytes an encoder left below
 * `keptEnd` are still there: its `keeper` (the encoder that wrote them, grid-encode.ts) is forgotten
 * by any `room` asked below that end, and by `place`.
 */
export class Writer {
  bytes: Uint8Array = new Uint8Array(256);
  /** `bytes` as four-byte words (its length is kept a multiple of 4): `writtenHash` reads them. */
  words: Int32Array = new Int32Array(this.bytes.buffer);
  /** Where the state starts in `bytes` (a multiple of 4). */
  start = 0;
  length = 0;
  /** The encoder whose bytes `bytes` holds up to `keptEnd`, while nothing was written below since (null: none). */
  keeper: object | null = null;
  keptEnd = 0;

  reset(): void {
    this.length = this.start;
  }

  /**
   * Write the next states into `bytes` from `start` (a multiple of 4), `words` being the same memory
   * as four-byte words (its length a quarter of `bytes`'s); the writer holds no state then. A state
   * that outgrows `bytes` moves to a buffer of the writer's own (`room`), from 0.
   */
  place(bytes: Uint8Array, words: Int32Array, start: number): void {
    if ((start & 3) !== 0 || !(start >= 0 && start <= bytes.length) || words.length !== bytes.length >>> 2)
      throw new Error(
        `Writer.place: start ${start} must be a multiple of 4 within ${bytes.length} bytes, and words ${words.length} a quarter of them`,
      );
    if (bytes !== this.bytes) {
      // (only when they change: a store of a pointer may take the collector's write barrier)
      this.bytes = bytes;
      this.words = words;
    }
    this.start = start;
    this.length = start;
    this.keeper = null;
  }

  /** Room for `n` more bytes (then `bytes` may be written directly up to `length + n`). */
  room(n: number): void {
    if (this.length < this.keptEnd) this.keeper = null; // (a write below the bytes kept: they may change)
    if (this.length + n <= this.bytes.length) return;
    this.own(Math.max(this.bytes.length * 2, this.length - this.start + n));
  }

  /**
   * The state moved to bytes of the writer's own of at least `size` bytes, from 0 (out of a buffer it
   * was placed in, `place`, or out of bytes too small); the keeper is forgotten.
   */
  own(size: number): void {
    const held = this.length - this.start;
    const next = new Uint8Array((Math.max(size, held) + 3) & ~3);
    next.set(this.bytes.subarray(this.start, this.length));
    this.bytes = next;
    this.words = new Int32Array(next.buffer);
    this.start = 0;
    this.length = held;
    this.keeper = null;
  }

  u8(v: number): void {
    this.room(1);
    this.bytes[this.length++] = v;
  }

  u16(v: number): void {
    this.room(2);
    this.bytes[this.length++] = v & 0xff;
    this.bytes[this.length++] = (v >>> 8) & 0xff;
  }

  u32(v: number): void {
    this.room(4);
    const b = this.bytes;
    b[this.length++] = v & 0xff;
    b[this.length++] = (v >>> 8) & 0xff;
    b[this.length++] = (v >>> 16) & 0xff;
    b[this.length++] = (v >>> 24) & 0xff;
  }

  /** A string as a 32-bit length and its UTF-16 code units (two bytes each). */
  str(s: string): void {
    this.u32(s.length);
    this.room(s.length * 2);
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      this.bytes[this.length++] = c & 0xff;
      this.bytes[this.length++] = c >>> 8;
    }
  }
}

/** Reads what a `Writer` wrote, from `pos`. */
export class Reader {
  constructor(
    public bytes: Uint8Array,
    public pos: number,
  ) {}

  u8(): number {
    return this.bytes[this.pos++];
  }

  u16(): number {
    const b = this.bytes;
    const v = b[this.pos] | (b[this.pos + 1] << 8);
    this.pos += 2;
    return v;
  }

  u32(): number {
    const b = this.bytes;
    const p = this.pos;
    this.pos += 4;
    return (b[p] | (b[p + 1] << 8) | (b[p + 2] << 16) | (b[p + 3] << 24)) >>> 0;
  }

  str(): string {
    const n = this.u32();
    let s = "";
    for (let i = 0; i < n; i++, this.pos += 2)
      s += String.fromCharCode(this.bytes[this.pos] | (this.bytes[this.pos + 1] << 8));
    return s;
  }
}

/** A 53-bit hash folded to 32 bits (both halves mixed), what the index keeps (`StateStore.addHashed`). */
export function fold(h: number): number {
  return (h ^ Math.floor(h / 2 ** 32) ^ Math.imul(Math.floor(h / 2 ** 21), 0x9e3779b1)) | 0;
}

/**
 * Below this many bytes a store's array grows fourfold, above it by half: a search of tens of
 * thousands of states reaches its size in a few copies, while a large one wastes at most a third.
 */
const SMALL_BYTES = 1 << 20;

/**
 * A store told how many states its search may hold (`StateStore.expect`) grows straight to that many
 * once it holds this many: a smaller search never reserves, and a larger one copies its arrays a few
 * times while small instead of about twenty times up to its size.
 */
export const RESERVE_FROM = 1 << 16;

/** A reservation stays within this many bytes (the arena and the per-state arrays and index); past it the store grows as before. */
const RESERVE_BYTES = 2 ** 29;

/** Grow a typed array to at least `n` elements (fourfold while small, then by half), keeping its contents. */
function grown<T extends Uint8Array | Int32Array>(a: T, n: number): T {
  if (n <= a.length) return a;
  const factor = a.byteLength < SMALL_BYTES ? 4 : 1.5;
  const next = new (a.constructor as new (len: number) => T)(Math.max(Math.ceil(a.length * factor), n));
  next.set(a);
  return next;
}

/** A view of nothing (a store's views before their first comparison). */
const NO_VIEW: DataView<ArrayBufferLike> = new DataView(new ArrayBuffer(0));

/**
 * Every distinct state reached, in the order reached (state 0 first), as packed bytes with an exact
 * open-addressing index (hash → state, bytes compared on every hash match). Per state it keeps the
 * offset of its bytes, its parent state, its action's number and whether it is lost (a dead end).
 * Each slot of the index holds a state and its 32-bit hash, side by side: a probe compares hashes in
 * the slots' own memory and reads a state's bytes only when the hashes are equal, and growing the
 * index rehashes nothing.
 */
export class StateStore {
  /** All states' bytes, back to back; state i is `arena[offset[i], offset[i + 1])`. */
  arena: Uint8Array;
  offset: Int32Array;
  parent: Int32Array;
  action: Int32Array;
  /** 1 for a lost state: a dead end, never expanded. */
  lost: Uint8Array;
  /**
   * What the search keeps of some states beside their bytes, by state (search.ts `KEPT_ACTIONS`: the
   * actions of its first states, so that a script is read rather than played again).
   */
  readonly notes: unknown[] = [];
  /**
   * Open addressing, two numbers a slot: state + 1 (0 for an empty slot) and its folded hash. The
   * number of slots is a power of two, at most half of them used.
   */
  private slots: Int32Array;
  private mask: number;
  size = 0;
  /** The state an `add` that returned false found equal. */
  lastFound = -1;
  /** The folded hash of the state last added or found. */
  lastHash = 0;
  /** Views of the arena and of the bytes last compared with it (`equals`), and the arrays they view. */
  private arenaView: DataView<ArrayBufferLike> = NO_VIEW;
  private arenaOf: Uint8Array | null = null;
  private bytesView: DataView<ArrayBufferLike> = NO_VIEW;
  private bytesOf_: Uint8Array | null = null;
  /** The states this store's search may hold (`expect`; 0: not known). */
  private expected = 0;
  /** The bytes a reservation may take (`expect`). */
  private reserveBytes = RESERVE_BYTES;

  /** A store sized for about `states` states of `bytes` bytes in all (it grows past them). */
  constructor(
    private readonly hash: ByteHash = hashBytes,
    states = 128,
    bytes = 4096,
  ) {
    const n = 2 ** Math.ceil(Math.log2(Math.max(states, 64)));
    this.arena = new Uint8Array(Math.max(bytes, 256));
    this.offset = new Int32Array(n);
    this.parent = new Int32Array(n);
    this.action = new Int32Array(n);
    this.lost = new Uint8Array(n);
    this.slots = new Int32Array(n * 4);
    this.mask = n * 2 - 1;
  }

  /**
   * Tell the store that its search holds at most about `states` states (a state budget).
   * Once it holds `RESERVE_FROM` states, its arrays and index grow straight to that many
   * (the arena by its bytes per state so far, 2 % more), within `RESERVE_BYTES`: each growth copies
   * the arrays into fresh memory, whose pages cost more than the copy (page faults, and unmapping the
   * old arrays, which a second thread of the process pays too), issue 13 item 4. What the store finds
   * is unchanged; past `states` it grows as before. Under a memory budget the reservation stays within
   * `bytes` too, so that reserving does not spend a budget that growing would not have reached.
   */
  expect(states: number, bytes: number = RESERVE_BYTES): void {
    if (!Number.isFinite(states) || states < 0)
      throw new Error(`StateStore.expect: states must be a finite number of at least 0, got ${states}`);
    if (!(bytes >= 0))
      throw new Error(`StateStore.expect: bytes must be a number of at least 0, got ${bytes}`);
    this.expected = Math.floor(states);
    this.reserveBytes = Math.min(RESERVE_BYTES, bytes);
  }

  /** The states to grow to when `n` are needed: the expected number, once large and if within the byte bound, else `n`. */
  private reserved(n: number, bytesPerState: number): number {
    const e = this.expected + 2;
    if (n > e || this.size < RESERVE_FROM || e * (bytesPerState + 29) > this.reserveBytes) return n;
    return e;
  }

  /** State i's bytes (a view into the arena, valid until the next `add`). */
  bytesOf(i: number): Uint8Array {
    return this.arena.subarray(this.offset[i], this.offset[i + 1]);
  }

  /**
   * Whether the state in `w` was reached before; if not, it is added (as state `size - 1`). With the
   * default hash its words are hashed four bytes at once (`writtenHash`, the same number).
   */
  add(w: Writer, parent: number, action: number): boolean {
    const h = this.hash === hashBytes ? writtenHash(w) : fold(this.hash(w.bytes, w.start, w.length));
    return this.addHashed(w.bytes, w.start, w.length, h, parent, action);
  }

  /** `add` for the state `bytes[start, end)`. */
  addBytes(bytes: Uint8Array, start: number, end: number, parent: number, action: number): boolean {
    return this.addHashed(bytes, start, end, fold(this.hash(bytes, start, end)), parent, action);
  }

  /**
   * `addBytes` for a state whose folded hash `h` is known (`lastHash` of a store with the same hash
   * function: a worker hashes the children it sends).
   */
  addHashed(
    bytes: Uint8Array,
    start: number,
    end: number,
    h: number,
    parent: number,
    action: number,
  ): boolean {
    this.lastHash = h;
    const length = end - start;
    const slots = this.slots;
    const mask = this.mask;
    let slot = h & mask;
    for (;;) {
      const s = slots[slot << 1];
      if (s === 0) break;
      if (slots[(slot << 1) | 1] === h && this.equals(s - 1, bytes, start, length)) {
        this.lastFound = s - 1;
        return false;
      }
      slot = (slot + 1) & mask;
    }
    const i = this.size++;
    const at = this.offset[i];
    if (i + 2 > this.parent.length) {
      const n = this.reserved(i + 2, at / i);
      this.offset = grown(this.offset, n);
      this.parent = grown(this.parent, n);
      this.action = grown(this.action, n);
      this.lost = grown(this.lost, n);
    }
    if (at + length > this.arena.length) {
      const perState = at / i;
      const n = this.reserved(i + 2, perState);
      this.arena = grown(this.arena, n === i + 2 ? at + length : Math.ceil(n * perState * 1.02) + length);
      this.arenaView = NO_VIEW; // (the old arena is not kept alive by its view)
      this.arenaOf = null;
    }
    this.copy(bytes, start, length, at);
    this.offset[i + 1] = at + length;
    this.parent[i] = parent;
    this.action[i] = action;
    slots[slot << 1] = i + 1;
    slots[(slot << 1) | 1] = h;
    if (this.size * 2 > mask + 1) this.rehash();
    return true;
  }

  /** Views of the arena and of `bytes` (`arenaView`, `bytesView`), made again only when their arrays changed. */
  private views(bytes: Uint8Array): void {
    const a = this.arena;
    if (a !== this.arenaOf) {
      this.arenaView = new DataView(a.buffer, a.byteOffset, a.byteLength);
      this.arenaOf = a;
    }
    if (bytes !== this.bytesOf_) {
      this.bytesView = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      this.bytesOf_ = bytes;
    }
  }

  /** Copy `bytes[start, start + length)` into the arena at `at`: four at a time (`views`), then the last few. */
  private copy(bytes: Uint8Array, start: number, length: number, at: number): void {
    this.views(bytes);
    const av = this.arenaView;
    const bv = this.bytesView;
    let k = 0;
    for (; k + 4 <= length; k += 4) av.setInt32(at + k, bv.getInt32(start + k));
    const arena = this.arena;
    for (; k < length; k++) arena[at + k] = bytes[start + k];
  }

  /**
   * Whether state i's bytes are `bytes[start, start + length)`: compared four at a time (through views
   * of both buffers, kept while they stay the same), then the last few one by one.
   */
  private equals(i: number, bytes: Uint8Array, start: number, length: number): boolean {
    const from = this.offset[i];
    if (this.offset[i + 1] - from !== length) return false;
    this.views(bytes);
    const a = this.arena;
    const av = this.arenaView;
    const bv = this.bytesView;
    let k = 0;
    for (; k + 4 <= length; k += 4) if (av.getInt32(from + k) !== bv.getInt32(start + k)) return false;
    for (; k < length; k++) if (a[from + k] !== bytes[start + k]) return false;
    return true;
  }

  /**
   * Four times the slots while they are small (`SMALL_BYTES`), else twice, each state moved to its slot
   * by the hash it keeps. A state's slot is read before it is written, so each page of the new slots is
   * written first (`writePages`: a page read first costs a second fault, and in a process with two
   * searching threads an interrupt to the other core).
   */
  private rehash(): void {
    const old = this.slots;
    const next = (this.mask + 1) * (old.byteLength < SMALL_BYTES ? 4 : 2);
    const want = this.reserved(this.size, this.offset[this.size] / this.size) * 2; // at most half full
    const mask = Math.max(next, 2 ** Math.ceil(Math.log2(want))) - 1;
    const slots = writePages(new Int32Array((mask + 1) * 2));
    for (let o = 0; o < old.length; o += 2) {
      if (old[o] === 0) continue;
      const h = old[o + 1];
      let slot = h & mask;
      while (slots[slot << 1] !== 0) slot = (slot + 1) & mask;
      slots[slot << 1] = old[o];
      slots[(slot << 1) | 1] = h;
    }
    this.slots = slots;
    this.mask = mask;
  }

  /** Bytes held for the states and their index (what the search keeps per state, summed). */
  heldBytes(): number {
    return (
      this.arena.byteLength +
      this.offset.byteLength +
      this.parent.byteLength +
      this.action.byteLength +
      this.lost.byteLength +
      this.slots.byteLength
    );
  }
}
