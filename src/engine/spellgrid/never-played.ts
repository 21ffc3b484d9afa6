/**
 * Cards a SpellGrid hand can never use (docs/rules.md §6.1, §6.6). SpellGrid has two card actions: `play`
 * puts a minion onto the grid as an object of its noun, and `cast` casts a spell. Any other card, a
 * minion without a noun, and one whose Battlecry picks a target (`play` names a tile and no target; a
 * level whose hand holds one is refused when it loads, src/content/level-check.ts, and an Assemble offers
 * none, `assembleOffers`, so a pool may hold one) is refused by both whatever the game's state, and a card's definition never
 * changes in the hand: it stays there all game. One row per card type says whether, and why; `checkPlay`
 * refuses with it and the content checker warns with it (`hand-card-never-played`), in the same words.
 */
import { type AssembleOffers, type CardDef, needsTarget } from "../cards";
import { minionKind } from "./setup";

/** What a card is, and why SpellGrid never plays it (`a weapon (SpellGrid …)`), or null when it may. */
const NEVER_PLAYED: Record<CardDef["type"], (def: CardDef) => string | null> = {
  minion: (def) =>
    minionKind(def) === null
      ? "a minion without a noun (a minion is played onto the grid as an object of its noun)"
      : needsTarget(def)
        ? "a minion whose Battlecry picks a target (SpellGrid's play(card, x, y) takes a tile and no target)"
        : null,
  spell: () => null, // cast, not played
  weapon: () => "a weapon (SpellGrid plays minions onto the grid and casts spells: it equips no weapon)",
};

/**
 * Why SpellGrid can never play or cast `def` from a hand, as what it is and why
 * (`a weapon (SpellGrid plays minions onto the grid and casts spells: it equips no weapon)`), or null
 * when it is a spell or a minion with a noun.
 */
export function neverPlayed(def: CardDef): string | null {
  return NEVER_PLAYED[def.type](def);
}

/**
 * In SpellGrid, Assemble offers only cards SpellGrid can play (docs/rules.md §6.6): its result goes to the
 * hand, to be played, so a base, donor and half whose result `neverPlayed` refuses (a minion whose
 * Battlecry picks a target, or one without a noun) are left out of the chooser's options, by the rule
 * `play` refuses with; with none left, the Assemble finds no base and does nothing (§3.8). SpellGrid passes
 * it to every Sequence it runs (seam-sequence.ts).
 */
export const assembleOffers: AssembleOffers = (result) => neverPlayed(result) === null;
