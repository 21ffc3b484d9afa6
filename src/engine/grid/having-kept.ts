/**
 * The lists of the objects with a property, kept between calls (docs/rules.md §5.3; props-of.ts
 * `collectHaving`): the alive objects with a property of a mask, oldest first, depend on each object's
 * kind and life and on which kinds have the property, nothing else. So a list holds while the board's
 * kinds and lives are the same (the same arrays, none written since: `kindWritesSoFar`, and the same
 * ids issued) and, for one property, while the same kinds have it, whatever else the rules say: a list
 * made under some rules holds again when text is pushed out of a rule and back. A mask of several
 * properties holds under the very per-kind table it was made with. The last SLOTS lists are kept, each
 * with a number (never reused), so one number is one list. A list of one property made on another board
 * (the kinds or lives written since, an undo's restore among them) is checked against this one before it
 * is used: it holds when each of its objects is alive and has the property and its kinds' alive counts
 * (`count`) add up to its length, so no object it misses has it (all lists are oldest first). A list found
 * not to hold is not checked again on the same board under the same rules record (the check reads only
 * those), so a list kept from another level costs one check per board, not one per call.
 * Checked against a scan of every object after every call by tests/grid/having-kept.test.ts (and after
 * undos by undo-kinds.test.ts).
 */
import { kindWritesSoFar } from "./hash";
import { sameNumbers } from "./parse-record";
import type { RuleState } from "./parsed";
import type { Level } from "./types";

/** Lists kept, one per mask and kinds having it. */
const SLOTS = 6;
// The kept lists: per slot the first `counts[s]` of `lists[s]`, for `masks[s]`, made while the kinds
// having the property were `kinds[s]` (one property; else null) under the per-kind table `tables[s]`,
// on the board numbered `boards[s]`; `used` slots filled, `turn` the one written last when all are.
const lists: number[][] = Array.from({ length: SLOTS }, () => []);
const masks = new Int32Array(SLOTS);
const counts = new Int32Array(SLOTS);
const numbers = new Float64Array(SLOTS);
const boards = new Float64Array(SLOTS);
const kinds: (readonly number[] | null)[] = new Array(SLOTS).fill(null);
const tables: (readonly number[] | null)[] = new Array(SLOTS).fill(null);
// Per slot, the board number and the rules record under which its list was last checked and did not
// hold (0: none): it does not hold again while both are the same (`keptSlot`).
const failedOn = new Float64Array(SLOTS);
const failedUnder: (RuleState | null)[] = new Array(SLOTS).fill(null);
let used = 0;
let turn = 0;
let made = 0;
// The board asked about last: its kinds array, the kind writes so far, the ids issued, and its number
// (a new one whenever one of those changes).
let lastKind: readonly number[] | null = null;
let lastWrites = -1;
let lastNext = -1;
let board = 0;

/** The number of `level`'s board now (the same while its kinds and lives are: see `lastKind`). */
function boardNow(level: Level): number {
  const { kind, nextId } = level;
  const writes = kindWritesSoFar();
  if (kind !== lastKind || writes !== lastWrites || nextId !== lastNext) {
    lastKind = kind;
    lastWrites = writes;
    lastNext = nextId;
    board++;
  }
  return board;
}

/**
 * Whether the first `n` of `list`, oldest first, are the alive objects of `level` having the one property
 * `mask` now (props-of.ts `listHolds`, the one place that reads the per-kind masks).
 */
export type ListCheck = (level: Level, list: readonly number[], n: number, mask: number) => boolean;

/**
 * The slot of a kept list that holds for `level` and `mask` now (with no conditional rule in force), or
 * -1. A list of one property made on another board is checked first (`holdsNow`).
 */
export function keptSlot(level: Level, mask: number, holdsNow: ListCheck): number {
  const now = boardNow(level);
  const f = level.inForce;
  if (now === foundOn && f === foundUnder && mask === foundMask && made === foundMade) return found;
  const s = firstSlot(level, mask, holdsNow, now, f);
  found = s;
  foundOn = s < 0 ? -1 : now;
  foundUnder = f;
  foundMask = mask;
  foundMade = made;
  return s;
}

// The slot `keptSlot` gave last (-1: none), for `foundMask` on the board numbered `foundOn` under the rules
// record `foundUnder`, when `foundMade` lists had been made: asked again with nothing of those changed (and
// no list kept since), the walk over the slots gives it again (it changes nothing of a slot it passes).
let found = -1;
let foundOn = -1;
let foundUnder: RuleState | null = null;
let foundMask = 0;
let foundMade = -1;

/** `keptSlot`'s walk over the slots, on the board numbered `now` under the rules `f`. */
function firstSlot(level: Level, mask: number, holdsNow: ListCheck, now: number, f: RuleState): number {
  for (let s = 0; s < used; s++) {
    if (masks[s] !== mask) continue;
    if (boards[s] !== now) {
      if (kinds[s] === null || (failedOn[s] === now && failedUnder[s] === f)) continue;
      if (!holdsNow(level, lists[s], counts[s], mask)) {
        failedOn[s] = now; // (the same board and rules: the same objects, kinds and per-kind table)
        failedUnder[s] = f;
        continue;
      }
      boards[s] = now;
      tables[s] = f.props;
      kinds[s] = oneProperty(f, mask);
      return s;
    }
    if (tables[s] === f.props) return s;
    const have = oneProperty(f, mask);
    const was = kinds[s];
    if (have === null || was === null || !sameNumbers(was, have, have.length)) continue;
    tables[s] = f.props; // (the same kinds: the next call under this table holds at once)
    kinds[s] = have;
    return s;
  }
  return -1;
}

/** The kinds having the one property of `mask` under the rules `f`, or null (several properties). */
function oneProperty(f: RuleState, mask: number): readonly number[] | null {
  if (mask === 0 || (mask & (mask - 1)) !== 0) return null;
  return f.withProp[31 - Math.clz32(mask)] ?? null;
}

/** Writes kept list `s` into `out` from 0; returns its length. */
export function copyKept(s: number, out: number[]): number {
  const list = lists[s];
  const c = counts[s];
  for (let n = 0; n < c; n++) out[n] = list[n];
  return c;
}

/** The number of kept list `s`. */
export const keptNumber = (s: number): number => numbers[s];

/**
 * Keeps the first `n` of `out`, the list of `mask` just made for `level` (after `keptSlot` found none):
 * over a list of the same mask made on another board, else in a free slot, else over the one written
 * longest ago. Returns its new number.
 */
export function keepList(level: Level, mask: number, out: readonly number[], n: number): number {
  const now = boardNow(level);
  let s = 0;
  while (s < used && (masks[s] !== mask || boards[s] === now)) s++;
  if (s === used) s = used < SLOTS ? used++ : (turn = (turn + 1) % SLOTS);
  const list = lists[s];
  for (let i = 0; i < n; i++) list[i] = out[i];
  masks[s] = mask;
  counts[s] = n;
  boards[s] = now;
  tables[s] = level.inForce.props;
  kinds[s] = oneProperty(level.inForce, mask);
  numbers[s] = ++made;
  failedOn[s] = 0;
  failedUnder[s] = null;
  return made;
}
