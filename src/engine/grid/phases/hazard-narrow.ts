/**
 * The killing hazards narrowed to what the turn changed (docs/rules.md §5.5; phases/quiet-marks.ts): when
 * they found nothing at their last run and the board then is the one the turn began with, a victim can now
 * be found only in a slot (cell and float level) where an object the turn changed stands: every killer
 * needs two properties in one slot (SINK or WEAK and a second object, HOT and MELT, DEFEAT and YOU, OPEN
 * and SHUT), and two objects that met in no slot then, and neither of which changed, meet in none now. So
 * the killers are skipped when no changed object's slot holds such a pair; else they run in full. EAT
 * (a verb rule, cond-verbs.ts) is never skipped. Only with no kind that may be SAFE and no conditional
 * rule giving or taking a property the killers read (then each object's are its kind's), and with the
 * shortcuts on (the reference of tests/grid/quiet-marks.test.ts runs every killer).
 */
import type { Bits } from "../kinds";
import { condTouches, propsAmong } from "../props-of";
import type { Level } from "../types";
import { changedIds, HAZARDS_MARK, nothingChanged, quietSince } from "./quiet-marks";

/** The properties the killers read. */
const read = (B: Bits): number =>
  B.SINK | B.WEAK | B.HOT | B.MELT | B.DEFEAT | B.YOU | B.OPEN | B.SHUT | B.FLOAT | B.SAFE;

/** Whether the killers may be narrowed on `level` this turn (see the file comment): they found nothing last. */
export function killersMayNarrow(level: Level, B: Bits): boolean {
  return (
    quietSince(level, HAZARDS_MARK) && (level.inForce.anyProps & B.SAFE) === 0 && !condTouches(level, read(B))
  );
}

/**
 * Whether the whole phase finds nothing now: it found nothing at its last run (nothing destroyed, made or
 * copied), under the same rules with no conditional rule (each property its kind's, whatever the turn's
 * IDLE), and since then no object moved, converted, died or was added (a turn alone changes nothing any
 * hazard, MORE or MAKE reads).
 */
export function quietWhole(level: Level): boolean {
  return level.inForce.cond === null && quietSince(level, HAZARDS_MARK) && nothingChanged(level);
}

const CHANGED: number[] = []; // scratch: the objects the turn changed (no hook runs while it is read)

/** Whether some killer may find a victim in the slot of an object the turn changed (after `killersMayNarrow`). */
export function killerMayFind(level: Level, B: Bits): boolean {
  const n = changedIds(level, CHANGED);
  const { head, next, x, y, width } = level;
  const float = B.FLOAT;
  const wanted = read(B);
  for (let i = 0; i < n; i++) {
    const id = CHANGED[i];
    let m0 = 0;
    let m1 = 0;
    let c0 = 0;
    let c1 = 0;
    for (let o = head[y[id] * width + x[id]]; o >= 0; o = next[o]) {
      const p = propsAmong(level, o, wanted); // (its kind's: no conditional rule touches them)
      if (p & float) {
        m1 |= p;
        c1++;
      } else {
        m0 |= p;
        c0++;
      }
    }
    if (pair(m0, c0, B) || pair(m1, c1, B)) return true;
  }
  return false;
}

/** Whether a slot of `c` objects whose properties' union is `m` holds what some killer needs. */
function pair(m: number, c: number, B: Bits): boolean {
  return (
    (c > 1 && (m & (B.SINK | B.WEAK)) !== 0) ||
    ((m & B.HOT) !== 0 && (m & B.MELT) !== 0) ||
    ((m & B.DEFEAT) !== 0 && (m & B.YOU) !== 0) ||
    ((m & B.OPEN) !== 0 && (m & B.SHUT) !== 0)
  );
}
