/**
 * Which way a fleeing object goes and how far (docs/rules.md §5.4, FEAR), the game's `findfears`
 * (the game's later script, `Lua/tools.lua`, the copy docs/rules.md §5.4 cites): each side is weighed by how many of the
 * object's FEAR listings find what they fear on the cell that side (`counts`, per facing). The sides are
 * walked from the one behind it (facing + 2, + 3, + 0, + 1) and the last side found feared, turned around,
 * is the way; the most feared side's weight is the steps. When several sides share the most weight, the
 * object tries, from its own facing, that way, then right of it, left of it and behind it (facing − 1,
 * + 1, + 2), and takes the first that is not a most-feared side of weight one (the game's `feardirs[…]
 * == 1`, the lesser sides zeroed) and is free (`check`/`trypush`: `freeWay`); none, it does not flee.
 * Tested in tests/grid/fear-take.test.ts (a literal model of `findfears` too).
 */
import { DX, DY, opposite } from "./facing";
import type { Bits } from "./prop-bits";
import { propsOf } from "./props-of";
import type { Level } from "./types";

/** The chosen way (a facing) and steps of the last `fleeWay` call that fled. */
export let fleeSteps = 0;

/**
 * The facing object of facing `facing` flees to, given per facing the weight of what it fears there
 * (`counts`, 4 entries) and whether a step that way is free (`free`); -1 when it does not flee.
 * Sets `fleeSteps` (the most weight) when it flees.
 */
export function fleeWay(facing: number, counts: readonly number[], free: (f: number) => boolean): number {
  let most = 0;
  let way = -1;
  for (let j = 0; j < 4; j++) {
    const side = (facing + 2 + j) & 3;
    if (counts[side] === 0) continue;
    way = opposite(side); // (the last side found, whatever its weight: the game's `resultdir`)
    most = Math.max(most, counts[side]);
  }
  if (most === 0) return -1;
  let ties = 0;
  for (let f = 0; f < 4; f++) if (counts[f] === most) ties++;
  fleeSteps = most;
  if (ties === 1) return way;
  for (const turn of TRIES) {
    const f = (facing + turn) & 3;
    if (!(most === 1 && counts[f] === 1) && free(f)) return f; // (a lesser side is not looked at)
  }
  return -1;
}

/** The ways tried, from the object's facing, when sides tie: ahead, right of it, left of it, behind. */
const TRIES: readonly number[] = [0, 3, 1, 2];

/**
 * Whether object `id` could step along facing `f` now (the game's `check` and `trypush`, as `findfears`
 * asks them): a PHANTOM mover always; else the edge blocks, a STOP or PULL object that is not PUSH, WEAK
 * or SWAP blocks, and PUSH objects must be free to go on the same way, cell after cell. OPEN/SHUT and EAT
 * met on the way are not looked at (the move itself decides them).
 */
export function freeWay(level: Level, id: number, f: number, B: Bits): boolean {
  if (propsOf(level, id) & level.inForce.anyProps & B.PHANTOM) return true;
  let x = level.x[id];
  let y = level.y[id];
  for (let n = 0; n <= level.width * level.height; n++) {
    x += DX[f];
    y += DY[f];
    if (x < 0 || y < 0 || x >= level.width || y >= level.height) return false;
    let push = false;
    for (let o = level.head[y * level.width + x]; o >= 0; o = level.next[o]) {
      const p = propsOf(level, o);
      if (p & B.PUSH) push = true;
      else if (p & (B.STOP | B.PULL) && !(p & (B.WEAK | B.SWAP))) return false;
    }
    if (!push) return true;
  }
  return false;
}
