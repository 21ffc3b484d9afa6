/**
 * A full read's look at the text (docs/rules.md §5.2 "Incremental parsing"): `reparse()` reads every line
 * again, and what a line spells depends only on the words on its cells. One pass over the objects compares
 * the text objects, in id order, with those of the last full read (each as its cell and word; of a level
 * of the same lexicon and size): when all are as they were, every line holds the same runs, so it spells
 * the very list read for it then (line-read.ts: one shared list per content); otherwise a line is read cell
 * by cell only when a text object that differs lies on it, now or then (a line whose text changed has one:
 * its text objects, in id order, are not those it had). What was read is forgotten with the line memo
 * (line-memo.ts).
 * Checked against a fresh read of every line by tests/grid/line-scan.test.ts and
 * load-shortcuts.test.ts.
 */
import type { Lexicon } from "./lexicon";
import { memoGeneration } from "./line-memo";
import { NO_RUN, readLine } from "./line-read";
import type { Lines } from "./line-states";
import type { Level } from "./types";

// What the lines below were read under: lexicon, width, height, line memo generation.
let lex: Lexicon | null = null;
let across = -1;
let down = -1;
let generation = -1;
// The last full read's text objects, in id order, each as cell × words + word, and how many (-1: none known).
let signs = new Int32Array(64);
let held = -1;
// Per line (rows, then columns): text objects this scan found; whether one that differs lies on it; the
// list read for it (null: not read since a text object on it differed; a read cut short by a throw leaves
// the lines it did not reach so).
let texts = new Int32Array(0);
let differs = new Uint8Array(0);
const lists: (readonly number[] | null)[] = [];
// The list of lines the last full read left (each line's list as in `lists`), null when some list changed since.
let whole: Lines | null = null;

/**
 * Reads every line of `level` again (docs/rules.md §5.2: `reparse()`, a load): the lines as before when
 * `lines` (the level's, null when unknown) is what they read, else another list (the one the last full
 * read left, shared, when no text object differs and `lines` is not of the level's length; else a new one). The text objects are
 * compared with the last full read's first: a line none of them differs on keeps its list (and when none
 * differs and `lines` is the list that read left, it is the answer at once); otherwise a line with fewer
 * than three text objects holds no run of three text cells, and any other line is read (line-read.ts).
 */
export function readEveryLine(level: Level, lines: Lines | null): Lines | null {
  const texts = scanText(level);
  if (texts === null && lines !== null && lines === whole) return null;
  const count = level.width + level.height;
  const same = lines !== null && lines.length === count;
  // Nothing differs and some list of the level's count is to be made: the one that read left is it, shared
  // (lists are never written once made, line-states.ts), every line's list being there.
  if (texts === null && whole !== null && !same) return whole;
  let fresh: (readonly number[])[] | null = null;
  for (let l = 0; l < count; l++) {
    // (a line whose list a read cut short by a throw did not keep is read, though no text object differs)
    let r = lists[l];
    if (r === null) lists[l] = r = texts !== null && texts[l] < 3 ? NO_RUN : readLine(level, l);
    if (fresh === null && (!same || r !== (lines as Lines)[l])) {
      fresh = new Array(count);
      for (let i = 0; i < l; i++) fresh[i] = (lines as Lines)[i];
    }
    if (fresh !== null) fresh[l] = r;
  }
  whole = fresh ?? lines;
  return fresh;
}

/**
 * Compares the text objects of `level` with those of the last full read: null when they are the same
 * (every line's list is then in `lists`, unless that read was cut short), else the text objects on each
 * line (rows first, then columns; scratch, valid until the next scan), the list of each line a differing
 * text object lies on forgotten.
 */
function scanText(level: Level): Int32Array | null {
  const { width, height, kind, alive, x, y } = level;
  const { isText, word } = level.kinds;
  const words = level.lexicon.words.length;
  if (level.lexicon !== lex || width !== across || height !== down || memoGeneration() !== generation)
    restart(level);
  const end = level.nextId;
  let j = 0;
  let id = 0;
  for (; id < end; id++) {
    if (alive[id] !== 1) continue;
    const k = kind[id];
    if (isText[k] !== 1) continue;
    if (j >= held || signs[j] !== (y[id] * width + x[id]) * words + word[k]) break;
    j++;
  }
  return id === end && j === held ? null : countLines(level, words);
}

/** `scanText` when some text object differs: counts each line's, and forgets the lists of the lines they lie on. */
function countLines(level: Level, words: number): Int32Array {
  const { width, height, kind, alive, x, y } = level;
  const { isText, word } = level.kinds;
  const count = width + height;
  texts.fill(0, 0, count);
  differs.fill(0, 0, count);
  // A cell × words + word past 2³¹ would not fit its slot: such a level reads every line (a far larger
  // level than any limit allows).
  const keyed = width * height * words < 2 ** 31;
  let j = 0;
  for (let id = 0; id < level.nextId; id++) {
    if (alive[id] !== 1) continue;
    const k = kind[id];
    if (isText[k] !== 1) continue;
    texts[y[id]]++;
    texts[height + x[id]]++;
    const sign = (y[id] * width + x[id]) * words + word[k];
    if (j >= signs.length) grow();
    if (j >= held || signs[j] !== sign) {
      if (j < held) differ(signs[j], width, height, words); // where the object of the last read lay
      differs[y[id]] = 1;
      differs[height + x[id]] = 1;
      signs[j] = sign;
    }
    j++;
  }
  for (let i = j; i < held; i++) differ(signs[i], width, height, words);
  held = keyed ? j : -1;
  for (let l = 0; l < count; l++) if (differs[l] === 1 || !keyed) lists[l] = null;
  whole = null;
  return texts;
}

/** Marks the row and the column of the last full read's text object `sign` (cell × words + word). */
function differ(sign: number, width: number, height: number, words: number): void {
  const cell = (sign / words) | 0;
  const row = (cell / width) | 0;
  differs[row] = 1;
  differs[height + cell - row * width] = 1;
}

/** Forgets every line (a level of another lexicon or size, or a line memo started again); makes room for its lines. */
function restart(level: Level): void {
  lex = level.lexicon;
  across = level.width;
  down = level.height;
  generation = memoGeneration();
  held = -1;
  whole = null;
  const count = across + down;
  if (texts.length < count) {
    texts = new Int32Array(count);
    differs = new Uint8Array(count);
  }
  lists.fill(null);
  while (lists.length < count) lists.push(null);
}

/** Doubles the room for text objects. */
function grow(): void {
  const grown = new Int32Array(signs.length * 2);
  grown.set(signs);
  signs = grown;
}
