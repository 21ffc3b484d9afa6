/**
 * The movers of a move from a kept list (docs/rules.md §5.4; move-order.ts `moversByLead`): when the YOU
 * objects are a list props-of.ts keeps (`keptHaving`) whose order the direction found last, the move sorts
 * that order again instead of listing and comparing them. On random boards whose YOU objects change
 * (rules pushed into and out of place that make kinds YOU or convert them, a hook that destroys and adds
 * YOU objects, undo), after every call the movers handed out in each direction are the alive YOU objects
 * sorted by a comparator (lead descending, then id ascending); so are those of a call made while the
 * first are handed out, after a step and another list's sort in the same direction (phases/fall.ts), and
 * the list handed out is left as it was.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { byLead, doneWithMovers, moverCount, moversByLead } from "../../src/engine/grid/move-order";
import { bitsOf } from "../../src/engine/grid/prop-bits";
import { propsOf } from "../../src/engine/grid/props-of";
import { fuzzed } from "../fuzz";
import { apply, callsOf, crowdedBoards } from "./shortcut-walk";

/** What a cell holds: YOU objects (babas), kegs that rules make YOU or convert, PUSH rocks and words. */
const CELL = fc.constantFrom(
  ".",
  ".",
  "baba",
  "baba",
  "baba+baba",
  "keg",
  "rock",
  "KEG",
  "IS",
  "YOU",
  "BABA",
);
const RULES = ["BABA IS YOU", "ROCK IS PUSH", "KEG IS PUSH"];
const EXTRA = fc.constantFrom("KEG IS YOU", "KEG IS BABA", "BABA IS KEG", "ROCK IS YOU", "BABA IS SINK");
const BOARD = crowdedBoards({
  rules: RULES,
  extra: EXTRA,
  extraMax: 2,
  cell: CELL,
  width: [5, 9],
  height: [3, 7],
});

const DIRS: readonly (readonly [number, number, grid.Dir])[] = [
  [1, 0, "right"],
  [0, -1, "up"],
  [-1, 0, "left"],
  [0, 1, "down"],
];

/** A hook that removes the victims and puts a new YOU object where the first was. */
const adding: grid.DestroyHook = (level, ids) => {
  const [x, y] = [level.x[ids[0]], level.y[ids[0]]];
  grid.removeObjects(level, ids);
  grid.placeObject(level, "baba", x, y);
};

/** The alive YOU objects of `level` in the order they move along (dx, dy), by a comparator sort. */
function expected(level: grid.Level, dx: number, dy: number): number[] {
  const B = bitsOf(level.lexicon);
  const you: number[] = [];
  for (let id = 0; id < level.nextId; id++) if (level.alive[id] && propsOf(level, id) & B.YOU) you.push(id);
  const lead = (id: number) => level.x[id] * dx + level.y[id] * dy;
  return you.sort((a, b) => lead(b) - lead(a) || a - b);
}

/** The movers `moversByLead` hands out along (dx, dy), as a list (handed back at once). */
function movers(level: grid.Level, dx: number, dy: number): number[] {
  const ids = moversByLead(level, bitsOf(level.lexicon).YOU, dx, dy);
  const out = [...ids.subarray(0, moverCount())];
  doneWithMovers(ids);
  return out;
}

/** Boards with many YOU objects (more than move-order.ts sorts by insertion from any list: its kept orders). */
const MANY = crowdedBoards({
  rules: RULES,
  extra: EXTRA,
  extraMax: 2,
  cell: fc.constantFrom(".", "baba", "baba", "baba+baba", "baba+baba", "keg", "rock", "KEG", "BABA"),
  width: [8, 12],
  height: [6, 9],
});

describe("the movers from a kept list", () => {
  test.each([
    ["a few", BOARD, 100],
    ["many", MANY, 40],
  ] as const)(
    "are the alive YOU objects in move order, after every call, asked again inside a call or not (%s)",
    (_, boards, numRuns) => {
      fc.assert(
        fc.property(
          boards,
          callsOf(6, 18),
          fc.array(fc.boolean(), { minLength: 18, maxLength: 18 }),
          (def, calls, others) => {
            const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
            const B = bitsOf(level.lexicon);
            calls.forEach((call, c) => {
              apply(level, call, adding);
              for (const [dx, dy, dir] of DIRS) {
                const want = expected(level, dx, dy);
                expect(movers(level, dx, dy)).toEqual(want); // the first ask may list them
                const ids = moversByLead(level, B.YOU, dx, dy); // kept, in the order found just now
                const n = moverCount();
                expect([...ids.subarray(0, n)]).toEqual(want);
                if (others[c]) grid.step(level, dir, adding); // a step meanwhile (as a hook's), moving them
                byLead(level, want.slice(1).reverse(), dx, dy); // another list sorted meanwhile (phases/fall.ts)
                expect(movers(level, dx, dy)).toEqual(expected(level, dx, dy)); // asked while they are handed out
                expect([...ids.subarray(0, n)]).toEqual(want); // the list handed out is left as it was
                doneWithMovers(ids);
                byLead(level, want.slice(1).reverse(), dx, dy); // and once it is handed back
                expect(movers(level, dx, dy)).toEqual(expected(level, dx, dy));
              }
            });
          },
        ),
        fuzzed({ seed: 13_404, numRuns }),
      );
    },
  );
});

describe("a kept order of one or two movers", () => {
  test("is handed out in move order after each step, also when one mover overtakes the other", () => {
    // Baba 0 walks right freely; baba 1, ahead of it, is blocked by a wall: the order right swaps.
    const words = ["BABA", "IS", "YOU"].map((w, x) => ({ kind: `text:${w}`, x, y: 3 }));
    const stop = ["WALL", "IS", "STOP"].map((w, x) => ({ kind: `text:${w}`, x: x + 4, y: 3 }));
    const two = grid.createLevel(
      {
        width: 8,
        height: 4,
        objects: [
          { kind: "baba", x: 0, y: 0 },
          { kind: "baba", x: 1, y: 1 },
          { kind: "wall", x: 2, y: 1 },
          ...words,
          ...stop,
        ],
      },
      LEXICON,
      LEVEL_CONFIG,
    );
    const one = grid.createLevel(
      { width: 8, height: 4, objects: [{ kind: "baba", x: 0, y: 0 }, ...words] },
      LEXICON,
      LEVEL_CONFIG,
    );
    for (const level of [two, one])
      for (const dir of ["right", "right", "down", "right", "left", "up", "right", "right"] as const) {
        for (const [dx, dy] of DIRS) expect(movers(level, dx, dy)).toEqual(expected(level, dx, dy));
        grid.step(level, dir);
      }
    expect(expected(two, 1, 0)[0]).toBe(0); // (baba 0 overtook baba 1)
  });
});
