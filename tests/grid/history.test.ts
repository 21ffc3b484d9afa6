/**
 * The undo history (docs/rules.md §5.6; history.ts): every step's entry kept in one flat buffer. Undo
 * walks back through random walks exactly (board hash, cell lists, won, rules), a copy's history is its
 * own, and a bounded history keeps the newest entries and drops the oldest.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { corpusLevels } from "../../bench/corpus/generate";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { fuzzed } from "../fuzz";

const CORPUS = corpusLevels(LEXICON);
const INPUTS = ["up", "down", "left", "right", "wait"] as const;

/** What undo must bring back: the hash, won, the rules and each cell's objects (undo rebuilds the lists oldest last). */
function observe(level: grid.Level): string {
  const cells: number[][] = [];
  for (let t = 0; t < level.head.length; t++) {
    const list: number[] = [];
    for (let o = level.head[t]; o >= 0; o = level.next[o]) list.push(o);
    cells.push(list.sort((a, b) => a - b));
  }
  return JSON.stringify([grid.hashLevel(level), level.won, level.inForce.rules, level.nextId, cells]);
}

describe("the undo history", () => {
  test("undo walks back through any walk of steps and undos, entry by entry (corpus levels)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: CORPUS.length - 1 }),
        fc.array(fc.integer({ min: 0, max: INPUTS.length }), { minLength: 1, maxLength: 40 }),
        (l, calls) => {
          const level = grid.createLevel(CORPUS[l], LEXICON, LEVEL_CONFIG);
          const before: string[] = [];
          for (const c of calls) {
            if (c === INPUTS.length) {
              const expected = before.pop();
              expect(grid.undo(level)).toBe(expected !== undefined);
              if (expected !== undefined) expect(observe(level)).toBe(expected);
              continue;
            }
            before.push(observe(level));
            grid.step(level, INPUTS[c]);
            expect(level.history.length).toBe(before.length);
          }
          while (before.length > 0) {
            grid.undo(level);
            expect(observe(level)).toBe(before.pop());
          }
          expect(grid.undo(level)).toBe(false);
        },
      ),
      fuzzed({ seed: 5_613, numRuns: 40 }),
    );
  });

  test("a copy's history is its own: undoing one leaves the other's entries", () => {
    // a level where each of these steps changes the board
    const moves = (def: grid.LevelDef) => {
      const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
      const seen = new Set([observe(level)]);
      for (const input of ["right", "down", "up", "left"] as const) {
        grid.step(level, input);
        seen.add(observe(level));
      }
      return seen.size === 5;
    };
    const def = CORPUS.find(moves);
    expect(def).toBeDefined();
    const level = grid.createLevel(def as grid.LevelDef, LEXICON, LEVEL_CONFIG);
    const start = observe(level);
    grid.step(level, "right");
    const after1 = observe(level);
    const copy = grid.cloneLevel(level);
    grid.step(level, "down");
    grid.step(copy, "down");
    grid.step(copy, "up");
    expect(copy.history.length).toBe(3);
    expect(grid.undo(copy) && grid.undo(copy)).toBe(true);
    expect(observe(copy)).toBe(after1);
    expect(grid.undo(level) && grid.undo(level)).toBe(true);
    expect(observe(level)).toBe(start);
    expect(grid.undo(copy)).toBe(true);
    expect(observe(copy)).toBe(start);
  });

  test("a bounded history keeps at least the newest `limit` entries, at most twice that, and undoes them exactly", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: CORPUS.length - 1 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 30 }),
        (limit, l, inputs) => {
          const level = grid.createLevel(CORPUS[l], LEXICON, LEVEL_CONFIG);
          level.historyLimit = limit;
          const before: string[] = [];
          for (const [i, input] of inputs.entries()) {
            before.push(observe(level));
            grid.step(level, INPUTS[input]);
            expect(level.history.length).toBeLessThanOrEqual(2 * limit);
            expect(level.history.length).toBeGreaterThanOrEqual(Math.min(i + 1, limit));
          }
          const kept = level.history.length;
          for (let i = 0; i < kept; i++) {
            expect(grid.undo(level)).toBe(true);
            expect(observe(level)).toBe(before[inputs.length - 1 - i]);
          }
          expect(grid.undo(level)).toBe(false);
        },
      ),
      fuzzed({ seed: 7_301, numRuns: 40 }),
    );
  });
});
