/**
 * Hosted properties (docs/rules.md §5.1, §5.3): the properties of a lexicon that have no bit of the masks,
 * a host's words (as SpellGrid's multiplier words: content/seams.json) and the engine's listed properties
 * (behaviours.ts `LISTED_BEHAVIOURS`, each read by one step of the turn). The engine's other properties are
 * bits of one mask per kind, in the engine's order (kinds.ts); a hosted property has no bit: its rules in force are compiled into a list of property words per kind, beside the masks, read
 * only when asked (`hasProperty`, `giver`), so a lexicon holds as many as its user writes and no phase
 * of a turn reads them.
 */
import { type CondRuleCode, compileCondition, conditionsHold } from "./cond-rules";
import type { CompiledCondition } from "./cond-table";
import { TEXT } from "./lexicon";
import type { KindTable, Level, Rule, RuleState } from "./types";

/** One conditional rule of a hosted property (docs/rules.md §5.8): its word index, NOT, conditions, text. */
export interface HostedCond {
  readonly word: number;
  readonly negated: boolean;
  readonly conditions: readonly CompiledCondition[];
  readonly text: string;
}

/**
 * The hosted properties of the rules in force: per kind, the word indices its rules give it (sorted;
 * `X IS NOT P` taken away), and per kind its conditional rules of hosted properties (null: none).
 */
export interface Hosted {
  readonly byKind: readonly (readonly number[])[];
  readonly cond: readonly (readonly HostedCond[])[] | null;
  /** The words some rule here gives (a kind's list, or a conditional rule not negated), sorted: `mayHold`'s read. */
  readonly given: readonly number[];
}

const NONE: readonly number[] = Object.freeze([]);

/** Whether word `i` of the table is a property with no bit: a hosted one. */
export const isHosted = (kinds: KindTable, i: number): boolean => kinds.cls[i] === 4 && kinds.bit[i] === 0;

/** The kinds rule subject `noun` names (a thing kind by its noun, every text kind by TEXT): [from, to). */
function named(level: Level, noun: string): [number, number] {
  const { kinds } = level;
  if (noun === TEXT) return [kinds.firstText, kinds.names.length];
  const k = kinds.thingOf[level.lexicon.index[noun]];
  return k < 0 ? [0, 0] : [k, k + 1];
}

/**
 * Compiles the hosted property rules in force, `rules` (unconditional, resolved: ALL and NOT X expanded)
 * and `conditional` (docs/rules.md §5.8); null when there are none. As for the masks (compile.ts), the
 * unconditional negated rules take away what the others give, and at a read a conditional rule that holds
 * gives its property, a negated one that holds takes it away (props-of.ts `propsOf`).
 */
export function compileHosted(
  level: Level,
  rules: readonly Rule[],
  conditional: readonly CondRuleCode[],
): Hosted | null {
  if (rules.length === 0 && conditional.length === 0) return null;
  const { lexicon: lex, kinds } = level;
  const n = kinds.names.length;
  const byKind: number[][] = Array.from({ length: n }, () => []);
  const neg: number[][] = Array.from({ length: n }, () => []);
  for (const r of rules) {
    const [from, to] = named(level, r.subject);
    for (let k = from; k < to; k++) (r.negated ? neg : byKind)[k].push(lex.index[r.complement]);
  }
  const lists = byKind.map((has, k) =>
    has.length === 0 ? NONE : [...new Set(has)].filter((w) => !neg[k].includes(w)).sort((a, b) => a - b),
  );
  let cond: HostedCond[][] | null = null;
  for (const { entry } of conditional) {
    const r = entry.rule;
    const [from, to] = named(level, r.subject);
    const conditions = (r.conditions ?? []).map((c) => compileCondition(lex, kinds, c));
    const word = lex.index[r.complement];
    cond ??= Array.from({ length: n }, () => []);
    for (let k = from; k < to; k++) cond[k].push({ word, negated: r.negated, conditions, text: entry.text });
  }
  const given = new Set(lists.flat());
  for (const list of cond ?? []) for (const r of list) if (!r.negated) given.add(r.word);
  return { byKind: lists, cond, given: [...given].sort((a, b) => a - b) };
}

/**
 * The conditional rules of hosted property `word` (a word index) that hold for object `id` now, as text:
 * the negated ones with `negated`, else the others.
 */
export function hostedGivers(level: Level, id: number, word: number, negated = false): string[] {
  const list = level.inForce.hosted?.cond?.[level.kind[id]] ?? [];
  return list
    .filter((r) => r.word === word && r.negated === negated && conditionsHold(level, id, r.conditions))
    .map((r) => r.text);
}

/**
 * Whether alive object `id` has hosted property `word` (a word index) under the rules in force: its
 * kind's list gives it, or a conditional rule that holds does, and no negated conditional rule that holds
 * takes it away (docs/rules.md §5.8: a conditional `X IS NOT P` beats every `X IS P` where it holds).
 */
export function hasHosted(level: Level, id: number, word: number): boolean {
  const h = level.inForce.hosted;
  if (h === null) return false;
  if (h.cond !== null && hostedGivers(level, id, word, true).length > 0) return false;
  return (
    h.byKind[level.kind[id]].includes(word) || (h.cond !== null && hostedGivers(level, id, word).length > 0)
  );
}

/**
 * Whether some object may have hosted property `word` (a word index) under the rules in force: a rule gives
 * it to some kind, unconditionally or under conditions. False, the step that reads the property has nothing
 * to do; one read of a short sorted list, so a step may ask on every turn.
 */
export const mayHold = (level: Level, word: number): boolean => givenBy(level.inForce, word);

/**
 * Whether the rules in force `f` give hosted property `word` (a word index; a negative one, a word the
 * lexicon lacks, never) to some kind: `mayHold` on the rules alone, as the turn plan asks it.
 */
export const givenBy = (f: RuleState, word: number): boolean => f.hosted?.given.includes(word) === true;

/**
 * The alive objects that have hosted property `word` (a word index) now, in id order, into `out` (cleared
 * first) and returned: how a step of the turn reads a listed property (behaviours.ts `LISTED_BEHAVIOURS`).
 */
export function holdersOf(level: Level, word: number, out: number[]): number[] {
  out.length = 0;
  if (!mayHold(level, word)) return out;
  const { alive, nextId } = level;
  for (let id = 0; id < nextId; id++) if (alive[id] === 1 && hasHosted(level, id, word)) out.push(id);
  return out;
}
