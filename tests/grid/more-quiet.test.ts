/**
 * MORE's quiet proof (docs/rules.md §5.5; phases/more-quiet.ts): when MORE planned nothing, it checks the
 * board against what closed each cell beside each MORE object before planning again, and plans nothing
 * while that still holds. With the shortcuts off (move-cells.ts `useShortcuts`) MORE always plans. On
 * random MORE boards and on the corpus's MORE levels, random steps and undos leave the same board, rules,
 * win, history and journal both ways after every call, and a cell freed between turns (an edit, an undo) is
 * spread into at once.
 */
import fc from "fast-check";
import { afterEach, describe, expect, test } from "vitest";
import { corpusLevels } from "../../bench/corpus/generate";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { removeObjects } from "../../src/engine/grid/board";
import { useShortcuts } from "../../src/engine/grid/move-cells";
import { fuzzed } from "../fuzz";
import { map } from "./builder";
import { callsOf, play } from "./shortcut-walk";

const B = grid.bitsOf(LEXICON);
const CALLS = callsOf(6, 30);
const CONFIG = { ...LEVEL_CONFIG, journal: true };
const MORE_DEFS = corpusLevels(LEXICON).filter(
  (def) => grid.createLevel(def, LEXICON, LEVEL_CONFIG).inForce.anyProps & B.MORE,
);

/**
 * Things of a random MORE board, mostly solid so MORE is often walled in and quiet: walls (STOP), rocks
 * (PUSH) and loose text that forms and breaks rules, some grass (MORE) and BABA (YOU) to push them about.
 */
const THING = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom("wall", "rock") },
  { weight: 2, arbitrary: fc.constantFrom(".", "grass", "baba") },
  { weight: 2, arbitrary: fc.constantFrom("IS", "STOP", "PUSH", "PULL", "MORE", "ROCK", "WALL", "GRASS") },
);
const NOUNS = ["GRASS", "ROCK", "WALL", "BABA"] as const;
const PROPS = ["MORE", "STOP", "PUSH", "PULL", "SINK", "WEAK", "MOVE", "SHIFT"] as const;

/** A random board: BABA IS YOU, GRASS IS MORE, WALL IS STOP, ROCK IS PUSH and up to two more rules on top, stacks below. */
const BOARD = fc
  .record({
    rules: fc.array(fc.tuple(fc.constantFrom(...NOUNS), fc.constant("IS"), fc.constantFrom(...PROPS)), {
      maxLength: 2,
    }),
    cells: fc.array(fc.array(THING, { minLength: 1, maxLength: 2 }), { minLength: 36, maxLength: 36 }),
  })
  .map(({ rules, cells }) => {
    const lines = [
      ["BABA", "IS", "YOU"],
      ["GRASS", "IS", "MORE"],
      ["WALL", "IS", "STOP"],
      ["ROCK", "IS", "PUSH"],
      ...rules,
    ];
    const rows: string[] = [];
    for (let y = 0; y < 6 + lines.length; y++) {
      const row: string[] = [];
      for (let x = 0; x < 6; x++) {
        if (y < lines.length) row.push(lines[y][x] ?? "wall");
        else {
          const stack = cells[(y - lines.length) * 6 + x].filter((t) => t !== ".");
          row.push(stack.length > 0 ? stack.join("+") : ".");
        }
      }
      rows.push(row.join(" "));
    }
    return map(...rows);
  });

/** The board, its rules, won, the history's length and the journal, in one string. */
function board(level: grid.Level): string {
  const j = level.journal;
  return JSON.stringify([
    grid.hashLevel(level),
    level.nextId,
    level.inForce.rules,
    level.won,
    level.history.length,
    j && [j.records, j.depths, j.causes],
  ]);
}

/**
 * Steps and undoes `fast` (shortcuts on) and a copy (off) alike, comparing them after every call. The
 * calls of each are played apart, all of one then all of the other: MORE keeps one proof, and a plan with
 * the shortcuts off between two with them on would drop it.
 */
function alike(fast: grid.Level, calls: readonly number[]): void {
  const slow = grid.cloneLevel(fast);
  const seen = calls.map((call) => [play(fast, call, true), board(fast)]);
  const again = calls.map((call) => [play(slow, call, false), board(slow)]);
  expect(again).toEqual(seen);
}

afterEach(() => useShortcuts(true));

