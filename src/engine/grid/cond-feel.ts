/**
 * The rules FEELING reads (docs/rules.md §5.8; the game's condition script, conditions.lua `condtype == "feeling"` walks
 * `featureindex[name]`, every rule naming the unit's own noun): per kind, each rule `X IS P` in force
 * giving it a property, one by one, as the game lists them: an unconditional one once per distinct
 * spelled rule naming the kind (`X IS P` and `ALL IS P`: two), a conditional one once per
 * spelled rule expanding to it (`times`). Each carries the conditional `X IS NOT P` rules of its kind,
 * whose conditions must not hold (the game puts them, inverted, into the rule's own conditions).
 * An empty cell (conditions.ts `cellSubject`) reads the empty noun's rules `EMPTY IS P` in force, each once,
 * its conditions read on the cell (`emptyFeelers`; the game's `featureindex["empty"]`, `drule[1] == name`
 * with name "empty": not ALL's rules), which give the cell nothing else (§5.3).
 */
import { compileCondition } from "./cond-compile";
import type { CompiledCondition, CondRule } from "./cond-table";
import { roleNoun } from "./lexicon";
import { kindProps } from "./props-of";
import type { KindTable, Level, RuleState } from "./types";

/**
 * One rule as FEELING reads it: the property bit it gives, its conditions (none for an unconditional
 * rule: each has a list of its own, which `checkedconds` marks), and the conditions of the
 * conditional NOTs of that property on the kind.
 */
export interface Feeler {
  readonly bit: number;
  readonly conditions: readonly CompiledCondition[];
  readonly nots: readonly (readonly CompiledCondition[])[];
}

/** The lists built for one rules record and kind table (shared by boards). */
interface Built {
  readonly kinds: KindTable;
  readonly byKind: readonly (readonly Feeler[])[];
  /** The empty noun's rules, built when first asked (`emptyFeelers`). */
  empty?: readonly Feeler[];
}

// Per rules record (immutable: one record, one set of rules), the lists built for it: a push that breaks a
// rule and its undo switch between records, and each would otherwise build its lists again.
const built = new WeakMap<RuleState, Built>();
// The record asked about last and its lists: a turn reads FEELING many times under one record.
let lastForce: RuleState | null = null;
let last: Built | null = null;

/** An unconditional property rule's text: `[NOT] SUBJECT IS P`. */
const PLAIN = /^(NOT )?(\w+) IS (\w+)$/;

/** The rules giving object kind `k` a property, in the order FEELING tries them (see the header). */
export function feelersOf(level: Level, k: number): readonly Feeler[] {
  return builtFor(level).byKind[k];
}

/** The rules giving the empty cells a property, in force: `EMPTY [<cond>] IS P` (see the header). */
export function emptyFeelers(level: Level): readonly Feeler[] {
  const b = builtFor(level);
  if (b.empty === undefined) b.empty = buildEmpty(level);
  return b.empty;
}

function builtFor(level: Level): Built {
  const f = level.inForce;
  if (f !== lastForce || last === null || last.kinds !== level.kinds) {
    let b = built.get(f);
    if (b === undefined || b.kinds !== level.kinds)
      built.set(f, (b = { kinds: level.kinds, byKind: build(level) }));
    lastForce = f;
    last = b;
  }
  return last;
}

function buildEmpty(level: Level): Feeler[] {
  const { kinds, lexicon } = level;
  const w = roleNoun(lexicon, "empty");
  const noun = w >= 0 ? lexicon.words[w].word : null;
  const given: { bit: number; negated: boolean; conditions: readonly CompiledCondition[] }[] = [];
  for (const r of level.inForce.active) {
    const i = lexicon.index[r.complement];
    const bit = i !== undefined && lexicon.words[i].class === "property" ? kinds.bit[i] : 0;
    if (r.subject !== noun || r.subjectNegated || r.verb !== undefined || bit === 0) continue;
    const conditions = (r.conditions ?? []).map((c) => compileCondition(lexicon, kinds, c));
    given.push({ bit, negated: r.negated, conditions });
  }
  const out: Feeler[] = [];
  for (const g of given) {
    if (g.negated) continue; // (an unconditional EMPTY IS NOT P has cancelled EMPTY IS P: not in force)
    const nots = given.filter((n) => n.negated && n.conditions.length > 0 && n.bit === g.bit);
    out.push({ bit: g.bit, conditions: g.conditions, nots: nots.map((n) => n.conditions) });
  }
  return out;
}

function build(level: Level): Feeler[][] {
  const { kinds, lexicon } = level;
  const n = kinds.names.length;
  const out: Feeler[][] = [];
  for (let k = 0; k < n; k++) {
    const noun = kinds.isText[k] ? "TEXT" : lexicon.words[kinds.word[k]].word;
    const list: Feeler[] = [];
    const cond = level.inForce.cond?.byKind[k] ?? [];
    const mask = kindProps(level, k);
    for (let w = 0; w < lexicon.words.length; w++) {
      const bit = lexicon.words[w].class === "property" ? kinds.bit[w] : 0;
      if (bit === 0 || !(mask & bit)) continue;
      const p = lexicon.words[w].word;
      const times = Math.max(1, spelledFor(level.inForce.rules, noun, kinds.isText[k] === 1, p));
      for (let t = 0; t < times; t++) list.push({ bit, conditions: [], nots: notsOf(cond, bit) });
    }
    for (const r of cond)
      if (!r.negated)
        for (let t = 0; t < r.times; t++)
          list.push({
            bit: r.bit,
            conditions: t === 0 ? r.conditions : r.conditions.slice(),
            nots: notsOf(cond, r.bit),
          });
    out.push(list);
  }
  return out;
}

/** The conditions of the conditional `X IS NOT P` rules among `cond` taking away `bit`. */
function notsOf(cond: readonly CondRule[], bit: number): (readonly CompiledCondition[])[] {
  const out: (readonly CompiledCondition[])[] = [];
  for (const r of cond) if (r.negated && r.bit & bit) out.push(r.conditions);
  return out;
}

/** How many distinct spelled unconditional rules `S IS p` name a kind of `noun` (ALL, NOT X, TEXT too). */
function spelledFor(rules: readonly string[], noun: string, text: boolean, p: string): number {
  let n = 0;
  for (const rule of rules) {
    const m = PLAIN.exec(rule);
    if (m === null || m[3] !== p) continue;
    const [, not, subject] = m;
    if (
      not ? subject !== noun && !text && subject !== "ALL" : subject === noun || (subject === "ALL" && !text)
    )
      n++;
  }
  return n;
}
