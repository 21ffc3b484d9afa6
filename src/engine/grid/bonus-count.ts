/**
 * The bonuses a board has collected (docs/rules.md §5.5 BONUS; phases/bonus.ts), as an undo entry keeps them:
 * in its second number (history.ts), above won (bit 0) and IN_AGE_ORDER (bit 1), as the game's `{"bonus", 1}`
 * undo record takes back what `MF_bonus(1)` counted (blocks.lua `block`).
 */

/** Where an entry's second number holds the bonuses collected. */
export const BONUS_SHIFT = 2;

/** The most bonuses a board counts (the bits above BONUS_SHIFT of a 32-bit number): past it, the count stays. */
export const BONUS_MOST = 2 ** 29 - 1;

/** An entry's second number but IN_AGE_ORDER: won (bit 0) and the bonuses collected (from BONUS_SHIFT). */
export const statusOf = (won: boolean, bonuses: number): number => (won ? 1 : 0) | (bonuses << BONUS_SHIFT);
