/**
 * A thread of the shared search with no memory budget reads its heap for the progress line only
 * (src/solver/shared-budget.ts `threadBudget`, `HEAP_READ_MS`; docs/rules.md §7): at its first check,
 * then at most once every HEAP_READ_MS, not at every chunk's start. (The rule the hash shards' `HEAP_MS`
 * test stated for a shard, before they were retired at stop 66.)
 */
import { describe, expect, test } from "vitest";
import { HEAP_READ_MS, sideBudget, threadBudget } from "../../src/solver/shared-budget";
import type { SharedMem } from "../../src/solver/shared-memory";

/** The memory is not read without a memory budget: no search's buffers are needed. */
const noMem = {} as SharedMem;

describe("a thread's heap read without a memory budget", () => {
  test("published at the first check, then at most once every HEAP_READ_MS, however often it checks", () => {
    const side = sideBudget(2, performance.now(), undefined, undefined);
    const heaps = new Float64Array(side.heaps);
    const over = threadBudget(noMem, side, 1);
    let checks = 0;
    let reads = 0;
    const t0 = performance.now();
    // (the last check comes after 6 HEAP_READ_MS: at least one read past the first, however loaded the machine)
    while (performance.now() - t0 < 6 * HEAP_READ_MS || checks < 1000) {
      heaps[1] = -1; // a read writes the heap over it
      expect(over()).toBeNull();
      checks++;
      if (heaps[1] !== -1) {
        expect(heaps[1]).toBeGreaterThan(0);
        reads++;
      }
      if (checks === 1) expect(reads).toBe(1); // read at the first check
    }
    const ms = performance.now() - t0;
    expect(reads).toBeGreaterThanOrEqual(2);
    expect(reads).toBeLessThanOrEqual(Math.floor(ms / HEAP_READ_MS) + 1);
    expect(heaps[0]).toBe(0); // another thread's slot untouched
  });
});
