/**
 * The places of the SHIFT objects in the order they act in (docs/rules.md §5.4; shift-order.ts): an
 * object's place is that of the first of its SHIFT rules, the id of the first word of the rule's first
 * spelling on the grid now (journal-rules.ts `ruleRef`; the game's `code` finds first words in the order
 * of its text objects). The places found are kept while the rules, the lines and the text of the lines
 * they were found on stay as they were (`plainOf`).
 */
import { conditionsHold } from "./cond-hold";
import { ALL, TEXT } from "./lexicon";
import { shortcutsOn } from "./move-cells";
import type { Bits } from "./prop-bits";
import { spellingsNow, textOn } from "./shift-lines";
import type { Level, RuleState } from "./types";
import { namesKind } from "./verb-count";

// The places kept: found under this rules record, kinds and lines (no line marked since the parse), per
// kind by its plain rules (NaN: not yet found) and per rule; and the text of the lines their spellings lie
// on as it stood then (per line: its number, how many numbers follow, then cell, id, kind per text object).
let keptRules: RuleState | null = null;
let keptKinds: Level["kinds"] | null = null;
let keptLines: Level["lines"] = null;
let keptPlain = new Float64Array(0);
const keptRule = new Map<string, number>();
const keptOn: number[] = [];
let keeping = false;

/**
 * Per kind, its place by the plain rules in force (NaN: not yet found). The places found are kept while
 * they hold: under the same rules record, kinds and lines (`Level.lines`: each line spells what it did at
 * the parse), no line marked since the parse (`Level.stale`) holding a SHIFT word (one that does not can
 * spell no SHIFT rule now; the others' text is the parse's), no thing read as a word, and the text of
 * each line a place's spelling lies on as it was (ids, kinds and cells: a place is a spelling's first
 * word, and only a line that spells the rule has one). Any level may use them: they are a function
 * of those alone. With the engine's shortcuts off (move-cells.ts `useShortcuts`) nothing is kept.
 */
export function plainOf(level: Level): Float64Array {
  const f = level.inForce;
  const read = level.lines !== null && f.asWord === null && !f.readIds; // (its lines as parsed)
  keeping = read && shortcutsOn() && spellsNoShift(level, level.stale);
  if (keeping && keptLines === level.lines && keptRules === f && keptKinds === level.kinds && sameText(level))
    return keptPlain;
  keptRules = keeping ? f : null;
  keptLines = level.lines;
  keptKinds = level.kinds;
  keptRule.clear();
  keptOn.length = 0;
  const n = level.kinds.names.length;
  if (keptPlain.length < n) keptPlain = new Float64Array(n * 2);
  keptPlain.fill(Number.NaN);
  return keptPlain;
}

/** Whether no line of `lines` holds a SHIFT word (null: none marked). */
function spellsNoShift(level: Level, lines: readonly number[] | null): boolean {
  if (lines === null) return true;
  const w = level.lexicon.index.SHIFT;
  const shift = w === undefined ? -1 : level.kinds.textOf[w];
  for (const l of lines) {
    scratch.length = 0;
    textOn(level, l, scratch);
    for (let i = 2; i < scratch.length; i += 3) if (scratch[i] === shift) return false;
  }
  return true;
}

/** Whether the text of every line kept (`keptOn`) lies on it as it did. */
function sameText(level: Level): boolean {
  for (let i = 0; i < keptOn.length; i += 2 + keptOn[i + 1]) {
    const at = scratch.length;
    textOn(level, keptOn[i], scratch);
    const n = scratch.length - at;
    let same = n === keptOn[i + 1];
    for (let j = 0; same && j < n; j++) same = scratch[at + j] === keptOn[i + 2 + j];
    scratch.length = at;
    if (!same) return false;
  }
  return true;
}
const scratch: number[] = [];

