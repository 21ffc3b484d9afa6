/**
 * SEEING (docs/rules.md §5.8; the game's post-2021 condition script, conditions.lua `condtype
 * == "seeing"` and `"not seeing"`, read in SpecialAPI/SpecialAPIsWordsAndStuff `Lua/conditions.lua`): the
 * cells an object sees. A ray leaves it along its facing, cell by cell from the one ahead; every object on
 * each cell is seen but HIDE ones (the game passes over them), a cell with none seen (nothing, or HIDE
 * objects alone: cond-match.ts `emptyCellsMet`) is an empty cell, and the ray stops after the first cell that blocks it, or at the grid's edge. The game
 * asks `simplecheck(x, y, true, checkedconds)` whether a cell blocks (same repository, `Lua/tools.lua`):
 * a cell blocks when an object on it is STOP, PUSH or PULL (read as the board is now, conditions and all)
 * and neither HIDE nor PHANTOM; with `noempty` true an empty cell never
 * blocks; FLOAT, WEAK and the rest are not asked (tests/grid/seeing-blockers.test.ts, one test per
 * blocker). Those reads are nested in the read that casts the ray (cond-hold.ts keeps its marks,
 * so a SEEING rule read again inside its own chain is false: the game's `checkedconds` guard). The rays
 * nested in SEEING rays read `SEEING_READS` objects at most in a turn (docs/rules.md §9): past them it throws.
 * An empty cell as the subject (conditions.ts `cellSubject`) casts its ray the way it faces, the way an
 * object filled there would (empty-facing.ts `cellFacing`, read nested); facing no way it sees nothing
 * (the game: `if (unitid == 2) then dir = emptydir(x,y) end`, and no ray unless `dir ~= 4`).
 */
import { cellFacing } from "./empty-facing";
import { SeeingLimitError, subjectNamed } from "./errors";
import { bitsOf } from "./prop-bits";
import { propsOf } from "./props-of";
import type { Level } from "./types";

/** Per facing index (facing.ts FACINGS: right, up, left, down): the step it points along. */
const AHEAD_X = [1, 0, -1, 0];
const AHEAD_Y = [0, -1, 0, 1];

/** One buffer per nested ray (a ray reads what blocks it, which may cast another): no allocation per read. */
const rays: Int32Array[] = [];
/** Scratch for `seesAny` (written only once its ray's nested reads are over). */
let mine = new Int32Array(16);
/** How many rays are reading what blocks them now. */
let depth = 0;

/**
 * The objects the rays nested in SEEING rays may read in one turn, or in one read outside a turn
 * (docs/rules.md §9): a chain of k SEEING rules giving STOP, PUSH or PULL reads up to the ray's length to
 * the power k for each object that casts one (six rules over a row of 20 rocks took 28 s a turn, three
 * over 40 rows of 55 rocks 43 s). The teaching level and the random levels of the tests read 1,688 at
 * most in a turn.
 */
export const SEEING_READS = 1_000_000;
/** The objects the nested rays read so far in this turn (or read), and the object that cast the last outermost ray. */
let reads = 0;
let caster = -1;
/** How many turns are being played (`seeingTurn`): while one is, the reads are counted for all of it. */
let turns = 0;

/** A turn begins (`true`) or ends: the nested rays' reads are counted anew for each outermost turn. */
export function seeingTurn(begins: boolean): void {
  if (!begins) turns--;
  else if (turns++ === 0) reads = 0;
}

/** Whether a SEEING ray is reading what blocks it now: a property read then is nested in the read that cast it. */
export function inRay(): boolean {
  return depth > 0;
}

/**
 * Writes the cells object `id` sees into `out` (y × width + x, nearest first) and returns how many (at
 * most the level's width or height): every cell ahead up to and including the first whose objects are
 * STOP, PUSH or PULL, or to the edge.
 */
