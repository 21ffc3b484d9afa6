/**
 * Scratch for one move (docs/rules.md §5.4): per cell, how many objects there can push, block or
 * meet a mover (PUSH, STOP, PULL, and SWAP, OPEN, SHUT where the rules make them matter: `solidMask`), so a cell with none is entered without walking its
 * objects again (a cell may hold thousands). A cell is counted on its first visit in a look
 * (`solidAt`) and kept as objects shift (`noteShift`); a new look starts with each move and after a
 * hook that reparsed or added objects. A count too high only costs a walk. A level with conditional
 * rules in force counts every visit afresh.
 */

import type { Bits } from "./kinds";
import { propsOf } from "./props-of";
import type { Level } from "./types";

let solid = new Int32Array(0);
let counted = new Int32Array(0);
let look = 0;

/** What an OPEN or SHUT mover may pair with when the rules may give the properties `props`: the other of the two. */
export function mayMeet(props: number, B: Bits): number {
  return (props & B.OPEN ? B.SHUT : 0) | (props & B.SHUT ? B.OPEN : 0);
}

/**
 * The properties that make an object count as solid when the rules may give the properties `props`
 * (`inForce.anyProps`): it pushes, blocks, swaps with a mover, or meets one (SHUT only while something
 * may be OPEN, and OPEN only while something may be SHUT: `mayMeet`; a filled level of SHUT things with no
 * OPEN is walked like an empty one). The mask changes only with the rules, and a new look starts then.
 */
export const solidMask = (B: Bits, props: number): number =>
  B.PUSH | B.STOP | B.PULL | (props & B.SWAP) | mayMeet(props, B);

/** Starts a new look: no cell's count is remembered. */
export function freshLook(level: Level): void {
  const cells = level.width * level.height;
  if (counted.length < cells) {
    solid = new Int32Array(cells);
    counted = new Int32Array(cells);
  }
  if (++look === 2 ** 30) {
    look = 1; // numbers are reused: forget every cell's count
    counted.fill(0);
  }
}

/** How many objects on `cell` have a property of `mask`, counted on its first visit in this look. */
export function solidAt(level: Level, cell: number, mask: number): number {
  if (counted[cell] !== look || level.inForce.cond !== null) {
    // with conditional rules a property may change as objects move (docs/rules.md §5.8): count afresh
    counted[cell] = look;
    let n = 0;
    for (let o = level.head[cell]; o >= 0; o = level.next[o]) if (propsOf(level, o) & mask) n++;
    solid[cell] = n;
  }
  return solid[cell];
}

/** Object `o` is about to move by (dx, dy): its cells' counts follow (a cell not counted in this look is counted afresh). */
export function noteShift(level: Level, o: number, dx: number, dy: number, mask: number): void {
  if (!(propsOf(level, o) & mask)) return;
  solid[level.y[o] * level.width + level.x[o]]--;
  solid[(level.y[o] + dy) * level.width + level.x[o] + dx]++;
}
