/**
 * The rebuild of a restored board's cell lists and counts from its object arrays (docs/rules.md §5.6 "The
 * cells as a rebuild leaves them"): every cell lists its objects newest first, as a level loads. What an
 * undo's put back (relink.ts) must leave, and what it does when the cells out of age order are not known.
 */
import { link } from "./board";
import { ownCount, ownKinds } from "./hash";
import { ownText } from "./line-runs";
import { dropMarks } from "./lines";
import type { Level } from "./types";

/** Rebuilds cell lists and counts from the object arrays (after restoring a snapshot). */
export function reindex(level: Level): void {
  level.head.fill(-1);
  ownCount(level).fill(0);
  ownText(level).fill(0);
  dropIdsPast(level, level.nextId);
  for (let id = 0; id < level.nextId; id++) {
    if (!level.alive[id]) continue;
    link(level, id);
    level.count[level.kind[id]]++;
  }
  forgetLines(level);
}

/** Ids past the counter `n` are dropped (each per-id array's length is the counter's). */
export function dropIdsPast(level: Level, n: number): void {
  if (level.kind.length !== n) ownKinds(level);
  cutIdsTo(level, n);
  if (level.keepsKind.length > n) level.keepsKind = level.keepsKind.slice(0, n);
}

/**
 * Gives each per-id array (kinds, lives, places, facings, cell links) the length `n`, by `lengthTo`. The
 * kinds and lives are cut as they are: a caller that did not take them as its own (`ownKinds`) knows no
 * copy shares them (the solver's decoder).
 */
export function cutIdsTo(level: Level, n: number): void {
  if (level.kind.length !== n) {
    lengthTo(level.kind, n);
    lengthTo(level.alive, n);
  }
  if (level.x.length !== n) {
    lengthTo(level.x, n);
    lengthTo(level.y, n);
    lengthTo(level.facing, n);
    lengthTo(level.next, n);
    lengthTo(level.prev, n);
  }
}

/**
 * `cutIdsTo` when every per-id array holds exactly one id past the counter `n` (a search's restore after a
 * card play added an object): each array loses it by a `pop` of its own, a call site that sees one
 * array's element kind, not `lengthTo`'s one site that sees them all (and that every undo calls). Returns
 * false, changing nothing, when the arrays are not all one past; the caller then cuts by `cutIdsTo`.
 */
export function cutOneIdPast(level: Level, n: number): boolean {
  const { kind, alive, x, y, facing, next, prev } = level;
  const m = n + 1;
  if (
    kind.length !== m ||
    alive.length !== m ||
    x.length !== m ||
    y.length !== m ||
    facing.length !== m ||
    next.length !== m ||
    prev.length !== m
  )
    return false;
  kind.pop();
  alive.pop();
  x.pop();
  y.pop();
  facing.pop();
  next.pop();
  prev.pop();
  return true;
}

/**
 * Give a per-id array the length `n`: a longer one loses its last elements one `pop` at a time, which
 * keeps its room (setting `length` lower gives its memory back, so the next object added copies the
 * array again: an undo or a search's restore of a step that added an object paid that on every array,
 * eight times a pop's cost); a shorter one is lengthened (its new elements are written next).
 */
function lengthTo(a: number[], n: number): void {
  if (a.length > n) while (a.length > n) a.pop();
  else a.length = n;
}

/** The board was written without marks: every line is read at the next parse; the cells are in age order. */
export function forgetLines(level: Level): void {
  level.dirty = true;
  level.lines = null;
  dropMarks(level);
  level.inAgeOrder = true;
}
