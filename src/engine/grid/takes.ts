/**
 * The movement takes (docs/rules.md §5.4; research §3, §4 step 2): after YOU, the MOVE objects walk along
 * their facing and the SHIFT objects carry what stands on them; the level's `takes` list (content
 * MOVEMENT_TAKES) says which run and in what order. Each take's movers move together, with retries
 * (take-retries.ts): a mover that is blocked is tried again once any other mover of the take has moved,
 * until none moves. Every mover steps with the YOU move's own rules (push chains, STOP, PULL, OPEN/SHUT
 * on contact).
 */

import { type Bits, bitsOf } from "./kinds";
import { moveCount } from "./move-count";
import { turnByMove } from "./move-marks";
import { moveAll } from "./movement";
import { propsOf } from "./props-of";
import { runTake } from "./take-retries";
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
  let most = 1;
  if (steps !== null) for (const c of steps) most = Math.max(most, c);
  runTake(level, movers, "turnAround", destroy, B); // every mover takes a first step
  for (let s = 1; s < most && steps !== null; s++) {
    const now: number[] = [];
    for (let i = 0; i < movers.length; i++) if (steps[i] > s) now.push(movers[i]);
    runTake(level, now, "turnAround", destroy, B);
  }
  spareMovers = movers;
}

let spareMovers: number[] | null = [];

/**
 * SHIFT (research §3): each SHIFT object moves every other object on its cell, on its float level, one
 * step in the SHIFT object's facing, and turns them to face that way; an object on several SHIFT
 * objects is carried once, by the oldest. The carried objects move together, with the retries.
 */
function shiftTake(level: Level, destroy: DestroyHook): void {
  const B = bitsOf(level.lexicon);
  if (!(level.inForce.anyProps & B.SHIFT)) return;
  const movers = shiftCarried(level, B, spareCarried ?? []); // (a hook's take inside this one gets a new list)
  spareCarried = null;
  if (movers.length > 0) runTake(level, movers, "stay", destroy, B);
  spareCarried = movers;
}

let spareCarried: number[] | null = [];

/**
 * The objects the SHIFT objects carry this take, oldest first, each turned to face the way the SHIFT
 * object that carries it faces (the oldest SHIFT object on its cell and float level): written into `out`
 * (a new list by default), which is returned.
 */
export function shiftCarried(level: Level, B: Bits, out: number[] = []): number[] {
  if (carriedIn.length < level.nextId) carriedIn = new Int32Array(level.nextId * 2); // room for every id
  if (++shifts === 2 ** 30) {
    shifts = 1; // numbers are reused: forget which objects earlier takes carried
    carriedIn.fill(0);
  }
  let n = 0;
  for (let s = 0; s < level.nextId; s++) {
    if (!level.alive[s] || !(propsOf(level, s) & B.SHIFT)) continue;
    const float = propsOf(level, s) & B.FLOAT;
    for (let o = level.head[level.y[s] * level.width + level.x[s]]; o >= 0; o = level.next[o]) {
      if (o === s || carriedIn[o] === shifts || (propsOf(level, o) & B.FLOAT) !== float) continue;
      carriedIn[o] = shifts;
      n++;
      turnByMove(level, o, level.facing[s], level.journal?.root ?? null);
    }
  }
  let at = 0;
  for (let o = 0; at < n; o++) if (carriedIn[o] === shifts) out[at++] = o; // oldest first
  if (out.length !== n) out.length = n;
  return out;
}

// Scratch (no hook runs meanwhile): per id, the number of the SHIFT take carrying it.
let carriedIn = new Int32Array(64);
let shifts = 0;
