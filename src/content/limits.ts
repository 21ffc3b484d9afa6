import type { EndOfPhaseStep, Limits } from "../engine/cards";
import type { NumberBound } from "../engine/cards/vocabulary";

/**
 * Hearthstone's limits (docs/rules.md §3.1, §3.10): 7 minions a board, 10 cards a hand, 30 Health a hero,
 * 10 mana crystals a player (duels); 64 Death Phases. And the Sequence budget (docs/rules.md §3.2; issue 16): at most 100,000 events logged and
 * 10,000 trigger activations in one Sequence, past which the call throws and changes nothing.
 *
 * Why those values: real play stays far below them. The Death Phase limit already bounds every chain
 * of deaths: 64 Death Phases of 14 dying minions, each Deathrattle activating 4 times (two doublers
 * and an extra), is 3,584 activations of at most 16 Damage events each, about 60,000 events; a whole
 * Whirlwind on a full board of damage reactors is a few hundred. Only feedback between damage
 * triggers grows without bound (four Test Reactors: 678 activations, 3,396 events, well inside; five
 * would run 31,556 and 189,343, six 16 million events, seven for minutes); the budget stops such a
 * cascade in under 0.1 s with at most 10,000 activations and a few MB of log.
 */
export const LIMITS: Limits = {
  board: 7,
  hand: 10,
  heroHealth: 30,
  deathPhases: 64,
  sequenceEvents: 100_000,
  sequenceActivations: 10_000,
  mana: 10,
};

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

/**
 * The largest number each card field may hold (docs/rules.md §9), by the bound its field names in the
 * card vocabulary (`src/engine/cards/vocabulary.ts`); `schema/card.schema.json` is generated with them
 * and every card is checked against them when it loads, so schema-valid content can never hang the
 * engine. `board` and `hand` are the limits above (a summon fills at most a board, a draw at most a
 * hand); damage, Armor and buff amounts, Attack, Health and cost stop at a generous 1000 (Hearthstone's
 * largest printed numbers are far below); a trigger multiplier at 10 times; a card's text at 64 clauses.
 */
export const CARD_MAXIMA: Readonly<Record<NumberBound, number>> = {
  amount: 1000,
  stat: 1000,
  cost: 1000,
  times: 10,
  clauses: 64,
  board: LIMITS.board,
  hand: LIMITS.hand,
};

/**
 * The longest card name and word (docs/rules.md §9), in characters: names are shown in menus and in the
 * replay notation, words on tiles.
 */
export const NAME_LIMITS = { card: 80, word: 32 } as const;

/**
 * The longest lists a level may hold besides its objects (docs/rules.md §9): minions standing on it
 * (`cards`), player 0's starting hand (at most a full hand) and its pinned Assemble pool.
 */
export const LEVEL_LIST_LIMITS = { cards: 64, hand: LIMITS.hand, pool: 256 } as const;

/**
 * The most cards one deck given to `newGame` or `newDuel` may hold (docs/rules.md §9): far past any deck
 * a game or a test needs (Hearthstone's are 30), small enough that the decks fill in a fraction of a
 * second and every later transaction, which copies the game, stays cheap. A longer deck is refused,
 * naming the deck and the limit.
 */
export const DECK_LIMITS = { cards: 100_000 } as const;

/** The most words a lexicon may hold (docs/rules.md §9): properties among them have no limit of their own. */
export const LEXICON_LIMITS = { words: 1024 } as const;
