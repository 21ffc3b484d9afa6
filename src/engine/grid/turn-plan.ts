/**
 * The turn compiled per rule set (docs/rules.md §5.5): of a level's turn list, the phases that can act
 * under the rules in force, found once per rules record (`RuleState`, replaced whole by a parse that
 * changes the rules) and kept with it. A quiet turn calls only those. The plan is derived from the turn
 * list and never reorders it: the list stays the only order. Each phase's test is its own first check
 * (read from the rules alone), so a phase the plan skips is one that would have returned at once.
 * Checked by tests/grid/turn-plan.test.ts: a phase the plan leaves out changes nothing when called, and
 * with the shortcuts off (every phase called) each step leaves the same board.
 */

import type { Lexicon } from "./lexicon";
import { shortcutsOn } from "./move-cells";
import { bonusActs } from "./phases/bonus";
import { endActs } from "./phases/end";
import { facingActs } from "./phases/facing-words";
import { fallActs } from "./phases/fall";
import { followActs } from "./phases/follow";
import { hazardsAct } from "./phases/hazard-needs";
import { shiftFacingActs } from "./phases/shift-facing";
import { teleActs } from "./phases/tele";
import { winActs } from "./phases/win";
import { type Bits, bitsOf } from "./prop-bits";
import { movementActs } from "./takes";
import type { Level, PhaseName, RuleState } from "./types";

/**
 * Per phase: whether it can act under the rules `f` of a level of lexicon `lex` (false: it returns at once
 * and changes nothing).
 * `parse` acts whenever the board's text changed, which no rule tells: it is always called.
 */
export const ACTS: Readonly<Record<PhaseName, (f: RuleState, B: Bits, lex: Lexicon) => boolean>> = {
  facing: facingActs,
  move: movementActs,
  parse: () => true,
  convert: (f) => f.converts,
  follow: followActs,
  tele: teleActs,
  shiftFacing: shiftFacingActs,
  fall: fallActs,
  hazards: hazardsAct,
  end: endActs,
  win: winActs,
  bonus: bonusActs,
};

/** A turn list's plan under one rules record: `next[i]`, the first phase at or after i that can act (the list's length: none). */
interface Plan {
  readonly turn: readonly PhaseName[];
  readonly lexicon: Level["lexicon"];
  readonly next: Int32Array;
}

const plans = new WeakMap<RuleState, Plan>();
// The last two plans asked for and their rules: a level's steps ask again and again under the same
// rules, and a step that wins or loses asks under its new rules, then (undone) under the old ones again.
let lastForce: RuleState | null = null;
let lastPlan: Plan | null = null;
let prevForce: RuleState | null = null;
let prevPlan: Plan | null = null;

/**
 * The plan of `level`'s turn list `turn` under its rules in force: per index, the next phase that can
 * act. With the engine's shortcuts off (move-cells.ts `useShortcuts`, the tests' reference), every phase.
 * A plan serves every turn list of the same phases (levels loaded apart hold equal lists of their own).
 */
export function planOf(level: Level, turn: readonly PhaseName[]): Int32Array {
  const f = level.inForce;
  let plan: Plan | null;
  if (f === lastForce) plan = lastPlan;
  else {
    if (f === prevForce) plan = prevPlan;
    else plan = plans.get(f) ?? null;
    prevForce = lastForce;
    prevPlan = lastPlan;
  }
  if (plan === null || plan.lexicon !== level.lexicon || !sameTurn(plan.turn, turn)) {
    plan = makePlan(level, turn, f);
    plans.set(f, plan);
  }
  lastForce = f;
  lastPlan = plan;
  return shortcutsOn() ? plan.next : everyPhase(turn.length);
}

/** Two turn lists of the same phases in the same order. */
function sameTurn(a: readonly PhaseName[], b: readonly PhaseName[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function makePlan(level: Level, turn: readonly PhaseName[], f: RuleState): Plan {
  const B = bitsOf(level.lexicon);
  const next = new Int32Array(turn.length + 1);
  next[turn.length] = turn.length;
  for (let i = turn.length - 1; i >= 0; i--) next[i] = ACTS[turn[i]](f, B, level.lexicon) ? i : next[i + 1];
  return { turn, lexicon: level.lexicon, next };
}

let every = new Int32Array(0);

/** The plan that calls every phase of a list of n. */
function everyPhase(n: number): Int32Array {
  if (every.length <= n) every = Int32Array.from({ length: n + 1 }, (_, i) => i);
  return every;
}
