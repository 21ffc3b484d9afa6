/**
 * What the MOVE take still finds on a cell an object of the take left sideways (docs/rules.md §5.4 The
 * movement takes). The game's `movecommand` queues each move of a take from where its object stood as
 * the take began and applies them all as it ends (`doupdate`), so its `check` still finds a moved object
 * on the cell it left, and passes over it only when its queued cell is two ahead of the mover (it moved
 * on along the mover's way) or the mover's own cell (it came towards it); in the SHIFT take also when
 * that cell is diagonal to the mover. In the YOU take every move runs along one axis and the SHIFT take
 * passes over every sideways move, so only the MOVE take, when its movers face both ways (across and up
 * or down), can meet such an object: it keeps the cell each object of the take leaves (and a step into
 * such a cell, and every push of the take, is planned in full: move-plain.ts). An object met
 * there pushes or blocks as its PUSH, STOP and PULL say; pushed, it goes one cell on from the cell it
 * left, the later push winning (the game applies its queued moves in order). One moved more than once
 * is passed over when any of its moves ran along the mover's way (its `check` reads every queued move
 * of the object, `findupdate`), not only its latest. SpellGrid's choice: such an
 * object is never swapped, met (OPEN/SHUT) or eaten there, and a SWAP one is not in the way.
 */
import { DX, DY } from "./facing";
import type { Bits } from "./prop-bits";
import { propsOf } from "./props-of";
import { asObstacle } from "./stillness";
import type { Level } from "./types";

/** The pass mark (move-marks.ts `passMark`) of the take that keeps the cells its objects left, or -1. */
export let keptPass = -1;

// Scratch of the take that keeps them (a take begun inside it keeps none): per id, the cell it left
// (y·width + x) on its first move in the take and the axes it moved along from there (1: across, 2: up
// or down; both valid while it is marked moved in the take); per cell, `keptPass` when an object of the
// take left it, and the axes it left along.
let origin = new Int32Array(64);
let axesOf = new Uint8Array(64);
let leftIn = new Int32Array(0);
let leftAxes = new Uint8Array(0);

/**
 * A MOVE take whose moves are marked from `since` begins with `movers`: when they face both ways and no
 * take around it keeps its cells, the cells its objects leave are kept until `dropOrigins` (`leaving` is
 * called on each object's first move of the take: move-marks.ts `shift` and `swapBack`, and take-retries.ts
 * before a mover's step, which may be plain; a push is then planned, move-plain.ts). Returns whether.
 */
export function keepOrigins(level: Level, movers: readonly number[], since: number): boolean {
  if (keptPass !== -1 || !bothAxes(level, movers)) return false;
  if (origin.length < level.nextId) {
    origin = new Int32Array(level.nextId * 2);
    axesOf = new Uint8Array(level.nextId * 2);
  }
  if (leftIn.length < level.width * level.height) {
    leftIn = new Int32Array(level.width * level.height);
    leftAxes = new Uint8Array(level.width * level.height);
  }
  keptPass = since;
  return true;
}

/** The take `keepOrigins` began for (when it returned `kept`) ends. */
export function dropOrigins(kept: boolean): void {
  if (kept) keptPass = -1;
}

/**
 * Object `o` leaves its cell for the first time in the take that keeps its cells, by (dx, dy); or a mover
 * of the take not yet moved is about to try its step (kept in vain when it is blocked: a cell marked left
 * that nothing left only costs a planned step).
 */
export function leaving(level: Level, o: number, dx: number): void {
  if (origin.length <= o) {
    const grown = new Int32Array((o + 1) * 2);
    grown.set(origin);
    origin = grown;
    const axes = new Uint8Array(grown.length);
    axes.set(axesOf);
    axesOf = axes;
  }
  origin[o] = level.y[o] * level.width + level.x[o];
  axesOf[o] = 0;
  leftAlong(o, dx);
}

/** Object `o` of the take that keeps its cells is now one cell from the cell it left, along dx (0: dy). */
export function leftAlong(o: number, dx: number): void {
  const cell = origin[o];
  const axis = dx !== 0 ? 1 : 2;
  if (leftIn[cell] !== keptPass) leftAxes[cell] = 0;
  leftIn[cell] = keptPass;
  leftAxes[cell] |= axis;
  axesOf[o] |= axis;
}

/**
 * Whether an object of the take that keeps its cells (`keptPass` is not -1) left `cell` across facing `f`
 * (a mover in `f` may still meet it there).
 */
export const leftAcross = (cell: number, f: number): boolean =>
  leftIn[cell] === keptPass && (leftAxes[cell] & (DX[f] !== 0 ? 2 : 1)) !== 0;

/** The cell object `o`, moved in the take that keeps its cells, left (y·width + x). */
export const originOf = (o: number): number => origin[o];

/** Whether some of `movers` face across (left, right) and some up or down. */
function bothAxes(level: Level, movers: readonly number[]): boolean {
  let across = false;
  let upDown = false;
  for (let i = 0; i < movers.length && !(across && upDown); i++)
    if (DX[level.facing[movers[i]]] !== 0) across = true;
    else upDown = true;
  return across && upDown;
}

/**
 * A push chain moving in facing `f` enters `cell`: the objects of the take that left `cell` sideways
 * (found on the two cells beside it, across `f`; moved since `pass`, `marks` as move-marks.ts `marks`,
 * and never along `f`'s axis) join `chain` after its first `n` when PUSH; returns the chain's new length, or `~o` when such an object
 * `o` blocks it (STOP or PULL, not WEAK: `weak` and `swap` are the WEAK and SWAP bits the rules may give).
 */
export function leftLinks(
  level: Level,
  cell: number,
  f: number,
  chain: number[],
  n: number,
  marks: Int32Array,
  pass: number,
  B: Bits,
  weak: number,
  swap: number,
): number {
  if (!leftAcross(cell, f)) return n;
  const { width, height, head, next } = level;
  const cx = cell % width;
  const cy = (cell - cx) / width;
  const along = DX[f] !== 0 ? 1 : 2; // an object that moved along f from the cell went two ahead or back
  for (let s = -1; s <= 1; s += 2) {
    const bx = cx + s * DY[f]; // beside the cell, across f
    const by = cy + s * DX[f];
    if (bx < 0 || by < 0 || bx >= width || by >= height) continue;
    for (let o = head[by * width + bx]; o >= 0; o = next[o]) {
      if (marks[o] < pass || origin[o] !== cell || axesOf[o] & along) continue; // (along: passed over)
      const po = asObstacle(propsOf(level, o), B); // (STILL: stillness.ts)
      if (po & swap) continue;
      if (po & B.PUSH) chain[n++] = o;
      else if (po & (B.STOP | B.PULL) && !(po & weak)) return ~o;
    }
  }
  return n;
}
