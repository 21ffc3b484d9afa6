/**
 * The win check from either side (docs/rules.md §5.5; phases/win.ts): with fewer WIN objects than YOU
 * objects the winner is found from the WIN objects' cells, else from each YOU object's cell; with the
 * engine's shortcuts off (the reference) always the latter. On random boards with stacks of YOU, WIN and
 * FLOAT objects, both ways win at the same step, by the same (oldest) YOU object, as the journal's `Won`
 * record names it, and leave the same board; the older of two YOU objects that step onto WIN objects in one
 * turn wins, and so does a YOU object that stayed put when a WIN object is pushed onto it.
 */
import fc from "fast-check";
import { afterEach, describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { useShortcuts } from "../../src/engine/grid/move-cells";
import { fuzzed } from "../fuzz";
import { map } from "./builder";
import { callsOf, play } from "./shortcut-walk";

const CALLS = callsOf(5, 25);

const NOUNS = ["BABA", "ROCK", "KEG", "FLAG"] as const;
const PROPS = ["YOU", "YOU", "WIN", "WIN", "FLOAT", "PUSH", "MOVE"] as const;
const THINGS = ["baba", "rock", "keg", "flag"] as const;

/** A random board: BABA IS YOU and up to four rules on the top rows, then cells of stacks of things. */
const BOARD = fc
  .record({
    width: fc.integer({ min: 4, max: 7 }),
    height: fc.integer({ min: 6, max: 8 }),
    rules: fc.array(fc.tuple(fc.constantFrom(...NOUNS), fc.constantFrom(...PROPS)), { maxLength: 4 }),
    cells: fc.array(fc.array(fc.constantFrom(...THINGS), { maxLength: 3 }), { minLength: 56, maxLength: 56 }),
  })
  .map(({ width, height, rules, cells }) => {
    const rows: string[][] = [];
    for (let y = 0; y < height; y++) {
      const row: string[] = [];
      for (let x = 0; x < width; x++) {
        const stack = cells[y * width + x];
        row.push(y > rules.length && stack.length > 0 ? stack.join("+") : ".");
      }
      rows.push(row);
    }
    for (const [y, [noun, prop]] of [["BABA", "YOU"] as const, ...rules].entries())
      rows[y].splice(0, 3, noun, "IS", prop);
    return map(...rows.map((r) => r.join(" ")));
  });

/** The won flag, the journal's `Won` records and the objects, after a call. */
function outcome(level: grid.Level): string {
  const won = level.journal?.records.filter((r) => r.type === "Won") ?? [];
  const n = level.nextId;
  return JSON.stringify([
    level.won,
    won,
    [level.kind, level.x, level.y, level.alive].map((a) => a.slice(0, n)),
  ]);
}

afterEach(() => useShortcuts(true));

describe("the win check finds the same winner from either side", () => {
  test("random boards with stacks of YOU, WIN and FLOAT objects, with a journal", () => {
    let wins = 0;
    fc.assert(
      fc.property(BOARD, CALLS, (def, calls) => {
        const start = grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, journal: true });
        const fast = grid.cloneLevel(start);
        const slow = grid.cloneLevel(start);
        for (const call of calls) {
          play(fast, call, true);
          play(slow, call, false);
          expect(outcome(fast)).toBe(outcome(slow));
          if (fast.won) wins++;
        }
      }),
      fuzzed({ seed: 13_203, numRuns: 150 }),
    );
    expect(wins).toBeGreaterThan(0); // the walks do win, so both sides were compared on wins
  });

  test("of two YOU objects on a WIN object's cell, the older wins; a FLOAT one does not meet it", () => {
    const def = map(
      "BABA IS YOU",
      "KEG IS YOU",
      "FLAG IS WIN",
      "ROCK IS YOU",
      "ROCK IS FLOAT",
      ". flag rock+keg+baba",
    );
    const level = grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, journal: true });
    const [rock, keg] = ["rock", "keg"].map((k) => def.objects.findIndex((o) => o.kind === k));
    grid.step(level, "left");
    expect(level.won).toBe(true);
    const won = level.journal?.records.filter((r) => r.type === "Won");
    expect(won).toEqual([{ type: "Won", id: keg, at: [1, 5] }]);
    expect(rock).toBeLessThan(keg); // the older rock floats: it does not meet the flag
  });
  /** The journal's `Won` records after `inputs` from `rows`, with the shortcuts on or off. */
  function wins(rows: string[], inputs: grid.TurnInput[], on: boolean): unknown[] {
    const level = grid.createLevel(map(...rows), LEXICON, { ...LEVEL_CONFIG, journal: true });
    useShortcuts(on);
    try {
      for (const input of inputs) grid.step(level, input);
    } finally {
      useShortcuts(true);
    }
    return level.journal?.records.filter((r) => r.type === "Won") ?? [];
  }

  test("two YOU objects stepping onto WIN objects in one turn, after a turn that found none: the older wins", () => {
    // the keg (older: ids follow reading order) and the baba (newer) each step onto a flag
    const rows = ["BABA IS YOU", "KEG IS YOU", "FLAG IS WIN", "keg flag . baba flag ."];
    const fast = wins(rows, ["wait", "right"], true);
    expect(fast).toEqual(wins(rows, ["wait", "right"], false));
    expect(fast).toEqual([{ type: "Won", id: 9, at: [1, 3] }]);
  });

  test("a WIN object pushed onto a YOU object that stayed put: that YOU object wins", () => {
    // the keg at the grid's edge does not move left; the baba pushes the flag onto it
    const rows = ["BABA IS YOU", "KEG IS YOU", "FLAG IS WIN", "FLAG IS PUSH", "keg flag baba"];
    const fast = wins(rows, ["up", "left"], true);
    expect(fast).toEqual(wins(rows, ["up", "left"], false));
    expect(fast).toEqual([{ type: "Won", id: 12, at: [0, 4] }]);
  });
});
