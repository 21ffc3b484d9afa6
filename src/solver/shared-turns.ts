/**
 * A thread of the shared search run on a thread that must not block (the caller's, with a pool whose
 * caller searches: `shared-pool.ts`), cooperatively: its steps (`shared-thread.ts`) are driven in slices
 * of about `SLICE_MS` of work, each ended at a chunk's end by a macrotask's wait (`nextTurn`), and at a
 * barrier it waits by `Atomics.waitAsync`, so this thread's event loop runs all through the search: its
 * timers (the progress line), a Ctrl-C handler, and a worker's `exit`, whose `ABORT` (and the notify
 * that wakes a barrier's wait) stops this thread at its next step. The rule "no input can hang the
 * caller" needs both: a blocked caller never hears that the thread it waits for is gone. Same steps as
 * `runThread` (a worker's, blocking), hence the same search; only where it waits differs.
 */
import type { Model } from "./model";
import { nextTurn } from "./search";
import { ABORT } from "./shared-budget";
import { C, type SharedMem } from "./shared-memory";
import { stopIfAborted } from "./shared-run";
import { CHUNK_END, JOIN_WAIT, type ThreadEnd, type ThreadOptions, threadSteps } from "./shared-thread";

/** Milliseconds of work a cooperative thread does before it lets the event loop run. */
export const SLICE_MS = 4;

/** Barrier turns it spins before it waits asynchronously (a wait wakes through the event loop). */
const SPINS = 2000;

/** A wait's timeout in ms: it looks again (for `ABORT`) even if no notify comes. */
const WAIT_MS = 20;

type WaitAsync = (
  a: Int32Array,
  i: number,
  v: number,
  ms: number,
) => { async: false; value: string } | { async: true; value: Promise<string> };
const waitAsync = (Atomics as unknown as { waitAsync: WaitAsync }).waitAsync;

/** Wait while `ctl[i]` holds `v` (at most `WAIT_MS`), letting this thread's event loop run. */
async function waitWhile(ctl: Int32Array, i: number, v: number): Promise<void> {
  const w = waitAsync(ctl, i, v, WAIT_MS);
  if (w.async) await w.value;
}

/**
 * Thread `me` of the search in `mem`, run to its end on this thread cooperatively: in slices of about
 * `SLICE_MS`, awaiting `pause()` (by default a macrotask) between two, and waiting at a barrier without
 * blocking. `flags`: a side buffer's; a thread that fails raises its `ABORT`, one that sees it raised
 * stops at its next step (`aborted`).
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
      if (v === CHUNK_END) {
        spin = 0;
        if (performance.now() - slice < SLICE_MS) continue;
        await pause();
      } else if (v === JOIN_WAIT) await waitWhile(ctl, C.MEMBERS, Atomics.load(ctl, C.MEMBERS));
      else {
        if (v !== phase) spin = 0;
        phase = v;
        if (spin++ <= SPINS) continue;
        await waitWhile(ctl, C.PHASE, v);
      }
      slice = performance.now();
    }
  } catch (e) {
    if (abort !== null) Atomics.store(abort, ABORT, 1);
    throw e;
  }
}

/** Raise `ABORT` in `flags` (a thread failed or its worker stopped) and wake the waits at `mem`'s barriers. */
export function raiseAbort(flags: SharedArrayBuffer, mem: SharedMem): void {
  Atomics.store(new Int32Array(flags), ABORT, 1);
  const ctl = new Int32Array(mem.ctl);
  Atomics.notify(ctl, C.PHASE);
  Atomics.notify(ctl, C.MEMBERS);
}
