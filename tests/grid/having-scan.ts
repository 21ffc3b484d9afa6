/** The slow reference the tests of the lists by property (props-of.ts `collectHaving`) compare with. */
import type * as grid from "../../src/engine/grid";
import { propsOf } from "../../src/engine/grid/props-of";

/** The alive objects whose properties hold one of `mask`, oldest first, read from every object. */
export function havingByScan(level: grid.Level, mask: number): number[] {
  const out: number[] = [];
  for (let id = 0; id < level.nextId; id++) if (level.alive[id] && propsOf(level, id) & mask) out.push(id);
  return out;
}
