/**
 * `snapshot()` (docs/api.md, docs/rules.md §5.6): an undo entry of the whole board, in its documented form
 * of five numbers per id (id, kind, x, y, life | facing << 1), which differs from a step's own entry
 * (two or three numbers per object, undo-record.ts `recordSize`); `snapshotRecords` reads it back as step records.
 */
import type { Level, Snapshot } from "./types";
import { packPlace, putRecord, recordSize } from "./undo-record";

/** Numbers per id of a snapshot: id, kind, x, y, life | facing << 1 (docs/api.md). */
export const SNAPSHOT_RECORD = 5;

/**
 * A full snapshot of the board: a record (SNAPSHOT_RECORD numbers: id, kind, x, y, life and facing) of
 * every id, the id counter, won, the seed and the bonuses (when some), and the rules when they are up to date.
 */
export function snapshot(level: Level): Snapshot {
  const objects: number[] = new Array(level.nextId * SNAPSHOT_RECORD);
  for (let id = 0, at = 0; id < level.nextId; id++, at += SNAPSHOT_RECORD) {
    objects[at] = id;
    objects[at + 1] = level.kind[id];
    objects[at + 2] = level.x[id];
    objects[at + 3] = level.y[id];
    objects[at + 4] = level.alive[id] | (level.facing[id] << 1);
  }
  const { nextId, won, seed } = level;
  const s =
    level.bonuses === 0
      ? { nextId, won, seed, objects }
      : { nextId, won, seed, bonuses: level.bonuses, objects };
  if (level.dirty || level.parsed === null) return s;
  return { ...s, parsed: level.parsed, lines: level.lines };
}

/** A snapshot's records as a step's (undo-record.ts: `recordSize` numbers each), in the same order. */
export function snapshotRecords(level: Level, objects: readonly number[]): number[] {
  const size = recordSize(level);
  const out: number[] = new Array((objects.length / SNAPSHOT_RECORD) * size);
  for (let j = 0, at = 0; j < objects.length; j += SNAPSHOT_RECORD, at += size) {
    const cell = objects[j + 3] * level.width + objects[j + 2];
    putRecord(out, at, size, objects[j], objects[j + 1], packPlace(cell, objects[j + 4])); // fifth: life | facing << 1
  }
  return out;
}
