/**
 * The board: objects, cells, ids. Every change of an object's kind, cell or life goes through this file,
 * which keeps the cell lists, the counts (per kind; of text per cell) and the reparse mark in step
 * (docs/rules.md §2); an undo's restore puts them back through relink.ts.
 */
import { outOfOrder } from "./age-order";
import { checkInteger, checkString } from "./args";
import { badArgument, offGrid, unknownId, unknownKind } from "./errors";
import { DEFAULT_FACING } from "./facing";
import { noteCellWrite, noteTurnWrite, ownCount, ownKindsOf } from "./hash";
import { countText, spellsAsRead, textKind, textMoved } from "./line-runs";
import { markLines, markMoved } from "./lines";
import { checkRoom } from "./room";
import type { Level } from "./types";
import { willChange, willChangeOn } from "./undo-log";

/** Throws unless x and y are integers (else naming `call` and the argument) and (x, y) is on the grid. */
export function checkCell(level: Level, x: number, y: number, call: string): void {
  checkInteger(call, "x", x);
  checkInteger(call, "y", y);
  if (x < 0 || y < 0 || x >= level.width || y >= level.height) throw offGrid(x, y, level.width, level.height);
}

/** The kind index of `kind`, or throws naming it (docs/rules.md §5.1). */
export function kindIndex(level: Level, kind: string, call: string): number {
  checkString(call, "kind", kind);
  const k = level.kinds.byName[kind];
  if (k === undefined) throw unknownKind(kind);
  return k;
}

/** Throws unless `id` is an integer (else naming `call`) that this level issued (docs/api.md M7/M8). */
export function checkId(level: Level, id: number, call: string): void {
  checkInteger(call, "id", id);
  if (id < 0 || id >= level.nextId) throw unknownId(id);
}

/** Reserves an id that no object will ever get (module 10: heroes and cards in hand share the grid's ids). */
export function reserveId(level: Level): number {
  ownKindsOf(level, level.nextId);
  const id = level.nextId++;
  level.kind[id] = -1;
  level.x[id] = 0;
  level.y[id] = 0;
  level.alive[id] = 0;
  level.facing[id] = DEFAULT_FACING;
  level.next[id] = -1;
  level.prev[id] = -1;
  return id;
}

/**
 * Marks the rules for reparse when text (or a thing that may be read as a word, word.ts) changes (and its
 * row and column for reading again, lines.ts), or when a kind appears or vanishes while the rules spell an
 * ALL or NOT subject (whose expansion names the kinds present).
 */
function touch(level: Level, id: number, k: number, delta: number): void {
  const c = (ownCount(level)[k] += delta);
  const { asWord, presenceMatters } = level.inForce;
  if (level.kinds.isText[k] || (asWord !== null && asWord[k] !== 0)) {
    level.dirty = true;
    markLines(level, id);
  } else if (presenceMatters && (c === 0 || (c === 1 && delta > 0))) level.dirty = true;
}

/** Puts an alive object at the head of its cell's list and counts (`shiftTurned` does it too, written out). */
export function link(level: Level, id: number): void {
  const t = level.y[id] * level.width + level.x[id];
  countText(level, id, 1);
  const first = level.head[t];
  if (first > id) outOfOrder(level, t); // an older object now heads a newer one (age-order.ts)
  level.next[id] = first;
  level.prev[id] = -1;
  if (first >= 0) level.prev[first] = id;
  level.head[t] = id;
}

/** Takes an alive object off its cell's list and counts (its cell as `x` and `y` say now; `shiftTurned` too). */
export function unlink(level: Level, id: number): void {
  const { next, prev } = level;
  countText(level, id, -1);
  if (prev[id] >= 0) next[prev[id]] = next[id];
  else level.head[level.y[id] * level.width + level.x[id]] = next[id];
  if (next[id] >= 0) prev[next[id]] = prev[id];
}

/**
 * Adds a new object, the newest (docs/rules.md §5.1: objects are placed in order, which is their age),
 * facing `facing` (an index of FACINGS; by default right, §5.4).
 */
