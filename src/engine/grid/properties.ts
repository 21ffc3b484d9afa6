/**
 * Properties and the reparse (docs/rules.md §5.3; docs/api.md M7): the rules in force are compiled into one
 * property mask, one conversion list and one deletion mark per kind, so `hasProperty` is one read.
 */

import { checkString } from "./args";
import { checkId } from "./board";
import { compileConditional, condEntry, resolveConditional, unbuiltConditional } from "./cond-rules";
import { unknownProperty } from "./errors";
import { noteRules } from "./journal-rules";
import { ALL, roleNoun, TEXT } from "./lexicon";
import { parseCodes } from "./parse";
import { propsOf } from "./props-of";
import { resolveCodes } from "./resolve";
import { type RuleEntry, sortedEntries, subjectOf } from "./rule-codes";
import type { Level } from "./types";
import { compileVerbs } from "./verb-rules";
import { asWordOf, madeWord, sameKinds, wordRounds } from "./word";

/**
 * Reparses the text and recompiles every per-kind cache (docs/rules.md §5.2–5.3; wiki "Rule": rules parse
 * when a parsable object moves, appears or is destroyed). Part III calls it from its hooks. A level
 * that keeps a journal records the rules this parse formed and broke (docs/rules.md §5.7).
 */
export function reparse(level: Level): void {
  const before = level.rules;
  parseRules(level);
  if (level.journal) noteRules(level, before);
}

/**
 * The parse itself (`reparse` without the journal: undo restores a board, it does not form rules), in
 * rounds while `X IS WORD` changes which things are read as words (word.ts: bounded by `wordRounds`).
 */
export function parseRules(level: Level): void {
  const { lexicon } = level;
  const reads: (Uint8Array | null)[] = [];
  let read: Uint8Array | null = null;
  let spelled: Set<number>;
  let active: RuleEntry[];
  let pairs: number[];
  let present: number[];
  let inForce: number[];
  for (let round = 1; ; round++) {
    pairs = [];
    spelled = parseCodes(level, read, pairs);
    present = presentNouns(level);
    inForce = resolveCodes(lexicon, spelled, present);
    active = sortedEntries(lexicon, inForce);
    compile(level, active);
    const made = madeWord(level, true);
    if (sameKinds(made, read)) break; // a fixed point (the usual case: no WORD, one round)
    reads.push(read, made);
    if (reads.some((r, i) => i % 2 === 0 && sameKinds(r, made)) || round >= wordRounds(level)) break;
    read = made;
  }
  level.asWord = asWordOf(read, [...reads, madeWord(level, false)]);
  const conditional = pairs.length > 0 ? resolveConditional(lexicon, pairs, present, new Set(inForce)) : [];
  const { table, bits } = compileConditional(lexicon, level.kinds, conditional);
  level.cond = table;
  level.anyProps |= bits;
  let rules = sortedEntries(lexicon, spelled).map((e) => e.text);
  if (pairs.length > 0) {
    active = [...active, ...conditional.map((c) => c.entry)].sort(byText);
    const spelledText = [];
    for (let i = 0; i < pairs.length; i += 2)
      spelledText.push(condEntry(lexicon, pairs[i], pairs[i + 1]).text);
    rules = [...rules, ...spelledText].sort();
  }
  level.rules = rules;
  level.active = active.map((e) => e.rule);
  level.activeText = active.map((e) => e.text);
  level.dirty = false;
  level.presenceMatters =
    spellsPresence(level, spelled) || (pairs.length > 0 && spellsPresence(level, evens(pairs)));
}

const byText = (a: RuleEntry, b: RuleEntry) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0);

/** The rule codes of (code, conditions) pairs. */
function evens(pairs: readonly number[]): number[] {
  return pairs.filter((_, i) => i % 2 === 0);
}

/** Why a level that spells a conditional rule whose conditions are not built is refused (docs/rules.md §5.8). */
export const UNBUILT_CONDITION =
  "is spelled at load: conditions are built for properties only (X IS P), not for conversions, HAS, MAKE or EAT";

/**
 * The first conditional rule the level's text spells whose conditions are not built (a conversion, HAS,
 * MAKE, EAT: docs/rules.md §5.8), or null; the text is parsed again only when it holds a condition word.
 */
