/**
 * Search budgets (docs/rules.md §7, issue 13 item 5): a state, time or memory budget ends the search
 * with the limit it hit, at the same state single-threaded and on workers. The clock and the heap are
 * the tests' own (each read advances them), so nothing here is timed.
 */
import { afterAll, describe, expect, test, vi } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { shippedLevels } from "../../src/play/files";
import { budgetCheck, CHECK_EVERY, heapInUse, limitText, progressLine } from "../../src/solver/budget";
import { modelOf } from "../../src/solver/model";
import { RESERVE_FROM } from "../../src/solver/packed";
import { solveParallel, solverPool } from "../../src/solver/parallel";
import { solve } from "../../src/solver/search";
import { strip } from "./outcome";
import { openField } from "./small-level";

const content = repositoryContent();
const l2 = shippedLevels().find((l) => l.path.includes("l2-"))!.def;
/** A clock that advances 1 ms at each read, and a heap that grows 1 MB at each read. */
const ticking = () => {
  let t = 0;
  return () => t++;
};
const growing = () => {
  let h = 0;
  return () => (h += 2 ** 20);
};
/** The states explored when the third read of the clock or heap (the one at the deadline) ends the search. */
const THIRD_CHECK = 2 * CHECK_EVERY + 1;
const pool = solverPool(2);
afterAll(() => pool.destroy());

describe("search budgets", () => {
  test("a time limit ends the search at the first check past it, with reason 'time'", () => {
    // Reads: 0 at the start (deadline 2.5), then 1, 2, 3 at checks 1, 1 + CHECK_EVERY, 1 + 2·CHECK_EVERY.
    const r = solve(modelOf(l2, content), { timeLimitMs: 2.5, clock: ticking() });
    expect(strip(r)).toEqual({ solved: false, reason: "time", explored: THIRD_CHECK });
  });

  test("a memory limit ends the search once the heap in use reaches it, with reason 'memory'", () => {
    const r = solve(modelOf(l2, content), { maxHeapBytes: 3 * 2 ** 20, heapBytes: growing() });
    expect(strip(r)).toEqual({ solved: false, reason: "memory", explored: THIRD_CHECK });
  });

  test("the state limit still cuts at exactly maxStates beside a time limit", () => {
    const r = solve(modelOf(l2, content), { maxStates: 40, timeLimitMs: 100, clock: ticking() });
    expect(strip(r)).toEqual({ solved: false, reason: "limit", explored: 40 });
  });

  test("a budget that is never reached changes nothing", () => {
    const free = solve(modelOf(l2, content));
    const bounded = solve(modelOf(l2, content), { timeLimitMs: 1e9, maxHeapBytes: 2 ** 50 });
    expect(strip(bounded)).toEqual(strip(free));
    expect(free.solved).toBe(true);
  });

  test("on workers, every budget stops at the same state as the single-threaded search", async () => {
    for (const make of [
      () => ({ timeLimitMs: 2.5, clock: ticking() }),
      () => ({ maxHeapBytes: 3 * 2 ** 20, heapBytes: growing() }),
    ]) {
      const parallel = await solveParallel(l2, content, { pool, ...make() });
      expect(strip(parallel)).toEqual(strip(solve(modelOf(l2, content), make())));
      expect(parallel.solved).toBe(false);
    }
  });

  test("the check reads the clock and the heap once every CHECK_EVERY calls, from the first", () => {
    let reads = 0;
    const check = budgetCheck({ timeLimitMs: 1e9, clock: () => reads++ });
    for (let i = 1; i <= 3 * CHECK_EVERY; i++) expect(check(i)).toBeNull();
    expect(reads).toBe(1 + 3); // the start, then calls 1, 1 + CHECK_EVERY and 1 + 2·CHECK_EVERY
  });

  test("each limit is named as the user set it, its counts in thousands as the progress line prints them", () => {
    const limits = { maxStates: 1000, timeLimitMs: 10_000, maxHeapBytes: 512 * 2 ** 20 };
    expect(limitText("limit", limits)).toBe("state limit 1,000");
    expect(limitText("limit", { maxStates: 2_500_000 })).toBe("state limit 2,500,000");
    expect(limitText("memory", { maxHeapBytes: 4096 * 2 ** 20 })).toBe("memory limit 4,096 MB");
    expect(limitText("time", limits)).toBe("time limit 10 s");
    expect(limitText("time", { timeLimitMs: 0.001 })).toBe("time limit 0.000001 s");
    expect(limitText("memory", limits)).toBe("memory limit 512 MB");
  });

  test("the progress line shows states, states/s and the heap in MB", () => {
    expect(progressLine(120_000, 1500, 412.4 * 2 ** 20)).toBe(
      "states: 120,000  states/s: 80,000  heap: 412 MB",
    );
  });
});

/**
 * The memory a search really holds: its states are packed in array buffers, outside the JS heap, and a
 * budget counts them (`heapInUse`). These read the process's own memory, so they assert only what no
 * collection of garbage can change: a budget some tens of megabytes above the start is reached long
 * before the state limit, and not by the store's reservation (which stays within half the budget).
 */
describe("the memory a search holds", () => {
  const MB = 2 ** 20;

  test("heapInUse counts array buffers: it is the JS heap plus the array buffers, as the process reads them", () => {
    // (a fixed reading: a real 64 MB buffer makes the engine collect garbage, so two real readings around
    // it differ by what the collection freed too; the budget tests below use real readings)
    const real = process.memoryUsage();
    const reading = vi
      .spyOn(process, "memoryUsage")
      .mockReturnValue({ ...real, heapUsed: 10 * MB, arrayBuffers: 64 * MB });
    try {
      expect(heapInUse()).toBe(74 * MB);
    } finally {
      reading.mockRestore();
    }
  });

  test("a memory budget stops a search whose packed states outgrow it, well past the store's reservation", () => {
    const r = solve(modelOf(openField, content), {
      maxStates: 3_000_000,
      maxHeapBytes: heapInUse() + 48 * MB,
    });
    expect(r.solved).toBe(false);
    expect(r.solved === false && r.reason).toBe("memory");
    expect(r.explored).toBeGreaterThan(2 * RESERVE_FROM);
    expect(r.explored).toBeLessThan(1_000_000);
  });

  test("on workers, every thread's packed states count toward the budget", async () => {
    const r = await solveParallel(openField, content, {
      pool,
      maxStates: 3_000_000,
      maxHeapBytes: heapInUse() + 64 * MB,
    });
    expect(r.solved === false && r.reason).toBe("memory");
    expect(r.explored).toBeLessThan(1_500_000);
  });
});
