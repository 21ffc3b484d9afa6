/**
 * MAKE (docs/rules.md §5.5; wiki "MAKE"): each maker, oldest first, puts each of its items on its
 * cell where there is none; a thing's word (`X MAKE TEXT`) where there is no text at all (the game's `block`:
 * any text on the cell stops a thing's MAKE TEXT). It decides from the board as it finds it: items it adds
 * make nothing in the step. The plan is indexed per cell, so an item's freshness is checked against the
 * items planned for its own cell only, whatever the plan's length; and each cell's objects are walked once
 * a phase, listing its kinds, so many makers on one cell cost in the number of its kinds, not of its
 * objects (the board does not change while the phase plans). tests/grid/make.test.ts checks the plan
 * against the rule read literally.
 */
import { condItems, planVerb } from "../cond-verbs";
import { roomLeft, roughRoom } from "../room";
import type { Level } from "../types";
import { addPlanned, itemWord } from "./spawns";

const NONE: readonly number[] = [];

// MAKE's plan index (scratch: the phase runs no hook while it plans): per item planned, the item planned
// before it on the same cell (`before`, -1: none); per cell, its last item planned (`lastOn`, valid where
// `cellIn` holds the plan's number), and whether a text item is planned for it (`textIn` holds the number).
let before = new Int32Array(64);
let lastOn = new Int32Array(0);
let cellIn = new Int32Array(0);
let textIn = new Int32Array(0);
let planNo = 0;
// The kinds on each cell walked in this plan (`walkedIn` holds the plan's number): a chain from `kindsOn`
// through `seen` (a kind at 2i, the next entry at 2i + 1, -1: none), and whether it holds text (`hasText`).
let walkedIn = new Int32Array(0);
let kindsOn = new Int32Array(0);
let hasText = new Int32Array(0);
let seen = new Int32Array(64);
let seenCount = 0;

/** Starts MAKE's plan index for `level`: nothing planned on any cell. */
function startMakePlan(level: Level): void {
  const cells = level.width * level.height;
  if (cellIn.length < cells) {
    lastOn = new Int32Array(cells);
    cellIn = new Int32Array(cells);
    textIn = new Int32Array(cells);
    walkedIn = new Int32Array(cells);
    kindsOn = new Int32Array(cells);
    hasText = new Int32Array(cells);
  }
  if (++planNo === 2 ** 30) {
    planNo = 1; // numbers are reused: forget every cell's plan
    for (const a of [cellIn, textIn, walkedIn, hasText]) a.fill(0);
  }
  seenCount = 0;
}

/** Whether kind `k` is on `cell`, from the cell's kinds listed once this plan (`walk`). */
function onCell(level: Level, cell: number, k: number): boolean {
  if (walkedIn[cell] !== planNo) walk(level, cell);
  for (let i = kindsOn[cell]; i >= 0; i = seen[2 * i + 1]) if (seen[2 * i] === k) return true;
  return false;
}

/** Lists the kinds on `cell` (each once) and whether it holds text: one walk of its objects. */
function walk(level: Level, cell: number): void {
  walkedIn[cell] = planNo;
  kindsOn[cell] = -1;
  for (let o = level.head[cell]; o >= 0; o = level.next[o]) {
    const k = level.kind[o];
    if (level.kinds.isText[k]) hasText[cell] = planNo;
    let i = kindsOn[cell];
    while (i >= 0 && seen[2 * i] !== k) i = seen[2 * i + 1];
    if (i >= 0) continue; // listed already
    if (seen.length < 2 * seenCount + 2) {
      const grown = new Int32Array(seen.length * 2);
      grown.set(seen);
      seen = grown;
    }
    seen[2 * seenCount] = k;
    seen[2 * seenCount + 1] = kindsOn[cell];
    kindsOn[cell] = seenCount++;
  }
}

/** A planned object of kind `k` is new on `cell`: not on it yet, nor planned for it already. */
function fresh(level: Level, plan: readonly (number | string)[], k: number, cell: number): boolean {
  if (cellIn[cell] === planNo)
    for (let i = lastOn[cell]; i >= 0; i = before[i]) if (plan[i * 6] === k) return false;
  return !onCell(level, cell, k);
}

/**
 * Whether `cell` holds a text object, or one is planned for it: a thing making its word (`X MAKE TEXT`)
 * makes none there (the game's `block`: any text on the cell stops a thing's MAKE TEXT).
 */
function textAt(level: Level, cell: number): boolean {
  if (textIn[cell] === planNo) return true;
  if (walkedIn[cell] !== planNo) walk(level, cell);
  return hasText[cell] === planNo;
}

/** Indexes the `n`-th item planned, of kind `k`, on `cell`. */
function index(level: Level, n: number, k: number, cell: number): void {
  if (before.length <= n) {
    const grown = new Int32Array(before.length * 2);
    grown.set(before);
    before = grown;
  }
  before[n] = cellIn[cell] === planNo ? lastOn[cell] : -1;
  lastOn[cell] = n;
  cellIn[cell] = planNo;
  if (level.kinds.isText[k]) textIn[cell] = planNo;
}

/**
 * MAKE (wiki "MAKE"; docs/rules.md §5.5): each maker, oldest first, puts each of its items on its cell where
 * there is none, a thing's word (`X MAKE TEXT`) where there is no text at all. Planning stops at the first
 * item past the object limit (room.ts). (WRITE is a conversion: docs/rules.md §5.6, phases/conversion.ts.)
 */
export function makePhase(level: Level): void {
  const plan: (number | string)[] = [];
  startMakePlan(level);
  planItems(level, level.inForce.verbs.make, plan, roughRoom(level));
  addPlanned(level, plan, "step: MAKE");
}

/** Plans each live object's items of `lists` (its kind's MAKE row) onto `plan`; returns the room left. */
function planItems(
  level: Level,
  lists: readonly (readonly number[])[],
  plan: (number | string)[],
  room: number,
): number {
  const { isText } = level.kinds;
  const end = level.nextId;
  const cond = level.inForce.condVerbs?.make ?? null; // conditional rules (docs/rules.md §5.8)
  for (let id = 0; id < end; id++) {
    if (!level.alive[id]) continue;
    const base = lists[level.kind[id]] ?? NONE;
    for (const item of cond === null ? base : condItems(level, id, "make", base)) {
      const x = level.x[id];
      const y = level.y[id];
      const cell = y * level.width + x;
      const word = isText[item] && !isText[level.kind[id]]; // a thing's word: any text is enough
      if (fresh(level, plan, item, cell) && !(word && textAt(level, cell))) {
        index(level, plan.length / 6, item, cell);
        const named = itemWord(level, level.kind[id], item);
        plan.push(item, x, y, id, cond === null ? "MAKE" : planVerb(level, id, "make", item, "MAKE"), named);
        if (plan.length > room * 6) room = roomLeft(level, plan.length / 6, "step: MAKE");
      }
    }
  }
  return room;
}
