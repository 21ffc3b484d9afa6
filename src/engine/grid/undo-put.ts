/**
 * An undo's put back of its entry's records (docs/rules.md §5.6 "The cells as a rebuild leaves them"): an
 * entry of the undo history holds one record per object (undo-log.ts marks each id it saved, and a
 * recording interrupted by another gets its marks back), so no record is taken over by another one and
 * the put back needs no per-id marks: each object recorded is taken off its cell and its record written and
 * the object put back in place, newest first, in one pass while the cells out of age order are known
 * (age-order.ts: those are sorted after), else all taken off first, leaving every cell as a rebuild
 * (reindex.ts) would. Checked against the shortcuts off (relink.ts `relinkAll`) by relink-one-pass.test.ts,
 * undo-unique.test.ts and undo-next-region.test.ts, and against `reindex` by relink.test.ts and age-order.test.ts.
 */
import { orderKnown, sortCells } from "./age-order";
import { unlink } from "./board";
import { noteCellWrite, ownCount, ownKinds } from "./hash";
import { ownText } from "./line-runs";
import { dropIdsPast, forgetLines } from "./reindex";
import { keepReservedAt } from "./reserved";
import type { Level } from "./types";
import { placeCell, placeFacing, placeLife, recordKind, recordPlace } from "./undo-record";

/**
 * Writes the unique records `nums[from…to)` (`size` numbers each, undo-record.ts) back and drops the ids from
 * `nextId` on, with the cell lists and counts; `sort`: the cells out of age order are listed
 * (age-order.ts `orderKnown`) and are put in order after. Only with the shortcuts on.
 */
export function putUnique(
  level: Level,
  nums: Int32Array | number[],
  from: number,
  to: number,
  size: number,
  nextId: number,
  sort: boolean,
): void {
  noteCellWrite();
  const count = ownCount(level);
  for (let id = nextId; id < level.nextId; id++)
    if (level.alive[id]) {
      unlink(level, id);
      count[level.kind[id]]--;
    }
  const dropped = nextId !== level.nextId;
  if (dropped) ownKinds(level);
  // The cells out of age order known (the others are in order): each object comes off as its record goes on,
  // then those cells are put in order (a rebuild's lists either way); else every object comes off first.
  const known = orderKnown(level);
  if (!known) takeOff(level, nums, from, to, size);
  putOn(level, nums, from, to, size, count, dropped, known);
  if (sort || (known && !level.inAgeOrder)) sortCells(level); // (in age order now: every cell is)
  level.nextId = nextId;
  dropIdsPast(level, nextId);
  forgetLines(level);
}

/** Takes each recorded object off its cell's list and its cell's text count (its record, and the counts per kind, are `putOn`'s). */
function takeOff(level: Level, nums: Int32Array | number[], from: number, to: number, size: number): void {
  const { kind, alive, next, prev, head, x, y, width } = level;
  const isText = level.kinds.isText;
  for (let j = from; j < to; j += size) {
    const id = nums[j];
    if (alive[id] === 0) continue;
    const k = kind[id];
    // board.ts `unlink`, written out with the kind at hand
    const before = prev[id];
    const after = next[id];
    if (before >= 0) next[before] = after;
    if (after >= 0) prev[after] = before;
    if (before < 0 || isText[k] === 1) {
      const cell = y[id] * width + x[id];
      if (before < 0) head[cell] = after;
      if (isText[k] === 1) ownText(level)[cell]--;
    }
  }
}

/**
 * Writes each record into its object's arrays (an id reserved now gets its record rewritten first,
 * reserved.ts) and puts the object, if alive, back on its cell; `off`: takes it off the cell it is on first
 * (`takeOff`'s work, record by record: exact when every cell not listed by age-order.ts is in age order, as
 * `linkAt` then keeps those in order, and the listed ones are sorted after). The counts per kind change only for a record
 * that changes its object's kind or life (most keep both: the object moved or turned). Kinds and lives are
 * the level's own (`ownKinds`) from the first record that changes one (`owned`: already), so what props-of.ts
 * `collectHaving` read holds while none does.
 */
function putOn(
  level: Level,
  nums: Int32Array | number[],
  from: number,
  to: number,
  size: number,
  count: number[],
  owned: boolean,
  off: boolean,
): void {
  let { kind, alive } = level;
  const { x, y, facing, width, next, prev, head } = level;
  const isText = level.kinds.isText;
  const inv = 1 / width; // (a row by one multiplication: `rowOf`)
  lastPut = -1;
  for (let j = from; j < to; j += size) {
    const id = nums[j];
    const was = kind[id];
    if (was === -1) keepReservedAt(level, nums, j, size); // (an id reserved now stays: reserved.ts)
    const k = recordKind(nums, j, size);
    const p = recordPlace(nums, j, size);
    const life = placeLife(p);
    const wasAlive = alive[id];
    if (off && wasAlive === 1) {
      // `takeOff`, for this object
      const before = prev[id];
      const after = next[id];
      if (before >= 0) next[before] = after;
      if (after >= 0) prev[after] = before;
      if (before < 0 || isText[was] === 1) {
        const at = y[id] * width + x[id];
        if (before < 0) head[at] = after;
        if (isText[was] === 1) ownText(level)[at]--;
      }
    }
    if (was !== k || wasAlive !== life) {
      // the counts change only here: a record keeping its object's kind and life leaves them as they are
      if (!owned) {
        ownKinds(level); // (the arrays may be new: a copy's own)
        kind = level.kind;
        alive = level.alive;
        owned = true;
      }
      if (wasAlive === 1) count[was]--;
      if (life === 1) count[k]++;
      kind[id] = k;
      alive[id] = life;
    }
    const cell = placeCell(p);
    const row = rowOf(cell, inv);
    x[id] = cell - row * width;
    y[id] = row;
    facing[id] = placeFacing(p);
    if (life === 0) continue;
    if (isText[k] === 1) ownText(level)[cell]++;
    linkAt(level, id, cell);
  }
}

/**
 * The row of `cell` (y·width + x) given `inv` = 1 / width, without a division: (cell + ½)/width lies at least
 * ½/width from a whole number, and the product's error is under (row + 1)·2⁻⁵² (a cell index is under 2²⁷).
 */
export const rowOf = (cell: number, inv: number): number => ((cell + 0.5) * inv) | 0;

let lastPut = -1; // scratch: the object `linkAt` put back last in this put back, -1 before the first
let lastCell = -1; // and its cell

/** A put back starts: `linkAt` has put back no object yet. */
export function startPuts(): void {
  lastPut = -1;
}

/**
 * Puts alive object `id` on its cell `t`'s list after every newer object there (its text counted by the
 * caller). When the object put back just before it is newer and on its cell, the walk starts there (every
 * object ahead is newer still): a stack put back newest first (a pull moves a cell's objects in its list's
 * order) costs a step each, not a walk past every object already back (tests/grid/undo-stacks.test.ts).
 */
export function linkAt(level: Level, id: number, t: number): void {
  const { next, prev, head } = level;
  let before = -1;
  let o = head[t];
  if (lastPut > id && lastCell === t) {
    before = lastPut;
    o = next[lastPut];
  }
  lastPut = id;
  lastCell = t;
  for (; o > id; o = next[o]) before = o;
  next[id] = o;
  prev[id] = before;
  if (before >= 0) next[before] = id;
  else head[t] = id;
  if (o >= 0) prev[o] = id;
}
