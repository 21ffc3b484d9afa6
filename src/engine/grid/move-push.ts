/**
 * A plain push (docs/rules.md §5.4): a mover whose cell ahead holds something solid, while nothing can
 * be SWAP or WEAK and nothing can meet (no OPEN/SHUT pair is possible: move-cells.ts `mayMeet`), with no
 * journal kept (move-plain.ts `plainMask`; beside a conditional rule on what a step reads, the objects of
 * the kinds it names are read through their conditions: move-cond-kinds.ts). Then a move is a chain of
 * PUSH objects ending in a cell with nothing solid, or it is blocked (the edge, a STOP or PULL object;
 * what moved earlier in the take is passed over, move-marks.ts `passesOver`; never while a MOVE take keeps
 * the cells its objects leave, move-ghosts.ts) and changes nothing:
 * movement.ts `stepObject` would find the same chain and record nothing but the undo's, so the chain is
 * found and shifted without its general planning (no SWAP list, no WEAK links, no pairing, no journal). A blocked push is left to
 * `stepObject`, which names what blocked it.
 * Checked against every step planned in full (`useShortcuts(false)`) by tests/grid/plain-push.test.ts.
 */
import { DX, DY, FACINGS } from "./facing";
import { knownAhead, mayMeet, noteCount, noteOpen, plainProps } from "./move-cells";
import { marks as moveMarks, passMark, shiftMover } from "./move-marks";
import { pullAll } from "./move-pull";
import type { Bits } from "./prop-bits";
import { propsOf } from "./props-of";
import type { Level } from "./types";

/**
 * Whether a push may be plain under the rules in force with the properties `props` (`inForce.anyProps`):
 * nothing can be SWAP or WEAK, and nothing can meet (the module's doc). It holds until the rules change.
 */
export const pushMayBePlain = (props: number, B: Bits): boolean =>
  (props & (B.SWAP | B.WEAK | mayMeet(props, B))) === 0;

/** Scratch for `plainPush` (no hook runs there, nothing keeps it): the chain, the mover first. */
const CHAIN: number[] = [];

/**
 * The plain push of mover `id` (properties `p`, already turned to face `f`) when `pushMayBePlain` holds
 * and `plainMask` gave `mask`: the chain ahead, found as movement.ts `stepObject` finds it (a cell with
 * nothing solid ends it and is noted open when walked), moves one cell in `f`, the mover first and then
 * each link (each turning to face `f`), then the PULL objects behind the mover follow. Returns whether
 * it moved; when blocked, nothing has changed. With `touched` (move-cond-kinds.ts `condStepKinds`), each
 * cell is walked afresh and an object of a kind in it is read through `propsOf`, as `stepObject` reads it.
 */
export function plainPush(
  level: Level,
  id: number,
  p: number,
  f: number,
  mask: number,
  B: Bits,
  touched: Uint8Array | null,
): boolean {
  const { width, height, head, next, kind } = level;
  const masks = plainProps(level); // (`plainMask`: no conditional rule gives or takes what a step reads)
  const dx = DX[f];
  const dy = DY[f];
  const hold = B.STOP | B.PULL;
  let n = 1; // the first n of CHAIN move (CHAIN[0], the mover, is written once the move holds)
  let cx = level.x[id];
  let cy = level.y[id];
  const marks = moveMarks(); // passed over: marks[o] >= pass (move-marks.ts `passesOver`)
  const pass = passMark();
  for (;;) {
    const nx = cx + dx;
    const ny = cy + dy;
    if (nx < 0 || ny < 0 || nx >= width || ny >= height) return false;
    const cell = ny * width + nx;
    if (head[cell] < 0) break;
    const known = touched === null ? knownAhead(cell) : -1; // (move-cells.ts `solidAhead`: a cell not counted yet is counted below)
    if (known === 0) break;
    const start = n;
    let count = 0;
    for (let o = head[cell]; o >= 0; o = next[o]) {
      const k = kind[o];
      const po = touched !== null && touched[k] === 1 ? propsOf(level, o) : masks[k]; // (move-cond-kinds.ts)
      if (po & mask) count++;
      if (marks[o] >= pass) continue; // moved earlier in the take
      if (po & B.PUSH) {
        CHAIN[n++] = o;
      } else if (po & hold) return false; // (its count is left to a later walk)
    }
    if (known < 0) {
      noteCount(cell, count);
      if (count === 0) break; // nothing solid there
    }
    if (n === start) {
      noteOpen(cell); // nothing there pushes, blocks, meets or swaps
      break;
    }
    cx = nx;
    cy = ny;
  }
  const ox = level.x[id];
  const oy = level.y[id];
  shiftMover(level, id, p, dx, dy, mask, f);
  // each link is PUSH, so solid (`mask` holds PUSH): its cells' counts follow without reading its properties again
  for (let i = 1; i < n; i++) shiftMover(level, CHAIN[i], B.PUSH, dx, dy, mask, f);
  if (level.inForce.anyProps & B.PULL) pullAll(level, id, ox, oy, FACINGS[f], B, -1, CHAIN, n);
  return true;
}
