/**
 * A step the grid engine refuses for the FEELING limit (docs/rules.md §9: one read looks at
 * `FEELING_TESTS` rules at most; past them the step throws `FeelingLimitError`, a `LimitError`, and changes
 * nothing) is no successor in a search (§7, `npm run solve`), as a step past the object limit is not: the
 * search goes on along the other actions, on one thread and in the shared search.
 */
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import * as grid from "../../src/engine/grid";
import { applyToBaba } from "../../src/play/apply";
import { formatAction } from "../../src/play/notation";
import { babaModel } from "../../src/solver/baba-moves";
import { solve } from "../../src/solver/search";
import { solveShared } from "../../src/solver/shared-search";
import { feelingChainLevel } from "./feeling-chain";
import { strip } from "./outcome";

const content = repositoryContent();

describe("a step refused for the FEELING limit is no successor", () => {
  test("the engine refuses it with a LimitError: the step up makes a baba the FEELING rules chain over", () => {
    const model = babaModel(feelingChainLevel(240), content);
    const up = () => applyToBaba(model.start, { type: "step", dir: "up" });
    expect(up).toThrow(grid.FeelingLimitError);
    expect(up).toThrow(grid.LimitError);
    expect(up).toThrow(`looked at more than ${grid.FEELING_TESTS} rules`);
  });

  test("the search goes on without it, on one thread and in the shared search", () => {
    const model = babaModel(feelingChainLevel(240), content);
    expect(model.successors(model.start).map((s) => formatAction(s.action))).toEqual(["s", "a", "d", "wait"]);
    const r = solve(model);
    if (!r.solved) throw new Error(`unsolved: ${r.reason}`);
    expect(grid.isWon(r.actions.reduce(model.apply, model.start))).toBe(true); // (played on, it wins)
    for (const threads of [1, 2]) expect(strip(solveShared(model, threads))).toEqual(strip(r));
  });

  test("the object limit is a LimitError too", () => {
    expect(grid.tooManyObjects("place", 2, 1)).toBeInstanceOf(grid.LimitError);
  });
});