describe("MORE's quiet proof", () => {
  test("random MORE boards: steps and undos leave the same board, journal and history with MORE always planning", () => {
    fc.assert(
      fc.property(BOARD, CALLS, (def, calls) => alike(grid.createLevel(def, LEXICON, CONFIG), calls)),
      fuzzed({ seed: 13_301, numRuns: 300 }),
    );
  });

  test("levels stepped in turn (one proof for the engine, checked against the level that asks): a level and a copy of it, or two boards, each play as alone with MORE always planning", () => {
    fc.assert(
      fc.property(BOARD, BOARD, fc.boolean(), CALLS, CALLS, (a, b, copy, ca, cb) => {
        const first = grid.createLevel(a, LEXICON, CONFIG);
        const second = copy ? grid.cloneLevel(first) : grid.createLevel(b, LEXICON, CONFIG);
        const [slowFirst, slowSecond] = [grid.cloneLevel(first), grid.cloneLevel(second)];
        const turns = Math.max(ca.length, cb.length);
        const seen: unknown[] = [];
        for (let i = 0; i < turns; i++) {
          if (i < ca.length) seen.push(["first", play(first, ca[i], true), board(first)]);
          if (i < cb.length) seen.push(["second", play(second, cb[i], true), board(second)]);
        }
        const alone = [
          ...ca.map((call) => ["first", play(slowFirst, call, false), board(slowFirst)]),
          ...cb.map((call) => ["second", play(slowSecond, call, false), board(slowSecond)]),
        ];
        const sorted = (xs: unknown[]) => [
          ...xs.filter((x) => (x as string[])[0] === "first"),
          ...xs.filter((x) => (x as string[])[0] === "second"),
        ];
        expect(sorted(seen)).toEqual(alone);
      }),
      fuzzed({ seed: 13_303, numRuns: 200 }),
    );
  });

  test("the corpus's MORE levels: steps and undos leave the same board both ways", () => {
    expect(MORE_DEFS.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MORE_DEFS.length - 1 }), CALLS, (l, calls) =>
        alike(grid.createLevel(MORE_DEFS[l], LEXICON, CONFIG), calls),
      ),
      fuzzed({ seed: 13_302, numRuns: 60 }),
    );
  });

  test("MORE enclosed plans nothing; a wall beside it taken away between turns lets it spread at once", () => {
    // The grass at (1, 4) is walled in on every side the grid has; BABA waits at (4, 4).
    const level = grid.createLevel(
      map(
        "BABA IS YOU . .",
        "WALL IS STOP . .",
        "GRASS IS MORE . .",
        "wall wall wall wall wall",
        "wall grass wall . baba",
      ),
      LEXICON,
      LEVEL_CONFIG,
    );
    const at = (x: number, y: number, name: string) => {
      for (let id = 0; id < level.nextId; id++)
        if (
          level.alive[id] &&
          level.x[id] === x &&
          level.y[id] === y &&
          level.kinds.names[level.kind[id]] === name
        )
          return id;
      throw new Error(`no ${name} at ${x}, ${y}`);
    };
    const ids = level.nextId;
    grid.step(level, "wait");
    grid.step(level, "wait");
    expect(level.nextId).toBe(ids); // nothing planned, twice
    removeObjects(level, [at(2, 4, "wall")]); // an edit between turns, no step's record
    grid.step(level, "wait");
    expect(level.nextId).toBe(ids + 1);
    expect(at(2, 4, "grass")).toBe(ids);
    grid.undo(level); // the board before that step: the cell open again, so MORE spreads again
    expect(level.nextId).toBe(ids);
    grid.step(level, "wait");
    expect(at(2, 4, "grass")).toBe(ids);
  });

  test("walled in, then the walls stop being STOP: MORE spreads into their cells in that turn", () => {
    // BABA pushes STOP up out of WALL IS STOP; the grass at (1, 5) was walled in on every side.
    const level = grid.createLevel(
      map(
        "BABA IS YOU . . .",
        "GRASS IS MORE . . .",
        ". WALL IS STOP . .",
        ". . . baba . .",
        "wall wall wall . . .",
        "wall grass wall . . .",
        "wall wall wall . . .",
      ),
      LEXICON,
      LEVEL_CONFIG,
    );
    const ids = level.nextId;
    grid.step(level, "wait");
    grid.step(level, "wait");
    expect(level.nextId).toBe(ids);
    grid.step(level, "up");
    expect(level.inForce.rules).not.toContain("WALL IS STOP");
    expect(level.nextId).toBe(ids + 4); // a copy on each wall's cell
  });

  test("walled in, then a rule makes another kind MORE: that kind spreads in the same turn", () => {
    // BABA pushes MORE left into ROCK IS _ MORE; the rock at (4, 5) has four open cells beside it.
    const level = grid.createLevel(
      map(
        "BABA IS YOU . . .",
        "GRASS IS MORE . . .",
        "WALL IS STOP . . .",
        "ROCK IS . MORE baba .",
        "wall wall wall . . .",
        "wall grass wall . rock .",
        "wall wall wall . . .",
      ),
      LEXICON,
      LEVEL_CONFIG,
    );
    const ids = level.nextId;
    grid.step(level, "wait");
    grid.step(level, "wait");
    expect(level.nextId).toBe(ids);
    grid.step(level, "left");
    expect(level.inForce.rules).toContain("ROCK IS MORE");
    expect(level.nextId).toBe(ids + 4);
  });
});
