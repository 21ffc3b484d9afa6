/**
 * Undo by record (docs/api.md M9; docs/rules.md §5.6; Game Programming Patterns "Command"): each step or
 * move records, for every object it changes, its kind, position, life and facing from before, and the id
 * counter, won and the seed; undo puts them back, drops the ids the step issued, and puts back the rules the board
 * had (the last parse's record, kept by reference when the rules were up to date), else parses them again.
 */
import { reindex } from "./board";
import { ownKinds } from "./hash";
import { truncate } from "./journal";
import { parseRules, useParsed } from "./properties";
import { textLayout } from "./spelling";
import type { Level, Snapshot } from "./types";
import { RECORD, startRecording, stopRecording, writeRecord } from "./undo-log";

/** How many steps back undo can go by default (SpellGrid's bound; the game's is unlimited). */
export const HISTORY_LIMIT = 10_000;

/**
 * How many numbers the undo history may need, besides the entry count: an entry holds five numbers per
 * object the step changed, and at most four per id are counted for it (what a full board takes), so on
 * a large level undo goes back fewer steps rather than exhaust memory (2²³ numbers: 10,000 steps of a
 * level with 200 ids, 32 steps of the largest level, 65,536 objects). The history holds at most twice this.
 */
export const HISTORY_BUDGET = 2 ** 23;

/**
 * A full snapshot of the board: a record (RECORD numbers: id, kind, x, y, life and facing) of every id,
 * the id counter and won, and the rules when they are up to date.
 */
export function snapshot(level: Level): Snapshot {
  const objects: number[] = new Array(level.nextId * RECORD);
  for (let id = 0; id < level.nextId; id++) writeRecord(level, id, objects, id * RECORD);
  return entry(level, level.nextId, level.won, objects);
}

/** An undo entry: the id counter, won and records from before a change, with the rules if they were up to date. */
function entry(level: Level, nextId: number, won: boolean, objects: number[]): Snapshot {
  const seed = level.seed;
  if (level.dirty || level.parsed === null) return { nextId, won, seed, objects };
  return { nextId, won, seed, objects, parsed: level.parsed, lines: level.lines };
}

/**
 * Records `s`, the board before a step or move. Past twice the limit (the entry count, or fewer
 * entries within HISTORY_BUDGET, counting four numbers per id of the level), the oldest entries go,
 * down to the limit.
 */
export function pushHistory(level: Level, s: Snapshot): void {
  if (level.historyLimit === 0) return; // nothing would be kept
  const h = level.history;
  h.push(s);
  const keep = Math.max(1, Math.min(level.historyLimit, Math.trunc(HISTORY_BUDGET / (4 * s.nextId || 1))));
  if (h.length > keep * 2) h.splice(0, h.length - keep);
}

/**
 * Runs `change(level, a, b)` (a step or a move; its arguments passed, not captured: no closure per step) as one transaction with an undo entry: the objects it changes are
 * recorded as they were before (undo-log.ts), with the id counter, won and the rules; if `change`
 * throws (a conversion past the object limit, a hook's error), the board is put back (and the journal's
 * records of it dropped) and the error rethrown, so a failing call changes nothing; otherwise the
 * record becomes the undo entry. A level without history (limit 0: SpellGrid, the solver) records
 * nothing: its callers run it on a copy.
 */
export function undoable<A, B>(level: Level, change: (level: Level, a: A, b: B) => void, a: A, b: B): void {
  if (level.historyLimit === 0) {
    change(level, a, b);
    return;
  }
  const { nextId, won, seed } = level;
  const parsed = level.dirty ? null : level.parsed; // the rules as they were, if up to date
  const lines = level.lines;
  const logged = level.journal?.records.length ?? 0;
  const outer = startRecording(level);
  let objects: number[];
  try {
    change(level, a, b);
  } catch (err) {
    objects = stopRecording(outer);
    restore(level, parsed ? { nextId, won, seed, objects, parsed, lines } : { nextId, won, seed, objects });
    if (level.journal) truncate(level.journal, logged);
    throw err;
  }
  objects = stopRecording(outer);
  pushHistory(level, parsed ? { nextId, won, seed, objects, parsed, lines } : { nextId, won, seed, objects });
}

/**
 * Puts the board back as `s` holds it (its records applied last to first, so an object's earliest
 * record wins; ids past its counter dropped), with its rules: the saved ones, or parsed again.
 */
export function restore(level: Level, s: Snapshot): void {
  const { objects } = s;
  ownKinds(level);
  for (let j = objects.length - RECORD; j >= 0; j -= RECORD) {
    const id = objects[j];
    level.kind[id] = objects[j + 1];
    level.x[id] = objects[j + 2];
    level.y[id] = objects[j + 3];
    level.alive[id] = objects[j + 4] & 1;
    level.facing[id] = objects[j + 4] >> 1;
  }
  level.nextId = s.nextId;
  level.won = s.won;
  level.seed = s.seed;
  reindex(level);
  if (s.parsed) {
    useParsed(level, s.parsed); // the rules of this board, as its last parse compiled them
    level.lines = s.lines ?? null;
  } else parseRules(level);
  if (level.journal) level.journal.layout = textLayout(level); // a restored board forms no rule
}

/** undo() (docs/api.md M9): back to before the last step or move; false, changing nothing, if none. */
export function undo(level: Level): boolean {
  const s = level.history.pop();
  if (!s) return false;
  restore(level, s);
  return true;
}

/** place clears the history (docs/api.md M9). */
export function clearHistory(level: Level): void {
  level.history = [];
}
