/**
 * Packed arrays of one value (docs/rules.md §2: per-id and per-cell state is plain arrays of small
 * integers): a new level's arrays are made at their size at once, each a copy of a kept array of the
 * value and of that length, so no array is grown one entry at a time and none has holes.
 * Checked by tests/grid/load-tables.test.ts (each array holds exactly its value, and is its own).
 */

/** Lengths up to this have a kept array of their own (a whole copy of one is cheaper than a slice of a part). */
const KEPT_MOST = 1024;
/** Slots of kept arrays per value, by length (a length takes the slot of its low bits; the last one there stays). */
const SLOTS = 32;

/**
 * A maker of packed arrays of entries `v`: `n` ↦ a new array of `n` entries `v`, a whole copy of the
 * kept array of that length, or a slice of the longest kept (grown to n as needed) past KEPT_MOST.
 */
export function packedOf(v: number): (n: number) => number[] {
  const longest: number[] = [];
  const kept: (number[] | undefined)[] = new Array(SLOTS).fill(undefined);
  const sliced = (n: number): number[] => {
    while (longest.length < n) longest.push(v);
    return longest.slice(0, n);
  };
  return (n) => {
    if (n > KEPT_MOST) return sliced(n);
    const slot = n & (SLOTS - 1);
    let a = kept[slot];
    if (a === undefined || a.length !== n) kept[slot] = a = sliced(n);
    return a.slice(); // (a whole copy: V8 clones the array at once)
  };
}

/** A new packed array of `n` entries -1 (no id: an empty cell, no next or previous object). */
export const minusOnes = packedOf(-1);

/** A new packed array of `n` zeros. */
export const zeros = packedOf(0);

/** A new packed array of `n` ones (every object alive). */
export const ones = packedOf(1);
