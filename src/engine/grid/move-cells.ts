/**
 * Scratch for one move (docs/rules.md §5.4): per cell, how many objects there can push, block or meet a
 * mover (PUSH, STOP, PULL, and SWAP, OPEN, SHUT where the rules make them matter: `solidMask`), so a cell
 * with none is entered without walking its objects again (a cell may hold thousands). A cell is counted
 * on its first visit in a look (`solidAt`) and kept as objects shift (`noteShift`); a new look starts
 * with each move (each round of a take) and after a hook that reparsed or added objects. A count too
 * high only costs a walk. A cell walked and found open (solid objects there, but none that pushes,
 * blocks, meets or swaps) is remembered as open for the look (`openAt`): what enters it later moved in the
 * take, and is passed over (a stack of PUSH movers walks the cell ahead once, not once per mover). A level with
 * conditional rules in force counts every visit of `solidAt` afresh and finds no cell open with `openAt`;
 * a plain step or push (`solidAhead`, `knownAhead`) keeps both while no conditional rule gives or takes a
 * property a step reads (`stepBits`; move-plain.ts `plainMask`): each object has those its kind has.
 * Off with `useShortcuts(false)` (below, the switch of every shortcut with a general path); checked
 * against it by tests/grid/move-shortcuts.test.ts.
 */

import type { Bits } from "./prop-bits";
import { kindMasks, propsOf } from "./props-of";
import type { Level } from "./types";

let solid = new Int32Array(0);
let counted = new Int32Array(0);
let free = new Int32Array(0);
let look = 0;

/** What an OPEN or SHUT mover may pair with when the rules may give the properties `props`: the other of the two. */
export function mayMeet(props: number, B: Bits): number {
  return (props & B.OPEN ? B.SHUT : 0) | (props & B.SHUT ? B.OPEN : 0);
}

/**
 * The properties that make an object count as solid when the rules may give the properties `props`
 * (`inForce.anyProps`): it pushes, blocks, swaps with a mover, or meets one (SHUT only while something
 * may be OPEN, and OPEN only while something may be SHUT: `mayMeet`; a filled level of SHUT things with no
 * OPEN is walked like an empty one). The mask changes only with the rules, and a new look starts then.
 */
export const solidMask = (B: Bits, props: number): number =>
  B.PUSH | B.STOP | B.PULL | (props & B.SWAP) | mayMeet(props, B);

/**
 * The properties a step reads of the objects it meets or moves (docs/rules.md §5.4): YOU, what makes a
 * cell solid (PUSH, STOP, PULL, SWAP, OPEN, SHUT: `solidMask`), and WEAK and PHANTOM (read from the rules'
 * `anyProps` on the plain path). While no conditional rule gives or takes one of them, every object has
 * them as its kind does, and a plain step reads them by kind (`plainProps`); else see move-cond-kinds.ts.
 */
export const stepBits = (B: Bits): number =>
  B.YOU | B.PUSH | B.STOP | B.PULL | B.SWAP | B.OPEN | B.SHUT | B.WEAK | B.PHANTOM;

/**
 * The per-kind property masks for a plain step or push: each object's `stepBits` are its kind's, but
 * for the kinds a conditional rule on them names (move-cond-kinds.ts `condStepKinds`).
 */
export const plainProps = (level: Level): readonly number[] => kindMasks(level);

/** Starts a new look: no cell's count is remembered. */
export function freshLook(level: Level): void {
  const cells = level.width * level.height;
  if (counted.length < cells) {
    solid = new Int32Array(cells);
    counted = new Int32Array(cells);
    free = new Int32Array(cells);
  }
  if (++look === 2 ** 30) {
    look = 1; // numbers are reused: forget every cell's count and freedom
    counted.fill(0);
    free.fill(0);
  }
}

/**
 * Ends the look without counting: a take run inside another (a destroy hook's) ends, and the cells it found
 * open held objects only it passed over (move-marks.ts `passBack`).
 */
export function endLook(): void {
  if (++look === 2 ** 30) {
    look = 1;
    counted.fill(0);
    free.fill(0);
  }
}

/** How many objects on `cell` have a property of `mask`, counted on its first visit in this look. */
export function solidAt(level: Level, cell: number, mask: number): number {
  if (counted[cell] !== look || level.inForce.cond !== null || !shortcuts) {
    // with conditional rules a property may change as objects move (docs/rules.md §5.8): count afresh
    counted[cell] = look;
    let n = 0;
    for (let o = level.head[cell]; o >= 0; o = level.next[o]) if (propsOf(level, o) & mask) n++;
    solid[cell] = n;
  }
  return solid[cell];
}

