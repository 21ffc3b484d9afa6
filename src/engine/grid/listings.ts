/**
 * How many times the game lists each MOVE, SHIFT, BOOM, FEAR and HAS rule a line spells (docs/rules.md §5.4, MOVE
 * and SHIFT; FEAR, "Other lists the game walks per listing"). The spelled rules are a set (§5.2); the game's are a list: its parser adds a rule once per
 * subject × complement of each sentence it reads, each stacked variant that uses other text objects read
 * as a sentence of its own, with no deduplication (lilybeevee/Lilys-Mods Data/rules.lua `docode`, which
 * drops a variant only when it uses the very same text objects, and `addoption`), and MOVE and SHIFT
 * give a step per listing (Data/features.lua `findallfeature`, Data/movement.lua `add_moving_units`,
 * `movecommand` take 3), FEAR a side's weight of fleeing steps (the later script's take 7), BOOM a cell more of reach (blocks.lua `block()`
 * `hasfeature_count`, docs/rules.md §5.5). So `X IS MOVE AND MOVE`, the same sentence written twice, and `X IS` over
 * two stacked MOVE texts each list `X IS MOVE` twice.
 *
 * Counted when a line is first read (line-read.ts, once per content; only runs holding a counted
 * word), by following the parser's automaton (`transition`, sentence.ts) over the run's word lattice
 * as the spelling finder does (spelling.ts), each partial sentence carrying how many readings reach it
 * (each text object on a cell a reading of its own) and, per subject, how many times those readings
 * name it; a counted complement (`COUNTED`) lists each subject that many times over. A sentence starting
 * afresh at a cell counts once, however many readings broke off before it (the game reads a sentence
 * from each first word once). The counts are kept beside the line's list of rules (`LISTED`), never in it.
 */
import { type CondOp, condAfter } from "./cond-codes";
import type { Lexicon } from "./lexicon";
import { ruleCode, verbNumbers } from "./rule-codes";
import { transition } from "./sentence";
import {
  ADD,
  COND,
  COND_NOT,
  CONTROL,
  EMIT,
  grammarOf,
  KEEP,
  START_CONTROL,
  verbOfControl,
} from "./sentence-grammar";

/** Per line's list of rules (line-read.ts): its counted rules' listings (`COUNTED`), flat: code, conditions, count. */
export const LISTED = new WeakMap<readonly number[], readonly number[]>();

/**
 * The rules whose listings are counted, a row each: a verb and the complements counted (null: every
 * one). MOVE and SHIFT give a step per listing (`add_moving_units`, take 3), and FEAR a side's weight of
 * fleeing steps per listing of a FEAR rule naming the object's kind that finds its Y there (the later
 * script's take 7: `getunitverbtargets` lists a target per rule entry, `findfears` counts them per
 * side, fear-way.ts), HAS an item per listing
 * (Data/tools.lua `inside`: `create` per HAS rule of `featureindex[name]`): verb-count.ts, and BOOM a cell
 * of reach per listing (move-count.ts `boomListings`).
 */
const COUNTED: readonly (readonly [verb: string, complements: readonly string[] | null])[] = [
  ["IS", ["MOVE", "SHIFT", "BOOM", "NUDGERIGHT", "NUDGEUP", "NUDGELEFT", "NUDGEDOWN", "CHILL"]],
  ["FEAR", null],
  ["HAS", null],
];

/** The counted rules in a lexicon's numbers. */
export interface Counted {
  /** Per verb number × words + complement word: 1 when such a rule's listings are counted. */
  readonly rules: Uint8Array;
  /** Per word index: 1 for a word without which a run spells no counted rule (a line is read for its listings only through one). */
  readonly marks: Uint8Array;
  /** The marking words' indices. */
  readonly markWords: readonly number[];
}

