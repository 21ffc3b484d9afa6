import type { Keyword } from "./card-def";
import type { GameState, Id } from "./types";

/**
 * A character's keywords (docs/rules.md §3.10): a minion's are its card's, in play or not, so a dead
 * minion's Lifesteal and Poisonous act on its own Deathrattle's damage (Blizzard's patch notes, HearthSim
 * hs-bugs #1028; Hearthstone Wiki, Poisonous); a hero's are its weapon's (Windfury, Poisonous and Lifesteal
 * on a weapon act on its hero's attacks). None for a hero without one.
 */
export function keywordsOf(state: GameState, id: Id): readonly Keyword[] {
  const e = state.entities[id];
  if (e.card !== null) return e.card.keywords;
  const weapon = state.sides[e.owner].weapon;
  return weapon === null ? NONE : state.entities[weapon].card!.keywords;
}

const NONE: readonly Keyword[] = Object.freeze([]);

/** Does the character have this keyword (its own, or its weapon's for a hero)? */
export function hasKeyword(state: GameState, id: Id, keyword: Keyword): boolean {
  return keywordsOf(state, id).includes(keyword);
}
