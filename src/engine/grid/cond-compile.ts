/**
 * The compiled form of the conditional rules in force (docs/rules.md §5.8): a short list per kind that
 * `propsOf` evaluates on the board, each condition's targets as kinds, directions or properties.
 */
import type { CondRuleCode } from "./cond-entry";
import type { CompiledCondition, CondRule, CondTable, FeelTarget, RuleCondition } from "./cond-table";
import { ALL, type Lexicon, roleNoun, TEXT } from "./lexicon";
import { DIRECTIONS } from "./sentence-grammar";
import type { KindTable } from "./types";

/**
 * A rule's condition compiled (docs/rules.md §5.8): its noun targets as kinds, FACING's directions
 * (facing × 2 + negated), FEELING's properties (their bits), and its EMPTY targets counted (each needs an empty cell; NOT EMPTY is a kind
 * target, every thing, as NOT X is).
 */
export function compileCondition(lex: Lexicon, kinds: KindTable, c: RuleCondition): CompiledCondition {
  const empty = roleNoun(lex, "empty");
  const targets: Uint8Array[] = [];
  const facings: number[] = [];
  const feels: FeelTarget[] = [];
  let empties = 0;
  for (const t of c.targets) {
    const w = lex.index[t.noun];
    if (c.word === "FEELING") feels.push({ bit: kinds.bit[w], negated: t.negated });
    else if (lex.words[w].class === "property") facings.push(DIRECTIONS[t.noun] * 2 + (t.negated ? 1 : 0));
    else if (w === empty && !t.negated) empties++;
    else targets.push(targetKinds(lex, kinds, t.noun, t.negated));
  }
  return { word: c.word, negated: c.negated, targets, facings, feels, empties };
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
  let touched = 0;
  for (const { entry, times } of rules) {
    const r = entry.rule;
    const from = r.subject === TEXT ? kinds.firstText : kinds.thingOf[lex.index[r.subject]];
    if (from < 0) continue; // a meta subject (ALL was expanded) names no object
    const to = r.subject === TEXT ? n : from + 1;
    const conditions = (r.conditions ?? []).map((c) => compileCondition(lex, kinds, c));
    const bit = kinds.bit[lex.index[r.complement]];
    if (!r.negated) bits |= bit;
    touched |= bit;
    for (let k = from; k < to; k++)
      byKind[k].push({ bit, negated: r.negated, conditions, text: entry.text, times });
  }
  return { table: { byKind, touched }, bits };
}

/** The compiled form of no conditional rule (shared, never changed). */
const NO_CONDITIONS = Object.freeze({ table: null, bits: 0 });
