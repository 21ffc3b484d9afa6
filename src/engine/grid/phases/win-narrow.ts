/**
 * The win check narrowed to what the turn changed (docs/rules.md §5.5; phases/quiet-marks.ts): when it found
 * no win at its last run and the board then is the one the turn began with, a YOU object can now share a
 * slot (cell and float level) with a WIN object (or be WIN) only where one of the two changed this turn: two
 * objects that met nowhere then, neither of which changed, meet nowhere now. So the check looks only at the
 * slots of the changed objects that are YOU or WIN; when one holds both, it runs in full (which YOU object
 * wins is the oldest of all). Only with no conditional rule giving or taking YOU, WIN or FLOAT (each
 * object's are its kind's), and the shortcuts on (the reference of tests/grid/quiet-marks.test.ts).
 */
import type { Bits } from "../kinds";
import { propsAmong } from "../props-of";
import type { Level } from "../types";
import { changedIds } from "./quiet-marks";

const CHANGED: number[] = []; // scratch: the objects the turn changed (no hook runs while it is read)

/** Whether a changed object that is YOU or WIN shares its slot with a WIN or YOU object (itself included). */
export function meetAtChanged(level: Level, B: Bits): boolean {
  const n = changedIds(level, CHANGED);
  const { head, next, x, y, width } = level;
  const you = B.YOU;
  const win = B.WIN;
  const float = B.FLOAT;
  const wanted = you | win | float; // (each object's are its kind's: no conditional rule touches them)
  for (let i = 0; i < n; i++) {
    const id = CHANGED[i];
    const p = propsAmong(level, id, wanted);
    if ((p & (you | win)) === 0) continue;
    const want = (p & you ? win : 0) | (p & win ? you : 0); // (an object both YOU and WIN finds itself)
    const f = p & float;
    for (let o = head[y[id] * width + x[id]]; o >= 0; o = next[o]) {
      const q = propsAmong(level, o, wanted);
      if ((q & float) === f && (q & want) !== 0) return true;
    }
  }
  return false;
}
