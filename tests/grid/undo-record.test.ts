/**
 * The form of an undo record (undo-record.ts; docs/rules.md §5.6): two numbers per changed object (id,
 * then kind and place in one) on a level of at most 2¹⁶ cells and 2¹² kinds, three (id, kind, place) on a
 * larger one. Either way undo puts back exactly the board and rules from before each step: on random
 * boards, small and wider than 2¹⁶ cells, walked with steps and undos, each undo gives back the state
 * recorded before the step it undoes (a step refused for the object limit changes nothing).
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LEVEL_LIMITS } from "../../src/content/limits";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { entryNumbers, HEAD } from "../../src/engine/grid/history";
import { recordSize } from "../../src/engine/grid/undo-record";
import { fuzzed } from "../fuzz";
import { callsOf, INPUTS, refusal, UNDO } from "./shortcut-walk";
import { loadable } from "./word-cells";

const CALLS = callsOf(10, 40);

/** Limits that let a level be wider than 2¹⁶ cells (300 × 220). */
const WIDE = { ...LEVEL_CONFIG, limits: { width: 300, height: 300, objects: LEVEL_LIMITS.objects } };

/** Every word and a few things, as kinds. */
const KINDS = [...LEXICON.words.map((w) => `text:${w.word}`), "baba", "rock", "wall", "flag"];

/**
 * A random board: BABA IS YOU (or TEXT IS YOU) and random objects, in the top-left 8 × 8 cells; each one
 * the engine loads (`loadable`: drawn from every word, a board may spell a conditional conversion, which
 * a load refuses by design, docs/rules.md §5.8).
 */
const OBJECTS = fc
  .record({
    you: fc.constantFrom("BABA", "TEXT"),
    objects: fc.array(fc.record({ kind: fc.constantFrom(...KINDS), x: fc.nat(7), y: fc.nat(7) }), {
      maxLength: 40,
    }),
  })
  .map(({ you, objects }) => [
    { kind: `text:${you}`, x: 0, y: 0 },
    { kind: "text:IS", x: 1, y: 0 },
    { kind: "text:YOU", x: 2, y: 0 },
    { kind: "baba", x: 3, y: 3 },
    ...objects,
  ])
  .filter((objects) => loadable({ width: 8, height: 8, objects }));

/** Everything undo must put back. */
function stateOf(level: grid.Level): string {
  const n = level.nextId;
  const ids = [level.kind, level.x, level.y, level.alive, level.facing].map((a) => a.slice(0, n));
  return JSON.stringify([grid.hashLevel(level), level.won, n, ids, level.inForce.rules, level.inForce.props]);
}

/**
 * Walks `level` along `calls`; each undo must give back the state from before the step it undoes. A step
 * refused for putting too many objects on the grid must change nothing, and leaves nothing to undo.
 */
function walkUndoing(level: grid.Level, calls: readonly number[]): void {
  const before: string[] = [];
  calls.forEach((c, i) => {
    if (c === UNDO) {
      const undone = grid.undo(level);
      expect(undone).toBe(before.length > 0);
      if (undone) expect([i, stateOf(level)]).toEqual([i, before.pop()]);
    } else {
      const was = stateOf(level);
      if (refusal(() => grid.step(level, INPUTS[c])) === null) before.push(was);
      else expect([i, stateOf(level)]).toEqual([i, was]);
    }
  });
}

describe("undo records of two or three numbers", () => {
  test("two numbers per changed object on a small level, three on one of more than 2¹⁶ cells", () => {
    const objects = [
      { kind: "text:BABA", x: 0, y: 0 },
      { kind: "text:IS", x: 1, y: 0 },
      { kind: "text:YOU", x: 2, y: 0 },
      { kind: "baba", x: 3, y: 3 },
    ];
    const small = grid.createLevel({ width: 8, height: 8, objects }, LEXICON, LEVEL_CONFIG);
    const wide = grid.createLevel({ width: 300, height: 220, objects }, LEXICON, WIDE);
    expect([recordSize(small), recordSize(wide)]).toEqual([2, 3]);
    for (const level of [small, wide]) {
      grid.step(level, "right"); // only the baba changes (it faces right already)
      const [entry] = entryNumbers(level.history);
      expect(entry.length).toBe(HEAD + recordSize(level));
      expect(entry[HEAD]).toBe(3); // its id
      grid.undo(level);
      expect(grid.posOf(level, 3)).toEqual([3, 3]);
    }
  });

  test("each undo gives back the state from before its step, with either form (random boards)", () => {
    fc.assert(
      fc.property(OBJECTS, CALLS, fc.boolean(), (objects, calls, wide) => {
        const def = wide ? { width: 300, height: 220, objects } : { width: 8, height: 8, objects };
        const level = grid.createLevel(def, LEXICON, wide ? WIDE : LEVEL_CONFIG);
        expect(recordSize(level)).toBe(wide ? 3 : 2);
        walkUndoing(level, calls);
      }),
      fuzzed({ seed: 13_204, numRuns: 60 }),
    );
  });
});
