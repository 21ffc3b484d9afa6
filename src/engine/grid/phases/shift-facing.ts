/**
 * Facing the SHIFT object (docs/rules.md §5.5; research §4 step 6, the game's `moveblock` after TELE: "objects
 * standing on SHIFT turn to its facing"): after the conversions and TELE, every object standing on a
 * SHIFT object of its float level faces the way that SHIFT object faces, whether or not the SHIFT take
 * carried it (shifted onto a SHIFT object facing elsewhere, sent there by TELE, or made there). On several
 * SHIFT objects it faces as the first does in the order of their SHIFT rules, then oldest first
 * (shift-order.ts), which turned the later ones its way (§5.4). A level with a journal
 * records each change as `Turned`, caused by the SHIFT object's rule.
 */
import { turnObject } from "../board";
import { latestCause } from "../journal";
import { noteTurned } from "../journal-moves";
import { giver } from "../journal-rules";
import { type Bits, bitsOf } from "../prop-bits";
import { collectHaving, propsAmong } from "../props-of";
import { byShiftRulesIn } from "../shift-order";
import type { Level, RuleState } from "../types";

/** Whether the phase can act under the rules `f`: some kind may be SHIFT. */
export const shiftFacingActs = (f: RuleState, B: Bits): boolean => (f.anyProps & B.SHIFT) !== 0;

/** The `shiftFacing` phase: what stands on a SHIFT object turns to its facing, the first's (shift-order.ts). */
export function shiftFacingPhase(level: Level): void {
  const B = bitsOf(level.lexicon);
  if (!shiftFacingActs(level.inForce, B)) return;
  const n = collectHaving(level, B.SHIFT, SHIFTS); // oldest first
  if (n === 0) return;
  byShiftRulesIn(level, B, SHIFTS, n); // the game's `moveblock` walks `findallfeature` too (shift-order.ts)
  if (turnedIn.length < level.nextId) turnedIn = new Int32Array(level.nextId * 2); // room for every id
  if (++phaseNo === 2 ** 30) {
    phaseNo = 1; // numbers are reused: forget which objects earlier phases turned
    turnedIn.fill(0);
  }
  for (let i = 0; i < n; i++) {
    const s = SHIFTS[i];
    const float = propsAmong(level, s, B.FLOAT);
    const f = level.facing[s];
    for (let o = level.head[level.y[s] * level.width + level.x[s]]; o >= 0; o = level.next[o]) {
      if (o === s || turnedIn[o] === phaseNo || propsAmong(level, o, B.FLOAT) !== float) continue;
      turnedIn[o] = phaseNo;
      const was = level.facing[o];
      if (was === f) continue;
      turnObject(level, o, f);
      if (level.journal) {
        const rule = giver(level, s, "SHIFT");
        noteTurned(level, o, was, {
          kind: "rule",
          rule,
          line: latestCause(level.journal, [o, s], [rule.rule]),
        });
      }
    }
  }
}

// Scratch (the phase runs no hook): the SHIFT objects; per id, the number of the phase that turned it.
const SHIFTS: number[] = [];
let turnedIn = new Int32Array(64);
let phaseNo = 0;
