/**
 * The parts the shards of the parallel search send each other (docs/rules.md §7, issue 13 item 4): which
 * shard owns a state, a state's global id, and the children of one layer bound for one shard, packed
 * as they are generated into buffers of shared memory.
 *
 * A part's buffers are `SharedArrayBuffer`s, posted without being transferred. Transferring an
 * `ArrayBuffer` detaches it in the sending thread, and the first buffer detached in a thread throws
 * away every optimised function of that thread that reads a typed array (V8's array-buffer-detaching
 * protector), which its compiler then optimises again: with transferred parts, a cold two-thread
 * search compiled its hot code twice in each thread, and a worker's warm-up was lost at its first part
 * (issue 13 item 4). A shared buffer is never detached; the part's sender packs no more into it until
 * the owner hands it back (`Outbox.reuse`), so the two threads never touch it at once.
 */

import type { Writer } from "./packed";

/** No words: a child not on a multiple of 4 bytes is copied byte by byte. */
const NO_WORDS = new Int32Array(0);

/** Children a part carries at most (then it is sent). */
const PART = 1024;

/** Bytes a part keeps free past its end for a writer placed there (`Outbox.place`), at least. */
const SLACK = 4096;

/**
 * Which of `shards` shards owns the state of folded hash `h`: the top bits of a multiplicative mix of
 * it. A store's index uses the low bits of `h`, so every slot of each shard's index is used.
 */
export function ownerOf(h: number, shards: number): number {
  return ownerIn(h, shards / 2 ** 32);
}

/**
 * `ownerOf(h, shards)` for `scale` = shards / 2^32, the same number: the mix below 2^32 times a whole
 * number of shards is exact, and so is its scaling by a power of two. A shard asks it for every child
 * (`Shard`'s visit), where a call of `ownerOf`'s 49 bytes of bytecode was not inlined (issue 13 item 4).
 */
export const ownerIn = (h: number, scale: number): number => ((Math.imul(h, 0x9e3779b1) >>> 0) * scale) | 0;

/**
 * Children of one layer bound for one shard, packed (buffers of shared memory only): child i is
 * `bytes[childStart(meta, i), meta[4i])`, with its folded hash `meta[4i + 1]`, its parent's global id
 * `meta[4i + 2]`, its successor number | won 1, lost 2 << 16 in `meta[4i + 3]`, and its key in
 * `keys[i]`. Each child starts at a multiple of 4 bytes, so that it is copied in four-byte words.
 */
export interface Part {
  layer: number;
  n: number;
  bytes: Uint8Array;
  meta: Int32Array;
  keys: Float64Array;
}

/** Where child `i` of a part starts in its bytes: the end of the one before, rounded up to 4 bytes. */
export const childStart = (meta: Int32Array, i: number): number => (i === 0 ? 0 : (meta[i * 4 - 4] + 3) & ~3);

/** A state's global id: its number in its shard's store × shards + the shard. */
export const globalId = (local: number, shard: number, shards: number): number => local * shards + shard;

/**
 * A growable packed part, sent when full. Its buffers come back once the owner has taken the part's
 * children (`reuse`), and the next part is packed into them: a new part's buffers cost more than
 * the children they carry (allocating them took about 0.1–0.2 ms a part on the machine this was
 * built on, where a child costs about 0.1 µs to pack).
 */
export class Outbox {
  n = 0;
  bytes: Uint8Array = sharedBytes(PART * 96);
  /** `bytes` as four-byte words (its length is a multiple of 4). */
  private words: Int32Array = new Int32Array(this.bytes.buffer);
  /**
   * The last child's array, and its memory as words when it starts on a multiple of 4 bytes (a shard
   * encodes every child into one array).
   */
  private from: Uint8Array | null = null;
  private fromWords: Int32Array = NO_WORDS;
  length = 0;
  meta: Int32Array = new Int32Array(new SharedArrayBuffer(PART * 4 * 4));
  keys: Float64Array = new Float64Array(new SharedArrayBuffer(PART * 8));
  /** Parts handed back by their owner, whose buffers the next parts are packed into. */
  private readonly spare: Part[] = [];
  /** The writer kept at the part's end (`place`; null: none). */
  private placed: Writer | null = null;

  /**
   * Place `w` at this part's end (`Writer.place`), and keep it at the end as children are appended, the
   * part is sent or grows (`settle`): a child written there and sent here (`send`) is appended where it
   * was written, not copied. A shard encodes its children there; a child of its own is copied from there
   * into its store as from any writer (issue 13 item 4).
   */
  place(w: Writer): void {
    this.placed = w;
    this.settle();
  }

  /**
   * Append the child `w` holds: where it is when `w` is the writer placed here (`place`), else copied
   * (`push`; so too when `w` had to move to bytes of its own, `Writer.room`). True when the part is full.
   */
  send(w: Writer, h: number, parent: number, code: number, key: number): boolean {
    if (w.bytes !== this.bytes || w.start !== ((this.length + 3) & ~3))
      return this.copy(w.bytes, w.start, w.length, h, parent, code, key);
    if (w.keeper !== null) return this.release(w, h, parent, code, key);
    const end = w.length;
    this.length = end;
    const full = this.record(end, h, parent, code, key);
    this.settle();
    return full;
  }

  /**
   * `send` of a child whose bytes an encoder keeps, to write its next state over them (`Writer.keeper`:
   * a board of at most 64 cells, src/solver/grid-encode.ts `encodeOver`). Moving the writer past every
   * child sent would make each next encode whole, which costs such a board more than the copy saves
   * (issue 13 item 4, round 19), so the writer goes to bytes of its own for good and its children are
   * copied from there.
   */
  private release(w: Writer, h: number, parent: number, code: number, key: number): boolean {
    this.placed = null;
    w.own(256);
    return this.copy(w.bytes, w.start, w.length, h, parent, code, key);
  }

