/**
 * Part III, SpellGrid: the only code that imports both engines (docs/rules.md §2). It joins them at three
 * seams and nowhere else: rules become auras (seam-rules), a turn's victims die in one Sequence
 * (seam-destroy), and a Sequence's grid changes are written back and reparsed (seam-sequence).
 */
export {
  cardEntity,
  cast,
  checkCast,
  checkPlay,
  checkPlayAnywhere,
  checkPlayCard,
  minionAt,
  move,
  place,
  play,
  step,
} from "./actions";
export { cloneSpellGrid, dropLog, hashSpellGrid, ownGame, ownLog, spellGridKey } from "./clone";
export { entityOf, minionEntity } from "./ids";
export { cardEvents, cardLogTree, isCardRecord } from "./journal";
export { assembleOffers, neverPlayed } from "./never-played";
export { ruleAuras, syncRules } from "./seam-rules";
export { createSpellGrid, minionKind, type SpellGridContent } from "./setup";
export type {
  JournalCause,
  JournalRecord,
  Multiplier,
  SeamWords,
  SpellGridJournal,
  SpellGridState,
} from "./types";
