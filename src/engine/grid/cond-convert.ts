/**
 * Conditional conversions (docs/rules.md §5.8 "Conversions"): `X <cond> IS Y` (Y a noun naming things, or
 * TEXT), `X <cond> IS NOT Y`, `X <cond> IS X`, `X <cond> IS NOT X` and `X <cond> IS [NOT] EMPTY` (the empty
 * role's noun; cond-empty.ts reads them), compiled per kind and tested per
 * object at the conversion step. Source: the game, `convert.lua` → `conversion()` gathers every
 * `X IS Y` rule of a noun with its conditions and `convert()` tests them per unit (`testcond`), queueing
 * each change as an action done after every unit was looked at; research §2 ("a conditional NOT only
 * adds negated conditions", so a conditional `X IS NOT Y` or `X IS X` takes Y, or every Y, away from
 * the objects it holds for, and an unconditional one cancels the conditional `X IS Y` at resolution).
 */
import { type CondRuleCode, compileCondition, conditionsHold } from "./cond-rules";
import type { CompiledCondition } from "./cond-table";
import { ALL, type Lexicon, roleNoun, TEXT } from "./lexicon";
import { complementOf, ruleCode, ruleEntry, subjectOf } from "./rule-codes";
import type { KindTable, Level } from "./types";

/** `CondConversion.to` of a conditional `X IS NOT X`: the objects it holds for are deleted. */
export const ERASE = -1;
/** `CondConversion.to` of a conditional `X IS X`: the objects it holds for are not converted. */
export const KEEP = -2;
/** `CondConversion.to` of a conditional `X IS EMPTY`: the objects it holds for are deleted (cond-empty.ts). */
export const EMPTIED = -4;
/** `CondConversion.to` of a conditional `X IS NOT EMPTY`: the objects it holds for are not emptied. */
export const SPARE = -5;
/** `CondConversion.to` of a conditional `X IS ALL`: the objects it holds for put out every other kind (phases/conversion.ts). */
export const ALL_OF = -6;
/** `CondConversion.to` of a conditional `X IS NOT ALL`: the objects (cells) it holds for put out nothing by `X IS ALL`. */
export const NOT_ALL = -7;

/** One conditional conversion rule in force for a kind (docs/rules.md §5.8): see the file comment. */
export interface CondConversion {
  /** The kind it converts to (or, `negated`, keeps from), `ERASE`, `KEEP`, `EMPTIED`, `SPARE`, `ALL_OF` or `NOT_ALL`. */
  readonly to: number;
  readonly negated: boolean;
  readonly conditions: readonly CompiledCondition[];
  readonly text: string;
}

/** The conditional conversion rules in force per kind, in the parse's order (null in `RuleState`: none). */
export interface CondConvert {
  readonly byKind: readonly (readonly CondConversion[])[];
  /** The kinds that have one (the conversion phase looks at their objects). */
  readonly kinds: readonly number[];
  /**
   * The conditional rules with the empty role's noun as subject (`EMPTY <cond> IS [NOT] Y`, `EMPTY <cond> IS
   * EMPTY`: `KEEP`), read on each empty cell (phases/fill.ts `fillPlan`); null when there are none.
   */
  readonly empty: readonly CondConversion[] | null;
}

/**
 * Compiles the conditional conversion rules in force (`rules`, resolved: subjects expanded, those an
 * unconditional `X IS NOT Y` or `X IS X` cancelled left out) per kind; null when there are none.
 */
export function compileCondConvert(
  lex: Lexicon,
  kinds: KindTable,
  rules: readonly CondRuleCode[],
): CondConvert | null {
  if (rules.length === 0) return null;
  const n = kinds.names.length;
  const byKind: CondConversion[][] = Array.from({ length: n }, () => []);
  const empty = roleNoun(lex, "empty");
  const fills: CondConversion[] = [];
  for (const { entry } of rules) {
    const r = entry.rule;
    const conditions = (r.conditions ?? []).map((c) => compileCondition(lex, kinds, c));
    const write = r.verb === "WRITE"; // X <cond> WRITE Y: into the word Y's text (docs/rules.md §5.6)
    if (lex.index[r.subject] === empty) {
      const into = write
        ? kinds.textOf[lex.index[r.complement]]
        : fillInto(lex, kinds, r.complement, r.negated);
      if (into !== null)
        fills.push({ to: into, negated: into >= 0 && r.negated, conditions, text: entry.text });
      continue;
    }
    const from = r.subject === TEXT ? kinds.firstText : kinds.thingOf[lex.index[r.subject]];
    if (from < 0) continue;
    const to = r.subject === TEXT ? n : from + 1;
    for (let k = from; k < to; k++) {
      let into: number;
      if (write)
        into = kinds.textOf[lex.index[r.complement]] === k ? -3 : kinds.textOf[lex.index[r.complement]];
      else if (r.complement === r.subject) into = r.negated ? ERASE : KEEP;
      else if (lex.index[r.complement] === empty) into = r.negated ? SPARE : EMPTIED;
      else if (r.complement === ALL) into = r.negated ? NOT_ALL : ALL_OF;
      else if (r.complement === TEXT) into = k < kinds.firstText ? kinds.textOf[kinds.word[k]] : -3;
      else into = kinds.thingOf[lex.index[r.complement]];
      const marker = into === ERASE || into === KEEP || into === EMPTIED || into === SPARE || into <= ALL_OF;
      if (into === -3 || (into < 0 && !marker)) continue; // names no kind
      byKind[k].push({ to: into, negated: into >= 0 && r.negated, conditions, text: entry.text });
    }
  }
  const list: number[] = [];
  for (let k = 0; k < n; k++) if (byKind[k].length > 0) list.push(k);
  if (list.length === 0 && fills.length === 0) return null;
  return { byKind, kinds: list, empty: fills.length > 0 ? fills : null };
}

