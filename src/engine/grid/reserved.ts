/**
 * Reserved ids through an undo (docs/api.md `reserveId`; docs/rules.md §6.2 one id space): an id `reserveId`
 * hands out has a holder outside the grid (a hero, a card in hand), so no undo or restore takes it back.
 */
import { removeObjects } from "./board";
import { ownKinds } from "./hash";
import type { Level } from "./types";

/**
 * The id counter an undo or restore back to counter `nextId` leaves: past every id reserved since (kind -1,
 * never an object's), the objects made since below it removed and their ids blanked as reserved ones (no
 * holder has them: handing them out again is never needed). Without a reservation since, `nextId`.
 */
export function keepReserved(level: Level, nextId: number): number {
  let end = level.nextId;
  while (end > nextId && level.kind[end - 1] !== -1) end--;
  if (end === nextId) return nextId;
  const made: number[] = [];
  for (let id = nextId; id < end; id++) if (level.alive[id]) made.push(id);
  removeObjects(level, made);
  ownKinds(level);
  for (let id = nextId; id < end; id++) level.kind[id] = -1;
  return end;
}
