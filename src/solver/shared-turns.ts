/**
 * A thread of the shared search run on a thread that must not be held (the caller's, with a pool whose
 * caller searches: `shared-pool.ts`), cooperatively: its steps (`shared-thread.ts`) are driven in slices
 * of about `SLICE_MS`, each ended by a macrotask's wait (`nextTurn`), whether the slice was work or a
 * wait at a barrier (`Atomics.wait` of at most 1 ms at a time, as a worker's), so this thread's event
 * loop runs all through the search: its timers (the progress line), a Ctrl-C handler, and a worker's
 * `exit`, whose `ABORT` stops this thread at its next step. The rule "no input can hang the caller"
 * needs both: a caller held to the search's end never hears that the thread it waits for is gone. The
 * same steps as `runThread` (a worker's), hence the same search; only where it pauses differs.
 */
import type { Model } from "./model";
import { nextTurn } from "./search";
import { ABORT } from "./shared-budget";
import { C, type SharedMem } from "./shared-memory";
import { raiseOwn, stepOn, waitAt } from "./shared-run";
import { type ThreadEnd, type ThreadOptions, threadSteps } from "./shared-thread";

/** Milliseconds a cooperative thread works or waits before it lets the event loop run. */
export const SLICE_MS = 4;

/**
 * Thread `me` of the search in `mem`, run to its end on this thread cooperatively: in slices of about
 * `SLICE_MS` of work or waiting, awaiting `pause()` (by default a macrotask) between two. `flags`: a
 * side buffer's; a thread that fails raises its `ABORT`, one that sees it raised stops at its next step
 * (`aborted`).
 */
export async function runThreadInTurns<S>(
  model: Model<S>,
  mem: SharedMem,
  me: number,
  options: ThreadOptions = {},
  flags?: SharedArrayBuffer,
  pause: () => Promise<void> = nextTurn,
): Promise<ThreadEnd> {
  const abort = flags === undefined ? null : new Int32Array(flags);
  const steps = threadSteps(model, mem, me, { ...options, fine: false });
  const wait = waitAt(new Int32Array(mem.ctl), 1);
  let slice = performance.now();
  try {
    for (;;) {
      const end = stepOn(steps, abort, me, wait);
      if (end !== undefined) return end;
      if (performance.now() - slice < SLICE_MS) continue;
      await pause();
      slice = performance.now();
    }
  } catch (e) {
    raiseOwn(abort);
    throw e;
  }
}

/** Raise `ABORT` in `flags` (a thread failed or its worker stopped) and wake the waits at `mem`'s barriers at once. */
export function raiseAbort(flags: SharedArrayBuffer, mem: SharedMem): void {
  Atomics.store(new Int32Array(flags), ABORT, 1);
  const ctl = new Int32Array(mem.ctl);
  Atomics.notify(ctl, C.PHASE);
  Atomics.notify(ctl, C.MEMBERS);
}
