/**
 * The movement takes (docs/rules.md §5.4; research §3, §4 step 2): after YOU, the MOVE objects walk along
 * their facing and the SHIFT objects carry what stands on them; the level's `takes` list (content
 * MOVEMENT_TAKES) says which run and in what order. Each take's movers move together, with retries
 * (take-retries.ts): a mover that is blocked is tried again once any other mover of the take has moved,
 * until none moves. Every mover steps with the YOU move's own rules (push chains, STOP, PULL, OPEN/SHUT
 * on contact).
 */

import { MoveLimitError } from "./errors";
import { fearActs, joinFear } from "./fear";
import { moveSteps, movesMore } from "./move-count";
import { pullBudget } from "./move-pull";
import { moveAll } from "./movement";
import { type Bits, bitsOf } from "./prop-bits";
import { carriedTotal, mostShifts, shiftCarried, shiftSteps } from "./shift-carry";
import { actsUnder, heldIn, moveMovers, takeActs, youHeldIn } from "./take-movers";
import { runTake, type WhenBlocked } from "./take-retries";
import type { DestroyHook, Level, RuleState, TakeName, TurnInput } from "./types";

type TakeFn = (level: Level, input: TurnInput, destroy: DestroyHook) => void;

/** The takes by name; the order they run in is the level's `takes` (data). */
export const TAKES: Readonly<Record<TakeName, TakeFn>> = {
  YOU: (level, input, destroy) => {
    if (input !== "wait") moveAll(level, input, destroy, youHeldIn(bitsOf(level.lexicon))); // a wait: YOU does not move
  },
  MOVE: (level, _input, destroy) => moveTake(level, destroy),
  SHIFT: (level, _input, destroy) => shiftTake(level, destroy),
};

/** The property a take moves (each take's own first check: with no kind that may have it, it does nothing). */
const MOVER: Readonly<Record<TakeName, keyof Bits>> = { YOU: "YOU", MOVE: "MOVE", SHIFT: "SHIFT" };

/** Whether the movement phase can act under the rules `f`: some kind may be YOU, MOVE or SHIFT, or fears (fear.ts). */
export const movementActs = (f: RuleState, B: Bits): boolean =>
  (f.anyProps & (B.YOU | B.MOVE | B.SHIFT)) !== 0 || fearActs(f);

/**
 * The movement phase: every take of the level's list, in order (docs/rules.md §5.4); a take whose
 * property no kind may have is not called, but MOVE's while some kind fears (fear.ts; the rules are read
 * afresh before each: a hook may reparse). Which takes act is found once per rules record (`RuleState`,
 * replaced whole by a parse that changes the rules) and list; once none of those left acts, none is looked at.
 */
export function movementPhase(level: Level, input: TurnInput, destroy: DestroyHook): void {
  const takes = level.takes;
  const B = bitsOf(level.lexicon);
  if (takes !== lastTakes || B !== lastB) {
    lastFns = takes.map((take) => TAKES[take]); // looked up once per list: a list is never changed in place
    lastBits = takes.map((take) => B[MOVER[take]]);
    lastFear = takes.map((take) => take === "MOVE"); // (the FEAR objects join MOVE's take, fear.ts)
    lastTakes = takes;
    lastB = B;
    lastForce = null;
  }
  const fns = lastFns;
  const bits = lastBits;
  const fear = lastFear;
  const f = level.inForce;
  if (f !== lastForce) {
    lastActs = actsUnder(f, bits, fear);
    lastForce = f;
  }
  const acts = lastActs;
  const masked = fns.length <= 31; // (a longer list's takes are each checked as they come)
  for (let i = 0; i < fns.length; i++) {
    const g = level.inForce;
    if (masked) {
      const a = (g === f ? acts : actsUnder(g, bits, fear)) >>> i; // (a hook reparsed: its rules decide)
      if (a === 0) break; // none of the takes left acts
      if ((a & 1) === 0) continue;
    } else if (!takeActs(g, bits[i], fear[i])) continue;
    if (level.journal) level.journal.take = takes[i]; // (its `Moved` records name the take's rule)
    fns[i](level, input, destroy);
  }
  if (level.journal) level.journal.take = null;
}

let lastTakes: readonly TakeName[] | null = null;
let lastB: Bits | null = null;
let lastFns: readonly TakeFn[] = [];
let lastBits: readonly number[] = [];
let lastFear: readonly boolean[] = [];
let lastForce: RuleState | null = null; // the rules `lastActs` was found for (with `lastFns`)
let lastActs = 0;

