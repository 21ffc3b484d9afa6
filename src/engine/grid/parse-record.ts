/**
 * The record of one parse (docs/rules.md §5.2–5.3, §5.8; parsed.ts `Parsed`): from what the text spells
 * to the rules in force, compiled, and the record made the level's rules.
 */
import { compile, presentNouns, spellsPresence } from "./compile";
import { isCondConversion, isCondVerb } from "./cond-codes";
import { type CondConvert, compileCondConvert, notSelfKept } from "./cond-convert";
import { type CondRuleCode, compileConditional, condEntry, resolveConditional } from "./cond-rules";
import type { CondTable } from "./cond-table";
import { type CondVerbs, compileCondVerbs } from "./cond-verbs";
import { compileHosted, isHosted } from "./hosted";
import type { Lexicon } from "./lexicon";
import { bitsOf } from "./prop-bits";
import { resolveCodes } from "./resolve";
import { type RuleEntry, sortedEntries } from "./rule-codes";
import { SPELLED, spelledPairs } from "./spelled";
import type { Level, Parsed, RuleState } from "./types";
import { MAY } from "./word";
import { condWordOf } from "./word-cond";

/** Distinct compiled rule sets kept per lexicon (then the memo starts again: it only saves work). */
const COMPILED_LIMIT = 4096;
const memo = new WeakMap<Lexicon, Memo>();
// The last lexicon looked up and its memo: a load or parse asks nearly always of one lexicon.
let memoLex: Lexicon | null = null;
let lastMemo: Memo | null = null;

/** The records compiled for one lexicon, by hash, and how many. */
interface Memo {
  readonly byHash: Map<number, Entry>;
  size: number;
}

/** A compiled record, with the nouns present it was resolved over (when that matters), chained by hash. */
interface Entry {
  readonly p: Parsed;
  readonly present: readonly number[];
  readonly next: Entry | undefined;
}

/**
 * The rules the first `n` codes of `SPELLED` and its conditional pairs compile to (resolved over the kinds
 * present when an ALL or NOT subject is spelled): made once per lexicon and shared by every level and
 * parse that spells them, as nothing else goes into them (the record is immutable). Looked up by a hash
 * of the codes (and kinds present), each candidate compared in full: nothing is built for a hit.
 */
export function compiled(level: Level, n: number): Parsed {
  const { lexicon, kinds, count } = level;
  let m = lexicon === memoLex ? (lastMemo as Memo) : memo.get(lexicon);
  if (!m) memo.set(lexicon, (m = { byHash: new Map(), size: 0 }));
  memoLex = lexicon;
  lastMemo = m;
  const codes = SPELLED.codes;
  const pairs = SPELLED.pairs;
  const np = 2 * SPELLED.pairCount;
  let presenceMatters = false;
  let h = 0x811c9dc5 ^ n;
  for (let i = 0; i < n; i++) {
    h = Math.imul(h ^ codes[i], 0x01000193);
    presenceMatters ||= spellsPresence(level, codes[i]);
  }
  h = Math.imul(h ^ np, 0x01000193);
  for (let i = 0; i < np; i++) {
    h = Math.imul(h ^ pairs[i], 0x01000193);
    if (i % 2 === 0) presenceMatters ||= spellsPresence(level, pairs[i]);
  }
  if (presenceMatters)
    for (let k = 0; k < kinds.firstText; k++) if (count[k] > 0) h = Math.imul(h ^ kinds.word[k], 0x01000193);
  h = (h ^ (h >>> 30)) & 0x3fffffff; // a small integer: cheap to look up in a Map
  for (let e = m.byHash.get(h); e !== undefined; e = e.next)
    if (
      sameNumbers(e.p.spelled, codes, n) &&
      sameNumbers(e.p.condSpelled, pairs, np) &&
      samePresent(level, e)
    )
      return e.p;
  const present = presenceMatters ? presentNouns(level) : [];
  const p = parsedOf(level, Array.from(codes.subarray(0, n)), spelledPairs(np / 2), present, presenceMatters);
  if (m.size >= COMPILED_LIMIT) memo.set(lexicon, (lastMemo = m = { byHash: new Map(), size: 0 }));
  m.byHash.set(h, { p, present, next: m.byHash.get(h) });
  m.size++;
  return p;
}

