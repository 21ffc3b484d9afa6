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
  if (level.kind.length !== n) {
    ownKinds(level);
    level.kind.length = level.x.length = level.y.length = n;
    level.alive.length = level.facing.length = level.next.length = level.prev.length = n;
  }
  if (level.keepsKind.length > n) level.keepsKind = level.keepsKind.slice(0, n);
}

/** The board was written without marks: every line is read at the next parse; the cells are in age order. */
export function forgetLines(level: Level): void {
  level.dirty = true;
  level.lines = null;
  dropMarks(level);
  level.inAgeOrder = true;
}
