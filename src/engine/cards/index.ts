/** Part I, the card engine: the only public door. Names no card, no tile, no word (docs/rules.md §2). */
export type { Action } from "./actions";
export { apply, perform } from "./actions";
export type { AssembleOffers, Half } from "./assemble";
export { baseOptions, donorOptions, HALVES, halfOptions, splice } from "./assemble";
export {
  attackProblem,
  attacksPerTurn,
  attackTargets,
  canAttack,
  hasAttackLeft,
  summoningSick,
  tauntMinions,
} from "./attack-rules";
export { activations, countActivations } from "./auras";
export * from "./card-def";
export type {
  ActionKind,
  ActivationCount,
  Agent,
  AuraCredit,
  Cause,
  CauseKind,
  CauseMapping,
  Journal,
  Json,
  MissedAura,
  MissReason,
  Origin,
} from "./causes";
export { byAction, mapCause, mapCauses } from "./causes";
export { cloneGame } from "./clone";
export { DAMAGE_AMOUNT, isDamageAmount } from "./damage";
export type { DuelOpening } from "./duel-start";
export {
  AssembleError,
  DEATH_PHASE_LIMIT_MESSAGE,
  describeValue,
  type NamedMinion,
  type PassedLimit,
  quoted,
  SEQUENCE_BUDGET_MESSAGE,
  SequenceLimitError,
  wrongArgument,
} from "./errors";
export type {
  AssembledRecord,
  EventType,
  GameEvent,
  LogRecord,
  NotSummonedRecord,
  RecordType,
} from "./events";
export {
  ENTITY_FIELDS,
  EVENT_FIELDS,
  eventsOf,
  formatEvent,
  formatLogTree,
  IN_LOG,
  isEvent,
} from "./events";
export { createGame, type GameSetup } from "./game";
export { canonicalJson, cardKey, gameKey, hashGame, hashString } from "./hash";
export { hasKeyword, keywordsOf } from "./keywords";
export { type DuelAction, legalActions } from "./legal-actions";
export { type NotPlain, nestedNotPlainData, notPlainData, PLAIN_DATA } from "./plain-data";
export { playCardProblem } from "./play-card";
export { castProblem, choosableTargets, needsTarget, picksCharacter, playProblem } from "./playing";
export { compileCard, illFormedAt, illFormedReason } from "./registry";
export { type CardLookup, cardSummary, keywordName, renderCardText } from "./render";
export type * from "./types";
export * from "./vocabulary";
export { attackOf, enemyOf, entity, isMinionInPlay, nameOf } from "./world";
