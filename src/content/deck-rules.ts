/**
 * Deck-building rules as data (docs/rules.md §3.12; Hearthstone's deck rules): a deck holds exactly 30
 * cards, at most 2 copies of a card and 1 of a Legendary, and only collectible cards (a token such as
 * The Coin or Damaged Golem is not). Classes are not modelled, so there is no class restriction.
 */
export const DECK_RULES = { size: 30, copies: 2, legendaryCopies: 1 } as const;
