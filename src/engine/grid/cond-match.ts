/**
 * Several targets of one infix condition (docs/rules.md §5.8): `ON X AND X` holds only with two objects
 * of X, and `ON X AND NOT Y` only with a second object besides the X. Each target must be met
 * by an object of its own among the other objects on the condition's cells, as in the game's condition
 * script (the game's post-2021 `conditions.lua`: a unit that met one target is marked found and not
 * counted for another). The game assigns greedily, the named nouns first; SpellGrid looks for any
 * assignment (a matching), which agrees except where two NOT targets compete for the same objects.
 * EMPTY targets are met by empty cells instead, one each (`emptyCellsMet`).
 */
import type { ConditionDef } from "./conditions";
import type { Level } from "./types";

/** Scratch, reused by every call (no allocation per read): the cells, the objects and their owners. */
let cells = new Int32Array(9);
let objects = new Int32Array(16);
let owner = new Int32Array(16);
let seen = new Uint8Array(16);

/** Whether each of `targets` (kinds, 1 per kind) is met by its own object other than `id` on `def`'s cells. */
export function targetsMet(
  level: Level,
  id: number,
  def: ConditionDef,
  targets: readonly Uint8Array[],
): boolean {
  const nc = def.cells ? def.cells(level, id, cellsFor(level)) : 0;
  let n = 0;
  for (let c = 0; c < nc; c++)
    for (let o = level.head[cells[c]]; o >= 0; o = level.next[o]) {
      if (o === id) continue;
      if (n === objects.length) grow();
      objects[n++] = o;
    }
  if (n < targets.length) return false;
  owner.fill(-1, 0, n);
  for (let t = 0; t < targets.length; t++) {
    seen.fill(0, 0, n);
    if (!assign(level, targets, t, n)) return false;
  }
  return true;
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
  return n >= k;
}

/** The cells scratch, grown to hold a whole row or column of `level` (ABOVE, BELOW). */
function cellsFor(level: Level): Int32Array {
  const need = Math.max(level.width, level.height);
  if (cells.length < need) cells = new Int32Array(need);
  return cells;
}

/** Finds target `t` an object, moving earlier targets to other objects when needed (an augmenting path). */
function assign(level: Level, targets: readonly Uint8Array[], t: number, n: number): boolean {
  const want = targets[t];
  for (let j = 0; j < n; j++) {
    if (seen[j] === 1 || want[level.kind[objects[j]]] !== 1) continue;
    seen[j] = 1;
    if (owner[j] < 0 || assign(level, targets, owner[j], n)) {
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
