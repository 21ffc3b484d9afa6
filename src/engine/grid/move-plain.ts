/**
 * A plain step (docs/rules.md §5.4): a mover entering a cell on the grid where nothing solid stands, or
 * a cell found open in this look (move-cells.ts), with no journal kept and no EAT rule in force (beside a
 * conditional rule on a property a step reads, move-cells.ts `stepBits`, as move-cond-kinds.ts says);
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
 * plain-steps.test.ts, move-shortcuts.test.ts and (under conditional rules) plain-cond.test.ts.
 */
import { outOfOrder } from "./age-order";
import { shiftTurned, turnObject } from "./board";
import { DX, DY } from "./facing";
import { noteCellWrite } from "./hash";
import { noteSolidShift, plainProps, shortcutsOn, solidAhead, solidMask } from "./move-cells";
import { condStepKinds } from "./move-cond-kinds";
import { keptPass } from "./move-ghosts";
import { marks as moveMarks, moveStamp, roomForMarks } from "./move-marks";
import { mayEat } from "./move-pairs";
import { plainPush, pushMayBePlain } from "./move-push";
import { condSteps, PLANNED, PUSH_BLOCKED, stepPlainly } from "./move-step";
import type { Bits } from "./prop-bits";
import type { Level } from "./types";
import { willChangeOn } from "./undo-log";

export { AT_EDGE, PLANNED, STEPPED, turnAndStep } from "./move-step";

/**
 * Whether a step may be plain under the level's rules and journal now (the module's doc): the solid mask
 * (move-cells.ts `solidMask`) when it may, else -1. It holds until a hook runs.
 */
export function plainMask(level: Level, B: Bits): number {
  return level.journal !== null ? -1 : planOf(level, B).mask;
}

/**
 * What a plain step reads of the rules in force alone (`plainMask` without the journal; `plainSteps`'
 * reads), found once per rules record (`RuleState`, replaced whole by a parse that changes the rules),
 * bits and shortcuts switch: the one plan kept is written over when any of them changes.
 */
const plan = {
  mask: -1,
  touched: null as Uint8Array | null,
  swap: 0,
  weak: 0,
  common: false,
  pushable: false,
};
let planFor: Level["inForce"] | null = null;
let planBits: Bits | null = null;
let planOn = true;

/** The plan of `level`'s rules in force (`plan`; the kept one answered in a body the compiler inlines). */
const planOf = (level: Level, B: Bits): typeof plan =>
  level.inForce === planFor && B === planBits && shortcutsOn() === planOn ? plan : planAnew(level, B);

/** `planOf` when the plan kept is another's: written over. */
function planAnew(level: Level, B: Bits): typeof plan {
  const f = level.inForce;
  const any = f.anyProps;
  planOn = shortcutsOn();
  // a PHANTOM step meets nothing: planned (move-phantom.ts)
  plan.mask = !planOn || mayEat(level) || any & (B.PHANTOM | B.STILL) ? -1 : solidMask(B, any); // (STILL: stillness.ts)
  plan.touched = condStepKinds(level, B);
  plan.swap = any & B.SWAP;
  plan.weak = any & B.WEAK;
  plan.common = (any & B.PULL) === 0;
  plan.pushable = pushMayBePlain(any, B);
  planFor = f;
  planBits = B;
  return plan;
}

/**
 * The YOU objects `you[from…n)` (furthest ahead first: movement.ts `moveAll`) turn and step in turn while
 * their steps are plain (`plainMask` gave `mask`; `turnAndStep`); one that is no longer alive or YOU, or
 * already stepped in this move, is passed over; one whose plain push is blocked stays put (nothing can be
 * WEAK: movement.ts `moveAll` would do nothing more). No hook runs meanwhile, so the room for marks is
 * made once. From 0, `you` is as move-order.ts `moversByLead` handed it out (the alive objects whose kind
 * is YOU: none is read again); from a later index, a hook may have run since. Returns the index of the first mover whose step is left to movement.ts `stepObject` (turned to
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
  if (from !== 0) roomForMarks(level); // (from 0: movement.ts `moveAll` made room for this move's marks, and no hook ran)
  const { alive, x, y, head, next, prev, kind, facing, width, height } = level; // (no hook runs: none is replaced)
  const moved = moveMarks(); // moved[id] === stamp: it stepped in this move (move-marks.ts `hasMoved`)
  const stamp = moveStamp();
  const dx = DX[f];
  const dy = DY[f];
  const YOU = B.YOU;
  const { asWord } = level.inForce;
  const { touched, swap, weak, pushable } = planOf(level, B);
  if (touched !== null) return condSteps(level, you, from, n, f, mask, B, touched); // (move-cond-kinds.ts)
  const masks = plainProps(level); // (by kind: no conditional rule gives or takes what a step reads)
  const isText = level.kinds.isText;
  // the common step written out (`stepPlainly` would do the same): no PULL, no cells kept (move-ghosts.ts)
  const common = plan.common && keptPass === -1;
  const listed = from === 0; // the list as handed out, no hook run since: each is alive and YOU (by kind)
  for (let i = from; i < n; i++) {
    const id = you[i];
    if (moved[id] === stamp) continue;
    const k = kind[id];
    const p = masks[k];
    if (!listed && (!alive[id] || !(p & YOU))) continue;
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
      plainPush(level, id, p, f, mask, B, null); // (blocked: it stays put, turned)
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
