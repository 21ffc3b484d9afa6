/**
 * The condition words the grid engine gives behaviour to (docs/rules.md §5.8; research §1; the
 * wiki "LONELY", "ON", "NEAR", "FACING"), one row each: where the word stands in a sentence and when it
 * holds for an object, read on the board as it is at that moment. A lexicon's prefix or infix word
 * missing from this table is refused when the lexicon is loaded (content/words.json), never silently
 * ignored: a new condition is a row here.
 */
import type { Level } from "./types";

/** Per facing index (facing.ts FACINGS: right, up, left, down): the step it points along. */
const AHEAD_X = [1, 0, -1, 0];
const AHEAD_Y = [0, -1, 0, 1];

/** Where a condition word stands: before the subject (`prefix`) or between subject and verb (`infix`). */
export type ConditionPlace = "prefix" | "infix";

/** A condition's test: does it hold for object `id`, with target kinds `want` (1 per kind; none for a prefix)? */
export type ConditionTest = (level: Level, id: number, want: Uint8Array | null) => boolean;

/**
 * An infix condition's cells: writes into `out` the indices (y × width + x) of the cells inside the grid
 * where its targets are looked for, for object `id`, and returns how many (at most 9).
 */
export type ConditionCells = (level: Level, id: number, out: Int32Array) => number;

/** One condition word's row: `cells` for an infix condition (cond-match.ts, several targets). */
export interface ConditionDef {
  readonly place: ConditionPlace;
  readonly holds: ConditionTest;
  readonly cells?: ConditionCells;
}

/** Writes cell (x, y) into `out` at `n` when it is inside the grid; returns the new count. */
function cellAt(level: Level, x: number, y: number, out: Int32Array, n: number): number {
  if (x < 0 || y < 0 || x >= level.width || y >= level.height) return n;
  out[n] = y * level.width + x;
  return n + 1;
}

/** Whether cell (x, y), inside the grid, holds an object other than `id` whose kind `want` names (any with null). */
function holdsOther(level: Level, x: number, y: number, id: number, want: Uint8Array | null): boolean {
  if (x < 0 || y < 0 || x >= level.width || y >= level.height) return false;
  for (let o = level.head[y * level.width + x]; o >= 0; o = level.next[o])
    if (o !== id && (want === null || want[level.kind[o]] === 1)) return true;
  return false;
}

/**
 * LONELY: nothing else is on the object's cell. ON: another object of the target shares its cell.
 * NEAR: an object of the target (not itself) is on its cell or one of the eight around it. FACING: an
 * object of the target is on the cell its facing points to (none past the edge). With several targets
 * each needs an object of its own on those cells (`cells`; cond-match.ts).
 */
export const CONDITIONS: Readonly<Record<string, ConditionDef>> = Object.freeze({
  LONELY: { place: "prefix", holds: (level, id) => !holdsOther(level, level.x[id], level.y[id], id, null) },
  ON: {
    place: "infix",
    holds: (level, id, want) => holdsOther(level, level.x[id], level.y[id], id, want),
    cells: (level, id, out) => cellAt(level, level.x[id], level.y[id], out, 0),
  },
  NEAR: {
    place: "infix",
    holds(level, id, want) {
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++)
          if (holdsOther(level, level.x[id] + dx, level.y[id] + dy, id, want)) return true;
      return false;
    },
    cells(level, id, out) {
      let n = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) n = cellAt(level, level.x[id] + dx, level.y[id] + dy, out, n);
      return n;
    },
  },
  FACING: {
    place: "infix",
    holds(level, id, want) {
      const f = level.facing[id];
      return holdsOther(level, level.x[id] + AHEAD_X[f], level.y[id] + AHEAD_Y[f], id, want);
    },
    cells(level, id, out) {
      const f = level.facing[id];
      return cellAt(level, level.x[id] + AHEAD_X[f], level.y[id] + AHEAD_Y[f], out, 0);
    },
  },
});
