/**
 * The marks of the lines to read again (docs/rules.md §5.2 "Incremental parsing"; lines.ts `markLines`):
 * each level's marks are its own, though the list a parse has read is kept for the next level's first
 * mark. Two levels marked in turn (text placed and removed on either, steps and undos, each parsed line
 * by line at random moments) hold, after each parse, the rules a whole-board parse of the same board gives.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { reparseChanged } from "../../src/engine/grid/properties";
import { fuzzed } from "../fuzz";
import { map } from "./builder";
import { INPUTS } from "./shortcut-walk";
import { parseWholeBoard } from "./whole-board-parse";

/** The words placed: those of a few rules, so that runs form and break. */
const WORDS = ["BABA", "ROCK", "IS", "YOU", "PUSH", "WIN", "AND", "NOT"];

/** A call on level 0 or 1: place a word at (x, y), remove the newest object there, parse, step or undo. */
const CALL = fc.oneof(
  fc.record({
    op: fc.constant("place" as const),
    on: fc.integer({ min: 0, max: 1 }),
    word: fc.constantFrom(...WORDS),
    x: fc.nat(5),
    y: fc.nat(5),
  }),
  fc.record({
    op: fc.constant("remove" as const),
    on: fc.integer({ min: 0, max: 1 }),
    x: fc.nat(5),
    y: fc.nat(5),
  }),
  fc.record({ op: fc.constant("parse" as const), on: fc.integer({ min: 0, max: 1 }) }),
  fc.record({
    op: fc.constant("step" as const),
    on: fc.integer({ min: 0, max: 1 }),
    input: fc.constantFrom(...INPUTS),
  }),
  fc.record({ op: fc.constant("undo" as const), on: fc.integer({ min: 0, max: 1 }) }),
);

/** The rules a whole-board parse of `level`'s board gives. */
function wholeRules(level: grid.Level): string[] {
  const copy = grid.cloneLevel(level);
  parseWholeBoard(copy);
  return grid.rules(copy);
}

describe("each level's marks are its own", () => {
  test("two levels marked in turn each parse to a whole-board parse's rules", () => {
    let parses = 0;
    fc.assert(
      fc.property(fc.array(CALL, { minLength: 4, maxLength: 40 }), (calls) => {
        const first = grid.createLevel(
          map(
            "BABA IS YOU . . .",
            ". . . . . .",
            ". baba . . . .",
            ". . . . . .",
            ". . . . . .",
            ". . . . . .",
          ),
          LEXICON,
          LEVEL_CONFIG,
        );
        const levels = [first, grid.cloneLevel(first)];
        for (const c of calls) {
          const level = levels[c.on];
          switch (c.op) {
            case "place": // an edit outside a step clears the history, as place does (docs/api.md M9)
              grid.placeObject(level, `text:${c.word}`, c.x, c.y);
              grid.clearHistory(level);
              break;
            case "remove": {
              const ids = grid.objectsAt(level, c.x, c.y);
              if (ids.length > 0) grid.removeObjects(level, [ids[ids.length - 1]]);
              grid.clearHistory(level);
              break;
            }
            case "step":
              grid.step(level, c.input);
              break;
            case "undo":
              grid.undo(level);
              break;
            case "parse":
              reparseChanged(level);
              expect(grid.rules(level)).toEqual(wholeRules(level));
              parses++;
          }
        }
      }),
      fuzzed({ seed: 20_261_203, numRuns: 150 }),
    );
    expect(parses).toBeGreaterThan(100);
  });
});
