/**
 * Rules as small integers while parsing and resolving: `(((verb × words + subject) × words +
 * complement) << 2) | (subjectNegated << 1) | negated`, with word indices of the lexicon and the
 * verb's number (`verbNumbers`: IS is 0, so an IS rule's code does not depend on the other verbs).
 * Each distinct rule's structured form and text are built once per lexicon and shared (immutable).
 */
import { IS, type Lexicon } from "./lexicon";
import type { Rule } from "./types";

/** A lexicon's verbs numbered: IS first (0), then the others in data order (docs/rules.md §5.2). */
export interface VerbNumbers {
  /** Per verb number: its word index. */
  readonly words: readonly number[];
  /** Per word index: its verb number, or -1 for a word that is not a verb. */
  readonly of: Int32Array;
}

const numbers = new WeakMap<Lexicon, VerbNumbers>();

/** The verb numbers of a lexicon, cached. */
export function verbNumbers(lex: Lexicon): VerbNumbers {
  let v = numbers.get(lex);
  if (!v) {
    const words: number[] = [];
    const is = lex.index[IS];
    if (is !== undefined && lex.words[is].class === "verb") words.push(is);
    lex.words.forEach((w, i) => {
      if (w.class === "verb" && i !== is) words.push(i);
    });
    const of = new Int32Array(lex.words.length).fill(-1);
    words.forEach((w, n) => {
      of[w] = n;
    });
    v = { words, of };
    numbers.set(lex, v);
  }
  return v;
}

/** A rule code's subject word index. */
export function subjectOf(lex: Lexicon, code: number): number {
  return (((code >>> 2) / lex.words.length) % lex.words.length) | 0;
}

/** A rule code's complement word index. */
export function complementOf(lex: Lexicon, code: number): number {
  return (code >>> 2) % lex.words.length;
}

/** A rule code's verb number (0: IS). */
export function verbOf(lex: Lexicon, code: number): number {
  const W = lex.words.length;
  return ((code >>> 2) / (W * W)) | 0;
}

/** A rule's structured form and its text, as rules() prints it. */
export interface RuleEntry {
  readonly rule: Rule;
  readonly text: string;
}

const memo = new WeakMap<Lexicon, Map<number, RuleEntry>>();

/** The code of `[NOT] s V [NOT] c` (word indices; `v` the verb's number, IS by default). */
export function ruleCode(lex: Lexicon, s: number, sn: boolean, c: number, cn: boolean, v = 0): number {
  const W = lex.words.length;
  return (((v * W + s) * W + c) << 2) | (sn ? 2 : 0) | (cn ? 1 : 0);
}

/**
 * The code of a rule written as rules() prints it (`NOT N IS NOT YOU`), or null when the text is not
 * a rule of this lexicon's words.
 */
export function codeOfText(lex: Lexicon, text: string): number | null {
  const m = /^(NOT )?(\S+) (\S+) (NOT )?(\S+)$/.exec(text);
  if (!m || !Object.hasOwn(lex.index, m[2]) || !Object.hasOwn(lex.index, m[5])) return null;
  const v = Object.hasOwn(lex.index, m[3]) ? verbNumbers(lex).of[lex.index[m[3]]] : -1;
  if (v < 0) return null;
  return ruleCode(lex, lex.index[m[2]], m[1] !== undefined, lex.index[m[5]], m[4] !== undefined, v);
}

/**
 * The text of a rule as rules() prints it: `NOT N IS NOT YOU`, `N HAS M` (docs/rules.md §5.2); a
 * conditional rule's words in reading order (§5.8), `[NOT] LONELY [NOT] X [NOT] ON [NOT] Y AND
 * Z AND NEAR W IS P`: the sentence that spells it, each target list joined by AND.
 */
export function ruleText(r: Rule): string {
  const verb = r.verb ?? IS;
  const not = (n: boolean) => (n ? "NOT " : "");
  let prefix = "";
  let infix = "";
  for (const c of r.conditions ?? []) {
    if (c.targets.length === 0) prefix += `${not(c.negated)}${c.word} `;
    else
      infix += `${infix ? " AND " : " "}${not(c.negated)}${c.word} ${c.targets.map((t) => `${not(t.negated)}${t.noun}`).join(" AND ")}`;
  }
  return `${prefix}${not(r.subjectNegated)}${r.subject}${infix} ${verb} ${not(r.negated)}${r.complement}`;
}

/** The shared entry of a rule code. */
export function ruleEntry(lex: Lexicon, code: number): RuleEntry {
  let m = memo.get(lex);
  if (!m) memo.set(lex, (m = new Map()));
  let e = m.get(code);
  if (!e) {
    const verbWord = lex.words[verbNumbers(lex).words[verbOf(lex, code)]]?.word;
    const verb = verbWord === undefined || verbWord === IS ? null : verbWord;
    const rule: Rule = {
      subject: lex.words[subjectOf(lex, code)].word,
      subjectNegated: (code & 2) !== 0,
      complement: lex.words[complementOf(lex, code)].word,
      negated: (code & 1) !== 0,
      ...(verb === null ? {} : { verb }),
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
