/**
 * The rules of an undo history's entries (docs/rules.md §5.6; history.ts): per entry, the rules the board
 * had before its step (the last parse's record and its lines) when they were up to date, else none, so
 * undo puts them back without parsing. Most steps form no rule, so consecutive entries share their rules:
 * they are kept as runs, one per change, and a step that changes no rule writes nothing here (a write per
 * entry into a long array of references was a sixth of a quiet step).
 * Checked against a plain list of entries by tests/grid/history-regions.test.ts.
 */
import type { Parsed } from "./parsed";

/** A board's lines of text as the last parse read them (types.ts `Level.lines`). */
type Lines = readonly (readonly number[])[];

/**
 * Runs of entries with the same rules, oldest first: run r covers the entries from `from[r]` up to the
 * next run's first (or the newest), and they had the rules `parsed[r]` with `lines[r]` (null and null:
 * not up to date).
 */
export interface RuleRuns {
  from: number[];
  parsed: (Parsed | null)[];
  lines: (Lines | null)[];
}

/** No runs: a history without entries. */
export const newRuleRuns = (): RuleRuns => ({ from: [], parsed: [], lines: [] });

/** A copy of `r`, its own to change. */
export const cloneRuleRuns = (r: RuleRuns): RuleRuns => ({
  from: r.from.slice(),
  parsed: r.parsed.slice(),
  lines: r.lines.slice(),
});

/** Entry `i`, the newest, had the rules `parsed` (with `lines`; null: not up to date). */
export function noteRules(r: RuleRuns, i: number, parsed: Parsed | null, lines: Lines | null): void {
  const last = r.from.length - 1;
  const kept = parsed === null ? null : lines;
  if (last >= 0 && r.parsed[last] === parsed && r.lines[last] === kept) return;
  r.from.push(i);
  r.parsed.push(parsed);
  r.lines.push(kept);
}

/** The rules of the newest entry (its run is the last): its parse record, or null when not up to date. */
export const newestParsed = (r: RuleRuns): Parsed | null => r.parsed[r.parsed.length - 1];

/** The lines of the newest entry's rules. */
export const newestLines = (r: RuleRuns): Lines | null => r.lines[r.lines.length - 1];

/** Entry `i`, the newest, is dropped: its run goes with it if it was its only entry. */
export function forgetNewest(r: RuleRuns, i: number): void {
  const last = r.from.length - 1;
  if (r.from[last] !== i) return;
  r.from.pop();
  r.parsed.pop();
  r.lines.pop();
}

/** The oldest `d` entries are dropped: the runs that held only those go, and the others count from 0. */
export function forgetOldest(r: RuleRuns, d: number): void {
  let first = 0; // the run holding the oldest entry kept (entry d)
  while (first + 1 < r.from.length && r.from[first + 1] <= d) first++;
  r.from.splice(0, first);
  r.parsed.splice(0, first);
  r.lines.splice(0, first);
  for (let k = 0; k < r.from.length; k++) r.from[k] = Math.max(0, r.from[k] - d);
}
