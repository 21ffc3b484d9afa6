/**
 * The time and memory budgets of the shared search on real threads (docs/rules.md §7, issue 13 item 4):
 * one deadline for every thread, read from the clock all threads share (`performance.timeOrigin +
 * performance.now()`), and one memory budget for the whole search, every thread's JS heap (each thread
 * publishes its own in a shared `Float64Array`) plus the shared buffers committed so far, counted once
 * (`sharedBytes`). A thread reads them at each chunk's start (`ThreadOptions.over`). Not `heapInUse`: its
 * `arrayBuffers` counts every shared buffer at its reserved length, in every thread. A thread that trips
 * a budget also writes which (`TRIP`), and a failing thread raises `ABORT`, so that the others stop
 * waiting for it (`shared-run.ts`).
 */
import { getHeapStatistics } from "node:v8";
import { type SharedMem, sharedBytes } from "./shared-memory";

/** Without a memory budget a thread reads its heap (for the progress line only) at most this often, in ms. */
export const HEAP_READ_MS = 100;

/** The words of a search's side buffer (`SideBudget.flags`): a thread failed; the budget first tripped (1 time, 2 memory). */
export const ABORT = 0;
export const TRIP = 1;

/** The budgets every thread of one search reads, as plain data a worker receives. */
export interface SideBudget {
  /** The deadline, as `performance.timeOrigin + performance.now()` reads it. */
  deadline?: number;
  maxHeapBytes?: number;
  /** Float64: each thread's JS heap in use, then the caller's (when it runs no thread). */
  heaps: SharedArrayBuffer;
  /** Int32: `ABORT`, `TRIP`. */
  flags: SharedArrayBuffer;
}

/** A side buffer for `threads` threads and this one, with the deadline `timeLimitMs` after `t0` (`performance.now()`). */
export function sideBudget(
  threads: number,
  t0: number,
  timeLimitMs: number | undefined,
  maxHeapBytes: number | undefined,
): SideBudget {
  return {
    deadline: timeLimitMs === undefined ? undefined : performance.timeOrigin + t0 + timeLimitMs,
    maxHeapBytes,
    heaps: new SharedArrayBuffer(8 * (threads + 1)),
    flags: new SharedArrayBuffer(8),
  };
}

/** This thread's JS heap in use, in bytes (its isolate's: a worker's own). */
export function heapUsed(): number {
  return getHeapStatistics().used_heap_size;
}

/** The memory of the whole search now: the heaps the threads last published and the shared buffers committed. */
export function searchBytes(mem: SharedMem, side: SideBudget): number {
  let sum = sharedBytes(mem);
  for (const h of new Float64Array(side.heaps)) sum += h;
  return sum;
}

/**
 * Thread `me`'s budget check (at each chunk's start): the deadline passed, or the memory of the whole
 * search at its budget; its heap published first (without a memory budget, at most every HEAP_READ_MS).
 */
export function threadBudget(mem: SharedMem, side: SideBudget, me: number): () => "time" | "memory" | null {
  const heaps = new Float64Array(side.heaps);
  const flags = new Int32Array(side.flags);
  const { deadline, maxHeapBytes } = side;
  let read = Number.NEGATIVE_INFINITY;
  const trip = (why: "time" | "memory") => {
    Atomics.compareExchange(flags, TRIP, 0, why === "time" ? 1 : 2);
    return why;
  };
  return () => {
    const now = performance.now();
    if (deadline !== undefined && performance.timeOrigin + now >= deadline) return trip("time");
    if (maxHeapBytes === undefined) {
      if (now - read >= HEAP_READ_MS) {
        read = now;
        heaps[me] = heapUsed();
      }
      return null;
    }
    heaps[me] = heapUsed();
    return searchBytes(mem, side) >= maxHeapBytes ? trip("memory") : null;
  };
}

/** The budget a thread tripped first, if any (`TRIP`). */
export function tripped(side: SideBudget): "time" | "memory" | null {
  const t = Atomics.load(new Int32Array(side.flags), TRIP);
  return t === 0 ? null : t === 1 ? "time" : "memory";
}
