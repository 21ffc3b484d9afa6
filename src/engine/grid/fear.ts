/**
 * FEAR (docs/rules.md §5.4, §5.5): the FEAR take, the game's take 7 (its later script, `Lua/movement.lua`
 * `movecommand`, the copy docs/rules.md §5.4 cites), after MOVE's and the NUDGE takes and before SHIFT's
 * (content MOVEMENT_TAKES). As it begins, every object of X in `X FEAR Y` (`VerbTable.fear`) with a Y on
 * one of the four cells beside it (not its own cell, not across a corner) is listed
 * (`getunitverbtargets("fear")`) and turned (`updatedir`) the way `findfears` gives (fear-way.ts
 * `fleeWay`, the sides weighed by the FEAR listings finding what they fear there, verb-count.ts
 * `fearSteps`); it then takes the most weight in steps (`moves = amount`), the first with the others of
 * the take, each further one a take of its own along its facing then. The game walks the fearing kinds
 * in `pairs` order (unspecified); here in the order of their FEAR rules, oldest first (fear-order.ts). A
 * SLEEP X neither turns nor moves (`hasfeature(.., "sleep")`); a STILL one turns and stays (`cantmove`, stillness.ts). Blocked, a fleeing object stays (reason
 * "fear": only "move" and "chill" turn back at state 3); a WEAK one is destroyed. A level with a journal
 * records each turn as `Turned`, caused by the FEAR rule that names the feared kind.
 */
import { turnObject } from "./board";
import { actsOn, actVerb } from "./cond-acts";
import { DX, DY, opposite } from "./facing";
import { byFearRules, heldFearRules } from "./fear-order";
import { fleeSteps, fleeWay, freeWay } from "./fear-way";
import { noteVerbTurn } from "./journal-verbs";
import { type Bits, bitsOf } from "./prop-bits";
import { propsOf } from "./props-of";
import { runSteps, takeWay } from "./take-steps";
import type { DestroyHook, Level, RuleState } from "./types";
import { fearSteps } from "./verb-count";

/** Whether some kind fears another under the rules `f` (else the FEAR take does nothing). */
export const fearActs = (f: RuleState): boolean => f.verbs.fear.length > 0 || f.condVerbs?.fear != null;

const FEAR_WAY = takeWay("FEAR", "stay");

/** The FEAR take: the objects that flee (`fearMovers`), each its steps its way, the blocked ones staying. */
export function fearTake(level: Level, destroy: DestroyHook): void {
  if (!fearActs(level.inForce)) return;
  const B = bitsOf(level.lexicon);
  const movers = fearMovers(level, B, spare ?? []); // (a hook's take inside this one gets a new list)
  spare = null;
  try {
    const more = afraidSteps.slice(0, movers.length).some((s) => s > 1); // (read before a hook's take may list again)
    const steps = more ? afraidSteps.slice(0, movers.length) : null;
    if (movers.length > 0) runSteps(level, movers, steps, FEAR_WAY, destroy, B);
  } finally {
    spare = movers;
  }
}

let spare: number[] | null = [];

/**
 * The objects that flee this turn, in the order of their FEAR rules and oldest first within a place
 * (fear-order.ts), written into `out` (its length set), each turned its way as it is listed (before any
 * object of the take moves); `afraidSteps` beside them.
 */
export function fearMovers(level: Level, B: Bits, out: number[]): number[] {
  const { alive, kind, nextId } = level;
  const { fear } = level.inForce.verbs;
  const cond = level.inForce.condVerbs?.fear ?? null; // conditional FEAR (§5.8)
  const sleep = B.SLEEP & level.inForce.anyProps; // (0 unless some kind may be SLEEP)
  let n = 0;
  for (let id = 0; id < nextId; id++) {
    if (!alive[id]) continue;
    const wants = cond === null ? fear[kind[id]] : actsOn(level, id, "fear"); // read as the take begins
    if (wants === undefined || wants.length === 0) continue;
    if (sleep !== 0 && (propsOf(level, id) & sleep) !== 0) continue;
    let feared = -1; // (the journal's: one on the side it turns from, else the first side found)
    for (let f = 0; f < 4; f++) {
      const o = fearedAt(level, level.x[id] + DX[f], level.y[id] + DY[f], wants, PRESENT);
      COUNTS[f] = o < 0 ? 0 : fearSteps(level, id, PRESENT); // (its listings finding a Y there)
      if (feared < 0) feared = o;
      SEEN[f] = o;
    }
    const to = fleeWay(level.facing[id], COUNTS, (f) => freeWay(level, id, f, B));
    if (to < 0) continue;
    if (SEEN[opposite(to)] >= 0) feared = SEEN[opposite(to)];
    afraidHeld[n] = cond === null ? 0 : heldFearRules(level, id); // (before it turns, as it is listed)
    const was = level.facing[id];
    if (was !== to) {
      const verb = level.journal ? actVerb(level, id, "fear", kind[feared], "FEAR") : ""; // before it turns
      turnObject(level, id, to);
      if (level.journal) noteVerbTurn(level, id, feared, was, verb);
    }
    if (propsOf(level, id) & B.STILL) continue; // turned, it stays (`movecommand` take 7: `cantmove`)
    afraidSteps[n] = fleeSteps;
    out[n++] = id;
  }
  if (out.length !== n) out.length = n;
  byFearRules(level, out, afraidSteps, cond === null ? null : afraidHeld, n); // in the order of their FEAR rules (fear-order.ts)
  return out;
}

// Per object `fearMovers` lists: its steps (fear-way.ts `fleeSteps`).
const afraidSteps: number[] = [];
// Per object `fearMovers` lists: which conditional FEAR rules of its kind hold for it (fear-order.ts `heldFearRules`).
const afraidHeld: number[] = [];
// Per facing, for the object being listed: the weight of what it fears that side, and the first feared object there (-1: none).
const COUNTS: number[] = [0, 0, 0, 0];
const SEEN: number[] = [-1, -1, -1, -1];
// The feared kinds on the cell `fearedAt` looked at last.
const PRESENT: number[] = [];

/**
 * The first object of a kind in `wants` on cell (x, y), or -1 (none, or off the grid); the kinds of
 * `wants` found there written into `present` (its length set).
 */
function fearedAt(level: Level, x: number, y: number, wants: readonly number[], present: number[]): number {
  present.length = 0;
  if (x < 0 || y < 0 || x >= level.width || y >= level.height) return -1;
  let first = -1;
  for (let o = level.head[y * level.width + x]; o >= 0; o = level.next[o]) {
    const k = level.kind[o];
    if (!wants.includes(k)) continue;
    if (first < 0) first = o;
    if (!present.includes(k)) present.push(k);
  }
  return first;
}