/**
 * `openAt` or else `solidAt`, for a plain step or push (move-plain.ts `plainMask`: no conditional rule in
 * force touches `stepBits`, the shortcuts on): 0 when `cell` was found open in this look, else its count.
 * The caller hands over the level's cell lists, kinds and per-kind masks (`plainProps`), read once for its loop.
 */
export function solidAhead(
  cell: number,
  head: readonly number[],
  next: readonly number[],
  kind: readonly number[],
  masks: readonly number[],
  mask: number,
): number {
  if (free[cell] === look) return 0;
  if (counted[cell] !== look) {
    counted[cell] = look;
    let n = 0;
    for (let o = head[cell]; o >= 0; o = next[o]) if (masks[kind[o]] & mask) n++;
    return (solid[cell] = n);
  }
  return solid[cell];
}

/**
 * For a plain push that walks `cell`'s objects itself (move-push.ts `plainPush`): 0 when `cell` was found
 * open in this look, its count when counted in it, else -1 (the caller counts it: `noteCount`).
 */
export function knownAhead(cell: number): number {
  if (free[cell] === look) return 0;
  return counted[cell] === look ? solid[cell] : -1;
}

/** `cell` holds `n` objects of the look's solid mask, as the caller's walk of its objects found. */
export function noteCount(cell: number, n: number): void {
  counted[cell] = look;
  solid[cell] = n;
}

/**
 * Whether `cell` was walked in this look and found open (`noteOpen`): a mover enters it as into a cell with nothing solid, without walking its objects again (a
 * stack of movers stepping the same way walks the cell ahead once, for the first of them). Never with
 * conditional rules (a plain step may, move-plain.ts `plainMask`).
 */
export const openAt = (level: Level, cell: number): boolean =>
  free[cell] === look && level.inForce.cond === null && shortcuts;

/**
 * `cell`'s objects were walked in this look and none of them pushes, blocks, meets or swaps with a
 * mover (movement.ts `stepObject`): it is open until the look ends (what enters it since moved in the take).
 */
export function noteOpen(cell: number): void {
  free[cell] = look;
}

let shortcuts = true;

/**
 * The grid engine's one switch for its shortcuts (true, the default; it lives here for the hot reads of
 * `solidAt` and `openAt`). Off, each shortcut below takes its general path, which the tests compare it with
 * after every call (the test named after each):
 * - cells' solid counts kept through a look, cells remembered open (this file): move-shortcuts.test.ts;
 * - plain steps and plain pushes, taken without planning a chain (move-plain.ts, move-push.ts):
 *   plain-moves, plain-steps, plain-push.test.ts;
 * - the movers sorted from the order a kept list got last (move-order.ts `moversByLead`): movers-kept.test.ts;
 * - undo records written in place in the history (undo-log.ts `bufferFor`): undo-in-place.test.ts;
 * - an undo's records written and linked in one pass (relink.ts `putRecords`): relink-one-pass.test.ts;
 * - the turn plan's phases only (turn-plan.ts `planOf`): turn-plan.test.ts;
 * - a line's list taken from its last reads (line-recent.ts `recentRead`): line-recent.test.ts;
 * - the winner found from the WIN objects' cells (phases/win.ts `winPhase`): win-check.test.ts;
 * - the win check read by kind while no conditional rule touches YOU, WIN or FLOAT (phases/win-cells.ts):
 *   win-cells.test.ts, phase-shortcuts.test.ts;
 * - the MOVE take's movers read by kind, and which takes act found once per rules record (take-movers.ts):
 *   take-movers.test.ts.
 * The other shortcuts (line-memo.ts, line-scan.ts, line-states.ts, having-kept.ts, age-order.ts, …) have
 * no switch: their tests compare them with a fresh read, a whole-board parse or a full rebuild instead.
 */
export function useShortcuts(on: boolean): void {
  shortcuts = on;
}

/** Whether the engine's shortcuts are taken (`useShortcuts`). */
export const shortcutsOn = (): boolean => shortcuts;

/** Object `o` is about to move by (dx, dy): its cells' counts follow (a cell not counted in this look is counted afresh). */
export function noteShift(level: Level, o: number, dx: number, dy: number, mask: number): void {
  if (propsOf(level, o) & mask) {
    const from = level.y[o] * level.width + level.x[o];
    noteSolidShift(from, from + dy * level.width + dx);
  }
}

/**
 * A solid object (the caller read its properties) is about to move from cell `from` to cell `to`
 * (y·width + x): `noteShift` without the read.
 */
export function noteSolidShift(from: number, to: number): void {
  solid[from]--;
  solid[to]++; // (an open cell stays open: what enters it moved in this take, and is passed over)
}
