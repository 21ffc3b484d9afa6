/**
 * The condition words the grid engine gives behaviour to (docs/rules.md §5.8; research §1; the
 * wiki "LONELY", "ON", "NEAR", "FACING"; the game's post-2021 condition script, conditions.lua
 * `condlist`, for ABOVE, BELOW, BESIDE, WITHOUT, IDLE, FEELING and SEEING), one row each: where the word stands in a sentence and when it
 * holds for an object, read on the board as it is at that moment. A lexicon's prefix or infix word
 * missing from this table is refused when the lexicon is loaded (content/words.json), never silently
 * ignored: a new condition is a row here.
 */
import { rayCells, seesAny } from "./cond-seeing";
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
 * where its targets are looked for, for object `id`, and returns how many (at most 9, or the level's
 * width or height when larger: `out` holds that many).
 */
export type ConditionCells = (level: Level, id: number, out: Int32Array) => number;

/**
 * A condition read on the whole level rather than on cells: does it hold for object `id` with all its
 * `targets` (kinds, 1 per kind) and `empties` EMPTY targets at once?
 */
export type ConditionWhole = (
  level: Level,
  id: number,
  targets: readonly Uint8Array[],
  empties: number,
) => boolean;

/**
 * One condition word's row: `cells` for an infix condition read on cells (cond-match.ts, several
 * targets); `whole` instead for one read on the whole level (every target, and EMPTY, through it).
 */
export interface ConditionDef {
  readonly place: ConditionPlace;
  readonly holds: ConditionTest;
  readonly cells?: ConditionCells;
  readonly whole?: ConditionWhole;
  /** It reads properties (SEEING: what blocks its ray), so read again inside its own rule's chain it is false (cond-hold.ts). */
  readonly readsProperties?: true;
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

/** Writes the cells of `id`'s column past its own, downwards (`dy` 1) or upwards (-1), into `out`. */
function columnCells(level: Level, id: number, dy: number, out: Int32Array): number {
  let n = 0;
  for (let y = level.y[id] + dy; y >= 0 && y < level.height; y += dy)
    n = cellAt(level, level.x[id], y, out, n);
  return n;
}

/** Whether a cell of `id`'s column past its own, downwards (`dy` 1) or upwards (-1), holds an object of `want`. */
function inColumn(level: Level, id: number, dy: number, want: Uint8Array | null): boolean {
  for (let y = level.y[id] + dy; y >= 0 && y < level.height; y += dy)
    if (holdsOther(level, level.x[id], y, id, want)) return true;
  return false;
}

/** Writes the cells of `id`'s row but its own, left then right, into `out` (BESIDE). */
function rowCells(level: Level, id: number, out: Int32Array): number {
  let n = 0;
  for (let x = 0; x < level.width; x++) if (x !== level.x[id]) n = cellAt(level, x, level.y[id], out, n);
  return n;
}

/** Whether a cell of `id`'s row but its own holds an object of `want` (BESIDE). */
function inRow(level: Level, id: number, want: Uint8Array | null): boolean {
  for (let x = 0; x < level.width; x++)
    if (x !== level.x[id] && holdsOther(level, x, level.y[id], id, want)) return true;
  return false;
}

/**
 * WITHOUT: each distinct target named `k` times is met when fewer than `k` objects of it other than `id`
 * are on the grid (EMPTY: fewer than `k` empty cells), as the game's script counts units per name.
 */
function without(level: Level, id: number, targets: readonly Uint8Array[], empties: number): boolean {
  if (empties > 0) {
    let free = 0;
    for (let c = 0; c < level.head.length && free < empties; c++) if (level.head[c] < 0) free++;
    if (free >= empties) return false;
  }
  for (let t = 0; t < targets.length; t++) {
    const want = targets[t];
    let times = 0;
    for (let u = 0; u < targets.length; u++) if (sameKinds(want, targets[u])) times++;
    let n = want[level.kind[id]] === 1 ? -1 : 0;
    for (let k = 0; k < want.length && n < times; k++) if (want[k] === 1) n += level.count[k];
    if (n >= times) return false;
  }
  return true;
}

/** Scratch for WITHOUT's one-target test (no allocation per read). */
const NONE = new Uint8Array(0);
const ONE: Uint8Array[] = [NONE];

/** Whether two targets name the same kinds. */
function sameKinds(a: Uint8Array, b: Uint8Array): boolean {
  if (a === b) return true;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}

/**
 * LONELY: nothing else is on the object's cell. IDLE: the turn running is a wait (`Level.idle`; the
 * game's script: its last input is the wait), in every phase of it, never at rest. ON: another object of the target shares its cell.
 * NEAR: an object of the target (not itself) is on its cell or one of the eight around it. FACING: an
 * object of the target is on the cell its facing points to (none past the edge). ABOVE: an object of the
 * target is on a cell below it in its column, at any distance; BELOW: on a cell above it. BESIDE: on a
 * cell left or right of it in its row, at any distance (the game's `besideleft` and `besideright` read one
 * side each; SpellGrid's one word reads both, docs/rules.md §5.8). With several
 * targets each needs an object of its own on those cells (`cells`; cond-match.ts). WITHOUT: no object of
 * the target but itself is on the grid (`without`). SEEING: on a cell of its ray (cond-seeing.ts).
 */
export const CONDITIONS: Readonly<Record<string, ConditionDef>> = Object.freeze({
  LONELY: { place: "prefix", holds: (level, id) => !holdsOther(level, level.x[id], level.y[id], id, null) },
  IDLE: { place: "prefix", holds: (level) => level.idle },
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
  ABOVE: {
    place: "infix",
    holds: (level, id, want) => inColumn(level, id, 1, want),
    cells: (level, id, out) => columnCells(level, id, 1, out),
  },
  BELOW: {
    place: "infix",
    holds: (level, id, want) => inColumn(level, id, -1, want),
    cells: (level, id, out) => columnCells(level, id, -1, out),
  },
  BESIDE: { place: "infix", holds: inRow, cells: rowCells },
  SEEING: { place: "infix", holds: seesAny, cells: rayCells, readsProperties: true },
  // FEELING is read on the rules in force, not on cells (cond-hold.ts `feeling`): this row only places it
  FEELING: { place: "infix", holds: () => false },
  WITHOUT: {
    place: "infix",
    holds(level, id, want) {
      ONE[0] = want ?? NONE;
      return without(level, id, ONE, 0);
    },
    whole: without,
  },
});
