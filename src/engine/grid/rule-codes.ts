/**
 * Rules as small integers while parsing and resolving: `((subject × words + complement) << 2) |
 * (subjectNegated << 1) | negated`, with word indices of the lexicon. Each distinct rule's
 * structured form and text are built once per lexicon and shared (they are immutable).
 */
import type { Lexicon } from "./lexicon";
import type { Rule } from "./types";

/** A rule's structured form and its text, as rules() prints it. */
export interface RuleEntry {
  readonly rule: Rule;
  readonly text: string;
}

const memo = new WeakMap<Lexicon, Map<number, RuleEntry>>();

/** The code of `[NOT] s IS [NOT] c` (word indices). */
export function ruleCode(lex: Lexicon, s: number, sn: boolean, c: number, cn: boolean): number {
  return ((s * lex.words.length + c) << 2) | (sn ? 2 : 0) | (cn ? 1 : 0);
}

/**
 * The code of a rule written as rules() prints it (`NOT N IS NOT YOU`), or null when the text is not
 * a rule of this lexicon's words.
 */
export function codeOfText(lex: Lexicon, text: string): number | null {
  const m = /^(NOT )?(\S+) IS (NOT )?(\S+)$/.exec(text);
  if (!m || !Object.hasOwn(lex.index, m[2]) || !Object.hasOwn(lex.index, m[4])) return null;
  return ruleCode(lex, lex.index[m[2]], m[1] !== undefined, lex.index[m[4]], m[3] !== undefined);
}

/** The text of a rule as rules() prints it: `NOT N IS NOT YOU` (docs/rules.md §5.2). */
export function ruleText(r: Rule): string {
  return `${r.subjectNegated ? "NOT " : ""}${r.subject} IS ${r.negated ? "NOT " : ""}${r.complement}`;
}

/** The shared entry of a rule code. */
export function ruleEntry(lex: Lexicon, code: number): RuleEntry {
  let m = memo.get(lex);
  if (!m) memo.set(lex, (m = new Map()));
  let e = m.get(code);
  if (!e) {
    const pair = code >>> 2;
    const rule: Rule = {
      subject: lex.words[(pair / lex.words.length) | 0].word,
      subjectNegated: (code & 2) !== 0,
      complement: lex.words[pair % lex.words.length].word,
      negated: (code & 1) !== 0,
    };
    e = { rule, text: ruleText(rule) };
    m.set(code, e);
  }
  return e;
}

/** The entries of `codes`, sorted by text (rules() and activeRules() order). */
export function sortedEntries(lex: Lexicon, codes: Iterable<number>): RuleEntry[] {
  const out: RuleEntry[] = [];
  for (const c of codes) out.push(ruleEntry(lex, c));
  return out.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
}
