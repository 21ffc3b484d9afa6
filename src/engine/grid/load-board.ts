/**
 * A level's objects placed at load (docs/rules.md §5.1): in list order, which is their age, so each
 * object is the newest on its cell and heads its cell's list. What `addObject` (board.ts) does per
 * object, done for a new level at once: its per-id arrays come made at their size (packed.ts, the
 * kinds from the check), and a new level has no rules in force and no lines read, so a placement
 * marks nothing more than the level's one parse to come.
 */
import { DEFAULT_FACING, FACING_INDEX } from "./facing";
import { ownKinds } from "./hash";
import type { Dir, Level } from "./types";

/**
 * Places `objects` on a new level whose `kind` holds their kinds in list order and whose other per-id
 * arrays are as long, of -1 (`next`, `prev`) and 0 (the rest), every cell empty and every count 0.
 */
export function placeAtLoad(level: Level, objects: readonly { x: number; y: number; dir?: Dir }[]): void {
  ownKinds(level); // the write count moves on before the board is written (hash.ts)
  const { kind, x, y, alive, facing, next, prev, head, count, width } = level;
  for (let id = 0; id < objects.length; id++) {
    const o = objects[id];
    x[id] = o.x;
    y[id] = o.y;
    alive[id] = 1;
    facing[id] = o.dir ? FACING_INDEX[o.dir] : DEFAULT_FACING;
    const t = o.y * width + o.x;
    const first = head[t]; // older than id: the cell stays in age order
    next[id] = first;
    if (first >= 0) prev[first] = id;
    head[t] = id;
    count[kind[id]]++;
  }
  level.nextId = objects.length;
}
