/**
 * The ages of the SHIFT rules (docs/rules.md §5.4, the SHIFT take; shift-order.ts): per rule, the id of
 * the first word of its first spelling, found once per text layout, not once per take. The spellings
 * are a function of the text alone (each text object's id, word and cell, and of the things read as
 * words: spelling.ts `textLayout`), so the layouts met last are kept (LAYOUTS of them, with the ages
 * found in each), and a take whose text lies as one of them did reads them again after a walk over the
 * ids that allocates nothing. Exact for every board, plain play's or the solver's decoded one (they hold
 * the same ids, words and cells), whatever copy of a level asks.
 */
import { ruleRef } from "./journal-rules";
import type { Level } from "./types";
import { READ } from "./word";

/** The ages found in one text layout, and its kinds' places for one list of rules (`plainOf`). */
export interface Layout {
  readonly width: number;
  readonly height: number;
  readonly entries: readonly number[]; // id, word, x, y per text object (spelling.ts `textLayout`)
  readonly ages: Map<string, number>;
  rules: readonly string[] | null;
  kinds: Level["kinds"] | null;
  plain: Float64Array; // per kind its place by the plain rules; NaN: not yet found
}

/** Layouts kept (then the oldest is let go: they only save work). */
const LAYOUTS = 256;
const kept: Layout[] = [];

/** The layout of `level`'s text now, as kept (a new one when none is). */
export function layoutOf(level: Level): Layout {
  for (let i = 0; i < kept.length; i++)
    if (lies(level, kept[i])) {
      const l = kept[i];
      if (i > 0) kept.copyWithin(1, 0, i); // the last found first: a walk meets it again next
      kept[0] = l;
      return l;
    }
  const entries: number[] = [];
  const { kinds } = level;
  const { asWord } = level.inForce;
  for (let id = 0; id < level.nextId; id++) {
    const k = level.kind[id];
    if (level.alive[id] && (kinds.isText[k] || (asWord !== null && asWord[k] & READ)))
      entries.push(id, kinds.word[k], level.x[id], level.y[id]);
  }
  const made = {
    width: level.width,
    height: level.height,
    entries,
    ages: new Map(),
    rules: null,
    kinds: null,
    plain: new Float64Array(0),
  };
  if (kept.length >= LAYOUTS) kept.pop();
  kept.unshift(made);
  return made;
}

/** Whether `level`'s text lies as layout `l` says (the same ids, words and cells). */
function lies(level: Level, l: Layout): boolean {
  if (l.width !== level.width || l.height !== level.height) return false;
  const { kinds } = level;
  const { asWord } = level.inForce;
  const e = l.entries;
  let j = 0;
  for (let id = 0; id < level.nextId; id++) {
    const k = level.kind[id];
    if (!level.alive[id] || !(kinds.isText[k] || (asWord !== null && asWord[k] & READ))) continue;
    if (e[j] !== id || e[j + 1] !== kinds.word[k] || e[j + 2] !== level.x[id] || e[j + 3] !== level.y[id])
      return false;
    j += 4;
  }
  return j === e.length;
}

/** The id of the first word of `rule`'s first spelling in layout `l` (Infinity: none spells it). */
export function ageOf(level: Level, l: Layout, rule: string): number {
  let age = l.ages.get(rule);
  if (age === undefined) {
    const ids = ruleRef(level, rule).ids;
    age = ids.length > 0 ? ids[0] : Number.POSITIVE_INFINITY;
    l.ages.set(rule, age);
  }
  return age;
}

/**
 * Layout `l`'s places per kind by the plain rules in force (NaN: not yet found), found again when the
 * rules or the kind table differ from the last asked about in it.
 */
export function plainOf(level: Level, l: Layout): Float64Array {
  if (l.rules !== level.inForce.rules || l.kinds !== level.kinds) {
    l.rules = level.inForce.rules;
    l.kinds = level.kinds;
    l.plain = new Float64Array(level.kinds.names.length).fill(Number.NaN);
  }
  return l.plain;
}
