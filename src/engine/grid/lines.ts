/**
 * Parsing line by line (docs/rules.md §5.2, "Incremental parsing"): a rule is spelled within one row or
 * one column, so the rules a level's text spells are the union of what each line spells. The level keeps
 * each line's rules from the last parse (`Level.lines`) and the lines whose text changed since
 * (`Level.stale`, marked by board.ts whenever a text object moves, appears, vanishes or changes kind), so
 * a parse reads again only those lines. Lines are numbered rows first (row y is line y), then columns
 * (column x is line height + x).
 */
import { TEXT } from "./lexicon";
import { ruleCode } from "./rule-codes";
import { readRun, sentenceReader } from "./sentence";
import type { Reader } from "./sentence-reader";
import { put, putPair, SPELLED, sortPairs } from "./spelled";
import type { Level } from "./types";

const EMPTY: readonly number[] = Object.freeze([]);

/** How many lines a level has: its rows and its columns. */
export function lineCount(level: Level): number {
  return level.width + level.height;
}

/**
 * Text object `id` is about to change or just changed on its cell: its row and its column are read
 * again at the next parse. Past four marks per line the level is marked for a full read instead (a
 * null `lines`), so the list stays bounded however long no parse runs.
 */
export function markLines(level: Level, id: number): void {
  if (level.lines === null) return; // every line is read at the next parse anyway
  const stale = level.stale;
  if (stale === null) level.stale = [level.y[id], level.height + level.x[id]];
  else if (stale.length >= 4 * lineCount(level)) {
    level.lines = null;
    level.stale = null;
  } else stale.push(level.y[id], level.height + level.x[id]);
}

// Scratch, reused by every line read: each cell's distinct words, one list per cell of the run (its
// first `sizes[i]` entries), and the codes found.
const stacks: number[][] = [];
let sizes = new Int32Array(64);
const found: number[] = [];
// Per line: the parse in which it was last read (so a line marked twice is read once).
let readIn = new Int32Array(0);
// Per line: how many text objects it holds (a full read's first pass).
let texts = new Int32Array(0);
let parseNo = 0;

/**
 * The codes of the rules line `line` spells: each cell's text words listed once, the line cut into runs
 * of consecutive text cells, each run of three cells or more read in every combination of its stacks
 * (sentence.ts). The conditional rules it spells (docs/rules.md §5.8) follow, each as two numbers:
 * −1 − its conditions number (cond-codes.ts), then its rule code (rule codes are never negative).
 * Shared empty list when it spells none.
 */
export function readLine(level: Level, line: number): readonly number[] {
  const { width, height, head, next, kind, alive } = level;
  const { isText, word } = level.kinds;
  const row = line < height;
  const len = row ? width : height;
  const first = row ? line * width : line - height;
  const stride = row ? 1 : width;
  found.length = 0;
  let reader: Reader | null = null;
  let n = 0; // text cells in the current run
  for (let i = 0, cell = first; i <= len; i++, cell += stride) {
    let words = 0;
    if (i < len) {
      for (let o = head[cell]; o >= 0; o = next[o]) {
        const k = kind[o];
        if (!isText[k] || !alive[o]) continue;
        let list = stacks[n];
        if (list === undefined) stacks[n] = list = [];
        const w = word[k];
        let j = 0;
        while (j < words && list[j] !== w) j++;
        if (j === words) list[words++] = w; // (lists are overwritten, never shortened: no reallocation)
      }
    }
    if (words > 0) {
      if (sizes.length <= n) {
        const grown = new Int32Array(sizes.length * 2);
        grown.set(sizes);
        sizes = grown;
      }
      sizes[n++] = words;
    } else {
      if (n >= 3) {
        reader ??= sentenceReader(level.lexicon, level.kinds.cls); // one parse: each rule pushed once
        readRun(reader, stacks, found, n, sizes);
      }
      n = 0;
    }
  }
  if (reader !== null) {
    const pairs = reader.condOut; // this line's conditional rules, each once
    for (let i = 0; i < pairs.length; i += 2) found.push(-1 - pairs[i + 1], pairs[i]);
  }
  return found.length === 0 ? EMPTY : found.slice();
}

/**
 * The codes of the rules the level's text spells, sorted and distinct, with the innate `TEXT IS PUSH`
 * (docs/rules.md §5.2), written into `SPELLED` (scratch: valid until the next parse); returns how many.
 * The lines marked stale are read again (every line with `full` or when the level's lines are
 * unknown), the others kept as the last parse left them. Updates `lines` and clears `stale`.
 */
export function spelledCodes(level: Level, full: boolean): number {
  const count = lineCount(level);
  let lines = level.lines;
  if (full || lines === null || lines.length !== count) {
    // Text objects per line first: a line with fewer than three holds no run of three text cells.
    if (texts.length < count) texts = new Int32Array(count * 2);
    texts.fill(0, 0, count);
    const { kind, alive, x, y, height } = level;
    const { isText } = level.kinds;
    for (let id = 0; id < level.nextId; id++) {
      if (alive[id] !== 1 || !isText[kind[id]]) continue;
      texts[y[id]]++;
      texts[height + x[id]]++;
    }
    const fresh: (readonly number[])[] = new Array(count);
    for (let l = 0; l < count; l++) fresh[l] = texts[l] < 3 ? EMPTY : readLine(level, l);
    lines = fresh;
  } else if (level.stale !== null) {
    if (readIn.length < count) readIn = new Int32Array(count * 2);
    if (++parseNo === 2 ** 30) {
      parseNo = 1; // numbers are reused: forget which lines were read in earlier parses
      readIn.fill(0);
    }
    const changed = lines.slice();
    for (const l of level.stale) {
      if (readIn[l] === parseNo) continue;
      readIn[l] = parseNo;
      changed[l] = readLine(level, l);
    }
    lines = changed;
  }
  level.lines = lines;
  level.stale = null;
  const { lexicon } = level;
  const text = lexicon.index[TEXT];
  const push = lexicon.index.PUSH;
  let n = 0;
  let m = 0;
  if (text !== undefined && push !== undefined) n = put(n, ruleCode(lexicon, text, false, push, false));
  for (let l = 0; l < count; l++) {
    const line = lines[l];
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (c >= 0) n = put(n, c);
      else m = putPair(m, line[++i], -1 - c);
    }
  }
  SPELLED.pairCount = m > 1 ? sortPairs(m) : m;
  if (n < 2) return n;
  const codes = SPELLED.codes;
  if (n <= 32) {
    for (let i = 1; i < n; i++) {
      const c = codes[i];
      let j = i - 1;
      for (; j >= 0 && codes[j] > c; j--) codes[j + 1] = codes[j];
      codes[j + 1] = c;
    }
  } else codes.subarray(0, n).sort();
  let j = 1;
  for (let i = 1; i < n; i++) if (codes[i] !== codes[j - 1]) codes[j++] = codes[i];
  return j;
}
