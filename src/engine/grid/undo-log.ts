/**
 * The undo record of the step or move running (docs/rules.md §5.6): board.ts hands it each object just
 * before it changes its kind, cell, life or facing, and it keeps the object's values from before the
 * step, once per object, as a record (undo-record.ts). Objects the step adds need none: undo drops every
 * id it issued. The records are written where the step's history entry will hold them (history.ts
 * `pushEntry` then copies nothing) while that region has room; else into one growing scratch, copied at
 * the step's end. Checked against every entry copied (the shortcuts off) by tests/grid/undo-in-place.test.ts.
 */
import { HEAD, type History, TAIL } from "./history";
import { shortcutsOn } from "./move-cells";
import type { Level } from "./types";
import { packPlace, putRecord, RECORD, recordSize } from "./undo-record";

// The recordings interrupted by the running one, innermost last (`depth` − 1 of them): each one's level, where its records
// start in the buffer, its id counter, number, whether it joins: in arrays (no object per recording), written when nested.
const levels: (Level | null)[] = [];
const starts: number[] = [];
const counters: number[] = [];
const numbers: number[] = [];
const joined: boolean[] = [];
const sizes: number[] = [];
let depth = 0;
// The running (innermost) recording's level, records' size (undo-record.ts), start, id counter, number (-1: none runs).
let level0: Level | null = null;
let size0 = 3;
let start0 = 0;
let nextId0 = 0;
let no0 = -1;
let joins0 = false; // whether it began inside one of the same level (`joining`)
// The records of the recordings in progress (an inner one's after its outer's), `top` numbers used.
let buf: Int32Array = new Int32Array(1024);
let top = 0;
// The scratch buffer; where the outermost recording's records start in `buf`, and where `buf`'s room ends
// (the history region's end, before the entry's last number, when written in place).
let scratch = buf;
let base = 0;
let limit = buf.length;
/** The room a history region must have left past an entry's head for a step to be recorded in place. */
const IN_PLACE_ROOM = 64;
let savedIn = new Int32Array(64); // per id: the number of the recording that already saved it
let recordings = 0;

/**
 * Whether the running recording is of `level` and began inside one of the same level (a step or move run inside a step or
 * move of its level, by a destroy hook): it joins that one's undo entry when it ends (`joinRecording`;
 * docs/rules.md §5.6).
 */
export const joining = (level: Level): boolean => joins0 && level0 === level;

/**
 * Starts recording `level`'s changes (inside the recording running, if any, until `stopRecording`);
 * returns whether that one is of the same level (`joining`).
 */
export function startRecording(level: Level): boolean {
  if (++recordings >= 2 ** 30 && depth === 0) {
    recordings = 1; // numbers are reused (none runs, so no marks of one are lost): forget which ids were saved
    savedIn.fill(0);
  }
  if (depth === 0) bufferFor(level);
  if (depth++ > 0) {
    // the running one is interrupted: kept until this one stops
    levels[depth - 2] = level0;
    starts[depth - 2] = start0;
    counters[depth - 2] = nextId0;
    numbers[depth - 2] = no0;
    joined[depth - 2] = joins0;
    sizes[depth - 2] = size0;
  }
  joins0 = level0 === level;
  level0 = level;
  start0 = top;
  nextId0 = level.nextId;
  if (savedIn.length < nextId0) growSaved(nextId0); // room for every id saved (`willChangeOn` checks none)
  no0 = recordings;
  size0 = recordSize(level);
  return joins0;
}

/** `savedIn` grown to hold at least `n` ids (its marks kept). */
function growSaved(n: number): void {
  const grown = new Int32Array(Math.max(n, savedIn.length * 2));
  grown.set(savedIn);
  savedIn = grown;
}

/**
 * Where the outermost recording of `level` writes: in place, after the head of the entry its history would add next,
 * when the region written in has IN_PLACE_ROOM numbers left there and the shortcuts are on (move-cells.ts
 * `useShortcuts`: off, the tests' reference copies every entry); else `notInPlace`.
 */
