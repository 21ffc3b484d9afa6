/**
 * The order the YOU objects move in (docs/rules.md §5.4): furthest ahead in the move's direction first,
 * ties oldest first. Each id has one sort number, none equal, so where a sort starts changes its time,
 * never its result: per direction the last short list sorted and its order are kept to start from
 * (`lastOrder`), with the number of the props-of.ts list it was (`moversByLead`; one number, one list:
 * having-kept.ts). Checked against a comparator sort by tests/grid/move-order*.test.ts, movers-kept.test.ts.
 */
import { ascending, byBucket, byNumbers, insertionSort } from "./move-buckets";
import { shortcutsOn } from "./move-cells";
import { sameNumbers } from "./parse-record";
import { collectHaving, havingNo, keptHaving } from "./props-of";
import type { Level } from "./types";

// A list kept for `having` (null while one is handed out: a hook's move inside a move gets a new one).
let spare: number[] | null = [];

/**
 * The alive objects with a property of `mask`, oldest first, in a scratch list: hand it back with `doneWith`.
 * `missed`: props-of.ts `keptHaving` just found no kept list for them (props-of.ts `collectHaving`).
 */
export function having(level: Level, mask: number, missed = false): number[] {
  const out = spare ?? [];
  spare = null;
  const n = collectHaving(level, mask, out, missed); // written over, then cut to length (emptying it would drop its storage)
  if (out.length !== n) out.length = n; // (a length written, even unchanged, is a call into the runtime)
  return out;
}

/** A list from `having` is no longer used: the next call may reuse it. */
export function doneWith(list: number[]): void {
  spare = list;
}

// Scratch: the ids sorted by buckets.
let sorted = new Int32Array(64);

/**
 * Sorts `ids` in place, furthest ahead along (dx, dy) first, ties oldest first: a list sorted before for
 * the same direction by an insertion sort on the leads, started from the order found then (`lastOrder`;
 * far from sorted, through sort numbers instead); a new one listed oldest first (the movers) by a counting
 * sort on the leads; else through sort numbers and a typed array's sort. No comparator, nothing allocated
 * per object.
 */
export function byLead(level: Level, ids: number[], dx: number, dy: number): void {
  const n = ids.length;
  const slot = slotOf(dx, dy);
  if (n <= SMALL && slot !== handedOut) {
    const order = lastOrder(ids, slot);
    if (fresh && n > FEW && ascending(ids))
      byBucket(level, ids, dx, dy, order); // a new list, oldest first
    else insertionSort(level, order, n, dx, dy, null);
    for (let i = 0; i < n; i++) ids[i] = order[i];
    return;
  }
  if (ascending(ids)) {
    if (sorted.length < n) sorted = new Int32Array(n * 2);
    byBucket(level, ids, dx, dy, sorted);
    for (let i = 0; i < n; i++) ids[i] = sorted[i];
    return;
  }
  byNumbers(level, ids, n, dx, dy);
}

/** A new list of more ids than this, oldest first, is sorted by buckets (fewer: by insertion). */
const FEW = 32;
/** The lists `byLead` sorts from a slot's last order have at most this many ids. */
const SMALL = 2 ** 16;
// Per slot (a unit step): the last list sorted from its order, as given (`givenN` ids), and its order
// (grown as lists grow); whether `lastOrder` last gave a list as given.
const given = Array.from({ length: 9 }, () => new Int32Array(64));
const orders = Array.from({ length: 9 }, () => new Int32Array(64));
const givenN = new Int32Array(9).fill(-1);
let fresh = false;

/**
 * The ids of `ids` to sort in place, in `slot`'s scratch: in the order last sorted for the slot when
 * `ids` is the list sorted then, as it was given (a step asks for the same movers each time), so nearly
 * sorted when they moved little since; else as given (kept for the next call).
 */
