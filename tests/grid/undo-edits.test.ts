/**
 * Edits through the edit API (`removeObjects`, `placeObject`) outside a step are undone as a step is
 * (docs/rules.md §5.6 "Edits"): `undo()` after removing a word of a rule brings the word and its rule
 * back, and over random edits, steps and undos every parse equals a whole-board parse of the same board
 * and every undo gives back the board as it was before the call it takes back.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { fuzzed } from "../fuzz";
import { idOf, map } from "./builder";
import { parseWholeBoard } from "./whole-board-parse";

/** The rules a whole-board parse of a copy of `level` finds. */
function wholeRules(level: grid.Level): string[] {
  const copy = grid.cloneLevel(level);
  parseWholeBoard(copy);
  return grid.rules(copy);
}

/** The objects (kind, cell, facing, life), the counts and the id counter of `level`. */
function board(level: grid.Level): string {
  const n = level.nextId;
  const objects = [level.kind, level.x, level.y, level.facing, level.alive].map((a) => [...a.slice(0, n)]);
  return JSON.stringify([objects, [...level.count], n]);
}

const DEF = map("BABA IS YOU . .", ". . . . .", "baba . . . .", "ROCK IS PUSH . .");

describe("undo after an edit", () => {
  it("removing a word of a rule after a step, then undo: the word and its rule come back", () => {
    const level = grid.createLevel(DEF, LEXICON, LEVEL_CONFIG);
    grid.step(level, "right");
    const before = board(level);
    grid.removeObjects(level, [idOf(DEF, "text:IS", 1)]);
    grid.reparse(level);
    expect(grid.rules(level)).not.toContain("ROCK IS PUSH");
    expect(grid.undo(level)).toBe(true);
    expect(board(level)).toBe(before);
    expect(grid.rules(level)).toContain("ROCK IS PUSH");
    expect(grid.rules(level)).toEqual(wholeRules(level));
    expect(grid.posOf(level, idOf(DEF, "baba"))).toEqual([1, 2]); // the step is still made
    expect(grid.undo(level)).toBe(true); // then the step
    expect(grid.posOf(level, idOf(DEF, "baba"))).toEqual([0, 2]);
  });

  it("placing a word that completes a rule, then undo: the word and its rule go", () => {
    const def = map("BABA IS YOU . .", ". . . . .", "baba . . . .", "ROCK . PUSH . .");
    const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
    grid.step(level, "right");
    const before = board(level);
    const id = grid.placeObject(level, "text:IS", 1, 3);
    grid.reparse(level);
    expect(grid.rules(level)).toContain("ROCK IS PUSH");
    expect(grid.undo(level)).toBe(true);
    expect(level.nextId).toBe(id); // its id is dropped, the next object gets it again
    expect(board(level)).toBe(before);
    expect(grid.rules(level)).toEqual(wholeRules(level));
  });

  it("an edit refused changes nothing and records nothing", () => {
    const level = grid.createLevel(DEF, LEXICON, LEVEL_CONFIG);
    grid.step(level, "right");
    expect(() => grid.removeObjects(level, [99])).toThrow(/99/);
    expect(() => grid.placeObject(level, "text:IS", 9, 9)).toThrow(/9/);
    expect(grid.undo(level)).toBe(true);
    expect(grid.posOf(level, idOf(DEF, "baba"))).toEqual([0, 2]);
    expect(grid.undo(level)).toBe(false);
  });

  type Call =
    | { type: "step"; dir: grid.TurnInput }
    | { type: "undo" }
    | { type: "place"; kind: string; x: number; y: number; parse: boolean }
    | { type: "remove"; pick: number; parse: boolean };
  const CALL: fc.Arbitrary<Call> = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        type: fc.constant("step" as const),
        dir: fc.constantFrom<grid.TurnInput>("up", "down", "left", "right", "wait"),
      }),
    },
    { weight: 3, arbitrary: fc.record({ type: fc.constant("undo" as const) }) },
    {
      weight: 2,
      arbitrary: fc.record({
        type: fc.constant("place" as const),
        kind: fc.constantFrom(
          "baba",
          "rock",
          "text:ROCK",
          "text:BABA",
          "text:IS",
          "text:PUSH",
          "text:YOU",
          "text:WIN",
        ),
        x: fc.nat(4),
        y: fc.nat(3),
        parse: fc.boolean(),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({ type: fc.constant("remove" as const), pick: fc.nat(), parse: fc.boolean() }),
    },
  );

  it("over random edits, steps and undos every parse is a whole-board parse's and undo gives back the board", () => {
    let undone = 0;
    fc.assert(
      fc.property(fc.array(CALL, { minLength: 1, maxLength: 40 }), (calls) => {
        const level = grid.createLevel(DEF, LEXICON, LEVEL_CONFIG);
        const boards: string[] = [];
        for (const call of calls) {
          if (call.type === "undo") {
            if (grid.undo(level)) {
              undone++;
              expect(board(level)).toBe(boards.pop());
            } else expect(boards).toEqual([]);
          } else {
            boards.push(board(level));
            if (call.type === "step") grid.step(level, call.dir);
            else if (call.type === "place") grid.placeObject(level, call.kind, call.x, call.y);
            else grid.removeObjects(level, [call.pick % level.nextId]);
            if (call.type !== "step") {
              if (!call.parse) continue; // left unparsed: the next step reads the lines it marked
              grid.reparse(level);
            }
          }
          expect(grid.rules(level)).toEqual(wholeRules(level)); // a step's, an undo's or a reparse's
        }
      }),
      fuzzed({ seed: 20_261_205, numRuns: 150 }),
    );
    expect(undone).toBeGreaterThan(100);
  });
});
