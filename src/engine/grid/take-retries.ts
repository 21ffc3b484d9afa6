/**
 * One take's movers moving together (docs/rules.md §5.4; research §3): each tries one step along its
 * facing; while any moved, the blocked ones try again, until none moves. An object moves at most once a
 * take. A MOVE mover still blocked turns around and tries once more; a WEAK one left blocked is destroyed.
 */

import { DX, FACINGS, opposite } from "./facing";
import { freshLook } from "./move-cells";
import { dropOrigins, keepOrigins, keptPass, leaving } from "./move-ghosts";
import { movedSince, newMove, nextMoveMark, passBack, passOver, turnByMove } from "./move-marks";
import { PLANNED, plainMask, STEPPED, turnAndStep } from "./move-plain";
import { blocker, weakDeaths } from "./move-weak";
import { moveObject } from "./movement";
import type { Bits } from "./prop-bits";
import { propsOf } from "./props-of";
import type { DestroyHook, Level } from "./types";

/**
 * What the movers of a take still blocked after the retries do: MOVE's turn around and try once more
 * (research §3); SHIFT's stay.
 */
export type WhenBlocked = "turnAround" | "stay";

/**
 * One take: each mover tries one step along its facing (`facing`, per mover), in the given order; while
 * any moved, the blocked ones try again. `whenBlocked`: with "turnAround" (MOVE) the movers still
 * blocked then turn 180° and try once more, with the same retries, but only the first `turning` of the
 * list (the MOVE objects: the FEAR ones listed after them stay, fear.ts). An object moves at most once a take:
 * one pushed, pulled or swapped in it does not step (SpellGrid's rule: the game's pushed mover still
 * steps, docs/rules.md §5.4 _Real game: the rounds_), and a later mover passes over it (the game's
 * `movecommand` queues each move from where its object stood as the take began, and applies them all as
 * it ends). `heading`: -1, each steps along its facing; else every one steps that way (a facing) and keeps
 * its own (a NUDGE take; its steps are planned in full: move-plain.ts turns a mover to face its step).
 */
export function runTake(
  level: Level,
  movers: number[],
  whenBlocked: WhenBlocked,
  destroy: DestroyHook,
  B: Bits,
  turning = movers.length,
  heading = -1,
): void {
  const since = nextMoveMark();
  const pass = passOver(since); // (put back as the take ends: a hook's take may run inside this one)
  // MOVE's movers meet what left a cell sideways there (move-ghosts.ts; SHIFT's pass over it)
  const kept = whenBlocked === "turnAround" && keepOrigins(level, movers, since);
  try {
    takeFrom(level, movers, whenBlocked === "turnAround" ? turning : 0, destroy, B, since, heading);
  } finally {
    dropOrigins(kept);
    passBack(pass);
  }
}

/**
 * `runTake`'s tries and turns, its moves marked from `since` (the first `turning` movers turn around when
 * blocked); then the WEAK movers still blocked die.
 */
function takeFrom(
  level: Level,
  movers: number[],
  turning: number,
  destroy: DestroyHook,
  B: Bits,
  since: number,
  heading: number,
): void {
  let blocked = tryAll(level, movers, destroy, B, since, heading);
  if (turning > 0 && blocked.length > 0) {
    const root = level.journal?.root ?? null;
    // `blocked` keeps the list's order: walk the list alongside to stop at the first that stays
    const all = turning >= movers.length;
    for (let i = 0, j = 0; i < blocked.length; i++) {
      const id = blocked[i];
      if (!all) {
        while (j < movers.length && movers[j] !== id) j++;
        if (j >= turning) break;
      }
      if (level.alive[id]) turnByMove(level, id, opposite(level.facing[id]), root);
    }
    if (level.inForce.anyProps & B.STILL) blocked = turnedStill(level, blocked, movers, turning, B);
    blocked = tryAll(level, blocked, destroy, B, since, heading); // (those that stay are tried again too)
  }
  if (blocked.length > 0 && level.inForce.anyProps & B.WEAK) {
    // research §3: "a mover that is still blocked stays put. A WEAK one is destroyed instead"
    const weak: number[] = [];
    for (const id of blocked) if (level.alive[id] && propsOf(level, id) & B.WEAK) weak.push(id);
    for (const id of weak) if (level.alive[id]) weakDeaths(level, [id], blockedBy[id], destroy);
  }
}

/**
 * `blocked` but the movers among the first `turning` of `movers` (those that turned around) now STILL: a MOVE
 * object that became STILL during its take turns around but takes no step that way (the game's
 * `movecommand`, state 3: `updatedir`, then `cantmove` sets `skipthis`; stillness.ts).
 */
function turnedStill(
  level: Level,
  blocked: readonly number[],
  movers: readonly number[],
  turning: number,
  B: Bits,
): number[] {
  return blocked.filter((id) => (propsOf(level, id) & B.STILL) === 0 || movers.indexOf(id) >= turning);
}

/**
 * Per mover left blocked in the take running: what blocked it last (-1: the edge), for its WEAK death.
 * Scratch indexed by id, written for each mover as it is blocked, so nothing is cleared between takes.
 */
let blockedBy = new Int32Array(64);

const NONE: readonly number[] = Object.freeze([]);

/**
 * Tries each mover not moved since mark `since`, then the blocked ones again while any moved; returns
 * those still blocked (never to be changed).
 */
function tryAll(
  level: Level,
  ids: readonly number[],
  destroy: DestroyHook,
  B: Bits,
  since: number,
  heading: number,
): readonly number[] {
  let pending = ids;
  const planned = heading >= 0; // (a NUDGE mover: no step is plain)
  for (;;) {
    let blocked: number[] | null = null; // made for the first
    freshLook(level); // one look for the round: each step keeps the cells' counts (move-cells.ts)
    let plain = planned ? -1 : plainMask(level, B); // -1: no step is plain (read again after each hook)
    for (let i = 0; i < pending.length; i++) {
      const id = pending[i];
      if (!level.alive[id] || movedSince(id, since)) continue;
      newMove(level); // each mover steps in a move of its own: it may push one that already moved
      const f = planned ? heading : level.facing[id]; // (a mover already faces its step: turnAndStep's turn changes nothing)
      if (keptPass === since) leaving(level, id, DX[f]); // a plain step keeps no cell (move-ghosts.ts)
      const plainly = plain >= 0 ? turnAndStep(level, id, propsOf(level, id), f, plain, B) : PLANNED;
      if (plainly === STEPPED) continue;
      const moved =
        plainly === PLANNED && moveObject(level, id, FACINGS[f], B, destroy, planned ? level.facing[id] : -1);
      if (plainly === PLANNED && !planned) plain = plainMask(level, B);
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
