/**
 * FALL (docs/rules.md §5.5; research §4 step 6): after the conversions, each FALL object drops straight
 * down, the lowest first (so a column of FALL objects lands as a stack of its own), keeping its facing
 * and pushing nothing. The game's `fallblock` asks movement's own `check` about the cell below and hands
 * what it finds to `move`, so each cell below is met as movement meets it:
 * - the edge, or an object solid to the fall, stops it: a PUSH object, or a STOP or PULL one that is not
 *   WEAK, and never a SWAP one (it stands aside); nothing else happens then;
 * - otherwise an object there on the faller's float level that is its OPEN/SHUT partner (the oldest, if
 *   several) is destroyed with the faller, which never enters the cell (`move`'s "lock" deletes both and
 *   the faller is gone);
 * - otherwise the faller enters: first every object there it EATs is destroyed (`move`'s "eat"), and once
 *   it is in, every WEAK object there, whatever its float level (the current game's `fallblock` deletes
 *   each "weak" special as the faller arrives); then it falls on.
 * A PHANTOM faller reads nothing below (`check` asks PHANTOM, move-phantom.ts): it drops to the edge.
 * STILL is read only below, as `check` reads it (stillness.ts `asObstacle`: a STILL SWAP object is solid when
 * STOP, PUSH or PULL); a STILL faller falls (the game's `fallblock` asks nothing of the faller).
 * A SAFE object is none of these deaths (safe.ts): a SAFE faller opens its partner and falls on, a SAFE
 * partner stays and only the faller goes, and a SAFE object is neither eaten nor a WEAK victim.
 * An object the faller eats is eaten before it meets a partner (SpellGrid's order: the game takes the
 * cell's objects in the order they arrived on it). Each death goes through the destroy hook (what it HAS
 * is left) and, with a journal, is one record at the top level of the step (a fall has no move record).
 */

import { shiftObject } from "../board";
import { actsOn, mayAct } from "../cond-acts";
import { noteContact, noteEatenOnContact, noteWeak } from "../journal-deaths";
import { byLead } from "../move-order";
import { meet } from "../move-pairs";
import { type Bits, bitsOf } from "../prop-bits";
import { collectHaving, mayHave, propsOf } from "../props-of";
import { isSafe, unsafe } from "../safe";
import { asObstacle } from "../stillness";
import type { DestroyHook, Level, RuleState, TurnInput } from "../types";

/** Whether the FALL phase can act under the rules `f`: some kind may be FALL. */
export const fallActs = (f: RuleState, B: Bits): boolean => (f.anyProps & B.FALL) !== 0;

/** The `fall` phase: every FALL object drops as far as it can, the lowest first. */
export function fallPhase(level: Level, _input: TurnInput, destroy: DestroyHook): void {
  const B = bitsOf(level.lexicon);
  if (!fallActs(level.inForce, B) || !mayHave(level, B.FALL)) return; // no object on the grid can be FALL
  const fallers: number[] = []; // its own: a destroy hook may play a step of this level meanwhile
  fallers.length = collectHaving(level, B.FALL, fallers); // (oldest first)
  byLead(level, fallers, 0, 1); // the lowest first (furthest ahead downwards), ties oldest first
  for (const id of fallers) while (level.alive[id] && fallOnce(level, id, B, destroy));
}

const BLOCKED = 0;
const FREE = 1;
const SPECIAL = 2;

/**
 * One cell of `id`'s fall (see the file comment): whether it entered the cell below (and may fall on).
 * A cell holding nothing it meets in a special way is entered at once.
 */
function fallOnce(level: Level, id: number, B: Bits, destroy: DestroyHook): boolean {
  const y = level.y[id] + 1;
  if (y >= level.height) return false;
  const pm = propsOf(level, id);
  const cell = y * level.width + level.x[id];
  const what = pm & B.PHANTOM ? FREE : below(level, id, pm, cell, B); // PHANTOM: nothing below is read
  if (what === BLOCKED) return false;
  if (what === SPECIAL) return meetBelow(level, id, pm, cell, B, destroy);
  shiftObject(level, id, 0, 1);
  return true;
}

/** What the cell below holds for the faller `id` (props `pm`): something solid, nothing special, or a special. */
function below(level: Level, id: number, pm: number, cell: number, B: Bits): number {
  let what = FREE;
  for (let o = level.head[cell]; o >= 0; o = level.next[o]) {
    const p = propsOf(level, o);
    if (partners(pm, p, B) || eats(level, id, o)) what = SPECIAL;
    else if (solidToFall(asObstacle(p, B), B))
      return BLOCKED; // (STILL: stillness.ts)
    else if (p & B.WEAK) what = SPECIAL;
  }
  return what;
}

/** The faller `id` meets the cell below, which holds a partner, something it eats or something WEAK. */
function meetBelow(
  level: Level,
  id: number,
  pm: number,
  cell: number,
  B: Bits,
  destroy: DestroyHook,
): boolean {
  let partner = -1;
  const eaten: number[] = [];
  const weak: number[] = [];
  for (let o = level.head[cell]; o >= 0; o = level.next[o]) {
    const p = propsOf(level, o);
    if (partners(pm, p, B)) {
      if (partner < 0 || o < partner) partner = o;
    } else if (eats(level, id, o)) eaten.push(o);
    else if (p & B.WEAK) weak.push(o);
  }
  eaten.sort(ascending);
  for (const o of eaten) {
    if (!level.alive[o] || !level.alive[id]) continue;
    if (level.journal) noteEatenOnContact(level, id, o, 0);
    destroy(level, [o]);
  }
  if (!level.alive[id]) return false;
  if (partner >= 0 && level.alive[partner]) {
    const dying = unsafe(level, [id, partner], B); // (never both SAFE: `partners`)
    if (level.journal) noteContact(level, id, partner, 0, dying);
    destroy(level, dying);
    if (!level.alive[id]) return false;
    shiftObject(level, id, 0, 1); // a SAFE faller opens its partner and falls on (fallblock: not `gone`)
    return true;
  }
  shiftObject(level, id, 0, 1);
  const victims: number[] = [];
  for (const o of weak) if (level.alive[o] && !isSafe(level, o, B)) victims.push(o);
  if (victims.length > 0) {
    victims.sort(ascending);
    if (level.journal) noteWeak(level, victims, id, 0);
    destroy(level, victims);
  }
  return true;
}

const ascending = (a: number, b: number): number => a - b;

/** Whether a faller of props `pm` and an object of props `p` are OPEN/SHUT partners on one float level. */
const partners = meet; // (OPEN with SHUT, one float level, not both SAFE: move-pairs.ts)

/** Whether the faller `id` EATs `o`'s kind (`X EAT Y`, whatever their float levels, as movement's `check`). */
function eats(level: Level, id: number, o: number): boolean {
  if (!mayAct(level.inForce, "eat") || isSafe(level, o, bitsOf(level.lexicon))) return false; // a SAFE object is not eaten
  return actsOn(level, id, "eat").includes(level.kind[o]); // (conditions read as it meets the cell: §5.8)
}

/** Whether an object of properties `p` stops a fall (see the file comment). */
const solidToFall = (p: number, B: Bits): boolean =>
  (p & B.SWAP) === 0 && ((p & B.PUSH) !== 0 || ((p & (B.STOP | B.PULL)) !== 0 && (p & B.WEAK) === 0));