/** A list equals the first `n` numbers of `b` (a scratch of codes, or another list of `n`). */
export function sameNumbers(a: readonly number[], b: ArrayLike<number>, n: number): boolean {
  if (a.length !== n) return false;
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The nouns present now are those of entry `e` (when its rules depend on them). */
function samePresent(level: Level, e: Entry): boolean {
  if (!e.p.presenceMatters) return true;
  const { kinds, count } = level;
  let j = 0;
  for (let k = 0; k < kinds.firstText; k++)
    if (count[k] > 0 && (j >= e.present.length || e.present[j++] !== kinds.word[k])) return false;
  return j === e.present.length;
}

/**
 * The record of a parse that spelled the rules `spelled` (codes, sorted and distinct) and the
 * conditional rules `pairs` (code, conditions number; sorted), the nouns `present` on the grid (what
 * ALL and NOT X expand to, docs/rules.md §5.3): the rules in force resolved and compiled per kind, the
 * conditional ones compiled into their table (docs/rules.md §5.8), the rule lists, and `asWord`: MAY
 * for each thing kind the rules make WORD (word.ts; null when none is).
 */
export function parsedOf(
  level: Level,
  spelled: number[],
  pairs: number[],
  present: number[],
  presenceMatters: boolean,
): Parsed {
  const { lexicon } = level;
  const inForce = resolveCodes(lexicon, spelled, present);
  let active = sortedEntries(lexicon, inForce);
  const { hostedRules, ...c } = compile(level, active);
  let rules = sortedEntries(lexicon, spelled).map((e) => e.text);
  let cond: CondTable | null = null;
  let anyProps = c.anyProps;
  let hosted: CondRuleCode[] = [];
  let condConvert: CondConvert | null = null;
  let condVerbs: CondVerbs | null = null;
  if (pairs.length > 0) {
    const codes = new Set(inForce);
    let conditional = resolveConditional(lexicon, pairs, present, codes);
    hosted = conditional.filter((r) => isHosted(level.kinds, lexicon.index[r.entry.rule.complement]));
    if (hosted.length > 0) conditional = conditional.filter((r) => !hosted.includes(r));
    const conversions = conditional.filter((r) => isCondConversion(lexicon, r.code));
    if (conversions.length > 0) conditional = conditional.filter((r) => !conversions.includes(r));
    const kept = notSelfKept(lexicon, conversions, codes); // X IS X cancels X IS Y
    condConvert = compileCondConvert(lexicon, level.kinds, kept);
    const verbs = conditional.filter((r) => isCondVerb(lexicon, r.code)); // HAS, MAKE, WRITE
    if (verbs.length > 0) conditional = conditional.filter((r) => !verbs.includes(r));
    condVerbs = verbs.length > 0 ? compileCondVerbs(lexicon, level.kinds, verbs) : null;
    const { table, bits } = compileConditional(lexicon, level.kinds, conditional);
    cond = table;
    anyProps |= bits;
    active = [...active, ...[...conditional, ...kept, ...verbs, ...hosted].map((e) => e.entry)].sort(byText);
    const spelledText = [];
    for (let i = 0; i < pairs.length; i += 2)
      spelledText.push(condEntry(lexicon, pairs[i], pairs[i + 1]).text);
    rules = [...rules, ...spelledText].sort();
  }
  return {
    spelled,
    condSpelled: pairs,
    ...c,
    converts: c.converts || condConvert !== null,
    converting: condConvert === null ? c.converting : [...new Set([...c.converting, ...condConvert.kinds])],
    anyProps,
    cond,
    condConvert,
    condVerbs,
    hosted: compileHosted(level, hostedRules, hosted),
    ...condWordOf(level, cond, mayWord(level, c.props)),
    rules,
    active: active.map((e) => e.rule),
    activeText: active.map((e) => e.text),
    presenceMatters,
    readIds: null, // (every record has the fields of a conditional WORD's rounds, word-cond.ts: one shape)
    textRound: null,
  };
}

const byText = (a: RuleEntry, b: RuleEntry) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0);

/** Per kind, MAY (word.ts) for each thing kind that `props` makes WORD; null when none is. */
function mayWord(level: Level, props: readonly number[]): Uint8Array | null {
  const bit = bitsOf(level.lexicon).WORD;
  if (bit === 0) return null;
  let out: Uint8Array | null = null;
  for (let k = 0; k < level.kinds.firstText; k++)
    if (props[k] & bit) (out ??= new Uint8Array(level.kinds.names.length))[k] = MAY;
  return out;
}

/** Makes `p` the level's rules (a parse's, or the one undo puts back): its caches are read from the level's fields. */
export function useParsed(level: Level, p: Parsed): void {
  level.parsed = p;
  useRules(level, p);
}

/**
 * Makes the rules `r` the level's rules in force (its compiled tables, conditional rules, WORD reading and
 * rule lists, up to date: one shared record), leaving its parse record alone: `useParsed`, and the
 * solver's decoder, which shares one set of rules among many boards.
 */
export function useRules(level: Level, r: RuleState): void {
  level.inForce = r;
  level.dirty = false;
}
