/**
 * The shared search on real threads (this one and a pool's workers, one seen set) gives `solve`'s
 * outcome: states explored, solved or why not, the script, skips.
 */
import { afterAll, describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { shippedLevels } from "../../src/play/files";
import { modelOf } from "../../src/solver/model";
import { solveParallel, solverPool } from "../../src/solver/parallel";
import { solve } from "../../src/solver/search";
import { strip } from "./outcome";
import { openField } from "./small-level";

const content = repositoryContent();
const two = solverPool(2);
const three = solverPool(3);
afterAll(async () => {
  await two.destroy();
  await three.destroy();
});

describe("the shared search on threads gives solve's outcome", () => {
  test("the open field at budgets cut within a layer, 2 and 3 threads, chunks of 3 and 512", async () => {
    const model = modelOf(openField, content);
    for (const maxStates of [1, 777, 5000, 30_001])
      for (const pool of [two, three])
        for (const chunk of [3, 512])
          expect(strip(await solveParallel(openField, content, { pool, maxStates, chunk }))).toEqual(
            strip(solve(model, { maxStates })),
          );
  });

  test("every shipped level within 200,000 states, 2 threads, chunks of 1", async () => {
    for (const { def } of shippedLevels())
      expect(strip(await solveParallel(def, content, { pool: two, maxStates: 200_000, chunk: 1 }))).toEqual(
        strip(solve(modelOf(def, content), { maxStates: 200_000 })),
      );
  });

  test("the chunk asked for is the search's: one below 1 is refused by the search's memory, naming it", async () => {
    await expect(solveParallel(openField, content, { pool: two, maxStates: 100, chunk: 0 })).rejects.toThrow(
      "sharedMemory: chunk must be a whole number ≥ 1, not 0",
    );
  });
});
