/**
 * A WORD round's lines (docs/rules.md §5.2 "Incremental parsing"; word.ts, word-parse.ts): the text's
 * reading of each line (`Level.lines`), read again only where a thing read as a word stands in a run of
 * three cells with words or more, walking only the cells that hold words (line-text.ts `textSignature`).
 * Checked against the whole-board parse by tests/grid/incremental-parse.test.ts and
 * tests/grid/word-lines.test.ts, on levels thick with `N IS WORD`.
 */
import { readLine } from "./line-read";
import { runsIn } from "./line-runs";
import { lineCount, spelledCodes } from "./lines";
import type { Level } from "./types";
import { READ } from "./word";

// Scratch, reused by every round: per line, its rules in the round and the last round in which a thing
// read as a word stood in one of its runs; per cell, its words; the cells of the things read.
const roundLines: (readonly number[])[] = [];
let inRun = new Int32Array(0);
let roundNo = 0;
let cellWords: Int32Array = new Int32Array(0);
const thingCells: number[] = [];

/**
 * The rules the lines spell when the things of the kinds `read` marks are read as words, into `SPELLED`
 * (lines.ts `spelledCodes`; returns how many codes): the text's reading of each line, read again where
 * such a thing stands in a run of three cells with words or more along it. Elsewhere the line's runs of
 * three or more are those of its text alone, word for word: a run holding no thing is one of text cells,
 * whose words are their text's, and it is a run of the text reading too (it would run on into a cell
 * with words, holding a thing then); a run of the text reading is one of this reading, ending where the
 * text does (a cell with words beyond it would hold a thing that stands in this run).
 */
export function spelledReading(level: Level, read: Uint8Array | null): number {
  const count = lineCount(level);
  const lines = level.lines;
  if (inRun.length < count) inRun = new Int32Array(count * 2);
  if (++roundNo === 2 ** 30) {
    roundNo = 1; // numbers are reused: forget which lines were read in earlier rounds
    inRun.fill(0);
  }
  roundLines.length = count;
  const known = lines !== null && lines.length === count;
  for (let l = 0; l < count; l++) roundLines[l] = known ? lines[l] : readLine(level, l, read); // else every line read
  if (!known || read === null) return spelledCodes(level, roundLines);
  const { kind, alive, x, y, width, height, textAt } = level;
  const { isText } = level.kinds;
  // per cell, its text and its things read (line-text.ts `textSignature` walks only the cells holding some)
  if (cellWords.length < textAt.length) cellWords = new Int32Array(textAt.length);
  const at = cellWords;
  at.set(textAt);
  thingCells.length = 0;
  for (let id = 0; id < level.nextId; id++) {
    const k = kind[id];
    if (alive[id] !== 1 || isText[k] !== 0 || (read[k] & READ) === 0) continue;
    const cell = y[id] * width + x[id];
    at[cell]++;
    thingCells.push(cell);
  }
  for (let i = 0; i < thingCells.length; i++) {
    const cell = thingCells[i];
    const row = (cell / width) | 0;
    const runs = runsIn(at, width, height, cell - row * width, row);
    if ((runs & 1) !== 0) inRun[row] = roundNo;
    if ((runs & 2) !== 0) inRun[height + cell - row * width] = roundNo;
  }
  for (let l = 0; l < count; l++)
    if (inRun[l] === roundNo) roundLines[l] = readLine(level, l, read, null, at);
  return spelledCodes(level, roundLines);
}
