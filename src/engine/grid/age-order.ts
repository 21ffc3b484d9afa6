/**
 * Which cells may list their objects out of age order (docs/rules.md §5.6 "The cells as a rebuild leaves
 * them"): a cell lists its objects newest first as a level loads, and only a move that puts an object
 * ahead of a newer one on its new cell (board.ts `link`) breaks that. From the first such move on a
 * level whose every cell was in order (`Level.inAgeOrder`), the cells it breaks are listed, for one
 * level at a time (the last one to break its order from a whole order), so an undo can put in order
 * only those cells (`sortCells`) instead of rebuilding every cell list (relink.ts). Past `MOST` such
 * moves the list is given up and an undo rebuilds, as it does for a level whose list is not kept.
 * Checked against a full rebuild (`reindex`) after every step and undo by tests/grid/age-order.test.ts.
 */
import type { Level } from "./types";

/** Moves out of age order listed at most per level, past which its list is given up. */
const MOST = 256;

// The level whose cells out of age order are listed (null: none), and those cells (may repeat).
let owner: Level | null = null;
const cells = new Int32Array(MOST);
let count = 0;

/**
 * Cell `t` of `level` now lists an older object ahead of a newer one (board.ts `link`): the level is
 * no longer in age order, and the cell is listed when the level's list is kept.
 */
export function outOfOrder(level: Level, t: number): void {
  if (level.inAgeOrder) {
    level.inAgeOrder = false; // every other cell is in order: the list starts here
    owner = level;
    count = 0;
  } else if (owner !== level) return;
  if (count > 0 && cells[count - 1] === t) return;
  if (count === MOST) owner = null;
  else cells[count++] = t;
}

/**
 * Whether every cell of `level` out of age order is listed (`outOfOrder`): the level is in order, or
 * its list has been kept since it last was.
 */
export const orderKnown = (level: Level): boolean => level.inAgeOrder || owner === level;

// Scratch: the ids of the cell being put in order.
let ids = new Int32Array(64);

/**
 * Puts every listed cell of `level` in age order, newest first (its objects as they are, each list
 * sorted). Only when `orderKnown(level)`: the cells not listed are in order already.
 */
export function sortCells(level: Level): void {
  if (owner !== level) return;
  const { head, next, prev } = level;
  for (let c = 0; c < count; c++) {
    const t = cells[c];
    let n = 0;
    let sorted = true;
    for (let o = head[t]; o >= 0; o = next[o]) {
      if (n === ids.length) {
        const grown = new Int32Array(n * 2);
        grown.set(ids);
        ids = grown;
      }
      if (n > 0 && ids[n - 1] < o) sorted = false;
      ids[n++] = o;
    }
    if (sorted) continue;
    if (n > 32)
      ids.subarray(0, n).sort().reverse(); // a large stack: newest first, in n log n
    else
      for (let i = 1; i < n; i++) {
        const id = ids[i]; // newest first, by insertion (a cell's list is mostly in order)
        let j = i - 1;
        for (; j >= 0 && ids[j] < id; j--) ids[j + 1] = ids[j];
        ids[j + 1] = id;
      }
    head[t] = ids[0];
    for (let i = 0; i < n; i++) {
      prev[ids[i]] = i === 0 ? -1 : ids[i - 1];
      next[ids[i]] = i === n - 1 ? -1 : ids[i + 1];
    }
  }
  count = 0;
}
