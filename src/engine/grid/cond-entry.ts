/**
 * The entries of conditional rules (docs/rules.md §5.8): a rule code and conditions number (cond-codes.ts)
 * as the structured rule and its text, shared per lexicon, and the way back from the text.
 */
import { type CondAtom, condAtoms } from "./cond-codes";
import type { RuleCondition } from "./cond-table";
import type { Lexicon } from "./lexicon";
import { type RuleEntry, ruleEntry, ruleText } from "./rule-codes";

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
