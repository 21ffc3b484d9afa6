/**
 * What the solver's restore and decode tests share: a codec state read as its level, and an action played
 * in place on it as the search's `expand` plays it (src/solver/baba-moves.ts, spellgrid-moves.ts).
 */
import type { Chooser } from "../../src/engine/cards";
import type { Level } from "../../src/engine/grid";
import type { SpellGridState } from "../../src/engine/spellgrid";
import { applyToBabaInPlace, applyToSpellGridInPlace } from "../../src/play/apply";
import type { PlayerAction } from "../../src/play/notation";

/** Whether a codec's state is a SpellGrid state (else a Baba level). */
export const isSpellGrid = (s: unknown): s is SpellGridState => (s as SpellGridState).game !== undefined;

/** The grid level of a codec's state. */
export const levelOf = (s: unknown): Level => (isSpellGrid(s) ? s.level : (s as Level));

/** The solver's chooser: its actions carry every answer they need, so a question ends the action. */
const NO_ANSWERS: Chooser = (kind) => {
  throw new Error(`no answer: ${kind}`);
};

/**
 * Plays `action` in place on the codec's state `s`, as `expand` does; false when it throws (a refused
 * action may have written before it threw: the restore puts back what it wrote).
 */
export function playInPlace(s: unknown, action: PlayerAction): boolean {
  try {
    if (isSpellGrid(s)) applyToSpellGridInPlace(s, action, NO_ANSWERS);
    else applyToBabaInPlace(s as Level, action);
    return true;
  } catch {
    return false;
  }
}
