/**
 * Properties and the reparse (docs/rules.md §5.3; docs/api.md M7): the rules in force are compiled into one
 * property mask, one conversion list and one deletion mark per kind, so with no conditional rule in force a
 * property is one read (props-of.ts `propsOf`, the one read every phase goes through; docs/rules.md §5.8).
 */

import { checkString } from "./args";
import { checkId } from "./board";
import { unknownProperty } from "./errors";
import { hasHosted, isHosted } from "./hosted";
import { noteRules } from "./journal-rules";
import { interns, keepRecord, type Lines, linesRecord } from "./line-states";
import { readLines, spelledCodes } from "./lines";
import { compiled, sameNumbers, useParsed } from "./parse-record";
import { propsOf } from "./props-of";
import { loadSpelled, SPELLED } from "./spelled";
import type { Level, Parsed } from "./types";
import { parsesEveryTurn } from "./word-cond-inputs";
import { parseWordRounds } from "./word-parse";

export { useParsed, useRules } from "./parse-record";

/**
 * Reparses the text and recompiles every per-kind cache (docs/rules.md §5.2–5.3; wiki "Rule": rules parse
 * when a parsable object moves, appears or is destroyed). Part III calls it from its hooks. Every line
 * is read again; when they spell the rules the last parse compiled (and no ALL or NOT subject depends on
 * the kinds present) the compiled rules are kept as they are. A level that keeps a journal records the
 * rules this parse formed and broke (docs/rules.md §5.7).
 */
export function reparse(level: Level): void {
  const before = level.inForce.rules;
  parse(level, true);
  if (level.journal) noteRules(level, before);
}

/**
 * The turn's reparse (docs/rules.md §5.2, "Incremental parsing"): `reparse`, reading again only the rows
 * and columns whose text changed since the last parse (lines.ts).
 */
export function reparseChanged(level: Level): void {
  const before = level.inForce.rules;
  parse(level, false);
  if (level.journal) noteRules(level, before);
}

/**
 * The parse from scratch, without the journal (`reparse` without it: undo restores a board, it does not
 * form rules): every line read, the rules resolved and compiled anew (undo without a saved parse, the
 * solver's decoded boards).
 */
export function parseRules(level: Level): void {
  level.parsed = null;
  parse(level, true);
}

/**
 * Reads the lines (all with `full`, else the stale ones) and compiles the rules, unless they are the
 * last parse's or the lines are a list held before whose rules were kept with it (line-states.ts: rules
 * that do not depend on the kinds present; docs/rules.md §5.2 "Incremental parsing"); conditional
 * rules are read line by line too (§5.8). The lines read text alone, which is the first of the WORD rounds (word.ts): the last parse's
 * record to compare with is that round's (`textRound` of a record of rounds). When the rules make WORD a
 * kind with objects on the grid, the later rounds read those things too (`parseWordRounds`, which
 * keeps the lines: they still hold the text's reading).
 */
function parse(level: Level, full: boolean): void {
  // The lines read from, if not every line and the level interns them (line-states.ts `interns`):
  const read = full || level.lines === null || !interns(level) ? null : level.lines;
  const changed = readLines(level, full);
  const last = level.parsed?.textRound ?? level.parsed;
  // Lines made before from those read from (line-states.ts), and their rules, if kept with them:
  const known = changed && read !== null ? linesRecord(level.lines as Lines) : null;
  if (last !== null && !changed && !last.presenceMatters)
    keep(level, last); // the lines spell as before
  else if (known !== null) {
    if (last !== null && !last.presenceMatters && sameRecord(last, known)) keep(level, last);
    else useParsed(level, known);
  } else {
    // Lines as before: the last parse's codes (only the kinds present may have changed), else gathered.
    const n = last !== null && !changed ? loadSpelled(last) : spelledCodes(level);
    if (last !== null && !last.presenceMatters && sameSpelled(last, n))
      keep(level, last); // the same rules, and they do not depend on the kinds present
    else useParsed(level, compiled(level, n));
    if (changed && read !== null) keepRecord(level.lines as Lines, level.parsed as Parsed); // (no round ran yet)
  }
  if (readsThings(level)) parseWordRounds(level); // X IS WORD with X on the grid: parsed in rounds
  // A conditional WORD in force reads objects where conditions hold, which a change the marks miss may
  // alter: then the next turn parses again (docs/rules.md §5.8 "Conditional WORD"; word-cond-inputs.ts).
  if (parsesEveryTurn(level)) level.dirty = true;
}

/** Keeps the text's record `last` (put back in force when WORD rounds had replaced it). */
function keep(level: Level, last: Parsed): void {
  if (level.parsed !== last) useParsed(level, last);
  else level.dirty = false;
}

/** Does the level hold an object of a kind the rules in force make WORD (`asWord` MAY, word.ts)? */
function readsThings(level: Level): boolean {
  const may = level.inForce.asWord;
  if (may === null) return false;
  for (let k = 0; k < level.kinds.firstText; k++) if (may[k] !== 0 && level.count[k] > 0) return true;
  return false;
}

/** Two records of the same spelled rules (codes and conditional pairs). */
function sameRecord(a: Parsed, b: Parsed): boolean {
  return (
    a === b ||
    (sameNumbers(a.spelled, b.spelled, b.spelled.length) &&
      sameNumbers(a.condSpelled, b.condSpelled, b.condSpelled.length))
  );
}

/** The last parse spelled what `SPELLED` holds: its first `n` codes and its conditional pairs. */
function sameSpelled(p: Parsed, n: number): boolean {
  return (
    sameNumbers(p.spelled, SPELLED.codes, n) &&
    sameNumbers(p.condSpelled, SPELLED.pairs, 2 * SPELLED.pairCount)
  );
}

/**
 * `hasProperty(id, P)` (docs/rules.md §5.3; docs/api.md M7): true when a rule in force gives P to a noun
 * naming the object and no negated rule takes it away (a property the engine builds read from its mask,
 * any other from its kind's list, hosted.ts); false for a destroyed object; throws on
 * an id the level never issued or a word that is not a property.
 */
export function hasProperty(level: Level, id: number, prop: string): boolean {
  checkId(level, id, "hasProperty");
  checkString("hasProperty", "prop", prop);
  const i = level.lexicon.index[prop];
  const bit = i === undefined ? 0 : level.kinds.bit[i];
  if (bit !== 0) return level.alive[id] === 1 && (propsOf(level, id) & bit) !== 0;
  if (i === undefined || !isHosted(level.kinds, i)) throw unknownProperty(prop);
  return level.alive[id] === 1 && hasHosted(level, id, i);
}
