/**
 * One mover's plain step (docs/rules.md §5.4; move-plain.ts, whose module doc says when a step is plain):
 * the step of a MOVE or SHIFT take's mover (take-retries.ts), and of a YOU mover that `plainSteps` does not
 * write out (PULL in force, or cells a MOVE take keeps: move-ghosts.ts).
 */
import { turnObject } from "./board";
import { DX, DY, FACINGS } from "./facing";
import { aheadOf, condStepKinds } from "./move-cond-kinds";
import { keptPass, leftAcross } from "./move-ghosts";
import { marks, moveStamp, shiftMover } from "./move-marks";
import { pull } from "./move-pull";
import { plainPush, pushMayBePlain } from "./move-push";
import type { Bits } from "./prop-bits";
import { propsOf } from "./props-of";
import type { Level } from "./types";

/** `turnAndStep`'s outcome: the mover stepped. */
export const STEPPED = 1;
/** `turnAndStep`'s outcome: the step is left to movement.ts `stepObject`. */
export const PLANNED = 0;
/** `turnAndStep`'s outcome: the grid's edge blocked the mover, and nothing else happens. */
export const AT_EDGE = -1;
/** `stepPlainly`'s outcome for move-plain.ts `plainSteps`: a plain push was blocked, and nothing else happens. */
export const PUSH_BLOCKED = -2;

/**
 * A mover's turn to face its step's facing `f` (move-marks.ts `turnByMove`, without a journal), then its
 * step when it is plain (`plainMask` gave `mask`; `p` is the mover's properties): shifted alone, turning
 * as it goes (one write), its cells' solid counts following (move-marks.ts `shiftMover`), then the PULL
 * objects behind it; or, when the cell ahead holds something solid, its push when that may be plain
 * (move-push.ts `plainPush`). Returns STEPPED; AT_EDGE when the grid's edge blocks it and nothing can be
 * WEAK (nothing else changes: the caller counts it blocked by the edge); else PLANNED, and the step is
 * left to movement.ts `stepObject` (a plain push that is blocked too: the planning names what blocked
 * it). What makes a step plain does not depend on the mover's facing.
 */
export function turnAndStep(level: Level, id: number, p: number, f: number, mask: number, B: Bits): number {
  return stepPlainly(level, id, p, f, mask, B, PLANNED);
}

/** `turnAndStep`, returning `blocked` when a plain push is blocked (then nothing has changed but the turn). */
export function stepPlainly(
  level: Level,
  id: number,
  p: number,
  f: number,
  mask: number,
  B: Bits,
  blocked: number,
): number {
  const dx = DX[f];
  const dy = DY[f];
  const ox = level.x[id];
  const oy = level.y[id];
  const nx = ox + dx;
  const ny = oy + dy;
  const { anyProps } = level.inForce;
  if (nx < 0 || ny < 0 || nx >= level.width || ny >= level.height) {
    turnObject(level, id, f);
    return anyProps & B.WEAK ? PLANNED : AT_EDGE;
  }
  const cell = ny * level.width + nx;
  if (keptPass !== -1 && leftAcross(cell, f)) {
    turnObject(level, id, f); // an object of the take left it: it may still be met there (move-ghosts.ts)
    return PLANNED;
  }
  const touched = condStepKinds(level, B);
  let ahead = 0; // (an empty cell holds nothing solid: no count is read; a SWAP mover sends back what is there)
  if (level.head[cell] >= 0) ahead = p & anyProps & B.SWAP ? 1 : aheadOf(level, cell, mask, touched);
  if (ahead !== 0) {
    turnObject(level, id, f);
    if (!pushMayBePlain(anyProps, B) || keptPass !== -1) return PLANNED; // (move-ghosts.ts: pushes planned)
    return plainPush(level, id, p, f, mask, B, touched) ? STEPPED : blocked;
  }
  shiftMover(level, id, p, dx, dy, mask, f);
  if (anyProps & B.PULL) pull(level, id, ox, oy, FACINGS[f], B, -1);
  return STEPPED;
}

/**
 * move-plain.ts `plainSteps` beside a conditional rule on what a step reads (`touched`: move-cond-kinds.ts
 * `condStepKinds`): each YOU mover in turn (read through `propsOf`) turns to
 * face `f`, as movement.ts `moveAll` turns it before `stepObject` reads the cells ahead, and steps by
 * `stepPlainly`; a mover of a kind in `touched` while something may be SWAP is planned (its SWAP is read
 * once it faces its step). Returns the index of the first mover whose step is planned (turned), or `n`.
 */
export function condSteps(
  level: Level,
  you: Int32Array,
  from: number,
  n: number,
  f: number,
  mask: number,
  B: Bits,
  touched: Uint8Array,
): number {
  const moved = marks();
  const stamp = moveStamp();
  const swap = level.inForce.anyProps & B.SWAP;
  for (let i = from; i < n; i++) {
    const id = you[i];
    if (!level.alive[id] || moved[id] === stamp) continue;
    const p = propsOf(level, id);
    if (!(p & B.YOU)) continue;
    turnObject(level, id, f);
    if (
      (touched[level.kind[id]] === 1 && swap !== 0) ||
      stepPlainly(level, id, p, f, mask, B, PUSH_BLOCKED) === PLANNED
    )
      return i;
  }
  return n;
}
