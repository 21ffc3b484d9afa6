import type { Aura, Cause, GameState, LogRecord, TriggerName } from "../cards";
import type { Level } from "../grid";

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

/**
 * A SpellGrid game: a grid level and a card game side by side, and the one id space joining them
 * (Module 10: "a minion's id is its grid object's id"). Plain data, so it can be cloned and hashed.
 */
export interface SpellGridState {
  level: Level;
  game: GameState;
  /** Whether the card side (`game`, the id maps, the log) is shared with another copy (see `cloneSpellGrid`). */
  gameShared: boolean;
  seams: SeamWords;
  /** The SpellGrid id of each card entity, by entity id. */
  external: number[];
  /** The card entity of each SpellGrid id that names one (holes elsewhere). */
  entityOf: (number | undefined)[];
  /** The rule auras last handed to the card engine (seam 1). */
  ruleAuras: Aura[];
  /** The card engine's journal in SpellGrid ids, with its depths and causes (lines into this log). */
  log: LogRecord[];
  depths: number[];
  causes: Cause[];
}
