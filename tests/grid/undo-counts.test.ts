/**
 * An undo's counts (undo-put.ts `putOn`; docs/rules.md §5.6): the counts per kind change only for a record
 * that changes its object's kind or life, since most records keep both (the object moved or turned). On
 * random crowded boards whose steps move, push, turn, destroy, add and convert objects, walked with undos,
 * after every call the counts per kind and the text per cell are those of a fresh count of the object
 * arrays, and the board is the same as with the shortcuts off (move-cells.ts `useShortcuts`).
 */
import fc from "fast-check";
import { afterEach, describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { useShortcuts } from "../../src/engine/grid/move-cells";
import { fuzzed } from "../fuzz";
import { apply, callsOf, crowdedBoards, UNDO, walk } from "./shortcut-walk";

/** YOU objects over rocks and kegs, walls, text to push; rules drawn that destroy, add and convert. */
const BOARD = crowdedBoards({
  rules: ["BABA IS YOU", "ROCK IS PUSH", "WALL IS STOP"],
  extra: fc.constantFrom(
    "KEG IS SINK",
    "ROCK IS DEFEAT",
    "KEG IS MOVE",
    "KEG IS WEAK",
    "ROCK IS KEG",
    "KEG IS ROCK",
    "BABA HAS KEG",
    "KEG IS MORE",
  ),
  extraMax: 3,
  cell: fc.constantFrom(".", ".", "baba", "rock+baba", "keg+rock", "keg", "wall", "rock", "ROCK", "KEG"),
  width: [5, 9],
  height: [4, 7],
});

/** The counts per kind and the text per cell, counted afresh from the object arrays. */
function fresh(level: grid.Level): [number[], number[]] {
  const count = new Array<number>(level.count.length).fill(0);
  const text = new Array<number>(level.textAt.length).fill(0);
  for (let id = 0; id < level.nextId; id++) {
    if (level.alive[id] !== 1) continue;
    count[level.kind[id]]++;
    if (level.kinds.isText[level.kind[id]] === 1) text[level.y[id] * level.width + level.x[id]]++;
  }
  return [count, text];
}

afterEach(() => useShortcuts(true));

describe("an undo's counts", () => {
  test("after every step and undo: the counts a fresh count gives", () => {
    fc.assert(
      fc.property(BOARD, callsOf(20, 60), (def, calls) => {
        const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
        for (const call of calls) {
          apply(level, call);
          if (call !== UNDO) apply(level, UNDO); // every step undone too, as the walk does a won one
          expect([level.count, [...level.textAt]]).toEqual(fresh(level));
          apply(level, call);
          expect([level.count, [...level.textAt]]).toEqual(fresh(level));
        }
      }),
      fuzzed({ seed: 20_261_206, numRuns: 60 }),
    );
  });

  test("walks with undo: every board as with the shortcuts off", () => {
    fc.assert(
      fc.property(BOARD, callsOf(20, 60), (def, calls) => {
        const start = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
        expect(walk(start, calls, true)).toEqual(walk(start, calls, false));
      }),
      fuzzed({ seed: 20_261_207, numRuns: 60 }),
    );
  });
});
