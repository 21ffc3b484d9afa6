/**
 * The movement takes (docs/rules.md §5.4; research §3, §4 step 2): after YOU, the MOVE objects walk along
 * their facing, the NUDGE objects are nudged, the FEAR objects flee and the SHIFT objects carry what stands on them; the level's `takes` list (content
 * MOVEMENT_TAKES) says which run and in what order. Each take's movers move together, with retries
 * (take-retries.ts): a mover that is blocked is tried again once any other mover of the take has moved,
 * until none moves. Every mover steps with the YOU move's own rules (push chains, STOP, PULL, OPEN/SHUT
 * on contact).
 */

import { chillActs, joinChill } from "./chill";
import { fearActs, fearTake } from "./fear";
import type { Lexicon } from "./lexicon";
import { type ListedMover, moveSteps, movesMore } from "./move-count";
import { moveAll } from "./movement";
import { nudgeActs, nudgeTake } from "./nudge";
import { type Bits, bitsOf } from "./prop-bits";
import { carriedTotal, mostShifts, shiftCarried, shiftSteps } from "./shift-carry";
import { actsUnder, heldIn, moveMovers, takeActs, youHeldIn } from "./take-movers";
import { MOVE_STEPS, runSteps, takeWay, tooManySteps } from "./take-steps";
import type { DestroyHook, Level, RuleState, TakeName, TurnInput } from "./types";

export { MOVE_STEPS } from "./take-steps";

type TakeFn = (level: Level, input: TurnInput, destroy: DestroyHook) => void;

/** The takes by name; the order they run in is the level's `takes` (data). */
export const TAKES: Readonly<Record<TakeName, TakeFn>> = {
  YOU: (level, input, destroy) => {
    if (input !== "wait") moveAll(level, input, destroy, youHeldIn(bitsOf(level.lexicon))); // a wait: YOU does not move
  },
  MOVE: (level, _input, destroy) => moveTake(level, destroy),
  NUDGERIGHT: (level, _input, destroy) => nudgeTake(level, "NUDGERIGHT", destroy),
  NUDGEUP: (level, _input, destroy) => nudgeTake(level, "NUDGEUP", destroy),
  NUDGELEFT: (level, _input, destroy) => nudgeTake(level, "NUDGELEFT", destroy),
  NUDGEDOWN: (level, _input, destroy) => nudgeTake(level, "NUDGEDOWN", destroy),
  FEAR: (level, _input, destroy) => fearTake(level, destroy),
  SHIFT: (level, _input, destroy) => shiftTake(level, destroy),
};

/**
 * The properties a take moves (each take's own first check: with no kind that may have them, it does
 * nothing): one with a bit of the masks, a listed one (behaviours.ts `LISTED_BEHAVIOURS`: a rule in force
 * must give it, hosted.ts `mayHold`), or both (MOVE's take moves the CHILL holders too, chill.ts); or the
 * objects that fear (the verb FEAR: fear.ts `fearActs`).
 */
type Mover = { readonly bit?: keyof Bits; readonly listed?: ListedMover } | { readonly verb: "FEAR" };
const MOVER: Readonly<Record<TakeName, Mover>> = {
  YOU: { bit: "YOU" },
  MOVE: { bit: "MOVE", listed: "CHILL" },
  NUDGERIGHT: { listed: "NUDGERIGHT" },
  NUDGEUP: { listed: "NUDGEUP" },
  NUDGELEFT: { listed: "NUDGELEFT" },
  NUDGEDOWN: { listed: "NUDGEDOWN" },
  FEAR: { verb: "FEAR" },
  SHIFT: { bit: "SHIFT" },
};

/** `take`'s mover's mask in `B` (0: none) and listed word's index in `lex` (-1: none, or the lexicon lacks it). */
function moverOf(take: TakeName, B: Bits, lex: Lexicon): readonly [bit: number, word: number] {
  const m = MOVER[take];
  if ("verb" in m) return [0, -1];
  const { bit, listed } = m;
  return [bit === undefined ? 0 : B[bit], listed === undefined ? -1 : (lex.index[listed] ?? -1)];
}

