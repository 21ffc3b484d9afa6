/**
 * Properties and the reparse (docs/rules.md §5.3; docs/api.md M7): the rules in force are compiled into one
 * property mask, one conversion list and one deletion mark per kind, so `hasProperty` is one read.
 */

import { checkString } from "./args";
import { checkId } from "./board";
import { compiled } from "./compile";
import { unknownProperty } from "./errors";
import { noteRules } from "./journal-rules";
import { SPELLED, spelledCodes } from "./lines";
import { propsOf } from "./props-of";
import type { Level, Parsed } from "./types";

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
 * The parse from scratch, without the journal: every line read, the rules resolved and compiled anew
 * (undo without a saved parse, the solver's decoded boards).
 */
export function parseRules(level: Level): void {
  level.parsed = null;
  parse(level, true);
}

/** Reads the lines (all with `full`, else the stale ones) and compiles the rules, unless they are the last parse's. */
function parse(level: Level, full: boolean): void {
  const n = spelledCodes(level, full);
  const last = level.parsed;
  if (last !== null && !last.presenceMatters && sameCodes(last.spelled, SPELLED.codes, n)) {
    level.dirty = false; // the same rules, and they do not depend on the kinds present
    return;
  }
  useParsed(level, compiled(level, n));
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
  level.props = p.props;
  level.anyProps = p.anyProps;
  level.converts = p.converts;
  level.convert = p.convert;
  level.erase = p.erase;
  level.verbs = p.verbs;
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