/**
 * What `EMPTY <cond> IS [NOT] Y` names (`Y`, the complement): a thing kind, TEXT the empty noun's own text
 * kind (as `EMPTY IS TEXT`, compile.ts), the empty noun `KEEP` (`EMPTY IS EMPTY`), ALL `ALL_OF` (every
 * thing present: fill-all.ts) or, negated, `NOT_ALL`; null for none, and for
 * `EMPTY IS NOT EMPTY`, which has nothing to delete (the game finds no object named "error" to make).
 */
function fillInto(lex: Lexicon, kinds: KindTable, complement: string, negated: boolean): number | null {
  const c = lex.index[complement];
  if (c === roleNoun(lex, "empty")) return negated ? null : KEEP;
  if (complement === ALL) return negated ? NOT_ALL : ALL_OF;
  const into = complement === TEXT ? kinds.textOf[roleNoun(lex, "empty")] : kinds.thingOf[c];
  return into >= 0 ? into : null;
}

/**
 * The conditional conversions of `rules` an unconditional `X IS X` in force (`codes`, expanded) does not
 * cancel (research §2: a surviving `X IS X` cancels every `X IS Y`, and every `X WRITE Y`, which an
 * unconditional `X IS NOT TEXT` cancels too: docs/rules.md §5.6); `X IS X`, `X IS NOT X` and `X IS ALL` stay.
 */
export function notSelfKept(
  lex: Lexicon,
  rules: readonly CondRuleCode[],
  codes: ReadonlySet<number>,
): CondRuleCode[] {
  return rules.filter(({ code }) => {
    const s = subjectOf(lex, code);
    const c = complementOf(lex, code); // (X IS X does not touch X IS ALL: docs/rules.md §5.3 step 3)
    if (ruleEntry(lex, code).rule.verb === "WRITE") {
      const text = lex.index[TEXT] ?? -1;
      return (
        !codes.has(ruleCode(lex, s, false, s, false)) &&
        !(text >= 0 && codes.has(ruleCode(lex, s, false, text, true)))
      );
    }
    return s === c || lex.words[c].word === ALL || !codes.has(ruleCode(lex, s, false, s, false));
  });
}

const OUT: number[] = [];
const NONE: readonly number[] = Object.freeze([]);

/**
 * The kinds object `id` converts to now (docs/rules.md §5.8): its unconditional targets `base` less those
 * a conditional `X IS NOT Y` that holds keeps from it, then each conditional `X IS Y` that holds (in the
 * parse's order); none when a conditional `X IS X` holds. A scratch list, read before the next call.
 */
export function condTargets(level: Level, id: number, base: readonly number[]): readonly number[] {
  const list = (level.inForce.condConvert as CondConvert).byKind[level.kind[id]];
  if (list.length === 0) return base;
  for (let i = 0; i < list.length; i++)
    if (list[i].to === KEEP && conditionsHold(level, id, list[i].conditions)) return NONE;
  OUT.length = 0;
  for (let i = 0; i < base.length; i++) if (!kept(level, id, list, base[i])) OUT.push(base[i]);
  for (let i = 0; i < list.length; i++) {
    const r = list[i];
    if (r.to < 0 || r.negated || OUT.includes(r.to)) continue;
    if (conditionsHold(level, id, r.conditions) && !kept(level, id, list, r.to)) OUT.push(r.to);
  }
  return OUT;
}

/** Whether a conditional `X IS NOT Y` (Y the kind `to`) holds for `id`. */
function kept(level: Level, id: number, list: readonly CondConversion[], to: number): boolean {
  for (let i = 0; i < list.length; i++)
    if (list[i].negated && list[i].to === to && conditionsHold(level, id, list[i].conditions)) return true;
  return false;
}

/** The text of the first conditional rule that gives `id` the target `to` (a kind or `ERASE`) now, or null. */
export function condConverter(level: Level, id: number, to: number): string | null {
  const list = level.inForce.condConvert?.byKind[level.kind[id]] ?? NONE_RULES;
  for (const r of list)
    if (r.to === to && !r.negated && conditionsHold(level, id, r.conditions)) return r.text;
  return null;
}

const NONE_RULES: readonly CondConversion[] = [];

/**
 * The conditional rule that gives object `id` the conversion complement `word` now (a noun it converts
 * to, TEXT, or `NOT N` for its deletion), when no unconditional rule does; else null (journal-rules.ts).
 */
export function condGiver(level: Level, id: number, word: string): string | null {
  const { kinds, lexicon, inForce } = level;
  const k = level.kind[id];
  if (inForce.condConvert === null || inForce.condConvert.byKind[k].length === 0) return null;
  if (word.startsWith("NOT ")) return inForce.erase[k] !== 0 ? null : condConverter(level, id, ERASE);
  if (lexicon.index[word] === roleNoun(lexicon, "empty"))
    return inForce.erase[k] !== 0 ? null : condConverter(level, id, EMPTIED);
  const w = lexicon.index[word]; // a thing's noun, or a text kind's word (journal-conversion.ts names both so)
  for (const r of inForce.condConvert.byKind[k])
    if (r.to >= 0 && kinds.word[r.to] === w && !inForce.convert[k].includes(r.to) && !r.negated)
      if (conditionsHold(level, id, r.conditions)) return r.text;
  const named = kinds.thingOf[w] ?? -1; // else a thing a conditional X IS ALL put out
  if (named < 0 || inForce.convert[k].includes(named) || inForce.verbs.spawnAll[k] === 1) return null;
  return condConverter(level, id, ALL_OF);
}
