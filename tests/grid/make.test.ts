/**
 * MAKE (docs/rules.md §5.5; phases/make.ts): each maker, oldest first, puts each of its items on its cell
 * where there is none, and a thing's word (`X MAKE TEXT`) where there is no text at all, deciding from the
 * board as it finds it. The phase indexes its plan per cell; here it must add exactly what the plan read
 * literally (each item checked against the whole plan so far) adds, on random stacks of makers, items
 * and words.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { makePhase } from "../../src/engine/grid/phases/make";
import { addPlanned, holds, itemWord } from "../../src/engine/grid/phases/spawns";
import { fuzzed } from "../fuzz";
import { map } from "./builder";

/** The rule read literally: MAKE's plan, each item checked against the cell and the whole plan so far. */
function literalPlan(level: grid.Level): (number | string)[] {
  const { isText } = level.kinds;
  const plan: (number | string)[] = [];
  const planned = (x: number, y: number, ok: (k: number) => boolean) => {
    for (let i = 0; i < plan.length; i += 6)
      if (ok(plan[i] as number) && plan[i + 1] === x && plan[i + 2] === y) return true;
    return false;
  };
  const textOn = (x: number, y: number) => {
    for (let o = 0; o < level.nextId; o++)
      if (level.alive[o] && level.x[o] === x && level.y[o] === y && isText[level.kind[o]]) return true;
    return planned(x, y, (k) => isText[k] === 1);
  };
  for (let id = 0; id < level.nextId; id++) {
    if (!level.alive[id]) continue;
    for (const item of level.inForce.verbs.make[level.kind[id]]) {
      const x = level.x[id];
      const y = level.y[id];
      if (holds(level, x, y, item) || planned(x, y, (k) => k === item)) continue;
      if (isText[item] && !isText[level.kind[id]] && textOn(x, y)) continue;
      plan.push(item, x, y, id, "MAKE", itemWord(level, level.kind[id], item));
    }
  }
  return plan;
}

/** The objects MAKE adds to `level` must be those the literal plan adds, in order. */
function checkAgainstRule(level: grid.Level): number {
  const fast = grid.cloneLevel(level);
  const slow = grid.cloneLevel(level);
  makePhase(fast);
  addPlanned(slow, literalPlan(slow), "step: MAKE");
  expect(fast.nextId).toBe(slow.nextId);
  expect(grid.hashLevel(fast)).toBe(grid.hashLevel(slow));
  for (let id = level.nextId; id < fast.nextId; id++)
    expect([fast.kind[id], fast.x[id], fast.y[id], fast.facing[id]]).toEqual([
      slow.kind[id],
      slow.x[id],
      slow.y[id],
      slow.facing[id],
    ]);
  return fast.nextId - level.nextId;
}

/** What a stacked cell is drawn from: makers, items, and words (text stops a thing's MAKE TEXT). */
const PIECES = ["baba", "rock", "keke", "flag", "ROCK", "FLAG"] as const;

describe("MAKE", () => {
  test("stacks of makers, items and words make as the literal plan does", () => {
    // Rows 0–3 spell BABA MAKE ROCK, KEKE MAKE ROCK AND TEXT, ROCK MAKE TEXT and FLAG MAKE BABA; the 5×4
    // field below holds random stacks (0–4 objects a cell) of makers, their items and words.
    const cell = fc.array(fc.integer({ min: 0, max: PIECES.length - 1 }), { maxLength: 4 });
    let made = 0;
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 5, maxLength: 5 }), { minLength: 4, maxLength: 4 }),
        (field) => {
          const rows = field.map((row) =>
            row.map((stack) => (stack.length === 0 ? "." : stack.map((t) => PIECES[t]).join("+"))).join(" "),
          );
          const def = map(
            "BABA MAKE ROCK . .",
            "KEKE MAKE ROCK AND TEXT",
            "ROCK MAKE TEXT . .",
            "FLAG MAKE BABA . .",
            ". . . . .",
            ...rows,
          );
          made += checkAgainstRule(grid.createLevel(def, LEXICON, LEVEL_CONFIG));
        },
      ),
      fuzzed({ seed: 20_261_204, numRuns: 150 }),
    );
    expect(made).toBeGreaterThan(0);
  });
});
