/**
 * Plain steps beside conditional rules on what a step reads (docs/rules.md §5.4, §5.8): while a
 * conditional rule in force gives or takes a property of `stepBits` (YOU, PUSH, STOP, PULL, …), only the
 * objects of the kinds it names may have them otherwise than by kind. A plain step or push reads every
 * other object by kind, and those through props-of.ts `propsOf` when movement.ts `stepObject` would read
 * them: the mover as its step begins (its turn comes first, as there), each object of the cells ahead
 * as the chain is found, before anything moves. The cells are walked afresh on each visit (no count
 * kept, none found open), as a property a condition gives may change as objects move. Checked against every step planned in full
 * (`useShortcuts(false)`) by tests/grid/plain-cond.test.ts.
 */
import type { CondTable } from "./cond-table";
import { plainProps, solidAhead, stepBits } from "./move-cells";
import type { Bits } from "./prop-bits";
import { propsOf } from "./props-of";
import type { Level } from "./types";

// The last table asked about, the mask asked for and its answer (a parse makes a new table: one per rules record).
let lastTable: CondTable | null = null;
let lastMask = 0;
let lastKinds = new Uint8Array(0);

/**
 * Per kind, 1 when a conditional rule in force gives or takes one of its properties of `stepBits` (the
 * kind's objects are read through props-of.ts `propsOf`), else 0; null
 * when no conditional rule in force touches `stepBits` (every object is read by kind).
 */
export function condStepKinds(level: Level, B: Bits): Uint8Array | null {
  const cond = level.inForce.cond;
  if (cond === null) return null;
  const mask = stepBits(B);
  if ((cond.touched & mask) === 0) return null;
  if (cond !== lastTable || mask !== lastMask) {
    const kinds = new Uint8Array(cond.byKind.length);
    for (let k = 0; k < kinds.length; k++) for (const r of cond.byKind[k]) if (r.bit & mask) kinds[k] = 1;
    lastTable = cond;
    lastMask = mask;
    lastKinds = kinds;
  }
  return lastKinds;
}

/**
 * How many objects on `cell` have a property of `mask` now, walked afresh: by their kinds' masks
 * (`masks`), an object of a kind in `touched` (`condStepKinds`) through `propsOf`.
 */
export function freshAhead(
  level: Level,
  cell: number,
  masks: readonly number[],
  mask: number,
  touched: Uint8Array,
): number {
  const { head, next, kind } = level;
  let n = 0;
  for (let o = head[cell]; o >= 0; o = next[o]) {
    const k = kind[o];
    if ((touched[k] === 1 ? propsOf(level, o) : masks[k]) & mask) n++;
  }
  return n;
}

/**
 * What a plain step finds on `cell` (move-step.ts): move-cells.ts `solidAhead` when `touched` is null
 * (no conditional rule touches `stepBits`), else `freshAhead`.
 */
export function aheadOf(level: Level, cell: number, mask: number, touched: Uint8Array | null): number {
  const { head, next, kind } = level;
  return touched === null
    ? solidAhead(cell, head, next, kind, plainProps(level), mask)
    : freshAhead(level, cell, plainProps(level), mask, touched);
}
