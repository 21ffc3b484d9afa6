/**
 * A plain step (docs/rules.md §5.4): a mover entering a cell on the grid where nothing solid stands, or
 * a cell found open in this look (move-cells.ts), with no journal kept, no EAT rule and no conditional rule
 * giving or taking a property a step reads (move-cells.ts `stepBits`) in force;
 * a SWAP mover only into a cell with nothing on it. Such a step moves the mover alone, and then the PULL
 * objects behind it follow as after any step (move-pull.ts `pull`), so it is taken without planning a
 * chain (movement.ts `stepObject` would find the same: no push, no block, no pair, no swap, no record but
 * the undo's). A step blocked by the grid's edge while nothing can be WEAK changes nothing but the turn
 * before it: it is not planned either. A push may be plain too (move-push.ts `plainPush`). Anything else
 * is left to `stepObject`, and so is a step into a cell an object of a MOVE take left across the step's
 * way, and every push of such a take (move-ghosts.ts: what left may still be met there; a plain push
 * would not keep the cells its links leave). Whether a step may be plain is read once per move
 * (`plainMask`) and again after each hook.
 * Checked against every step planned in full (`useShortcuts(false)`) by tests/grid/plain-moves.test.ts,
 * plain-steps.test.ts and move-shortcuts.test.ts.
 */
import { outOfOrder } from "./age-order";
import { shiftTurned, turnObject } from "./board";
import { DX, DY, FACINGS } from "./facing";
import { noteCellWrite } from "./hash";
import type { Bits } from "./kinds";
import { noteSolidShift, plainProps, shortcutsOn, solidAhead, solidMask, stepBits } from "./move-cells";
import { keptPass, leftAcross } from "./move-ghosts";
import { marks as moveMarks, moveStamp, roomForMarks, shiftMover } from "./move-marks";
import { mayEat } from "./move-pairs";
import { pull } from "./move-pull";
import { plainPush, pushMayBePlain } from "./move-push";
import { condTouches } from "./props-of";
import type { Level } from "./types";
import { willChangeOn } from "./undo-log";

/**
 * Whether a step may be plain under the level's rules and journal now (the module's doc): the solid mask
 * (move-cells.ts `solidMask`) when it may, else -1. It holds until a hook runs.
 */
export function plainMask(level: Level, B: Bits): number {
  if (level.journal !== null || !shortcutsOn() || mayEat(level) || condTouches(level, stepBits(B))) return -1;
  if (level.inForce.anyProps & B.PHANTOM) return -1; // a PHANTOM step meets nothing: planned (move-phantom.ts)
  return solidMask(B, level.inForce.anyProps);
}

/** `turnAndStep`'s outcome: the mover stepped. */
export const STEPPED = 1;
/** `turnAndStep`'s outcome: the step is left to movement.ts `stepObject`. */
export const PLANNED = 0;
/** `turnAndStep`'s outcome: the grid's edge blocked the mover, and nothing else happens. */
export const AT_EDGE = -1;

/** `plainSteps`' outcome of a step: a plain push was blocked (move-push.ts), and nothing else happens. */
const PUSH_BLOCKED = -2;

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
function stepPlainly(
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
  // (an empty cell holds nothing solid: no count is read; a SWAP mover sends back what is there)
  if (
    level.head[cell] >= 0 &&
    (p & anyProps & B.SWAP ||
      solidAhead(cell, level.head, level.next, level.kind, plainProps(level), mask) !== 0)
  ) {
    turnObject(level, id, f);
    if (!pushMayBePlain(anyProps, B) || keptPass !== -1) return PLANNED; // (move-ghosts.ts: pushes planned)
    return plainPush(level, id, p, f, mask, B) ? STEPPED : blocked;
  }
  shiftMover(level, id, p, dx, dy, mask, f);
  if (anyProps & B.PULL) pull(level, id, ox, oy, FACINGS[f], B, -1);
  return STEPPED;
}

