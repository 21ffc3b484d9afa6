/**
 * A WORD round reads again only the lines where a thing read as a word stands in a run of three cells
 * with words or more (word-lines.ts); every other line keeps the text's reading. Checked on small boards
 * crowded with words and with things the rules make WORD (so those things stand beside text, at the end
 * of a run, between two runs, alone, or stacked on text), after every step and undo of a random walk:
 * the rules are a whole-board parse's and those of a level loaded afresh from the board.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import * as grid from "../../src/engine/grid";
import { fuzzed } from "../fuzz";
import { boardDef, map } from "./builder";
import { apply, callName, callsOf } from "./shortcut-walk";
import { parseWholeBoard } from "./whole-board-parse";
import { loaded } from "./word-cells";

/** What a cell may hold: words of sentences about BABA and ROCK, babas and rocks (read as words), or nothing. */
const PARTS = [
  "BABA",
  "ROCK",
  "IS",
  "YOU",
  "PUSH",
  "WIN",
  "AND",
  "baba",
  "rock",
  "baba+IS",
  "rock+YOU",
] as const;

/** A board 4–7 × 4–7: ROCK IS WORD and BABA IS WORD near its top left corner, the rest drawn. */
const BOARD = fc
  .record({
    width: fc.integer({ min: 4, max: 7 }),
    height: fc.integer({ min: 4, max: 7 }),
    cells: fc.array(fc.oneof(fc.constantFrom(...PARTS), fc.constant(".")), { minLength: 49, maxLength: 49 }),
  })
  .map(({ width, height, cells }) => {
    const rows: string[][] = [];
    for (let y = 0; y < height; y++) rows.push(cells.slice(y * 7, y * 7 + width));
    rows[0].splice(0, 4, "ROCK", "IS", "WORD", "."); // ROCK IS WORD along the top row and down the first column
    rows[1][0] = "IS";
    rows[2][0] = "WORD";
    rows[1][1] = "BABA"; // BABA IS WORD down the second column
    rows[2][1] = "IS";
    rows[3][1] = "WORD";
    rows[height - 1][width - 1] = "baba";
    return map(...rows.map((r) => r.join(" ")));
  });

/** The level's rules are a whole-board parse's and a fresh load's (when the board loads). */
function expectExact(level: grid.Level, where: string): void {
  const whole = grid.cloneLevel(level);
  parseWholeBoard(whole);
  expect([where, level.inForce.rules]).toEqual([where, whole.inForce.rules]);
  const fresh = loaded(boardDef(level));
  if (fresh !== null) expect([where, level.inForce.rules]).toEqual([where, fresh.inForce.rules]);
}

describe("a WORD round reads again only the lines where a thing stands in a run", () => {
  test("after every step and undo the rules are a whole-board parse's and a fresh load's", () => {
    let read = 0; // walks whose level read things as words at some point
    fc.assert(
      fc.property(BOARD, callsOf(4, 16), (def, calls) => {
        const level = loaded(def);
        if (level === null) return;
        expectExact(level, "loaded");
        let reads = level.inForce.asWord !== null;
        calls.forEach((call, i) => {
          apply(level, call);
          expectExact(level, `call ${i} (${callName(call)})`);
          reads ||= level.inForce.asWord !== null;
        });
        if (reads) read++;
      }),
      fuzzed({ seed: 13_402, numRuns: 200 }),
    );
    expect(read).toBeGreaterThan(50);
  });
});