export function unbuiltAtLoad(level: Level): string | null {
  const { kinds } = level;
  let any = false;
  for (let id = 0; id < level.nextId && !any; id++)
    any =
      level.alive[id] === 1 &&
      kinds.isText[level.kind[id]] === 1 &&
      kinds.cls[kinds.word[level.kind[id]]] >= 5;
  if (!any) return null;
  const pairs: number[] = [];
  parseCodes(level, level.asWord, pairs);
  return unbuiltConditional(level.lexicon, pairs)[0] ?? null;
}

/** The nouns of the things on the grid (word indices): what ALL and NOT X name (docs/rules.md §5.3). */
export function presentNouns(level: Level): number[] {
  const { kinds } = level;
  const present: number[] = [];
  for (let k = 0; k < kinds.firstText; k++) if (level.count[k] > 0) present.push(kinds.word[k]);
  return present;
}

/** Does any spelled rule have an ALL or NOT subject (expanded over the kinds present)? */
function spellsPresence(level: Level, spelled: Iterable<number>): boolean {
  const all = level.lexicon.index[ALL] ?? -1;
  for (const code of spelled) if (code & 2 || subjectOf(level.lexicon, code) === all) return true;
  return false;
}

const NONE: readonly number[] = Object.freeze([]);

/**
 * Compiles the rules in force into per-kind data. A thing kind is named by its noun, a text kind
 * by TEXT (ALL and NOT X were expanded by resolution); meta subjects name no kind. Properties: the
 * positive masks less the negated ones. Conversion targets: `X IS Y` with Y a noun naming things,
 * in the rules' sorted order (SpellGrid's choice for "the first Y"; TEXT, ALL and other meta nouns
 * are not targets). Deletion: `X IS NOT X` (1), or `X IS` the noun of the empty role (2: wiki page EMPTY,
 * the object becomes nothing). That noun as a subject names no object: its `IS` rules fill every
 * empty cell (`fill`: a noun's thing, or TEXT for the noun's own word), its properties and other
 * verbs act on nothing.
 */
function compile(level: Level, active: readonly RuleEntry[]): void {
  const { lexicon, kinds } = level;
  const n = kinds.names.length;
  const text = lexicon.index[TEXT] ?? -1;
  const props: number[] = new Array(n).fill(0);
  const neg: number[] = new Array(n).fill(0);
  const erase: number[] = new Array(n).fill(0);
  const convert: (readonly number[])[] = new Array(n).fill(NONE);
  const empty = roleNoun(lexicon, "empty");
  let fill: readonly number[] = NONE;
  for (const { rule: r } of active) {
    if (r.verb !== undefined) continue; // HAS, MAKE, EAT: compileVerbs
    const si = lexicon.index[r.subject];
    const ci = lexicon.index[r.complement];
    if (si === empty) {
      const into = ci === text ? kinds.textOf[si] : kinds.thingOf[ci];
      if (!r.negated && into >= 0 && !fill.includes(into)) fill = [...fill, into];
      continue;
    }
    const from = r.subject === TEXT ? kinds.firstText : kinds.thingOf[si];
    if (from < 0) continue;
    const to = r.subject === TEXT ? n : from + 1;
    const bit = kinds.bit[ci];
    const target = kinds.thingOf[ci];
    for (let k = from; k < to; k++) {
      if (bit !== 0) {
        if (r.negated) neg[k] |= bit;
        else props[k] |= bit;
      } else if (r.negated && si === ci) erase[k] = 1;
      else if (!r.negated && ci === empty) erase[k] ||= 2;
      else if (!r.negated && si !== ci && target >= 0) convert[k] = [...convert[k], target];
      else if (!r.negated && ci === text && k < kinds.firstText)
        convert[k] = [...convert[k], kinds.textOf[kinds.word[k]]]; // X IS TEXT: the word X
    }
  }
  let any = 0;
  let converts = fill.length > 0;
  for (let k = 0; k < n; k++) {
    any |= props[k] &= ~neg[k];
    converts ||= erase[k] !== 0 || convert[k].length > 0;
  }
  level.converts = converts;
  level.fill = fill;
  level.props = props;
  level.anyProps = any;
  level.erase = erase;
  level.convert = convert;
  level.verbs = compileVerbs(lexicon, kinds, active);
  level.converts ||= level.verbs.spawnAll.some((s, k) => s === 1 && kinds.isText[k] === 0);
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
