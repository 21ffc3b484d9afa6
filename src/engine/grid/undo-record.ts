/**
 * The form of an undo record (docs/rules.md §5.6): what a step keeps of each object it changes, as it was
 * before the step: its id, its kind and its place (cell, facing, life). Written into fresh memory of the
 * history (history.ts), so the fewer numbers the better: two (`recordSize`) where the level's kinds and
 * cells are few enough for the kind to share a number with the place, else three. A level's records all
 * have one form (its kinds and its size never change).
 * Checked on boards of both forms, each undo against the state recorded before its step, by
 * tests/grid/undo-record.test.ts.
 */
import type { Level } from "./types";

/** The most numbers a record takes (three: id, kind, place). */
export const RECORD = 3;

/**
 * A place as one number: its cell (y·width + x) above three bits of `lifeFacing`, life | facing << 1 (the
 * same number as a snapshot's fifth). The only place the layout is written; `placeCell`, `placeFacing`
 * and `placeLife` read it. A cell index fits: a level's cells are fewer than 2²⁷ (its `head` is one array
 * of them), so `cell << 3` stays a 31-bit integer.
 */
export const packPlace = (cell: number, lifeFacing: number): number => (cell << 3) | lifeFacing;
/** A place's cell (y·width + x). */
export const placeCell = (p: number): number => p >> 3;
/** A place's facing (0–3, FACINGS). */
export const placeFacing = (p: number): number => (p >> 1) & 3;
/** A place's life: 1 alive, 0 destroyed. */
export const placeLife = (p: number): number => p & 1;

/** Where the kind starts in a two-number record's second number: above a place of a cell under 2¹⁶. */
const KIND_SHIFT = 19;
/** The place's bits of a two-number record's second number. */
const PLACE_BITS = (1 << KIND_SHIFT) - 1;

/**
 * Numbers per record of `level`: two (id, then kind << 19 | place) when it has at most 2¹² kinds and 2¹⁶
 * cells (so the second number stays under 2³¹), else three (id, kind, place).
 */
export const recordSize = (level: Level): number =>
  level.kinds.names.length <= 1 << 12 && level.width * level.height <= 1 << 16 ? 2 : 3;

/** The kind of the record at `j` of `nums` (records of `size` numbers); -1 (a reserved id, board.ts `reserveId`) reads back as -1. */
export const recordKind = (nums: ArrayLike<number>, j: number, size: number): number =>
  size === 2 ? nums[j + 1] >> KIND_SHIFT : nums[j + 1];

/** The place of the record at `j` of `nums` (records of `size` numbers). */
export const recordPlace = (nums: ArrayLike<number>, j: number, size: number): number =>
  size === 2 ? nums[j + 1] & PLACE_BITS : nums[j + 2];

/** Writes the record of object `id` with kind `kind` and place `p` into `out` at `at` (`size` numbers). */
export function putRecord(
  out: Int32Array | number[],
  at: number,
  size: number,
  id: number,
  kind: number,
  p: number,
): void {
  out[at] = id;
  if (size === 2) out[at + 1] = (kind << KIND_SHIFT) | p;
  else {
    out[at + 1] = kind;
    out[at + 2] = p;
  }
}
