import type { Aura, Cause, GameState, LogRecord, TriggerName } from "../cards";
import type { GridCause, GridRecord, Level } from "../grid";

/** How a multiplier word multiplies (content/seams.json): the same data a card's aura carries. */
export interface Multiplier {
  readonly times: number;
  readonly stacking: "max" | "additive";
}

/** The table seam 1 reads (docs/rules.md §6): which nouns name a trigger, which properties multiply it. */
export interface SeamWords {
  readonly triggerWords: Readonly<Record<string, TriggerName>>;
  readonly multiplierWords: Readonly<Record<string, Multiplier>>;
}

/** One record of SpellGrid's journal: the card engine's (in SpellGrid ids) or the grid's. */
export type JournalRecord = LogRecord | GridRecord;

/** The cause of a record of SpellGrid's journal (the card engine's `Cause`, the grid's `GridCause`). */
export type JournalCause = Cause | GridCause;

/**
 * SpellGrid's journal as a reader gets it (docs/rules.md §6.9): the card Sequences' records and the
 * grid's, in the order they happened, in one tree (a Sequence the grid's turn started nests under the
 * record that started it), each with its depth and cause, whose lines point into this same journal.
 */
export interface SpellGridJournal {
  readonly records: readonly JournalRecord[];
  readonly depths: readonly number[];
  readonly causes: readonly JournalCause[];
}

/**
 * A SpellGrid game: a grid level and a card game side by side, and the one id space joining them
 * (Module 10: "a minion's id is its grid object's id"). Plain data, so it can be cloned and hashed.
 */
export interface SpellGridState {
  level: Level;
  game: GameState;
  /** Whether the card game (`game`) is shared with another copy (see `cloneSpellGrid`). */
  gameShared: boolean;
  /**
   * Whether the id maps (`external`, `entityOf`) are shared with another copy. Kept apart from
   * `gameShared`: linking an id writes the maps alone, so it copies no card game.
   */
  idsShared: boolean;
  /** Whether the journal (`log`, `depths`, `causes`, `nest`) is shared with another copy. */
  logShared: boolean;
  /**
   * Whether actions record into the journal (true from `newSpellGrid`). A search's states, whose
   * journals nobody reads, set it false: the journal stays as it is, and everything else plays the
   * same (the card engine keeps its own log within each Sequence, which its rules read).
   */
  logKept: boolean;
  seams: SeamWords;
  /** The SpellGrid id of each card entity, by entity id. */
  external: number[];
  /** The card entity of each SpellGrid id that names one (holes elsewhere). */
  entityOf: (number | undefined)[];
  /** The rule auras last handed to the card engine (seam 1). */
  ruleAuras: Aura[];
  /**
   * The journal: the card engine's records in SpellGrid ids and the grid's, with their depths in the
   * one tree and their causes (lines into this log), and how much deeper each record sits than its
   * own engine put it (a Sequence under the grid record that started it): `logTree()` leaves that out.
   */
  log: JournalRecord[];
  depths: number[];
  causes: JournalCause[];
  nest: number[];
}
