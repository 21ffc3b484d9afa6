/** What a parse compiled and what undo keeps (docs/rules.md §5.2, §5.6): immutable records, shared. */
import type { CondTable } from "./cond-table";
import type { Rule, VerbTable } from "./types";

/**
 * An undo entry of the whole board (`snapshot()`, docs/api.md M9, docs/rules.md §5.6): the board's id
 * counter, won and seed, and a record of five numbers (id, kind, x, y, life | facing << 1) per id (a
 * step's own entry in the history holds three numbers per object it changed: undo-log.ts RECORD). When the rules were up to date, also what the last parse compiled
 * and each line's rules (`parsed`, `lines`: immutable, shared), which undo puts back instead of parsing again.
 */
export interface Snapshot {
  readonly nextId: number;
  readonly won: boolean;
  readonly seed: number;
  readonly objects: readonly number[];
  readonly parsed?: Parsed | null;
  readonly lines?: readonly (readonly number[])[] | null;
}

/**
 * What one parse compiled (docs/rules.md §5.2–5.3, §5.8), as one immutable record: the codes of the rules
 * spelled (sorted, distinct), the conditional ones and the per-kind caches and rule lists made from them (the `Level` fields
 * of the same names). A parse whose spelled codes equal the last one's (and whose ALL or NOT subjects do
 * not depend on the kinds present) keeps it; undo puts back the one of the board it restores.
 */
export interface Parsed {
  readonly spelled: readonly number[];
  /** The conditional rules spelled (docs/rules.md §5.8): rule code, conditions number, in pairs, sorted. */
  readonly condSpelled: readonly number[];
  readonly props: number[];
  /** Per property bit (its index, 0–30): the kinds whose mask in `props` holds it (`mayHave`). */
  readonly withProp: readonly (readonly number[])[];
  readonly anyProps: number;
  readonly converts: boolean;
  /** The kinds the rules convert, delete or make spawn every thing (`X IS ALL`): what conversion looks at. */
  readonly converting: readonly number[];
  readonly convert: readonly (readonly number[])[];
  readonly erase: number[];
  readonly fill: readonly number[];
  /** The conditional property rules in force, compiled (null: none). */
  readonly cond: CondTable | null;
  /**
   * MAY (word.ts) per thing kind the rules make WORD, null when none is; in a record of WORD rounds
   * (`textRound` set), `Level.asWord` after them (READ for the kinds the last round read).
   */
  readonly asWord: Uint8Array | null;
  readonly verbs: VerbTable;
  readonly rules: readonly string[];
  readonly active: readonly Rule[];
  readonly activeText: readonly string[];
  readonly presenceMatters: boolean;
  /**
   * In the record of WORD rounds that read things as words (word-parse.ts), the record of their first
   * round, the text alone, which the next parse compares its lines with; null (or absent) in a record
   * of one parse.
   */
  readonly textRound?: Parsed | null;
}
