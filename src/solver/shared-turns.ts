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
import { stopIfAborted } from "./shared-run";
import { CHUNK_END, JOIN_WAIT, type ThreadEnd, type ThreadOptions, threadSteps } from "./shared-thread";

/** Milliseconds a cooperative thread works or waits before it lets the event loop run. */
export const SLICE_MS = 4;

/** Barrier turns it spins before it waits (1 ms at most at a time, woken by the barrier's release). */
const SPINS = 2000;

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
  const ctl = new Int32Array(mem.ctl);
  const abort = flags === undefined ? null : new Int32Array(flags);
  const steps = threadSteps(model, mem, me, { ...options, fine: false });
  let spin = 0;
  let phase = -1;
  let slice = performance.now();
  try {
    for (;;) {
      const r = steps.next();
      if (r.done) return r.value;
      stopIfAborted(abort, me);
      const v = r.value;
      if (v === CHUNK_END) spin = 0;
      else if (v === JOIN_WAIT) Atomics.wait(ctl, C.MEMBERS, Atomics.load(ctl, C.MEMBERS), 1);
      else {
        if (v !== phase) spin = 0;
        phase = v;
        if (spin++ > SPINS) Atomics.wait(ctl, C.PHASE, v, 1);
      }
      if (performance.now() - slice < SLICE_MS) continue;
      await pause();
      slice = performance.now();
    }
  } catch (e) {
    if (abort !== null) Atomics.store(abort, ABORT, 1);
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