export function rayCells(level: Level, id: number, out: Int32Array): number {
  const { width, height } = level;
  let buf = rays[depth];
  if (buf === undefined || buf.length < Math.max(width, height))
    buf = rays[depth] = new Int32Array(Math.max(width, height));
  const B = bitsOf(level.lexicon);
  const solid = B.STOP | B.PUSH | B.PULL;
  const unseen = B.HIDE | B.PHANTOM;
  let n = 0;
  if (depth === 0) {
    if (turns === 0) reads = 0;
    caster = id;
  }
  depth++;
  try {
    const f = id >= 0 ? level.facing[id] : cellFacing(level, -1 - id); // (-1: an empty cell facing no way)
    const dx = f < 0 ? 0 : AHEAD_X[f];
    const dy = f < 0 ? 0 : AHEAD_Y[f];
    const at = id >= 0 ? level.y[id] * width + level.x[id] : -1 - id;
    const x0 = at % width;
    const y0 = (at - x0) / width;
    for (let x = x0 + dx, y = y0 + dy; f >= 0 && x >= 0 && y >= 0 && x < width && y < height; ) {
      const cell = y * width + x;
      buf[n++] = cell;
      if (blocks(level, cell, solid, unseen)) break;
      x += dx;
      y += dy;
    }
  } finally {
    depth--;
  }
  for (let i = 0; i < n; i++) out[i] = buf[i];
  return n;
}

/** Whether an object on `cell` has a property of `solid` and neither HIDE nor PHANTOM, read now (nested: see the header). */
function blocks(level: Level, cell: number, solid: number, unseen: number): boolean {
  for (let o = level.head[cell]; o >= 0; o = level.next[o]) {
    if (depth > 1 && ++reads > SEEING_READS) throw tooManyReads(level);
    const p = propsOf(level, o);
    if (p & solid && !(p & unseen)) return true;
  }
  return false;
}

function tooManyReads(level: Level): SeeingLimitError {
  return new SeeingLimitError(
    `SEEING: the rays nested in SEEING rays read more than ${SEEING_READS} objects ${turns > 0 ? "in one turn" : "in one read"}, the last cast for ${subjectNamed(level, caster)} (docs/rules.md §9): the SEEING rules in force giving STOP, PUSH or PULL chain too deep`,
  );
}

/**
 * Whether object `o`, on a SEEING ray, is HIDE now, read nested as what blocks a ray is (the game passes
 * over HIDE units): several targets (cond-match.ts) are met by the objects it is not true for.
 */
export function hiddenOnRay(level: Level, o: number): boolean {
  const hide = level.inForce.anyProps & bitsOf(level.lexicon).HIDE;
  if (hide === 0) return false;
  depth++;
  try {
    if (depth > 1 && ++reads > SEEING_READS) throw tooManyReads(level);
    return (propsOf(level, o) & hide) !== 0;
  } finally {
    depth--;
  }
}

/**
 * SEEING with one target: whether object `id` sees an object (not itself, not HIDE) whose kind `want`
 * names. While HIDE may hold, each candidate's HIDE is read nested in this read, as what blocks a ray is.
 */
export function seesAny(level: Level, id: number, want: Uint8Array | null): boolean {
  const need = Math.max(level.width, level.height);
  const hide = level.inForce.anyProps & bitsOf(level.lexicon).HIDE;
  if (hide) return seesShown(level, id, want, need, hide);
  if (mine.length < need) mine = new Int32Array(need);
  const cells = mine;
  const n = rayCells(level, id, cells);
  for (let c = 0; c < n; c++)
    for (let o = level.head[cells[c]]; o >= 0; o = level.next[o])
      if (o !== id && (want === null || want[level.kind[o]] === 1)) return true;
  return false;
}

/** Per nesting depth, the cells `seesShown` walks (its reads may cast rays of their own). */
const shownCells: Int32Array[] = [];

/** `seesAny` while HIDE may hold: the candidates' HIDE (`hide`) read nested, on cells kept per depth. */
function seesShown(level: Level, id: number, want: Uint8Array | null, need: number, hide: number): boolean {
  const at = depth;
  if (shownCells[at] === undefined || shownCells[at].length < need) shownCells[at] = new Int32Array(need);
  const cells = shownCells[at];
  const n = rayCells(level, id, cells);
  depth++;
  try {
    for (let c = 0; c < n; c++)
      for (let o = level.head[cells[c]]; o >= 0; o = level.next[o]) {
        if (o === id || (want !== null && want[level.kind[o]] !== 1)) continue;
        if (depth > 1 && ++reads > SEEING_READS) throw tooManyReads(level);
        if ((propsOf(level, o) & hide) === 0) return true;
      }
  } finally {
    depth--;
  }
  return false;
}
