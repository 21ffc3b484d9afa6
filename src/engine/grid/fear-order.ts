/**
 * The order the fleeing objects act in (docs/rules.md §5.5, FEAR): the order of their FEAR rules, then
 * oldest first (the later script's take 7 walks the fearing kinds in `pairs` order, unspecified: this
 * is the 2019 script's). Its take 2 lists the FEAR units by `findallfeature(nil, "fear", nil)`, which walks
 * its FEAR rules in the order its parse found them (`featureindex`; its `code` looks for first words in
 * the order of its text objects) and lists per rule the objects of its kind in the order they were made
 * (`findall`; lilybeevee/Lilys-Mods Data/movement.lua, Data/features.lua, Data/rules.lua); a unit listed
 * again takes a move more at its first listing. So an object's place is that of the first of the plain
 * FEAR rules naming its kind (`N FEAR Y`, `ALL FEAR Y`, `NOT X FEAR Y`) and of the conditional ones that
 * hold for it as the take lists it (`heldFearRules`; the first 31 of its kind's): the id of the first
 * word of the rule's spellings on the grid, the least (shift-lines.ts `spellingsNow`, as for SHIFT:
 * shift-places.ts). One whose rules no text spells now comes last. Nothing is looked at unless two kinds
 * may flee, or a conditional FEAR rule is in force (found once per rules record), and two kinds flee in
 * this take or a conditional rule holds for one that flees.
 */
import { conditionsHold } from "./cond-hold";
import { spellingsNow } from "./shift-lines";
import { condRulePlace, plainRulesPlace } from "./shift-places";
import type { Level, RuleState } from "./types";

/**
 * Orders the first `n` of `out` (fleeing objects, oldest first), and `steps` and `held` (`heldFearRules`
 * of each, null when no conditional FEAR rule is in force) beside them, by their FEAR rules (the module's
 * doc), oldest first within a place. Returns whether the order changed.
 */
export function byFearRules(
  level: Level,
  out: number[],
  steps: number[],
  held: readonly number[] | null,
  n: number,
): boolean {
  if (n < 2 || !mayOrder(level.inForce)) return false;
  const { kind } = level;
  let two = false;
  for (let i = 1; i < n && !two; i++) two = kind[out[i]] !== kind[out[0]];
  if (held !== null) for (let i = 0; i < n && !two; i++) two = held[i] !== 0;
  if (!two) return false;
  places.length = 0;
  let sorted = true;
  for (let i = 0; i < n; i++) {
    const p =
      held === null || held[i] === 0 ? placeOf(level, kind[out[i]]) : heldPlace(level, out[i], held[i]);
    places.push(p);
    if (i > 0 && p < places[i - 1]) sorted = false;
  }
  if (sorted) return false;
  const order = places.map((_, i) => i).sort((a, b) => places[a] - places[b] || a - b);
  const ids = order.map((i) => out[i]);
  const more = order.map((i) => steps[i]);
  for (let i = 0; i < n; i++) {
    out[i] = ids[i];
    steps[i] = more[i];
  }
  return true;
}

// Scratch: per fleeing object, its place.
const places: number[] = [];

// The last rules record `mayOrder` read and its answer.
let asked: RuleState | null = null;
let answer = false;

/** Whether two kinds may flee under the rules `f` (two kinds fear, or a conditional FEAR rule is in force). */
function mayOrder(f: RuleState): boolean {
  if (f === asked) return answer;
  asked = f;
  let kinds = 0;
  for (const wants of f.verbs.fear) if (wants !== undefined && wants.length > 0) kinds++;
  answer = kinds > 1 || f.condVerbs?.fear != null;
  return answer;
}

/**
 * Which of the conditional FEAR rules of object `id`'s kind hold for it now (bit i: the i-th of its kind's,
 * of the first 31), read as the FEAR take lists it; 0 when none does.
 */
export function heldFearRules(level: Level, id: number): number {
  const list = level.inForce.condVerbs?.fear?.[level.kind[id]];
  if (list === undefined) return 0;
  let held = 0;
  for (let i = 0; i < list.length && i < 31; i++)
    if (!list[i].negated && conditionsHold(level, id, list[i].conditions)) held |= 1 << i;
  return held;
}

/** Kind `k`'s place: the least first word of the plain FEAR rules naming it (Infinity: none). */
const placeOf = (level: Level, k: number): number => plainRulesPlace(level, k, " FEAR ", any, firstWord);
const any = (): boolean => true;

/** Object `id`'s place: its kind's, or that of a conditional FEAR rule of `held` (`heldFearRules`), if earlier. */
function heldPlace(level: Level, id: number, held: number): number {
  const k = level.kind[id];
  const list = level.inForce.condVerbs?.fear?.[k] ?? [];
  let place = placeOf(level, k);
  for (let i = 0; i < list.length && i < 31; i++)
    if (held & (1 << i)) place = Math.min(place, condRulePlace(level, k, list[i].text, " FEAR ", firstWord));
  return place;
}

/** The least id of the first words of `rule`'s spellings on the grid now (Infinity: none spells it). */
function firstWord(level: Level, rule: string): number {
  let place = Number.POSITIVE_INFINITY;
  for (const ids of spellingsNow(level, rule)) place = Math.min(place, ids[0]);
  return place;
}
