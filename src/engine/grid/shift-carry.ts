/**
 * What the SHIFT take carries (docs/rules.md §5.4; the game's `movecommand`, take 3, the same in its 2019
 * script and the later copies modders ship): each object SHIFT as the take begins, in the order of its
 * SHIFT rules and oldest first within a place (shift-order.ts `byShiftRules`), turns
 * every other object on its cell and float level to face the way it faces at its turn, and gives it one
 * step per distinct rule making it SHIFT, a conditional one when its conditions held for it as the take
 * began (move-count.ts `shiftGives`; the game lists the SHIFT objects before any acts, `findallfeature`,
 * once per rule whose conditions each meets). So an object on n SHIFT objects, each SHIFT by one rule,
 * takes n steps, each the way it faces when it steps (the last SHIFT object's way, unless a push turned
 * it meanwhile), and two SHIFT objects on one cell, each carrying the other, both end facing the first's
 * way (the later is turned before its own turn comes, but stays SHIFT, and by as many rules, as it was).
 * A STILL object is neither turned nor carried (the later script's take 8: `isstill_or_locked`; stillness.ts);
 * SHIFT's facing phase still turns it (phases/shift-facing.ts, the game's `moveblock`).
 */

import { shiftGives, shiftsMore } from "./move-count";
import { turnByMove } from "./move-marks";
import type { Bits } from "./prop-bits";
import { propsOf } from "./props-of";
import { byShiftRules } from "./shift-order";
import type { Level } from "./types";

/**
 * The objects the SHIFT objects carry this take, oldest first, turned as the module's doc says: written
 * into `out` (a new list by default), which is returned. `shiftSteps(o)` then tells how many steps each
 * takes, and `mostShifts` the most any takes (both until the next call).
 */
export function shiftCarried(level: Level, B: Bits, out: number[] = [], limit = Infinity): number[] {
  if (carriedIn.length < level.nextId) {
    carriedIn = new Int32Array(level.nextId * 2); // room for every id
    steps = new Int32Array(level.nextId * 2);
    shifters = new Int32Array(level.nextId * 2);
    gives = new Int32Array(level.nextId * 2);
  }
  if (++shifts === 2 ** 30) {
    shifts = 1; // numbers are reused: forget which objects earlier takes carried
    carriedIn.fill(0);
  }
  // The SHIFT objects and their steps, read before any of them turns what it carries (the game's take 3
  // lists them first: `findallfeature`), one per rule making each SHIFT.
  const more = shiftsMore(level);
  let m = 0;
  for (let s = 0; s < level.nextId; s++)
    if (level.alive[s] && propsOf(level, s) & B.SHIFT) {
      gives[m] = more ? shiftGives(level, s) : 1;
      shifters[m++] = s;
    }
  byShiftRules(level, B, shifters, gives, m); // in the order of their SHIFT rules (shift-order.ts)
  carriedTotal = m > 0 ? stepsInAll(level, B, m) : 0;
  if (carriedTotal > limit) {
    out.length = 0; // past the limit nothing is turned: the caller throws (a stack would cost its steps to count)
    return out;
  }
  let n = 0;
  mostShifts = 1;
  for (let i = 0; i < m; i++) {
    const s = shifters[i];
    const float = propsOf(level, s) & B.FLOAT;
    const by = gives[i];
    for (let o = level.head[level.y[s] * level.width + level.x[s]]; o >= 0; o = level.next[o]) {
      if (o === s || (propsOf(level, o) & (B.FLOAT | B.STILL)) !== float) continue; // (STILL: not carried)
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

/**
 * The steps the take's `m` SHIFT objects give in all, each object on one's cell and float level a step per
 * rule: counted per cell and float level once, so a stack of n SHIFT objects costs n, not the n² steps.
 * The counts sit in scratch arrays kept between takes (a slot is this take's while its stamp is), so a
 * turn allocates nothing: a map made per turn moved the collector's pauses onto other levels' steps.
 */
function stepsInAll(level: Level, B: Bits, m: number): number {
  const slots = level.width * level.height * 2;
  if (slotStamp.length < slots) {
    slotStamp = new Int32Array(slots);
    slotCount = new Int32Array(slots);
    stamp = 0;
  }
  if (++stamp === 2 ** 30) {
    stamp = 1;
    slotStamp.fill(0);
  }
  let total = 0;
  for (let i = 0; i < m; i++) {
    const s = shifters[i];
    const float = propsOf(level, s) & B.FLOAT;
    const cell = level.y[s] * level.width + level.x[s];
    const slot = cell * 2 + (float ? 1 : 0);
    if (slotStamp[slot] !== stamp) {
      let k = 0;
      for (let o = level.head[cell]; o >= 0; o = level.next[o])
        if ((propsOf(level, o) & B.FLOAT) === float) k++;
      slotStamp[slot] = stamp;
      slotCount[slot] = k;
    }
    total += gives[i] * (slotCount[slot] - 1);
  }
  return total;
}
let slotStamp = new Int32Array(0);
let slotCount = new Int32Array(0);
let stamp = 0;

/** The steps the last `shiftCarried` gave in all (its objects' steps added), past its limit or not. */
export let carriedTotal = 0;

/** How many steps the last `shiftCarried` gave object `o` (one per SHIFT object carrying it, per rule). */
export const shiftSteps = (o: number): number => steps[o];

/** The most steps the last `shiftCarried` gave any object (1 when each is on one SHIFT object). */
export let mostShifts = 1;

// Scratch (no hook runs meanwhile): per id, the number of the SHIFT take carrying it, and its steps; the
// SHIFT objects of the take and the steps each gives.
let carriedIn = new Int32Array(64);
let steps = new Int32Array(64);
let shifters = new Int32Array(64);
let gives = new Int32Array(64);
let shifts = 0;
