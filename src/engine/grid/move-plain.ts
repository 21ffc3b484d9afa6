/**
 * A plain step (docs/rules.md §5.4): a mover entering a cell on the grid where nothing solid stands, or
 * a cell found open in this look (move-cells.ts), with no journal kept, no conditional rule in force and
 * nothing that can be PULL or SWAP. Such a step moves the mover alone and nothing follows it, so it is
 * taken without planning a chain (movement.ts `stepObject` would find the same: no push, no block, no
 * pair, no swap, no pull, no record but the undo's). Anything else is left to `stepObject`. Whether a
 * step may be plain is read once per move (`plainMask`) and again after each hook.
 */
import { turnObject } from "./board";
import { DX, DY } from "./facing";
import type { Bits } from "./kinds";
import { openAt, shortcutsOn, solidAt, solidMask } from "./move-cells";
import { shiftMover } from "./move-marks";
import type { Level } from "./types";

/**
 * Whether a step may be plain under the level's rules and journal now (the module's doc): the solid mask
 * (move-cells.ts `solidMask`) when it may, else -1. It holds until a hook runs.
 */
export function plainMask(level: Level, B: Bits): number {
  const { anyProps } = level.inForce;
  if (level.journal !== null || level.inForce.cond !== null || anyProps & (B.PULL | B.SWAP) || !shortcutsOn())
    return -1;
  return solidMask(B, anyProps);
}

/**
 * A mover's turn to face its step's facing `f` (move-marks.ts `turnByMove`, without a journal), then its
 * step when it is plain (`plainMask` gave `mask`; `p` is the mover's properties): shifted alone, its
 * cells' solid counts following (move-marks.ts `shiftMover`). Returns whether it stepped; when not, the
 * step is left to movement.ts `stepObject`, which finds it is no plain step.
 */
export function turnAndStep(level: Level, id: number, p: number, f: number, mask: number): boolean {
  turnObject(level, id, f);
  const dx = DX[f];
  const dy = DY[f];
  const nx = level.x[id] + dx;
  const ny = level.y[id] + dy;
  if (nx < 0 || ny < 0 || nx >= level.width || ny >= level.height) return false;
  const cell = ny * level.width + nx;
  if (!openAt(level, cell) && solidAt(level, cell, mask) !== 0) return false;
  shiftMover(level, id, p, dx, dy, mask);
  return true;
}
