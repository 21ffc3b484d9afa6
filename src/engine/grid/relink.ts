/**
 * A restored board's cell lists and counts (per kind; of text per cell; docs/rules.md §5.6): after an undo or
 * a snapshot's restore writes the objects' records back, each cell lists its objects as a rebuild from the
 * object arrays does (reindex.ts `reindex`): newest first, as a level loads, whatever order the step's moves left. A
 * rebuild walks every cell and id; when every cell listed its objects newest first before the step
 * (`Level.inAgeOrder`), or the cells out of that order are known (age-order.ts: those are sorted after), only
 * the objects the step touched are taken off and put back, newest first, leaving every cell as the rebuild
 * would. Checked against `reindex` by relink.test.ts; the one-pass write (`putRecords`) against the shortcuts
 * off by relink-one-pass.test.ts; kinds and lives written only through `ownKinds` by undo-kinds.test.ts.
 */
import { orderKnown, sortCells } from "./age-order";
import { unlink } from "./board";
import { noteCellWrite, ownCount, ownKinds } from "./hash";
import { countText, ownText } from "./line-runs";
import { shortcutsOn } from "./move-cells";
import { dropIdsPast, forgetLines, reindex } from "./reindex";
import { keepReservedAt, keepReservedIn } from "./reserved";
import type { Level } from "./types";
import { linkAt, putUnique, rowOf, startPuts } from "./undo-put";
import { placeCell, placeFacing, placeLife, recordKind, recordPlace, recordSize } from "./undo-record";

// Scratch: per id, the number of the relink that took it off its cell (so an id recorded twice moves once).
let taken = new Int32Array(64);
let relinks = 0;

/**
 * Writes the records `nums[from…to)` back (last to first, so an object's earliest record wins: `recordSize`
 * numbers each, undo-record.ts) and drops the ids from `nextId` on, then puts the cell lists and counts
 * back. When every cell listed its objects newest first before the change (`ordered`) or does now, apart
 * from the objects recorded, only those and the ids dropped are taken off and put back in place; when
 * the cells out of that order are known (age-order.ts), the same, and then those cells are sorted;
 * otherwise every cell list is made again (`reindex`). All three leave the same lists. `unique`: no id
 * has two records (an undo entry, undo-log.ts), so the first two are undo-put.ts `putUnique` (the shortcuts on).
 */
export function putRecords(
  level: Level,
  nums: Int32Array | number[],
  from: number,
  to: number,
  nextId: number,
  ordered: boolean,
  unique: boolean,
): void {
  startPuts(); // (linkAt)
  const sort = !ordered && !level.inAgeOrder;
  if (unique && (!sort || orderKnown(level)) && shortcutsOn()) {
    putUnique(level, nums, from, to, recordSize(level), nextId, sort);
    return;
  }
  if (sort && !orderKnown(level)) {
    ownKinds(level);
    keepReservedIn(level, nums, from, to, recordSize(level)); // (an id reserved now stays: reserved.ts)
    writeRecords(level, nums, from, to, recordSize(level));
    level.nextId = nextId;
    reindex(level);
    return;
  }
  // Kinds and lives are written only when one changes (what props-of.ts `collectHaving` read still holds).
  noteCellWrite();
  const size = recordSize(level);
  const count = ownCount(level);
  for (let id = nextId; id < level.nextId; id++)
    if (level.alive[id]) {
      unlink(level, id);
      count[level.kind[id]]--;
    }
  if (++relinks === 2 ** 30) {
    relinks = 1; // numbers are reused: forget which ids earlier relinks took
    taken.fill(0);
  }
  if (taken.length < nextId) taken = new Int32Array(nextId * 2);
  const { kind, alive, next, prev } = level; // (kind and alive only read until `ownKinds`)
  const isText = level.kinds.isText;
  let same = nextId === level.nextId; // so far, every record holds its object's kind and life as they are
  let once = true; // so far, no id has two records (an undo entry holds one per id)
  for (let j = from; j < to; j += size) {
    const id = nums[j];
    const k = kind[id];
    if (k === -1) keepReservedAt(level, nums, j, size); // (an id reserved now stays: reserved.ts)
    const kept = k === recordKind(nums, j, size) && alive[id] === placeLife(recordPlace(nums, j, size));
    same &&= kept;
    const mark = taken[id];
    if (mark === relinks || mark === -relinks) {
      once = false;
      continue;
    }
    // its earliest record (the first met) wins: when it keeps the kind and life, so do the counts (-relinks)
    taken[id] = kept ? -relinks : relinks;
    if (alive[id] === 0) continue;
    // board.ts `unlink`, written out with the kind at hand
    const before = prev[id];
    const after = next[id];
    if (before < 0 || isText[k] === 1) {
      const cell = level.y[id] * level.width + level.x[id];
      if (isText[k] === 1) ownText(level)[cell]--;
      if (before < 0) level.head[cell] = after;
    }
    if (before >= 0) next[before] = after;
    if (after >= 0) prev[after] = before;
    if (!kept) count[k]--;
  }
  if (!same) ownKinds(level);
  if (once && shortcutsOn()) writeAndLink(level, nums, from, to, size);
  else relinkAll(level, nums, from, to, size);
  if (sort) sortCells(level);
  level.nextId = nextId;
  dropIdsPast(level, nextId);
  forgetLines(level);
}

