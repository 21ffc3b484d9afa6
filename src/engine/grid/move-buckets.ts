/**
 * The counting sort of movers (docs/rules.md §5.4: furthest ahead in the move's direction first, ties
 * oldest first) for a list already oldest first: a stable sort on the leads, in time linear in the ids
 * and the grid's side (move-order.ts `byLead`, `moversByLead`); and the sort of a list in any order
 * through sort numbers (`byNumbers`); the insertion sort of a kept order (`insertionSort`). Checked
 * against a comparator sort by tests/grid/move-order*.test.ts and movers-kept.test.ts.
 */
import type { Level } from "./types";

// Scratch: per id of the list, its lead (`insertionSort`); per lead, a count (then where its ids go);
// per id of the list, its bucket; one sort number per id.
let leads = new Int32Array(64);
let buckets = new Int32Array(64);
let bucketOf = new Int32Array(64);
let keys = new Float64Array(64);
/** A sort number's places: a lead (|lead| < 2²⁰) takes the high part, the id (< 2³²) the low part. */
const LEAD = 2 ** 20;
const ID = 2 ** 32;
/** Moves past the ids' count `insertionSort` may make before it sorts by buckets from the ids oldest first. */
const BUDGET = 16;

/** Whether `ids` are in ascending order (as the movers are listed: by age). */
export function ascending(ids: readonly number[]): boolean {
  for (let i = 1; i < ids.length; i++) if (ids[i - 1] >= ids[i]) return false;
  return true;
}

/**
 * The first `n` ids of `ids` (listed oldest first) written into `out` from 0, furthest ahead along the
 * unit step (dx, dy) first, ties oldest first; `out` is not `ids`.
 */
export function byBucket(
  level: Level,
  ids: readonly number[] | Int32Array,
  dx: number,
  dy: number,
  out: Int32Array | number[],
  n = ids.length,
): void {
  const side = Math.max(level.width, level.height); // |lead| < side; bucket side − lead: furthest ahead first
  const size = 2 * side + 1;
  if (buckets.length < size) buckets = new Int32Array(size * 2);
  if (bucketOf.length < n) bucketOf = new Int32Array(n * 2);
  const count = buckets; // (locals: the module's bindings are read once)
  const of = bucketOf;
  count.fill(0, 0, size);
  const along = dy === 0 ? level.x : level.y; // a unit step: the lead is one coordinate, signed
  const d = dx + dy;
  if (dx === 0 || dy === 0) for (let i = 0; i < n; i++) count[(of[i] = side - along[ids[i]] * d)]++;
  else for (let i = 0; i < n; i++) count[(of[i] = side - (level.x[ids[i]] * dx + level.y[ids[i]] * dy))]++;
  let at = 0;
  for (let b = 0; b < size; b++) {
    const c = count[b];
    count[b] = at;
    at += c;
  }
  for (let i = 0; i < n; i++) out[count[of[i]]++] = ids[i];
}

/**
 * Sorts the first `n` of `ids` (in any order) as move-order.ts `byLead` does, through sort numbers and a
 * typed array's sort: no comparator, nothing allocated per object.
 */
export function byNumbers(level: Level, ids: number[] | Int32Array, n: number, dx: number, dy: number): void {
  const { x, y } = level;
  if (keys.length < n) keys = new Float64Array(n * 2);
  for (let i = 0; i < n; i++) keys[i] = (LEAD - (x[ids[i]] * dx + y[ids[i]] * dy)) * ID + ids[i];
  keys.subarray(0, n).sort();
  // The id is the sort number's low part, read back as a small integer (ids < 2³¹): a double stored
  // into the cell lists or positions would make them arrays of doubles.
  for (let i = 0; i < n; i++) ids[i] = (keys[i] - Math.trunc(keys[i] / ID) * ID) | 0;
}

/**
 * An insertion sort of the first `n` of `ids`, furthest ahead first (lead x·dx + y·dy, a small integer),
 * ties oldest first (move-order.ts `byLead`). Its result does not depend on the order given; its time grows
 * with how far it is from sorted: a first pass reads the leads while they are in order and writes nothing
 * (a kept order is most often still sorted), and past a few moves per id it sorts afresh, by buckets from
 * `oldest` (the same ids, oldest first: a kept list as listed) when given, else through sort numbers.
 */
export function insertionSort(
  level: Level,
  ids: Int32Array,
  n: number,
  dx: number,
  dy: number,
  oldest: Int32Array | null,
): void {
  const along = dy === 0 ? level.x : level.y; // a unit step: the lead is one coordinate, signed
  const d = dx + dy;
  let from = 1; // the first `from` are in order: read without writing anything (most lists are sorted)
  if ((dx === 0 || dy === 0) && n > 0) {
    from = d > 0 ? inOrderUp(along, ids, n) : inOrderDown(along, ids, n);
    if (from >= n) return;
  }
  if (leads.length < n) leads = new Int32Array(n * 2);
  const k = leads; // (a local: the module's binding is read once)
  if (dx === 0 || dy === 0) for (let i = 0; i < n; i++) k[i] = along[ids[i]] * d;
  else for (let i = 0; i < n; i++) k[i] = level.x[ids[i]] * dx + level.y[ids[i]] * dy;
  let moves = 0;
  const budget = oldest === null ? 4 * n + 32 : n + BUDGET;
  for (let i = from; i < n; i++) {
    const lead = k[i];
    const id = ids[i];
    if (k[i - 1] > lead || (k[i - 1] === lead && ids[i - 1] < id)) continue; // already in place
    let j = i - 1;
    for (; j >= 0 && (k[j] < lead || (k[j] === lead && ids[j] > id)); j--) {
      k[j + 1] = k[j];
      ids[j + 1] = ids[j];
    }
    k[j + 1] = lead;
    ids[j + 1] = id;
    if ((moves += i - j) > budget) {
      if (oldest !== null)
        byBucket(level, oldest, dx, dy, ids, n); // (the same ids, oldest first)
      else byNumbers(level, ids, n, dx, dy); // (still the same ids)
      return;
    }
  }
}

/**
 * How many of the first `n` (n ≥ 1) of `ids` are in order furthest ahead first, ties oldest first, on the
 * coordinate `along` read as it grows (`inOrderUp`: the step adds 1 to it) or as it falls (`inOrderDown`):
 * `insertionSort`'s first pass, one coordinate and one id read per object, no product.
 */
function inOrderUp(along: readonly number[], ids: Int32Array, n: number): number {
  let was = ids[0];
  let last = along[was];
  let from = 1;
  for (; from < n; from++) {
    const id = ids[from];
    const v = along[id];
    if (v > last || (v === last && was > id)) break;
    last = v;
    was = id;
  }
  return from;
}

/** `inOrderUp` for a step that takes 1 from the coordinate. */
function inOrderDown(along: readonly number[], ids: Int32Array, n: number): number {
  let was = ids[0];
  let last = along[was];
  let from = 1;
  for (; from < n; from++) {
    const id = ids[from];
    const v = along[id];
    if (v < last || (v === last && was > id)) break;
    last = v;
    was = id;
  }
  return from;
}
