/**
 * How many times the game lists each MOVE and SHIFT rule a line spells (docs/rules.md §5.4, MOVE and
 * SHIFT). The spelled rules are a set (§5.2); the game's are a list: its parser adds a rule once per
 * subject × complement of each sentence it reads, each stacked variant that uses other text objects read
 * as a sentence of its own, with no deduplication (lilybeevee/Lilys-Mods Data/rules.lua `docode`, which
 * drops a variant only when it uses the very same text objects, and `addoption`), and MOVE and SHIFT
 * give a step per listing (Data/features.lua `findallfeature`, Data/movement.lua `add_moving_units`,
 * `movecommand` take 3). So `X IS MOVE AND MOVE`, the same sentence written twice, and `X IS` over
 * two stacked MOVE texts each list `X IS MOVE` twice.
 *
 * Counted when a line is first read (line-read.ts, once per content; only runs holding a MOVE or SHIFT
 * word), by following the parser's automaton (`transition`, sentence.ts) over the run's word lattice
 * as the spelling finder does (spelling.ts), each partial sentence carrying how many readings reach it
 * (each text object on a cell a reading of its own) and, per subject, how many times those readings
 * name it; a complement MOVE or SHIFT lists each subject that many times over. A sentence starting
 * afresh at a cell counts once, however many readings broke off before it (the game reads a sentence
 * from each first word once). The counts are kept beside the line's list of rules (`LISTED`), never in it.
 */
import { type CondOp, condAfter } from "./cond-codes";
import type { Lexicon } from "./lexicon";
import { ruleCode } from "./rule-codes";
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

/** Per line's list of rules (line-read.ts): its MOVE and SHIFT rules' listings, flat: code, conditions, count. */
export const LISTED = new WeakMap<readonly number[], readonly number[]>();

/** The complements whose rules are counted: MOVE and SHIFT (their word indices; -1 when the lexicon lacks one). */
export function countedWords(lex: Lexicon): readonly [number, number] {
  if (lex !== lastLex) {
    lastLex = lex;
    lastWords = [lex.index.MOVE ?? -1, lex.index.SHIFT ?? -1];
  }
  return lastWords;
}

let lastLex: Lexicon | null = null;
let lastWords: readonly [number, number] = [-1, -1];

/** A partial sentence: the readings that reach it, and per subject (noun × 2 + negated) how often they name it. */
interface Partial {
  p: number;
  readonly h: Float64Array;
}

/**
 * Adds to `out` (flat: code, conditions, count) the listings of the MOVE and SHIFT rules that the run of
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
  const [move, shift] = countedWords(lex);
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
        if (t & EMIT && (w === move || w === shift) && verbOfControl(ctrl) === 0)
          for (let s = 0; s < S; s++)
            if (from.h[s] > 0)
              list(out, ruleCode(lex, s >> 1, (s & 1) === 1, w, (ctrl & 1) === 1), had, from.h[s] * m);
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
