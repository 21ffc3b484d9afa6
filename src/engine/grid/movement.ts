/** Movement (docs/rules.md §5.4; docs/api.md M8; wiki "YOU", "PUSH", "STOP", "PULL", "OPEN", "SHUT"). */
import { DX, DY, facingIndex } from "./facing";
import { facingsOf, noteMoved, noteSwapped, noteTurns } from "./journal-moves";
import { freshLook, mayMeet, noteOpen, openAt, solidAt, solidMask } from "./move-cells";
import { keptPass, leftAlong, leftLinks, originOf } from "./move-ghosts";
import {
  marks as moveMarks,
  newMove,
  passBack,
  passesOver,
  passMark,
  passOver,
  roomForMarks,
  shift,
  swapBack,
  turnByMove,
} from "./move-marks";
import { doneWithMovers, moverCount, moversByLead } from "./move-order";
import { mayEat, metByFront, nextFront, openPairs, pairsOfMove, startPairing } from "./move-pairs";
import { phantomAhead } from "./move-phantom";
import { plainMask, plainSteps } from "./move-plain";
import { pullAll } from "./move-pull";
import { blocked, blocker, crushesFrom, takeCrushed, weakDeaths } from "./move-weak";
import { type Bits, bitsOf } from "./prop-bits";
import { propsOf } from "./props-of";
import { asObstacle, blockReason, sentBack } from "./stillness";
import type { DestroyHook, Dir, Level } from "./types";

/**
 * Moves every YOU object one cell (docs/rules.md §5.4): one at a time, furthest ahead in `dir` first (ties:
 * oldest first); an object steps at most once per move. Each OPEN/SHUT pair that meets is handed to `destroy`
 * right after the move that made it meet. No reparse (the caller decides). A YOU object of a `held` property
 * (SLEEP: take-movers.ts `HELD`) neither turns nor steps, a STILL one turns but stays (no step is plain then).
 */
export function moveAll(level: Level, dir: Dir, destroy: DestroyHook, held: number): void {
  const B = bitsOf(level.lexicon);
  if (!(level.inForce.anyProps & B.YOU)) return;
  const f = facingIndex(dir);
  const you = moversByLead(level, B.YOU, DX[f], DY[f]);
  const n = moverCount();
  const pass = passOver(newMove(level)); // what moved earlier in this move is passed over (put back after)
  freshLook(level);
  let plain = (held &= level.inForce.anyProps) ? -1 : plainMask(level, B); // -1: no step is plain
  try {
    for (let i = 0; i < n; i++) {
      if (plain >= 0 && (i = plainSteps(level, you, i, n, f, plain, B)) === n) break; // (you[i] is turned)
      const id = you[i];
      if (plain < 0) {
        // A hook may have changed the board or the rules since the list was made: read them again.
        if (!level.alive[id] || passesOver(id) || (propsOf(level, id) & (B.YOU | held)) !== B.YOU) continue; // (moved, or held)
        roomForMarks(level);
        turnByMove(level, id, f, level.journal?.root ?? null); // YOU first turns to face its move
        if (propsOf(level, id) & B.STILL) continue; // a STILL one turns but stays
      }
      if (!moveObject(level, id, dir, B, destroy) && propsOf(level, id) & B.WEAK && level.alive[id])
        weakDeaths(level, [id], blocker, destroy); // a WEAK mover that is blocked is destroyed
      plain = held ? -1 : plainMask(level, B); // a hook may have changed the rules
    }
  } finally {
    passBack(pass);
    doneWithMovers(you);
  }
}

/**
 * One object's move with its consequences (docs/rules.md §5.4): `stepObject`, then the OPEN/SHUT pairs it
 * made meet go to `destroy`. Blocked where a WEAK pushed object cannot go on, it destroys that object and is
 * planned again (research §3: "the pusher goes on"), crushing only objects on the grid when it began
 * (`crushesFrom`), so it ends. Returns whether it moved (a WEAK mover still blocked is the caller's). `face`: as `stepObject`'s.
 */
export function moveObject(level: Level, id: number, dir: Dir, B: Bits, destroy: DestroyHook, face = -1) {
  crushesFrom(level);
  for (;;) {
    const pairs = stepObject(level, id, dir, B, face);
    if (pairs !== null) {
      if (pairs.length > 0) openPairs(level, pairs, destroy, B);
      return true;
    }
    const victims = takeCrushed();
    if (victims.length === 0) return false;
    weakDeaths(level, victims, blocker, destroy);
    if (!level.alive[id]) return false; // a host's hook may have removed the mover too
  }
}

/**
 * One YOU object's move, planned in full before anything changes (docs/api.md M8). The cell ahead is entered
 * when none of its objects blocks: a PUSH object (PUSH beats STOP) is pushed along, the whole chain or none
 * of it; a STOP or PULL object (wiki: movement "may be cancelled by STOP or PULL") or the edge blocks the
 * chain; what moved earlier in the take is passed over (move-marks.ts `passesOver`). OPEN/SHUT on contact
 * (wiki "OPEN"): an OPEN mover may enter a cell holding a SHUT object on its float level, or the reverse,
 * even STOP or PUSH ones; each object met is paired with one mover (oldest first), the pairs destroyed after
 * the move. SWAP (research §3): a SWAP object met goes back to the cell its mover left, neither pushed nor in
 * the way; a SWAP mover sends back all on the cell it enters (only the edge stops it). STILL (stillness.ts):
 * a STILL PUSH or PULL object is STOP, a STILL one is never sent back. WEAK (research §3): a WEAK STOP or
 * PULL object does not block; a blocked chain's frontmost all-WEAK link is crushed instead. Then the PULL
 * objects behind the mover and each pushed object follow (move-pull.ts `pullAll`). All it carries face the
 * move's way, the mover too unless `face` is a facing (-1: none). Returns the OPEN/SHUT pairs, or null.
 */
