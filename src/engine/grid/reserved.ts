/**
 * Reserved ids through an undo or a restore (docs/api.md `reserveId`; docs/rules.md §5.6, §6.2 one id space):
 * an id `reserveId` hands out has a holder outside the grid (a hero, a card in hand), so no undo or restore
 * takes it back, makes it an object's or hands it out again. Checked by tests/grid/reserve-id.test.ts and
 * reserve-restore.test.ts.
 */
import { removeObjects } from "./board";
import { ownKinds } from "./hash";
import type { Level } from "./types";
import { packPlace, putRecord } from "./undo-record";

/**
 * The id counter an undo or restore back to counter `nextId` leaves: past every id reserved since (kind -1,
 * never an object's), the objects made since below it removed and their ids blanked as reserved ones (no
 * holder has them: handing them out again is never needed). Without a reservation since, `nextId`.
 */
export function keepReserved(level: Level, nextId: number): number {
  let end = level.nextId;
  while (end > nextId && level.kind[end - 1] !== -1) end--;
  if (end <= nextId) return nextId; // (a restore may go forward: a snapshot taken before an undo)
  const made: number[] = [];
  for (let id = nextId; id < end; id++) if (level.alive[id]) made.push(id);
  removeObjects(level, made);
  ownKinds(level);
  for (let id = nextId; id < end; id++) level.kind[id] = -1;
  return end;
}

/**
 * The record `nums[j…j+size)` of an id reserved now (kind -1) written as the id is: no record makes a reserved
 * id an object's (alive or destroyed), or, its kind no longer -1, lets a later undo or restore hand it out
 * again. Only a restore puts such a record back: a snapshot, or a history entry, from before the restore
 * (or undo) that freed the id reserved since (relink.ts `putRecords`).
 */
export function keepReservedAt(level: Level, nums: Int32Array | number[], j: number, size: number): void {
  const id = nums[j];
  const place = packPlace(level.y[id] * level.width + level.x[id], level.facing[id] << 1); // (never alive)
  putRecord(nums, j, size, id, -1, place);
}

/** `keepReservedAt` for every record of `nums[from…to)` (`size` numbers each) whose id is reserved now. */
export function keepReservedIn(
  level: Level,
  nums: Int32Array | number[],
  from: number,
  to: number,
  size: number,
): void {
  for (let j = from; j < to; j += size) if (level.kind[nums[j]] === -1) keepReservedAt(level, nums, j, size);
}