/** Keeps the text of the line spelling `ids` (a spelling: three words or more, on one row or column). */
function keepLine(level: Level, ids: readonly number[]): void {
  const l = level.y[ids[0]] === level.y[ids[1]] ? level.y[ids[0]] : level.height + level.x[ids[0]];
  for (let i = 0; i < keptOn.length; i += 2 + keptOn[i + 1]) if (keptOn[i] === l) return;
  const at = keptOn.length;
  keptOn.push(l, 0);
  textOn(level, l, keptOn);
  keptOn[at + 1] = keptOn.length - at - 2;
}

/** Kind `k`'s place by its plain SHIFT rules: the least first word of their spellings (Infinity: none). */
export const plainPlace = (level: Level, k: number): number =>
  plainRulesPlace(level, k, " IS ", isShift, firstWord);
const isShift = (complement: string): boolean => complement === "SHIFT";

/**
 * The least `place` of the plain rules in force `S verb C` whose subject S names kind `k` as `giver`
 * reads it (journal-rules.ts: its noun, TEXT for text; for a thing ALL, or `NOT X` for another X; not a
 * conditional subject: verb-count.ts `namesKind`) and whose complement C `takes` accepts (Infinity:
 * none). The SHIFT, FEAR and FOLLOW orders read their plain rules so.
 */
export function plainRulesPlace(
  level: Level,
  k: number,
  verb: string,
  takes: (complement: string) => boolean,
  place: (level: Level, rule: string) => number,
): number {
  let p = Number.POSITIVE_INFINITY;
  for (const rule of level.inForce.rules) {
    const at = rule.indexOf(verb);
    if (at < 0) continue;
    const not = rule.startsWith("NOT ");
    const subject = rule.slice(not ? 4 : 0, at);
    if (!subject.includes(" ") && namesKind(level, not, subject, k) && takes(rule.slice(at + verb.length)))
      p = Math.min(p, place(level, rule));
  }
  return p;
}

/**
 * Object `s`'s place: `place`, or that of a conditional SHIFT rule of its kind holding for it now, if
 * earlier (`condRulePlace`).
 */
export function condPlace(level: Level, B: Bits, s: number, place: number): number {
  const k = level.kind[s];
  const cond = level.inForce.cond?.byKind[k];
  if (cond === undefined) return place;
  for (const r of cond)
    if (r.bit & B.SHIFT && !r.negated && conditionsHold(level, s, r.conditions))
      place = Math.min(place, condRulePlace(level, k, r.text, " IS SHIFT", firstWord));
  return place;
}

/**
 * The place of a conditional rule of kind `k` kept as `text` (`verb`, as " IS SHIFT", " FEAR " or
 * " FOLLOW ", among its words): the least `place` of its text and of each spelled rule in force whose ALL
 * or `NOT X` subject expands to it, since such a rule is kept expanded to the kind's noun (cond-resolve.ts:
 * `X ON Y IS SHIFT` for `ALL ON Y IS SHIFT`). The SHIFT, FEAR and FOLLOW orders read their conditional
 * rules so.
 */
export function condRulePlace(
  level: Level,
  k: number,
  text: string,
  verb: string,
  place: (level: Level, rule: string) => number,
): number {
  const noun = nounOf(level, k);
  let p = place(level, text);
  for (const t of level.inForce.rules)
    if (t !== text && t.includes(verb) && expandsTo(t, noun, text)) p = Math.min(p, place(level, t));
  return p;
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
export const nounOf = (level: Level, k: number): string =>
  level.kinds.isText[k] === 1 ? TEXT : level.lexicon.words[level.kinds.word[k]].word;

/**
 * The least id of the first words of `rule`'s spellings on the grid now (Infinity: none spells it): the
 * game lists a rule spelled twice at each spelling's first word, so the earliest counts.
 */
function firstWord(level: Level, rule: string): number {
  const known = keeping ? keptRule.get(rule) : undefined;
  if (known !== undefined) return known;
  let place = Number.POSITIVE_INFINITY;
  for (const ids of spellingsNow(level, rule)) {
    place = Math.min(place, ids[0]);
    if (keeping && ids.length > 1) keepLine(level, ids);
  }
  if (keeping) keptRule.set(rule, place);
  return place;
}
