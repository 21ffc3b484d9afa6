/**
 * Properties and the reparse (docs/rules.md §5.3; docs/api.md M7): the rules in force are compiled into one
 * property mask, one conversion list and one deletion mark per kind, so `hasProperty` is one read.
 */

import { checkString } from "./args";
import { checkId } from "./board";
import { applyCompiled, compiled } from "./compile";
import { compileConditional } from "./cond-rules";
import { unknownProperty } from "./errors";
import { noteRules } from "./journal-rules";
import { SPELLED, spelledCodes } from "./lines";
import { propsOf } from "./props-of";
import type { Level, Parsed } from "./types";
import { parseWhole } from "./whole-parse";
import { madeWord } from "./word";

/**
 * Reparses the text and recompiles every per-kind cache (docs/rules.md §5.2–5.3; wiki "Rule": rules parse
 * when a parsable object moves, appears or is destroyed). Part III calls it from its hooks. Every line
 * is read again; when they spell the rules the last parse compiled (and no ALL or NOT subject depends on
 * the kinds present) the compiled rules are kept as they are. A level that keeps a journal records the
 * rules this parse formed and broke (docs/rules.md §5.7).
 */
export function reparse(level: Level): void {
  const before = level.rules;
  parse(level, true);
  if (level.journal) noteRules(level, before);
}

/**
 * The turn's reparse (docs/rules.md §5.2, "Incremental parsing"): `reparse`, reading again only the rows
 * and columns whose text changed since the last parse (lines.ts).
 */
export function reparseChanged(level: Level): void {
  const before = level.rules;
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
 * last parse's (docs/rules.md §5.2 "Incremental parsing"). Line by line only while the text holds no
 * condition word and the rules read no thing as a word; otherwise the whole-board parse (`parseWhole`).
 */
function parse(level: Level, full: boolean): void {
  if (holdsCondition(level)) {
    parseWhole(level);
    return;
  }
  const n = spelledCodes(level, full);
  const last = level.parsed;
  if (last !== null && !last.presenceMatters && sameCodes(last.spelled, SPELLED.codes, n)) {
    level.dirty = false; // the same rules, and they do not depend on the kinds present
    return;
  }
  useParsed(level, compiled(level, n));
  const { table, bits } = compileConditional(level.lexicon, level.kinds, []); // none spelled (main's path)
  level.cond = table;
  level.anyProps |= bits;
  if (madeWord(level, false) !== null) parseWhole(level); // X IS WORD: parsed in rounds
}

/** Does a text object on the grid carry a condition word (LONELY, ON, …: word class 5 and up)? */
function holdsCondition(level: Level): boolean {
  const { kinds, count } = level;
  for (let k = kinds.firstText; k < kinds.names.length; k++)
    if (count[k] > 0 && kinds.cls[kinds.word[k]] >= 5) return true;
  return false;
}

/** A sorted code list equals the first `n` codes of `b`. */
function sameCodes(a: readonly number[], b: Int32Array, n: number): boolean {
  if (a.length !== n) return false;
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Makes `p` the level's rules (a parse's, or the one undo puts back): its caches are read from the level's fields. */
export function useParsed(level: Level, p: Parsed): void {
  level.parsed = p;
  applyCompiled(level, p);
  level.cond = p.cond;
  level.asWord = p.asWord;
  level.rules = p.rules;
  level.active = p.active;
  level.activeText = p.activeText;
  level.presenceMatters = p.presenceMatters;
  level.dirty = false;
}

/**
 * `hasProperty(id, P)` (docs/rules.md §5.3; docs/api.md M7): true when a rule in force gives P to a noun
 * naming the object and no negated rule takes it away; false for a destroyed object; throws on
 * an id the level never issued or a word that is not a property.
 */
export function hasProperty(level: Level, id: number, prop: string): boolean {
  checkId(level, id, "hasProperty");
  checkString("hasProperty", "prop", prop);
  const i = level.lexicon.index[prop];
  const bit = i === undefined ? 0 : level.kinds.bit[i];
  if (bit === 0) throw unknownProperty(prop);
  return level.alive[id] === 1 && (propsOf(level, id) & bit) !== 0;
}
