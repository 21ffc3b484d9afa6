/**
 * The grid engine's only public entry point (Part II, docs/rules.md §5). State is a plain `Level`; every function
 * takes it first.
 *
 * Seam contract for Part III (module 10):
 * - `DestroyHook = (level, ids) => void`: `step(level, dir, destroy)` hands every batch of victims
 *   to it instead of removing them: each OPEN/SHUT pair and each WEAK object broken during movement,
 *   the X IS NOT X and X IS EMPTY deletions of the conversion phase (once), and each destruction step's
 *   victims (once per step, EAT's too). Default: `removeThem`.
 *   After the hook the turn reads the state afresh (no property or rule cache is kept across it).
 * - For hosts: `keepKind(level, id)` marks an object that conversion never changes (`X IS NOT X`
 *   still deletes it): SpellGrid marks its minions, which are their cards.
 * - For hooks: `placeObject(level, kind, x, y, what?) → id`, `removeObjects(level, ids)`, `reparse(level)`,
 *   `activeRuleData(level) → Rule[]` ({subject, subjectNegated, complement, negated}),
 *   `kindOf`/`posOf`/`isAlive(level, id)`, `reserveId(level) → id` (same counter, never an
 *   object's), `cloneLevel(level)` and `hashLevel(level)` (canonical; history not included).
 * - Meta nouns (Part III trigger words) parse like nouns, name no thing, and their rules stay as written.
 */
export { checkInteger, checkLexicon, checkString } from "./args";
export { builtProperty, LISTED_BEHAVIOURS, MAX_BUILT_PROPERTIES, PROPERTY_BEHAVIOURS } from "./behaviours";
export { reserveId } from "./board";
export type { CondConversion, CondConvert } from "./cond-convert";
export { FEELING_TESTS } from "./cond-hold";
export { SEEING_READS } from "./cond-seeing";
export type { RuleCondition } from "./cond-table";
export type { CondItem, CondSlot, CondVerbs } from "./cond-verbs";
export { CONDITIONS, type ConditionDef, type ConditionPlace } from "./conditions";
export {
  badArgument,
  badLevel,
  FeelingLimitError,
  GridError,
  LimitError,
  MoveLimitError,
  ObjectLimitError,
  SeeingLimitError,
  shown,
  tooManyObjects,
} from "./errors";
export { DEFAULT_FACING, DIRECTION_WORDS, FACING_INDEX, FACINGS, opposite } from "./facing";
export {
  boardWritesSoFar,
  cloneLevel,
  hashLevel,
  hexKey,
  kindWritesSoFar,
  levelKey,
  namedWrite,
  namedWritesSoFar,
  noteCellWrite,
  ownKinds,
} from "./hash";
export type { History } from "./history";
export type { Hosted, HostedCond } from "./hosted";
export { checkInput, INPUTS } from "./inputs";
export {
  beginAction,
  clearJournal,
  continueAt,
  newJournal,
  takeRecords,
  touch,
} from "./journal";
export { giver, ruleRef } from "./journal-rules";
export { keepKind } from "./keep-kind";
export { kindProblem, knownKind } from "./kind-names";
export { kindTable } from "./kinds";
export { checkLevelDef, createLevel, type LevelConfig, type LevelDef } from "./level-def";
export {
  ALL,
  type Lexicon,
  NOUN_ROLES,
  type NounRole,
  roleNoun,
  TEXT,
  type WordClass,
  type WordDef,
} from "./lexicon";
export { ownText } from "./line-runs";
export { type Listed, listedOf } from "./listed";
export { useListed } from "./listed-kept";
export { checkDir, DELTA } from "./move-marks";
export { parseCodes, ruleText } from "./parse";
export { isLost } from "./phases/win";
export { bitsOf } from "./prop-bits";
export { hasProperty, parseRules, reparse, useRules } from "./properties";
export { propsOf } from "./props-of";
export {
  activeRuleData,
  activeRules,
  bonusCount,
  cancelledRules,
  facingOf,
  isAlive,
  isWon,
  kindOf,
  kindsAt,
  objectsAt,
  posOf,
  rules,
  stackAt,
} from "./queries";
export {
  type At,
  type BlockReason,
  DEATH_OF,
  type DeathType,
  type GridCause,
  type GridCauseKind,
  type GridJournal,
  type GridLog,
  type GridRecord,
  type GridRecordType,
  type RuleRef,
} from "./records";
export { cutIdsTo, cutOneIdPast } from "./reindex";
export { countPastRoom, objectCount } from "./room";
export { snapshot } from "./snapshot";
export { ruleSpellings, spellings, type TextLayout, textLayout } from "./spelling";
export { MOVE_STEPS, TAKES } from "./takes";
export { move, PHASES, removeThem, step } from "./turn";
export type {
  CancelledRule,
  DestroyHook,
  Dir,
  HazardName,
  KillerName,
  Level,
  LevelLimits,
  Parsed,
  PhaseName,
  Rule,
  RuleState,
  TakeName,
  TurnInput,
  VerbTable,
} from "./types";
export { clearHistory, HISTORY_LIMIT, undo } from "./undo";
export { placeObject, removeObjects } from "./undo-edit";
export { VERBS, type VerbTakes } from "./verbs";
