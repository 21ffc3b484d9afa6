/**
 * The listings of the MOVE, SHIFT and FEAR rules on the board (docs/rules.md §5.4): how many times the game's
 * parser lists each, summed over the lines as the last parse read them (`Level.lines`, each line's counts
 * kept beside its list of rules: listings.ts), so they are those of the rules in force even when text
 * moved since (the game's MOVE take reads the rules of the last parse). The solver's decoded boards have
 * no lines: the decoder gives each the listings of its text layout, kept beside its rules, and a copy of
 * one keeps them (`useListed`, listed-kept.ts). A level that let go of its lines after many marks keeps
 * the listings of those lines until its next parse (listed-kept.ts `keepLetGo`). Another level whose lines
 * are unknown (`relink.ts`: a board written without marks) has the lines through its MOVE, SHIFT and FEAR texts read for it (each read once per
 * content, line-memo.ts): only they can spell such a rule. Things read as words (`X IS WORD`) are not counted: the lines hold
 * the text's reading, and a rule spelled with such a thing counts as its distinct spelled rules do.
 */
import { condEntry } from "./cond-entry";
import { boardWritesSoFar } from "./hash";
import { ALL } from "./lexicon";
import { readLine } from "./line-read";
import { keptListed } from "./listed-kept";
import { countedOf, LISTED } from "./listings";
import { complementOf, ruleCode, subjectOf, verbOf } from "./rule-codes";
import type { Level } from "./types";

/**
 * The listings: of each unconditional MOVE, SHIFT or FEAR rule spelled (by code), and of each conditional one
 * as it applies to one noun (by the text of the rule expanded to that noun, as cond-resolve.ts expands an
 * ALL or NOT subject: the listings of every spelled rule that expands to it, added).
 */
export interface Listed {
  readonly plain: ReadonlyMap<number, number>;
  readonly byText: ReadonlyMap<string, number>;
}

let lastLines: Level["lines"] = null;
let lastKinds: Level["kinds"] | null = null;
// A level without lines read last, and the board writes then (no level's objects changed while they stand still).
let lastRead: Level | null = null;
let lastWrites = -1;
let last: Listed = { plain: new Map(), byText: new Map() };
let lastFlat: number[] = [];
let spare: number[] = [];
// Scratch: the lines `countedLines` found.
const counted: number[] = [];

/** The listings of the MOVE, SHIFT and FEAR rules the level's text spelled at its last parse (the same record while they are the same). */
export function listedOf(level: Level): Listed {
  const lines = level.lines;
  if (lines === null) {
    const kept = keptListed(level);
    if (kept !== null) return kept;
  }
  if (level.kinds === lastKinds) {
    if (lines !== null && lines === lastLines) return last;
    if (lines === null && level === lastRead && boardWritesSoFar() === lastWrites) return last;
  }
  lastRead = lines === null ? level : null;
  lastWrites = boardWritesSoFar();
  const flat = spare; // (scratch: the flat list read last is kept, the other reused)
  flat.length = 0;
  if (lines !== null) for (const list of lines) sum(flat, list);
  else for (let i = 0, n = countedLines(level); i < n; i++) sum(flat, readLine(level, counted[i]));
  lastLines = lines;
  if (level.kinds === lastKinds && sameFlat(flat, lastFlat)) return last;
  lastKinds = level.kinds;
  spare = lastFlat;
  lastFlat = flat;
  last = build(level, flat);
  return last;
}

function build(level: Level, flat: readonly number[]): Listed {
  const { lexicon: lex, kinds } = level;
  const plain = new Map<number, number>();
  const byText = new Map<string, number>();
  const all = lex.index[ALL] ?? -1;
  for (let i = 0; i < flat.length; i += 3) {
    const [code, cond, n] = [flat[i], flat[i + 1], flat[i + 2]];
    if (cond === 0) {
      plain.set(code, n);
      continue;
    }
    const s = subjectOf(lex, code);
    const c = complementOf(lex, code);
    const nouns: number[] = [];
    if ((code & 2) !== 0 || s === all) {
      for (let k = 0; k < kinds.firstText; k++)
        if (kinds.word[k] !== s || s === all) nouns.push(kinds.word[k]);
    } else nouns.push(s);
    for (const p of nouns) {
      const text = condEntry(lex, ruleCode(lex, p, false, c, (code & 1) === 1, verbOf(lex, code)), cond).text;
      byText.set(text, (byText.get(text) ?? 0) + n);
    }
  }
  return { plain, byText };
}

/** Adds the listings kept beside line list `list` to `flat`. */
function sum(flat: number[], list: readonly number[]): void {
  const e = LISTED.get(list);
  if (e !== undefined) for (let i = 0; i < e.length; i += 3) add(flat, e[i], e[i + 1], e[i + 2]);
}

/**
 * The lines (lines.ts numbering) through a MOVE, SHIFT or FEAR text object (`countedOf` marks), the only
 * ones that can list their rules, into `counted`; returns how many.
 */
function countedLines(level: Level): number {
  const { kinds, kind, alive } = level;
  const words = countedOf(level.lexicon).markWords;
  marked.length = 0;
  for (const w of words)
    if (kinds.textOf[w] >= 0 && level.count[kinds.textOf[w]] > 0) marked.push(kinds.textOf[w]);
  let n = 0;
  if (marked.length === 0) return n;
  for (let id = 0; id < level.nextId; id++)
    if (alive[id] && marked.includes(kind[id])) {
      n = once(n, level.y[id]);
      n = once(n, level.height + level.x[id]);
    }
  return n;
}

// Scratch: the text kinds of the marking words on the board.
const marked: number[] = [];

/** Adds line `l` to the first `n` of `counted` unless there; returns the new count. */
function once(n: number, l: number): number {
  for (let i = 0; i < n; i++) if (counted[i] === l) return n;
  counted[n] = l;
  return n + 1;
}

/** Adds `n` listings of (`code`, `cond`) to the flat list `out` (code, conditions, count). */
function add(out: number[], code: number, cond: number, n: number): void {
  for (let i = 0; i < out.length; i += 3)
    if (out[i] === code && out[i + 1] === cond) {
      out[i + 2] += n;
      return;
    }
  out.push(code, cond, n);
}

function sameFlat(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
