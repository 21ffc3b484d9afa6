/**
 * A plain step (docs/rules.md §5.4): a mover entering a cell on the grid where nothing solid stands, or
 * a cell found open in this look (move-cells.ts), with no journal kept, no conditional rule in force and
 * nothing that can be PULL or SWAP. Such a step moves the mover alone and nothing follows it, so it is
 * taken without planning a chain (movement.ts `stepObject` would find the same: no push, no block, no
 * pair, no swap, no pull, no record but the undo's). Anything else is left to `stepObject`.
 */
import { DX, DY } from "./facing";
import type { Bits } from "./kinds";
import { openAt, shortcutsOn, solidAt, solidMask } from "./move-cells";
import { shift } from "./move-marks";
import type { Level } from "./types";

/**
 * Steps object `id` one cell along facing `f` when the step is plain (the module's doc) and returns
 * true; otherwise changes nothing and returns false.
 */
export function plainStep(level: Level, id: number, f: number, B: Bits): boolean {
  const { anyProps } = level.inForce;
  if (level.journal !== null || level.inForce.cond !== null || anyProps & (B.PULL | B.SWAP)) return false;
  const dx = DX[f];
  const dy = DY[f];
  const nx = level.x[id] + dx;
  const ny = level.y[id] + dy;
  if (nx < 0 || ny < 0 || nx >= level.width || ny >= level.height || !shortcutsOn()) return false;
  const cell = ny * level.width + nx;
  const mask = solidMask(B, anyProps);
  if (!openAt(level, cell) && solidAt(level, cell, mask) !== 0) return false;
  shift(level, id, dx, dy, mask, f);
  return true;
}
