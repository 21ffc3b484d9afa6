/**
 * The turn (docs/rules.md §5.5; docs/api.md M9; wiki "Order of Operations"): a list of phases held in the
 * state, run in order through a table of phase functions. There is no other order in the code.
 */
import { removeObjects } from "./board";
import { seeingTurn } from "./cond-seeing";
import { checkInput } from "./inputs";
import { beginAction, note } from "./journal";
import { checkDir } from "./move-marks";
import { moveAll } from "./movement";
import { bonusPhase } from "./phases/bonus";
import { convertPhase } from "./phases/conversion";
import { endPhase } from "./phases/end";
import { facingPhase } from "./phases/facing-words";
import { fallPhase } from "./phases/fall";
import { followPhase } from "./phases/follow";
import { hazardsPhase } from "./phases/hazards";
import { shiftFacingPhase } from "./phases/shift-facing";
import { leavingItems } from "./phases/spawns";
import { telePhase } from "./phases/tele";
import { winPhase } from "./phases/win";
import { bitsOf } from "./prop-bits";
import { reparseChanged } from "./properties";
import { movementPhase } from "./takes";
import { planOf } from "./turn-plan";
import type { DestroyHook, Dir, Level, PhaseName, TurnInput } from "./types";
import { undoable } from "./undo";
import { joining } from "./undo-log";

type PhaseFn = (level: Level, input: TurnInput, destroy: DestroyHook) => void;

/** The default destroy hook (docs/rules.md §5.5): remove the victims from the grid. */
export const removeThem: DestroyHook = (level, ids) => removeObjects(level, ids);

/**
 * The phase functions by name (the phase itself where it takes the turn's arguments, or their first:
 * no call between). `facing` turns the UP/DOWN/LEFT/RIGHT objects, `move` runs the movement takes;
 * `follow` (FOLLOW's turns), `tele`, `shiftFacing` (what stands on a SHIFT object faces its way) and `fall`
 * follow the conversions; `end` (a YOU object meets END) comes before the win, `bonus` after it. `parse`
 * reparses only when the text or the kinds present changed, and reads again only the lines whose text
 * changed (docs/rules.md §5.2).
 */
export const PHASES: Readonly<Record<PhaseName, PhaseFn>> = {
  facing: facingPhase,
  move: movementPhase,
  follow: followPhase,
  tele: telePhase,
  shiftFacing: shiftFacingPhase,
  fall: fallPhase,
  parse: (level) => {
    if (level.dirty) reparseChanged(level);
  },
  convert: (level, _dir, destroy) => convertPhase(level, destroy),
  hazards: (level, _dir, destroy) => hazardsPhase(level, destroy),
  end: endPhase,
  win: winPhase,
  bonus: bonusPhase,
};

/**
 * A step or move begins: with a journal, its `Stepped` record is the root of what follows (docs/rules.md
 * §5.7). One run inside a step or move of the same level (by a destroy hook) is part of that action: its
 * `Stepped` record nests one deeper, and the action's bookkeeping goes on (undo.ts gives the outer one its
 * root back when it ends).
 */
function begin(level: Level, dir: TurnInput, turn: boolean): void {
  if (!level.journal) return;
  const inner = joining(level);
  if (!inner) beginAction(level);
  level.journal.root = note(level, { type: "Stepped", dir, turn }, { kind: "input" }, inner ? 1 : 0);
}

/**
 * `step(input)` (docs/api.md M9): runs the state's turn list (content GRID_TURN: move, parse, convert,
 * parse, hazards, win, parse) and records the board before it for undo; a step that throws changes
 * nothing. The input is a direction or `wait` (alias `idle`): a whole turn in which YOU does not move,
 * recorded for undo like any step, as a blocked move is (docs/rules.md §5.5, §5.6). `destroy` receives
 * every batch of victims (seam 2); by default they are removed. Each victim it destroyed then leaves
 * what its kind HAS (`leavingItems`, docs/rules.md §5.5).
 */
export function step(level: Level, input: TurnInput | "idle", destroy: DestroyHook = removeThem): void {
  undoable(level, runTurn, checkInput(input, "step"), leavingItems(destroy));
}

/**
 * The turn's phases in the state's order (`step` runs it as one transaction), those the rules in force
 * cannot make act left out (turn-plan.ts); the plan is read again whenever a phase changed the rules.
 * `Level.idle` says, in every phase, whether the input is a wait (IDLE, docs/rules.md §5.8), and is
 * given back its value from before when the turn ends, thrown or not (false at rest).
 */
function runTurn(level: Level, what: TurnInput, hook: DestroyHook): void {
  const idle = level.idle;
  level.idle = what === "wait";
  seeingTurn(true); // (SEEING's nested reads are bounded per turn: cond-seeing.ts)
  try {
    phases(level, what, hook);
  } finally {
    level.idle = idle;
    seeingTurn(false);
  }
}

/** The phases of one turn (`runTurn`). */
function phases(level: Level, what: TurnInput, hook: DestroyHook): void {
  begin(level, what, true);
  const turn = level.turn;
  const fns = phaseFns(turn);
  const list = lastList; // (the turn's list as the plans know it: `phaseFns`)
  let force = level.inForce;
  let next = planOf(level, list);
  const parse = PHASES.parse;
  for (let i = next[0]; i < fns.length; i = next[i + 1]) {
    if (fns[i] === parse && !level.dirty) continue; // its own first check, without the call
    fns[i](level, what, hook);
    if (level.inForce !== force) {
      force = level.inForce;
      next = planOf(level, list);
    }
  }
}

// Per turn list: its functions, and the first list of the same phases met (`alike`, found by the names
// joined), so the plans of rules shared by levels loaded apart meet one list, not an equal copy.
const fnsOf = new WeakMap<readonly PhaseName[], { fns: readonly PhaseFn[]; list: readonly PhaseName[] }>();
const alike = new Map<string, readonly PhaseName[]>();
let lastTurn: readonly PhaseName[] | null = null;
let lastFns: readonly PhaseFn[] = [];
let lastList: readonly PhaseName[] = [];

/**
 * The functions of a turn list, in its order (PHASES looked up once per list: a level's list is its
 * own, never changed in place, and shared by its copies); `lastList` is then the first list met of the
 * same phases.
 */
function phaseFns(turn: readonly PhaseName[]): readonly PhaseFn[] {
  if (turn === lastTurn) return lastFns;
  let of = fnsOf.get(turn);
  if (!of) {
    const names = turn.join(" ");
    let list = alike.get(names);
    if (list === undefined) alike.set(names, (list = turn));
    of = { fns: turn.map((name) => PHASES[name]), list };
    fnsOf.set(turn, of);
  }
  lastTurn = turn;
  lastFns = of.fns;
  lastList = of.list;
  return of.fns;
}

/** `move(dir)` (docs/api.md M8): moves the YOU objects, reparses once; recorded for undo like a step. */
export function move(level: Level, dir: Dir, destroy: DestroyHook = removeThem): void {
  checkDir(dir, "move");
  undoable(level, runMove, dir, leavingItems(destroy));
}

/** One move of the YOU objects and the reparse (`move` runs it as one transaction). */
function runMove(level: Level, dir: Dir, hook: DestroyHook): void {
  const idle = level.idle; // (a move is no wait: IDLE does not hold, even in one a wait's hook makes)
  level.idle = false;
  try {
    begin(level, dir, false);
    moveAll(level, dir, hook, bitsOf(level.lexicon).SLEEP); // a SLEEP object does not move (take-movers.ts `HELD`)
    if (level.dirty) reparseChanged(level);
  } finally {
    level.idle = idle;
  }
}
