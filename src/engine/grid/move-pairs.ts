/**
 * OPEN and SHUT on contact (docs/rules.md §5.4): which mover of a push chain's front meets which OPEN/SHUT
 * object, and the pairs' destruction right after the move that made them meet.
 */

import { actsOn, mayAct } from "./cond-acts";
import type { CondVerbs } from "./cond-verbs";
import { noteContact, noteEatenOnContact } from "./journal-deaths";
import { freshLook } from "./move-cells";
import type { Bits } from "./prop-bits";
import { propsOf } from "./props-of";
import { unsafe } from "./safe";
import type { DestroyHook, Level, VerbTable } from "./types";

/**
 * Each OPEN/SHUT pair a move made meet goes to `destroy`, right after that move, and each object a mover
 * ate as it entered (a pair whose mover is written `~id`) goes alone (docs/rules.md §5.4).
 */
export function openPairs(level: Level, pairs: readonly number[], destroy: DestroyHook, B: Bits): void {
  for (let i = 0; i < pairs.length; i += 2) {
    const eaten = pairs[i] < 0;
    if (!level.alive[eaten ? ~pairs[i] : pairs[i]] || !level.alive[pairs[i + 1]]) continue;
    const dying = eaten ? [pairs[i + 1]] : unsafe(level, [pairs[i], pairs[i + 1]], B); // (never both SAFE: `meet`)
    if (level.journal)
      if (eaten) noteEatenOnContact(level, ~pairs[i], pairs[i + 1]);
      else noteContact(level, pairs[i], pairs[i + 1], 1, dying);
    const [props, objects] = [level.inForce.props, level.nextId];
    destroy(level, dying);
    if (level.inForce.props !== props || level.nextId !== objects) freshLook(level);
  }
}

/**
 * The OPEN/SHUT pairing of the move being planned (scratch: `stepObject` is not re-entered): its front,
 * `chain[start…end)` (the last link pushed, or the mover), the objects of the cell ahead that the front
 * meets (`MET`, paired when the front is done), the movers paired so far (marked with the pairing's
 * number), and per kind of object met (OPEN, SHUT, both; floating or not) whether the front meets it and
 * how far along the front its search has gone. A mover passed over by a kind never meets that kind, so
 * each search resumes where it stopped.
 */
let front: readonly number[] = [];
let start = 0;
let end = 0;
const from = new Int32Array(8);
const metKind = new Int8Array(8); // 0: not asked yet for this front, 1: met by every mover, -1: not
const MET: number[] = [];
const EATEN: number[] = []; // the objects of the cell ahead that every mover of the front eats
let pairs: number[] | null = null; // the pairs of the move, a new list (a hook's move inside its destroy gets its own)
let takenIn = new Int32Array(64);
let pairing = 0;

/** Starts the pairing of a move whose front is `chain[s…e)`: no mover taken yet. */
export function startPairing(level: Level, chain: readonly number[], s: number, e: number): void {
  if (takenIn.length < level.nextId) takenIn = new Int32Array(level.nextId * 2);
  if (++pairing === 2 ** 30) {
    pairing = 1; // numbers are reused: forget which movers earlier pairings took
    takenIn.fill(0);
  }
  front = chain;
  pairs = null;
  MET.length = 0;
  EATEN.length = 0;
  setFront(s, e);
}

function setFront(s: number, e: number): void {
  start = s;
  end = e;
  from.fill(0);
  metKind.fill(0);
}

/** `po`'s kind of OPEN/SHUT object: OPEN, SHUT or both, floating or not. */
const kindOf = (po: number, B: Bits): number =>
  (po & B.OPEN ? 1 : 0) | (po & B.SHUT ? 2 : 0) | (po & B.FLOAT ? 4 : 0);

/**
 * Whether the mover with props `pm` meets an object with props `po`: OPEN with SHUT, on one float level,
 * not both SAFE (the game's `check`: a partner is a "lock" unless both are SAFE; safe.ts).
 */
export const meet = (pm: number, po: number, B: Bits): boolean =>
  ((pm & B.OPEN && po & B.SHUT) !== 0 || (pm & B.SHUT && po & B.OPEN) !== 0) &&
  (pm & B.FLOAT) === (po & B.FLOAT) &&
  (pm & po & B.SAFE) === 0;

