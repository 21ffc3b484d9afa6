/**
 * The object limit (content LEVEL_LIMITS.objects; docs/rules.md §9): how many objects are on the grid,
 * and whether more fit. The objects on the grid never outnumber the ids issued, so while the ids issued
 * and those to add fit (`roughRoom`) nothing is counted: a placement, a card's play or a spawn costs one
 * compare (`countPastRoom`, `checkRoom`). Room while a step plans the objects it adds: MAKE, MORE and a conversion stop at the first planned object past the limit, not after planning
 * them all (on a level grown to tens of thousands of objects, planning all of them took seconds). A
 * step starts from `roughRoom`, a bound from the id counter (the objects on the grid never outnumber
 * the ids issued), so the common case costs one compare per object planned and no count; a plan past
 * it asks `roomLeft` for the exact room, which throws once the plan passes it. The step's transaction
 * puts the board back (undo.ts): the refused step changes nothing.
 */
import { tooManyObjects } from "./errors";
import type { Level } from "./types";

/** How many objects are on the grid. */
export function objectCount(level: Level): number {
  let n = 0;
  for (const c of level.count) n += c;
  return n;
}

/** Fewer objects than (or as many as) fit on the grid beside those there: the limit less the ids issued. */
export const roughRoom = (level: Level): number => level.limits.objects - level.nextId;

/**
 * How many objects fit on the grid beside those there, counted; throws, naming `what` and the first
 * count past the limit, when the `planned` objects do not fit.
 */
export function roomLeft(level: Level, planned: number, what: string): number {
  const limit = level.limits.objects;
  const room = limit - objectCount(level);
  if (planned > room) throw tooManyObjects(what, limit - room + planned, limit, true);
  return room;
}

/** The objects on the grid plus `more` when they pass the limit, else 0 (counted only past `roughRoom`). */
export function countPastRoom(level: Level, more: number): number {
  if (more <= roughRoom(level)) return 0;
  const n = objectCount(level) + more;
  return n > level.limits.objects ? n : 0;
}

/** Throws, naming `what` and the count, unless `more` objects fit beside those there (`countPastRoom`). */
export function checkRoom(level: Level, more: number, what: string): void {
  const n = countPastRoom(level, more);
  if (n > 0) throw tooManyObjects(what, n, level.limits.objects);
}
