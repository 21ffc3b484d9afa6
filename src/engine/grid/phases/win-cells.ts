/**
 * The win check's look at the board (docs/rules.md §5.5; wiki "WIN"; phases/win.ts): which YOU object
 * shares its cell and float level with a WIN object (or is WIN), from the WIN objects' cells or from the
 * YOU objects' cells. The `ByKind` readers serve the check when no conditional rule gives or takes YOU,
 * WIN or FLOAT (each object's are its kind's, props-of.ts `kindMasks`); an object alone on its cell is
 * then read without its slot's walk or mark. Checked against the slots' look (the shortcuts off) by
 * tests/grid/phase-shortcuts.test.ts and win-cells.test.ts.
 */
import type { Bits } from "../prop-bits";
import { kindMasks, propsAmong } from "../props-of";
import type { Level } from "../types";

/**
 * The oldest YOU object on the cell and float level of one of the `m` WIN objects in `WIN` (itself, if
 * it is YOU), or −1.
 */
export function youBeside(level: Level, B: Bits, WIN: readonly number[], m: number): number {
  const { head, next, width } = level;
  let best = -1;
  for (let i = 0; i < m; i++) {
    const w = WIN[i];
    const float = propsAmong(level, w, B.FLOAT);
    for (let o = head[level.y[w] * width + level.x[w]]; o >= 0; o = next[o]) {
      const p = propsAmong(level, o, B.YOU | B.FLOAT);
      if (p & B.YOU && (p & B.FLOAT) === float && (best < 0 || o < best)) best = o;
    }
  }
  return best;
}

/**
 * `youBeside` when each object's YOU, WIN and FLOAT are its kind's: a WIN object alone on its cell is
 * the only object of its slot, so it counts only when it is YOU itself.
 */
export function youBesideByKind(level: Level, B: Bits, WIN: readonly number[], m: number): number {
  const { head, next, width, x, y, kind } = level;
  const masks = kindMasks(level); // (read only for YOU, WIN and FLOAT, which no conditional rule touches)
  const { YOU: you, FLOAT: float } = B;
  let best = -1;
  for (let i = 0; i < m; i++) {
    const w = WIN[i];
    const cell = y[w] * width + x[w];
    const f = masks[kind[w]] & float;
    for (let o = head[cell]; o >= 0; o = next[o]) {
      const p = masks[kind[o]];
      if (p & you && (p & float) === f && (best < 0 || o < best)) best = o;
    }
  }
  return best;
}

// Per slot (cell × 2 + float level), the number of the last `youOnWin` that found no WIN object there.
let dry = new Int32Array(0);
let dryNo = 0;

/**
 * The first of the `n` YOU objects in `YOU` (oldest first) whose cell holds a WIN object on its float
 * level (itself, if it is WIN), or −1: what the slots' look (slots.ts) finds, each slot walked at most
 * once (a stack of YOU objects costs one walk of its cell), without the look's union and count per slot.
 */
export function youOnWin(level: Level, B: Bits, YOU: readonly number[], n: number): number {
  const { head, next, width, x, y } = level;
  const { WIN: win, FLOAT: float } = B;
  newMarks(level);
  for (let i = 0; i < n; i++) {
    const id = YOU[i];
    const cell = y[id] * width + x[id];
    const f = propsAmong(level, id, float);
    const slot = cell * 2 + (f !== 0 ? 1 : 0);
    if (dry[slot] === dryNo) continue;
    for (let o = head[cell]; o >= 0; o = next[o]) {
      const p = propsAmong(level, o, win | float);
      if (p & win && (p & float) === f) return id;
    }
    dry[slot] = dryNo;
  }
  return -1;
}

/**
 * `youOnWin` when each object's YOU, WIN and FLOAT are its kind's (no conditional rule gives or takes
 * them): a YOU object alone on its cell wins exactly when it is WIN itself (its slot holds it alone, so
 * no other YOU object shares the slot whose mark it would leave); only a stack is walked, with the marks.
 */
export function youOnWinByKind(level: Level, B: Bits, YOU: readonly number[], n: number): number {
  const { head, next, width, x, y, kind } = level;
  const masks = kindMasks(level); // (read only for YOU, WIN and FLOAT, which no conditional rule touches)
  const { WIN: win, FLOAT: float } = B;
  let marked = false; // (the marks' number is taken at the first stack: a call without one reads none)
  for (let i = 0; i < n; i++) {
    const id = YOU[i];
    const cell = y[id] * width + x[id];
    const mine = masks[kind[id]];
    if (head[cell] === id && next[id] < 0) {
      if (mine & win) return id;
      continue;
    }
    if (!marked) {
      newMarks(level);
      marked = true;
    }
    const f = mine & float;
    const slot = cell * 2 + (f !== 0 ? 1 : 0);
    if (dry[slot] === dryNo) continue;
    for (let o = head[cell]; o >= 0; o = next[o]) {
      const p = masks[kind[o]];
      if (p & win && (p & float) === f) return id;
    }
    dry[slot] = dryNo;
  }
  return -1;
}

/** A new number for the dry marks (`youOnWin`), the marks' array sized to `level`. */
function newMarks(level: Level): void {
  if (dry.length < level.width * level.height * 2) dry = new Int32Array(level.width * level.height * 2);
  if (++dryNo === 2 ** 30) {
    dryNo = 1; // numbers are reused: forget every slot
    dry.fill(0);
  }
}
