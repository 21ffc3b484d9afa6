/**
 * Hazards (docs/rules.md §5.5; wiki "SINK", "HOT", "MELT", "DEFEAT", "OPEN", "SHUT", "FLOAT", "Order of
 * Operations": "all objects destroyed in the same step are destroyed simultaneously"). Each hazard
 * sees only objects sharing a cell on the same float level (both FLOAT or both not), finds all its
 * victims, and hands them to the destroy hook at once before the next hazard runs. The order is
 * the state's `hazards` list. Properties are read from the state afresh for each hazard, so a hook
 * that reparses is seen by the next one.
 */

import { actsOn } from "../cond-acts";
import { placeWritesSoFar } from "../hash";
import { noteHazard } from "../journal-deaths";
import { type Bits, bitsOf } from "../prop-bits";
import { collectHaving, propsAmong } from "../props-of";
import { sinkWithSafe, unsafe } from "../safe";
import type { DestroyHook, HazardName, KillerName, Level } from "../types";
import { boomVictims } from "./boom";
import { donePhase } from "./done";
import { needMet, needsOf } from "./hazard-needs";
import { makePhase } from "./make";
import { morePhase } from "./more";
import { claim, countAt, freshSlotLook, maskAt, slotOf } from "./slots";
import { foundNothing, HAZARDS_STILL, stillNothing } from "./still";

type HazardFn = (level: Level, B: Bits) => readonly number[];

type OwnStep = Exclude<HazardName, KillerName>;

/** The steps that do not destroy: DONE takes objects off the board (done.ts), MORE and MAKE add (more.ts, make.ts). */
const OWN: Readonly<Record<OwnStep, (level: Level, B: Bits, destroy: DestroyHook) => void>> = {
  DONE: (level, _B, destroy) => donePhase(level, destroy),
  MORE: morePhase,
  MAKE: makePhase,
};

/** Whether step `name` does not destroy: it has a row of `OWN` (one property read). */
const isOwn = (name: HazardName): name is OwnStep =>
  (OWN as Partial<Record<HazardName, unknown>>)[name] !== undefined;

/**
 * Alive ids whose kind has any of `mask`, in age order: the first n (returned) of `HAVING`, scratch
 * (a hazard's finding runs no hook: its victims go to the hook after it returns).
 */
function having(level: Level, mask: number): number {
  return mask === 0 ? 0 : collectHaving(level, mask, HAVING);
}

const HAVING: number[] = [];
const SLOT: number[] = []; // scratch: one SINK slot's objects, when some kind may be SAFE

/** A hazard's victims so far: none yet (a list is made for the first). */
const NONE: readonly number[] = Object.freeze([]);

/** Alive ids whose kind has any of `mask` and whose slot (cell and float level) holds a `near` property. */
function havingNear(level: Level, B: Bits, mask: number, near: number): readonly number[] {
  freshSlotLook(level, near);
  let out = NONE;
  const n = having(level, mask);
  for (let i = 0; i < n; i++) {
    const id = HAVING[i];
    const m = alone(level, id) ? propsAmong(level, id, near) : maskAt(slotOf(level, id, B)) & near;
    if (m !== 0) (out === NONE ? (out = []) : (out as number[])).push(id);
  }
  return out;
}

/** Whether object `id` is alone on its cell (its slot holds it alone, and its company is its own properties). */
function alone(level: Level, id: number): boolean {
  const { next } = level;
  return next[id] < 0 && level.head[level.y[id] * level.width + level.x[id]] === id;
}

/**
 * The hazards by name, each reading its objects' company by slot (cell and float level, each
 * cell walked once: `slots.ts`). BOOM: boom.ts. SINK: a SINK object sharing its cell with another object destroys every
 * object there (itself included); with SAFE objects there, safe.ts `sinkWithSafe` says which go. HOT/MELT: MELT objects on a cell with a HOT object (one object
 * both HOT and MELT melts itself). DEFEAT: YOU objects on a cell with a DEFEAT object, or that are
 * DEFEAT. OPEN/SHUT: on a cell (and float level) holding an OPEN and a SHUT object, every SHUT object
 * goes, and with them one OPEN object of each OPEN kind, the oldest (all words are one kind, TEXT); an
 * object both OPEN and SHUT goes alone (the game's `block`, 2019 and current alike: each SHUT object takes,
 * for each OPEN rule, the first object of its kind on the cell, so every SHUT object takes the same one).
 */
