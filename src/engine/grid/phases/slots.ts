/**
 * Who shares an object's cell (docs/rules.md §5.5; wiki "FLOAT": only objects on the same float
 * level meet). Each hazard and the win check asks, per object, what its company on its cell and
 * float level holds. A cell is walked once per look and remembered, so a cell of thousands of
 * objects costs one walk, not one per object on it.
 * Run on a stack of every object of a level by tests/grid/stacks.test.ts; the win found through it is
 * compared with the win found from the WIN objects' cells by win-check.test.ts.
 */

import type { Bits } from "../prop-bits";
import { propsAmong } from "../props-of";
import type { Level } from "../types";

// Scratch, reused. Per cell, per float level (index cell × 2 + float): the union of the properties
// and the number of objects there; current only where `seen[cell]` holds `look`. `claimed[slot]`
// marks a slot already taken by a caller in this look.
let seen = new Int32Array(0);
let claimed = new Int32Array(0);
let masks = new Int32Array(0);
let counts = new Int32Array(0);
let look = 0;
// The properties this look reads (`freshSlotLook`): a cell's union holds those of them its objects have.
let want = 0;

/**
 * Starts a new look at the board (the board may have changed since the last): nothing is remembered. It
 * reads the properties `wanted` (besides FLOAT), so `maskAt` holds only those: a conditional rule giving or
 * taking none of them is not read (props-of.ts `propsAmong`).
 */
export function freshSlotLook(level: Level, wanted: number): void {
  want = wanted;
  const cells = level.width * level.height;
  if (seen.length < cells) {
    seen = new Int32Array(cells);
    claimed = new Int32Array(cells * 2);
    masks = new Int32Array(cells * 2);
    counts = new Int32Array(cells * 2);
  }
  if (++look === 2 ** 30) {
    look = 1; // numbers are reused: forget every cell's look
    seen.fill(0);
    claimed.fill(0);
  }
}

/** The slot of an alive object, `cell × 2 + float`, its cell walked if this look has not yet. */
export function slotOf(level: Level, id: number, B: Bits): number {
  const { next } = level;
  const float = B.FLOAT;
  const cell = level.y[id] * level.width + level.x[id];
  if (seen[cell] !== look) {
    seen[cell] = look;
    masks[cell * 2] = masks[cell * 2 + 1] = counts[cell * 2] = counts[cell * 2 + 1] = 0;
    for (let o = level.head[cell]; o >= 0; o = next[o]) {
      const p = propsAmong(level, o, want | float);
      const s = cell * 2 + (p & float ? 1 : 0);
      masks[s] |= p;
      counts[s]++;
    }
  }
  return cell * 2 + (propsAmong(level, id, float) !== 0 ? 1 : 0);
}

/**
 * The union of the properties of the objects in slot `s` (from `slotOf`), the object itself included: of
 * those the look reads (`freshSlotLook`) and FLOAT.
 */
export function maskAt(s: number): number {
  return masks[s];
}

/** How many objects are in slot `s` (from `slotOf`). */
export function countAt(s: number): number {
  return counts[s];
}

/** True the first time slot `s` is claimed in this look (so a caller handles each slot once). */
export function claim(s: number): boolean {
  if (claimed[s] === look) return false;
  claimed[s] = look;
  return true;
}
