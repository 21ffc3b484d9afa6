/**
 * The movement takes (docs/rules.md §5.4; research §3, §4 step 2): after YOU, the MOVE objects walk along their
 * facing and the SHIFT objects carry what stands on them, as the level's `takes` (content MOVEMENT_TAKES) says.
 * A take's movers move together, with retries: one blocked is tried again once another has moved, until none
 * moves. Every mover steps with the YOU move's own rules (push chains, STOP, PULL, OPEN/SHUT on contact).
 */

import { FACINGS, opposite } from "./facing";
import { type Bits, bitsOf } from "./kinds";
import { freshLook } from "./move-cells";
import { moveCount } from "./move-count";
import { movedSince, newMove, nextMoveMark, passBack, passOver, turnByMove } from "./move-marks";
import { PLANNED, plainMask, STEPPED, turnAndStep } from "./move-plain";
import { weakDeaths } from "./move-weak";
import { blocker, moveAll, moveObject } from "./movement";
import { propsOf } from "./props-of";
import { mostShifts, shiftCarried, shiftSteps } from "./shift-carry";
import type { DestroyHook, Level, RuleState, TakeName, TurnInput } from "./types";

type TakeFn = (level: Level, input: TurnInput, destroy: DestroyHook) => void;

/** The takes by name; the order they run in is the level's `takes` (data). */
export const TAKES: Readonly<Record<TakeName, TakeFn>> = {
  YOU: (level, input, destroy) => {
    if (input !== "wait") moveAll(level, input, destroy); // a wait: YOU does not move
  },
  MOVE: (level, _input, destroy) => moveTake(level, destroy),
  SHIFT: (level, _input, destroy) => shiftTake(level, destroy),
};

/** The property a take moves (each take's own first check: with no kind that may have it, it does nothing). */
const MOVER: Readonly<Record<TakeName, keyof Bits>> = { YOU: "YOU", MOVE: "MOVE", SHIFT: "SHIFT" };

/** Whether the movement phase can act under the rules `f`: some kind may be YOU, MOVE or SHIFT. */
export const movementActs = (f: RuleState, B: Bits): boolean =>
  (f.anyProps & (B.YOU | B.MOVE | B.SHIFT)) !== 0;

/**
 * The movement phase: every take of the level's list, in order (docs/rules.md §5.4); a take whose
 * property no kind may have is not called (the rules are read afresh before each: a hook may reparse).
 */
export function movementPhase(level: Level, input: TurnInput, destroy: DestroyHook): void {
  const takes = level.takes;
  const B = bitsOf(level.lexicon);
  if (takes !== lastTakes || B !== lastB) {
    lastFns = takes.map((take) => TAKES[take]); // looked up once per list: a list is never changed in place
    lastBits = takes.map((take) => B[MOVER[take]]);
    lastTakes = takes;
    lastB = B;
  }
  const fns = lastFns;
  const bits = lastBits;
  for (let i = 0; i < fns.length; i++) if (level.inForce.anyProps & bits[i]) fns[i](level, input, destroy);
}

let lastTakes: readonly TakeName[] | null = null;
let lastB: Bits | null = null;
let lastFns: readonly TakeFn[] = [];
let lastBits: readonly number[] = [];

/**
 * One take: each mover tries one step along its facing (`facing`, per mover), in the given order; while
 * any moved, the blocked ones try again. With `turnAround` (MOVE) the movers still blocked then turn
 * 180° and try once more, with the same retries. An object moves at most once a take: one pushed, pulled or
 * swapped in it does not step, and a later mover passes over it (the game's `movecommand` queues each move
 * from where its object stood as the take began, and applies them all as it ends).
 */
function runTake(level: Level, movers: number[], turnAround: boolean, destroy: DestroyHook, B: Bits): void {
  const since = nextMoveMark();
  const pass = passOver(since); // (put back as the take ends: a hook's take may run inside this one)
  try {
    takeFrom(level, movers, turnAround, destroy, B, since);
  } finally {
    passBack(pass);
  }
}

/** `runTake`'s tries and turns, its moves marked from `since`; then the WEAK movers still blocked die. */
function takeFrom(
  level: Level,
  movers: number[],
  turnAround: boolean,
  destroy: DestroyHook,
  B: Bits,
  since: number,
) {
  let blocked = tryAll(level, movers, destroy, B, since);
  if (turnAround && blocked.length > 0) {
    const root = level.journal?.root ?? null;
    for (let i = 0; i < blocked.length; i++) {
      const id = blocked[i];
      if (level.alive[id]) turnByMove(level, id, opposite(level.facing[id]), root);
    }
    blocked = tryAll(level, blocked, destroy, B, since);
  }
  if (blocked.length > 0 && level.inForce.anyProps & B.WEAK) {
    // research §3: "a mover that is still blocked stays put. A WEAK one is destroyed instead"
    const weak: number[] = [];
    for (const id of blocked) if (level.alive[id] && propsOf(level, id) & B.WEAK) weak.push(id);
    for (const id of weak) if (level.alive[id]) weakDeaths(level, [id], blockedBy[id], destroy);
  }
}