export const HAZARDS: Readonly<Record<KillerName, HazardFn>> = {
  SINK(level, B) {
    freshSlotLook(level, 0);
    let out = NONE;
    const n = having(level, B.SINK);
    for (let i = 0; i < n; i++) {
      if (alone(level, HAVING[i])) continue; // (a slot of one object)
      const s = slotOf(level, HAVING[i], B);
      if (countAt(s) < 2 || !claim(s)) continue;
      const float = s & 1 ? B.FLOAT : 0;
      const safe = (level.inForce.anyProps & B.SAFE) !== 0; // then the slot is gathered first (safe.ts)
      if (safe) SLOT.length = 0;
      for (let o = level.head[s >> 1]; o >= 0; o = level.next[o])
        if (propsAmong(level, o, B.FLOAT) !== float) continue;
        else if (safe) SLOT.push(o);
        else (out === NONE ? (out = []) : (out as number[])).push(o);
      if (safe) sinkWithSafe(level, SLOT, SLOT.length, B, out === NONE ? (out = []) : (out as number[]));
    }
    return out;
  },
  BOOM: boomVictims,
  WEAK(level, B) {
    freshSlotLook(level, 0);
    let out = NONE;
    const n = having(level, B.WEAK);
    for (let i = 0; i < n; i++)
      if (!alone(level, HAVING[i]) && countAt(slotOf(level, HAVING[i], B)) > 1)
        (out === NONE ? (out = []) : (out as number[])).push(HAVING[i]);
    return out;
  },
  EAT(level, B) {
    const out = new Set<number>();
    const { eat } = level.inForce.verbs;
    const cond = level.inForce.condVerbs?.eat ?? null; // conditional EAT (§5.8), read as the step finds the board
    for (let id = 0; id < level.nextId; id++) {
      if (!level.alive[id]) continue;
      const eats = cond === null ? eat[level.kind[id]] : actsOn(level, id, "eat");
      if (eats.length === 0) continue;
      const float = propsAmong(level, id, B.FLOAT);
      for (let o = level.head[level.y[id] * level.width + level.x[id]]; o >= 0; o = level.next[o])
        if (o !== id && propsAmong(level, o, B.FLOAT) === float && eats.includes(level.kind[o])) out.add(o);
    }
    return [...out];
  },
  "HOT/MELT"(level, B) {
    return havingNear(level, B, B.MELT, B.HOT);
  },
  DEFEAT(level, B) {
    return havingNear(level, B, B.YOU, B.DEFEAT);
  },
  "OPEN/SHUT"(level, B) {
    freshSlotLook(level, B.OPEN | B.SHUT);
    const out: number[] = [];
    const taken = new Set<number>(); // per slot and OPEN kind (`slot × kinds + kind`): its one OPEN object found
    const { kind, kinds } = level;
    const n = having(level, B.OPEN | B.SHUT);
    for (let i = 0; i < n; i++) {
      const id = HAVING[i];
      const s = slotOf(level, id, B);
      const m = maskAt(s);
      if (!(m & B.OPEN) || !(m & B.SHUT)) continue;
      const p = propsAmong(level, id, B.OPEN | B.SHUT);
      let victim = (p & B.SHUT) !== 0;
      if (p & B.OPEN) {
        const at = s * kinds.names.length + Math.min(kind[id], kinds.firstText);
        if (!taken.has(at)) {
          taken.add(at);
          victim = true;
        }
      }
      if (victim) out.push(id);
    }
    return out;
  },
};

/**
 * The hazard phase: the state's hazards in order, each handing its victims to `destroy` at once (each
 * victim's death recorded first, with its cause, when the level keeps a journal).
 */
export function hazardsPhase(level: Level, destroy: DestroyHook): void {
  const h = level.inForce.hosted; // (a conditional rule of a listed property, DONE's, reads the turn too)
  const plain = level.inForce.cond === null && (h === null || h.cond === null); // (then nothing read depends on the turn: still.ts)
  if (plain && stillNothing(level, HAZARDS_STILL)) return;
  const B = bitsOf(level.lexicon);
  const list = level.hazards;
  const needs = needsOf(list, B, level.lexicon);
  const places = placeWritesSoFar();
  let found0 = false;
  for (let i = 0; i < list.length; i++) {
    const name = list[i];
    if (!needMet(level, needs, i)) continue;
    if (isOwn(name)) {
      OWN[name](level, B, destroy);
      continue;
    }
    const found = unsafe(level, HAZARDS[name](level, B), B); // a SAFE object is no victim (safe.ts)
    if (found.length === 0) continue;
    const victims = byAge(found as number[]); // (a list found is the finder's new one)
    found0 = true;
    if (level.journal) noteHazard(level, name, victims);
    destroy(level, victims);
  }
  if (plain && !found0 && placeWritesSoFar() === places) foundNothing(level, HAZARDS_STILL); // (none made either)
}

/** Sorts ids in place, oldest first: by insertion for a few (no comparator call, nothing allocated). */
function byAge(ids: number[]): number[] {
  if (ids.length > 16) return ids.sort((a, b) => a - b);
  for (let i = 1; i < ids.length; i++) {
    const id = ids[i];
    let j = i - 1;
    for (; j >= 0 && ids[j] > id; j--) ids[j + 1] = ids[j];
    ids[j + 1] = id;
  }
  return ids;
}
