/**
 * Several targets of one infix condition (docs/rules.md §5.8): `ON X AND X` holds only with two objects
 * of X, and `ON X AND NOT Y` only with a second object besides the X. Each target must be met
 * by an object of its own among the other objects on the condition's cells, as in the game's condition
 * script (the game's post-2021 `conditions.lua`: a unit that met one target is marked found and not
 * counted for another). The game assigns greedily, the named nouns first; SpellGrid looks for any
 * assignment (a matching), which agrees except where two NOT targets compete for the same objects.
 * EMPTY targets are met by empty cells instead, one each (`emptyCellsMet`). A condition that passes over
 * some objects on its cells (`ConditionDef.unseen`: SEEING, HIDE objects) meets no target with them, as
 * with one target (the game's seeing lists only the units `hasfeature(name_,"is","hide",…)` is nil for),
 * and a cell holding only such objects is an empty cell to it (the game lists `{2, "empty"}` for it).
 */
import type { ConditionDef } from "./conditions";
import type { Level } from "./types";

/** Scratch, reused by every call (no allocation per read): the cells, the objects and their owners. */
let cells = new Int32Array(9);
let objects = new Int32Array(16);
let owner = new Int32Array(16);
let seen = new Uint8Array(16);
/** Where the objects of the reads under way end: a read nested in one (a HIDE read) keeps its own above. */
let top = 0;

/** Whether each of `targets` (kinds, 1 per kind) is met by its own object other than `id` on `def`'s cells. */
export function targetsMet(
  level: Level,
  id: number,
  def: ConditionDef,
  targets: readonly Uint8Array[],
): boolean {
  const nc = def.cells ? def.cells(level, id, cellsFor(level)) : 0;
  const base = top;
  let n = 0;
  for (let c = 0; c < nc; c++)
    for (let o = level.head[cells[c]]; o >= 0; o = level.next[o]) {
      if (o === id) continue;
      if (base + n === objects.length) grow();
      objects[base + n++] = o;
    }
  if (def.unseen !== undefined && n > 0) n = shownOnly(level, def.unseen, base, n);
  if (n < targets.length) return false;
  owner.fill(-1, base, base + n);
  for (let t = 0; t < targets.length; t++) {
    seen.fill(0, base, base + n);
    if (!assign(level, targets, t, base, n)) return false;
  }
  return true;
}

/** Keeps, of the `n` objects from `base`, those `unseen` is false for (its reads nested above them); returns how many. */
function shownOnly(
  level: Level,
  unseen: (level: Level, o: number) => boolean,
  base: number,
  n: number,
): number {
  top = base + n;
  let k = 0;
  try {
    for (let j = 0; j < n; j++) {
      const o = objects[base + j];
      if (!unseen(level, o)) objects[base + k++] = o;
    }
  } finally {
    top = base;
  }
  return k;
}

/**
 * Whether at least `k` of `def`'s cells for `id` hold nothing (EMPTY targets: the game's condition script
 * counts an empty cell once per EMPTY; ON's one cell holds the object itself, so ON EMPTY never holds).
 * An empty cell as the subject (conditions.ts `cellSubject`) never counts itself (the game's script
 * passes over unit 2's own cell for NEAR EMPTY, and reads no ON for it).
 */
export function emptyCellsMet(level: Level, id: number, def: ConditionDef, k: number): boolean {
  const nc = def.cells ? def.cells(level, id, cellsFor(level)) : 0;
  const own = -1 - id; // the subject's cell when it is an empty cell (no cell for an object)
  let n = 0;
  for (let c = 0; c < nc; c++) if (level.head[cells[c]] < 0 && cells[c] !== own) n++;
  if (n >= k || def.unseen === undefined) return n >= k;
  return n + unseenOnly(level, def.unseen, nc, own) >= k;
}

/**
 * How many of the `nc` cells in `cells` hold objects, each one `unseen` (SEEING: HIDE), other than `own`:
 * empty cells to a condition that passes over them (the game's ray lists `{2, "empty"}` for a cell where it
 * detected no unit). The cells are kept above `top` while the reads, nested, may use the scratch.
 */
function unseenOnly(
  level: Level,
  unseen: (level: Level, o: number) => boolean,
  nc: number,
  own: number,
): number {
  const base = top;
  while (base + nc > objects.length) grow();
  for (let c = 0; c < nc; c++) objects[base + c] = cells[c];
  top = base + nc;
  let n = 0;
  try {
    for (let c = base; c < base + nc; c++) {
      const cell = objects[c];
      let o = level.head[cell];
      if (o < 0 || cell === own) continue;
      while (o >= 0 && unseen(level, o)) o = level.next[o];
      if (o < 0) n++;
    }
  } finally {
    top = base;
  }
  return n;
}

/** The cells scratch, grown to hold a whole row or column of `level` (ABOVE, BELOW). */
function cellsFor(level: Level): Int32Array {
  const need = Math.max(level.width, level.height);
  if (cells.length < need) cells = new Int32Array(need);
  return cells;
}

/** Finds target `t` an object, moving earlier targets to other objects when needed (an augmenting path). */
function assign(level: Level, targets: readonly Uint8Array[], t: number, base: number, n: number): boolean {
  const want = targets[t];
  for (let j = base; j < base + n; j++) {
    if (seen[j] === 1 || want[level.kind[objects[j]]] !== 1) continue;
    seen[j] = 1;
    if (owner[j] < 0 || assign(level, targets, owner[j], base, n)) {
      owner[j] = t;
      return true;
    }
  }
  return false;
}

function grow(): void {
  const size = objects.length * 2;
  const [o, w] = [objects, owner];
  objects = new Int32Array(size);
  owner = new Int32Array(size);
  seen = new Uint8Array(size);
  objects.set(o);
  owner.set(w);
}
