/**
 * FEAR (docs/rules.md §5.5): the objects that join the MOVE take to flee. An object of X in `X FEAR Y`
 * (`VerbTable.fear`) with an object of Y on one of the four cells beside it (not its own cell, not across
 * a corner) turns to face away from it and takes a step that way in the MOVE take per listing of a FEAR
 * rule naming its kind (move-count.ts `fearSteps`), listed after the MOVE objects and sharing their
 * retries (a MOVE one takes as many steps more), each further step a take of its own; of several cells with a Y,
 * the last found in the order right, up, left, down decides. A SLEEP
 * X neither turns nor moves. Source: the game's 2019 script as lilybeevee/Lilys-Mods ships it:
 * `movecommand` (Data/movement.lua), take 2, lists each FEAR unit after the MOVE and CHILL units, skips
 * a sleeping one (`hasfeature(.., "sleep")`), turns the rest (`updatedir`) and queues one move each
 * with the reason "you" (blocked, it does not turn back as a MOVE unit does), one more per further
 * listing (`findallfeature(nil, "fear", nil)` lists it once per FEAR rule; `been_seen`: `moves + 1`); `findfears`
 * (Data/blocks.lua) looks at `x + ox, y + oy` for each of `ndirs` (right, up, left, down) and keeps the
 * last found, turned around (`rotate`). A level with a journal records each turn as `Turned`, caused by
 * the FEAR rule that names the feared kind.
 */
import { turnObject } from "./board";
import { actsOn, actVerb } from "./cond-acts";
import { DX, DY } from "./facing";
import { byFearRules, heldFearRules } from "./fear-order";
import { noteVerbTurn } from "./journal-verbs";
import type { Bits } from "./prop-bits";
import { propsOf } from "./props-of";
import type { Level, RuleState } from "./types";
import { fearSteps } from "./verb-count";

/** Whether some kind fears another under the rules `f` (else FEAR adds nothing to the MOVE take; the list is empty then). */
export const fearActs = (f: RuleState): boolean => f.verbs.fear.length > 0 || f.condVerbs?.fear != null;

/**
 * The objects that flee this turn, in the order of their FEAR rules and oldest first within a place
 * (fear-order.ts), written into `out` (its length set): each is turned away from the feared object
 * beside it as it is listed (before any object of the take moves).
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
    let from = -1;
    let feared = -1;
    for (let f = 0; f < 4; f++) {
      const o = fearedAt(level, level.x[id] + DX[f], level.y[id] + DY[f], wants);
      if (o >= 0) {
        from = f;
        feared = o;
      }
    }
    if (from < 0) continue;
    afraidHeld[n] = cond === null ? 0 : heldFearRules(level, id); // (before it turns, as it is listed)
    const to = (from + 2) & 3; // away from it
    const was = level.facing[id];
    if (was !== to) {
      const verb = level.journal ? actVerb(level, id, "fear", kind[feared], "FEAR") : ""; // before it turns
      turnObject(level, id, to);
      if (level.journal) noteVerbTurn(level, id, feared, was, verb);
    }
    afraidSteps[n] = fearSteps(level, id, wants); // (its listings, read as it is listed)
    out[n++] = id;
  }
  if (out.length !== n) out.length = n;
  reordered = byFearRules(level, out, afraidSteps, cond === null ? null : afraidHeld, n); // in the order of their FEAR rules (fear-order.ts)
  return out;
}

/**
 * The FEAR objects join the MOVE take's list `movers` (the MOVE objects, oldest first; `steps`, when
 * not null, each one's steps): each that flees and is not listed is added after them, in its order (`fearMovers`), with
 * its steps (`fearSteps`; blocked, it stays: takes.ts lists it past the MOVE objects that turn); one
 * listed already takes as many steps more (`movecommand` adds a move to its listing, `been_seen`), all
 * the way it now faces. Returns the steps (made, all 1, when one needs a second step).
 */
export function joinFear(level: Level, B: Bits, movers: number[], steps: number[] | null): number[] | null {
  const afraid = fearMovers(level, B, spareAfraid);
  const n = movers.length;
  let byAge = !reordered;
  for (let k = 1; byAge && k < n; k++) byAge = movers[k - 1] < movers[k]; // (CHILL holders follow the MOVE objects: chill.ts)
  for (let i = 0, j = 0; i < afraid.length; i++) {
    const id = afraid[i];
    const more = afraidSteps[i];
    if (!byAge)
      j = Math.max(0, movers.indexOf(id)); // (the MOVE objects by age, the fleeing ones not)
    else while (j < n && movers[j] < id) j++; // (both lists by age)
    if (j < n && movers[j] === id) {
      if (steps === null) steps = new Array<number>(n).fill(1);
      steps[j] += more;
      continue;
    }
    if (more > 1 && steps === null) steps = new Array<number>(n).fill(1);
    if (steps !== null) while (steps.length < movers.length) steps.push(1);
    movers.push(id);
    if (steps !== null) steps.push(more);
  }
  if (steps !== null) while (steps.length < movers.length) steps.push(1);
  return steps;
}

const spareAfraid: number[] = [];
// Whether the last `fearMovers` put its list out of age order (fear-order.ts).
let reordered = false;
// Per object `fearMovers` lists: its steps (move-count.ts `fearSteps`: one per listing of its FEAR rules).
const afraidSteps: number[] = [];
// Per object `fearMovers` lists: which conditional FEAR rules of its kind hold for it (fear-order.ts `heldFearRules`).
const afraidHeld: number[] = [];

/** The first object of a kind in `wants` on cell (x, y), or -1 (none, or off the grid). */
function fearedAt(level: Level, x: number, y: number, wants: readonly number[]): number {
  if (x < 0 || y < 0 || x >= level.width || y >= level.height) return -1;
  for (let o = level.head[y * level.width + x]; o >= 0; o = level.next[o])
    if (wants.includes(level.kind[o])) return o;
  return -1;
}
