/**
 * The order the SHIFT objects act in (docs/rules.md §5.4, the SHIFT take): the order of their SHIFT
 * rules, then oldest first within a kind. The game's take 3 walks `findallfeature(nil, "is", "shift")`,
 * which lists, for each SHIFT rule in the order its parse found them (`featureindex`: its `code` looks for
 * first words in the order of their text objects, `codeunits`), the objects of that rule's kind in the
 * order they were made (`findall`; lilybeevee/Lilys-Mods `Data/movement.lua`, `Data/features.lua`,
 * `Data/rules.lua`). So a kind's place is that of the first of its SHIFT rules: the age of the first word
 * of the rule's first spelling (journal-rules.ts `ruleRef`), the rules read as `giver` reads them (`N IS
 * SHIFT`, `ALL IS SHIFT`, `NOT X IS SHIFT`, and each conditional one naming its kind). A kind whose rules
 * no text on the grid now spells (text moved since the parse) comes after the others.
 */

import { ruleRef } from "./journal-rules";
import type { Bits } from "./kinds";
import { ALL, TEXT } from "./lexicon";
import type { Level } from "./types";

/** Scratch: per object of the list, its kind's place (`byShiftRules`). */
let places = new Float64Array(64);

/**
 * Orders the first `m` of `shifters` (SHIFT objects, oldest first) and `gives` beside them by their
 * kinds' SHIFT rules (the module's doc), oldest first within a kind. Nothing changes while they are of
 * one kind (then age is the game's order too).
 */
export function byShiftRules(
  level: Level,
  B: Bits,
  shifters: Int32Array,
  gives: Int32Array,
  m: number,
): void {
  const k0 = m > 0 ? level.kind[shifters[0]] : -1;
  let one = true;
  for (let i = 1; i < m && one; i++) one = level.kind[shifters[i]] === k0;
  if (one) return;
  if (places.length < m) places = new Float64Array(m * 2);
  for (let i = 0; i < m; i++) {
    const k = level.kind[shifters[i]];
    let j = 0;
    while (j < i && level.kind[shifters[j]] !== k) j++;
    places[i] = j < i ? places[j] : placeOf(level, B, k);
  }
  // an insertion sort on (place, id): the list is short and already oldest first
  for (let i = 1; i < m; i++) {
    const s = shifters[i];
    const g = gives[i];
    const p = places[i];
    let j = i - 1;
    while (j >= 0 && places[j] > p) {
      shifters[j + 1] = shifters[j];
      gives[j + 1] = gives[j];
      places[j + 1] = places[j];
      j--;
    }
    shifters[j + 1] = s;
    gives[j + 1] = g;
    places[j + 1] = p;
  }
}

/** Kind `k`'s place: the least id of the first word of a spelled rule making it SHIFT (Infinity: none). */
function placeOf(level: Level, B: Bits, k: number): number {
  const { kinds, lexicon } = level;
  const text = kinds.isText[k] === 1;
  const noun = text ? TEXT : lexicon.words[kinds.word[k]].word;
  let place = Number.POSITIVE_INFINITY;
  for (const rule of level.inForce.rules) {
    if (!rule.endsWith(" IS SHIFT")) continue;
    const subject = rule.slice(0, rule.length - 9);
    const names =
      subject === noun ||
      (!text && subject === ALL) ||
      (!text && subject.startsWith("NOT ") && subject !== `NOT ${noun}` && subject !== `NOT ${ALL}`);
    if (names) place = Math.min(place, firstWord(level, rule));
  }
  const cond = level.inForce.cond?.byKind[k];
  if (cond !== undefined)
    for (const r of cond)
      if (r.bit & B.SHIFT && !r.negated) place = Math.min(place, firstWord(level, r.text));
  return place;
}

/** The id of the first word of `rule`'s first spelling on the grid now (Infinity: none spells it). */
function firstWord(level: Level, rule: string): number {
  const ids = ruleRef(level, rule).ids;
  return ids.length > 0 ? ids[0] : Number.POSITIVE_INFINITY;
}
