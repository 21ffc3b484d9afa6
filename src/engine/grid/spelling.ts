/**
 * Which text objects spell a rule (docs/rules.md §5.2, §5.3): asked for when a reader wants to see
 * a rule on the grid (the journal, SpellGrid's rule auras), never while parsing, so the parse keeps
 * its fast path. A rule's spelling is the text objects of its words in one reading of one run: its
 * subject with the NOTs before it, its verb, and its complement with the NOTs before it (an AND that
 * joins other words to the sentence is not part of the rule). Runs are searched rows first, then
 * columns, as the parser reads them.
 *
 * The search follows the parser's automaton (`transition` in sentence.ts) over the run's word
 * lattice, keeping per control state whether the rule's subject is among the subjects read, and a
 * way back to the words that led there: one reading, found in time proportional to the run's
 * words times the automaton's states.
 */

import { type CondOp, condAfter } from "./cond-codes";
import { condCodeOfText } from "./cond-rules";
import type { Lexicon } from "./lexicon";
import { codeOfText, complementOf, subjectOf, verbOf } from "./rule-codes";
import { transition } from "./sentence";
import {
  ADD,
  COND,
  COND_NOT,
  CONTROL,
  EMIT,
  type Grammar,
  grammarOf,
  KEEP,
  START_CONTROL,
  verbOfControl,
} from "./sentence-grammar";
import { type Step, witness } from "./spelling-witness";
import type { Level } from "./types";
import { READ } from "./word";

/** The text on the grid at one moment: per text object, in age order, its id, word and cell. */
export interface TextLayout {
  readonly width: number;
  readonly height: number;
  /** Flat: id, word index, x, y for each text object on the grid. */
  readonly entries: readonly number[];
}

/** The text on the grid now, with the things the parse in force read as words (`X IS WORD`, word.ts). */
export function textLayout(level: Level): TextLayout {
  const entries: number[] = [];
  const { kinds } = level;
  const { asWord } = level.inForce;
  const ids = level.inForce.readIds; // (a conditional WORD's, word-cond.ts)
  const objects = ids ? new Set(ids) : null;
  for (let id = 0; id < level.nextId; id++) {
    const k = level.kind[id];
    if (level.alive[id] && (kinds.isText[k] || (asWord !== null && asWord[k] & READ) || objects?.has(id)))
      entries.push(id, kinds.word[k], level.x[id], level.y[id]);
  }
  return { width: level.width, height: level.height, entries };
}

/** Per cell: its distinct words and, for each, the oldest text object writing it. */
type Cells = Map<number, { words: number[]; ids: number[] }>;

const cellsOf = new WeakMap<TextLayout, Cells>();

function cells(layout: TextLayout): Cells {
  let out = cellsOf.get(layout);
  if (out) return out;
  out = new Map();
  const e = layout.entries;
  for (let i = 0; i < e.length; i += 4) {
    const t = e[i + 3] * layout.width + e[i + 2];
    let c = out.get(t);
    if (!c) out.set(t, (c = { words: [], ids: [] }));
    if (!c.words.includes(e[i + 1])) {
      c.words.push(e[i + 1]);
      c.ids.push(e[i]);
    }
  }
  cellsOf.set(layout, out);
  return out;
}

/**
 * Every spelling of the rule `code` (rule-codes.ts) in `layout`, one per run that spells it (rows
 * first, then columns): the ids of its text objects in reading order. Empty for a rule no text
 * spells (the innate `TEXT IS PUSH`).
 */
export function spellings(
  lex: Lexicon,
  cls: Uint8Array,
  layout: TextLayout,
  code: number,
  cond = 0,
): number[][] {
  const target = {
    subject: subjectOf(lex, code) * 2 + ((code >>> 1) & 1),
    complement: complementOf(lex, code),
    negated: code & 1,
    verb: verbOf(lex, code),
    cond,
  };
  const g = grammarOf(lex);
  const byCell = cells(layout);
  const out: number[][] = [];
  const line = (len: number, cell: (i: number) => number) => {
    let run: { words: number[]; ids: number[] }[] = [];
    for (let i = 0; i <= len; i++) {
      const here = i < len ? byCell.get(cell(i)) : undefined;
      if (here) run.push(here);
      else {
        if (run.length >= 3) {
          const found = spellRun(lex, g, cls, run, target);
          if (found) out.push(found);
        }
        run = [];
      }
    }
  };
  const { width, height } = layout;
  for (let y = 0; y < height; y++) line(width, (x) => y * width + x);
  for (let x = 0; x < width; x++) line(height, (y) => y * width + x);
  return out;
}

interface Target {
  /** The subject as the automaton adds it: noun × 2 + negated. */
  readonly subject: number;
  readonly complement: number;
  readonly negated: number;
  /** The verb's number (rule-codes.ts). */
  readonly verb: number;
  /** The rule's conditions number (cond-codes.ts; 0 for none): a reading with other conditions spells another rule. */
  readonly cond: number;
}

/** One reading of `run` that spells the target, as its words' text objects, or null. */
function spellRun(
  lex: Lexicon,
  g: Grammar,
  cls: Uint8Array,
  run: readonly { words: number[]; ids: number[] }[],
  t: Target,
): number[] | null {
  const noun = t.subject >> 1;
  if (!run.some((c) => c.words.includes(noun)) || !run.some((c) => c.words.includes(t.complement)))
    return null;
  // a state: `(conditions × controls + control) × 2 + has`
  const C = g.controls;
  let now = new Map<number, Step | null>([[START_CONTROL * 2, null]]);
  for (const cell of run) {
    const next = new Map<number, Step | null>();
    for (const [state, step] of now) {
      const ctrl = (state >> 1) % C;
      const had = ((state >> 1) / C) | 0;
      const has = (state & 1) === 1;
      for (let k = 0; k < cell.words.length; k++) {
        const w = cell.words[k];
        const move = transition(g, ctrl, cls[w], w);
        const spelt =
          w === t.complement && (ctrl & 1) === t.negated && verbOfControl(ctrl) === t.verb && had === t.cond;
        if (has && move & EMIT && spelt)
          return witness(cls, { prev: step, word: w, id: cell.ids[k], has }, t.cond !== 0);
        const added = (move >>> ADD) - 1 === t.subject;
        const nextHas = (move & KEEP && has) || added;
        const op = (move >>> COND) & 3;
        let cond = move & KEEP ? had : 0;
        if (op !== 0) cond = condAfter(lex, cond, op as CondOp, w, (move & COND_NOT) !== 0);
        const nextState = (cond * C + (move & CONTROL)) * 2 + (nextHas ? 1 : 0);
        if (!next.has(nextState)) next.set(nextState, { prev: step, word: w, id: cell.ids[k], has: nextHas });
      }
    }
    now = next;
  }
  return null;
}

/**
 * The spellings of a rule (written as rules() prints it) on the grid now: the ids of the text
 * objects that spell it, one list per run that does, rows first; [] for a rule no text spells.
 */
export function ruleSpellings(
  level: Level,
  rule: string,
  layout: TextLayout = textLayout(level),
): number[][] {
  const code = codeOfText(level.lexicon, rule);
  if (code !== null) return spellings(level.lexicon, level.kinds.cls, layout, code);
  const conditional = condCodeOfText(level.lexicon, rule);
  return conditional ? spellings(level.lexicon, level.kinds.cls, layout, ...conditional) : [];
}