/**
 * The YOU objects `you[from…n)` (furthest ahead first: movement.ts `moveAll`) turn and step in turn while
 * their steps are plain (`plainMask` gave `mask`; `turnAndStep`); one that is no longer alive or YOU, or
 * already stepped in this move, is passed over; one whose plain push is blocked stays put (nothing can be
 * WEAK: movement.ts `moveAll` would do nothing more). No hook runs meanwhile, so the room for marks is
 * made once. Returns the index of the first mover whose step is left to movement.ts `stepObject` (turned to
 * face `f`), or `n`.
 */
export function plainSteps(
  level: Level,
  you: Int32Array,
  from: number,
  n: number,
  f: number,
  mask: number,
  B: Bits,
): number {
  roomForMarks(level);
  const { alive, x, y, head, next, prev, kind, facing, width, height } = level; // (no hook runs: none is replaced)
  const moved = moveMarks(); // moved[id] === stamp: it stepped in this move (move-marks.ts `hasMoved`)
  const stamp = moveStamp();
  const dx = DX[f];
  const dy = DY[f];
  const YOU = B.YOU;
  const { anyProps, asWord } = level.inForce;
  const masks = plainProps(level); // (`plainMask`: no conditional rule gives or takes what a step reads)
  const swap = anyProps & B.SWAP;
  const isText = level.kinds.isText;
  // the common step written out (`stepPlainly` would do the same): no PULL, no cells kept (move-ghosts.ts)
  const common = (anyProps & B.PULL) === 0 && keptPass === -1;
  const pushable = pushMayBePlain(anyProps, B);
  const weak = anyProps & B.WEAK;
  for (let i = from; i < n; i++) {
    const id = you[i];
    if (!alive[id] || moved[id] === stamp) continue;
    const k = kind[id];
    const p = masks[k];
    if (!(p & YOU)) continue;
    const ox = x[id];
    const oy = y[id];
    const nx = ox + dx;
    const ny = oy + dy;
    const cell = ny * width + nx;
    if (common && nx >= 0 && ny >= 0 && nx < width && ny < height) {
      if (head[cell] < 0 || ((p & swap) === 0 && solidAhead(cell, head, next, kind, masks, mask) === 0)) {
        // into a cell with nothing solid: the mover alone (move-marks.ts `shiftMover`, board.ts `shiftTurned`)
        const at = oy * width + ox;
        if (p & mask) noteSolidShift(at, cell);
        if (isText[k] === 1 || (asWord !== null && asWord[k] !== 0)) shiftTurned(level, id, dx, dy, f, at);
        else {
          noteCellWrite(); // a thing no rule reads as a word: no line to mark, no text count
          willChangeOn(level, id, at, k);
          facing[id] = f;
          const before = prev[id];
          const after = next[id];
          if (before >= 0) next[before] = after;
          else head[at] = after;
          if (after >= 0) prev[after] = before;
          x[id] = nx;
          y[id] = ny;
          const first = head[cell];
          if (first > id) outOfOrder(level, cell); // an older object now heads a newer one (age-order.ts)
          next[id] = first;
          prev[id] = -1;
          if (first >= 0) prev[first] = id;
          head[cell] = id;
        }
        moved[id] = stamp;
        continue;
      }
      // something solid ahead (or a SWAP mover meets what is there): `stepPlainly` would do the same
      turnObject(level, id, f);
      if (!pushable) return i;
      plainPush(level, id, p, f, mask, B); // (blocked: it stays put, turned)
      continue;
    }
    if (common) {
      // the grid's edge blocks it (`stepPlainly` would do the same): it turns; with WEAK, `stepObject` plans it
      turnObject(level, id, f);
      if (weak) return i;
      continue;
    }
    if (stepPlainly(level, id, p, f, mask, B, PUSH_BLOCKED) === PLANNED) return i;
  }
  return n;
}
