/**
 * Conditional `X IS EMPTY` at the conversion step (docs/rules.md §5.8 "Conversions"): each X a
 * conditional `X <cond> IS EMPTY` holds for is deleted as `X IS EMPTY` deletes (§5.5), unless a
 * conditional `X <cond> IS X` or `X <cond> IS NOT EMPTY` holds for it, which spares it from an
 * unconditional `X IS EMPTY` too (research §2: a conditional NOT takes the complement away from the
 * objects it holds for); `X <cond> IS NOT X` deletes whatever they say. Every condition is read on the
 * board as movement left it, with the other conversions. Source: the game's `conversion()` gathers each
 * noun's `X IS Y` rules, EMPTY among them, with their conditions, and `convert()` tests them per unit with
 * `testcond` (lilybeevee/Lilys-Mods Data/convert.lua).
 */
import { condConverter, EMPTIED, ERASE, KEEP, SPARE } from "./cond-convert";
import type { Level } from "./types";

/**
 * Whether object `id`, of a kind with conditional conversions (`condConvert.byKind` not empty), goes at
 * the conversion step now: by `X IS NOT X` (`erase` 1, or a conditional one that holds), or by an
 * `X IS EMPTY` (`erase` 2, or a conditional one that holds) that no conditional `X IS X` or
 * `X IS NOT EMPTY` holding for it spares.
 */
export function goneNow(level: Level, id: number): boolean {
  const erase = level.inForce.erase[level.kind[id]];
  if (erase === 1 || condConverter(level, id, ERASE) !== null) return true;
  if (erase !== 2 && condConverter(level, id, EMPTIED) === null) return false;
  return condConverter(level, id, KEEP) === null && condConverter(level, id, SPARE) === null;
}

/** Whether object `id` goes now by an `X IS EMPTY` rather than an `X IS NOT X` (the journal's cause: journal-conversion.ts). */
export function emptiedNow(level: Level, id: number): boolean {
  const erase = level.inForce.erase[level.kind[id]];
  if (erase !== 0) return erase === 2;
  return level.inForce.condConvert !== null && condConverter(level, id, ERASE) === null;
}
