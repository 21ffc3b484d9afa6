/**
 * MORE's quiet proof (docs/rules.md §5.5; phases/more.ts): when MORE last planned nothing, what made it
 * plan nothing is kept, and checked against the board as it is now before MORE plans again. MORE plans
 * nothing when each in-grid cell beside each MORE object is closed to its kind: it holds an object of
 * that kind, text, or something STOP, PUSH or PULL. So the proof keeps every MORE object (id, cell, kind)
 * and, per closed cell and kind, one witness: the object that closed it (its kind −1 when it closed the
 * cell to every kind by being solid). It holds now when the alive MORE objects are the same ones on the
 * same cells with the same kinds (each still MORE, and as many as the alive counts of the kinds having
 * MORE), on a grid of the same size, and each witness is alive on its cell and still closes it (its kind,
 * or text or STOP/PUSH/PULL under the rules now). The check reads only the board and the rules in force, so
 * an undo, a restore, a load or an edit between turns needs no mark, and the one proof the engine keeps
 * (module scratch, as the movers' lists are) is sound for whichever level asks: a copy of the level, or
 * another one stepped between, only finds it holding when its own board proves it. Only with no conditional rule in force giving
 * or taking MORE, STOP, PUSH or PULL (an object's are then its kind's) and the shortcuts on (move-cells.ts `useShortcuts`: off,
 * MORE always plans, the reference of tests/grid/more-quiet.test.ts). Once the proof held on a level, it is not
 * checked again while no object of any level moved, converted, died or was added (still.ts's mark, hash.ts
 * `placeWritesSoFar`: a turn in place does not count) and that level's rules record is the same: a walled-in YOU that only
 * turns, in a level MORE has filled, costs no look at its hundreds of MORE objects.
 */

import { shortcutsOn } from "../move-cells";
import type { Bits } from "../prop-bits";
import { condTouches } from "../props-of";
import type { Level } from "../types";
import { forget, foundNothing, MORE_STILL, stillNothing } from "./still";

// The proof being written (by the plan running) or kept (after a plan of nothing): `held` says it is
// whole and MORE planned nothing with it; per MORE object id, cell, kind (`objs`, `nObjs` numbers); per
// witness cell, kind (−1: solid) and object (`wits`, `nWits` numbers); the grid's size.
let objs = new Int32Array(3 * 64);
let nObjs = 0;
let wits = new Int32Array(3 * 64);
let nWits = 0;
let held = false;
// Whether the plan running writes its proof: only while it has planned nothing, and only when the plan
// before it planned nothing too (`quietBefore`: a MORE level still growing writes none; one that has just
// filled writes it at its second plan of nothing).
let proving = false;
let quietBefore = true;
let width = -1;
let height = -1;
// The level the proof last held for, its rules record and the place-write count then are still.ts's mark
// MORE_STILL: while it stands, no object moved, converted, died or was added (a turn in place changes
// nothing the proof reads), so the proof holds without a look.

/** A plan starts on `level`: the proof is written afresh (kept only if the plan ends with nothing planned), if at all (`proving`). */
export function startProof(level: Level): void {
  held = false;
  forget(MORE_STILL);
  proving = quietBefore;
  nObjs = 0;
  nWits = 0;
  width = level.width;
  height = level.height;
}

/** MORE object `id` (of kind `k`, on `cell`) is part of the plan. */
export function proveObject(id: number, cell: number, k: number): void {
  if (!proving) return;
  if (objs.length < nObjs + 3) objs = grown(objs);
  objs[nObjs] = id;
  objs[nObjs + 1] = cell;
  objs[nObjs + 2] = k;
  nObjs += 3;
}

/** `cell` is closed to kind `k` (−1: to every kind, by something solid) by object `o`. */
export function proveClosed(cell: number, k: number, o: number): void {
  if (!proving) return;
  if (wits.length < nWits + 3) wits = grown(wits);
  wits[nWits] = cell;
  wits[nWits + 1] = k;
  wits[nWits + 2] = o;
  nWits += 3;
}

/** The plan running planned a copy: no proof is kept of it (the rest is not written). */
export function dropProof(): void {
  proving = false;
  quietBefore = false;
}

/** The plan of `level` ended with nothing planned: the proof is kept for the next (with the shortcuts on). */
export function keepProof(level: Level): void {
  held = proving && shortcutsOn();
  quietBefore = true;
  if (held) foundNothing(level, MORE_STILL);
}

/** Whether MORE would plan nothing on `level` now by the proof kept (see the file comment). */
export function quietNow(level: Level, B: Bits): boolean {
  if (!held || level.width !== width || level.height !== height || !shortcutsOn()) return false;
  const f = level.inForce;
  if (condTouches(level, B.MORE | B.STOP | B.PUSH | B.PULL)) return false;
  if (stillNothing(level, MORE_STILL)) return true;
  const { alive, kind, x, y, nextId } = level;
  const { props } = f;
  const w = level.width;
  const kinds = f.withProp[31 - Math.clz32(B.MORE)];
  let alives = 0;
  for (let i = 0; i < kinds.length; i++) alives += level.count[kinds[i]];
  if (alives * 3 !== nObjs) return false;
  for (let i = 0; i < nObjs; i += 3) {
    const id = objs[i];
    const k = objs[i + 2];
    if (id >= nextId || !alive[id] || kind[id] !== k || !(props[k] & B.MORE)) return false;
    if (y[id] * w + x[id] !== objs[i + 1]) return false;
  }
  const { isText } = level.kinds;
  const mask = B.STOP | B.PUSH | B.PULL;
  for (let i = 0; i < nWits; i += 3) {
    const o = wits[i + 2];
    if (o >= nextId || !alive[o] || y[o] * w + x[o] !== wits[i]) return false;
    const ko = kind[o];
    if (ko !== wits[i + 1] && !isText[ko] && !(props[ko] & mask)) return false;
  }
  foundNothing(level, MORE_STILL);
  return true;
}

function grown(a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}
