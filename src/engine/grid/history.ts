/**
 * The undo history (docs/rules.md §5.6; docs/api.md M9): its entries, oldest first, kept flat in regions
 * of typed arrays of 32-bit numbers, so a step's entry is no object of its own (a long walk keeps
 * thousands, which every garbage collection would copy), and a growing history never copies what it holds
 * (it takes a new region of a block shared by histories: a typed array is slow to make). The entries lie
 * one after another in the regions, oldest first; each holds the id counter, won (with whether the cells
 * were in age order, relink.ts) and the seed from before the step, then a record (two or three numbers,
 * undo-record.ts) per object the step changed, as it was, and last its own length, so the newest is found
 * from where the last region's entries end (`used`) and each older one from where the next starts: nothing
 * per entry is kept outside the regions but its rules, as runs of entries sharing them (history-rules.ts).
 * Checked against a plain list of entries by tests/grid/history-regions.test.ts.
 */
import { take, takenFrom } from "./history-block";
import * as runs from "./history-rules";
import type { Parsed } from "./parsed";

/** Numbers of an entry before its records: the id counter, won (bit 0) with IN_AGE_ORDER and the bonuses, and the seed. */
export const HEAD = 3;

/** Numbers of an entry after its records: its length (HEAD, records and this one). */
export const TAIL = 1;

/** The bit of an entry's second number set when every cell listed its objects newest first before the step (relink.ts). */
export const IN_AGE_ORDER = 2;

/** A history's first region's size in numbers; each next region of it is twice as large, up to REGION_MOST. */
const REGION_LEAST = 1024;
const REGION_MOST = 1 << 16;
/** A level's undo history: `length` entries. */
export interface History {
  length: number;
  /**
   * Per region (oldest first): its buffer, where it starts and where it ends there, and (for each region
   * before the last) where its entries end.
   */
  bufs: Int32Array[];
  begins: number[];
  limits: number[];
  ends: number[];
  /** The region entries are written in, and where its entries end (the next one starts) in its buffer. */
  last: number;
  used: number;
  /** The entries' rules (their record and lines, or nulls when they were not up to date), as runs. */
  rules: runs.RuleRuns;
}

/** An empty history (it takes a region on its first entry). */
export function newHistory(): History {
  return {
    length: 0,
    bufs: [],
    begins: [],
    limits: [],
    ends: [],
    last: -1,
    used: 0,
    rules: runs.newRuleRuns(),
  };
}

/** A copy of `h`, its own to add to and take from: its entries copied into one region. */
export function cloneHistory(h: History): History {
  const out = newHistory();
  if (h.length === 0) return out;
  let total = 0;
  for (let r = 0; r <= h.last; r++) total += endOf(h, r) - h.begins[r];
  const size = Math.max(total, REGION_LEAST);
  const buf = take(size);
  let at = takenFrom();
  out.bufs.push(buf);
  out.begins.push(at);
  out.limits.push(at + size);
  out.last = 0;
  for (let r = 0; r <= h.last; r++) {
    buf.set(h.bufs[r].subarray(h.begins[r], endOf(h, r)), at);
    at += endOf(h, r) - h.begins[r];
  }
  out.used = at;
  out.length = h.length;
  out.rules = runs.cloneRuleRuns(h.rules);
  return out;
}

/** Where region r's entries end. */
const endOf = (h: History, r: number): number => (r === h.last ? h.used : h.ends[r]);

/** Room for one more entry of `n` numbers: in the region written in, or the next (one left by undo, or a new one). */
function room(h: History, n: number): void {
  if (h.last >= 0 && h.used + n <= h.limits[h.last]) return;
  if (h.last >= 0) h.ends[h.last] = h.used;
  h.last++;
  if (h.last < h.bufs.length && h.limits[h.last] - h.begins[h.last] >= n) {
    h.used = h.begins[h.last];
    return;
  }
  if (h.bufs.length > h.last)
    // regions past the last are left (a length written is a runtime call)
    h.bufs.length = h.begins.length = h.limits.length = h.ends.length = h.last;
  const size = Math.max(n, Math.min(REGION_MOST, REGION_LEAST << Math.min(h.last, 6)));
  h.bufs.push(take(size));
  h.used = takenFrom();
  h.begins.push(h.used);
  h.limits.push(h.used + size);
}

