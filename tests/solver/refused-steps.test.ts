/**
 * A step the grid engine refuses for the object limit (docs/rules.md §9: a conversion, MORE or EMPTY IS X
 * that would put more than LEVEL_LIMITS.objects objects on the grid throws `ObjectLimitError` and changes
 * nothing) is no successor in a search (§7, `npm run solve`): the search goes on along the other actions,
 * on one thread and in the shared search, and a level whose every action overflows is unsolvable, never a crash.
 */
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { LEVEL_LIMITS } from "../../src/content/limits";
import * as grid from "../../src/engine/grid";
import type { LevelDef } from "../../src/harness";
import { applyToBaba } from "../../src/play/apply";
import { formatAction, type PlayerAction } from "../../src/play/notation";
import { babaModel } from "../../src/solver/baba-moves";
import { Reader, Writer } from "../../src/solver/packed";
import { solve } from "../../src/solver/search";
import { solveShared } from "../../src/solver/shared-search";
import { strip } from "./outcome";

const content = repositoryContent();
const words = (text: string, x: number, y: number) =>
  text.split(" ").map((w, i) => ({ kind: `text:${w}`, x: x + i, y }));

/**
 * The largest board the limits allow, so EMPTY IS ROCK would fill more cells than the object limit:
 * BABA IS YOU and FLAG IS WIN, EMPTY IS spelled with a gap, the word ROCK under the gap and the baba
 * under it (a step up pushes ROCK in and spells EMPTY IS ROCK), the flag four steps right of the baba,
 * a rock on it.
 * `spelled`: EMPTY IS ROCK is spelled from the start, so every step converts.
 */
function level(spelled: boolean): LevelDef {
  return {
    name: spelled ? "overflowing" : "one-step-overflows",
    width: LEVEL_LIMITS.width,
    height: LEVEL_LIMITS.height,
    objects: [
      ...words("BABA IS YOU", 0, 0),
      ...words("FLAG IS WIN", 4, 0),
      ...words("EMPTY IS", 0, 2),
      { kind: "text:ROCK", x: 2, y: spelled ? 2 : 3 },
      { kind: "baba", x: 2, y: 4 },
      { kind: "flag", x: 6, y: 4 },
      { kind: "rock", x: 6, y: 4 }, // (two objects on one cell: EMPTY IS ROCK makes one more than the limit)
    ],
  };
}

const up: PlayerAction = { type: "step", dir: "up" };

describe("a step refused for the object limit is no successor", () => {
  test("the engine refuses it: the step up would fill every empty cell", () => {
    const model = babaModel(level(false), content);
    expect(() => applyToBaba(model.start, up)).toThrow(grid.ObjectLimitError);
    const { width, height } = model.start; // every cell filled, and the rock on the flag's
    expect(() => applyToBaba(model.start, up)).toThrow(
      `step: the conversion would put ${width * height + 1} objects on the grid, over the limit of ${LEVEL_LIMITS.objects} `,
    );
  });

  test("the search goes on without it, on one thread and in the shared search", () => {
    const model = babaModel(level(false), content);
    expect(model.successors(model.start).map((s) => formatAction(s.action))).toEqual(["s", "a", "d", "wait"]);
    const r = solve(model);
    expect(r.solved && r.actions.map(formatAction)).toEqual(["d", "d", "d", "d"]);
    for (const threads of [1, 2, 3]) expect(strip(solveShared(model, threads))).toEqual(strip(r));
  });

  test("expanded in place, after the refused step the others are the states stepped on copies", () => {
    const model = babaModel(level(false), content);
    const seen = (s: grid.Level) => [grid.levelKey(s), grid.activeRules(s), s.nextId, s.won];
    const codec = model.codec();
    // the start, then the baba back under ROCK facing left (the step up refused again), each expanded twice
    const back = model.apply(model.apply(model.start, { type: "step", dir: "right" }), {
      type: "step",
      dir: "left",
    });
    expect(grid.levelKey(back)).not.toBe(grid.levelKey(model.start));
    for (const from of [model.start, back]) {
      const w = new Writer();
      codec.encode(from, w);
      const bytes = w.bytes.slice(0, w.length);
      const expected = model.successors(from).map((x) => [formatAction(x.action), ...seen(x.state)]);
      expect(expected.map((e) => e[0])).toEqual(["s", "a", "d", "wait"]); // up refused here too
      for (let round = 0; round < 2; round++) {
        const visited: unknown[][] = [];
        const numbers: number[] = [];
        codec.expand(new Reader(bytes, 0), (s, j, a) => {
          numbers.push(j);
          visited.push([formatAction(a), ...seen(s)]);
        });
        expect(visited).toEqual(expected);
        expect(numbers).toEqual([1, 2, 3, 4]); // (a successor keeps its action's number: up's is 0)
      }
    }
  });

  test("a level whose every action overflows is unsolvable after its start, not an error", () => {
    const model = babaModel(level(true), content);
    expect(model.successors(model.start)).toEqual([]);
    const unsolvable = { solved: false, reason: "unsolvable", explored: 1, skipped: { objects: 5 } };
    expect(strip(solve(model))).toEqual(unsolvable); // (its five actions skipped: tests/solver/skipped.test.ts)
    expect(strip(solveShared(model, 2))).toEqual(unsolvable);
  });
});
