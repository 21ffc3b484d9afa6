/**
 * BOOM (docs/rules.md §5.5), the destruction step after SINK and before WEAK, as the game's post-2021
 * `block()` has it (`Lua/blocks.lua`, the copy docs/rules.md §5.5 cites): every BOOM object left alive
 * explodes, the oldest first. Its square reaches `dim` cells each way, its BOOM rules' listings less one
 * (`hasfeature_count`, a conditional rule counting where it holds) and at most the room's larger side, so
 * one listing is its own cell; every object on the square's cells (inside the grid) that floats as it does
 * is destroyed, and the BOOM object itself. A SAFE object is no victim (hazards.ts `unsafe`), but a SAFE BOOM
 * object still explodes. The victims are gathered first, each once, and all go together.
 */

import { boomListings } from "../move-count";
import type { Bits } from "../prop-bits";
import { collectHaving, propsAmong } from "../props-of";
import type { Level } from "../types";

const BOOMERS: number[] = []; // scratch: the BOOM objects, in age order
let taken = new Uint8Array(64); // scratch: per id, 1 once found a victim (cleared before returning)

/** How far BOOM object `id`'s square reaches each way: its BOOM listings less one, at most the room's larger side. */
export function boomReach(level: Level, id: number): number {
  return Math.min(boomListings(level, id) - 1, Math.max(level.width, level.height));
}

/** Whether BOOM object `b`'s square holds object `o` on `b`'s float level (`b` itself included). */
function reaches(level: Level, B: Bits, b: number, o: number): boolean {
  const r = boomReach(level, b);
  const near = Math.abs(level.x[o] - level.x[b]) <= r && Math.abs(level.y[o] - level.y[b]) <= r;
  return near && propsAmong(level, o, B.FLOAT) === propsAmong(level, b, B.FLOAT);
}

/** The victims of the BOOM step (SAFE ones included: the phase takes them out), each once, in the order found. */
export function boomVictims(level: Level, B: Bits): readonly number[] {
  const n = collectHaving(level, B.BOOM, BOOMERS);
  if (n === 0) return [];
  if (taken.length < level.nextId) taken = new Uint8Array(level.nextId * 2);
  const { head, next, width, height } = level;
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const b = BOOMERS[i];
    const float = propsAmong(level, b, B.FLOAT);
    const r = boomReach(level, b);
    const x0 = Math.max(0, level.x[b] - r);
    const x1 = Math.min(width - 1, level.x[b] + r);
    const y1 = Math.min(height - 1, level.y[b] + r);
    for (let y = Math.max(0, level.y[b] - r); y <= y1; y++)
      for (let x = x0; x <= x1; x++)
        for (let o = head[y * width + x]; o >= 0; o = next[o])
          if (taken[o] === 0 && o !== b && propsAmong(level, o, B.FLOAT) === float) {
            taken[o] = 1;
            out.push(o);
          }
    if (taken[b] === 0) {
      taken[b] = 1;
      out.push(b);
    }
  }
  for (const o of out) taken[o] = 0;
  return out;
}

/**
 * The BOOM object whose explosion destroyed object `id` (the journal's partner): the oldest whose square
 * holds it on its float level, or `id` itself when it is BOOM and none older did; -1 when none.
 */
export function boomerOf(level: Level, B: Bits, id: number): number {
  const n = collectHaving(level, B.BOOM, BOOMERS);
  for (let i = 0; i < n; i++) if (BOOMERS[i] === id || reaches(level, B, BOOMERS[i], id)) return BOOMERS[i];
  return -1;
}
