/**
 * MORE (docs/rules.md §5.5; wiki "MORE"): each MORE object, oldest first, spreads a copy of itself to
 * each orthogonal cell on the grid that holds no object of its kind, no text and nothing STOP, PUSH or PULL,
 * deciding from the board as it finds it (copies it adds do not spread again in the step). The plan is
 * kept per cell, so a copy's freshness is checked against the copies planned for its own cell only.
 * What the plan learns of each cell is checked against the rule read literally by
 * tests/grid/more.test.ts.
 */
import { addObject } from "../board";
import { DX, DY } from "../facing";
import type { Bits } from "../prop-bits";
import { propsAmong } from "../props-of";
import { checkRoom, roomLeft, roughRoom } from "../room";
import type { Level } from "../types";
import { dropProof, keepProof, proveClosed, proveObject, quietNow, startProof } from "./more-quiet";
import { addPlanned, holder, solidOne } from "./spawns";

// MORE's plan (scratch: the phase runs no hook while it plans), per copy: kind, x, y, source id, and the
// copy planned before it on the same cell (-1: none); per cell, its last copy planned (`onCell`, valid
// where `cellIn` holds the plan's number), so a copy's freshness is checked against its own cell only.
let morePlan = new Int32Array(5 * 64);
let onCell = new Int32Array(0);
let cellIn = new Int32Array(0);
let planNo = 0;
// Per cell, what the plan learnt of the board (which does not change while it plans), where `seenIn` holds
// the plan's number: `shut` 1 when it holds text or something STOP, PUSH or PULL, else 2 + the last kind asked
// for whether it holds one (`holdsKind`: 1 when it does).
let seenIn = new Int32Array(0);
let shut = new Int32Array(0);
let holdsKind = new Int32Array(0);
// Per cell, the kind whose MORE objects there have spread in this plan (valid where `spreadIn` holds the
// plan's number): a later object of that kind on the cell would plan nothing (see `morePhase`).
let spreadIn = new Int32Array(0);
let spreadKind = new Int32Array(0);

/** Whether `cell` (at x, y) takes no copy of kind `k`: it holds something solid to MORE or an object of kind `k`. */
function closed(level: Level, cell: number, x: number, y: number, k: number, B: Bits): boolean {
  if (seenIn[cell] !== planNo) {
    seenIn[cell] = planNo;
    const o = solidOne(level, x, y, B);
    if (o >= 0) {
      shut[cell] = 1;
      proveClosed(cell, -1, o);
      return true;
    }
  } else if (shut[cell] === 1) return true;
  else if (shut[cell] === 2 + k) return holdsKind[cell] === 1;
  shut[cell] = 2 + k;
  const o = holder(level, x, y, k);
  holdsKind[cell] = o >= 0 ? 1 : 0;
  if (o >= 0) proveClosed(cell, k, o);
  return o >= 0;
}

/** Whether a copy of kind `k` is planned for `cell` already (MORE's plan, `morePlan`). */
function plannedOn(cell: number, k: number): boolean {
  if (cellIn[cell] !== planNo) return false;
  for (let i = onCell[cell]; i >= 0; i = morePlan[i * 5 + 4]) if (morePlan[i * 5] === k) return true;
  return false;
}

/** Starts MORE's plan for `level`: nothing planned on any cell. */
function startMorePlan(level: Level): void {
  const cells = level.width * level.height;
  if (cellIn.length < cells) {
    onCell = new Int32Array(cells);
    cellIn = new Int32Array(cells);
    seenIn = new Int32Array(cells);
    shut = new Int32Array(cells);
    holdsKind = new Int32Array(cells);
    spreadIn = new Int32Array(cells);
    spreadKind = new Int32Array(cells);
  }
  if (++planNo === 2 ** 30) {
    planNo = 1; // numbers are reused: forget every cell's plan
    cellIn.fill(0);
    seenIn.fill(0);
    spreadIn.fill(0);
  }
}

/**
 * MORE (wiki "MORE"): each MORE object, oldest first, puts a copy of itself on each orthogonal cell
 * on the grid that holds no object of its kind, no text and nothing STOP, PUSH or PULL. Once an object of kind
 * k on a cell has spread, a later MORE object of kind k on the same cell is passed over: the board does
 * not change while MORE plans, so each cell beside it is closed to k or has a copy of k planned already,
 * and it would plan nothing (a filled MORE level stacks hundreds of objects of one kind).
 */
export function morePhase(level: Level, B: Bits): void {
  if (quietNow(level, B)) return; // it planned nothing last, and would again (more-quiet.ts)
  startMorePlan(level);
  startProof(level);
  let n = 0;
  let room = roughRoom(level); // planning stops at the first copy past the object limit (room.ts)
  const end = level.nextId;
  const { width, height } = level;
  for (let id = 0; id < end; id++) {
    if (!level.alive[id] || propsAmong(level, id, B.MORE) === 0) continue;
    const k = level.kind[id];
    const from = level.y[id] * width + level.x[id];
    proveObject(id, from, k);
    if (spreadIn[from] === planNo && spreadKind[from] === k) continue; // its kind spread from here already
    spreadIn[from] = planNo;
    spreadKind[from] = k;
    const ox = level.x[id];
    const oy = level.y[id];
    for (let a = 0; a < DX.length; a++) {
      const x = ox + DX[a]; // each orthogonal cell, in the game's order: right, up, left, down
      const y = oy + DY[a];
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      const cell = y * width + x;
      if (closed(level, cell, x, y, k, B) || plannedOn(cell, k)) continue;
      if (morePlan.length < (n + 1) * 5) {
        const grown = new Int32Array(morePlan.length * 2);
        grown.set(morePlan);
        morePlan = grown;
      }
      const at = n * 5;
      morePlan[at] = k;
      morePlan[at + 1] = x;
      morePlan[at + 2] = y;
      morePlan[at + 3] = id;
      morePlan[at + 4] = cellIn[cell] === planNo ? onCell[cell] : -1;
      if (n === 0) dropProof();
      onCell[cell] = n++;
      cellIn[cell] = planNo;
      if (n > room) room = roomLeft(level, n, "step: MORE");
    }
  }
  if (n === 0) {
    keepProof(level); // (MORE then checks the board against what closed it before it plans again)
    return;
  }
  if (level.journal) addPlanned(level, morePlanned(n), "step: MORE");
  else {
    checkRoom(level, n, "step: MORE");
    for (let i = 0; i < n * 5; i += 5)
      addObject(level, morePlan[i], morePlan[i + 1], morePlan[i + 2], level.facing[morePlan[i + 3]]);
  }
}

/** MORE's first `n` planned copies in `addPlanned`'s form (kind, x, y, source id, verb, word). */
function morePlanned(n: number): (number | string)[] {
  const plan: (number | string)[] = [];
  for (let i = 0; i < n * 5; i += 5)
    plan.push(morePlan[i], morePlan[i + 1], morePlan[i + 2], morePlan[i + 3], "IS", "MORE");
  return plan;
}
