/**
 * Conditional rules (docs/rules.md §5.8; research §2 "A conditional NOT only adds negated conditions"):
 * from the conditional rules the text spells (rule code and conditions number, cond-codes.ts) to the ones
 * in force, and their compiled form, a short list per kind that `propsOf` evaluates on the board.
 */
import { builtBeyondProperties, type CondAtom, condAtoms } from "./cond-codes";
import { emptyCellsMet, targetsMet } from "./cond-match";
import type { CompiledCondition, CondRule, CondTable, RuleCondition } from "./cond-table";
import { CONDITIONS, type ConditionDef } from "./conditions";
import { ALL, type Lexicon, roleNoun, TEXT } from "./lexicon";
import { complementOf, type RuleEntry, ruleCode, ruleEntry, ruleText, subjectOf, verbOf } from "./rule-codes";
import { DIRECTIONS } from "./sentence-grammar";
import type { KindTable, Level } from "./types";

const memo = new WeakMap<Lexicon, Map<string, RuleEntry>>();
const byText = new WeakMap<Lexicon, Map<string, [number, number]>>();

/** The shared entry (structured rule and text) of rule `code` under conditions `cond`. */
export function condEntry(lex: Lexicon, code: number, cond: number): RuleEntry {
  let m = memo.get(lex);
  if (!m) memo.set(lex, (m = new Map()));
  const tag = `${code} ${cond}`;
  let e = m.get(tag);
  if (!e) {
    const base = ruleEntry(lex, code);
    const conditions = condAtoms(lex, cond).map((a) => ruleCondition(lex, a));
    const rule = { ...base.rule, conditions };
    e = { rule, text: ruleText(rule) };
    m.set(tag, e);
    let t = byText.get(lex);
    if (!t) byText.set(lex, (t = new Map()));
    t.set(e.text, [code, cond]);
  }
  return e;
}

/** The rule code and conditions number of a conditional rule's text, or null (any rule a parse spelled is known). */
export function condCodeOfText(lex: Lexicon, text: string): [number, number] | null {
  return byText.get(lex)?.get(text) ?? null;
}

function ruleCondition(lex: Lexicon, a: CondAtom): RuleCondition {
  const targets = a.targets.map((t) => ({ noun: lex.words[t >> 1].word, negated: (t & 1) === 1 }));
  return { word: lex.words[a.word].word, negated: a.negated, targets };
}

/** A conditional rule spelled or in force: its code, its conditions number, and its entry. */
export interface CondRuleCode {
  readonly code: number;
  readonly cond: number;
  readonly entry: RuleEntry;
  times: number; // the distinct spelled rules expanding to it (LONELY ALL IS P and LONELY X IS P: two for X)
}

/**
 * Whether conditions are built for rule `code` (docs/rules.md §5.8): `X IS [NOT] P`, P a property other than
 * WORD, conversions, HAS, MAKE, WRITE (cond-codes.ts). IS ALL, WORD, EAT are refused (`unbuiltConditional`).
 */
export function conditionsBuiltFor(lex: Lexicon, code: number): boolean {
  const c = lex.words[complementOf(lex, code)];
  // X IS WORD makes a whole kind read as words before any object is looked at (word.ts): not per object.
  return verbOf(lex, code) === 0 && c.class === "property"
    ? c.word !== "WORD"
    : builtBeyondProperties(lex, code);
}

/**
 * The conditional rules in force (docs/rules.md §5.8), from `pairs` (code, conditions, as the parse
 * pushed them): an ALL or NOT subject expands over the nouns `present` as an unconditional one does;
 * an unconditional `X IS NOT P` in force (`inForce`, expanded codes) cancels every conditional `X IS P`;
 * a conditional `X IS NOT P` cancels nothing at resolution: it takes P away from each object for which
 * its conditions hold, when the property is read. Rules whose conditions are not built are left out.
 */
export function resolveConditional(
  lex: Lexicon,
  pairs: readonly number[],
  present: readonly number[],
  inForce: ReadonlySet<number>,
  report?: { readonly entry: RuleEntry; readonly from: RuleEntry; readonly by: number }[],
): CondRuleCode[] {
  const all = lex.index[ALL] ?? -1;
  const out: CondRuleCode[] = [];
  const seen = new Map<string, CondRuleCode | null>(); // null: cancelled
  let from = 0;
  const push = (code: number, cond: number) => {
    const tag = `${code} ${cond}`;
    const had = seen.get(tag);
    if (had) had.times++; // one more spelled rule expands to it
    if (had !== undefined) return;
    const entry = condEntry(lex, code, cond);
    const r = !(code & 1) && inForce.has(code | 1) ? null : { code, cond, entry, times: 1 };
    if (r === null) report?.push({ entry, from: condEntry(lex, from, cond), by: code | 1 });
    else out.push(r);
    seen.set(tag, r);
  };
  for (let i = 0; i < pairs.length; i += 2) {
    const [code, cond] = [pairs[i], pairs[i + 1]];
    from = code;
    if (!conditionsBuiltFor(lex, code)) continue;
    const s = subjectOf(lex, code);
    const c = complementOf(lex, code);
    const cn = (code & 1) === 1;
    if (code & 2) {
      if (s !== all) for (const p of present) if (p !== s) push(ruleCode(lex, p, false, c, cn), cond);
    } else if (s === all) for (const p of present) push(ruleCode(lex, p, false, c, cn), cond);
    else push(code, cond);
  }
  return out;
}

