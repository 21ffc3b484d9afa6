/**
 * A WORD round's lines (docs/rules.md §5.2 "Incremental parsing"; word.ts, word-parse.ts): the text's
 * reading of each line (`Level.lines`), read again only where a thing read as a word stands among three
 * words or more, walking only the cells that hold words (line-text.ts `textSignature`). Checked against the
 * whole-board parse by tests/grid/incremental-parse.test.ts, on levels thick with `N IS WORD`.
 */
import { readLine } from "./line-read";
import { lineCount, spelledCodes } from "./lines";
import type { Level } from "./types";
import { READ } from "./word";

// Scratch, reused by every round: per line, its rules in the round, the last round in which it held a
// thing read as a word, and how many words (text and things read) it holds; per cell, its words.
const roundLines: (readonly number[])[] = [];
let holds = new Int32Array(0);
let words = new Int32Array(0);
let roundNo = 0;
let cellWords: Int32Array = new Int32Array(0);

/**
 * The rules the lines spell when the things of the kinds `read` marks are read as words, into `SPELLED`
 * (lines.ts `spelledCodes`; returns how many codes): the text's reading of each line, read again where
 * such a thing stands among three words or more (fewer spell nothing, as the text alone there does).
 */
export function spelledReading(level: Level, read: Uint8Array | null): number {
  const count = lineCount(level);
  const lines = level.lines;
  if (holds.length < count) {
    holds = new Int32Array(count * 2);
    words = new Int32Array(count * 2);
  }
  if (++roundNo === 2 ** 30) {
    roundNo = 1; // numbers are reused: forget which lines held things in earlier rounds
    holds.fill(0);
  }
  roundLines.length = count;
  const known = lines !== null && lines.length === count;
  for (let l = 0; l < count; l++) roundLines[l] = known ? lines[l] : readLine(level, l, read); // else every line read
  if (!known || read === null) return spelledCodes(level, roundLines);
  words.fill(0, 0, count);
  const { kind, alive, x, y, width, height, textAt } = level;
  const { isText } = level.kinds;
  // per cell, its text and its things read (line-text.ts `textSignature` walks only the cells holding some)
  if (cellWords.length < textAt.length) cellWords = new Int32Array(textAt.length);
  const at = cellWords;
  at.set(textAt);
  for (let id = 0; id < level.nextId; id++) {
    const k = kind[id];
    if (alive[id] !== 1 || (isText[k] === 0 && (read[k] & READ) === 0)) continue;
    const row = y[id];
    const column = height + x[id];
    words[row]++;
    words[column]++;
    if (isText[k] === 0) {
      holds[row] = holds[column] = roundNo;
      at[row * width + x[id]]++;
    }
  }
  for (let l = 0; l < count; l++)
    if (holds[l] === roundNo && words[l] >= 3) roundLines[l] = readLine(level, l, read, null, at);
  return spelledCodes(level, roundLines);
}
