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
 * move written since; so when the ids of this level marked since are exactly as many as the place writes
 * since, each write is the one move of one of them, of this level or of another one whose ids they share
 * (a mark lost, an object that moved twice or a write of anything else makes the writes outnumber them:
 * the full check). The winner is the oldest YOU object on a cell and float level with a WIN object, as
 * the full check (phases/win.ts `winner`) and the journal's `Won` record name it. With the shortcuts off
 * (move-cells.ts `useShortcuts`) the caller always checks in full. Checked by tests/grid/win-moved.test.ts.
 */
import { kindWritesSoFar, placeWritesSoFar } from "../hash";
import type { Bits } from "../kinds";
import { marks, moveStamp } from "../move-marks";
import { kindMasks } from "../props-of";
import type { Level, RuleState } from "../types";

/** `winnerMoved`'s answer when it cannot tell: the full check must look. */
export const UNTOLD = -2;

// The last check that found no winner: its level, rules record, place and kind writes, ids issued, move mark.
let level0: Level | null = null;
let force0: RuleState | null = null;
let places0 = -1;
let kinds0 = -1;
let next0 = -1;
let stamp0 = -1;
let used = 0;
let sabotage = 0;

/** The win check (no conditional rule touching YOU, WIN or FLOAT) found no winner on `level` just now. */
export function noWinner(level: Level): void {
  level0 = level;
  force0 = level.inForce;
  places0 = placeWritesSoFar();
  kinds0 = kindWritesSoFar();
  next0 = level.nextId;
  stamp0 = moveStamp();
}

/**
 * The YOU object that wins now, from the cells of the objects moved since the last check found none
 * (see the file comment), −1 if none, or UNTOLD when that check is not known to stand.
 */
export function winnerMoved(level: Level, B: Bits): number {
  if (level0 !== level || force0 !== level.inForce || kinds0 !== kindWritesSoFar() || next0 !== level.nextId)
    return UNTOLD;
  const writes = placeWritesSoFar() - places0;
  const moved = marks();
  const n = level.nextId;
  if (moved.length < n || moveStamp() < stamp0) return UNTOLD;
  const since = stamp0;
  let m = 0;
  for (let id = 0; id < n; id++) if (moved[id] > since) m++;
  if (m !== writes) return UNTOLD;
  used++;
  const { head, next, width, x, y, kind, alive } = level;
  const masks = kindMasks(level); // (read only for YOU, WIN and FLOAT, which no conditional rule touches)
  const { YOU: you, WIN: win, FLOAT: float } = B;
  let best = -1;
  let skip = sabotage === 1;
  for (let id = 0; m > 0 && id < n; id++) {
    if (moved[id] <= since) continue;
    m--;
    if (skip) {
      skip = false;
      continue;
    }
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
  return best;
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
