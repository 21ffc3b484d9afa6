/**
 * The win check from the cells of the objects moved since it last found no winner (docs/rules.md §5.5;
 * phases/win-moved.ts): it wins at the same step, by the same (oldest) YOU object, as the journal's `Won`
 * record names it, as the full check with the engine's shortcuts off (the reference), after every call of
 * seeded walks over every shipped pure Baba level and the generated corpus, and of random boards of YOU,
 * WIN, FLOAT, PUSH and MOVE objects, with undos, restarts (a snapshot restored), edits, copies and a destroy
 * hook that steps the level inside its step in between. Many walks are checked from the moved cells; a check
 * that misses a moved object, or a WIN object that moved onto a YOU object, is caught.
 */
import fc from "fast-check";
import { afterEach, describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { useShortcuts } from "../../src/engine/grid/move-cells";
import { movedChecksSoFar, sabotageWinMoved } from "../../src/engine/grid/phases/win-moved";
import { restore } from "../../src/engine/grid/undo";
import { fuzzed } from "../fuzz";
import { map } from "./builder";
import { callsWith, UNDO, walkWith } from "./shortcut-walk";
import { DEFS } from "./walk-levels";

const NOUNS = ["BABA", "ROCK", "KEG", "FLAG"] as const;
const PROPS = ["YOU", "YOU", "WIN", "WIN", "FLOAT", "PUSH", "MOVE", "DEFEAT"] as const;
const THINGS = ["baba", "rock", "keg", "flag"] as const;

/** A random board: BABA IS YOU, FLAG IS WIN and up to four rules on the top rows, then cells of stacks of things. */
const BOARD = fc
  .record({
    width: fc.integer({ min: 4, max: 7 }),
    height: fc.integer({ min: 7, max: 9 }),
    rules: fc.array(fc.tuple(fc.constantFrom(...NOUNS), fc.constantFrom(...PROPS)), { maxLength: 4 }),
    cells: fc.array(fc.array(fc.constantFrom(...THINGS), { maxLength: 2 }), { minLength: 63, maxLength: 63 }),
  })
  .map(({ width, height, rules, cells }) => {
    const rows: string[][] = [];
    for (let y = 0; y < height; y++) {
      const row: string[] = [];
      for (let x = 0; x < width; x++) {
        const stack = cells[y * width + x];
        row.push(y > rules.length + 1 && stack.length > 0 ? stack.join("+") : ".");
      }
      rows.push(row);
    }
    for (const [y, [noun, prop]] of [["BABA", "YOU"] as const, ["FLAG", "WIN"] as const, ...rules].entries())
      rows[y].splice(0, 3, noun, "IS", prop);
    return map(...rows.map((r) => r.join(" ")));
  });

/** Calls past the inputs and undo: restart (the start's snapshot restored), an edit, a copy of the level. */
const [RESTART, EDIT, COPY] = [UNDO + 1, UNDO + 2, UNDO + 3];
const CALLS = callsWith(3, 1);

/** A destroy hook that removes its victims and waits once inside the step. */
function stepping(): grid.DestroyHook {
  let inside = false;
  return (level, ids) => {
    grid.removeObjects(level, ids);
    if (inside) return;
    inside = true;
    try {
      grid.step(level, "wait");
    } finally {
      inside = false;
    }
  };
}

/** Plays `calls` from `start` (with a journal) with the shortcuts on or off: the board after each call. */
function walk(start: grid.Level, calls: readonly number[], on: boolean, hook?: grid.DestroyHook): string[] {
  return walkWith(
    start,
    calls,
    on,
    (call, level, first) => {
      if (call === RESTART) restore(level, first);
      else if (call === EDIT) grid.placeObject(level, "flag", 0, level.height - 1);
      else if (call === COPY) return grid.cloneLevel(level);
      return level;
    },
    hook,
  );
}

/** Whether the walk from `def` gives the reference's boards (the fast walk first: the reference's writes end every mark). */
function same(def: grid.LevelDef, calls: readonly number[], hook: boolean): boolean {
  const start = grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, journal: true });
  const fast = walk(start, calls, true, hook ? stepping() : undefined);
  const slow = walk(start, calls, false, hook ? stepping() : undefined);
  return fast.every((b, i) => b === slow[i]);
}

