/**
 * Parsing (SPEC §5.2; wiki "Rule", "AND", "NOT"): text reads left→right along rows and
 * top→bottom along columns; sentences are `[NOT…] noun {AND [NOT…] noun} IS [NOT…] complement
 * {AND [NOT…] complement}`; sentences share words; stacked text gives every combination.
 */
import { TEXT } from "./lexicon";
import type { Level, Rule } from "./types";

const NOUN = 0;
const VERB = 1;
const AND = 2;
const NOT = 3;
const PROP = 4;
const CODE = { noun: NOUN, verb: VERB, and: AND, not: NOT, property: PROP } as const;

/**
 * Stacked text is read in every combination; a run of text whose stacks multiply past this many
 * readings is read in its first this-many (SpellGrid's bound; the wiki sets none).
 */
export const STACK_READINGS_LIMIT = 4096;

/** The text of a rule as rules() prints it: `NOT N IS NOT YOU` (SPEC §5.2). */
export function ruleText(r: Rule): string {
  return `${r.subjectNegated ? "NOT " : ""}${r.subject} IS ${r.negated ? "NOT " : ""}${r.complement}`;
}

/** The innate rule every level has (SPEC §5.2; wiki "PUSH": "TEXT IS PUSH by default"). */
export const INNATE: readonly Rule[] = [
  { subject: TEXT, subjectNegated: false, complement: "PUSH", negated: false },
];

type Emit = (s: number, sn: boolean, c: number, cn: boolean) => void;

/** One term: NOTs (toggling, covering only the next word) then a word of an allowed class. */
function term(seq: number[], cls: Uint8Array, p: number, complement: boolean): [number, boolean] {
  let neg = false;
  while (p < seq.length && cls[seq[p]] === NOT) {
    neg = !neg;
    p++;
  }
  const ok = p < seq.length && (cls[seq[p]] === NOUN || (complement && cls[seq[p]] === PROP));
  return [ok ? p : -1 - p, neg];
}

/**
 * Reads one sentence starting at `start`, emitting its rules, and returns where the next one may
 * start: at the word that could not follow, or at the noun before it when that word is IS
 * (SPEC §5.2: `A IS B IS YOU`, `A IS YOU AND B IS WIN`).
 */
function sentence(seq: number[], cls: Uint8Array, start: number, emit: Emit): number {
  const n = seq.length;
  const restart = (bad: number) => {
    const back = bad < n && cls[seq[bad]] === VERB && bad > 0 && cls[seq[bad - 1]] === NOUN ? bad - 1 : bad;
    return Math.max(back, start + 1);
  };
  const subjects: number[] = [];
  let p = start;
  for (;;) {
    const [at, neg] = term(seq, cls, p, false);
    if (at < 0) return restart(-1 - at);
    subjects.push(seq[at], neg ? 1 : 0);
    p = at + 1;
    if (p < n && cls[seq[p]] === AND) p++;
    else break;
  }
  if (p >= n || cls[seq[p]] !== VERB) return restart(p);
  p++;
  let bad = p;
  for (;;) {
    const [at, neg] = term(seq, cls, p, true);
    if (at < 0) {
      bad = -1 - at;
      break;
    }
    for (let i = 0; i < subjects.length; i += 2) emit(subjects[i], subjects[i + 1] === 1, seq[at], neg);
    p = at + 1;
    bad = p;
    if (p < n && cls[seq[p]] === AND) p++;
    else break;
  }
  return restart(bad);
}

/** Reads a run of consecutive text cells in every combination of its stacks. */
function readRun(stacks: number[][], cls: Uint8Array, emit: Emit): void {
  const seq = stacks.map((s) => s[0]);
  const pick = new Array<number>(stacks.length).fill(0);
  for (let reading = 0; reading < STACK_READINGS_LIMIT; reading++) {
    for (let i = 0; i < seq.length; ) i = sentence(seq, cls, i, emit);
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

/** The rules the text spells, sorted, distinct, with the innate `TEXT IS PUSH` (SPEC §5.2). */
export function parseRules(level: Level): Rule[] {
  const { width, height, lexicon, kinds } = level;
  const cls = new Uint8Array(lexicon.words.length);
  lexicon.words.forEach((w, i) => {
    cls[i] = CODE[w.class];
  });
  const cells: (number[] | undefined)[] = new Array(width * height);
  for (let id = 0; id < level.nextId; id++) {
    if (!level.alive[id] || !kinds.isText[level.kind[id]]) continue;
    const t = level.y[id] * width + level.x[id];
    const list = cells[t] ?? [];
    list.push(kinds.word[level.kind[id]]);
    cells[t] = list;
  }
  const found = new Map<string, Rule>();
  for (const r of INNATE) found.set(ruleText(r), r);
  const emit: Emit = (s, sn, c, cn) => {
    const r = {
      subject: lexicon.words[s].word,
      subjectNegated: sn,
      complement: lexicon.words[c].word,
      negated: cn,
    };
    const text = ruleText(r);
    if (!found.has(text)) found.set(text, r);
  };
  const line = (len: number, at: (i: number) => number[] | undefined) => {
    let run: number[][] = [];
    for (let i = 0; i <= len; i++) {
      const words = i < len ? at(i) : undefined;
      if (words) run.push(words);
      else {
        if (run.length >= 3) readRun(run, cls, emit);
        run = [];
      }
    }
  };
  for (let y = 0; y < height; y++) line(width, (x) => cells[y * width + x]);
  for (let x = 0; x < width; x++) line(height, (y) => cells[y * width + x]);
  return [...found.entries()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map((e) => e[1]);
}
