/**
 * A duel's rules as data (docs/rules.md §3.10): the steps of a turn's start and end, the end of the
 * outermost Phase with its game-over check, the Fatigue rule and the opening. The engine copies them
 * into the duel's state and loops over them; a test may install other lists.
 */
import type { DuelOpening, EndOfPhaseStep, FatigueRule, TurnStep } from "../engine/cards";

/**
 * The Start of Turn (Advanced rulebook, turn structure; Hearthstone: a player gains an empty mana crystal,
 * up to 10, and refills them all, then the start-of-turn triggers resolve, then the turn's card is drawn).
 * `ready` gives the player's characters their attacks back. `endPhase` between the triggers and the draw:
 * the triggers' dead leave play and their Deathrattles resolve before the draw (Hearthstone's
 * MAIN_START_TRIGGERS step, then MAIN_START; HearthSim's SabberStone, Game.cs).
 */
export const START_OF_TURN: readonly TurnStep[] = Object.freeze([
  "announceStart",
  "gainCrystal",
  "refill",
  "ready",
  "triggers",
  "endPhase",
  "draw",
] as const);

/**
 * The End of Turn: the end-of-turn triggers, then the thaw (Hearthstone Wiki, Freeze: characters thaw
 * "after a player ends their turn (just before the next player's Start of Turn Phase)"). `endPhase`
 * between them: the triggers' dead leave play and their Deathrattles resolve before the thaw (Hearthstone's
 * MAIN_END step, then MAIN_CLEANUP; HearthSim's SabberStone, `OnEndTurnTrigger` runs the death processing).
 */
export const END_OF_TURN: readonly TurnStep[] = Object.freeze([
  "announceEnd",
  "triggers",
  "endPhase",
  "thaw",
] as const);

/**
 * The end of the outermost Phase in a duel: the course's steps (docs/rules.md §3.3), with the heroes' deaths
 * right after the Death Creation Step (a hero at 0 or less Health dies; the game ends when the Sequence does).
 */
export const DUEL_END_OF_PHASE: readonly EndOfPhaseStep[] = Object.freeze([
  "deathCreation",
  "heroDeaths",
  "auraUpdate",
] as const);

/** Fatigue in a duel (Hearthstone): each draw from an empty deck deals 1, 2, 3… damage to the drawer's hero. */
export const DUEL_FATIGUE: FatigueRule = "damage";

/** The card the second player gets at the start (Hearthstone's: 0 mana, one mana crystal this turn only). */
export const COIN_CARD = "The Coin";

/**
 * The opening (Hearthstone, without the mulligan): 3 cards for the first player, 4 and the coin for the
 * second.
 */
export const DUEL_OPENING: DuelOpening = Object.freeze({
  hands: [3, 4] as const,
  extras: [[], [COIN_CARD]] as const,
});
