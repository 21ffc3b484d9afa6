/**
 * A search says how many successors it skipped and why (docs/rules.md §7, `SolveResult.skipped`): a step
 * the engine refused for a limit of §9 (`ObjectLimitError`: "objects", `FeelingLimitError`: "feeling")
 * is no successor, and the result counts it among the actions the search tried, those tried before the
 * winning one when it wins; a search that skipped nothing has no `skipped`. The shared search counts the
 * same, whatever its threads, interleaved on one thread or on workers.
 */
import { afterAll, describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { LEVEL_LIMITS } from "../../src/content/limits";
import * as grid from "../../src/engine/grid";
import type { LevelDef } from "../../src/harness";
import { applyToBaba } from "../../src/play/apply";
import { babaModel, DIRS } from "../../src/solver/baba-moves";
import type { Model } from "../../src/solver/model";
import { solveParallel, solverPool } from "../../src/solver/parallel";
import { solve } from "../../src/solver/search";
import { solveShared } from "../../src/solver/shared-search";
import { feelingChainLevel } from "./feeling-chain";
import { strip } from "./outcome";

const content = repositoryContent();
const pool = solverPool(2);
afterAll(() => pool.destroy());

/**
 * What a breadth-first search from the model's start meets, counted by hand: each state's actions tried
 * in order, a refused one counted by its error's class, up to the first new won state.
 */
function refusals(model: Model<grid.Level>): Record<string, number> {
  const seen = new Set([grid.levelKey(model.start)]);
  const queue = [model.start];
  const counts: Record<string, number> = {};
  for (let i = 0; i < queue.length; i++) {
    if (grid.isLost(queue[i])) continue;
    for (const dir of DIRS) {
      let next: grid.Level;
      try {
        next = applyToBaba(queue[i], { type: "step", dir });
      } catch (err) {
        const why = err instanceof grid.FeelingLimitError ? "feeling" : (err as Error).constructor.name;
        const key = err instanceof grid.ObjectLimitError ? "objects" : why;
        counts[key] = (counts[key] ?? 0) + 1;
        continue;
      }
      const k = grid.levelKey(next);
      if (seen.has(k)) continue;
      seen.add(k);
      if (grid.isWon(next)) return counts;
      queue.push(next);
    }
  }
  return counts;
}

const words = (text: string, x: number, y: number) =>
  text.split(" ").map((w, i) => ({ kind: `text:${w}`, x: x + i, y }));

/** The largest board, EMPTY IS ROCK spelled: every step would fill it past the object limit. */
const overflowing: LevelDef = {
  name: "overflowing",
  width: LEVEL_LIMITS.width,
  height: LEVEL_LIMITS.height,
  objects: [
    ...words("BABA IS YOU", 0, 0),
    ...words("EMPTY IS ROCK", 0, 2),
    { kind: "baba", x: 2, y: 4 },
    { kind: "rock", x: 6, y: 4 },
    { kind: "rock", x: 6, y: 4 },
  ],
};

describe("the successors a search skipped, counted in its result", () => {
  test("a won search counts the FEELING refusals met before its win, on one thread and in the shared search", () => {
    const model = babaModel(feelingChainLevel(240), content);
    const r = solve(model);
    expect(r.solved).toBe(true);
    const expected = refusals(model);
    expect(expected.feeling).toBeGreaterThan(0);
    expect(r.skipped).toEqual({ ...expected });
    for (const threads of [1, 2, 3]) expect(strip(solveShared(model, threads))).toEqual(strip(r));
  });

  test("on worker threads too, the shared search", async () => {
    const def = feelingChainLevel(240);
    const r = solve(babaModel(def, content));
    expect(strip(await solveParallel(def, content, { pool }))).toEqual(strip(r));
    const overflow = await solveParallel(overflowing, content, { pool });
    expect(strip(overflow)).toEqual(strip(solve(babaModel(overflowing, content))));
  });

  test("an unsolvable search counts every refusal: each of the start's five actions past the object limit", () => {
    const model = babaModel(overflowing, content);
    expect(refusals(model)).toEqual({ objects: 5 });
    const r = solve(model);
    expect(strip(r)).toEqual({ solved: false, reason: "unsolvable", explored: 1, skipped: { objects: 5 } });
    expect(strip(solveShared(model, 2))).toEqual(strip(r));
  });

  test("a search that skipped nothing has no count", () => {
    const model = babaModel(feelingChainLevel(4), content);
    expect(refusals(model)).toEqual({});
    expect(solve(model)).not.toHaveProperty("skipped");
  });
});
