/**
 * MORE (docs/rules.md §5.5; phases/more.ts): each MORE object, oldest first, puts a copy of itself on each
 * orthogonal cell (right, up, left, down) that holds no object of its kind, no text and nothing STOP, PUSH or PULL,
 * deciding from the board as it finds it. The phase learns each cell once per plan; here it must add
 * exactly what the rule read literally adds, on the corpus's MORE levels wherever random walks take them.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { corpusLevels } from "../../bench/corpus/generate";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { addObject } from "../../src/engine/grid/board";
import { morePhase } from "../../src/engine/grid/phases/more";
import { fuzzed } from "../fuzz";
import { map } from "./builder";

const B = grid.bitsOf(LEXICON);
const MORE_LEVELS = corpusLevels(LEXICON)
  .map((def) => grid.createLevel(def, LEXICON, LEVEL_CONFIG))
  .filter((level) => level.inForce.anyProps & B.MORE);
const INPUTS = ["up", "down", "left", "right", "wait"] as const;

/** The rule read literally: the copies (kind, x, y, facing: its source's) in the order they are added. */
function expectedCopies(level: grid.Level): [number, number, number, number][] {
  const out: [number, number, number, number][] = [];
  const solid = B.STOP | B.PUSH | B.PULL;
  const at = (x: number, y: number) => {
    const ids: number[] = [];
    for (let id = 0; id < level.nextId; id++)
      if (level.alive[id] && level.x[id] === x && level.y[id] === y) ids.push(id);
    return ids;
  };
  for (let id = 0; id < level.nextId; id++) {
    if (!level.alive[id] || !(grid.propsOf(level, id) & B.MORE)) continue;
    const k = level.kind[id];
    for (const [dx, dy] of [
      [1, 0],
      [0, -1],
      [-1, 0],
      [0, 1],
    ]) {
      const x = level.x[id] + dx;
      const y = level.y[id] + dy;
      if (x < 0 || y < 0 || x >= level.width || y >= level.height) continue;
      const there = at(x, y);
      const blocks = (o: number) =>
        grid.propsOf(level, o) & solid || level.kinds.isText[level.kind[o]] || level.kind[o] === k;
      if (there.some(blocks)) continue;
      if (out.some(([kk, xx, yy]) => kk === k && xx === x && yy === y)) continue;
      out.push([k, x, y, level.facing[id]]);
    }
  }
  return out;
}

/** The copies MORE adds to `level` must be those the rule read literally adds, in order. */
function checkAgainstRule(level: grid.Level): void {
  const fast = grid.cloneLevel(level);
  const slow = grid.cloneLevel(level);
  morePhase(fast, B);
  for (const [k, x, y, f] of expectedCopies(slow)) addObject(slow, k, x, y, f);
  expect(fast.nextId).toBe(slow.nextId);
  expect(grid.hashLevel(fast)).toBe(grid.hashLevel(slow));
  for (let id = level.nextId; id < fast.nextId; id++)
    expect([fast.kind[id], fast.x[id], fast.y[id]]).toEqual([slow.kind[id], slow.x[id], slow.y[id]]);
}

/** The things a stacked board is drawn from: two that spread, one that does not, one that is solid to MORE. */
const THINGS = ["grass", "rock", "flag", "wall"] as const;

describe("MORE", () => {
  test("the corpus has MORE levels to check", () => {
    expect(MORE_LEVELS.length).toBeGreaterThan(0);
  });

  test("adds exactly the copies the rule names, in order, on boards reached by random walks", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MORE_LEVELS.length - 1 }),
        fc.array(fc.integer({ min: 0, max: INPUTS.length - 1 }), { maxLength: 12 }),
        (l, inputs) => {
          const level = grid.cloneLevel(MORE_LEVELS[l]);
          for (const i of inputs) grid.step(level, INPUTS[i]);
          checkAgainstRule(level);
        },
      ),
      fuzzed({ seed: 4_242, numRuns: 60 }),
    );
  });

  test("stacks of one kind and of mixed kinds spread as each object would on its own", () => {
    // Rows 0–2 spell GRASS IS MORE, ROCK IS MORE and WALL IS STOP; the 5×4 field below holds random
    // stacks (0–4 objects a cell) of things that spread, one that does not and one solid to MORE.
    const cell = fc.array(fc.integer({ min: 0, max: THINGS.length - 1 }), { maxLength: 4 });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 5, maxLength: 5 }), { minLength: 4, maxLength: 4 }),
        (field) => {
          const rows = field.map((row) =>
            row.map((stack) => (stack.length === 0 ? "." : stack.map((t) => THINGS[t]).join("+"))).join(" "),
          );
          const def = map("GRASS IS MORE . .", "ROCK IS MORE . .", "WALL IS STOP . .", ...rows);
          const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
          checkAgainstRule(level);
        },
      ),
      fuzzed({ seed: 20_261_202, numRuns: 150 }),
    );
  });
});
