/**
 * Overkill (docs/rules.md §3.10; Hearthstone Wiki, Overkill: "an ability that activates whenever a card with
 * the keyword deals damage to a character with less Health than the damage dealt during your turn"). A
 * minion's `overkill` trigger answers an `Overkill{source, target}` record, which a Damage event raises just
 * after its `Damaged` when:
 * - its dealer is that minion, still in play (a mortally wounded one is: "Overkill effects on minions can
 *   trigger regardless of if the attacking minion survives or not"), by attacking or by its own effects (a
 *   Deathrattle's dealer has left play, so its damage overkills nothing);
 * - the damage left the character below 0 Health, Armor having taken its share first (more damage than
 *   needed to destroy it: exactly lethal is not enough), a hero too ("Overkill effects can trigger by dealing
 *   excess damage to a hero");
 * - it is the dealer's owner's turn ("Cards can only activate their Overkill effects on the controlling
 *   player's turn"): the duel's active player; the course's game has no turns, so there it never triggers.
 * Damage a Divine Shield or Immune prevents is no Damage event and raises nothing; an area raises one record
 * per character it overkills ("the Overkill effect will trigger for each character killed").
 */
import { type Run, record } from "./run";
import type { GameState, Id } from "./types";

/** Does damage `dealer` deals now set off its Overkill: a minion in play with an overkill trigger, on its owner's turn? */
export function overkills(state: GameState, dealer: Id): boolean {
  const d = state.entities[dealer];
  if (d.card === null || d.zone !== "board" || state.duel === null || state.duel.active !== d.owner)
    return false;
  for (const t of d.card.triggers) if (t.trigger === "overkill") return true;
  return false;
}

/**
 * Log `Overkill{source, target}`, the record the dealer's overkill trigger answers, caused by the `Damaged`
 * at `line` that overkilled (docs/rules.md §3.11): `why` goes through the damage to the attack or effect.
 */
export function recordOverkill(run: Run, source: Id, target: Id, depth: number, line: number): void {
  record(run, depth, { type: "Overkill", source, target }, { kind: "overkill", line });
}
