/**
 * The undo history (docs/rules.md §5.6; docs/api.md M9): its entries, oldest first, kept flat in one
 * growing buffer of 32-bit numbers, so a step's entry is no object of its own (a long walk keeps thousands:
 * as objects they would be copied by every garbage collection that finds them alive). Entry i starts at
 * `starts[i]` and holds the id counter, won and the seed from before the step, then a record (RECORD
 * numbers, undo-log.ts) per object the step changed, as it was; `refs` holds, per entry, the rules
 * (the last parse's record and its lines, shared and immutable) when they were up to date, else nulls.
 */
import type { Parsed } from "./parsed";

/** Numbers of an entry before its records: the id counter, won (1/0) and the seed. */
export const HEAD = 3;

/** A level's undo history: `length` entries. */
export interface History {
  length: number;
  /** The entries' numbers, `used` of them in use. */
  nums: Int32Array;
  used: number;
  /** Per entry: where it starts in `nums`. */
  starts: Int32Array;
  /** Per entry, two: its rules' record and lines, or nulls when they were not up to date. */
  refs: (Parsed | readonly (readonly number[])[] | null)[];
}

const NO_NUMS = new Int32Array(0);

/** An empty history (its buffers are made on its first entry). */
export function newHistory(): History {
  return { length: 0, nums: NO_NUMS, used: 0, starts: NO_NUMS, refs: [] };
}

/** A copy of `h`, its own to add to and take from. */
export function cloneHistory(h: History): History {
  if (h.length === 0) return newHistory();
  return {
    length: h.length,
    nums: h.nums.slice(0, h.used),
    used: h.used,
    starts: h.starts.slice(0, h.length),
    refs: h.refs.slice(),
  };
}

/** Makes room in `h` for one more entry of `n` numbers. */
function room(h: History, n: number): void {
  if (h.used + n > h.nums.length) {
    const grown = new Int32Array(Math.max(h.used + n, h.nums.length * 2, 256));
    grown.set(h.nums.subarray(0, h.used));
    h.nums = grown;
  }
  if (h.length + 1 > h.starts.length) {
    const grown = new Int32Array(Math.max(16, h.starts.length * 2));
    grown.set(h.starts.subarray(0, h.length));
    h.starts = grown;
  }
}

/**
 * Adds an entry: the id counter, won and seed from before, the records `records[from…to)`, and the
 * rules when up to date (`parsed`, `lines`; null when not).
 */
export function pushEntry(
  h: History,
  nextId: number,
  won: boolean,
  seed: number,
  records: Int32Array,
  from: number,
  to: number,
  parsed: Parsed | null,
  lines: readonly (readonly number[])[] | null,
): void {
  room(h, HEAD + to - from);
  const at = h.used;
  h.starts[h.length++] = at;
  h.nums[at] = nextId;
  h.nums[at + 1] = won ? 1 : 0;
  h.nums[at + 2] = seed | 0; // a 32-bit unsigned seed, kept in a signed number (read back with >>> 0)
  h.nums.set(records.subarray(from, to), at + HEAD);
  h.used = at + HEAD + to - from;
  h.refs.push(parsed, parsed === null ? null : lines);
}

/** Drops the oldest entries of `h` down to `keep` entries. */
export function dropOldest(h: History, keep: number): void {
  const d = h.length - keep;
  if (d <= 0) return;
  const off = h.starts[d];
  h.nums.copyWithin(0, off, h.used);
  h.used -= off;
  for (let i = d; i < h.length; i++) h.starts[i - d] = h.starts[i] - off;
  h.length = keep;
  h.refs.splice(0, 2 * d);
}

/** Forgets the newest entry (after it was read: its numbers stay in `nums` until the next entry is added). */
export function popEntry(h: History): void {
  h.length--;
  h.used = h.starts[h.length];
  h.refs.length = 2 * h.length;
}
