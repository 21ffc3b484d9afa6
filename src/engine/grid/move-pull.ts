/**
 * PULL in movement (docs/rules.md §5.4; wiki "PULL"; research §3: "when an object moves, PULL objects
 * directly behind it follow"): the objects that follow a mover, or an object it pushed, into the cell it
 * left, down the line.
 */
import { MoveLimitError } from "./errors";
import { DX, DY, facingIndex } from "./facing";
import { facingsOf, notePulled, notePushed, noteTurns } from "./journal-moves";
import { solidAt, solidMask } from "./move-cells";
import { hasMoved, passesOver, shift } from "./move-marks";
import type { Bits } from "./prop-bits";
import { propsOf } from "./props-of";
import { asObstacle } from "./stillness";
import type { Dir, Level } from "./types";

/**
 * The moves the pulls of the MOVE or SHIFT take running now may still make, and its name (`pullBudget`):
 * a step pulls a whole stack, so its pulled moves count with the take's steps (docs/rules.md §9).
 */
let movesLeft = Number.POSITIVE_INFINITY;
let budget: readonly [take: string, limit: number] = ["", 0];

/**
 * Sets the moves pulls may make in the take `next[0]`, bounded by `next[1]` steps and pulled moves in
 * all (`Infinity`: no bound). Returns the budget it replaces, the moves it had left first, which the take
 * puts back as it ends (a destroy hook may run a take inside it).
 */
export function pullBudget(
  moves: number,
  next: readonly [take: string, limit: number],
): readonly [number, readonly [take: string, limit: number]] {
  const was = [movesLeft, budget] as const;
  movesLeft = moves;
  budget = next;
  return was;
}

/** Scratch for `pull` (no hook runs there, nothing keeps it): the objects of one cell that follow. */
const PULLED: number[] = [];
/** Scratch for `pull`: the PUSH objects the pulled ones push, nearest first (`pullWay`). */
const PUSHED: number[] = [];

/**
 * The way of objects pulled into (x, y) along (dx, dy) (docs/rules.md §5.4 "PULL"): -1 when it is held,
 * else how many PUSH objects of PUSHED they push. A pulled object moves as a mover does, pushing what lies
 * ahead of it (the game's `dopush` with `pulling`): the PUSH objects there are pushed along, the whole chain
 * or none of it; a STOP or PULL object (not WEAK; PUSH beats both) or the edge holds the chain. A SWAP
 * object is neither pushed nor in the way, and what moved earlier in the take is passed over.
 */
function pullWay(level: Level, x: number, y: number, dx: number, dy: number, B: Bits, mask: number): number {
  const { width, height, head, next } = level;
  const hold = B.STOP | B.PULL;
  let n = 0;
  for (;;) {
    if (x < 0 || y < 0 || x >= width || y >= height) return -1;
    const cell = y * width + x;
    if (solidAt(level, cell, mask) === 0) return n;
    const start = n;
    for (let o = head[cell]; o >= 0; o = next[o]) {
      if (hasMoved(o) || passesOver(o)) continue;
      const po = asObstacle(propsOf(level, o), B); // (STILL: stillness.ts)
      if (po & B.SWAP) continue;
      if (po & B.PUSH) PUSHED[n++] = o;
      else if (po & hold && !(po & B.WEAK)) return -1;
    }
    if (n === start) return n;
    x += dx;
    y += dy;
  }
}

/**
 * How many of the first `n` of PULLED are PHANTOM (docs/rules.md §5.4 PHANTOM): the game checks a pulled
 * object's own step as any step (`check(unitid, x, y, dir, false)` in `dopush`), so a PHANTOM one reads
 * nothing on the cell it is pulled into. With `keep`, PULLED is cut down to them, in order.
 */
function phantomsPulled(level: Level, n: number, B: Bits, keep: boolean): number {
  let k = 0;
  for (let i = 0; i < n; i++)
    if (propsOf(level, PULLED[i]) & B.PHANTOM) {
      if (keep) PULLED[k] = PULLED[i];
      k++;
    }
  return k;
}

