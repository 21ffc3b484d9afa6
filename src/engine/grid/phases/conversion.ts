/**
 * Conversion (docs/rules.md §5.5; docs/api.md M9; wiki "IS"): every object named by a rule in force `X IS Y`
 * (Y a noun naming things) becomes a Y in place, keeping its id and age; with several Ys it becomes
 * the first and each other Y is a new object on its cell, the newest. `X IS X` blocks it (settled
 * at resolution). An object named by `X IS NOT X` is deleted through the destroy hook, once for
 * all of them, leaving nothing it HAS (the game removes it without its `delete`, which alone leaves
 * HAS items), and all its Ys appear as new objects. Everything is decided from the board as
 * movement left it: objects the phase adds are not converted again. An object that keeps its kind
 * (`keepKind`: SpellGrid's minions) is never converted and adds no Ys; `X IS NOT X` still deletes it.
 * `X IS EMPTY` deletes like `X IS NOT X`; `EMPTY IS X` fills the empty cells, and `EMPTY <cond> IS X`
 * those its conditions hold on (fill.ts). Conditional conversions (docs/rules.md §5.8, cond-convert.ts)
 * are tested per object in the same pass, so every condition reads the board before any object changes,
 * as the game's `convert()` queues its changes.
 */
import { addObject, setKind } from "../board";
import { ALL_OF, type CondConversion, condConverter, condTargets, NOT_ALL } from "../cond-convert";
import { goneNow } from "../cond-empty";
import { type Change, conversionCauses, noteConversions } from "../journal-conversion";
import { checkRoom, roomLeft, roughRoom } from "../room";
import type { DestroyHook, Level, RuleState } from "../types";
import { emptyCells, fillCells, fillPlan, fillPlanned } from "./fill";
import { fillsAll } from "./fill-all";
import { withoutItems } from "./spawns";

const NONE: readonly number[] = [];
/** No conditional fills (`EMPTY IS ALL` alone plans its fills: fill-all.ts). */
const NO_FILLS: readonly CondConversion[] = [];

// The thing kinds on the grid as the phase found them (what `X IS ALL` names: research §6), listed when an
// object first asks in the phase (null: not yet); the phase changes the board only after its last ask.
let present: number[] | null = null;

/** The thing kinds on the grid (`present`, listed at the first ask of the phase). */
function thingsPresent(level: Level): readonly number[] {
  if (present !== null) return present;
  present = [];
  for (let k = 0; k < level.kinds.firstText; k++) if (level.count[k] > 0) present.push(k);
  return present;
}

/**
 * An object's conversion targets, with `X IS ALL` (research §6): the object stays (its own kind
 * first) and one of every other thing kind present joins it, where its cell holds none yet.
 */
function withAll(level: Level, id: number, targets: readonly number[]): readonly number[] {
  const k = level.kind[id];
  const cond = level.inForce.condConvert; // a conditional X IS ALL that holds for it (docs/rules.md §5.8)
  const all =
    (level.inForce.verbs.spawnAll[k] === 1 || (cond !== null && condConverter(level, id, ALL_OF) !== null)) &&
    !(cond !== null && condConverter(level, id, NOT_ALL) !== null); // (a conditional X IS NOT ALL that holds)
  if (!all || level.kinds.isText[k]) return targets;
  const out = targets.length > 0 ? [...targets] : [k];
  for (const p of thingsPresent(level)) {
    if (out.includes(p)) continue;
    let there = false;
    for (let o = level.head[level.y[id] * level.width + level.x[id]]; o >= 0 && !there; o = level.next[o])
      there = level.kind[o] === p;
    if (!there) out.push(p);
  }
  return out.length === 1 && out[0] === k ? NONE : out;
}

