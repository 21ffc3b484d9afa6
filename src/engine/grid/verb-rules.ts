/**
 * The rules in force of the verbs beyond IS, compiled per kind at each parse (docs/rules.md §5.3,
 * §5.5; research §2, §4 step 7, §6): what an object of each kind leaves when destroyed (HAS), makes
 * each turn (MAKE), eats (EAT) and turns to face (FOLLOW), flees (FEAR), and whether `X IS ALL` spawns every other thing on its cell. A
 * level whose rules use none of them shares one empty table, so the turn skips them at one check.
 * WRITE is a conversion (compile.ts, docs/rules.md §5.6), not compiled here.
 */
import { ALL, type Lexicon, TEXT } from "./lexicon";
import type { RuleEntry } from "./rule-codes";
import type { KindTable, VerbTable } from "./types";

const NONE: readonly number[] = Object.freeze([]);
const NO_LISTS: readonly (readonly number[])[] = Object.freeze([]);

/** The table of a level with no HAS, MAKE, EAT, FOLLOW, FEAR or IS ALL rule in force: shared, never changed. */
export const NO_VERBS: VerbTable = Object.freeze({
  has: NO_LISTS,
  make: NO_LISTS,
  eat: NO_LISTS,
  follow: NO_LISTS,
  fear: NO_LISTS,
  spawnAll: NONE,
  any: false,
});

/** The verbs that fill a table, by their word (their conditional rules fill cond-verbs.ts's alike). */
export const VERB_SLOTS: Readonly<Record<string, "has" | "make" | "eat" | "follow" | "fear">> = {
  HAS: "has",
  MAKE: "make",
  EAT: "eat",
  FOLLOW: "follow",
  FEAR: "fear",
};

/**
 * The kinds complement `c` names for an object of kind `k`: a noun's thing kind; TEXT, for HAS and
 * MAKE, the text of the object's own word (`N HAS TEXT` leaves the word N; a text object
 * leaves a copy of its word), for EAT, FOLLOW and FEAR every text kind. Other meta nouns name nothing.
 */
export function itemsOf(lex: Lexicon, kinds: KindTable, verb: string, c: number, k: number): number[] {
  if (kinds.thingOf[c] >= 0) return [kinds.thingOf[c]];
  if (lex.words[c].word !== TEXT) return [];
  if (verb !== "EAT" && verb !== "FOLLOW" && verb !== "FEAR") return [kinds.textOf[kinds.word[k]]];
  const out: number[] = [];
  for (let t = kinds.firstText; t < kinds.names.length; t++) out.push(t);
  return out;
}

/**
 * Compiles the rules in force of HAS, MAKE, EAT, FOLLOW and FEAR (positive ones: a negated one only cancels, at
 * resolution) and `X IS ALL` into a table of `n` kinds, or `NO_VERBS` when there are none. A thing
 * kind is named by its noun, a text kind by TEXT (ALL and NOT X were expanded by resolution).
 */
export function compileVerbs(lex: Lexicon, kinds: KindTable, active: readonly RuleEntry[]): VerbTable {
  let table: {
    has: number[][];
    make: number[][];
    eat: number[][];
    follow: number[][];
    fear: number[][];
    spawnAll: number[];
  } | null = null;
  const n = kinds.names.length;
  for (const { rule: r } of active) {
    if (r.negated) continue;
    const slot = r.verb === undefined ? null : VERB_SLOTS[r.verb];
    if (!slot && !(r.verb === undefined && r.complement === ALL)) continue;
    const from = r.subject === TEXT ? kinds.firstText : kinds.thingOf[lex.index[r.subject]];
    if (from < 0) continue;
    const to = r.subject === TEXT ? n : from + 1;
    table ??= {
      has: Array.from({ length: n }, () => []),
      make: Array.from({ length: n }, () => []),
      eat: Array.from({ length: n }, () => []),
      follow: Array.from({ length: n }, () => []),
      fear: Array.from({ length: n }, () => []),
      spawnAll: new Array(n).fill(0),
    };
    for (let k = from; k < to; k++) {
      if (!slot) table.spawnAll[k] = 1;
      else
        for (const item of itemsOf(lex, kinds, r.verb as string, lex.index[r.complement], k))
          if (!table[slot][k].includes(item)) table[slot][k].push(item);
    }
  }
  if (table === null) return NO_VERBS;
  const fear = table.fear.some((list) => list.length > 0) ? table.fear : NO_LISTS; // empty: no kind fears (one check a turn)
  return { ...table, fear, any: true };
}