/**
 * PULL (docs/rules.md §5.4): objects behind (ox, oy), which `mover` just left, that are PULL follow
 * into it, pushing what lies ahead of them (`pullWay`), down the line (each recorded under its move at
 * `line` when the level keeps a journal, what it pushed under it). A pull that is held ends the line,
 * unless some of the pulled are PHANTOM: they read nothing ahead, and follow alone (`phantomsPulled`). A STILL
 * PULL object does not follow (the game's pull `check` finds it STOP: stillness.ts), nor does a line behind it. What
 * moved earlier in the take is passed over (move-marks.ts `passesOver`): neither pulled again nor in the
 * way, as the game's pull reads the board as the take began.
 */
export function pull(
  level: Level,
  mover: number,
  ox: number,
  oy: number,
  dir: Dir,
  B: Bits,
  line: number,
): void {
  const { width, height, next } = level;
  if (!(level.inForce.anyProps & B.PULL)) return; // no object can be PULL
  const f = facingIndex(dir);
  const dx = DX[f];
  const dy = DY[f];
  const mask = solidMask(B, level.inForce.anyProps);
  for (;;) {
    const bx = ox - dx;
    const by = oy - dy;
    if (bx < 0 || by < 0 || bx >= width || by >= height || solidAt(level, by * width + bx, mask) === 0)
      return;
    let n = 0; // the first n of PULLED follow
    for (let o = level.head[by * width + bx]; o >= 0; o = next[o]) {
      if ((propsOf(level, o) & (B.PULL | B.STILL)) === B.PULL && !hasMoved(o) && !passesOver(o))
        PULLED[n++] = o;
    }
    if (n === 0) return;
    let m = 0; // the first m of PUSHED are pushed
    const ph = level.inForce.anyProps & B.PHANTOM ? phantomsPulled(level, n, B, false) : 0;
    if (
      ph < n &&
      solidAt(level, oy * width + ox, mask) > 0 &&
      (m = pullWay(level, ox, oy, dx, dy, B, mask)) < 0
    ) {
      if (ph === 0) return;
      n = phantomsPulled(level, n, B, true); // held: the PHANTOM ones alone follow
      m = 0;
    }
    if ((movesLeft -= n + m) < 0)
      throw new MoveLimitError(
        `${budget[0]}: one take would make more than ${budget[1]} steps and pulled moves (docs/rules.md §9): the ${budget[0]} rules in force are listed too often for the objects they move and pull`,
      );
    const pulled = level.journal ? PULLED.slice(0, n) : null; // for the journal
    const pushed = pulled ? PUSHED.slice(0, m) : null;
    const was = pulled ? facingsOf(level, pulled) : null;
    const wasPushed = pushed ? facingsOf(level, pushed) : null;
    for (let i = 0; i < m; i++) shift(level, PUSHED[i], dx, dy, mask, f);
    for (let i = 0; i < n; i++) shift(level, PULLED[i], dx, dy, mask, f);
    if (pulled && was) {
      const at = notePulled(level, dir, mover, pulled, line);
      noteTurns(level, pulled, was, line);
      if (pushed && wasPushed && m > 0) {
        notePushed(level, dir, pulled[0], pushed, at, 2); // under the first `Pulled`
        noteTurns(level, pushed, wasPushed, line);
      }
    }
    ox = bx;
    oy = by;
  }
}

/**
 * Every pull of one move (docs/rules.md §5.4 "PULL"): the mover's (`pull` behind (ox, oy), the cell it
 * left), then one for each object its push carried, the first `n` of `chain` after the mover, behind
 * the cell that object left: every object that moves pulls, as the game's `dopush` pulls for each pushed
 * object it moves (lilybeevee/Lilys-Mods `Data/movement.lua`). Stacked links of one cell pull once.
 */
export function pullAll(
  level: Level,
  mover: number,
  ox: number,
  oy: number,
  dir: Dir,
  B: Bits,
  line: number,
  chain: readonly number[],
  n: number,
): void {
  pull(level, mover, ox, oy, dir, B, line);
  const f = facingIndex(dir);
  let left = -1; // the cell the last link pulled behind left
  for (let i = 1; i < n; i++) {
    const o = chain[i];
    const lx = level.x[o] - DX[f]; // each link moved one cell along `dir` (from its take-start cell)
    const ly = level.y[o] - DY[f];
    if (ly * level.width + lx === left) continue;
    left = ly * level.width + lx;
    pull(level, o, lx, ly, dir, B, line);
  }
}
