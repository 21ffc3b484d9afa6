/**
 * PHANTOM in movement (docs/rules.md §5.4; the game's post-2021 movement script, `movement.lua` →
 * `check`, read in SpecialAPI/SpecialAPIsWordsAndStuff `Lua/movement.lua`): the check of a step asks
 * whether the object stepping is PHANTOM, and when it is (and the check is not the one for what it
 * pulls) it reads nothing on the cell ahead: no STOP, PUSH or PULL object there is in its way or pushed,
 * no OPEN/SHUT partner is met, nothing is eaten or crushed. Pushed objects are checked the same way, so a
 * chain ends at a cell whose pushed objects are all PHANTOM: they go on into the next cell whatever
 * holds it. What a PHANTOM object is to others does not change (a PHANTOM STOP object still stops a
 * mover). The SWAP objects on the cell entered still go back (the game moves them for any mover,
 * `findfeatureat(nil, "is", "swap", ...)`). SpellGrid's choice: the grid's edge still stops it.
 */
import type { Bits } from "./prop-bits";
import { propsOf } from "./props-of";
import type { Level } from "./types";

/**
 * When every object of `chain[from..n)` (the mover alone, or the objects last pushed into one cell) is
 * PHANTOM, writes the SWAP objects on `cell` not yet moved in this take (`marks[o] < pass`) into `swaps`
 * from `at` and returns the new count; else -1, and the step is planned as any other.
 */
export function phantomAhead(
  level: Level,
  chain: readonly number[],
  from: number,
  n: number,
  cell: number,
  swaps: number[],
  at: number,
  marks: ArrayLike<number>,
  pass: number,
  B: Bits,
): number {
  for (let i = from; i < n; i++) if ((propsOf(level, chain[i]) & B.PHANTOM) === 0) return -1;
  if (level.inForce.anyProps & B.SWAP)
    for (let o = level.head[cell]; o >= 0; o = level.next[o])
      if (marks[o] < pass && (propsOf(level, o) & (B.SWAP | B.STILL)) === B.SWAP) swaps[at++] = o; // (not a STILL one)
  return at;
}
