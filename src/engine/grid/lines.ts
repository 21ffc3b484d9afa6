/**
 * Parsing line by line (docs/rules.md §5.2, "Incremental parsing"): a rule is spelled within one row or
 * one column, so the rules a level's text spells are the union of what each line spells. The level keeps
 * each line's rules from the last parse (`Level.lines`) and the lines a text change may have changed since
 * (`Level.stale`, marked by board.ts whenever a text object moves, appears, vanishes or changes kind), so
 * a parse reads again only those. Lines are numbered rows first (row y is line y), then columns
 * (column x is line height + x).
 * Checked against a whole-board parse (parse.ts) after every step and undo by
 * tests/grid/incremental-parse.test.ts, parse-shortcuts.test.ts and line-marks.test.ts.
 */
import { readLine } from "./line-read";
import { runsIn, runsThrough } from "./line-runs";
import { readEveryLine } from "./line-scan";
import { changeLine, interns, type Lines } from "./line-states";
import { listedOf } from "./listed";
import { dropLetGo, keepLetGo } from "./listed-kept";
import { put, putPair, SPELLED, sortPairs } from "./spelled";
import type { Level } from "./types";

/** How many lines a level has: its rows and its columns. */
export function lineCount(level: Level): number {
  return level.width + level.height;
}

/**
 * Text object `id` is about to change or just changed on its cell: its row and its column are marked to be
 * read again at the next parse, each only if a run of three text cells or more passes through the cell
 * along it, the cell counted as holding text (line-runs.ts; the cell's neighbours are those of the
 * change). What a line spells depends only on its runs (line-read.ts), and a change of one cell's text
 * that lies in no run of the line, before or after it, changes no run (the text cells either side of it
 * number fewer than three with it); so changes each outside the runs of the moment leave the line as the
 * last parse read it. A line already marked is not looked at again. When every line is marked the level is
 * marked for a full read instead (a null `lines`; the MOVE and SHIFT listings of the lines let go are kept
 * till then, listed-kept.ts). A thing read as a word (word.ts) marks nothing: the lines hold the text's
 * reading, which it does not change, and the WORD rounds read every line that holds such a thing afresh
 * (word-parse.ts).
 */
export function markLines(level: Level, id: number): void {
  if (level.lines === null) return; // every line is read at the next parse anyway
  if (level.kinds.isText[level.kind[id]] === 0) return;
  const x = level.x[id];
  const y = level.y[id];
  let runs = runsThrough(level, x, y); // bit 1: the row to mark, bit 2: the column (most often neither)
  if (runs === 0) return;
  const column = level.height + x;
  const stale = level.stale;
  if (stale !== null)
    for (let i = 0; i < stale.length; i++) {
      if (stale[i] === y) runs &= 2;
      else if (stale[i] === column) runs &= 1;
    }
  if ((runs & 1) !== 0) mark(level, y);
  if ((runs & 2) !== 0) mark(level, column);
}

/**
 * Text object `id` just moved from cell `from` to the cell it stands on: `markLines` before the move and
 * after it, in one pass (a step's moved word; board.ts `shiftTurned`). The cell left is judged as the
 * board stood before the move (the cell entered is its neighbour along the move, one text object fewer
 * then), the cell entered as it stands; each line is marked once (a move along a row leaves and enters
 * the same row), in the order the two calls would mark them.
 */
