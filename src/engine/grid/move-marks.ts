/**
 * The marks of one move (docs/rules.md §5.4): which objects already stepped in it, and the ways an
 * object is carried one cell within a move (a step, push or PULL: `shift`, `shiftMover`; a SWAP back:
 * `swapBack`), each keeping the cells' solid counts and marking the object moved.
 */
import { shiftObject, shiftTurned, turnObject } from "./board";
import { badDir } from "./errors";
import { noteTurned } from "./journal-moves";
import { endLook, noteShift, noteSolidShift } from "./move-cells";
import { keptPass, leaving } from "./move-ghosts";
import type { Dir, Level } from "./types";

/** The unit step of each direction; x grows right, y grows down (docs/api.md Part II). */
export const DELTA: Readonly<Record<Dir, readonly [number, number]>> = {
  up: [0, -1],
  down: [0, 1],
  left: [-1, 0],
  right: [1, 0],
};

/** Throws unless `dir` is a direction (one of DELTA's own keys, so never "toString"), naming `call`. */
export function checkDir(dir: unknown, call: string): asserts dir is Dir {
  if (typeof dir !== "string" || !Object.hasOwn(DELTA, dir)) throw badDir(dir, call);
}

// Scratch for one move: `moved[id] === stamp` marks an object that already stepped this move.
let moved = new Int32Array(64);
let stamp = 0;

/**
 * Moves an object one cell and marks it moved, keeping the solid counts; it turns to face `facing`, its
 * move's direction (a pushed or pulled object faces its push or pull, docs/rules.md §5.4).
 */
export function shift(level: Level, o: number, dx: number, dy: number, mask: number, facing: number): void {
  if (keptPass === passFrom && moved[o] < passFrom) leaving(level, o, dx); // its first move in a take that keeps cells
  noteShift(level, o, dx, dy, mask);
  shiftTurned(level, o, dx, dy, facing, level.y[o] * level.width + level.x[o]);
  moved[o] = stamp;
}

/**
 * `shift` for an object whose properties `p` the caller has (a mover, `turnAndStep`; a pushed link, PUSH:
 * move-push.ts): the solid counts follow only when it is solid itself (`p` is read once).
 */
export function shiftMover(
  level: Level,
  o: number,
  p: number,
  dx: number,
  dy: number,
  mask: number,
  facing: number,
): void {
  const from = level.y[o] * level.width + level.x[o]; // found once, for both
  if (p & mask) noteSolidShift(from, from + dy * level.width + dx);
  shiftTurned(level, o, dx, dy, facing, from);
  moved[o] = stamp;
}

/** Keeps the marks of the current move and makes room for every id (a hook may have added objects). */
export function roomForMarks(level: Level): void {
  if (moved.length < level.nextId)
    moved = Int32Array.from({ length: level.nextId * 2 }, (_, i) => moved[i] ?? 0);
}

/**
 * Turns object `id` to face `facing` (docs/rules.md §5.4); a level with a journal records a change as
 * `Turned`, caused by the movement record at `line` (docs/rules.md §5.7).
 */
export function turnByMove(level: Level, id: number, facing: number, line: number | null): void {
  const was = level.facing[id];
  turnObject(level, id, facing);
  if (level.journal && was !== facing) noteTurned(level, id, was, { kind: "move", line });
}

/** The current move's mark: object `o` already stepped in it when `marks()[o] === moveStamp()` (`hasMoved`). */
export const moveStamp = (): number => stamp;

/** Whether object `o` already stepped in the current move. */
export const hasMoved = (o: number): boolean => moved[o] === stamp;

/**
 * The mark the next move will give (`newMove`): an object whose mark is at least this one stepped in a move
 * begun since (a take's start, takes.ts). After the marks wrap around (once in 2^30 moves) none counts.
 */
export const nextMoveMark = (): number => stamp + 1;

/** `passOver`'s mark while no move runs: no mark reaches it (the marks wrap around below it). */
const NEVER = 2 ** 30;
let passFrom = NEVER;

/**
 * Begins a take (the YOU move or a MOVE or SHIFT take, docs/rules.md §5.4): from now on, objects that step
 * in a move begun at or after mark `since` are passed over (`passesOver`). Returns what `passBack` needs to
 * end it. A take begun inside another (a destroy hook stepping a level mid-move) keeps marks of its own,
 * so neither sees the other's moves (the ids may be another level's).
 */
export function passOver(since: number): number {
  const was = passFrom;
  if (was !== NEVER) {
    outerMarks.push(moved, stamp);
    moved = new Int32Array(moved.length);
  }
  passFrom = since;
  return was;
}

/** Ends the take `passOver` began, given what it returned: the take around it, if any, has its marks back. */
export function passBack(was: number): void {
  passFrom = was;
  if (was === NEVER) return;
  endLook(); // the cells this take found open may hold what it moved: the outer take walks them again
  stamp = outerMarks.pop() as number;
  moved = outerMarks.pop() as Int32Array<ArrayBuffer>;
}

/** The marks and mark count of the takes a take begun inside them set aside (`passOver`), innermost last. */
const outerMarks: (Int32Array<ArrayBuffer> | number)[] = [];

/**
 * Whether a mover meeting object `o` passes over it: `o` moved earlier in the take running (the YOU move
 * is the first take), so the game, which applies a take's moves only as it ends, has not put it there yet:
 * it is neither pushed nor in the way, swapped, met or eaten.
 */
export const passesOver = (o: number): boolean => moved[o] >= passFrom;

/** For a loop that runs no hook, `passesOver` read once: object `o` is passed over when `marks()[o] >= passMark()`. */
export const marks = (): Int32Array => moved;
/** The mark `passesOver` compares against (see `marks`). */
export const passMark = (): number => passFrom;

/** Whether object `o` stepped in a move begun at or after mark `since` (from `nextMoveMark`). */
export const movedSince = (o: number, since: number): boolean => since <= stamp && moved[o] >= since;

/** Starts a new move for the scratch marks: no object has stepped in it yet (room for every id); its mark. */
export function newMove(level: Level): number {
  if (moved.length < level.nextId) moved = new Int32Array(level.nextId * 2);
  if (++stamp === 2 ** 30) {
    stamp = 1; // numbers are reused: forget which objects moved in earlier moves
    moved.fill(0);
  }
  return stamp;
}

/** A swapped object goes one cell back, against the move, keeping its facing (docs/rules.md §5.4 SWAP). */
export function swapBack(level: Level, o: number, dx: number, dy: number, mask: number): void {
  // 0 − d, not −d: −0 is no small integer, and one stored into the x or y array makes it an array of doubles
  const bx = 0 - dx;
  const by = 0 - dy;
  if (keptPass === passFrom && moved[o] < passFrom) leaving(level, o, bx); // (move-ghosts.ts)
  noteShift(level, o, bx, by, mask);
  shiftObject(level, o, bx, by);
  moved[o] = stamp;
}
