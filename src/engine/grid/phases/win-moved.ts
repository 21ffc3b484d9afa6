/**
 * The win check after a turn in which objects only moved (docs/rules.md §5.5; wiki "WIN"; issue 13): when
 * the last check of this level found no winner under the same rules record, no conditional rule gives or
 * takes YOU, WIN or FLOAT (each object's are its kind's), no kind or life was written and no id issued
 * since (hash.ts `kindWritesSoFar`, `nextId`), and every place write since is a move that marked its
 * object moved (move-marks.ts `marks`), a YOU object and a WIN object on one float level of one cell now
 * did not share it then, so one of them moved there: only the cells of the objects marked are looked at.
 *
 * The proof that every place write is a marked move (hash.ts `placeWritesSoFar`, which counts each move
 * one write, and an undo's, a restore's, an edit's or the solver's decoder's put back one too): each mark
 * set since the mark of the check (a mark above the move count then, `moveStamp`: a take's marks are set
 * aside and given back only inside the take that set them, so a mark above it was set since) follows a
 * move written since; so when as many distinct ids marked since as place writes since are found (read
 * from the running undo recording's newest records, undo-log.ts `recorded`: any number read there that
 * is such an id counts), each write is the one move of one of them, and no other id was marked (its move
 * would be one write more); a lost mark, an object that moved twice or a write of anything else leaves
 * fewer found than writes: then, or past a few records read or a few writes,
 * the full check). The winner is the oldest YOU object on a cell and float level with a WIN object, as
 * the full check (phases/win.ts `winner`) and the journal's `Won` record name it. With the shortcuts off
 * (move-cells.ts `useShortcuts`) the caller always checks in full. Checked by tests/grid/win-moved.test.ts.
 */
import { kindWritesSoFar, placeWritesSoFar } from "../hash";
import type { Bits } from "../kinds";
import { marks, moveStamp } from "../move-marks";
import { kindMasks } from "../props-of";
import type { Level, RuleState } from "../types";
import { recorded, recordedEnd } from "../undo-log";
import { recordSize } from "../undo-record";

/** `winnerMoved`'s answer when it cannot tell: the full check must look. */
export const UNTOLD = -2;

// The last check that found no winner: its level, rules record, place and kind writes, ids issued, move
// mark, undo entries.
let level0: Level | null = null;
let force0: RuleState | null = null;
let places0 = -1;
let kinds0 = -1;
let next0 = -1;
let stamp0 = -1;
let entries0 = -1;
let used = 0;
/** The most place writes since after which the moved cells are looked at (more: the full check). */
const FEW = 4;
let sabotage = 0;

/** The win check (no conditional rule touching YOU, WIN or FLOAT) found no winner on `level` just now. */
export function noWinner(level: Level): void {
  level0 = level;
  force0 = level.inForce;
  places0 = placeWritesSoFar();
  kinds0 = kindWritesSoFar();
  next0 = level.nextId;
  stamp0 = moveStamp();
  entries0 = level.history.length;
}

/** The win check found a winner: the mark is dropped (an undo of that step leaves nothing to build on). */
export function wonSince(): void {
  level0 = null;
}

/**
 * The YOU object that wins now, from the cells of the objects moved since the last check found none
 * (see the file comment), −1 if none, or UNTOLD when that check is not known to stand. The undo
 * history holding as many entries as then (the step that check ran in undone) is asked first: it
 * passes over the step after an undo without the count (an answer is given only with the count).
 */
export function winnerMoved(level: Level, B: Bits): number {
  if (
    level0 !== level ||
    force0 !== level.inForce ||
    kinds0 !== kindWritesSoFar() ||
    next0 !== level.nextId ||
    level.history.length === entries0
  )
    return UNTOLD;
  const writes = placeWritesSoFar() - places0;
  if (writes > FEW) return UNTOLD; // (the full check's look at the YOU objects' cells costs no more then)
  const moved = marks();
  const n = level.nextId;
  if (moved.length < n || moveStamp() < stamp0) return UNTOLD;
  const since = stamp0;
  const { head, next, width, x, y, kind, alive } = level;
  const masks = kindMasks(level); // (read only for YOU, WIN and FLOAT, which no conditional rule touches)
  const { YOU: you, WIN: win, FLOAT: float } = B;
  const buf = recorded(); // (the running recording's, newest last: undo-log.ts)
  const size = recordSize(level);
  newSeen(n);
  let best = -1;
  let found = 0; // distinct ids marked since, found in the records (an answer when as many as the writes)
  let left = 2 * writes + 16; // records read at most
  for (let j = recordedEnd() - size; found < writes && j >= 0; j -= size) {
    if (--left < 0) return UNTOLD;
    const id = buf[j];
    if (id < 0 || id >= n || moved[id] <= since || seen[id] === seenNo) continue;
    seen[id] = seenNo;
    if (++found === 1 && sabotage === 1) continue;
    if (!alive[id]) continue; // (another level's id: this level wrote no life since)
    const cell = y[id] * width + x[id];
    const first = head[cell];
    if (next[first] < 0) continue; // alone: YOU and WIN by kind then too, and found then
    let wins = 0; // per float level (bit 1 on the ground, 2 floating): a WIN object there
    for (let o = first; o >= 0; o = next[o]) {
      const p = masks[kind[o]];
      if (p & win && (sabotage !== 2 || moved[o] <= since)) wins |= p & float ? 2 : 1;
    }
    if (wins === 0) continue;
    for (let o = first; o >= 0; o = next[o]) {
      const p = masks[kind[o]];
      if (p & you && wins & (p & float ? 2 : 1) && (best < 0 || o < best)) best = o;
    }
  }
  if (found < writes) return UNTOLD;
  used++;
  return best;
}

// Per id, the number of the last `winnerMoved` that found it marked (its distinct ids).
let seen = new Int32Array(0);
let seenNo = 0;

/** A new number for the seen marks, the marks' array sized to `n` ids. */
function newSeen(n: number): void {
  if (seen.length < n) seen = new Int32Array(n * 2);
  if (++seenNo === 2 ** 30) {
    seenNo = 1; // numbers are reused: forget every id
    seen.fill(0);
  }
}

/** How many checks `winnerMoved` answered from the moved cells so far: the tests check their walks find some. */
export const movedChecksSoFar = (): number => used;

/**
 * For the tests' sabotage only: 1 passes over the first object marked (a move missing from the list), 2
 * ignores a WIN object that moved; 0, the check as written.
 */
export function sabotageWinMoved(mode: number): void {
  sabotage = mode;
}
