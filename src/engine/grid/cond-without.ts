/**
 * WITHOUT (docs/rules.md §5.8; the game's post-2021 condition script, conditions.lua `condlist.without`):
 * counted on the whole level rather than on cells.
 */
import type { Level } from "./types";

/**
 * WITHOUT: each distinct target named `k` times is met when fewer than `k` objects of it other than `id`
 * are on the grid (EMPTY: fewer than `k` empty cells other than the subject's, when it is an empty cell:
 * conditions.ts `cellSubject`), as the game's script counts units per name, one more of its own name.
 */
export function without(level: Level, id: number, targets: readonly Uint8Array[], empties: number): boolean {
  if (empties > 0) {
    const need = id < 0 ? empties + 1 : empties; // an empty cell's own cell is one of the empty ones
    let free = 0;
    for (let c = 0; c < level.head.length && free < need; c++) if (level.head[c] < 0) free++;
    if (free >= need) return false;
  }
  for (let t = 0; t < targets.length; t++) {
    const want = targets[t];
    let times = 0;
    for (let u = 0; u < targets.length; u++) if (sameKinds(want, targets[u])) times++;
    let n = id >= 0 && want[level.kind[id]] === 1 ? -1 : 0;
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

/** WITHOUT with one target `want` (kinds, 1 per kind). */
export function withoutOne(level: Level, id: number, want: Uint8Array | null): boolean {
  ONE[0] = want ?? NONE;
  return without(level, id, ONE, 0);
}
