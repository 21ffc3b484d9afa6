/**
 * FOLLOW (docs/rules.md §5.5; the game's `moveblock`, first of its steps after the conversions, as its
 * 2019 script plays it): each object whose kind follows some kinds (`X FOLLOW Y`, `VerbTable.follow`)
 * turns to face the nearest object of them, by Manhattan distance; of several as near, the first of
 * its FOLLOW rules' targets in the order of those rules, then the oldest (follow-order.ts); an object
 * of them on its own cell is at distance 0 (it faces down, as the game's script turns it). It faces along the column when the target is at least as far up or down as across
 * (down when level or below), else along the row. With no such object on the grid it keeps its facing;
 * it never follows itself, and a SLEEP object is not turned (the game's `moveblock` skips it: `issleep`). A level with a journal records each change as `Turned`, caused by the
 * FOLLOW rule that names the target's kind.
 */
import { turnObject } from "../board";
import { actsOn, actVerb, mayAct } from "../cond-acts";
import { firstTarget } from "../follow-order";
import { noteVerbTurn } from "../journal-verbs";
import { bitsOf } from "../prop-bits";
import { propsAmong } from "../props-of";
import type { Level, RuleState } from "../types";

/** Whether the phase can act under the rules `f`: some kind follows another. */
export const followActs = (f: RuleState): boolean => mayAct(f, "follow");

/** The `follow` phase (see the file comment): the followers in age order. */
export function followPhase(level: Level): void {
  if (!followActs(level.inForce)) return;
  const { alive, kind, nextId } = level;
  const { follow } = level.inForce.verbs;
  const cond = level.inForce.condVerbs?.follow ?? null; // conditional FOLLOW (§5.8)
  const sleep = bitsOf(level.lexicon).SLEEP & level.inForce.anyProps; // (0 unless some kind may be SLEEP)
  for (let id = 0; id < nextId; id++) {
    if (!alive[id]) continue;
    const wants = cond === null ? follow[kind[id]] : actsOn(level, id, "follow"); // read as the phase reaches it
    if (wants.length === 0) continue;
    if (sleep !== 0 && propsAmong(level, id, sleep) !== 0) continue;
    const target = nearest(level, id, wants);
    if (target < 0) continue;
    const dx = level.x[target] - level.x[id];
    const dy = level.y[target] - level.y[id];
    const to = Math.abs(dx) <= Math.abs(dy) ? (dy >= 0 ? 3 : 1) : dx > 0 ? 0 : 2; // FACINGS: right, up, left, down
    const was = level.facing[id];
    if (was === to) continue;
    const verb = level.journal ? actVerb(level, id, "follow", kind[target], "FOLLOW") : ""; // before it turns
    turnObject(level, id, to);
    if (level.journal) noteVerbTurn(level, id, target, was, verb);
  }
}

/**
 * The nearest object of a kind in `wants` but `id` itself (Manhattan), or -1: of several as near, the
 * oldest, unless they are of two kinds, when the follower's FOLLOW rules' order decides (follow-order.ts).
 */
function nearest(level: Level, id: number, wants: readonly number[]): number {
  const { alive, kind, nextId } = level;
  const x = level.x[id];
  const y = level.y[id];
  let best = -1;
  let far = Number.MAX_SAFE_INTEGER;
  let kinds = false; // whether an object of another kind is as near as `best`
  for (let o = 0; o < nextId; o++) {
    if (o === id || !alive[o] || !wants.includes(kind[o])) continue;
    const d = Math.abs(level.x[o] - x) + Math.abs(level.y[o] - y);
    if (d < far) {
      far = d;
      best = o;
      kinds = false;
    } else if (d === far && kind[o] !== kind[best]) kinds = true;
  }
  return kinds ? firstTarget(level, id, wants, far) : best;
}
