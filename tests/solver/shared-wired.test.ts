/**
 * `solveParallel` under a state budget runs the shared search (docs/rules.md §7, issue 13 item 4) on
 * every thread of its pool, this one included or workers alone (what `npm run solve -- --workers N`
 * uses): `solve`'s outcome, states explored, script, skips and seen summary; progress that counts up to
 * no more than the outcome's count; a time or memory budget of the whole search; a thread's error rejects.
 */
import { afterAll, describe, expect, test, vi } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { shippedLevels } from "../../src/play/files";
import { modelOf } from "../../src/solver/model";
import { type SolverPool, solveParallel, solverPool } from "../../src/solver/parallel";
import { solve } from "../../src/solver/search";
import type { Task } from "../../src/solver/worker";
import { strip } from "./outcome";
import { openField } from "./small-level";

const content = repositoryContent();
const pools = [solverPool(2), solverPool(3), solverPool(2, false), solverPool(3, false)];
const named = (p: SolverPool) => `${p.threads} threads${p.callerSearches ? "" : " on workers"}`;
afterAll(() => Promise.all(pools.map((p) => p.destroy())));

describe("solveParallel under a state budget: the shared search", () => {
  // One test per shipped level (a level added to levels/ is one test more, with its own time, not a longer one).
  test.each(shippedLevels().map((l) => [l.path, l.def] as const))(
    "%s at budgets of 1, 700, 20,000 and 60,000 states, 2 and 3 threads, this one searching or not: solve's outcome",
    async (path, def) => {
      const model = modelOf(def, content);
      for (const maxStates of [1, 700, 20_000, 60_000]) {
        const one = strip(solve(model, { maxStates, seen: true }));
        for (const pool of pools) {
          const r = await solveParallel(def, content, { pool, maxStates, seen: true });
          expect([path, maxStates, named(pool), strip(r)]).toEqual([path, maxStates, named(pool), one]);
        }
      }
    },
  );

  test("it runs no hash shard: every task sent is a thread of the shared search, one per pool thread off this one", async () => {
    for (const pool of pools) {
      const sent = vi.spyOn(pool, "run");
      try {
        await solveParallel(openField, content, { pool, maxStates: 5000 });
        const types = sent.mock.calls.map(([, task]) => (task as Task).type);
        expect(types).toEqual(
          new Array(pool.callerSearches ? pool.threads - 1 : pool.threads).fill("shared"),
        );
      } finally {
        sent.mockRestore();
      }
    }
  });

  test("progress counts never go down, end at no more than the states explored, and carry the whole search's memory", async () => {
    const won = shippedLevels().find((l) => l.path.includes("baba-conversion"))!.def;
    // The open field with WIN away from FLAG IS and a flag: won in 14 moves, past 500,000 states, the
    // last layer long enough to be counted in while it is built.
    const objects = openField.objects.map((o) => (o.kind === "text:WIN" ? { ...o, x: 6, y: 1 } : o));
    const deep = { ...openField, name: "deep-win", objects: [...objects, { kind: "flag", x: 0, y: 9 }] };
    const deepOne = strip(solve(modelOf(deep, content), { maxStates: 2_000_000 }));
    expect(deepOne).toMatchObject({ solved: true });
    for (const pool of pools)
      for (const [def, maxStates] of [
        [openField, 200_000],
        [won, 200_000],
        [deep, 2_000_000],
      ] as const) {
        if (def === deep && pool !== pools[2]) continue; // (2 threads on workers: what the command runs)
        const seen: [number, number | undefined][] = [];
        const r = await solveParallel(def, content, {
          pool,
          maxStates,
          onProgress: (n, heap) => seen.push([n, heap]),
        });
        expect(seen.length).toBeGreaterThan(0);
        for (let i = 1; i < seen.length; i++) expect(seen[i][0]).toBeGreaterThanOrEqual(seen[i - 1][0]);
        expect(seen.at(-1)![0]).toBeLessThanOrEqual(r.explored);
        if (def === deep) expect(strip(r)).toEqual(deepOne);
        for (const [, heap] of seen) expect(heap).toBeGreaterThan(1 << 20);
      }
  });

  test("a time limit already passed, or a memory limit of 1 byte, ends the search with that limit", async () => {
    for (const pool of pools) {
      const timed = await solveParallel(openField, content, { pool, maxStates: 500_000, timeLimitMs: 1e-9 });
      expect([named(pool), timed]).toMatchObject([named(pool), { solved: false, reason: "time" }]);
      const full = await solveParallel(openField, content, { pool, maxStates: 500_000, maxHeapBytes: 1 });
      expect([named(pool), full]).toMatchObject([named(pool), { solved: false, reason: "memory" }]);
      const later = await solveParallel(openField, content, { pool, maxStates: 2_000_000, timeLimitMs: 150 });
      expect([named(pool), later]).toMatchObject([named(pool), { solved: false, reason: "time" }]);
    }
  });

  test("a pool of more threads than a shared search takes (16) searches on 16 of them: solve's outcome", async () => {
    const pool = pools[2];
    // A stand-in pool of 40 threads on two workers: the threads queued behind thread 0 or 1 find the search over.
    const sent: Task[] = [];
    const wide = Object.assign(Object.create(pool) as SolverPool, {
      threads: 40,
      run: (k: number, task: Task) => {
        sent.push(task);
        return pool.run(k % 2, task);
      },
    });
    const r = await solveParallel(openField, content, { pool: wide, maxStates: 20_000 });
    expect(strip(r)).toEqual(strip(solve(modelOf(openField, content), { maxStates: 20_000 })));
    expect(sent.length).toBe(16);
  });

  test("a thread's error rejects the search, whichever thread fails, and the pool goes on searching", async () => {
    for (const pool of pools.slice(2))
      for (const failing of [0, 1]) {
        // A stand-in pool whose worker `failing` is given no level: its task fails before it joins.
        const broken = Object.assign(Object.create(pool) as SolverPool, {
          run: (k: number, task: Task) =>
            pool.run(k, k === failing ? ({ ...task, def: null } as unknown as Task) : task),
        });
        await expect(solveParallel(openField, content, { pool: broken, maxStates: 300_000 })).rejects.toThrow(
          "a shared task's level must be an object",
        );
        expect(strip(await solveParallel(openField, content, { pool, maxStates: 3000 }))).toEqual({
          solved: false,
          reason: "limit",
          explored: 3000,
        });
      }
  });
});