function bufferFor(level: Level): void {
  const h = level.history;
  const at = h.used + HEAD;
  if (h.last >= 0 && at + IN_PLACE_ROOM + TAIL <= h.limits[h.last] && shortcutsOn()) {
    buf = h.bufs[h.last];
    limit = h.limits[h.last] - TAIL;
    top = at;
  } else notInPlace(h);
  base = top;
}

/** `bufferFor` when the region written in has no room: the next one an undo left (history.ts `room`), else the scratch. */
function notInPlace(h: History): void {
  const r = h.last + 1;
  const next = r > 0 && r < h.bufs.length && shortcutsOn(); // (a region holds more than IN_PLACE_ROOM numbers)
  buf = next ? h.bufs[r] : scratch;
  limit = next ? h.limits[r] - TAIL : scratch.length;
  top = next ? h.begins[r] + HEAD : 0;
}

/** `buf` is full: the scratch takes over (records written in place move there, to the same places), grown. */
function spill(): void {
  if (scratch.length < top + RECORD) {
    const grown = new Int32Array(Math.max(scratch.length * 2, top + RECORD));
    if (buf === scratch) grown.set(scratch.subarray(0, top));
    scratch = grown;
  }
  if (buf !== scratch) scratch.set(buf.subarray(base, top), base);
  buf = scratch;
  limit = scratch.length;
}

/**
 * Ends the innermost recording and resumes the one it interrupted; returns where its records start in
 * `recorded()` (they end at `recordedEnd()`). They stay there until `releaseRecords` is given that start,
 * which the caller does at once, after copying or applying them (nothing is allocated).
 */
export function stopRecording(): number {
  const start = start0;
  if (--depth > 0) {
    level0 = levels[depth - 1];
    levels[depth - 1] = null; // the level is not kept alive by the scratch
    start0 = starts[depth - 1];
    nextId0 = counters[depth - 1];
    no0 = numbers[depth - 1];
    joins0 = joined[depth - 1];
    size0 = sizes[depth - 1];
    // its marks again (the one stopped wrote its own number over those of ids both saved): it saves no id twice
    for (let i = start0; i < start; i += size0) savedIn[buf[i]] = no0;
  } else {
    level0 = null;
    no0 = -1;
    joins0 = false;
  }
  return start;
}

/**
 * The recording just stopped (its records from `start`, `stopRecording`) ran inside one of the same level,
 * now running again, and ended without throwing: its records join that one's (docs/rules.md §5.6), so one
 * undo entry holds both. Kept: the records of objects the outer one has not saved and that existed when it
 * began (ids at or past its counter need none: undo drops them). They stay in the buffer, right after
 * the outer one's; nothing is allocated.
 */
export function joinRecording(start: number): void {
  const no = no0; // (its marks are its own again: `stopRecording`)
  const size = size0; // (both are of one level: the same size)
  let end = start;
  for (let i = start; i < top; i += size) {
    const id = buf[i];
    if (id >= nextId0 || savedIn[id] === no) continue;
    savedIn[id] = no;
    for (let k = 0; k < size; k++) buf[end + k] = buf[i + k];
    end += size;
  }
  top = end;
}

/** The buffer holding the records of the recording just stopped (see `stopRecording`). */
export const recorded = (): Int32Array => buf;

/** Where the records of the recording just stopped end in `recorded()`. */
export const recordedEnd = (): number => top;

/** Frees the records of the recording just stopped, which started at `start` (`stopRecording`). */
export function releaseRecords(start: number): void {
  top = start;
}

/**
 * Object `id` of `level` is about to change: if a recording of this level runs and has not saved it
 * (and the step did not add it), its values now are saved.
 */
export function willChange(level: Level, id: number): void {
  willChangeOn(level, id, level.y[id] * level.width + level.x[id], level.kind[id]);
}

/**
 * `willChange` for an object on `cell` (y·width + x) of kind `k` (the caller has both at hand, board.ts
 * `shiftTurned`).
 */
export function willChangeOn(level: Level, id: number, cell: number, k: number): void {
  if (level0 !== level || id >= nextId0) return; // (an id below the counter has room: `startRecording`)
  if (savedIn[id] === no0) return;
  savedIn[id] = no0;
  if (top + RECORD > limit) spill();
  putRecord(buf, top, size0, id, k, packPlace(cell, level.alive[id] | (level.facing[id] << 1)));
  top += size0;
}