/**
 * MOVE (research §3): every MOVE object steps along its facing, oldest first and then by the retries; a
 * blocked one turns around and tries once more. The rules in force at the start of the take decide who
 * moves. An object given MOVE by n spelled rules (`X IS MOVE` and `ALL IS MOVE`, and each conditional
 * one whose conditions hold for it as the take begins) takes n steps, one take each (move-count.ts).
 * The FEAR objects (fear.ts), turned away from what they fear before any of the take moves, join the
 * list after the MOVE objects and share their retries; blocked, they stay. A MOVE object that flees
 * takes one step more (fear.ts `joinFear`).
 */
function moveTake(level: Level, destroy: DestroyHook): void {
  const B = bitsOf(level.lexicon);
  const movers = spareMovers ?? []; // a scratch list (a hook's take inside this one gets a new one)
  spareMovers = null;
  let n = 0;
  if (level.inForce.anyProps & B.MOVE) n = moveMovers(level, B, heldIn(B, "MOVE"), movers);
  if (movers.length !== n) movers.length = n;
  // Each mover's steps, counted as the take begins (only when some object may take more than one).
  let steps = n > 0 && movesMore(level) ? movers.map((id) => moveSteps(level, id)) : null;
  if (fearActs(level.inForce)) steps = joinFear(level, B, movers, steps);
  if (movers.length > 0) runSteps(level, movers, steps, "turnAround", destroy, B, n);
  spareMovers = movers;
}

/**
 * The steps one movement take may make, its objects' steps added (docs/rules.md §9): a step per listing
 * (§5.4), so stacked MOVE texts multiply the work by the objects they move (3,000 over 3,000 rocks: 71 s
 * and 2.7 GB a turn with a journal). Past it the take throws before its first step.
 */
export const MOVE_STEPS = 1_000_000;

/**
 * A first step each for `movers` (a take), then one take more per further step `steps[i]` gives
 * `movers[i]`; the first `turning` of them turn around when blocked (with "turnAround"). More than
 * `MOVE_STEPS` steps in all throw a `MoveLimitError` first.
 */
function runSteps(
  level: Level,
  movers: number[],
  steps: number[] | null,
  whenBlocked: WhenBlocked,
  destroy: DestroyHook,
  B: Bits,
  turning = movers.length,
): void {
  let most = 1;
  let total = 0;
  if (steps !== null)
    for (const c of steps) {
      most = Math.max(most, c);
      total += c;
    }
  if (total > MOVE_STEPS) {
    throw tooManySteps(whenBlocked === "turnAround" ? "MOVE" : "SHIFT", total);
  }
  const take = whenBlocked === "turnAround" ? MOVE_BUDGET : SHIFT_BUDGET; // pulled moves count too (move-pull.ts)
  const [left, outer] = pullBudget(MOVE_STEPS - (steps === null ? movers.length : total), take);
  try {
    runTake(level, movers, whenBlocked, destroy, B, turning);
    for (let s = 1; s < most && steps !== null; s++) {
      const now: number[] = [];
      let turns = 0;
      for (let i = 0; i < movers.length; i++)
        if (steps[i] > s) {
          now.push(movers[i]);
          if (i < turning) turns++;
        }
      runTake(level, now, whenBlocked, destroy, B, turns);
    }
  } finally {
    pullBudget(left, outer);
  }
}

let spareMovers: number[] | null = [];
const MOVE_BUDGET = ["MOVE", MOVE_STEPS] as const;

/** The error of a take that would make `total` steps, past `MOVE_STEPS`. */
const tooManySteps = (take: "MOVE" | "SHIFT", total: number) =>
  new MoveLimitError(
    `${take}: one take would make ${total} steps, more than ${MOVE_STEPS} (docs/rules.md §9): the ${take} rules in force are listed too often for the objects they move`,
  );
const SHIFT_BUDGET = ["SHIFT", MOVE_STEPS] as const;

/**
 * SHIFT (research §3): each SHIFT object moves every other object on its cell, on its float level, one
 * step in the SHIFT object's facing, and turns them to face that way; an object on n SHIFT objects takes
 * n steps, one take each (shift-carry.ts). The carried objects move together, with the retries.
 */
function shiftTake(level: Level, destroy: DestroyHook): void {
  const B = bitsOf(level.lexicon);
  if (!(level.inForce.anyProps & B.SHIFT)) return;
  const movers = shiftCarried(level, B, spareCarried ?? [], MOVE_STEPS); // (a hook's take inside this one gets a new list)
  if (carriedTotal > MOVE_STEPS) throw tooManySteps("SHIFT", carriedTotal);
  spareCarried = null;
  const steps = mostShifts > 1 ? movers.map(shiftSteps) : null; // (read before a hook's take may shift again)
  if (movers.length > 0) runSteps(level, movers, steps, "stay", destroy, B);
  spareCarried = movers;
}

let spareCarried: number[] | null = [];
