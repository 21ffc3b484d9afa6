/**
 * SAFE (docs/rules.md §5.5; the game's scripts: blocks.lua `block` asks `issafe` before each hazard's
 * deletion, movement.lua `check` makes no SAFE object a "lock", "eat" or "weak" special and `move` deletes
 * only the partner that is not SAFE): a SAFE object is destroyed by no hazard, contact or crush. Every
 * destruction path of the turn hands its victims through `unsafe` before the journal and the destroy hook
 * see them. Conversion is no destruction (convert.lua asks nothing): `X IS NOT X` still removes a SAFE
 * object. While no kind may be SAFE, each check is one mask test.
 */
import type { Bits } from "./prop-bits";
import { propsOf } from "./props-of";
import type { Level } from "./types";

/** `ids` without the SAFE objects (`ids` itself when none is SAFE; a new list otherwise). */
export function unsafe(level: Level, ids: readonly number[], B: Bits): readonly number[] {
  if ((level.inForce.anyProps & B.SAFE) === 0) return ids;
  let out: number[] | null = null;
  for (let i = 0; i < ids.length; i++) {
    const safe = (propsOf(level, ids[i]) & B.SAFE) !== 0;
    if (safe && out === null) out = ids.slice(0, i) as number[];
    else if (!safe && out !== null) out.push(ids[i]);
  }
  return out ?? ids;
}

/** Whether the object `id` is SAFE (one mask test while no kind may be). */
export const isSafe = (level: Level, id: number, B: Bits): boolean =>
  (level.inForce.anyProps & B.SAFE) !== 0 && (propsOf(level, id) & B.SAFE) !== 0;

/**
 * SINK with SAFE objects in its slot (blocks.lua `block`, the SINK loop): each SINK object `unit`, taken in
 * turn, pairs with every other object `b` of its cell and float level that is not yet deleted; a pair of two
 * SAFE objects does nothing, any other pair deletes `b` unless `issafe(b)` and marks `unit` sunk unless
 * `issafe(unit)`. The first SINK object of a slot meets every other object before anything of the slot is
 * deleted, so what it decides is what goes: with two objects or more and one of them not SAFE, every
 * object of the slot that is not SAFE goes (a SINK object with only SAFE company sinks alone, and a SAFE
 * SINK object sinks its company and stays); when all are SAFE, none. The victims are pushed to `out`.
 */
export function sinkWithSafe(level: Level, slot: readonly number[], n: number, B: Bits, out: number[]): void {
  if (n < 2) return;
  for (let i = 0; i < n; i++) if (!(propsOf(level, slot[i]) & B.SAFE)) out.push(slot[i]);
}
