/**
 * Undo by record (docs/api.md M9; docs/rules.md §5.6; Game Programming Patterns "Command"): each step or
 * move records, for every object it changes, its kind, position, life and facing from before, and the id
 * counter, won and the seed; undo puts them back, drops the ids the step issued, and puts back the rules the board
 * had (the last parse's record, kept by reference when the rules were up to date), else parses them again.
 */
import { BONUS_SHIFT, statusOf } from "./bonus-count";
import {
  forgetOrder,
  HEAD,
  IN_AGE_ORDER,
  newestEnd,
  newestStart,
  newHistory,
  popEntry,
  pushEntry,
} from "./history";
import { newestLines, newestParsed } from "./history-rules";
import { trim } from "./history-trim";
import { truncate } from "./journal";
import { parseRules, useParsed } from "./properties";
import { putRecords } from "./relink";
import { keepReserved } from "./reserved";
import { snapshotRecords } from "./snapshot";
import { textLayout } from "./spelling";
import type { Level, Parsed, Snapshot } from "./types";
import {
  joinRecording,
  recorded,
  recordedEnd,
  releaseRecords,
  startRecording,
  stopRecording,
} from "./undo-log";

/** Transactions begun (a step run inside another shows as a count that moved on). */
let transactions = 0;

/** How many steps back undo can go by default (SpellGrid's bound; the game's is unlimited). */
export const HISTORY_LIMIT = 10_000;

/**
 * Runs `change(level, a, b)` (a step or a move; its arguments passed, not captured: no closure per step) as one transaction with an undo entry: the objects it changes are
 * recorded as they were before (undo-log.ts), with the id counter, won and the rules; if `change`
 * throws (a conversion past the object limit, a hook's error), the board is put back (and the journal's
 * records of it dropped) and the error rethrown, so a failing call changes nothing; otherwise the
 * record becomes the history's newest entry (history.ts: no object per step). A level without history
 * (limit 0: SpellGrid, the solver) records nothing: its callers run it on a copy.
 */
export function undoable<A, B>(level: Level, change: (level: Level, a: A, b: B) => void, a: A, b: B): void {
  if (level.historyLimit === 0) {
    if (level.history.length > 0) forgetOrder(level.history); // unrecorded moves may reorder any cell
    change(level, a, b);
    return;
  }
  const { nextId, seed, inAgeOrder } = level;
  const status = statusOf(level.won, level.bonuses);
  const t = ++transactions;
  const parsed = level.dirty ? null : level.parsed; // the rules as they were, if up to date
  const lines = level.lines;
  const logged = level.journal?.records.length ?? 0;
  const root = level.journal?.root ?? null;
  const joins = startRecording(level); // inside a step or move of this level: joins its entry
  try {
    change(level, a, b);
  } catch (err) {
    const from = stopRecording();
    putBack(
      level,
      recorded(),
      from,
      recordedEnd(),
      nextId,
      status,
      seed,
      parsed,
      lines,
      inAgeOrder && t === transactions,
      true,
    );
    releaseRecords(from);
    if (level.journal) {
      truncate(level.journal, logged);
      if (joins) level.journal.root = root;
    }
    throw err;
  }
  const from = stopRecording();
  if (joins) {
    joinRecording(from);
    if (level.journal) level.journal.root = root; // the outer step's records go on under its own
    return;
  }
  // The cells are put back in place only when they were in age order and no step ran inside this one
  // (its entry holds what it changed first).
  const ordered = inAgeOrder && t === transactions;
  pushEntry(level.history, nextId, status, ordered, seed, recorded(), from, recordedEnd(), parsed, lines);
  releaseRecords(from);
  trim(level, nextId);
}

/**
 * Puts the board back as `s` holds it (its records applied last to first, so an object's earliest
 * record wins; ids past its counter dropped), with its rules: the saved ones, or parsed again.
 */
export function restore(level: Level, s: Snapshot): void {
  const records = snapshotRecords(level, s.objects);
  putBack(
    level,
    records,
    0,
    records.length,
    keepReserved(level, s.nextId), // (ids reserved since stay: reserved.ts)
    statusOf(s.won, s.bonuses ?? 0),
    s.seed,
    s.parsed ?? null,
    s.lines ?? null,
    false,
    false,
  );
}

/**
 * Puts the board back as the records `nums[from…to)` and the id counter, won and the bonuses (`status`,
 * history.ts `statusOf`; IN_AGE_ORDER ignored) and seed say (records
 * applied last to first, so an object's earliest record wins; ids past the counter dropped), with the
 * rules `parsed` (and their `lines`) when given, else parsed again. `ordered`: every cell listed its
 * objects newest first before the change, so only the objects recorded are re-linked (relink.ts).
 * `unique`: one record per id (an undo entry's or a recording's, undo-log.ts; a snapshot's may repeat none but
 * is put back by the general path).
 */
function putBack(
  level: Level,
  nums: Int32Array | number[],
  from: number,
  to: number,
  nextId: number,
  status: number,
  seed: number,
  parsed: Parsed | null,
  lines: readonly (readonly number[])[] | null,
  ordered: boolean,
  unique: boolean,
): void {
  putRecords(level, nums, from, to, nextId, ordered, unique); // (relink.ts: how the cell lists are put back)
  level.won = (status & 1) === 1;
  level.bonuses = status >>> BONUS_SHIFT;
  level.seed = seed;
  if (parsed) {
    useParsed(level, parsed); // the rules of this board, as its last parse compiled them
    level.lines = lines ?? null;
  } else parseRules(level);
  if (level.journal) level.journal.layout = textLayout(level); // a restored board forms no rule
}

/** undo() (docs/api.md M9): back to before the last step or move; false, changing nothing, if none. */
export function undo(level: Level): boolean {
  const h = level.history;
  if (h.length === 0) return false;
  const nums = h.bufs[h.last];
  const at = newestStart(h);
  const end = newestEnd(h);
  const parsed = newestParsed(h.rules);
  const lines = newestLines(h.rules);
  popEntry(h); // its numbers stay in place until the next entry is written
  const flags = nums[at + 1];
  const ordered = (flags & IN_AGE_ORDER) !== 0;
  putBack(
    level,
    nums,
    at + HEAD,
    end,
    keepReserved(level, nums[at]),
    flags,
    nums[at + 2] >>> 0,
    parsed,
    lines,
    ordered,
    true,
  );
  return true;
}

/** place clears the history (docs/api.md M9). */
export function clearHistory(level: Level): void {
  level.history = newHistory();
}
