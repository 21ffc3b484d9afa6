/**
 * A full read's look at the text (docs/rules.md §5.2 "Incremental parsing"): `reparse()` reads every line
 * again, and what a line spells depends only on the words on its cells. One pass over the objects counts
 * each line's text objects (a line with fewer than three spells nothing) and compares them, in id order,
 * with those the line held at the last full read (each as its place along the line and its word; of a
 * level of the same lexicon and size): a line that holds the same text objects holds the same runs, so it
 * spells the very list read for it then (line-read.ts: one shared list per content), and only the lines
 * whose text changed are read cell by cell. What was read is forgotten with the line memo (line-memo.ts).
 */
import type { Lexicon } from "./lexicon";
import { memoGeneration } from "./line-memo";
import type { Level } from "./types";

// What the lines below were read under: lexicon, width, height, line memo generation.
let lex: Lexicon | null = null;
let across = -1;
let down = -1;
let generation = -1;
// Per line (rows, then columns): text objects this scan found; how many the last scan found; whether one
// of them differs from the last scan's; the last scan's, in id order (place along the line × words + word);
// the list read for them (null: not read since they changed).
let texts = new Int32Array(0);
let held = new Int32Array(0);
let differs = new Uint8Array(0);
const seen: Int32Array[] = [];
const lists: (readonly number[] | null)[] = [];

/**
 * Counts the text objects on each line of `level` (rows first, then columns; the scratch returned is valid
 * until the next scan) and forgets the list read for each line whose text objects are not those the last
 * scan found on it (`keptRead`).
 */
export function scanText(level: Level): Int32Array {
  const { width, height, kind, alive, x, y } = level;
  const { isText, word } = level.kinds;
  const count = width + height;
  const words = level.lexicon.words.length;
  if (level.lexicon !== lex || width !== across || height !== down || memoGeneration() !== generation)
    restart(level, count);
  texts.fill(0, 0, count);
  differs.fill(0, 0, count);
  for (let id = 0; id < level.nextId; id++) {
    if (alive[id] !== 1) continue;
    const k = kind[id];
    if (isText[k] !== 1) continue;
    const w = word[k];
    const row = y[id];
    const column = height + x[id];
    let at = texts[row]++;
    let a = seen[row];
    if (at >= a.length) a = grow(row);
    if (a[at] !== x[id] * words + w) {
      a[at] = x[id] * words + w;
      differs[row] = 1;
    }
    at = texts[column]++;
    a = seen[column];
    if (at >= a.length) a = grow(column);
    if (a[at] !== row * words + w) {
      a[at] = row * words + w;
      differs[column] = 1;
    }
  }
  // A place × words + word past 2³¹ would not fit its slot: such a level reads every line (a far larger
  // level than any limit allows).
  const keyed = Math.max(width, height) * words < 2 ** 31;
  for (let l = 0; l < count; l++)
    if (differs[l] === 1 || texts[l] !== held[l] || !keyed) {
      held[l] = texts[l];
      lists[l] = null;
    }
  return texts;
}

/** The list read for line `l` since its text objects last changed (`scanText`), or null. */
export function keptRead(l: number): readonly number[] | null {
  return lists[l];
}

/** Keeps `list`, read for line `l` of the level just scanned, for the next scan that finds its text unchanged; returns it. */
export function keepRead(l: number, list: readonly number[]): readonly number[] {
  lists[l] = list;
  return list;
}

/** Forgets every line (a level of another lexicon or size, or a line memo started again); makes room for `count` lines. */
function restart(level: Level, count: number): void {
  lex = level.lexicon;
  across = level.width;
  down = level.height;
  generation = memoGeneration();
  if (texts.length < count) {
    texts = new Int32Array(count);
    held = new Int32Array(count);
    differs = new Uint8Array(count);
  }
  held.fill(-1);
  lists.fill(null);
  while (seen.length < count) seen.push(new Int32Array(4));
  while (lists.length < count) lists.push(null);
}

/** Doubles line `l`'s list of text objects; returns it. */
function grow(l: number): Int32Array {
  const grown = new Int32Array(seen[l].length * 2);
  grown.set(seen[l]);
  seen[l] = grown;
  return grown;
}