/** Per mover left blocked in the take running: what blocked it last (-1: the edge), for its WEAK death (by id). */
let blockedBy = new Int32Array(64);

const NONE: readonly number[] = Object.freeze([]);

/** Tries each mover not moved since mark `since`, then the blocked again while any moved; returns the blocked. */
function tryAll(level: Level, ids: readonly number[], destroy: DestroyHook, B: Bits, since: number) {
  let pending = ids;
  for (;;) {
    let blocked: number[] | null = null; // made for the first
    freshLook(level); // one look for the round: each step keeps the cells' counts (move-cells.ts)
    let plain = plainMask(level, B); // -1: no step is plain (read again after each hook)
    for (let i = 0; i < pending.length; i++) {
      const id = pending[i];
      if (!level.alive[id] || movedSince(id, since)) continue;
      newMove(level); // each mover steps in a move of its own: it may push one that already moved
      const f = level.facing[id]; // (a mover already faces its step: turnAndStep's turn changes nothing)
      const plainly = plain >= 0 ? turnAndStep(level, id, propsOf(level, id), f, plain, B) : PLANNED;
      if (plainly === STEPPED) continue;
      const moved = plainly === PLANNED && moveObject(level, id, FACINGS[f], B, destroy);
      if (plainly === PLANNED) plain = plainMask(level, B);
      if (!moved) {
        (blocked ??= []).push(id);
        if (blockedBy.length <= id) {
          const grown = new Int32Array(Math.max(id + 1, level.nextId) * 2);
          grown.set(blockedBy); // the take's earlier marks kept
          blockedBy = grown;
        }
        blockedBy[id] = plainly === PLANNED ? blocker : -1; // (AT_EDGE: the edge)
      }
    }
    if (blocked === null) return NONE;
    if (blocked.length === pending.length) return blocked;
    pending = blocked;
  }
}

/**
 * MOVE (research §3): every MOVE object steps along its facing, oldest first and then by the retries; a
 * blocked one turns around and tries once more. The rules in force at the start of the take decide who
 * moves. A kind given MOVE by n spelled rules (`X IS MOVE` and `ALL IS MOVE`) takes n steps, one
 * take each.
 */
function moveTake(level: Level, destroy: DestroyHook): void {
  const B = bitsOf(level.lexicon);
  if (!(level.inForce.anyProps & B.MOVE)) return;
  const movers = spareMovers ?? []; // a scratch list (a hook's take inside this one gets a new one)
  spareMovers = null;
  let n = 0;
  for (let id = 0; id < level.nextId; id++)
    if (level.alive[id] && propsOf(level, id) & B.MOVE) movers[n++] = id;
  if (movers.length !== n) movers.length = n;
  // Each mover's steps, counted by the rules in force at the start (only when some kind takes more than one).
  const steps = moveCount(level, -1) > 1 ? movers.map((id) => moveCount(level, level.kind[id])) : null;
  runSteps(level, movers, steps, true, destroy, B);
  spareMovers = movers;
}

/** A first step each for `movers` (a take), then one take more per further step `steps[i]` gives `movers[i]`. */
function runSteps(
  level: Level,
  movers: number[],
  steps: number[] | null,
  back: boolean,
  destroy: DestroyHook,
  B: Bits,
) {
  runTake(level, movers, back, destroy, B);
  let most = 1;
  if (steps !== null) for (const c of steps) most = Math.max(most, c);
  for (let s = 1; s < most && steps !== null; s++) {
    const now: number[] = [];
    for (let i = 0; i < movers.length; i++) if (steps[i] > s) now.push(movers[i]);
    runTake(level, now, back, destroy, B);
  }
}

let spareMovers: number[] | null = [];

/**
 * SHIFT (research §3): each SHIFT object moves every other object on its cell, on its float level, one
 * step in the SHIFT object's facing, and turns them to face that way; an object on n SHIFT objects takes
 * n steps, one take each (shift-carry.ts). The carried objects move together, with the retries.
 */
function shiftTake(level: Level, destroy: DestroyHook): void {
  const B = bitsOf(level.lexicon);
  if (!(level.inForce.anyProps & B.SHIFT)) return;
  const movers = shiftCarried(level, B, spareCarried ?? []); // (a hook's take inside this one gets a new list)
  spareCarried = null;
  const steps = mostShifts > 1 ? movers.map(shiftSteps) : null; // (read before a hook's take may shift again)
  if (movers.length > 0) runSteps(level, movers, steps, false, destroy, B);
  spareCarried = movers;
}

let spareCarried: number[] | null = [];
