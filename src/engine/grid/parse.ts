/**
 * Parsing (docs/rules.md §5.2; wiki "Rule", "AND", "NOT"): text reads left→right along rows and
 * top→bottom along columns; sentences are `[NOT…] noun {AND [NOT…] noun} IS [NOT…] complement
 * {AND [NOT…] complement}`; sentences share words; stacked text gives every combination.
 */
import { TEXT } from "./lexicon";
import { ruleCode } from "./rule-codes";
import type { Level } from "./types";

export { ruleText } from "./rule-codes";

/** Word class codes of `KindTable.cls`. */
export const NOUN = 0;
const VERB = 1;
const AND = 2;
const NOT = 3;
const PROP = 4;

/**
 * Stacked text is read in every combination; a run of text whose stacks multiply past this many
 * readings is read in its first this-many (SpellGrid's bound; the wiki sets none).
 */
export const STACK_READINGS_LIMIT = 4096;

/** Where the next sentence may start after a failure at `bad`: there, or at the noun before an IS. */
function restart(seq: number[], cls: Uint8Array, start: number, bad: number): number {
  const back =
    bad < seq.length && cls[seq[bad]] === VERB && bad > 0 && cls[seq[bad - 1]] === NOUN ? bad - 1 : bad;
  return back > start ? back : start + 1;
}

const subjects: number[] = [];

/**
 * Reads one sentence starting at `start`, pushing its rules' codes onto `out`, and returns where
 * the next one may start: at the word that could not follow, or at the noun before it when that
 * word is IS (docs/rules.md §5.2: `A IS B IS YOU`, `A IS YOU AND B IS WIN`). NOT covers the next word only
 * and toggles, so an even number cancels out; a property is never a subject.
 */
function sentence(level: Level, seq: number[], start: number, out: number[]): number {
  const cls = level.kinds.cls;
  const n = seq.length;
  subjects.length = 0;
  let p = start;
  for (;;) {
    let neg = false;
    while (p < n && cls[seq[p]] === NOT) {
      neg = !neg;
      p++;
    }
    if (p >= n || cls[seq[p]] !== NOUN) return restart(seq, cls, start, p);
    subjects.push(seq[p], neg ? 1 : 0);
    p++;
    if (p < n && cls[seq[p]] === AND) p++;
    else break;
  }
  if (p >= n || cls[seq[p]] !== VERB) return restart(seq, cls, start, p);
  p++;
  for (;;) {
    let neg = false;
    while (p < n && cls[seq[p]] === NOT) {
      neg = !neg;
      p++;
    }
    if (p >= n || (cls[seq[p]] !== NOUN && cls[seq[p]] !== PROP)) break;
    for (let i = 0; i < subjects.length; i += 2) {
      out.push(ruleCode(level.lexicon, subjects[i], subjects[i + 1] === 1, seq[p], neg));
    }
    p++;
    if (p < n && cls[seq[p]] === AND && p + 1 < n) p++;
    else break;
  }
  return restart(seq, cls, start, p);
}

/** Reads a run of consecutive text cells in every combination of its stacks. */
function readRun(level: Level, stacks: number[][], out: number[]): void {
  const seq = stacks.map((s) => s[0]);
  if (stacks.every((s) => s.length === 1)) {
    for (let i = 0; i < seq.length; ) i = sentence(level, seq, i, out);
    return;
  }
  const pick = new Array<number>(stacks.length).fill(0);
  for (let reading = 0; reading < STACK_READINGS_LIMIT; reading++) {
    for (let i = 0; i < seq.length; ) i = sentence(level, seq, i, out);
    let d = stacks.length - 1;
    while (d >= 0 && ++pick[d] === stacks[d].length) {
      pick[d] = 0;
      seq[d] = stacks[d][0];
      d--;
    }
    if (d < 0) return;
    seq[d] = stacks[d][pick[d]];
  }
}

/**
 * The codes of the rules the text spells, distinct, with the innate `TEXT IS PUSH` (docs/rules.md §5.2;
 * wiki "PUSH": text is PUSH by default).
 */
export function parseCodes(level: Level): Set<number> {
  const { width, height, lexicon, kinds } = level;
  const cells: (number[] | undefined)[] = new Array(width * height);
  let any = false;
  for (let id = 0; id < level.nextId; id++) {
    if (!level.alive[id] || !kinds.isText[level.kind[id]]) continue;
    const t = level.y[id] * width + level.x[id];
    const list = cells[t];
    if (list) list.push(kinds.word[level.kind[id]]);
    else cells[t] = [kinds.word[level.kind[id]]];
    any = true;
  }
  const out: number[] = [];
  const text = lexicon.index[TEXT];
  const push = lexicon.index.PUSH;
  if (text !== undefined && push !== undefined) out.push(ruleCode(lexicon, text, false, push, false));
  if (any) {
    const line = (len: number, at: (i: number) => number[] | undefined) => {
      let run: number[][] = [];
      for (let i = 0; i <= len; i++) {
        const words = i < len ? at(i) : undefined;
        if (words) run.push(words);
        else {
          if (run.length >= 3) readRun(level, run, out);
          if (run.length > 0) run = [];
        }
      }
    };
    for (let y = 0; y < height; y++) line(width, (x) => cells[y * width + x]);
    for (let x = 0; x < width; x++) line(height, (y) => cells[y * width + x]);
  }
  return new Set(out);
}