/**
 * `putRecords`' last steps when no id has two records (the shortcuts on): each record written and its object
 * put back in one pass (`linkAt` gives the same lists in any order of puts; no record of it follows).
 */
function writeAndLink(level: Level, nums: ArrayLike<number>, from: number, to: number, size: number): void {
  const { kind, alive, x, y, facing, width } = level;
  const isText = level.kinds.isText;
  const inv = 1 / width; // (a row by one multiplication: `rowOf`)
  for (let j = from; j < to; j += size) {
    const id = nums[j];
    const k = recordKind(nums, j, size);
    const p = recordPlace(nums, j, size);
    const cell = placeCell(p);
    const row = rowOf(cell, inv);
    kind[id] = k;
    x[id] = cell - row * width;
    y[id] = row;
    alive[id] = placeLife(p);
    facing[id] = placeFacing(p);
    if (placeLife(p) === 0) continue;
    if (isText[k] === 1) ownText(level)[cell]++;
    linkAt(level, id, cell);
    if (taken[id] > 0) level.count[k]++; // (the level's own counts: `ownCount`)
  }
}

/**
 * `putRecords`' last steps: the records written (last to first), then each object taken put back once, on
 * its cell if alive, and counted again unless its mark says the counts kept it (negative).
 */
function relinkAll(level: Level, nums: ArrayLike<number>, from: number, to: number, size: number): void {
  writeRecords(level, nums, from, to, size);
  for (let j = from; j < to; j += size) {
    const id = nums[j];
    const mark = taken[id];
    if (mark !== relinks && mark !== -relinks) continue;
    taken[id] = 0;
    if (!level.alive[id]) continue;
    countText(level, id, 1);
    linkAt(level, id, level.y[id] * level.width + level.x[id]);
    if (mark > 0) level.count[level.kind[id]]++; // (the level's own counts: `ownCount`)
  }
}

/** Writes the records `nums[from…to)` (of `size` numbers) into the object arrays, last to first. */
function writeRecords(level: Level, nums: ArrayLike<number>, from: number, to: number, size: number): void {
  for (let j = to - size; j >= from; j -= size) writeRecord(level, nums, j, size);
}

/** Writes the record at `nums[j]` (of `size` numbers) into its object's arrays; its cell (y·width + x). */
function writeRecord(level: Level, nums: ArrayLike<number>, j: number, size: number): number {
  const id = nums[j];
  const p = recordPlace(nums, j, size);
  const cell = placeCell(p);
  const row = (cell / level.width) | 0; // an integer division: a cell index is under 2³¹
  level.kind[id] = recordKind(nums, j, size);
  level.x[id] = cell - row * level.width;
  level.y[id] = row;
  level.alive[id] = placeLife(p);
  level.facing[id] = placeFacing(p);
  return cell;
}