/** The counted rules of `lex` (`COUNTED`; a word the lexicon lacks counts nothing). */
export function countedOf(lex: Lexicon): Counted {
  if (lex !== lastLex) {
    lastLex = lex;
    const W = lex.words.length;
    const v = verbNumbers(lex);
    const rules = new Uint8Array(v.words.length * W);
    const marks = new Uint8Array(W);
    for (const [verb, complements] of COUNTED) {
      const n = lex.index[verb] === undefined ? -1 : v.of[lex.index[verb]];
      if (n < 0) continue;
      if (complements === null) {
        rules.fill(1, n * W, (n + 1) * W);
        marks[lex.index[verb]] = 1;
      } else
        for (const c of complements)
          if (lex.index[c] !== undefined) rules[n * W + lex.index[c]] = marks[lex.index[c]] = 1;
    }
    const markWords = [...marks.keys()].filter((w) => marks[w] === 1);
    lastCounted = { rules, marks, markWords };
  }
  return lastCounted;
}

let lastLex: Lexicon | null = null;
let lastCounted: Counted = { rules: new Uint8Array(0), marks: new Uint8Array(0), markWords: [] };

/** A partial sentence: the readings that reach it, and per subject (noun × 2 + negated) how often they name it. */
interface Partial {
  p: number;
  readonly h: Float64Array;
}

/**
 * Adds to `out` (flat: code, conditions, count) the listings of the counted rules (`COUNTED`) that the run of
 * the first `cells` of `stacks` spells: cell c holds the words `stacks[c]` (its first `sizes[c]`), word i
 * written by `mults[c][i]` text objects.
 */
export function countRun(
  lex: Lexicon,
  cls: Uint8Array,
  stacks: readonly (readonly number[])[],
  sizes: Int32Array,
  mults: readonly (readonly number[])[],
  cells: number,
  out: number[],
): void {
  const g = grammarOf(lex);
  const counted = countedOf(lex).rules;
  const W = lex.words.length;
  const C = g.controls;
  const S = 2 * lex.words.length;
  let now = new Map<number, Partial>([[START_CONTROL, { p: 1, h: new Float64Array(S) }]]);
  for (let c = 0; c < cells; c++) {
    const next = new Map<number, Partial>();
    const fresh = new Map<number, Partial>(); // sentences starting afresh here: each counted once
    for (const [state, from] of now) {
      const ctrl = state % C;
      const had = (state - ctrl) / C;
      for (let i = 0; i < sizes[c]; i++) {
        const w = stacks[c][i];
        const m = mults[c][i];
        const t = transition(g, ctrl, cls[w], w);
        const v = t & EMIT ? verbOfControl(ctrl) : -1;
        if (v >= 0 && counted[v * W + w] === 1)
          for (let s = 0; s < S; s++)
            if (from.h[s] > 0)
              list(out, ruleCode(lex, s >> 1, (s & 1) === 1, w, (ctrl & 1) === 1, v), had, from.h[s] * m);
        const added = (t >>> ADD) - 1;
        const op = (t >>> COND) & 3;
        let cond = t & KEEP ? had : 0;
        if (op !== 0) cond = condAfter(lex, cond, op as CondOp, w, (t & COND_NOT) !== 0);
        const to = cond * C + (t & CONTROL);
        if (t & KEEP) {
          const q = partial(next, to, S);
          q.p += from.p * m;
          for (let s = 0; s < S; s++) q.h[s] += from.h[s] * m;
          if (added >= 0) q.h[added] += from.p * m;
        } else {
          const q = partial(fresh, to, S);
          q.p = Math.max(q.p, m);
          if (added >= 0) q.h[added] = Math.max(q.h[added], m);
        }
      }
    }
    for (const [to, f] of fresh) {
      const q = partial(next, to, S);
      q.p += f.p;
      for (let s = 0; s < S; s++) q.h[s] += f.h[s];
    }
    now = next;
  }
}

function partial(into: Map<number, Partial>, state: number, S: number): Partial {
  let q = into.get(state);
  if (q === undefined) into.set(state, (q = { p: 0, h: new Float64Array(S) }));
  return q;
}

/** Adds `n` listings of the rule (`code`, `cond`) to the flat list `out`. */
function list(out: number[], code: number, cond: number, n: number): void {
  for (let i = 0; i < out.length; i += 3)
    if (out[i] === code && out[i + 1] === cond) {
      out[i + 2] += n;
      return;
    }
  out.push(code, cond, n);
}
