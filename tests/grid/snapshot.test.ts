/**
 * `snapshot()` (docs/api.md; docs/rules.md §5.6): an undo entry of the whole board in its documented form,
 * five numbers per id (id, kind, x, y, life | facing << 1), which a step's own entry (two or three numbers per
 * object, undo-record.ts) does not change; restoring a snapshot after any walk of steps and undos brings the
 * board back exactly.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { corpusLevels } from "../../bench/corpus/generate";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { restore } from "../../src/engine/grid/undo";
import { fuzzed } from "../fuzz";

const CORPUS = corpusLevels(LEXICON);
const INPUTS = ["up", "down", "left", "right", "wait"] as const;
const UNDO = INPUTS.length;

/** The board as the queries read it: each id's kind, place, facing and life, the cells' stacks, won and the rules. */
function observe(level: grid.Level): string {
  const ids = Array.from({ length: level.nextId }, (_, id) => [
    grid.kindOf(level, id),
    grid.posOf(level, id),
    grid.facingOf(level, id),
    grid.isAlive(level, id),
  ]);
  const cells: number[][] = [];
  for (let y = 0; y < level.height; y++)
    for (let x = 0; x < level.width; x++) cells.push(grid.objectsAt(level, x, y));
  return JSON.stringify([grid.hashLevel(level), ids, cells, level.won, grid.rules(level), level.nextId]);
}

describe("snapshot", () => {
  test("holds five numbers per id: id, kind, x, y, life | facing << 1, as the queries read them", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: CORPUS.length - 1 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 20 }),
        (l, moves) => {
          const level = grid.createLevel(CORPUS[l], LEXICON, LEVEL_CONFIG);
          for (const m of moves) grid.step(level, INPUTS[m]);
          const s = grid.snapshot(level);
          expect(s.objects).toHaveLength(5 * level.nextId);
          for (let id = 0; id < level.nextId; id++) {
            const [i, k, x, y, lf] = s.objects.slice(5 * id, 5 * id + 5);
            expect(i).toBe(id);
            expect(lf & 1).toBe(grid.isAlive(level, id) ? 1 : 0);
            if (grid.isAlive(level, id)) {
              expect(level.kinds.names[k]).toBe(grid.kindOf(level, id));
              expect([x, y]).toEqual(grid.posOf(level, id));
              expect(grid.FACINGS[lf >> 1]).toBe(grid.facingOf(level, id));
            } else
              expect([k, x, y, lf >> 1]).toEqual([
                level.kind[id],
                level.x[id],
                level.y[id],
                level.facing[id],
              ]);
          }
          expect(s.nextId).toBe(level.nextId);
          expect(s.won).toBe(level.won);
        },
      ),
      fuzzed({ seed: 1_201, numRuns: 40 }),
    );
  });

  test("restoring a snapshot after any walk of steps and undos brings the board back", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: CORPUS.length - 1 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 10 }),
        fc.array(fc.integer({ min: 0, max: UNDO }), { minLength: 1, maxLength: 30 }),
        (l, before, walk) => {
          const level = grid.createLevel(CORPUS[l], LEXICON, LEVEL_CONFIG);
          for (const m of before) grid.step(level, INPUTS[m]);
          const s = grid.snapshot(level);
          const seen = observe(level);
          for (const c of walk) {
            if (c === UNDO) grid.undo(level);
            else grid.step(level, INPUTS[c]);
          }
          restore(level, s);
          expect(observe(level)).toBe(seen);
        },
      ),
      fuzzed({ seed: 2_026, numRuns: 40 }),
    );
  });
});
