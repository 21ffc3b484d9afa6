import type { EndOfPhaseStep, Limits } from "../engine/cards";

/** Hearthstone's limits (docs/rules.md §3.1): 7 minions a board, 10 cards a hand, 30 Health a hero; 64 Death Phases. */
export const LIMITS: Limits = { board: 7, hand: 10, heroHealth: 30, deathPhases: 64 };

/**
 * The end of the outermost Phase, in Hearthstone's order (docs/rules.md §3.3; Advanced rulebook, without its
 * Health/Attack Aura Update, which the course does not model): the dead leave play first, then the
 * auras are read again, so a minion that just died multiplies nothing in the Death Phase that follows.
 */
export const END_OF_PHASE: readonly EndOfPhaseStep[] = ["deathCreation", "auraUpdate"];

/** The same two steps reversed: what `withNaiveAuraTiming()` installs, and nothing else. */
export const NAIVE_END_OF_PHASE: readonly EndOfPhaseStep[] = ["auraUpdate", "deathCreation"];

/**
 * The largest level the engines accept (docs/rules.md §9): its width and height in tiles and its number
 * of objects (text, things and minions). Generous for any puzzle, small enough that a level can never
 * exhaust memory; a level past them is refused when it loads, with an error naming the field.
 */
export const LEVEL_LIMITS = { width: 256, height: 256, objects: 65_536 } as const;
