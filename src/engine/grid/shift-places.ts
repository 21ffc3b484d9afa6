/**
 * The places of the SHIFT objects in the order they act in (docs/rules.md §5.4; shift-order.ts): an
 * object's place is that of the first of its SHIFT rules, the id of the first word of the rule's first
 * spelling on the grid now (journal-rules.ts `ruleRef`; the game's `code` finds first words in the order
 * of its text objects). The places of the plain rules are kept per level while its rules and the text of
 * its lines stay as they were (`forgetOrder`: every parse and every rules record put in force lets them
 * go; a marked line, `Level.stale`, or lines let go keep none).
 */
import { conditionsHold } from "./cond-hold";
import { ruleRef } from "./journal-rules";
import type { Bits } from "./kinds";
import { ALL, TEXT } from "./lexicon";
import type { Level, RuleState } from "./types";

/** `level`'s rules or text may have changed (a parse, or a rules record put in force): its places are let go. */
export function forgetOrder(level: Level): void {
  if (kept === level) kept = null;
}

// The level whose places of plain rules are kept, its rules record and kinds then, and per kind its place.
let kept: Level | null = null;
let keptRules: RuleState | null = null;
let keptKinds: Level["kinds"] | null = null;
let keptPlain = new Float64Array(0);

/**
 * Per kind, its place by the plain rules in force (NaN: not yet found): kept while the level's rules and
 * the text of its lines stay (no parse since, no line marked: `Level.stale`), found afresh otherwise.
 */
export function plainOf(level: Level): Float64Array {
  const keeps = level.lines !== null && level.stale === null;
  if (kept === level && keptRules === level.inForce && keptKinds === level.kinds && keeps) return keptPlain;
  kept = keeps ? level : null;
  keptRules = level.inForce;
  keptKinds = level.kinds;
  const n = level.kinds.names.length;
  if (keptPlain.length < n) keptPlain = new Float64Array(n * 2);
  keptPlain.fill(Number.NaN);
  return keptPlain;
}

/** Kind `k`'s place by its plain SHIFT rules: the least first word of their spellings (Infinity: none). */
export function plainPlace(level: Level, k: number): number {
  const text = level.kinds.isText[k] === 1;
  const noun = nounOf(level, k);
  let place = Number.POSITIVE_INFINITY;
  for (const rule of level.inForce.rules) {
    if (!rule.endsWith(" IS SHIFT")) continue;
    const subject = rule.slice(0, rule.length - 9);
    const names =
      subject === noun ||
      (!text && subject === ALL) ||
      (!text &&
        subject.startsWith("NOT ") &&
        subject.indexOf(" ", 4) < 0 && // `NOT X`, not a conditional one (`NOT X ON Y`)
        subject !== `NOT ${noun}` &&
        subject !== `NOT ${ALL}`);
    if (names) place = Math.min(place, firstWord(level, rule));
  }
  return place;
}

/**
 * Object `s`'s place: `place`, or that of a conditional SHIFT rule of its kind holding for it now, if
 * earlier. Such a rule is kept expanded to its noun (cond-resolve.ts: `X ON Y IS SHIFT` for `ALL ON Y IS
 * SHIFT`), so it is found among the spelled rules by its ALL or NOT subject too.
 */
export function condPlace(level: Level, B: Bits, s: number, place: number): number {
  const k = level.kind[s];
  const cond = level.inForce.cond?.byKind[k];
  if (cond === undefined) return place;
  const noun = nounOf(level, k);
  for (const r of cond) {
    if (!(r.bit & B.SHIFT) || r.negated || !conditionsHold(level, s, r.conditions)) continue;
    place = Math.min(place, firstWord(level, r.text));
    for (const t of level.inForce.rules)
      if (t !== r.text && t.endsWith(" IS SHIFT") && expandsTo(t, noun, r.text))
        place = Math.min(place, firstWord(level, t));
  }
  return place;
}

/** Whether spelled rule `t`, its ALL or `NOT X` subject (X not `noun`) read as `noun`, is `expanded`. */
function expandsTo(t: string, noun: string, expanded: string): boolean {
  const all = /\bALL\b/.exec(t);
  if (all !== null && t.slice(0, all.index) + noun + t.slice(all.index + 3) === expanded) return true;
  const not = /\bNOT (\w+)/.exec(t);
  return (
    not !== null &&
    not[1] !== noun &&
    not[1] !== ALL &&
    t.slice(0, not.index) + noun + t.slice(not.index + not[0].length) === expanded
  );
}

/** The noun naming kind `k` in rules (TEXT for text). */
const nounOf = (level: Level, k: number): string =>
  level.kinds.isText[k] === 1 ? TEXT : level.lexicon.words[level.kinds.word[k]].word;

/** The id of the first word of `rule`'s first spelling on the grid now (Infinity: none spells it). */
function firstWord(level: Level, rule: string): number {
  const ids = ruleRef(level, rule).ids;
  return ids.length > 0 ? ids[0] : Number.POSITIVE_INFINITY;
}
