/**
 * Movement (docs/rules.md §5.4; docs/api.md M8; wiki "YOU", "PUSH", "STOP", "PULL", "OPEN", "SHUT").
 */

import { shiftObject, turnObject } from "./board";
import { badDir } from "./errors";
import { FACING_INDEX } from "./facing";
import { noteBlocked, noteMoved, notePulled } from "./journal-moves";
import { type Bits, bitsOf } from "./kinds";
import { freshLook, noteShift, solidAt, solidMask } from "./move-cells";
import { openPairs, type Pairing, pairFor } from "./move-pairs";
import { propsOf } from "./props-of";
import type { DestroyHook, Dir, Level } from "./types";

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
function shift(level: Level, o: number, dx: number, dy: number, mask: number, facing: number): void {
  noteShift(level, o, dx, dy, mask);
  shiftObject(level, o, dx, dy);
  turnObject(level, o, facing);
  moved[o] = stamp;
}

/**
 * Moves every YOU object one cell (docs/rules.md §5.4): one at a time, furthest ahead in `dir` first (ties:
 * oldest first); an object steps at most once per move. Each OPEN/SHUT pair that meets is handed
 * to `destroy` right after the move that made it meet. No reparse (the caller decides).
 */
export function moveAll(level: Level, dir: Dir, destroy: DestroyHook): void {
  const B = bitsOf(level.lexicon);
  if (!(level.anyProps & B.YOU)) return;
  const [dx, dy] = DELTA[dir];
  const you: number[] = [];
  for (let id = 0; id < level.nextId; id++) {
    if (level.alive[id] && propsOf(level, id) & B.YOU) you.push(id);
  }
  if (you.length === 0) return;
  if (you.length > 1) {
    you.sort((a, b) => level.x[b] * dx + level.y[b] * dy - (level.x[a] * dx + level.y[a] * dy) || a - b);
  }
  newMove(level);
  freshLook(level);
  for (const id of you) {
    // A hook may have changed the board or the rules since the list was made: read them again.
    if (!level.alive[id] || moved[id] === stamp || !(propsOf(level, id) & B.YOU)) continue;
    if (moved.length < level.nextId)
      moved = Int32Array.from({ length: level.nextId * 2 }, (_, i) => moved[i] ?? 0);
    turnObject(level, id, FACING_INDEX[dir]); // YOU first turns to face its move, blocked or not
    const pairs = stepObject(level, id, dir, B);
    if (pairs) openPairs(level, pairs, destroy);
  }
}

/** Starts a new move for the scratch marks: no object has stepped in it yet (room for every id). */
export function newMove(level: Level): void {
  if (moved.length < level.nextId) moved = new Int32Array(level.nextId * 2);
  if (++stamp === 2 ** 30) {
    stamp = 1; // numbers are reused: forget which objects moved in earlier moves
    moved.fill(0);
  }
}

const NO_PAIRS: number[] = [];

/**
 * One YOU object's move, planned in full before anything changes (docs/api.md M8). The cell ahead
 * is entered when none of its objects blocks: a PUSH object (PUSH beats STOP) is pushed along, and
 * the whole chain moves or none of it; a STOP or PULL object (PULL is solid too; wiki: movement
 * "may be cancelled by STOP or PULL"), an object that already stepped this move, or the edge blocks
 * the whole chain. OPEN/SHUT on contact (wiki "OPEN"): a mover that is OPEN may
 * enter a cell holding a SHUT object on its float level, or the reverse, even a STOP or PUSH one;
 * the two are paired (one mover with one object, oldest first) and destroyed after the move.
 * Then PULL (docs/rules.md §5.4): the PULL objects directly behind the mover follow, and so on down the
 * line; a pulled object pushes nothing, and a pull that cannot enter its cell just stops.
 * Returns the OPEN/SHUT pairs as a flat id list, or null when the move was blocked.
 */
export function stepObject(level: Level, id: number, dir: Dir, B: Bits): number[] | null {
  const { width, height, next } = level;
  const [dx, dy] = DELTA[dir];
  const j = level.journal !== null;
  const mask = solidMask(B);
  const chain = [id];
  let front = [id];
  let pairs = NO_PAIRS;
  let pairing: Pairing | null = null;
  let cx = level.x[id];
  let cy = level.y[id];
  for (;;) {
    const nx = cx + dx;
    const ny = cy + dy;
    if (nx < 0 || ny < 0 || nx >= width || ny >= height) {
      if (j) noteBlocked(level, dir, chain, null, "edge");
      return null;
    }
    if (solidAt(level, ny * width + nx, mask) === 0) break; // nothing there pushes, blocks or meets
    const pushes: number[] = [];
    for (let o = level.head[ny * width + nx]; o >= 0; o = next[o]) {
      const po = propsOf(level, o);
      if (po & (B.OPEN | B.SHUT)) {
        pairing ??= { front, from: new Int32Array(8), taken: new Set() };
        const partner = pairFor(level, pairing, po, B);
        if (partner >= 0) {
          if (pairs === NO_PAIRS) pairs = [];
          pairs.push(partner, o);
          pairing.taken.add(partner);
          continue;
        }
      }
      if (po & B.PUSH) {
        if (moved[o] === stamp) {
          if (j) noteBlocked(level, dir, chain, o, "moved");
          return null;
        }
        pushes.push(o);
      } else if (po & (B.STOP | B.PULL)) {
        if (j) noteBlocked(level, dir, chain, o, po & B.STOP ? "STOP" : "PULL");
        return null;
      }
    }
    if (pushes.length === 0) break;
    for (const o of pushes) chain.push(o);
    front = pushes;
    if (pairing) pairing = { front, from: new Int32Array(8), taken: pairing.taken };
    cx = nx;
    cy = ny;
  }
  const ox = level.x[id];
  const oy = level.y[id];
  for (const o of chain) shift(level, o, dx, dy, mask, FACING_INDEX[dir]);
  const line = j ? noteMoved(level, dir, chain, ox, oy) : -1;
  pull(level, id, ox, oy, dir, B, line);
  return pairs;
}

/**
 * PULL (docs/rules.md §5.4): objects behind (ox, oy), which `mover` just left, that are PULL follow
 * into it, down the line (each recorded under its move at `line` when the level keeps a journal).
 */
function pull(level: Level, mover: number, ox: number, oy: number, dir: Dir, B: Bits, line: number): void {
  const { width, height, next } = level;
  if (!B.PULL) return;
  const [dx, dy] = DELTA[dir];
  const mask = solidMask(B);
  for (;;) {
    const bx = ox - dx;
    const by = oy - dy;
    if (bx < 0 || by < 0 || bx >= width || by >= height || solidAt(level, by * width + bx, mask) === 0)
      return;
    const pulled: number[] = [];
    for (let o = level.head[by * width + bx]; o >= 0; o = next[o]) {
      if (propsOf(level, o) & B.PULL && moved[o] !== stamp) pulled.push(o);
    }
    if (pulled.length === 0) return;
    if (solidAt(level, oy * width + ox, mask) > 0)
      for (let o = level.head[oy * width + ox]; o >= 0; o = next[o]) {
        if (moved[o] !== stamp && propsOf(level, o) & (B.STOP | B.PUSH)) return;
      }
    for (const o of pulled) shift(level, o, dx, dy, mask, FACING_INDEX[dir]);
    if (level.journal) notePulled(level, dir, mover, pulled, line);
    ox = bx;
    oy = by;
  }
}
