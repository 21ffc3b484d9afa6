/**
 * A level's objects placed at load (docs/rules.md §5.1): in list order, which is their age, so each
 * object is the newest on its cell and heads its cell's list. What `addObject` (board.ts) does per
 * object, done for a new level at once: its per-id arrays come made at their size (packed.ts, the
 * kinds from the check, every object alive and facing the default way), and a new level has no rules
 * in force and no lines read, so a placement marks nothing more than the level's one parse to come.
 * Checked against a level built object by object (`addObject`) by tests/grid/level-load.test.ts.
 */
import { FACING_INDEX } from "./facing";
import { ownKinds } from "./hash";
import type { Dir, Level } from "./types";

/**
 * Places `objects` on a new level whose `kind` holds their kinds in list order and whose other per-id
 * arrays are as long, of -1 (`next`, `prev`), 1 (`alive`), the default facing (`facing`) and 0 (the
 * rest), every cell empty and every count 0 (per kind, and of text per cell: its own, `textAt`). Returns whether a text object of a condition word was
 * placed (docs/rules.md §5.8: the load then checks the conditional rules spelled).
 */
export function placeAtLoad(level: Level, objects: readonly { x: number; y: number; dir?: Dir }[]): boolean {
  ownKinds(level); // the write count moves on before the board is written (hash.ts)
  const { kind, x, y, facing, next, prev, head, count, width, textAt } = level;
  const { condText, isText } = level.kinds;
  let cond = 0;
  for (let id = 0; id < objects.length; id++) {
    const o = objects[id];
    const k = kind[id];
    const ox = o.x;
    const oy = o.y;
    x[id] = ox;
    y[id] = oy;
    if (o.dir) facing[id] = FACING_INDEX[o.dir];
    const t = oy * width + ox;
    const first = head[t]; // older than id: the cell stays in age order
    next[id] = first;
    if (first >= 0) prev[first] = id;
    head[t] = id;
    count[k]++;
    textAt[t] += isText[k];
    cond |= condText[k];
  }
  level.nextId = objects.length;
  return cond !== 0;
}
