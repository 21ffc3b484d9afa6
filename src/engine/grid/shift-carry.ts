/**
 * What the SHIFT take carries (docs/rules.md §5.4; the game's `movecommand`, take 3, the same in its 2019
 * script and the later copies modders ship): each SHIFT object, oldest first, turns every other object on
 * its cell and float level to face the way it faces at its turn, and gives it one step per distinct rule
 * making it SHIFT (move-count.ts `shiftCount`: the game lists it once per rule). So an object on n
 * SHIFT objects, each SHIFT by one rule, takes n steps, each the way it faces when it steps (the last SHIFT object's way, unless a
 * push turned it meanwhile), and two SHIFT objects on one cell, each carrying the other, both end facing
 * the older's way (the younger is turned before its own turn comes).
 */

import type { Bits } from "./kinds";
import { shiftCount } from "./move-count";
import { turnByMove } from "./move-marks";
import { propsOf } from "./props-of";
import type { Level } from "./types";

/**
 * The objects the SHIFT objects carry this take, oldest first, turned as the module's doc says: written
 * into `out` (a new list by default), which is returned. `shiftSteps(o)` then tells how many steps each
 * takes, and `mostShifts` the most any takes (both until the next call).
 */
export function shiftCarried(level: Level, B: Bits, out: number[] = []): number[] {
  if (carriedIn.length < level.nextId) {
    carriedIn = new Int32Array(level.nextId * 2); // room for every id
    steps = new Int32Array(level.nextId * 2);
  }
  if (++shifts === 2 ** 30) {
    shifts = 1; // numbers are reused: forget which objects earlier takes carried
    carriedIn.fill(0);
  }
  let n = 0;
  mostShifts = 1;
  const most = shiftCount(level, -1); // (above 1: some kind is SHIFT by more than one rule)
  for (let s = 0; s < level.nextId; s++) {
    if (!level.alive[s] || !(propsOf(level, s) & B.SHIFT)) continue;
    const float = propsOf(level, s) & B.FLOAT;
    const by = most > 1 ? shiftCount(level, level.kind[s]) : 1; // steps, one per rule making s SHIFT
    for (let o = level.head[level.y[s] * level.width + level.x[s]]; o >= 0; o = level.next[o]) {
      if (o === s || (propsOf(level, o) & B.FLOAT) !== float) continue;
      if (carriedIn[o] !== shifts) {
        carriedIn[o] = shifts;
        steps[o] = 0;
        n++;
      }
      steps[o] += by;
      if (steps[o] > mostShifts) mostShifts = steps[o];
      turnByMove(level, o, level.facing[s], level.journal?.root ?? null);
    }
  }
  let at = 0;
  for (let o = 0; at < n; o++) if (carriedIn[o] === shifts) out[at++] = o; // oldest first
  if (out.length !== n) out.length = n;
  return out;
}

/** How many steps the last `shiftCarried` gave object `o` (one per SHIFT object carrying it, per rule). */
export const shiftSteps = (o: number): number => steps[o];

/** The most steps the last `shiftCarried` gave any object (1 when each is on one SHIFT object). */
export let mostShifts = 1;

// Scratch (no hook runs meanwhile): per id, the number of the SHIFT take carrying it, and its steps.
let carriedIn = new Int32Array(64);
let steps = new Int32Array(64);
let shifts = 0;
