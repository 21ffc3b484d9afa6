/**
 * Packed arrays of one value (docs/rules.md §2: per-id and per-cell state is plain arrays of small
 * integers): a new level's arrays are made at their size at once, sliced from a kept array of the
 * value, so no array is grown one entry at a time and none has holes.
 */

// Kept arrays of -1 and of 0, grown to the longest asked for; only ever sliced.
const MINUS_ONES: number[] = [];
const ZEROS: number[] = [];

/** A new packed array of `n` entries `v`, sliced from `of` (grown to n as needed). */
function sliced(of: number[], n: number, v: number): number[] {
  while (of.length < n) of.push(v);
  return of.slice(0, n);
}

/** A new packed array of `n` entries -1 (no id: an empty cell, no next or previous object). */
export const minusOnes = (n: number): number[] => sliced(MINUS_ONES, n, -1);

/** A new packed array of `n` zeros. */
export const zeros = (n: number): number[] => sliced(ZEROS, n, 0);
