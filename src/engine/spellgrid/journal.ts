/**
 * SpellGrid's journal (docs/rules.md §6.9): the grid's records and the card Sequences' in one tree, in
 * the order they happened. The grid records into its own journal; SpellGrid takes its records over
 * before each card Sequence and at the end of each action, so a Sequence's records follow the grid
 * record that started it, and lines count through both.
 */
import { eventsOf, formatLogTree, type GameEvent, IN_LOG, type LogRecord } from "../cards";
import { beginAction, continueAt, takeRecords } from "../grid";
import { ownLog } from "./clone";
import type { JournalRecord, SpellGridState } from "./types";

/** An action begins: the grid's records of it will follow the journal's lines. */
export function beginJournal(s: SpellGridState): void {
  beginAction(s.level, s.log.length);
}

/** The grid's records so far join the journal (at their own depths, nested in nothing). */
export function takeGridRecords(s: SpellGridState): void {
  const taken = takeRecords(s.level);
  if (!taken || !s.logKept) return;
  ownLog(s);
  for (let i = 0; i < taken.records.length; i++) {
    s.log.push(taken.records[i]);
    s.depths.push(taken.depths[i]);
    s.causes.push(taken.causes[i]);
    s.nest.push(0);
  }
}

/** Records were added to the journal besides the grid's (a card Sequence): the grid goes on after them. */
export function gridContinues(s: SpellGridState): void {
  continueAt(s.level, s.log.length);
}

/** Is this record the card engine's (as opposed to the grid's)? */
export function isCardRecord(r: JournalRecord): r is LogRecord {
  return Object.hasOwn(IN_LOG, r.type);
}

/** `log()`: the card engine's events, exactly as the course writes them (Module 10). */
export function cardEvents(s: SpellGridState): GameEvent[] {
  return eventsOf(s.log.filter(isCardRecord));
}

/** `logTree()`: the card engine's events at the depths the card engine gave them (nothing nested). */
export function cardLogTree(s: SpellGridState): string {
  const records: LogRecord[] = [];
  const depths: number[] = [];
  s.log.forEach((r, i) => {
    if (!isCardRecord(r)) return;
    records.push(r);
    depths.push(s.depths[i] - s.nest[i]);
  });
  return formatLogTree(records, depths);
}
