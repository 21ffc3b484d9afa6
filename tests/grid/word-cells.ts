/**
 * Boards thick with text, for the tests of the line reads (line-scan, line-recent): a cell holds any
 * word of the lexicon (so a word added to it is drawn too), two words stacked, a thing, or nothing.
 */
import fc from "fast-check";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { UNBUILT_CONDITION } from "../../src/engine/grid/whole-parse";
import { map } from "./builder";

/** Every word of the lexicon. */
export const WORDS = LEXICON.words.map((w) => w.word);

/** The things a cell may hold. */
const THINGS = ["baba", "rock", "wall"] as const;

/** A cell: a word, two words stacked, a thing or nothing, in the `map` notation (tests/grid/builder.ts). */
export const WORD_CELL = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...WORDS) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...WORDS)).map((p) => p.join("+")),
  },
  { weight: 1, arbitrary: fc.constantFrom(...THINGS) },
  { weight: 3, arbitrary: fc.constant(".") },
);

/**
 * The rows of a board `width` × `height` whose cells are `cells` (8 a row, row 0 left empty), with
 * `you` IS YOU on the top row and a baba at (1, 2) below it.
 */
export function wordRows(width: number, height: number, you: string, cells: readonly string[]): string[] {
  const rows: string[] = [];
  for (let y = 0; y < height; y++) {
    const row: string[] = [];
    for (let x = 0; x < width; x++) row.push(y === 0 ? "." : cells[y * 8 + x]);
    if (y === 0) row.splice(0, 3, you, "IS", "YOU");
    if (y === 2) row[1] = "baba";
    rows.push(row.join(" "));
  }
  return rows;
}

/**
 * Whether the engine loads `def` with `lexicon`. A board that spells at load a conditional rule whose
 * conditions are not built (WORD) is refused by design (docs/rules.md
 * §5.8), and a board drawn from every word may spell one ("BABA ON BABA IS WORD"): such a board is no case
 * for a test that draws boards.
 * Any other error is thrown, for the test to meet.
 */
export function loadable(def: grid.LevelDef, lexicon: grid.Lexicon = LEXICON): boolean {
  return loaded(def, lexicon) !== null;
}

/**
 * The level `def` loads to, or null when the load refuses it because its text spells a conditional rule
 * whose conditions are not built (docs/rules.md §5.8, `UNBUILT_CONDITION`). Any other error is thrown.
 */
export function loaded(def: grid.LevelDef, lexicon: grid.Lexicon = LEXICON): grid.Level | null {
  try {
    return grid.createLevel(def, lexicon, LEVEL_CONFIG);
  } catch (err) {
    if (err instanceof Error && err.message.endsWith(UNBUILT_CONDITION)) return null;
    throw err;
  }
}

/**
 * `minBoards` to 3 boards of one size (each side 4 to `maxSide`) thick with text: BABA IS YOU (or TEXT IS
 * YOU) on the top row, a baba below it (`wordRows`); each one the engine loads (`loadable`).
 */
export function sameSizeBoards(maxSide: number, minBoards: number): fc.Arbitrary<grid.LevelDef[]> {
  return fc
    .record({
      width: fc.integer({ min: 4, max: maxSide }),
      height: fc.integer({ min: 4, max: maxSide }),
      boards: fc.array(
        fc.record({
          you: fc.constantFrom("BABA", "TEXT"),
          cells: fc.array(WORD_CELL, { minLength: 64, maxLength: 64 }),
        }),
        { minLength: minBoards, maxLength: 3 },
      ),
    })
    .map(({ width, height, boards }) =>
      boards.map(({ you, cells }) => map(...wordRows(width, height, you, cells))),
    )
    .filter((defs) => defs.every((d) => loadable(d)));
}
