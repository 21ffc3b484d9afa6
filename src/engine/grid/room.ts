/**
 * Room on the grid while a step plans the objects it adds (content LEVEL_LIMITS.objects; docs/rules.md
 * §9): MAKE, MORE and a conversion stop at the first planned object past the limit, not after planning
 * them all (on a level grown to tens of thousands of objects, planning all of them took seconds). A
 * step starts from `roughRoom`, a bound from the id counter (the objects on the grid never outnumber
 * the ids issued), so the common case costs one compare per object planned and no count; a plan past
 * it asks `roomLeft` for the exact room, which throws once the plan passes it. The step's transaction
 * puts the board back (undo.ts): the refused step changes nothing.
 */
import { objectCount } from "./board";
import { tooManyObjects } from "./errors";
import type { Level } from "./types";

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
