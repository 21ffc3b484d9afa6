/**
 * Phases that narrow to what changed (docs/rules.md §5.5; issue 13): a phase that found nothing keeps a
 * mark (the level, its rules record and the board-write count then, hash.ts `boardWritesSoFar`). When a
 * turn of that level begins with the count where the mark left it, the board is the one the phase found
 * nothing on, and the turn's undo recording (undo-log.ts) lists every object the turn changed since: each
 * one whose kind, cell, facing or life it wrote, and the ids it added. A phase whose finding needs two
 * objects to meet (a YOU and a WIN object, a hazard and its victim) can then look only where a changed
 * object stands now, under the same rules record; what any changed object's cell may hold, it finds in
 * full. The count moves on at every write of any level's objects (board.ts, an undo's restore, a load,
 * an edit, the solver's decoder), so an undo, a restart, a copy (another level), an edit or another
 * level's turn between leaves no mark standing. With the engine's shortcuts off (move-cells.ts
 * `useShortcuts`, the reference of tests/grid/quiet-marks.test.ts) no mark is read.
 */
import { boardWritesSoFar } from "../hash";
import { shortcutsOn } from "../move-cells";
import type { Level, RuleState } from "../types";
import { joining, recorded, recordedEnd, recordingOf } from "../undo-log";
import { placeCell, placeLife, recordKind, recordPlace, recordSize } from "../undo-record";

/** The mark of the hazards' killing steps (hazards.ts). */
export const HAZARDS_MARK = 0;
/** The mark of the win check (win.ts). */
export const WIN_MARK = 1;

const markLevel: (Level | null)[] = [null, null];
const markWrites: number[] = [-1, -1];
const markForce: (RuleState | null)[] = [null, null];

// The turns running, innermost last (a destroy hook may step a level inside a turn): each one's level,
// the board-write count and the level's id counter at its start, and where its recording starts (−1: none).
const turnLevels: (Level | null)[] = [];
const turnWrites: number[] = [];
const turnIds: number[] = [];
const turnStarts: number[] = [];
let depth = 0;

// The last outermost turn: the marks standing at its start (`held`, per mark), its rules then, and its
// level and the board-write count at its end (`undone`). Its level is kept until the next turn or undo.
const held = [false, false];
let heldForce: RuleState | null = null;
let endLevel: Level | null = null;
let endWrites = -1;
let endChanges = -1;

/** A turn of `level` begins (turn.ts `runTurn`, inside its undo recording, before any phase). */
export function enterTurn(level: Level): void {
  const writes = boardWritesSoFar();
  turnLevels[depth] = level;
  turnWrites[depth] = writes;
  turnIds[depth] = level.nextId;
  turnStarts[depth] = recordingOf(level);
  if (depth++ > 0) return;
  endLevel = null;
  const own = turnStarts[0] >= 0 && !joining(level); // (its undo entry is its own: `undone`)
  heldForce = level.inForce;
  for (let k = 0; k < held.length; k++)
    held[k] = own && markLevel[k] === level && markForce[k] === heldForce && markWrites[k] === writes;
}

/** The innermost turn ended (thrown or not), the `transactions`-th undoable change begun so far (undo.ts). */
export function leaveTurn(transactions: number): void {
  const level = turnLevels[--depth];
  turnLevels[depth] = null; // (the level is not kept alive by the scratch)
  if (depth > 0) return;
  endLevel = level;
  endWrites = boardWritesSoFar();
  endChanges = transactions;
}

/**
 * `level`'s newest undo entry was put back (undo.ts), the board-write count `writes` before and `transactions`
 * undoable changes begun so far: if it is the last outermost turn's (no undoable change, such as an edit
 * writing nothing, begun since), with nothing written since it ended, the board is again the one it began
 * with, and the marks standing then (under the same rules record, put back) stand again.
 */
export function undone(level: Level, writes: number, transactions: number): void {
  if (
    level !== endLevel ||
    writes !== endWrites ||
    transactions !== endChanges ||
    level.inForce !== heldForce
  )
    return;
  endLevel = null;
  for (let k = 0; k < held.length; k++) if (held[k]) markQuiet(level, k);
}

/** Phase `which` found nothing on `level` just now. */
export function markQuiet(level: Level, which: number): void {
  markLevel[which] = level;
  markWrites[which] = boardWritesSoFar();
  markForce[which] = level.inForce;
}

/**
 * Whether phase `which` found nothing on `level` under its rules in force now, with no board written from
 * then to the start of the turn running, whose recording (of `level`, running) lists what changed since.
 */
export function quietSince(level: Level, which: number): boolean {
  if (depth === 0 || markLevel[which] !== level || !shortcutsOn()) return false;
  const d = depth - 1;
  const since =
    turnLevels[d] === level &&
    markForce[which] === level.inForce &&
    markWrites[which] === turnWrites[d] &&
    turnStarts[d] >= 0 &&
    recordingOf(level) === turnStarts[d];
  if (since) narrowed++;
  return since;
}

let narrowed = 0;

/** How many times a phase was narrowed so far (`quietSince` said yes): the tests check their walks take it. */
export const narrowedSoFar = (): number => narrowed;

/**
 * Whether the turn running moved, converted, destroyed or added no object so far (after `quietSince` said
 * yes): each object it recorded is alive on its cell with its kind as then (a turn alone changes nothing a
 * narrowed phase reads), and it added none.
 */
export function nothingChanged(level: Level): boolean {
  const d = depth - 1;
  if (level.nextId !== turnIds[d]) return false;
  const buf = recorded();
  const end = recordedEnd();
  const size = recordSize(level);
  for (let i = turnStarts[d]; i < end; i += size) if (arrived(level, buf, i, size)) return false;
  return true;
}

/** Whether the object of the record at `i` is alive now, and was not, or stood elsewhere or was of another kind. */
function arrived(level: Level, buf: Int32Array, i: number, size: number): boolean {
  const id = buf[i];
  if (id >= level.nextId || !level.alive[id]) return false;
  const p = recordPlace(buf, i, size);
  return (
    placeLife(p) === 0 ||
    recordKind(buf, i, size) !== level.kind[id] ||
    placeCell(p) !== level.y[id] * level.width + level.x[id]
  );
}

/**
 * The objects alive now that the turn running moved, converted or added so far (`arrived`; after `quietSince`
 * said yes): written to `out`, each once (a recording saves an object once; the ids added are past all it
 * saves), their number returned.
 */
export function changedIds(level: Level, out: number[]): number {
  const d = depth - 1;
  const buf = recorded();
  const end = recordedEnd();
  const size = recordSize(level);
  const { alive } = level;
  let n = 0;
  for (let i = turnStarts[d]; i < end; i += size) if (arrived(level, buf, i, size)) out[n++] = buf[i];
  for (let id = turnIds[d]; id < level.nextId; id++) if (alive[id]) out[n++] = id;
  return n;
}
