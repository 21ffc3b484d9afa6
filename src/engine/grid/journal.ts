/**
 * Keeping the grid's journal (docs/rules.md §5.7): the one function that appends a record with its
 * depth and cause (`note`), and the bookkeeping of one action (what it touched, which rules it
 * formed). Every caller checks `level.journal` first: a level without a journal records nothing and
 * pays one null check per site.
 */
import type { GridCause, GridJournal, GridRecord } from "./records";
import { textLayout } from "./spelling";
import type { Level } from "./types";

/** A new, empty journal for `level`, its lines counted from `base`. */
export function newJournal(level: Level, base = 0): GridJournal {
  return {
    base,
    records: [],
    depths: [],
    causes: [],
    root: null,
    touched: new Map(),
    formed: new Map(),
    left: new Map(),
    layout: textLayout(level),
    take: null,
  };
}

/** A copy of a journal (cloneLevel): its lists and maps are the copy's own; the layout is shared (never changed). */
export function cloneJournal(j: GridJournal): GridJournal {
  return {
    ...j,
    records: j.records.slice(),
    depths: j.depths.slice(),
    causes: j.causes.slice(),
    touched: new Map(j.touched),
    formed: new Map(j.formed),
    left: new Map(j.left),
  };
}

/**
 * The one way a record enters the journal: appended with its depth (how deeply it nests) and its cause.
 * Returns its line. The caller has checked that the level keeps a journal.
 */
export function note(level: Level, record: GridRecord, cause: GridCause, depth = 0): number {
  const j = level.journal!;
  j.records.push(record);
  j.depths.push(depth);
  j.causes.push(cause);
  return j.base + j.records.length - 1;
}

/**
 * An action begins (a step, a move, or a host's own action such as a SpellGrid cast): nothing is
 * touched or formed yet. A host that keeps the records before `base` in its own journal says where
 * the grid's next line goes.
 */
export function beginAction(level: Level, base?: number): void {
  const j = level.journal;
  if (!j) return;
  if (base !== undefined) continueAt(level, base);
  j.root = null;
  j.take = null;
  j.touched.clear();
  j.formed.clear();
  j.left.clear();
}

/** Object `id` was moved, added, converted or destroyed by the record at `line` (in this action). */
export function touch(level: Level, id: number, line: number): void {
  level.journal?.touched.set(id, line);
}

/**
 * The last line of this action that touched one of `ids` or formed one of `rules`; the action's own
 * `Stepped` line when none did (null for a host's action).
 */
export function latestCause(
  j: GridJournal,
  ids: readonly number[],
  rules: readonly string[] = [],
): number | null {
  let line = -1;
  for (const id of ids) line = Math.max(line, j.touched.get(id) ?? -1);
  for (const r of rules) line = Math.max(line, j.formed.get(r) ?? -1);
  return line >= 0 ? line : j.root;
}

/**
 * Hands the grid's records over to a host that keeps them in its own journal, right after the lines it
 * holds (SpellGrid): the lists are emptied and the lines go on counting from where they were.
 */
export function takeRecords(level: Level): Pick<GridJournal, "records" | "depths" | "causes"> | null {
  const j = level.journal;
  if (!j || j.records.length === 0) return null;
  const taken = { records: j.records, depths: j.depths, causes: j.causes };
  j.base += j.records.length;
  j.records = [];
  j.depths = [];
  j.causes = [];
  return taken;
}

/** The host's journal now has `next` lines: the grid's next record goes there (after `takeRecords`). */
export function continueAt(level: Level, next: number): void {
  const j = level.journal;
  if (j) j.base = next - j.records.length;
}

/** Drops the records past the first `n` (a step that threw records nothing). */
export function truncate(j: GridJournal, n: number): void {
  j.records.length = n;
  j.depths.length = n;
  j.causes.length = n;
}

/** Empties the journal (its bookkeeping too); lines start again at `base`. */
export function clearJournal(j: GridJournal, base = 0): void {
  j.base = base;
  j.records = [];
  j.depths = [];
  j.causes = [];
  j.root = null;
  j.take = null;
  j.touched.clear();
  j.formed.clear();
  j.left.clear();
}
