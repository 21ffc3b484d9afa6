/**
 * Plain pushes (docs/rules.md §5.4; move-push.ts `plainPush`): while nothing can be SWAP or WEAK and nothing
 * can meet, with no journal and no conditional rule, a mover whose cell ahead holds something solid pushes
 * its chain, or is blocked, without the general planning. On random boards crowded with PUSH objects and
 * text (chains of every length, against STOP objects, PULL objects, the edge and movers that already
 * stepped), YOU and MOVE movers and what SHIFT carries, with undo, the moves with the shortcuts on leave the same board as every
 * step planned in full (`useShortcuts(false)`) after every call; with a journal too (the shortcuts then
 * stand aside).
 */
import fc from "fast-check";
import { afterEach, describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { useShortcuts } from "../../src/engine/grid/move-cells";
import { fuzzed } from "../fuzz";
import { map } from "./builder";
import { callsOf, crowdedBoards, walk } from "./shortcut-walk";

const CALLS = callsOf(8, 24);
/** What a cell holds: YOU objects (babas), many PUSH rocks and words, STOP walls, kegs and flags. */
const CELL = fc.constantFrom(
  ".",
  ".",
  ".",
  "baba",
  "baba",
  "baba+rock",
  "rock",
  "rock",
  "rock+rock",
  "IS",
  "FLAG",
  "wall",
  "keg",
  "flag",
);
/** Rules that may be added: more movers and solids, PUSH movers, SHUT with nothing OPEN; some end plain pushes. */
const EXTRA = fc.constantFrom(
  "KEG IS MOVE",
  "ROCK IS MOVE",
  "WALL IS SHIFT",
  "BABA IS PUSH",
  "KEG IS PULL",
  "FLAG IS STOP",
  "WALL IS PUSH",
  "WALL IS SHUT",
  "FLAG IS YOU",
  "ROCK IS WEAK",
  "BABA IS OPEN",
  "FLAG IS SWAP",
);
const RULES = ["BABA IS YOU", "ROCK IS PUSH", "WALL IS STOP"];

/** A random crowded level: three rules and up to three more on the top rows, then cells of the given things. */
const BOARD = crowdedBoards({
  rules: RULES,
  extra: EXTRA,
  extraMax: 3,
  cell: CELL,
  width: [5, 10],
  height: [3, 7],
});

afterEach(() => useShortcuts(true));

describe("plain pushes change nothing", () => {
  test("crowded random boards of PUSH objects and text, with undo", () => {
    fc.assert(
      fc.property(BOARD, CALLS, (def, calls) => {
        const start = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
        expect(walk(start, calls, true)).toEqual(walk(start, calls, false));
      }),
      fuzzed({ seed: 13_301, numRuns: 120 }),
    );
  });

  test("the same boards with a journal", () => {
    fc.assert(
      fc.property(BOARD, CALLS, (def, calls) => {
        const start = grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, journal: true });
        expect(walk(start, calls, true)).toEqual(walk(start, calls, false));
      }),
      fuzzed({ seed: 13_302, numRuns: 30 }),
    );
  });

  test("a chain moves whole, each link turning to face its push, or stops whole at a STOP object", () => {
    const def = map(
      "BABA IS YOU",
      "ROCK IS PUSH",
      "WALL IS STOP",
      "baba rock rock . wall",
      "baba rock wall . .",
    );
    const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
    const ids = (k: string) => def.objects.flatMap((o, id) => (o.kind === k ? [id] : []));
    grid.step(level, "right");
    const at = (id: number) => [level.x[id], level.y[id], level.facing[id]];
    expect([...ids("baba"), ...ids("rock")].map(at)).toEqual([
      [1, 3, 0],
      [0, 4, 0],
      [2, 3, 0],
      [3, 3, 0],
      [1, 4, 0],
    ]);
  });
});