/**
 * Whether every mover of the front meets the OPEN/SHUT object `o` (props `po`) of the cell ahead; if so `o`
 * is kept to be paired and is no obstacle, however many such objects the cell holds (the game's `check`
 * makes every partner on the cell a "lock", not solid, for each mover; its `move` destroys the mover with
 * the first one only, so an OPEN object pushed into two stacked SHUT STOP objects goes in and opens one).
 * A mover of the front that does not meet it finds it in its way as its other properties say: a STOP one
 * blocks the whole chain, a PUSH one is pushed on (and, gone from the cell, opens nothing).
 */
export function metByFront(level: Level, o: number, po: number, B: Bits): boolean {
  const k = kindOf(po, B);
  if (metKind[k] === 0) {
    metKind[k] = po & (B.OPEN | B.SHUT) ? 1 : -1;
    for (let i = start; i < end; i++) if (!meet(propsOf(level, front[i]), po, B)) metKind[k] = -1;
  }
  if (metKind[k] > 0) MET.push(o);
  else if ((po & B.SAFE) === 0 && eatenByFront(level, o))
    EATEN.push(o); // (a SAFE object is not eaten: safe.ts)
  else return false;
  return true;
}

/**
 * EAT on contact (the game's `check` makes an object its mover eats an "eat", not solid, whatever their
 * float levels, and its `move` destroys it): whether every mover of the front eats `o`'s kind.
 */
function eatenByFront(level: Level, o: number): boolean {
  const { eat, any } = level.inForce.verbs;
  const cond = level.inForce.condVerbs?.eat ?? null; // each mover's conditional EAT read as it reaches `o`
  if (cond === null && !any) return false;
  for (let i = start; i < end; i++) {
    const eats = cond === null ? eat[level.kind[front[i]]] : actsOn(level, front[i], "eat");
    if (!eats.includes(level.kind[o])) return false;
  }
  return end > start;
}

let lastVerbs: VerbTable | null = null;
let lastCond: CondVerbs | null = null;
let lastEats = false;

/** Whether a rule in force makes some kind EAT (with conditions or not): then an object met may be eaten rather than in the way. */
export function mayEat(level: Level): boolean {
  const { verbs, condVerbs } = level.inForce;
  if (verbs !== lastVerbs || condVerbs !== lastCond) {
    lastVerbs = verbs; // the tables are immutable, shared by every parse that compiled the same rules
    lastCond = condVerbs;
    lastEats = mayAct(level.inForce, "eat");
  }
  return lastEats;
}

/** The chain was pushed one link further: the front met so far is paired, and the front is now `chain[s…e)`. */
export function nextFront(level: Level, B: Bits, s: number, e: number): void {
  pairMet(level, B);
  setFront(s, e);
}

/** The pairs the move made meet (a flat list, mover then object), once the last front is paired. */
export function pairsOfMove(level: Level, B: Bits): readonly number[] {
  pairMet(level, B);
  return pairs ?? NONE;
}

const NONE: readonly number[] = Object.freeze([]);
const byId = (a: number, b: number): number => a - b;

/**
 * Pairs the objects the front met, oldest first, each with the oldest mover of the front not yet paired
 * that meets it (the game moves a cell's objects in the order they arrived on it, so of two OPEN objects
 * placed on one cell the first placed opens the SHUT one; SpellGrid takes age for that order).
 */
function pairMet(level: Level, B: Bits): void {
  if (MET.length === 0) {
    pairEaten();
    return;
  }
  if (MET.length > 1) MET.sort(byId);
  MOVERS.length = 0;
  for (let i = start; i < end; i++) MOVERS.push(front[i]);
  if (MOVERS.length > 1) MOVERS.sort(byId);
  for (const o of MET) {
    const po = propsOf(level, o);
    const k = kindOf(po, B);
    for (let i = from[k]; i < MOVERS.length; i++) {
      const m = MOVERS[i];
      from[k] = i + 1;
      if (meet(propsOf(level, m), po, B) && takenIn[m] !== pairing) {
        takenIn[m] = pairing;
        (pairs ??= []).push(m, o);
        break;
      }
    }
  }
  MET.length = 0;
  pairEaten();
}

/** Each object the front eats, with the front's first mover as its eater. */
function pairEaten(): void {
  for (const o of EATEN) (pairs ??= []).push(~front[start], o);
  EATEN.length = 0;
}

const MOVERS: number[] = []; // scratch for `pairMet`: the front's movers, oldest first
