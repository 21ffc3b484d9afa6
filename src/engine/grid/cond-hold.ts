/**
 * Whether a rule's conditions hold for an object now (docs/rules.md §5.8), read on the board as it is.
 */
import { emptyCellsMet, targetsMet } from "./cond-match";
import type { CompiledCondition } from "./cond-table";
import { CONDITIONS, type ConditionDef } from "./conditions";
import type { Level } from "./types";

/** Whether every condition of `conditions` holds for object `id` now (docs/rules.md §5.8). */
export function conditionsHold(level: Level, id: number, conditions: readonly CompiledCondition[]): boolean {
  for (const c of conditions) {
    const def = CONDITIONS[c.word];
    if ((def.whole ? def.whole(level, id, c.targets, c.empties) : onCells(level, id, c, def)) === c.negated)
      return false;
  }
  return true;
}

/** Whether condition `c` (not negated) holds for `id`, read on its word's cells or its prefix test. */
function onCells(level: Level, id: number, c: CompiledCondition, def: ConditionDef): boolean {
  for (const f of c.facings) if ((level.facing[id] === f >> 1) === ((f & 1) === 1)) return false; // FACING [NOT] UP
  if (c.empties > 0 && !emptyCellsMet(level, id, def, c.empties)) return false;
  if (c.targets.length === 1) return def.holds(level, id, c.targets[0]);
  if (c.targets.length > 1) return targetsMet(level, id, def, c.targets); // each its own
  return c.facings.length > 0 || c.empties > 0 || def.holds(level, id, null); // prefix
}
