/**
 * The shared search (docs/rules.md §7: one seen set for all threads) gives `solve`'s outcome — solved or
 * why not, states explored, the script, the successors skipped and, exhausted, what its states held —
 * whatever its threads, the parents they claim at once and how their steps interleave (on one thread,
 * after every parent, by a seeded choice).
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { shippedLevels } from "../../src/play/files";
import { babaModel } from "../../src/solver/baba-moves";
import { modelOf } from "../../src/solver/model";
import { solve } from "../../src/solver/search";
import { solveShared } from "../../src/solver/shared-search";
import { fuzzed } from "../fuzz";
import { feelingChainLevel } from "./feeling-chain";
import { strip } from "./outcome";
import { openField, smallLevel } from "./small-level";

const content = repositoryContent();

describe("the shared search gives solve's outcome", () => {
  for (const { path, def } of shippedLevels()) {
    test(`${path}: 2 and 3 threads, chunks of 1, 3 and 512, two seeds; and cut at a few budgets`, () => {
      const model = modelOf(def, content);
      const one = strip(solve(model, { seen: true })); // (each is won within 200,000 states: solve-levels)
      for (const [threads, chunk, seed] of [
        [2, 1, 1],
        [2, 3, 2],
        [3, 512, 3],
        [3, 1, 4],
      ])
        expect(strip(solveShared(model, threads, { seen: true, chunk, seed }))).toEqual(one);
      for (const maxStates of [1, 30, 1000])
        expect(strip(solveShared(model, 2, { maxStates, chunk: 2, seed: maxStates }))).toEqual(
          strip(solve(model, { maxStates })),
        );
    });
  }

  test("the open field at seeded budgets, threads, chunk sizes and interleavings", () => {
    const model = modelOf(openField, content);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 512 }),
        fc.integer({ min: 1, max: 2 ** 30 }),
        (maxStates, threads, chunk, seed) => {
          const shared = solveShared(model, threads, { maxStates, chunk, seed });
          expect(strip(shared)).toEqual(strip(solve(model, { maxStates })));
        },
      ),
      fuzzed({ seed: 2101, numRuns: 12 }),
    );
  });

  test("small generated levels, exhausted or won, with no state budget (the memory grows)", () => {
    fc.assert(
      fc.property(smallLevel, fc.integer({ min: 1, max: 64 }), fc.nat(), (def, chunk, seed) => {
        const model = modelOf(def, content);
        const one = strip(solve(model, { seen: true }));
        expect(strip(solveShared(model, 2, { seen: true, chunk, seed }))).toEqual(one);
      }),
      fuzzed({ seed: 2102, numRuns: 30 }),
    );
  });

  test("successors skipped count up to the state a budget cuts at, or the win: seeded budgets of a level with refusals", () => {
    const model = babaModel(feelingChainLevel(240), content);
    const won = solve(model);
    expect(won.skipped?.feeling).toBeGreaterThan(0);
    expect(strip(solveShared(model, 2, { chunk: 2, seed: 3 }))).toEqual(strip(won));
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: won.explored }),
        fc.integer({ min: 2, max: 3 }),
        (maxStates, threads) => {
          // (chunks of 64: the threads expand parents past the cut, whose refusals do not count)
          const shared = solveShared(model, threads, { maxStates, chunk: 64, seed: maxStates });
          expect(strip(shared)).toEqual(strip(solve(model, { maxStates })));
        },
      ),
      fuzzed({ seed: 2103, numRuns: 8 }),
    );
  });

  test("the open field cut at 9,000 states, chunks of 7", () => {
    const model = modelOf(openField, content);
    expect(strip(solveShared(model, 2, { maxStates: 9000, chunk: 7, seed: 5 }))).toEqual(
      strip(solve(model, { maxStates: 9000 })),
    );
  });

  test("unknown options and bad threads are refused before anything is searched", () => {
    const model = modelOf(openField, content);
    expect(() => solveShared(model, 2, { maxStats: 5 } as never)).toThrow(
      /solveShared: unknown option "maxStats"/,
    );
    expect(() => solveShared(model, 0)).toThrow(/threads must be a whole number from 1 to 16, not 0/);
    expect(() => solveShared(model, 2, { chunk: 0 })).toThrow(/chunk must be a whole number ≥ 1, not 0/);
  });
});

describe("the shared search's memory", () => {
  test("a search made again larger, again and again (16 states a thread at first), gives the same outcome", () => {
    const def = shippedLevels().find((l) => l.path.endsWith("baba-write.json"));
    if (def === undefined) throw new Error("levels/baba-write.json: not shipped");
    const model = modelOf(def.def, content);
    expect(strip(solveShared(model, 3, { room: 16, seen: true, chunk: 5, seed: 9 }))).toEqual(
      strip(solve(model, { seen: true })),
    );
  });
});
