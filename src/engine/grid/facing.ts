/**
 * Facing (docs/rules.md §5.4; research §3): every object faces up, down, left or right, stored per id
 * as a small integer: its index in FACINGS. A level object may set `dir` (default `right`); YOU turns to
 * face its move, a pushed or pulled object its push or pull, a MOVE object that is blocked turns around.
 */
import type { Dir } from "./types";

/** The facings by index, counter-clockwise from right: index + 2 (mod 4) is the opposite facing. */
export const FACINGS: readonly Dir[] = Object.freeze(["right", "up", "left", "down"] as const);

/** The index of each facing in FACINGS. */
export const FACING_INDEX: Readonly<Record<Dir, number>> = Object.freeze({
  right: 0,
  up: 1,
  left: 2,
  down: 3,
});

/** The facing an object has when its level does not set one. */
export const DEFAULT_FACING = 0;

/** The facing opposite `f` (a blocked MOVE object turns around). */
export const opposite = (f: number): number => (f + 2) & 3;

/** Per facing (FACINGS' order: right, up, left, down), the unit step in x (x grows right). */
export const DX: readonly number[] = [1, 0, -1, 0];
/** Per facing (FACINGS' order), the unit step in y (y grows down). */
export const DY: readonly number[] = [0, -1, 0, 1];

/**
 * The direction words and their facings, in the order they apply: of several an object (or the empty
 * cells, `EMPTY IS UP`) has, the last wins (docs/rules.md §5.5).
 */
export const DIRECTION_WORDS = [
  ["RIGHT", FACING_INDEX.right],
  ["UP", FACING_INDEX.up],
  ["LEFT", FACING_INDEX.left],
  ["DOWN", FACING_INDEX.down],
] as const;

/** The facing index of `dir` (FACINGS' order), found by comparing: a lookup by four names is a slow keyed load. */
export const facingIndex = (dir: Dir): number =>
  dir === "right" ? 0 : dir === "up" ? 1 : dir === "left" ? 2 : 3;
