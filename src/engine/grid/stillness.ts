/**
 * STILL (docs/rules.md §5.4), as the game's scripts read it (the parsers-plus mod by FofoFromBaba:
 * Lua/tools.lua `cantmove`, Lua/movement.lua `check` and `movecommand`, Lua/blocks.lua `moveblock`). A
 * STILL object takes no step of its own and is carried by nothing that moves objects for it:
 * - the YOU take: it turns to face the input's way but stays (`movecommand` take 1: `cantmove` sets
 *   `sleeping` after `updatedir`); FEAR the same, turned away from what it fears (take 7);
 * - the MOVE and NUDGE takes leave it out, unturned (`add_moving_units`: `cantmove` → sleeping); a MOVE
 *   object that only became STILL during the take (a conditional rule) still turns around when blocked,
 *   but takes no step that way (`movecommand` state 3: `updatedir`, then `skipthis`);
 * - SHIFT neither turns it nor carries it (take 8: `isstill_or_locked`), TELE sends it nowhere
 *   (`moveblock`: `targetstill`);
 * - as an obstacle (`check`, `asObstacle` below): a PUSH or a PULL object that is STILL is STOP, and a SWAP
 *   one is not SWAP (a SWAP mover sends no STILL object back either: `obsstill`, `findfeatureat(..,
 *   {"still"})`); a STILL PULL object behind a mover is not pulled.
 * FALL reads STILL through `check` ahead of the faller, and of the faller itself: a STILL object does not
 * fall (the current `fallblock`'s `isstill`; phases/fall.ts). The mod's LOCKEDRIGHT … words, its LOCKEDFORWARD … (which the game lacks) and GRAB are
 * not built; with no LOCKED word `cantmove` is STILL alone, the same in every direction.
 */
import { marks, passMark } from "./move-marks";
import type { Bits } from "./prop-bits";
import { propsOf } from "./props-of";
import type { Level } from "./types";

/**
 * What an object of properties `p` is to a mover meeting it (the game's `check`): with STILL, a PUSH or
 * PULL object is STOP instead (neither pushed nor pulled) and a SWAP one is not SWAP; without, `p`.
 */
export const asObstacle = (p: number, B: Bits): number =>
  (p & B.STILL) === 0
    ? p
    : (p & (B.PUSH | B.PULL)) !== 0
      ? (p & ~(B.PUSH | B.PULL | B.SWAP)) | B.STOP
      : p & ~B.SWAP;

/**
 * Whether an object of properties `p` blocks a mover only because it is STILL (the journal's reason): it
 * is PUSH or SWAP and STILL, and not STOP (a STILL PULL object blocks as PULL does).
 */
export const stillBlocks = (p: number, B: Bits): boolean =>
  (p & B.STILL) !== 0 && (p & B.STOP) === 0 && (p & (B.PUSH | B.SWAP)) !== 0;

/** Why an object of properties `p` blocks a mover (`Blocked`'s reason): STOP, else STILL (`stillBlocks`), else PULL. */
export const blockReason = (p: number, B: Bits): "STOP" | "STILL" | "PULL" =>
  p & B.STOP ? "STOP" : stillBlocks(p, B) ? "STILL" : "PULL";

/**
 * What a SWAP mover entering `cell` sends back (movement.ts `stepObject`, no hook running), written into
 * `out` from 0: every object there not moved earlier in the take (move-marks.ts `passesOver`) but the STILL
 * ones (the game's `obsstill`). Returns how many.
 */
export function sentBack(level: Level, cell: number, out: number[], B: Bits): number {
  const moved = marks();
  const pass = passMark();
  let n = 0;
  for (let o = level.head[cell]; o >= 0; o = level.next[o])
    if (moved[o] < pass && (propsOf(level, o) & B.STILL) === 0) out[n++] = o;
  return n;
}
