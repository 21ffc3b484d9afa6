/** What a parse compiled and what undo keeps (docs/rules.md §5.2, §5.6): immutable records, shared. */
import type { CondConvert } from "./cond-convert";
import type { CondTable } from "./cond-table";
import type { CondVerbs } from "./cond-verbs";
import type { Hosted } from "./hosted";
import type { Rule, VerbTable } from "./types";

/**
 * An undo entry of the whole board (`snapshot()`, docs/api.md M9, docs/rules.md §5.6): the board's id
 * counter, won, seed and bonuses collected (absent: none), and a record of five numbers (id, kind, x, y, life | facing << 1) per id (a
 * step's own entry in the history holds two or three numbers per object it changed: undo-record.ts). When the rules were up to date, also what the last parse compiled
 * and each line's rules (`parsed`, `lines`: immutable, shared), which undo puts back instead of parsing again.
 */
export interface Snapshot {
  readonly nextId: number;
  readonly won: boolean;
  readonly seed: number;
  readonly bonuses?: number;
  readonly objects: readonly number[];
  readonly parsed?: Parsed | null;
  readonly lines?: readonly (readonly number[])[] | null;
}

/**
 * The rules in force as the engine reads them (docs/rules.md §5.2–5.3, §5.8): the per-kind caches and the
 * rule lists one parse compiles, as one immutable record (`Level.inForce`). Copies of a level share it, a
 * parse, an undo or the solver's decoder replaces it whole, and nothing changes it in place, so a clone
 * copies one reference.
 */
export interface RuleState {
  /** Per kind: the properties it has under the rules in force (bit mask). */
  readonly props: number[];
  /** Per property bit (its index, 0–31): the kinds whose mask in `props` holds it (`mayHave`). */
  readonly withProp: readonly (readonly number[])[];
  /** The union of every kind's properties and of those a conditional rule may give: a hazard whose properties are absent is skipped. */
  readonly anyProps: number;
  /** Whether any kind converts or is deleted (or every thing spawns) under the rules in force. */
  readonly converts: boolean;
  /** The kinds the rules convert, delete or make spawn every thing (`X IS ALL`): what conversion looks at. */
  readonly converting: readonly number[];
  /** Per kind: the kinds it becomes (conversion). */
  readonly convert: readonly (readonly number[])[];
  /** Per kind: 1 when `X IS NOT X` deletes it, 2 when `X IS EMPTY` does (docs/rules.md §5.5), else 0. */
  readonly erase: number[];
  /** The kinds every empty cell becomes at conversion (`EMPTY IS X`, docs/rules.md §5.5). */
  readonly fill: readonly number[];
  /** The conditional property rules in force, compiled (docs/rules.md §5.8; null: none, `propsOf`'s fast path). */
  readonly cond: CondTable | null;
  /** The hosted properties in force (hosted.ts: a property with no bit), per kind; null: none. */
  readonly hosted: Hosted | null;
  /** The conditional conversion rules in force, compiled (docs/rules.md §5.8; cond-convert.ts; null: none). */
  readonly condConvert: CondConvert | null;
  /** The conditional HAS, MAKE and WRITE rules in force, compiled (docs/rules.md §5.8; cond-verbs.ts; null: none). */
  readonly condVerbs: CondVerbs | null;
  /**
   * Per kind (`X IS WORD`, word.ts): READ (1) its things were read as words, MAY (2) they may spell; null:
   * none. In a parse's record, MAY per thing kind the rules make WORD; in a record of WORD rounds
   * (`textRound` set), the value after them (READ for the kinds the last round read).
   */
  readonly asWord: Uint8Array | null;
  /**
   * A conditional `X <cond> IS [NOT] WORD` is in force (docs/rules.md §5.8, word-cond.ts): its things are
   * read as words object by object, and the level parses every turn. Absent or false: none.
   */
  readonly condWord?: boolean;
  /** In a record of WORD rounds read object by object (word-cond.ts): the ids the last round read, ascending. */
  readonly readIds?: readonly number[] | null;
  /** HAS, MAKE, EAT and IS ALL in force, per kind. */
  readonly verbs: VerbTable;
  /** rules(): sorted, distinct. */
  readonly rules: readonly string[];
  /** activeRules() as structured data, sorted by their text. */
  readonly active: readonly Rule[];
  /** activeRules() as text, sorted. */
  readonly activeText: readonly string[];
  /** Whether the parse spelled an ALL or NOT subject: only then does a kind appearing or vanishing call for a reparse. */
  readonly presenceMatters: boolean;
}

/**
 * What one parse compiled (docs/rules.md §5.2–5.3, §5.8), as one immutable record: the codes of the rules
 * spelled (sorted, distinct), the conditional ones, and the rules in force made from them (`RuleState`). A
 * parse whose spelled codes equal the last one's (and whose ALL or NOT subjects do not depend on the kinds
 * present) keeps it; undo puts back the one of the board it restores.
 */
export interface Parsed extends RuleState {
  readonly spelled: readonly number[];
  /** The conditional rules spelled (docs/rules.md §5.8): rule code, conditions number, in pairs, sorted. */
  readonly condSpelled: readonly number[];
  /**
   * In the record of WORD rounds that read things as words (word-parse.ts), the record of their first
   * round, the text alone, which the next parse compares its lines with; null (or absent) in a record
   * of one parse.
   */
  readonly textRound?: Parsed | null;
}
