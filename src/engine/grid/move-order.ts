/**
 * The order the YOU objects move in (docs/rules.md §5.4): furthest ahead in the move's direction first,
 * ties oldest first.
 */
import type { Level } from "./types";

// Scratch: one sort number per object.
let keys = new Float64Array(64);
/** A sort number's places: a lead (|lead| < 2²⁰) takes the high part, the id (< 2³²) the low part. */
const LEAD = 2 ** 20;
const ID = 2 ** 32;

/**
 * Sorts `ids` in place, furthest ahead along (dx, dy) first, ties oldest first, through sort numbers
 * (an insertion sort for a few, else a typed array's sort; no comparator, nothing allocated per object).
 */
export function byLead(level: Level, ids: number[], dx: number, dy: number): void {
  const n = ids.length;
  if (keys.length < n) keys = new Float64Array(n * 2);
  for (let i = 0; i < n; i++) {
    const id = ids[i];
    keys[i] = (LEAD - (level.x[id] * dx + level.y[id] * dy)) * ID + id;
  }
  if (n <= 32) {
    for (let i = 1; i < n; i++) {
      const k = keys[i];
      let j = i - 1;
      for (; j >= 0 && keys[j] > k; j--) keys[j + 1] = keys[j];
      keys[j + 1] = k;
    }
  } else keys.subarray(0, n).sort();
  // `| 0`: an id read back from the doubles as a small integer (ids < 2³¹), or the lists and cells it is stored in become arrays of doubles
  for (let i = 0; i < n; i++) ids[i] = (keys[i] % ID) | 0;
}
