/**
 * The turn's phases called by number (docs/rules.md §5.5; turn.ts): a turn list is read once into the
 * numbers of its phases, and each number calls its phase directly, the same function `PHASES` (turn.ts)
 * names, so no call site of the turn dispatches on a changing function (one that does is slow to call, and
 * the phases' fixed cost is in every step). Every step compared with each phase called through `PHASES`
 * by tests/grid/turn-plan.test.ts.
 */
import { reparseChanged } from "../properties";
import { movementPhase } from "../takes";
import type { DestroyHook, Level, PhaseName, TurnInput } from "../types";
import { convertPhase } from "./conversion";
import { facingPhase } from "./facing-words";
import { fallPhase } from "./fall";
import { followPhase } from "./follow";
import { hazardsPhase } from "./hazards";
import { shiftFacingPhase } from "./shift-facing";
import { telePhase } from "./tele";
import { winPhase } from "./win";

/** The phases' numbers in `callPhase`. */
const CODES: Readonly<Record<PhaseName, number>> = {
  facing: 0,
  move: 1,
  follow: 2,
  tele: 3,
  shiftFacing: 4,
  fall: 5,
  parse: 6,
  convert: 7,
  hazards: 8,
  win: 9,
};

/**
 * Calls phase number `code` (`CODES`): each phase by its own call, not through the table, so no call
 * site dispatches on a changing function; the same functions as `PHASES` (tests/grid/turn-plan.test.ts).
 */
export function callPhase(code: number, level: Level, what: TurnInput, hook: DestroyHook): void {
  switch (code) {
    case 0:
      facingPhase(level);
      break;
    case 1:
      movementPhase(level, what, hook);
      break;
    case 2:
      followPhase(level);
      break;
    case 3:
      telePhase(level);
      break;
    case 4:
      shiftFacingPhase(level);
      break;
    case 5:
      fallPhase(level, what, hook);
      break;
    case 6:
      if (level.dirty) reparseChanged(level);
      break;
    case 7:
      convertPhase(level, hook);
      break;
    case 8:
      hazardsPhase(level, hook);
      break;
    default:
      winPhase(level);
  }
}

// Per turn list: its phases' numbers, and the first list of the same phases met (`alike`, found by the
// names joined), so the plans of rules shared by levels loaded apart meet one list, not an equal copy.
const codesOf = new WeakMap<readonly PhaseName[], { codes: Uint8Array; list: readonly PhaseName[] }>();
const alike = new Map<string, readonly PhaseName[]>();
let lastTurn: readonly PhaseName[] | null = null;
let lastCodes: Uint8Array = new Uint8Array(0);
let lastList: readonly PhaseName[] = [];

/**
 * The phases' numbers of a turn list, in its order (found once per list: a level's list is its own,
 * never changed in place, and shared by its copies); `lastList` is then the first list met of the same
 * phases.
 */
export function phaseCodes(turn: readonly PhaseName[]): Uint8Array {
  if (turn === lastTurn) return lastCodes;
  let of = codesOf.get(turn);
  if (!of) {
    const names = turn.join(" ");
    let list = alike.get(names);
    if (list === undefined) alike.set(names, (list = turn));
    of = { codes: Uint8Array.from(turn, (name) => CODES[name]), list };
    codesOf.set(turn, of);
  }
  lastTurn = turn;
  lastCodes = of.codes;
  lastList = of.list;
  return of.codes;
}

/** The first list met of the same phases as the list `phaseCodes` read last (the plans are kept per such list). */
export const listOfCodes = (): readonly PhaseName[] => lastList;
