/**
 * The YOU take's order, with its shortcuts and without (docs/rules.md §5.4: furthest ahead in the move's
 * direction first, ties oldest first; move-order.ts `moversByLead`, move-buckets.ts `insertionSort`). With
 * the shortcuts on, the movers are sorted from the order kept per list and direction (read in one pass
 * while in order, re-sorted by buckets from the list as kept when far from sorted); off, every move sorts
 * them afresh through sort numbers. On random boards crowded with YOU objects of several kinds (pushed,
 * pulled, stopped, pushing one another and text that makes and breaks rules, so the list changes), walked
 * with undo, with and without a journal, both ways leave the same board after every call: each cell's
 * list in order, each object, the undo history's entries and the journal (shortcut-walk.ts `board`).
 */
import fc from "fast-check";
import { afterEach, describe, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { useShortcuts } from "../../src/engine/grid/move-cells";
import { fuzzed } from "../fuzz";
import { callsOf, crowdedBoards, walkBoth } from "./shortcut-walk";

/** What a cell holds: YOU objects of two kinds (stacked too), PUSH, STOP and PULL things, and words. */
const CELL = fc.constantFrom(
  ".",
  ".",
  "baba",
  "baba",
  "keg",
  "baba+keg",
  "baba+baba",
  "rock",
  "wall",
  "skull",
  "BABA",
  "KEG",
  "IS",
  "YOU",
  "PUSH",
);
const RULES = ["BABA IS YOU", "KEG IS YOU", "ROCK IS PUSH", "WALL IS STOP", "SKULL IS PULL"];
const EXTRA = fc.constantFrom(
  "ROCK IS YOU",
  "BABA IS PUSH",
  "KEG IS PULL",
  "WALL IS YOU",
  "KEG IS BABA",
  "BABA IS WEAK",
  "ROCK IS SINK",
);
/** Small boards (a few movers, sorted by insertion) and large ones (many: by buckets when far from sorted). */
const crowd = (width: [number, number], height: [number, number]) =>
  crowdedBoards({ rules: RULES, extra: EXTRA, extraMax: 2, cell: CELL, width, height });
const SMALL = crowd([5, 9], [3, 7]);
const LARGE = crowd([10, 16], [8, 12]);

/** A walk's calls: mostly steps, sometimes undo (shortcut-walk.ts `INPUTS`, `UNDO`). */
const CALLS = callsOf(12, 40);

afterEach(() => useShortcuts(true));

describe("the YOU order's shortcuts change nothing", () => {
  test.each([
    ["a few movers", SMALL, 120, 13_601],
    ["many movers", LARGE, 60, 13_602],
  ] as const)(
    "random boards crowded with YOU objects, with and without a journal (%s)",
    (_, boards, numRuns, seed) => {
      fc.assert(
        fc.property(boards, fc.boolean(), CALLS, (def, journal, calls) => {
          walkBoth(grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, journal }), calls);
        }),
        fuzzed({ seed, numRuns }),
      );
    },
  );
});
