/**
 * The condition words the grid engine gives behaviour to (docs/rules.md §5.8; research §1; the
 * wiki "LONELY", "ON", "NEAR", "FACING"; the game's post-2021 condition script, conditions.lua
 * `condlist`, for ABOVE, BELOW, BESIDE, WITHOUT, IDLE, FEELING, SEEING and POWERED), one row each: where the word stands in a sentence and when it
 * holds for an object, read on the board as it is at that moment. A lexicon's prefix or infix word
 * missing from this table is refused when the lexicon is loaded (content/words.json), never silently
 * ignored: a new condition is a row here.
 */
import { BESIDE_LEFT, BESIDE_RIGHT } from "./cond-beside";
import { rayCells as cells, seesAny, hiddenOnRay as unseen } from "./cond-seeing";
import { without, withoutOne } from "./cond-without";
import { cellFacing } from "./empty-facing";
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
  /** The objects on its cells it passes over (SEEING: HIDE ones, read nested), meeting no target (cond-match.ts). */
  readonly unseen?: (level: Level, o: number) => boolean;
  /** The empty cells' facing rules (empty-facing.ts) never hold with it: SEEING reads that facing (the game's recurses). */
  readonly notInFacing?: true;
}

/**
 * The subject id naming empty cell `cell` (y × width + x) rather than an object (`EMPTY <cond> IS X`,
 * docs/rules.md §5.8): the condition tests read its cell as an object's that nothing else shares. The
 * game reads its conditions on unit 2 at a cell (conditions.lua `testcond(conds, 2, x, y)`).
 */
export const cellSubject = (cell: number): number => -1 - cell;

/** Subject `id`'s column: an object's, or that of the empty cell `cellSubject` named. */
const xOf = (level: Level, id: number): number => (id >= 0 ? level.x[id] : (-1 - id) % level.width);
/** Subject `id`'s row (`xOf`). */
const yOf = (level: Level, id: number): number => (id >= 0 ? level.y[id] : ((-1 - id) / level.width) | 0);

/**
 * Subject `id`'s facing: an object's, or the way the empty cell `cellSubject` named faces (empty-facing.ts
 * `cellFacing`; -1 for none: FACING then holds for nothing).
 */
const facingOfSubject = (level: Level, id: number): number =>
  id >= 0 ? level.facing[id] : cellFacing(level, -1 - id);

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
  const x = xOf(level, id);
  for (let y = yOf(level, id) + dy; y >= 0 && y < level.height; y += dy) n = cellAt(level, x, y, out, n);
  return n;
}

/** Whether a cell of `id`'s column past its own, downwards (`dy` 1) or upwards (-1), holds an object of `want`. */
function inColumn(level: Level, id: number, dy: number, want: Uint8Array | null): boolean {
  const x = xOf(level, id);
  for (let y = yOf(level, id) + dy; y >= 0 && y < level.height; y += dy)
    if (holdsOther(level, x, y, id, want)) return true;
  return false;
}

/** Writes the cells of `id`'s row but its own, left then right, into `out` (BESIDE). */
function rowCells(level: Level, id: number, out: Int32Array): number {
  let n = 0;
  const ox = xOf(level, id);
  const y = yOf(level, id);
  for (let x = 0; x < level.width; x++) if (x !== ox) n = cellAt(level, x, y, out, n);
  return n;
}

/** Whether a cell of `id`'s row but its own holds an object of `want` (BESIDE). */
function inRow(level: Level, id: number, want: Uint8Array | null): boolean {
  const ox = xOf(level, id);
  const y = yOf(level, id);
  for (let x = 0; x < level.width; x++) if (x !== ox && holdsOther(level, x, y, id, want)) return true;
  return false;
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
 * On an empty cell (`cellSubject`) each reads as on an object there that nothing else shares, facing
 * the cell's way (FACING, SEEING: empty-facing.ts `cellFacing`); FEELING reads EMPTY's rules (cond-feel.ts).
 * POWERED: some object (or empty cell) is POWER now, for any subject (cond-hold.ts `powered`).
 */
export const CONDITIONS: Readonly<Record<string, ConditionDef>> = Object.freeze({
  LONELY: {
    place: "prefix",
    holds: (level, id) => !holdsOther(level, xOf(level, id), yOf(level, id), id, null),
  },
  IDLE: { place: "prefix", holds: (level) => level.idle },
  ON: {
    place: "infix",
    holds: (level, id, want) => holdsOther(level, xOf(level, id), yOf(level, id), id, want),
    cells: (level, id, out) => cellAt(level, xOf(level, id), yOf(level, id), out, 0),
  },
  NEAR: {
    place: "infix",
    holds(level, id, want) {
      const x = xOf(level, id);
      const y = yOf(level, id);
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) if (holdsOther(level, x + dx, y + dy, id, want)) return true;
      return false;
    },
    cells(level, id, out) {
      const x = xOf(level, id);
      const y = yOf(level, id);
      let n = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) n = cellAt(level, x + dx, y + dy, out, n);
      return n;
    },
  },
  FACING: {
    place: "infix",
    holds(level, id, want) {
      const f = facingOfSubject(level, id);
      return f >= 0 && holdsOther(level, xOf(level, id) + AHEAD_X[f], yOf(level, id) + AHEAD_Y[f], id, want);
    },
    cells(level, id, out) {
      const f = facingOfSubject(level, id);
      return f < 0 ? 0 : cellAt(level, xOf(level, id) + AHEAD_X[f], yOf(level, id) + AHEAD_Y[f], out, 0);
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
  BESIDELEFT: BESIDE_LEFT,
  BESIDERIGHT: BESIDE_RIGHT,
  SEEING: { place: "infix", holds: seesAny, cells, unseen, readsProperties: true, notInFacing: true },
  // FEELING and POWERED are read on the rules in force, not on cells (cond-hold.ts): their rows only place them
  FEELING: { place: "infix", holds: () => false },
  POWERED: { place: "prefix", holds: () => false },
  WITHOUT: { place: "infix", holds: withoutOne, whole: without },
});
