/**
 * Frenzy (docs/rules.md §3.10): a `frenzy` trigger runs "the first time" its minion "survive[s] damage" (Blizzard's
 * reveal of Forged in the Barrens: "trigger a powerful effect the first time they survive damage. It can be
 * any damage, both from minions and spells, either from you or the opponent"). The dispatch table queues it
 * for its own minion's `Damaged` (damage a Divine Shield or Immune prevents makes none); its gate here
 * decides, as its turn in the Queue comes, whether the minion survived: still in play, above 0 Health and
 * not marked for destroy (Poisonous damage is not survived). The first that passes spends it for good
 * (`Entity.frenzied`); one that did not survive spends nothing. A Reborn copy is a new minion with its own.
 */
import type { TriggerName } from "./card-def";
import type { GameState, Id } from "./types";

/** Did the minion survive the damage, with its Frenzy still to come? If so, it is spent now. */
function frenzyGate(state: GameState, id: Id): boolean {
  const e = state.entities[id];
  if (e.frenzied || e.zone !== "board" || e.health <= 0 || e.pendingDestroy) return false;
  e.frenzied = true;
  return true;
}

/** Triggers that answer only when a condition holds as they resolve (the others always do). */
export const TRIGGER_GATES: Readonly<Partial<Record<TriggerName, (state: GameState, id: Id) => boolean>>> = {
  frenzy: frenzyGate,
};