function lastOrder(ids: readonly number[], slot: number): Int32Array {
  const n = ids.length;
  const was = given[slot];
  const order = orders[slot];
  if ((fresh = !sameNumbers(ids, was, givenN[slot])) === false) return order;
  if (was.length < n) return grown(ids, slot);
  for (let i = 0; i < n; i++) order[i] = was[i] = ids[i];
  givenN[slot] = n;
  givenNo[slot] = 0; // (`moversByLead` numbers it)
  return order;
}

/** `lastOrder` for a list longer than `slot`'s scratch: both are made anew, twice its length. */
function grown(ids: readonly number[], slot: number): Int32Array {
  given[slot] = new Int32Array(ids.length * 2);
  orders[slot] = new Int32Array(ids.length * 2);
  givenN[slot] = -1;
  return lastOrder(ids, slot);
}

/** The slot of a unit step (any slot gives the same result: `lastOrder` only changes where a sort starts). */
const slotOf = (dx: number, dy: number): number => ((dx + 1 + (dy + 1) * 3) >>> 0) % 9;

// Per slot: the number of the kept list (props-of.ts `havingNo`) whose order it holds, 0 for none; the
// slot whose order `moversByLead` handed out (-1: none), and the count it handed out.
const givenNo = new Float64Array(9);
let handedOut = -1;
let handedN = 0;
let movers = new Int32Array(64); // for a list handed out that is not a slot's order

/**
 * The alive objects with a property of `mask` (a take's movers), furthest ahead along (dx, dy) first, ties
 * oldest first (`byLead`), as the first `moverCount()` ids of a scratch array: hand it back with
 * `doneWithMovers`. When they are a list kept by props-of.ts (`keptHaving`) whose order this slot found
 * last, nothing is listed or compared again: that order is sorted again in place, by insertion (its
 * result does not depend on where it starts; far from sorted, by buckets from the list as kept). A call
 * while one's ids are handed out lists them afresh; with the shortcuts off (move-cells.ts `useShortcuts`)
 * every call sorts them afresh through sort numbers, keeping nothing (tests/grid/you-order.test.ts).
 */
export function moversByLead(level: Level, mask: number, dx: number, dy: number): Int32Array {
  const slot = slotOf(dx, dy);
  const free = handedOut < 0;
  const no = free && shortcutsOn() ? keptHaving(level, mask) : 0;
  if (no !== 0 && no === givenNo[slot]) {
    handedN = givenN[slot];
    insertionSort(level, orders[slot], handedN, dx, dy, given[slot]);
    handedOut = slot;
    return orders[slot];
  }
  const ids = having(level, mask, free && no === 0 && shortcutsOn()); // (a miss is not looked for again)
  const n = ids.length;
  const on = no !== 0 || shortcutsOn();
  if (free && on && n <= SMALL) {
    const order = lastOrder(ids, slot);
    givenNo[slot] = havingNo();
    if (fresh && n > FEW && ascending(ids))
      byBucket(level, ids, dx, dy, order); // a new list: oldest first
    else insertionSort(level, order, n, dx, dy, given[slot]);
    doneWith(ids);
    handedN = n;
    handedOut = slot;
    return order;
  }
  const out = free ? (movers.length < n ? (movers = new Int32Array(n * 2)) : movers) : new Int32Array(n);
  if (on && ascending(ids))
    byBucket(level, ids, dx, dy, out); // (`having` lists them oldest first)
  else {
    for (let i = 0; i < n; i++) out[i] = ids[i];
    byNumbers(level, out, n, dx, dy); // the shortcuts off: a sort that keeps nothing from call to call
  }
  doneWith(ids);
  if (free) handedOut = 9; // (no slot's order)
  handedN = n;
  return out;
}

/** How many ids the last `moversByLead` handed out. */
export const moverCount = (): number => handedN;

/** The ids `moversByLead` handed out (outside any other call's) are no longer used. */
export function doneWithMovers(ids: Int32Array): void {
  if (ids === movers || (handedOut >= 0 && handedOut < 9 && ids === orders[handedOut])) handedOut = -1;
}