/**
 * Whether the movement phase can act under the rules `f` (lexicon `lex`): some kind may be YOU, MOVE or
 * SHIFT, or fears (fear.ts), or some rule gives a NUDGE word (nudge.ts) or CHILL (chill.ts).
 */
export const movementActs = (f: RuleState, B: Bits, lex: Lexicon): boolean =>
  (f.anyProps & (B.YOU | B.MOVE | B.SHIFT)) !== 0 || fearActs(f) || nudgeActs(f, lex) || chillActs(f, lex);

/**
 * The movement phase: every take of the level's list, in order (docs/rules.md §5.4); a take whose
 * property no kind may have is not called, nor FEAR's while no kind fears (fear.ts; the rules are read
 * afresh before each: a hook may reparse). Which takes act is found once per rules record (`RuleState`,
 * replaced whole by a parse that changes the rules) and list; once none of those left acts, none is looked at.
 */
export function movementPhase(level: Level, input: TurnInput, destroy: DestroyHook): void {
  const takes = level.takes;
  const B = bitsOf(level.lexicon);
  if (takes !== lastTakes || B !== lastB) {
    lastFns = takes.map((take) => TAKES[take]); // looked up once per list: a list is never changed in place
    lastBits = takes.map((take) => moverOf(take, B, level.lexicon)[0]);
    lastWords = takes.map((take) => moverOf(take, B, level.lexicon)[1]); // (B is the lexicon's: bitsOf)
    lastFear = takes.map((take) => take === "FEAR"); // (acts while some kind fears, fear.ts)
    lastTakes = takes;
    lastB = B;
    lastForce = null;
  }
  const fns = lastFns;
  const bits = lastBits;
  const fear = lastFear;
  const words = lastWords;
  const f = level.inForce;
  if (f !== lastForce) {
    lastActs = actsUnder(f, bits, fear, words);
    lastForce = f;
  }
  const acts = lastActs;
  const masked = fns.length <= 31; // (a longer list's takes are each checked as they come)
  for (let i = 0; i < fns.length; i++) {
    const g = level.inForce;
    if (masked) {
      const a = (g === f ? acts : actsUnder(g, bits, fear, words)) >>> i; // (a hook reparsed: its rules decide)
      if (a === 0) break; // none of the takes left acts
      if ((a & 1) === 0) continue;
    } else if (!takeActs(g, bits[i], fear[i], words[i])) continue;
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
let lastWords: readonly number[] = []; // per take, its listed word's index (-1: none)
let lastForce: RuleState | null = null; // the rules `lastActs` was found for (with `lastFns`)
let lastActs = 0;

/**
 * MOVE (research §3): every MOVE object steps along its facing, oldest first and then by the retries; a
 * blocked one turns around and tries once more. The rules in force at the start of the take decide who
 * moves. An object given MOVE by n spelled rules (`X IS MOVE` and `ALL IS MOVE`, and each conditional
 * one whose conditions hold for it as the take begins) takes n steps, one take each (move-count.ts).
 * The CHILL holders (chill.ts), each turned to a facing drawn from the level's seed, join the list after
 * the MOVE objects and turn around as they do (a MOVE one takes its CHILL steps more: `joinChill`).
 * FEAR has a take of its own, later (fear.ts).
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
  if (chillActs(level.inForce, level.lexicon)) {
    steps = joinChill(level, B, movers, steps);
    n = movers.length; // (the CHILL holders turn around too)
  }
  if (movers.length > 0) runSteps(level, movers, steps, MOVE_WAY, destroy, B, n);
  spareMovers = movers;
}

let spareMovers: number[] | null = [];
const MOVE_WAY = takeWay("MOVE", "turnAround");
const SHIFT_WAY = takeWay("SHIFT", "stay");

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
  if (movers.length > 0) runSteps(level, movers, steps, SHIFT_WAY, destroy, B);
  spareCarried = movers;
}

let spareCarried: number[] | null = [];
