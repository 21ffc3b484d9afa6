/**
 * The order the YOU objects move in (docs/rules.md §5.4): furthest ahead in the move's direction first,
 * ties oldest first.
 */
import type { Level } from "./types";

// Scratch: one sort number per object (many movers), or one lead per object (a few).
let keys = new Float64Array(64);
let leads = new Int32Array(64);
/** A sort number's places: a lead (|lead| < 2²⁰) takes the high part, the id (< 2³²) the low part. */
const LEAD = 2 ** 20;
const ID = 2 ** 32;

/**
 * Sorts `ids` in place, furthest ahead along (dx, dy) first, ties oldest first: for a few, an insertion
 * sort on their leads (small integers); else through sort numbers and a typed array's sort. No
 * comparator, nothing allocated per object.
 */
export function byLead(level: Level, ids: number[], dx: number, dy: number): void {
  const n = ids.length;
  const { x, y } = level;
  if (n <= 32) {
    if (leads.length < n) leads = new Int32Array(64);
    for (let i = 0; i < n; i++) leads[i] = x[ids[i]] * dx + y[ids[i]] * dy;
    for (let i = 1; i < n; i++) {
      const id = ids[i];
      const lead = leads[i];
      let j = i - 1;
      for (; j >= 0 && (leads[j] < lead || (leads[j] === lead && ids[j] > id)); j--) {
        leads[j + 1] = leads[j];
        ids[j + 1] = ids[j];
      }
      leads[j + 1] = lead;
      ids[j + 1] = id;
    }
    return;
  }
  if (keys.length < n) keys = new Float64Array(n * 2);
  for (let i = 0; i < n; i++) keys[i] = (LEAD - (x[ids[i]] * dx + y[ids[i]] * dy)) * ID + ids[i];
  keys.subarray(0, n).sort();
  // The id is the sort number's low part, read back as a small integer (ids < 2³¹): a double stored
  // into the cell lists or positions would make them arrays of doubles.
  for (let i = 0; i < n; i++) ids[i] = (keys[i] - Math.trunc(keys[i] / ID) * ID) | 0;
}