afterEach(() => {
  useShortcuts(true);
  sabotageWinMoved(0);
});

describe("the win check from the moved cells finds what the full check finds", () => {
  test("random boards of YOU, WIN, FLOAT, PUSH and MOVE objects: the same board after every call", () => {
    let checked = 0;
    let walks = 0;
    fc.assert(
      fc.property(BOARD, CALLS, fc.boolean(), (def, calls, hook) => {
        const start = grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, journal: true });
        const before = movedChecksSoFar();
        const fast = walk(start, calls, true, hook ? stepping() : undefined);
        if (movedChecksSoFar() > before) checked++;
        walks++;
        const slow = walk(start, calls, false, hook ? stepping() : undefined);
        for (let i = 0; i < calls.length; i++) expect(fast[i], `call ${i}`).toBe(slow[i]);
      }),
      fuzzed({ seed: 61_207, numRuns: 200 }),
    );
    expect(checked).toBeGreaterThan(walks / 5);
  });

  test("seeded walks over every shipped level and the generated corpus: the same board after every call", () => {
    const before = movedChecksSoFar();
    const rng = fc.sample(CALLS, { seed: 58_301, numRuns: DEFS.length });
    for (let l = 0; l < DEFS.length; l++) {
      const calls = [...rng[l], ...rng[(l + 1) % DEFS.length]];
      expect(same(DEFS[l], calls, false), `level ${l}`).toBe(true);
    }
    expect(movedChecksSoFar() - before).toBeGreaterThan(DEFS.length);
  });

  test("a check that misses a moved object, or a WIN object moved onto a YOU one, is caught", () => {
    for (const mode of [1, 2]) {
      sabotageWinMoved(mode);
      const found = fc.check(
        fc.property(BOARD, CALLS, (def, calls) => same(def, calls, false)),
        fuzzed({ seed: 61_207, numRuns: 1000 }),
      );
      sabotageWinMoved(0);
      expect(found.failed, `sabotage ${mode}`).toBe(true);
    }
  });

  /** The journal's `Won` records after `inputs` from `rows`, the shortcuts on (and the count of moved checks) or off. */
  function wins(rows: string[], inputs: grid.TurnInput[], on: boolean): [unknown[], number] {
    const level = grid.createLevel(map(...rows), LEXICON, { ...LEVEL_CONFIG, journal: true });
    const before = movedChecksSoFar();
    useShortcuts(on);
    try {
      for (const input of inputs) grid.step(level, input);
    } finally {
      useShortcuts(true);
    }
    return [level.journal?.records.filter((r) => r.type === "Won") ?? [], movedChecksSoFar() - before];
  }

  test("two YOU objects moving onto WIN objects in one turn: the older wins", () => {
    // the keg (older) and the baba (newer) each step onto a flag; a turn in place first finds no winner
    const rows = ["BABA IS YOU", "KEG IS YOU", "FLAG IS WIN", "keg flag . baba flag ."];
    const [fast, checked] = wins(rows, ["wait", "right"], true);
    expect(checked).toBe(1);
    expect(fast).toEqual(wins(rows, ["wait", "right"], false)[0]);
    expect(fast).toEqual([{ type: "Won", id: 9, at: [1, 3] }]); // (ids in reading order: the words, keg, flag, baba)
  });

  test("a WIN object pushed onto a YOU object that stayed: the YOU object wins", () => {
    // the keg at the edge does not move; the baba pushes the flag onto it
    const rows = ["BABA IS YOU", "KEG IS YOU", "FLAG IS WIN", "FLAG IS PUSH", "keg flag baba"];
    const [fast, checked] = wins(rows, ["up", "left"], true);
    expect(checked).toBe(1);
    expect(fast).toEqual(wins(rows, ["up", "left"], false)[0]);
    expect(fast).toEqual([{ type: "Won", id: 12, at: [0, 4] }]);
  });
});
