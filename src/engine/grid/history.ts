/**
 * The undo history (docs/rules.md §5.6; docs/api.md M9): its entries, oldest first, kept flat in regions
 * of typed arrays of 32-bit numbers, so a step's entry is no object of its own (a long walk keeps
 * thousands, which every garbage collection would copy), and a growing history never copies what it holds
 * (it takes a new region of a block shared by histories: a typed array is slow to make). Entry i lies in
 * region `chunkOf[i]` from `starts[i]` to `ends[i]`: the id counter, won (with whether the cells were in age
 * order, relink.ts) and the seed from before the step, then a record (RECORD numbers, undo-log.ts) per
 * object the step changed, as it was. `refs`: per entry, its rules (parse record, lines) if up to date, else nulls.
 */
import type { Parsed } from "./parsed";

/** Numbers of an entry before its records: the id counter, won (bit 0) with IN_AGE_ORDER, and the seed. */
export const HEAD = 3;

/** The bit of an entry's second number set when every cell listed its objects newest first before the step (relink.ts). */
export const IN_AGE_ORDER = 2;

/** A history's first region's size in numbers; each next region of it is twice as large, up to REGION_MOST. */
const REGION_LEAST = 1024;
const REGION_MOST = 1 << 16;
/**
 * Numbers per block: histories take their regions from a shared block (one typed array costs microseconds
 * to make, whatever its size). 64 KiB: a block this small comes from the allocator's reused memory, where a
 * larger one is mapped afresh and every page of it faults on its first write (a step's entry is written
 * into memory no step wrote before); regions past a quarter of it take arrays of their own.
 */
const BLOCK = 1 << 14;

// The block regions are taken from, and how much of it is taken. A block lives while a history holds a region of it.
let block = new Int32Array(0);
let taken = 0;
// The last region taken: its buffer and where it starts.
let takenBuf = block;
let takenAt = 0;

/** Takes a region of `n` numbers no other history will write (`takenBuf` from `takenAt`). */
function take(n: number): void {
  if (n > BLOCK / 4) {
    takenBuf = new Int32Array(n);
    takenAt = 0;
    return;
  }
  if (taken + n > block.length) {
    block = new Int32Array(BLOCK);
    taken = 0;
  }
  takenBuf = block;
  takenAt = taken;
  taken += n;
}

/** A level's undo history: `length` entries. */
export interface History {
  length: number;
  /** Per region (oldest first): its buffer, where it starts and where it ends there. */
  bufs: Int32Array[];
  begins: number[];
  limits: number[];
  /** The region entries are written in, and where the next one starts in its buffer. */
  last: number;
  used: number;
  /**
   * Per entry: its region, and where it starts and ends in the region's buffer (plain arrays: cheaper to
   * make than typed ones; past `length` they hold what undo left, written over by the next entries).
   */
  chunkOf: number[];
  starts: number[];
  ends: number[];
  /** Per entry, two: its rules' record and lines, or nulls when they were not up to date (past `length`: nulls). */
  refs: (Parsed | readonly (readonly number[])[] | null)[];
}

/** An empty history (it takes a region on its first entry). */
export function newHistory(): History {
  return {
    length: 0,
    bufs: [],
    begins: [],
    limits: [],
    last: -1,
    used: 0,
    chunkOf: [],
    starts: [],
    ends: [],
    refs: [],
  };
}

/** A copy of `h`, its own to add to and take from: its entries copied into one region. */
export function cloneHistory(h: History): History {
  const out = newHistory();
  if (h.length === 0) return out;
  let total = 0;
  for (let i = 0; i < h.length; i++) total += h.ends[i] - h.starts[i];
  take(Math.max(total, REGION_LEAST));
  out.bufs.push(takenBuf);
  out.begins.push(takenAt);
  out.limits.push(takenAt + Math.max(total, REGION_LEAST));
  out.last = 0;
  let at = takenAt;
  for (let i = 0; i < h.length; i++) {
    takenBuf.set(h.bufs[h.chunkOf[i]].subarray(h.starts[i], h.ends[i]), at);
    out.chunkOf.push(0);
    out.starts.push(at);
    at += h.ends[i] - h.starts[i];
    out.ends.push(at);
  }
  out.used = at;
  out.length = h.length;
  out.refs = h.refs.slice(0, 2 * h.length);
  return out;
}