/** The conversion phase (see the file comment); recorded with its rules when the level keeps a journal. */
export function convertPhase(level: Level, destroy: DestroyHook): void {
  const { count, keepsKind } = level;
  const { convert, erase, condConvert } = level.inForce;
  if (!level.inForce.converts) return; // no rule converts, deletes, fills or spawns (compile.ts)
  let any = level.inForce.fill.length > 0 || (condConvert !== null && condConvert.empty !== null);
  const acting = level.inForce.converting;
  for (let i = 0; i < acting.length && !any; i++) any = count[acting[i]] > 0;
  if (!any) return;
  present = null;
  const end = level.nextId;
  let deleted: number[] | null = null; // made for the first (it goes to the hook)
  let nc = 0; // the first nc of CHANGED: id, then its new kind
  let na = 0; // the first na of ADDED: kind, x, y, facing of each new object
  const changes: Change[] | null = level.journal ? [] : null;
  const extra: number[][] | null = changes && []; // with a journal: each change's further targets
  const acts = actingKinds(level.inForce);
  let room = roughRoom(level);
  for (let id = 0; id < end; id++) {
    if (!level.alive[id]) continue;
    const k = level.kind[id];
    if (acts[k] === 0) continue; // its kind is left as it is
    const conditional = condConvert !== null && condConvert.byKind[k].length > 0; // §5.8
    const base = conditional && keepsKind[id] !== 1 ? condTargets(level, id, convert[k]) : convert[k];
    const targets = keepsKind[id] === 1 ? NONE : withAll(level, id, base);
    const gone = conditional ? goneNow(level, id) : erase[k] !== 0; // (cond-empty.ts)
    const first = gone ? 0 : 1; // the targets that are new objects start here
    if (gone) (deleted ??= []).push(id);
    else if (targets.length > 0) {
      CHANGED[nc++] = id;
      CHANGED[nc++] = targets[0];
    } else continue;
    for (let i = first; i < targets.length; i++) {
      ADDED[na++] = targets[i]; // facing kept (research §8, scenario 24)
      ADDED[na++] = level.x[id];
      ADDED[na++] = level.y[id];
      ADDED[na++] = level.facing[id];
    }
    if (na > room * 4) room = roomLeft(level, na / 4, "step: the conversion"); // room.ts
    if (changes && extra) {
      changes.push({ id, to: first === 0 ? -1 : targets[0], added: [] });
      extra.push(targets.slice(first));
    }
  }
  const fills = condConvert?.empty ?? null; // EMPTY <cond> IS Y (docs/rules.md §5.8)
  if (nc === 0 && na === 0 && deleted === null && fills === null && level.inForce.fill.length === 0) return; // (nothing to do)
  const plan = fills !== null || fillsAll(level, null) ? fillPlan(level, fills ?? NO_FILLS) : null; // (ALL: fill-all.ts)
  const empties = plan === null ? emptyCells(level) : NONE;
  const toFill = plan !== null ? plan.length / 3 : empties.length * level.inForce.fill.length;
  checkRoom(level, na / 4 + toFill, "step: the conversion");
  const causes = changes && extra && conversionCauses(level, changes, extra);
  const from = changes ? changes.map((c) => level.kind[c.id]) : NONE;
  for (let i = 0; i < nc; i += 2) setKind(level, CHANGED[i], CHANGED[i + 1]);
  const ids: number[] | null = changes ? [] : null; // with a journal: the new objects
  for (let i = 0; i < na; i += 4) {
    const id = addObject(level, ADDED[i], ADDED[i + 1], ADDED[i + 2], ADDED[i + 3]);
    ids?.push(id);
  }
  if (changes && extra && causes && ids) {
    let next = 0;
    for (let i = 0; i < changes.length; i++)
      for (let n = 0; n < extra[i].length; n++) changes[i].added.push(ids[next++]);
    noteConversions(level, changes, from, causes);
  }
  if (plan !== null) fillPlanned(level, plan, fills ?? NO_FILLS);
  else fillCells(level, empties);
  if (deleted !== null) withoutItems(destroy)(level, deleted); // no HAS items (spawns.ts)
}

// The rules record `acts` was made for, and per kind 1 when conversion acts on its objects (`converting`).
let actsFor: RuleState | null = null;
let acts = new Uint8Array(0);

/** Per kind, 1 when the rules `f` convert, delete or spawn from its objects (its `converting` kinds), one byte each. */
export function actingKinds(f: RuleState): Uint8Array {
  if (f === actsFor) return acts;
  const n = f.convert.length;
  if (acts.length < n) acts = new Uint8Array(n * 2);
  acts.fill(0);
  for (const k of f.converting) acts[k] = 1;
  actsFor = f;
  return acts;
}

// Scratch for `convertPhase` (it runs no hook until its last line, after it is done with them).
const CHANGED: number[] = [];
const ADDED: number[] = [];