export function stepObject(level: Level, id: number, dir: Dir, B: Bits, face = -1): readonly number[] | null {
  const { width, height, next } = level;
  const facing = facingIndex(dir);
  const dx = DX[facing];
  const dy = DY[facing];
  const j = level.journal !== null;
  const mask = solidMask(B, level.inForce.anyProps);
  const weak = level.inForce.anyProps & B.WEAK;
  const swap = level.inForce.anyProps & B.SWAP;
  const phantom = level.inForce.anyProps & B.PHANTOM;
  const meets = mayMeet(level.inForce.anyProps, B); // what may pair
  const eats = mayEat(level); // whether what is met may be eaten
  const chain = CHAIN; // scratch: this call runs no hook and is not re-entered; its first `n` are the chain
  chain[0] = id;
  let n = 1;
  let links = weak ? 0 : -1; // with WEAK: the first `links` of LINKS, where each pushed link starts in `chain`
  let swaps = 0; // the first `swaps` of SWAPS go back
  let front = 0; // the chain's front (the last link pushed, or the mover) starts here
  let pairing = false; // whether an OPEN/SHUT pairing has started (move-pairs.ts)
  let cx = level.x[id];
  let cy = level.y[id];
  const marks = moveMarks(); // passed over: marks[o] >= pass (move-marks.ts `passesOver`; no hook runs here)
  const pass = passMark();
  for (;;) {
    const nx = cx + dx;
    const ny = cy + dy;
    if (nx < 0 || ny < 0 || nx >= width || ny >= height)
      return blocked(level, dir, CHAIN, n, LINKS, links, null, "edge", B);
    const cell = ny * width + nx;
    const k = phantom ? phantomAhead(level, chain, front, n, cell, SWAPS, swaps, marks, pass, B) : -1;
    if (k >= 0 && (swaps = k) >= 0) break; // a PHANTOM front meets nothing there (move-phantom.ts)
    if (swap && n === 1 && propsOf(level, id) & B.SWAP && (swaps = sentBack(level, cell, SWAPS, B)) >= 0)
      break;
    const start = n; // the objects this cell's PUSH objects add to the chain start here
    if (pass === keptPass && (n = leftLinks(level, cell, facing, chain, n, marks, pass, B, weak, swap)) < 0)
      return blockedBy(level, dir, start, links, ~n, B);
    // nothing there pushes, blocks or meets (an empty cell needs no count)
    if (n === start && (level.head[cell] < 0 || openAt(level, cell) || solidAt(level, cell, mask) === 0))
      break;
    let open = true; // nothing met swaps or meets
    for (let o = level.head[cell]; o >= 0; o = next[o]) {
      if (marks[o] >= pass) continue; // moved earlier in the take: not there yet
      const po = asObstacle(propsOf(level, o), B); // (a STILL one: stillness.ts)
      if (po & swap) {
        SWAPS[swaps++] = o;
        open = false;
        continue;
      }
      if (po & meets || eats) {
        open = false;
        if (!pairing) startPairing(level, chain, front, start);
        pairing = true;
        if (metByFront(level, o, po, B)) continue; // neither pushed nor in the way: paired with a mover, or eaten
      }
      if (po & B.PUSH) chain[n++] = o;
      else if (po & (B.STOP | B.PULL) && !(po & weak)) return blockedBy(level, dir, start, links, o, B);
    }
    if (n === start) {
      if (open) noteOpen(cell); // the next mover into it need not walk it
      break;
    }
    if (links >= 0) LINKS[links++] = start;
    front = start;
    if (pairing) nextFront(level, B, start, n);
    cx = nx;
    cy = ny;
  }
  const pairs = pairing ? pairsOfMove(level, B) : NO_PAIRS;
  const ox = level.x[id];
  const oy = level.y[id];
  const moved = j ? chain.slice(0, n) : null; // for the journal
  const was = moved ? facingsOf(level, moved) : null;
  for (let i = 0; i < n; i++) {
    const o = chain[i];
    const f = i === 0 && face >= 0 ? face : facing; // (a NUDGE mover keeps its own)
    if (pass !== keptPass || marks[o] < pass) shift(level, o, dx, dy, mask, f);
    else {
      const x = originOf(o) % width; // it left its cell sideways earlier in the take: pushed on from there
      shift(level, o, x + dx - level.x[o], (originOf(o) - x) / width + dy - level.y[o], mask, f);
      leftAlong(o, dx); // (move-ghosts.ts)
    }
  }
  for (let i = 0; i < swaps; i++) swapBack(level, SWAPS[i], dx, dy, mask);
  const line = moved ? noteMoved(level, dir, moved, ox, oy) : -1;
  if (moved && was) noteTurns(level, moved, was, line);
  if (swaps > 0 && j) noteSwapped(level, id, SWAPS.slice(0, swaps), line);
  if (level.inForce.anyProps & B.PULL) pullAll(level, id, ox, oy, dir, B, line, chain, n); // (none: nothing can be PULL)
  return pairs;
}

/** `blocked` by object `o` in the way of the links from `start`: its STOP, STILL or PULL names it (stillness.ts). */
const blockedBy = (level: Level, dir: Dir, start: number, links: number, o: number, B: Bits) =>
  blocked(level, dir, CHAIN, start, LINKS, links, o, blockReason(propsOf(level, o), B), B);

// `stepObject`'s scratch: the push chain (the mover first), where each link starts (WEAK), what SWAP sends back.
const CHAIN: number[] = [];
const LINKS: number[] = [];
const SWAPS: number[] = [];
const NO_PAIRS: readonly number[] = Object.freeze([]);
