/**
 * Conversion (docs/rules.md §5.5; docs/api.md M9; wiki "IS"): every object named by a rule in force `X IS Y`
 * (Y a noun naming things) becomes a Y in place, keeping its id and age; with several Ys it becomes
 * the first and each other Y is a new object on its cell, the newest. `X IS X` blocks it (settled
 * at resolution). An object named by `X IS NOT X` is deleted through the destroy hook, once for
 * all of them, and all its Ys appear as new objects. Everything is decided from the board as
 * movement left it: objects the phase adds are not converted again. An object that keeps its kind
 * (`keepKind`: SpellGrid's minions) is never converted and adds no Ys; `X IS NOT X` still deletes it.
 * `X IS EMPTY` deletes like `X IS NOT X`; `EMPTY IS X` fills the empty cells (fill.ts).
 */
import { addObject, checkRoom, setKind } from "../board";
import { type Change, conversionCauses, noteConversions } from "../journal-conversion";
import type { DestroyHook, Level } from "../types";
import { emptyCells, fillCells } from "./fill";

const NONE: readonly number[] = [];

/** The thing kinds on the grid (what `X IS ALL` names: research §6). */
function thingsPresent(level: Level): number[] {
  const out: number[] = [];
  for (let k = 0; k < level.kinds.firstText; k++) if (level.count[k] > 0) out.push(k);
  return out;
}

/**
 * An object's conversion targets, with `X IS ALL` (research §6): the object stays (its own kind
 * first) and one of every other thing kind present joins it, where its cell holds none yet.
 */
function withAll(
  level: Level,
  id: number,
  targets: readonly number[],
  present: readonly number[],
): readonly number[] {
  const k = level.kind[id];
  if (level.inForce.verbs.spawnAll[k] !== 1 || level.kinds.isText[k]) return targets;
  const out = targets.length > 0 ? [...targets] : [k];
  for (const p of present) {
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
  const { convert, erase } = level.inForce;
  const { spawnAll } = level.inForce.verbs;
  if (!level.inForce.converts) return; // no rule converts, deletes, fills or spawns (compile.ts)
  let any = level.inForce.fill.length > 0;
  const acting = level.inForce.converting;
  for (let i = 0; i < acting.length && !any; i++) any = count[acting[i]] > 0;
  if (!any) return;
  const present = level.inForce.verbs.any ? thingsPresent(level) : NONE;
  const end = level.nextId;
  const deleted: number[] = [];
  const changed: number[] = [];
  const added: number[] = [];
  const changes: Change[] | null = level.journal ? [] : null;
  const extra: number[][] = []; // with a journal: each change's further targets
  for (let id = 0; id < end; id++) {
    if (!level.alive[id]) continue;
    const k = level.kind[id];
    if (convert[k].length === 0 && !erase[k] && spawnAll[k] !== 1) continue; // its kind is left as it is
    const targets = keepsKind[id] === 1 ? NONE : withAll(level, id, convert[k], present);
    if (erase[k]) {
      deleted.push(id);
      for (const t of targets) added.push(t, level.x[id], level.y[id], level.facing[id]);
      if (changes) {
        changes.push({ id, to: -1, added: [] });
        extra.push([...targets]);
      }
    } else if (targets.length > 0) {
      for (let i = 1; i < targets.length; i++)
        added.push(targets[i], level.x[id], level.y[id], level.facing[id]); // facing kept (research §8, scenario 24)
      changed.push(id, targets[0]);
      if (changes) {
        changes.push({ id, to: targets[0], added: [] });
        extra.push(targets.slice(1));
      }
    }
  }
  const empties = emptyCells(level);
  checkRoom(level, added.length / 4 + empties.length * level.inForce.fill.length, "step: the conversion");
  const causes = changes && conversionCauses(level, changes, extra);
  const from: number[] = [];
  if (changes) for (const c of changes) from.push(level.kind[c.id]);
  for (let i = 0; i < changed.length; i += 2) setKind(level, changed[i], changed[i + 1]);
  const ids: number[] = [];
  for (let i = 0; i < added.length; i += 4)
    ids.push(addObject(level, added[i], added[i + 1], added[i + 2], added[i + 3]));
  if (changes && causes) {
    let next = 0;
    for (let i = 0; i < changes.length; i++)
      for (let n = 0; n < extra[i].length; n++) changes[i].added.push(ids[next++]);
    noteConversions(level, changes, from, causes);
  }
  fillCells(level, empties);
  if (deleted.length > 0) destroy(level, deleted);
}