/** Room for one more entry of `n` numbers: in the region written in, or the next (one left by undo, or a new one). */
function room(h: History, n: number): void {
  if (h.last >= 0 && h.used + n <= h.limits[h.last]) return;
  h.last++;
  if (h.last < h.bufs.length && h.limits[h.last] - h.begins[h.last] >= n) {
    h.used = h.begins[h.last];
    return;
  }
  h.bufs.length = h.begins.length = h.limits.length = h.last; // regions past the last are left
  const size = Math.max(n, Math.min(REGION_MOST, REGION_LEAST << Math.min(h.last, 6)));
  take(size);
  h.bufs.push(takenBuf);
  h.begins.push(takenAt);
  h.limits.push(takenAt + size);
  h.used = takenAt;
}

/**
 * Adds an entry: the id counter, won and seed from before (with `ordered`, IN_AGE_ORDER), the records
 * `records[from…to)`, and the rules when up to date (`parsed`, `lines`; null when not).
 */
export function pushEntry(
  h: History,
  nextId: number,
  won: boolean,
  ordered: boolean,
  seed: number,
  records: Int32Array,
  from: number,
  to: number,
  parsed: Parsed | null,
  lines: readonly (readonly number[])[] | null,
): void {
  const n = HEAD + to - from;
  room(h, n);
  const nums = h.bufs[h.last];
  const at = h.used;
  h.chunkOf[h.length] = h.last;
  h.starts[h.length] = at;
  h.ends[h.length++] = at + n;
  nums[at] = nextId;
  nums[at + 1] = (won ? 1 : 0) | (ordered ? IN_AGE_ORDER : 0);
  nums[at + 2] = seed | 0; // a 32-bit unsigned seed, kept in a signed number (read back with >>> 0)
  if (to - from > 96)
    nums.set(records.subarray(from, to), at + HEAD); // many: one copy (a view costs a little)
  else for (let i = from, j = at + HEAD; i < to; i++, j++) nums[j] = records[i]; // a few: no view made
  h.used = at + n;
  h.refs[2 * h.length - 2] = parsed;
  h.refs[2 * h.length - 1] = parsed === null ? null : lines;
}

/** No entry tells that the cells were in age order before its step (a change past the history made them otherwise). */
export function forgetOrder(h: History): void {
  for (let i = 0; i < h.length; i++) h.bufs[h.chunkOf[i]][h.starts[i] + 1] &= 1;
}

/** Drops the oldest entries of `h` down to `keep` entries (the regions before the first kept one go). */
export function dropOldest(h: History, keep: number): void {
  const d = h.length - keep;
  if (d <= 0) return;
  const c = h.chunkOf[d];
  h.bufs.splice(0, c);
  h.begins.splice(0, c);
  h.limits.splice(0, c);
  h.last -= c;
  for (let i = d; i < h.length; i++) {
    h.chunkOf[i - d] = h.chunkOf[i] - c;
    h.starts[i - d] = h.starts[i];
    h.ends[i - d] = h.ends[i];
  }
  h.length = keep;
  h.chunkOf.length = h.starts.length = h.ends.length = keep;
  h.refs.splice(0, 2 * d);
  h.refs.length = 2 * keep;
}

/**
 * Forgets the newest entry, after it was read (its numbers stay in place until the next entry is
 * written over them).
 */
export function popEntry(h: History): void {
  const i = --h.length;
  h.last = h.chunkOf[i];
  h.used = h.starts[i];
  h.refs[2 * i] = h.refs[2 * i + 1] = null; // the arrays keep their length: the next entry is written over them
}
