/**
 * The game's two one-sided BESIDE words (docs/rules.md §5.8). The game's post-2021 condition script
 * has two BESIDE tiles, `besideleft` and `besideright` (conditions.lua `condlist`): `besideleft` scans the
 * tiles right of the object in its row, from the next one to the level's edge, so `X BESIDELEFT Y` holds
 * when X stands on Y's left; `besideright` scans the tiles left of it. Never the object's own cell, never
 * another row. SpellGrid's BESIDE (conditions.ts) reads both sides.
 */
import type { ConditionDef } from "./conditions";
import type { Level } from "./types";

/** Subject `id`'s column: an object's, or that of the empty cell `cellSubject` names (conditions.ts). */
const xOf = (level: Level, id: number): number => (id >= 0 ? level.x[id] : (-1 - id) % level.width);
/** Subject `id`'s row (`xOf`). */
const yOf = (level: Level, id: number): number => (id >= 0 ? level.y[id] : ((-1 - id) / level.width) | 0);

/** Writes the cells of `id`'s row past its own, rightwards (`dx` 1) or leftwards (-1), into `out`. */
function sideCells(level: Level, id: number, dx: number, out: Int32Array): number {
  let n = 0;
  const row = yOf(level, id) * level.width;
  for (let x = xOf(level, id) + dx; x >= 0 && x < level.width; x += dx) out[n++] = row + x;
  return n;
}

/** Whether a cell of `id`'s row past its own, rightwards (`dx` 1) or leftwards (-1), holds an object of `want`. */
function inSide(level: Level, id: number, dx: number, want: Uint8Array | null): boolean {
  const row = yOf(level, id) * level.width;
  for (let x = xOf(level, id) + dx; x >= 0 && x < level.width; x += dx)
    for (let o = level.head[row + x]; o >= 0; o = level.next[o])
      if (want === null || want[level.kind[o]] === 1) return true;
  return false;
}

/** BESIDELEFT X: an object of X on a cell right of the object in its row, at any distance (`besideleft`). */
export const BESIDE_LEFT: ConditionDef = Object.freeze({
  place: "infix",
  holds: (level: Level, id: number, want: Uint8Array | null) => inSide(level, id, 1, want),
  cells: (level: Level, id: number, out: Int32Array) => sideCells(level, id, 1, out),
});

/** BESIDERIGHT X: an object of X on a cell left of the object in its row, at any distance (`besideright`). */
export const BESIDE_RIGHT: ConditionDef = Object.freeze({
  place: "infix",
  holds: (level: Level, id: number, want: Uint8Array | null) => inSide(level, id, -1, want),
  cells: (level: Level, id: number, out: Int32Array) => sideCells(level, id, -1, out),
});
