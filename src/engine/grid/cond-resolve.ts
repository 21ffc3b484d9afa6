/**
 * The conditional rules in force (docs/rules.md §5.8; research §2 "A conditional NOT only adds negated
 * conditions"): from the conditional rules the text spells (rule code and conditions number) to the ones
 * in force, ALL and NOT subjects expanded, those an unconditional NOT cancels left out.
 */
import { builtBeyondProperties } from "./cond-codes";
import { type CondRuleCode, condEntry } from "./cond-entry";
import { ALL, type Lexicon } from "./lexicon";
import { complementOf, type RuleEntry, ruleCode, subjectOf, verbOf } from "./rule-codes";

/**
 * Whether conditions are built for rule `code` (docs/rules.md §5.8), whatever they are:
 * `X IS [NOT] P`, P a property (WORD too: read object by object, word-cond.ts), conversions (IS EMPTY and
 * IS ALL too, and `EMPTY IS Y`, ALL too, every condition read on each empty cell), HAS, MAKE, WRITE, EAT,
 * FOLLOW, FEAR (cond-codes.ts). Any other is refused at load (`unbuiltConditional`).
 */
export function conditionsBuiltFor(lex: Lexicon, code: number): boolean {
  const c = lex.words[complementOf(lex, code)];
  return (verbOf(lex, code) === 0 && c.class === "property") || builtBeyondProperties(lex, code);
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

/** The spelled conditional rules whose conditions are not built (`conditionsBuiltFor`), as text. */
export function unbuiltConditional(lex: Lexicon, pairs: readonly number[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < pairs.length; i += 2)
    if (!conditionsBuiltFor(lex, pairs[i])) out.push(condEntry(lex, pairs[i], pairs[i + 1]).text);
  return out;
}