export function addObject(level: Level, k: number, x: number, y: number, facing = DEFAULT_FACING): number {
  const id = reserveId(level);
  level.kind[id] = k;
  level.x[id] = x;
  level.y[id] = y;
  level.alive[id] = 1;
  level.facing[id] = facing;
  link(level, id);
  touch(level, id, k, 1);
  return id;
}

/**
 * Places an object of `kind` at (x, y) after checking both and that the grid has room for it
 * (content LEVEL_LIMITS.objects); returns its id (docs/api.md M6). An error names `what` placed it: the
 * user's call (`place`) or a hook's (a word a card writes, seam 3).
 */
export function placeObject(level: Level, kind: string, x: number, y: number, what = "place"): number {
  const k = kindIndex(level, kind, what);
  checkCell(level, x, y, what);
  checkRoom(level, 1, what);
  return addObject(level, k, x, y);
}

/** Removes the given objects from the grid; ids of dead objects are ignored (docs/rules.md §5.5 default hook). */
export function removeObjects(level: Level, ids: readonly number[]): void {
  if (!Array.isArray(ids)) throw badArgument("removeObjects", "ids", ids, "an array of object ids");
  for (let i = 0; i < ids.length; i++) checkId(level, ids[i], "removeObjects");
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    if (!level.alive[id]) continue;
    ownKindsOf(level, id);
    willChange(level, id);
    unlink(level, id);
    level.alive[id] = 0;
    touch(level, id, level.kind[id], -1);
  }
}

/** Moves an alive object one cell by (dx, dy); the caller has checked the target is on the grid. */
export function shiftObject(level: Level, id: number, dx: number, dy: number): void {
  shiftTurned(level, id, dx, dy, level.facing[id], level.y[id] * level.width + level.x[id]);
}

/**
 * `shiftObject` from cell `from` (y·width + x, found by the caller), turning to face `f` (an index of
 * FACINGS) as it goes (docs/rules.md §5.4: a mover faces its move, a pushed or pulled object its push or
 * pull): one write, one undo record.
 */
export function shiftTurned(level: Level, id: number, dx: number, dy: number, f: number, from: number): void {
  noteCellWrite();
  const k = level.kind[id];
  willChangeOn(level, id, from, k);
  level.facing[id] = f;
  const isText = level.kinds.isText[k] === 1;
  const text = isText || (level.inForce.asWord?.[k] ?? 0) !== 0;
  // `unlink` and `link`, written out with the lists read once (a step's hottest path)
  const { next, prev, head } = level;
  const before = prev[id];
  const after = next[id];
  if (before >= 0) next[before] = after;
  else head[from] = after;
  if (after >= 0) prev[after] = before;
  level.x[id] += dx;
  level.y[id] += dy;
  const to = from + dy * level.width + dx;
  if (isText) textMoved(level, from, to); // (the cells' text counts)
  const first = head[to];
  if (first > id) outOfOrder(level, to); // an older object now heads a newer one (age-order.ts)
  next[id] = first;
  prev[id] = -1;
  if (first >= 0) prev[first] = id;
  head[to] = id;
  if (text) {
    if (isText) markMoved(level, id, from); // the lines it leaves and enters (a thing read as a word marks none)
    if (!isText || level.stale !== null || !spellsAsRead(level)) level.dirty = true;
  }
}

/** Turns an object to face `facing` (an index of FACINGS, docs/rules.md §5.4). */
export function turnObject(level: Level, id: number, facing: number): void {
  if (level.facing[id] === facing) return;
  noteTurnWrite();
  willChange(level, id);
  level.facing[id] = facing;
}

/** Changes an alive object's kind in place, keeping its id and age (docs/rules.md §5.5 conversion). */
export function setKind(level: Level, id: number, k: number): void {
  ownKindsOf(level, id);
  willChange(level, id);
  touch(level, id, level.kind[id], -1);
  textKind(level, id, k);
  level.kind[id] = k;
  touch(level, id, k, 1);
}
