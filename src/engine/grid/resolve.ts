/**
 * Resolution (SPEC §5.3; harness.md M7; wiki "NOT", "ALL", "IS"): from the rules the text spells
 * to the rules in force.
 */
import { ALL, TEXT } from "./lexicon";
import { ruleText } from "./parse";
import type { Rule } from "./types";

/**
 * Expansion (SPEC §5.3): `ALL` as a subject names every thing, never text; `NOT X` as a subject
 * names every thing whose noun is not X, never text. "Every thing" means the nouns of the things
 * present on the board at this parse (wiki "ALL": it refers to the objects in the level), so a
 * rule `ALL IS YOU` reads as one `N IS YOU` per noun present. Other subjects stay as written.
 */
export function expandSubjects(rules: readonly Rule[], present: readonly string[]): Rule[] {
  const out: Rule[] = [];
  for (const r of rules) {
    if (r.subjectNegated) {
      for (const n of present)
        if (n !== r.subject && r.subject !== ALL) out.push({ ...r, subject: n, subjectNegated: false });
    } else if (r.subject === ALL) {
      for (const n of present) out.push({ ...r, subject: n });
    } else out.push(r);
  }
  return out;
}

/**
 * The rules in force, sorted by text (SPEC §5.3): after expansion, `X IS NOT Y` cancels every
 * `X IS Y` and stays; then a surviving `X IS X` cancels every conversion `X IS Y` (Y a noun other
 * than X); `TEXT IS PUSH` (innate) falls to `TEXT IS NOT PUSH` like any rule; `X IS NOT X` stays
 * as the record that every X is deleted at the next conversion.
 */
export function resolveRules(
  rules: readonly Rule[],
  present: readonly string[],
  isNoun: (w: string) => boolean,
): Rule[] {
  const expanded = expandSubjects(rules, present);
  const pair = (s: string, c: string) => `${s} ${c}`;
  const denied = new Set<string>();
  for (const r of expanded) if (r.negated) denied.add(pair(r.subject, r.complement));
  const kept = expanded.filter((r) => r.negated || !denied.has(pair(r.subject, r.complement)));
  const identity = new Set<string>();
  for (const r of kept) if (!r.negated && r.subject === r.complement) identity.add(r.subject);
  const byText = new Map<string, Rule>();
  for (const r of kept) {
    const blocked =
      !r.negated && identity.has(r.subject) && r.complement !== r.subject && isNoun(r.complement);
    if (!blocked) byText.set(ruleText(r), r);
  }
  return [...byText.entries()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map((e) => e[1]);
}

/** Whether a subject word names text objects (SPEC §5.3: a text object is named by TEXT only). */
export function namesText(subject: string): boolean {
  return subject === TEXT;
}
