/**
 * The shared search never holds the calling thread (issue 13 item 4; "engines that no input can hang"):
 * with a pool whose caller searches, thread 0 runs on this thread in slices, so this thread's event loop
 * runs while it searches (timers tick, progress comes on a timer), and a worker that stops without an
 * error of its own (terminated, killed) is heard: the search rejects naming it, every thread stopped.
 * With a pool of workers alone the same holds.
 */
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { modelOf } from "../../src/solver/model";
import { type SolverPool, solveParallel, solverPool } from "../../src/solver/parallel";
import { solve } from "../../src/solver/search";
import { strip } from "./outcome";
import { poolKinds as kinds, poolKindNamed as named } from "./pool-kinds";
import { openField } from "./small-level";

const content = repositoryContent();

describe("a pool whose caller searches leaves this thread's event loop running", () => {
  // With one thread no barrier ever waits: only the slices let the loop turn.
  for (const threads of [1, 2])
    test(`${threads} thread(s), this one searching: a setInterval ticks all through a 300,000-state search of the open field, and the outcome is solve's`, async () => {
      const pool = solverPool(threads);
      try {
        await solveParallel(openField, content, { pool, maxStates: 2000 }); // the workers loaded
        let ticks = 0;
        const ticker = setInterval(() => ticks++, 10);
        const t0 = performance.now();
        const r = await solveParallel(openField, content, { pool, maxStates: 300_000 });
        const ms = performance.now() - t0;
        clearInterval(ticker);
        expect(strip(r)).toEqual(strip(solve(modelOf(openField, content), { maxStates: 300_000 })));
        // Held to the end, the loop would tick once at most; turning, about once every 10 ms.
        expect(ticks).toBeGreaterThanOrEqual(Math.max(3, Math.floor(ms / 100)));
      } finally {
        await pool.destroy();
      }
    });
});

describe("a worker that stops mid-search is heard, whatever the pool", () => {
  for (const kind of kinds)
    test(`${named(kind)}: the pool destroyed from a timer past 20,000 states rejects the search naming the worker, soon, and nothing of it runs after`, async () => {
      const pool: SolverPool = solverPool(...kind);
      let calls = 0;
      let last = 0;
      let asked = Number.POSITIVE_INFINITY;
      const search = solveParallel(openField, content, {
        pool,
        maxStates: 2_000_000,
        onProgress: (states) => {
          calls++;
          last = states;
          if (states > 20_000 && asked === Number.POSITIVE_INFINITY) {
            asked = performance.now();
            setTimeout(() => void pool.destroy(), 0);
          }
        },
      });
      await expect(search).rejects.toThrow(/^solver: worker \d+ stopped/);
      // Heard soon after the stop was asked for, not at the search's end (2 M states: seconds).
      expect(performance.now() - asked).toBeLessThan(1500);
      expect(last).toBeLessThan(1_000_000);
      const seen = calls;
      await new Promise((done) => setTimeout(done, 150));
      expect(calls).toBe(seen); // no thread of it, nor its progress timer, still running
    });
});