  /**
   * The writer placed here (if any) placed at the part's end again, the part grown first when fewer
   * bytes are left past its end than `SLACK` or four times the child the writer holds now.
   */
  private settle(): void {
    const w = this.placed;
    if (w === null) return;
    const start = (this.length + 3) & ~3;
    const room = Math.max(SLACK, (w.length - w.start) * 4);
    if (start + room > this.bytes.length) this.grow(start + room);
    w.place(this.bytes, this.words, start);
  }

  /**
   * Append a child (`src[0, length)`), at a multiple of 4 bytes: copied four bytes at a time when `src`
   * starts on one too (a byte loop was the largest cost of sending, issue 13 item 4); true when the
   * part is full.
   */
  push(src: Uint8Array, length: number, h: number, parent: number, code: number, key: number): boolean {
    return this.copy(src, 0, length, h, parent, code, key);
  }

  /** `push` of the child `src[from, end)`, `from` a multiple of 4. */
  private copy(
    src: Uint8Array,
    from: number,
    end: number,
    h: number,
    parent: number,
    code: number,
    key: number,
  ): boolean {
    const length = end - from;
    const start = (this.length + 3) & ~3;
    if (start + length > this.bytes.length) this.grow(start + length);
    if (src !== this.from) {
      // (`buffer` and `byteOffset` are read only here: reading them for every child cost more than the copy)
      this.from = src;
      this.fromWords =
        (src.byteOffset & 3) === 0
          ? new Int32Array(src.buffer, src.byteOffset, src.byteLength >>> 2)
          : NO_WORDS;
    }
    const s32 = this.fromWords;
    const d32 = this.words;
    // The last word whole: its bytes past the child only fill the gap to the next child's start, which
    // no reader looks at (a byte loop for a child's last one to three bytes cost about 40 instructions).
    const k0 = from >>> 2;
    const words = Math.min((length + 3) >>> 2, Math.max(0, s32.length - k0));
    // Four words an iteration, the indices kept in 32 bits (`| 0`): the loop's own checks (the arrays'
    // maps, the sums' overflow) had cost more than the words copied.
    let i = start >>> 2;
    let k = k0;
    const last = (k0 + words) | 0;
    for (; k < last - 3; k = (k + 4) | 0, i = (i + 4) | 0) {
      d32[i] = s32[k];
      d32[(i + 1) | 0] = s32[(k + 1) | 0];
      d32[(i + 2) | 0] = s32[(k + 2) | 0];
      d32[(i + 3) | 0] = s32[(k + 3) | 0];
    }
    for (; k < last; k = (k + 1) | 0, i = (i + 1) | 0) d32[i] = s32[k];
    const b = this.bytes;
    for (let k = words << 2; k < length; k++) b[start + k] = src[from + k];
    const p = start + length;
    this.length = p;
    const full = this.record(p, h, parent, code, key);
    if (this.placed !== null) this.settle(); // (past the child copied, perhaps over where it was placed)
    return full;
  }

  /** Record the child ending at `p` (the part's end now), with its numbers: true when the part is full. */
  private record(p: number, h: number, parent: number, code: number, key: number): boolean {
    // (`| 0`: the numbers are whole, and so stored without a detour through a double each)
    const n = this.n;
    const meta = this.meta;
    const m = n << 2;
    meta[m] = p;
    meta[(m + 1) | 0] = h | 0;
    meta[(m + 2) | 0] = parent | 0;
    meta[(m + 3) | 0] = code | 0;
    this.keys[n] = key;
    this.n = n + 1;
    return n + 1 === PART;
  }

  /** The part's bytes grown to at least `n` (whole words), its children kept. */
  private grow(n: number): void {
    const next = sharedBytes((Math.max(this.bytes.length * 2, n) + 3) & ~3);
    next.set(this.bytes.subarray(0, this.length));
    this.bytes = next;
    this.words = new Int32Array(next.buffer);
  }

  /** The part so far (its buffers handed over), and a fresh one started, in a spare part's buffers if there is one. */
  take(layer: number): Part {
    const part: Part = { layer, n: this.n, bytes: this.bytes, meta: this.meta, keys: this.keys };
    this.n = 0;
    this.length = 0;
    const spare = this.spare.pop();
    if (spare !== undefined && isWhole(spare)) {
      this.bytes = spare.bytes;
      this.words = new Int32Array(spare.bytes.buffer, spare.bytes.byteOffset, spare.bytes.length >>> 2);
      this.meta = spare.meta;
      this.keys = spare.keys;
    } else {
      this.bytes = sharedBytes(this.bytes.length);
      this.words = new Int32Array(this.bytes.buffer);
      this.meta = new Int32Array(new SharedArrayBuffer(PART * 4 * 4));
      this.keys = new Float64Array(new SharedArrayBuffer(PART * 8));
    }
    this.settle(); // (out of the part sent)
    return part;
  }

  /** A part this outbox sent, handed back by its owner once read: its buffers are packed again. */
  reuse(part: Part): void {
    this.spare.push(part);
  }
}

/** `n` bytes of shared memory (zeros). */
function sharedBytes(n: number): Uint8Array {
  return new Uint8Array(new SharedArrayBuffer(n));
}

/** Whether a part handed back has buffers of a part's sizes (so that the next part fits in them). */
function isWhole(p: Part): boolean {
  const { bytes } = p;
  return (
    p.meta.length === PART * 4 &&
    p.keys.length === PART &&
    bytes.length > 0 &&
    (bytes.length & 3) === 0 &&
    (bytes.byteOffset & 3) === 0
  );
}
