/**
 * A run of plain steps (docs/rules.md §5.4; move-plain.ts `plainSteps`): the movers step in turn while
 * their steps are plain, their properties and lives read as the general path reads them, and a mover
 * whose step must be planned ends the run. On random crowded boards where hooks often run mid-move
 * (OPEN/SHUT pairs, WEAK objects crushed) and destroy or add other movers, the moves with the shortcuts
 * on leave the same board as every step planned in full (`useShortcuts(false)`), after every call.
 */
import fc from "fast-check";
import { afterEach, describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { useShortcuts } from "../../src/engine/grid/move-cells";
import { fuzzed } from "../fuzz";
import { map } from "./builder";
import { callsOf, walk } from "./shortcut-walk";

/** What a cell holds: mostly YOU objects, some of them stacked, among PUSH, STOP, PULL and SHUT things. */
const CELL = fc.constantFrom(".", ".", "baba", "baba", "baba+baba", "rock", "wall", "keg", "door");
const RULES = ["BABA IS YOU", "ROCK IS PUSH", "WALL IS STOP", "BABA IS OPEN", "DOOR IS SHUT", "ROCK IS WEAK"];
const EXTRA = fc.constantFrom("KEG IS PULL", "ROCK IS YOU", "KEG IS YOU", "BABA IS WEAK", "KEG IS PUSH");

const BOARD = fc
  .record({
    width: fc.integer({ min: 5, max: 9 }),
    height: fc.integer({ min: 3, max: 6 }),
    extra: fc.array(EXTRA, { maxLength: 2 }),
    cells: fc.array(CELL, { minLength: 60, maxLength: 60 }),
  })
  .map(({ width, height, extra, cells }) => {
    const rules = [...RULES, ...extra];
    const rows = rules.map((r) => `${r} ${". ".repeat(Math.max(0, width - 3))}`);
    for (let y = 0; y < height; y++)
      rows.push(Array.from({ length: width }, (_, x) => cells[(y * width + x) % cells.length]).join(" "));
    return map(...rows);
  });

/**
 * A hook that destroys the victims and the newest YOU object still alive (often one yet to step in this
 * move), then puts two new YOU objects where the first victim was.
 */
const culling: grid.DestroyHook = (level, ids) => {
  const [x, y] = [level.x[ids[0]], level.y[ids[0]]];
  const you = level.kinds.byName.baba;
  let newest = -1;
  for (let id = 0; id < level.nextId; id++) if (level.alive[id] && level.kind[id] === you) newest = id;
  grid.removeObjects(level, newest >= 0 ? [...ids, newest] : ids);
  grid.placeObject(level, "baba", x, y);
  grid.placeObject(level, "baba", x, y);
};

afterEach(() => useShortcuts(true));

describe("runs of plain steps change nothing", () => {
  test("movers destroyed or added by a hook mid-move step as the general path has them", () => {
    fc.assert(
      fc.property(BOARD, callsOf(6, 16), (def, calls) => {
        const start = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
        expect(walk(start, calls, true, culling)).toEqual(walk(start, calls, false, culling));
      }),
      fuzzed({ seed: 13_301, numRuns: 120 }),
    );
  });
});
