import type { Chooser, Id, Origin } from "../cards";
import { type DestroyHook, isAlive, removeObjects } from "../grid";
import { minionEntity } from "./ids";
import { runCardSequence } from "./seam-sequence";
import type { SpellGridState } from "./types";

/** What a destroy from the grid is caused by, as the card log's causes name it. */
const TURN_ORIGIN: Origin = { label: "the grid turn" };

/**
 * Seam 2 (Module 10): the grid turn's destroy hook. Victims that are not minions leave the grid at
 * once; the minions among them are marked pending destroy in one Sequence, so they share one Death
 * Creation Step ("all objects destroyed in the same step are destroyed simultaneously") and their
 * Deathrattles resolve; seam 3 then removes them from the grid. The destroy's cause is the grid's
 * (`TURN_ORIGIN`), not a player's destroy (docs/rules.md §3.11).
 */
export function destroyHook(s: SpellGridState, chooser: Chooser | null): DestroyHook {
  return (level, ids) => {
    const minions: Id[] = [];
    const others: number[] = [];
    for (const id of ids) {
      if (!isAlive(level, id)) continue;
      const e = minionEntity(s, id);
      if (e === undefined) others.push(id);
      else if (!minions.includes(e)) minions.push(e);
    }
    removeObjects(level, others);
    if (minions.length > 0)
      runCardSequence(s, { type: "destroy", targets: minions, origin: TURN_ORIGIN }, chooser);
  };
}
