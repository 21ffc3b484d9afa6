/** Helpers of the PHANTOM tests (phantom-*.test.ts): a level played from an ASCII map, its things, an exact undo. */
import { expect } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { type Baba, type LevelDef, newBaba } from "../../src/harness";
import { map, objectsOf } from "./builder";

/** The things on the grid (no text), `kind@x,y`, oldest first. */
export const things = (b: Baba): string[] => objectsOf(b).filter((o) => !o.startsWith("text:"));

/** A level from `rows` after the steps `inputs`. */
export function played(inputs: grid.TurnInput[], ...rows: string[]): Baba {
  const b = newBaba(map(...rows));
  for (const i of inputs) b.step(i);
  return b;
}

/** Steps `input` on `def`, expects a change, undoes it and expects the board as it was, byte for byte. */
export function undoneExactly(def: LevelDef, input: grid.TurnInput): void {
  const level = grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, journal: false });
  const before = JSON.stringify(grid.snapshot(level));
  grid.step(level, input);
  expect(JSON.stringify(grid.snapshot(level))).not.toBe(before);
  expect(grid.undo(level)).toBe(true);
  expect(JSON.stringify(grid.snapshot(level))).toBe(before);
}
