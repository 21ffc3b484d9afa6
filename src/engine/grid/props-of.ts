/**
 * The one read of an object's properties (docs/rules.md §5.3): every phase, take and explanation asks
 * `propsOf(level, id)`, never the per-kind table directly, so a rule that depends on the object (a
 * condition) is honoured at every read.
 */
import type { Level } from "./types";

/** The property mask of object `id` under the rules in force, read now. */
export function propsOf(level: Level, id: number): number {
  return level.props[level.kind[id]];
}
