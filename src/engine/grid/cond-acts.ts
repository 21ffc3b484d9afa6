/**
 * EAT, FOLLOW and FEAR with conditions, where they act (docs/rules.md §5.8 "Verbs"): the kinds an object
 * eats (follows, fears) now are its kind's unconditional ones and those of each conditional rule that
 * holds for it, read on the board as it is when the verb acts: EAT at the hazard step as the step finds
 * the board, on contact as the mover reaches the object and as a faller meets the cell below; FEAR as
 * the MOVE take begins; FOLLOW as the phase reaches each follower. A conditional NOT rule takes a kind
 * away from the objects it holds for (cond-verbs.ts `condItems`). Source: the game reads each verb's
 * rules with their conditions and tests them per unit with `testcond` where it acts (lilybeevee/Lilys-Mods
 * Data/blocks.lua: `block` gathers the eaters with `getunitswithverb("eat")` at its EAT step, `moveblock`
 * tests each FOLLOW rule per follower; Data/movement.lua: `findfears` tests each FEAR rule per unit as
 * `movecommand`'s take lists it). A level without them reads only its verb table (`condVerbs` null).
 */
import { conditionsHold } from "./cond-rules";
import { condItems } from "./cond-verbs";
import type { Level, RuleState } from "./types";

/** The verbs read here: what acts on other objects by kind. */
export type ActSlot = "eat" | "follow" | "fear";

const NONE: readonly number[] = Object.freeze([]);

/**
 * The kinds object `id` eats (follows, fears) now (see the file comment). Its kind's list itself when no
 * conditional rule of `slot` names its kind; else a scratch list, read before the next call.
 */
export function actsOn(level: Level, id: number, slot: ActSlot): readonly number[] {
  const { verbs, condVerbs } = level.inForce;
  const base = verbs[slot][level.kind[id]] ?? NONE; // (a table without rows: no kind has one)
  return condVerbs === null || condVerbs[slot] === null ? base : condItems(level, id, slot, base);
}

const nonEmpty = (list: readonly unknown[]): boolean => list.length > 0;

/** Whether some kind may eat (follow, fear) under the rules `f`, with conditions or without. */
export function mayAct(f: RuleState, slot: ActSlot): boolean {
  return (
    (f.verbs.any && f.verbs[slot].some(nonEmpty)) || (f.condVerbs !== null && f.condVerbs[slot] !== null)
  );
}

/**
 * What the journal names as the rule by which object `id` eats (follows, fears) kind `k` (journal-verbs.ts):
 * `verb` when its kind's unconditional rule names `k`; else the text of a conditional rule that names
 * `k` (isRuleText tells them apart): the first that holds for `id` now, else the first (an eater on
 * contact is read again after it moved, when its conditions may no longer hold).
 */
export function actVerb(level: Level, id: number, slot: ActSlot, k: number, verb: string): string {
  const list = level.inForce.condVerbs?.[slot]?.[level.kind[id]];
  if (list === undefined || level.inForce.verbs[slot][level.kind[id]]?.includes(k)) return verb;
  let first = verb;
  for (const r of list) {
    if (r.item !== k || r.negated) continue;
    if (conditionsHold(level, id, r.conditions)) return r.text;
    if (first === verb) first = r.text;
  }
  return first;
}