/**
 * Adds an entry: the id counter, won and the bonuses (`status`, bonus-count.ts) and seed from before (with
 * `ordered`, IN_AGE_ORDER), the records `records[from…to)`, and the rules when up to date (`parsed`, `lines`).
 */
export function pushEntry(
  h: History,
  nextId: number,
  status: number,
  ordered: boolean,
  seed: number,
  records: Int32Array,
  from: number,
  to: number,
  parsed: Parsed | null,
  lines: readonly (readonly number[])[] | null,
): void {
  const n = HEAD + to - from + TAIL;
  room(h, n);
  const nums = h.bufs[h.last];
  const at = h.used;
  h.length++;
  nums[at] = nextId;
  nums[at + 1] = status | (ordered ? IN_AGE_ORDER : 0);
  nums[at + 2] = seed | 0; // a 32-bit unsigned seed, kept in a signed number (read back with >>> 0)
  if (records === nums && from === at + HEAD) {
    // written in place by the recording (undo-log.ts): nothing to copy
  } else if (to - from > 96)
    nums.set(records.subarray(from, to), at + HEAD); // many: one copy (a view costs a little)
  else for (let i = from, j = at + HEAD; i < to; i++, j++) nums[j] = records[i]; // a few: no view made
  nums[at + n - 1] = n;
  h.used = at + n;
  runs.noteRules(h.rules, h.length - 1, parsed, lines);
}

/** No entry tells that the cells were in age order before its step (a change past the history made them otherwise). */
export function forgetOrder(h: History): void {
  for (let r = h.last; r >= 0; r--) {
    const nums = h.bufs[r];
    for (let end = endOf(h, r); end > h.begins[r]; end -= nums[end - 1]) nums[end - nums[end - 1] + 1] &= 1;
  }
}

/**
 * Where the newest entry starts in the last region's buffer (`h.bufs[h.last]`); its records end where
 * `h.used - TAIL` says (`newestEnd`). Only when `h.length` > 0.
 */
export const newestStart = (h: History): number => h.used - h.bufs[h.last][h.used - 1];

/** Where the newest entry's records end in the last region's buffer. */
export const newestEnd = (h: History): number => h.used - TAIL;

/** Drops the oldest entries of `h` down to `keep` entries (the regions before the first kept one go). */
export function dropOldest(h: History, keep: number): void {
  const d = h.length - keep;
  if (d <= 0) return;
  // Walk back from the newest over the `keep` entries kept: (r, at) is then where the oldest kept one starts.
  let r = h.last;
  let at = h.used;
  for (let k = 0; k < keep; k++) {
    while (at === h.begins[r]) at = h.ends[--r]; // (a region left empty holds none)
    at -= h.bufs[r][at - 1];
  }
  h.bufs.splice(0, r);
  h.begins.splice(0, r);
  h.limits.splice(0, r);
  h.ends.splice(0, r);
  h.last -= r;
  h.begins[0] = at;
  h.length = keep;
  runs.forgetOldest(h.rules, d);
}

/**
 * Forgets the newest entry, after it was read (its numbers stay in place until the next entry is
 * written over them).
 */
export function popEntry(h: History): void {
  const i = --h.length;
  h.used = newestStart(h);
  if (h.used === h.begins[h.last] && h.last > 0 && i > 0) h.used = h.ends[--h.last]; // the region held no older one
  runs.forgetNewest(h.rules, i);
}

/** The entries' numbers, oldest first, each from its head to its last record (for tests and tools). */
export function entryNumbers(h: History): number[][] {
  const out: number[][] = [];
  for (let r = h.last; r >= 0 && out.length < h.length; r--) {
    const nums = h.bufs[r];
    for (let end = endOf(h, r); end > h.begins[r]; end -= nums[end - 1])
      out.push([...nums.subarray(end - nums[end - 1], end - TAIL)]);
  }
  return out.reverse();
}