/** The spelled conditional rules whose conditions are not built (IS ALL, WORD, EAT, FOLLOW, FEAR), as text. */
export function unbuiltConditional(lex: Lexicon, pairs: readonly number[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < pairs.length; i += 2)
    if (!conditionsBuiltFor(lex, pairs[i])) out.push(condEntry(lex, pairs[i], pairs[i + 1]).text);
  return out;
}

/**
 * A rule's condition compiled (docs/rules.md §5.8): its noun targets as kinds, FACING's directions
 * (facing × 2 + negated), and its EMPTY targets counted (each needs an empty cell; NOT EMPTY is a kind
 * target, every thing, as NOT X is).
 */
export function compileCondition(lex: Lexicon, kinds: KindTable, c: RuleCondition): CompiledCondition {
  const empty = roleNoun(lex, "empty");
  const targets: Uint8Array[] = [];
  const facings: number[] = [];
  let empties = 0;
  for (const t of c.targets) {
    const w = lex.index[t.noun];
    if (lex.words[w].class === "property") facings.push(DIRECTIONS[t.noun] * 2 + (t.negated ? 1 : 0));
    else if (w === empty && !t.negated) empties++;
    else targets.push(targetKinds(lex, kinds, t.noun, t.negated));
  }
  return { word: c.word, negated: c.negated, targets, facings, empties };
}

/** The kinds a target names (1 per kind): see docs/rules.md §5.8. */
function targetKinds(lex: Lexicon, kinds: KindTable, noun: string, negated: boolean): Uint8Array {
  const n = kinds.names.length;
  const want = new Uint8Array(n);
  if (noun === TEXT) want.fill(1, kinds.firstText);
  else if (noun === ALL) want.fill(1, 0, kinds.firstText);
  else if (kinds.thingOf[lex.index[noun]] >= 0) want[kinds.thingOf[lex.index[noun]]] = 1;
  if (!negated) return want;
  const not = new Uint8Array(n);
  for (let k = 0; k < kinds.firstText; k++) not[k] = want[k] ^ 1; // NOT X: every thing but X's, never text
  return not;
}

/**
 * Compiles the conditional property rules in force into a list per kind (a thing kind named by its
 * noun, a text kind by TEXT), or null when there are none; `bits` is every property one may give.
 */
export function compileConditional(
  lex: Lexicon,
  kinds: KindTable,
  rules: readonly CondRuleCode[],
): { table: CondTable | null; bits: number } {
  if (rules.length === 0) return NO_CONDITIONS;
  const n = kinds.names.length;
  const byKind: CondRule[][] = Array.from({ length: n }, () => []);
  let bits = 0;
  for (const { entry, times } of rules) {
    const r = entry.rule;
    const from = r.subject === TEXT ? kinds.firstText : kinds.thingOf[lex.index[r.subject]];
    if (from < 0) continue; // a meta subject (ALL was expanded) names no object
    const to = r.subject === TEXT ? n : from + 1;
    const conditions = (r.conditions ?? []).map((c) => compileCondition(lex, kinds, c));
    const bit = kinds.bit[lex.index[r.complement]];
    if (!r.negated) bits |= bit;
    for (let k = from; k < to; k++)
      byKind[k].push({ bit, negated: r.negated, conditions, text: entry.text, times });
  }
  return { table: { byKind }, bits };
}

/** The compiled form of no conditional rule (shared, never changed). */
const NO_CONDITIONS = Object.freeze({ table: null, bits: 0 });

/** Whether every condition of `conditions` holds for object `id` now (docs/rules.md §5.8). */
export function conditionsHold(level: Level, id: number, conditions: readonly CompiledCondition[]): boolean {
  for (const c of conditions) {
    const def = CONDITIONS[c.word];
    if ((def.whole ? def.whole(level, id, c.targets, c.empties) : onCells(level, id, c, def)) === c.negated)
      return false;
  }
  return true;
}

/** Whether condition `c` (not negated) holds for `id`, read on its word's cells or its prefix test. */
function onCells(level: Level, id: number, c: CompiledCondition, def: ConditionDef): boolean {
  for (const f of c.facings) if ((level.facing[id] === f >> 1) === ((f & 1) === 1)) return false; // FACING [NOT] UP
  if (c.empties > 0 && !emptyCellsMet(level, id, def, c.empties)) return false;
  if (c.targets.length === 1) return def.holds(level, id, c.targets[0]);
  if (c.targets.length > 1) return targetsMet(level, id, def, c.targets); // each its own
  return c.facings.length > 0 || c.empties > 0 || def.holds(level, id, null); // prefix
}
