/**
 * What the decoder tests share (decoded-copies.test.ts, decoded-counts.test.ts): the grid level inside a
 * decoded state, and its per-kind counts counted again from its objects.
 */
import type { Level } from "../../src/engine/grid";
import type { SpellGridState } from "../../src/engine/spellgrid";

/** The grid level of a decoded state: a SpellGrid state's level, or the state itself for a pure Baba level. */
export const levelOf = (s: unknown): Level =>
  (s as SpellGridState).game ? (s as SpellGridState).level : (s as Level);

/** The per-kind counts `level`'s objects give, counted again. */
export function recount(level: Level): number[] {
  const count = level.count.map(() => 0);
  for (let id = 0; id < level.nextId; id++) if (level.alive[id]) count[level.kind[id]]++;
  return count;
}
