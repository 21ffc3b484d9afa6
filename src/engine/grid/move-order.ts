/**
 * The order the YOU objects move in (docs/rules.md §5.4): furthest ahead in the move's direction first,
 * ties oldest first.
 */
import { collectHaving } from "./props-of";
import type { Level } from "./types";

// A list kept for `having` (null while one is handed out: a hook's move inside a move gets a new one).
let spare: number[] | null = [];

/** The alive objects with a property of `mask`, oldest first, in a scratch list: hand it back with `doneWith`. */
export function having(level: Level, mask: number): number[] {
  const out = spare ?? [];
  spare = null;
  const n = collectHaving(level, mask, out); // written over, then cut to length (emptying it would drop its storage)
  if (out.length !== n) out.length = n; // (a length written, even unchanged, is a call into the runtime)
  return out;
}

/** A list from `having` is no longer used: the next call may reuse it. */
export function doneWith(list: number[]): void {
  spare = list;
}

// Scratch: one sort number per object; per lead, a count (then where its ids go), and the ids sorted by buckets.
let keys = new Float64Array(64);
let buckets = new Int32Array(64);
let sorted = new Int32Array(64);
let bucketOf = new Int32Array(64); // per id of the list, its bucket (`byBucket`)
/** A sort number's places: a lead (|lead| < 2²⁰) takes the high part, the id (< 2³²) the low part. */
const LEAD = 2 ** 20;
const ID = 2 ** 32;

/**
 * Sorts `ids` in place, furthest ahead along (dx, dy) first, ties oldest first: for a few, an insertion
 * sort on one sort number each (lead and id in one); for many listed oldest first (the movers), a counting sort on
 * the leads; else through sort numbers and a typed array's sort. No comparator, nothing allocated per object.
 */
export function byLead(level: Level, ids: number[], dx: number, dy: number): void {
  const n = ids.length;
  const { x, y } = level;
  if (n <= 32) {
    // One sort number per mover (lead · 2³² − id: furthest ahead first, then oldest), compared once per
    // shift of the insertion sort instead of lead, then id.
    if (keys.length < n) keys = new Float64Array(64);
    for (let i = 0; i < n; i++) keys[i] = (x[ids[i]] * dx + y[ids[i]] * dy) * ID - ids[i];
    for (let i = 1; i < n; i++) {
      const id = ids[i];
      const sortNo = keys[i];
      let j = i - 1;
      for (; j >= 0 && keys[j] < sortNo; j--) {
        keys[j + 1] = keys[j];
        ids[j + 1] = ids[j];
      }
      keys[j + 1] = sortNo;
      ids[j + 1] = id;
    }
    return;
  }
  if (ascending(ids)) {
    byBucket(level, ids, dx, dy);
    return;
  }
  if (keys.length < n) keys = new Float64Array(n * 2);
  for (let i = 0; i < n; i++) keys[i] = (LEAD - (x[ids[i]] * dx + y[ids[i]] * dy)) * ID + ids[i];
  keys.subarray(0, n).sort();
  // The id is the sort number's low part, read back as a small integer (ids < 2³¹): a double stored
  // into the cell lists or positions would make them arrays of doubles.
  for (let i = 0; i < n; i++) ids[i] = (keys[i] - Math.trunc(keys[i] / ID) * ID) | 0;
}

/** Whether `ids` are in ascending order (as the movers are listed: by age). */
function ascending(ids: readonly number[]): boolean {
  for (let i = 1; i < ids.length; i++) if (ids[i - 1] >= ids[i]) return false;
  return true;
}

/**
 * `byLead` for ids listed oldest first: a counting sort on the leads (a stable one, so ties stay oldest
 * first), in time linear in the ids and the grid's side.
 */
function byBucket(level: Level, ids: number[], dx: number, dy: number): void {
  const n = ids.length;
  const { x, y } = level;
  const side = Math.max(level.width, level.height); // |lead| < side; bucket side − lead: furthest ahead first
  const size = 2 * side + 1;
  if (buckets.length < size) buckets = new Int32Array(size * 2);
  if (sorted.length < n) {
    sorted = new Int32Array(n * 2);
    bucketOf = new Int32Array(n * 2);
  }
  buckets.fill(0, 0, size);
  for (let i = 0; i < n; i++) buckets[(bucketOf[i] = side - (x[ids[i]] * dx + y[ids[i]] * dy))]++;
  let at = 0;
  for (let b = 0; b < size; b++) {
    const c = buckets[b];
    buckets[b] = at;
    at += c;
  }
  for (let i = 0; i < n; i++) sorted[buckets[bucketOf[i]]++] = ids[i];
  for (let i = 0; i < n; i++) ids[i] = sorted[i];
}
