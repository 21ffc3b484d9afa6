/**
 * The order the SHIFT objects act in (docs/rules.md §5.4, the SHIFT take): the order of their SHIFT
 * rules, then oldest first within a kind. The game's take 3 walks `findallfeature(nil, "is", "shift")`,
 * which lists, for each SHIFT rule in the order its parse found them (`featureindex`: its `code` looks for
 * first words in the order of their text objects, `codeunits`), the objects of that rule's kind in the
 * order they were made (`findall`; lilybeevee/Lilys-Mods `Data/movement.lua`, `Data/features.lua`,
 * `Data/rules.lua`). So an object's place is that of the first of its SHIFT rules: the age of the first
 * word of the rule's first spelling in the text as it lies now (shift-ages.ts), the rules read as `giver` reads them
 * (`N IS SHIFT`, `ALL IS SHIFT`, `NOT X IS SHIFT`), or a conditional one naming its kind that holds for
 * it now (the game lists an object under such a rule only when its `findall` finds it meeting the
 * conditions). One whose rules no text on the grid now spells (text moved since the parse) comes last.
 * Found only where two SHIFT objects on one cell and float level face apart (`facingApart`).
 */

import { conditionsHold } from "./cond-rules";
import type { Bits } from "./kinds";
import { ALL, TEXT } from "./lexicon";
import { propsOf } from "./props-of";
import { ageOf, type Layout, layoutOf, plainOf } from "./shift-ages";
import type { Level } from "./types";

/** Scratch: per object of the list, its place (`byShiftRules`). */
let places = new Float64Array(64);

/**
 * Orders the first `m` of `shifters` (SHIFT objects, oldest first), and `gives` beside them when given, by
 * their SHIFT rules (the module's doc), oldest first within a place. Nothing is found or changed unless two
 * on one cell and float level face apart, of two kinds or of a kind a conditional rule makes SHIFT
 * (`facingApart`: else age gives what the game's order gives).
 */
export function byShiftRules(
  level: Level,
  B: Bits,
  shifters: Int32Array | number[],
  gives: Int32Array | null,
  m: number,
): void {
  if (!facingApart(level, B, shifters, m)) return;
  if (places.length < m) places = new Float64Array(m * 2);
  const l = layoutOf(level); // the text now, and the ages found in it before (shift-ages.ts)
  const plain = plainOf(level, l);
  for (let i = 0; i < m; i++) {
    const s = shifters[i];
    const k = level.kind[s];
    if (Number.isNaN(plain[k])) plain[k] = plainPlace(level, l, k);
    places[i] = condPlace(level, B, l, s, plain[k]);
  }
  // an insertion sort on (place, age): the list is short and already oldest first
  for (let i = 1; i < m; i++) {
    const s = shifters[i];
    const g = gives === null ? 0 : gives[i];
    const p = places[i];
    let j = i - 1;
    for (; j >= 0 && places[j] > p; j--) {
      shifters[j + 1] = shifters[j];
      if (gives !== null) gives[j + 1] = gives[j];
      places[j + 1] = places[j];
    }
    shifters[j + 1] = s;
    if (gives !== null) gives[j + 1] = g;
    places[j + 1] = p;
  }
}

/** Kind `k`'s place by its plain SHIFT rules: the least id of their first words (Infinity: none spelled). */
function plainPlace(level: Level, l: Layout, k: number): number {
  const text = level.kinds.isText[k] === 1;
  const noun = nounOf(level, k);
  let place = Number.POSITIVE_INFINITY;
  for (const rule of level.inForce.rules) {
    if (!rule.endsWith(" IS SHIFT")) continue;
    const subject = rule.slice(0, rule.length - 9);
    const names =
      subject === noun ||
      (!text && subject === ALL) ||
      (!text &&
        subject.startsWith("NOT ") &&
        subject.indexOf(" ", 4) < 0 && // `NOT X`, not a conditional one (`NOT X ON Y`)
        subject !== `NOT ${noun}` &&
        subject !== `NOT ${ALL}`);
    if (names) place = Math.min(place, ageOf(level, l, rule));
  }
  return place;
}

/**
 * Object `s`'s place: `place`, or that of a conditional SHIFT rule of its kind holding for it now, if
 * earlier. Such a rule is kept expanded to its noun (cond-resolve.ts: `X ON Y IS SHIFT` for `ALL ON Y IS
 * SHIFT`), so it is found among the spelled rules by its ALL or NOT subject too.
 */
function condPlace(level: Level, B: Bits, l: Layout, s: number, place: number): number {
  const k = level.kind[s];
  const cond = level.inForce.cond?.byKind[k];
  if (cond === undefined) return place;
  const noun = nounOf(level, k);
  for (const r of cond) {
    if (!(r.bit & B.SHIFT) || r.negated || !conditionsHold(level, s, r.conditions)) continue;
    place = Math.min(place, ageOf(level, l, r.text));
    for (const t of level.inForce.rules)
      if (t !== r.text && t.endsWith(" IS SHIFT") && expandsTo(t, noun, r.text))
        place = Math.min(place, ageOf(level, l, t));
  }
  return place;
}

/**
 * Whether two of the first `m` of `shifters` on one cell and float level face apart, of two kinds or of a
 * kind a conditional rule makes SHIFT: only then does their order change anything (a SHIFT object turns
 * and carries only what is on its cell and float level, and when they face alike, whichever acts first
 * turns the others the way they face already).
 */
function facingApart(level: Level, B: Bits, shifters: Int32Array | number[], m: number): boolean {
  const { facing, kind, next } = level;
  for (let i = 0; i < m; i++) {
    const s = shifters[i];
    // each pair once: the objects after `s` on its cell (its cell's list holds every object there)
    for (let o = next[s]; o >= 0; o = next[o])
      if (
        facing[o] !== facing[s] &&
        (kind[o] !== kind[s] || condShifts(level, B, kind[s])) &&
        propsOf(level, o) & B.SHIFT &&
        (propsOf(level, o) & B.FLOAT) === (propsOf(level, s) & B.FLOAT)
      )
        return true;
  }
  return false;
}

/** Whether a conditional rule may make kind `k` SHIFT (its objects may then have places of their own). */
function condShifts(level: Level, B: Bits, k: number): boolean {
  const cond = level.inForce.cond?.byKind[k];
  if (cond !== undefined) for (const r of cond) if (r.bit & B.SHIFT && !r.negated) return true;
  return false;
}

/** Whether spelled rule `t`, its ALL or `NOT X` subject (X not `noun`) read as `noun`, is `expanded`. */
function expandsTo(t: string, noun: string, expanded: string): boolean {
  const all = /\bALL\b/.exec(t);
  if (all !== null && t.slice(0, all.index) + noun + t.slice(all.index + 3) === expanded) return true;
  const not = /\bNOT (\w+)/.exec(t);
  return (
    not !== null &&
    not[1] !== noun &&
    not[1] !== ALL &&
    t.slice(0, not.index) + noun + t.slice(not.index + not[0].length) === expanded
  );
}

/** The noun naming kind `k` in rules (TEXT for text). */
const nounOf = (level: Level, k: number): string =>
  level.kinds.isText[k] === 1 ? TEXT : level.lexicon.words[level.kinds.word[k]].word;