export function markMoved(level: Level, id: number, from: number): void {
  if (level.lines === null) return; // every line is read at the next parse anyway
  const { width, height } = level;
  const at = level.textAt; // (the level's own: the move counted its text)
  const x = level.x[id];
  const y = level.y[id];
  const to = y * width + x;
  const fy = (from / width) | 0;
  const fx = from - fy * width;
  at[to]--; // as the board stood before the move
  let runs = runsIn(at, width, height, fx, fy);
  at[to]++;
  const after = runsIn(at, width, height, x, y);
  if ((runs | after) === 0) return; // (most often)
  // the lines to mark: the row and column left (bits 1, 2), the row and column entered (bits 4, 8)
  runs |= after << 2;
  if (fy === y && (runs & 5) !== 0) runs = (runs | 1) & ~4;
  if (fx === x && (runs & 10) !== 0) runs = (runs | 2) & ~8;
  const column = height + x;
  const left = height + fx;
  const stale = level.stale;
  if (stale !== null)
    for (let i = 0; i < stale.length; i++) {
      const l = stale[i];
      if (l === fy) runs &= ~1;
      else if (l === left) runs &= ~2;
      if (l === y) runs &= ~4;
      else if (l === column) runs &= ~8;
    }
  if ((runs & 1) !== 0) mark(level, fy);
  if ((runs & 2) !== 0 && level.lines !== null) mark(level, left);
  if ((runs & 4) !== 0 && level.lines !== null) mark(level, y);
  if ((runs & 8) !== 0 && level.lines !== null) mark(level, column);
}

/** Marks line `l`, not marked yet, to be read again at the next parse (`markLines`). */
function mark(level: Level, l: number): void {
  const stale = level.stale;
  if (stale === null) {
    const list = spare ?? [l];
    spare = null;
    while (list.length > 1) list.pop(); // (a list kept keeps its room: no list made per step)
    list[0] = l;
    level.stale = list;
  } else if (stale.length + 1 >= lineCount(level)) {
    keepLetGo(level, listedOf(level)); // the MOVE and SHIFT listings stay the last parse's (§5.4)
    level.lines = null;
    dropMarks(level);
  } else stale.push(l);
}

// The last list of marks a level let go (no level holds it: a copy copies its marks), for the next first mark.
let spare: number[] | null = null;

/** `level` has no marked line any more (its lines were read, or are unknown); its list is kept for reuse. */
export function dropMarks(level: Level): void {
  if (level.stale !== null) spare = level.stale;
  level.stale = null;
}

/**
 * Reads the lines marked stale again (every line with `full` or when the level's lines are unknown),
 * keeping the others as the last parse left them (docs/rules.md §5.2); updates `lines` and clears
 * `stale`. Returns whether any line's rules changed: when none did, the level keeps its `lines` list and
 * its last parse's record still holds (a line read again gives the same shared list, line-memo.ts).
 */
export function readLines(level: Level, full: boolean): boolean {
  const count = lineCount(level);
  const lines = level.lines;
  let out: Lines | null = null;
  if (full || lines === null || lines.length !== count) {
    if (lines === null && level.parsed !== null) dropLetGo(level); // (this is its next parse)
    out = readEveryLine(level, lines); // (line-scan.ts)
  } else if (level.stale !== null) {
    const stale = level.stale;
    // With an undo history the lists are interned (line-states.ts: a change made before gives the list it
    // gave); without one (a search's boards, explored once) a changed list is a copy of its own.
    const interned = interns(level);
    let now: Lines = lines;
    let copy: (readonly number[])[] | null = null;
    for (let i = 0; i < stale.length; i++) {
      const l = stale[i]; // (each line is marked once)
      const r = readLine(level, l);
      if (r === lines[l]) continue; // (as now[l]: a line is read once a parse; the list read is at hand)
      if (interned) now = changeLine(now, l, r);
      else {
        copy ??= lines.slice();
        copy[l] = r;
        now = copy;
      }
    }
    if (now !== lines) out = now;
  }
  if (out !== null) level.lines = out;
  dropMarks(level);
  return out !== null;
}

/**
 * The codes of the rules the level's lines spell (`readLines` first; or the lines `lines`, a WORD
 * round's), sorted and distinct, with the innate `TEXT IS PUSH` (docs/rules.md §5.2), written into
 * `SPELLED` (scratch: valid until the next parse), and its conditional rules (§5.8); returns how many codes.
 */
export function spelledCodes(
  level: Level,
  lines: readonly (readonly number[])[] = level.lines ?? [],
): number {
  const innate = level.kinds.innate; // (kinds.ts: made once per lexicon)
  let n = 0;
  let m = 0;
  for (let i = 0; i < innate.length; i++) n = put(n, innate[i]);
  for (let l = 0; l < lines.length; l++) {
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
