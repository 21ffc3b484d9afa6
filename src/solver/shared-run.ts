/**
 * A thread of the shared search run on a real thread (`shared-thread.ts`'s steps): it waits where its
 * steps yield a wait, with `Atomics.wait` (at a barrier after a short spin), so it needs a thread that
 * may block (a worker, or the command's while it searches). Given a side buffer (`shared-budget.ts`), a
 * thread that fails raises its `ABORT` word before it throws, and a thread that sees it raised stops at
 * its next wait or chunk end (`aborted`): the others would wait for the failed one at the next
 * barrier for ever.
 */
import type { Model } from "./model";
import { ABORT } from "./shared-budget";
import { C, type SharedMem } from "./shared-memory";
import { CHUNK_END, JOIN_WAIT, type ThreadEnd, type ThreadOptions, threadSteps } from "./shared-thread";

/** Barrier turns a thread spins before it sleeps. */
const SPINS = 2000;

/** What a thread stopped because another failed throws (the other's error is the search's). */
const ABORTED = "stopped: another thread failed";

/** Thread `me` stops here if another failed (`ABORT` raised in `abort`, a side buffer's flags). */
export function stopIfAborted(abort: Int32Array | null, me: number): void {
  if (abort !== null && Atomics.load(abort, ABORT) !== 0)
    throw new Error(`shared search: thread ${me} ${ABORTED}`);
}

/** Whether `e` is a thread's stop because another failed (from a worker, a plain `Error` of its message). */
export function aborted(e: unknown): boolean {
  return e instanceof Error && e.message.endsWith(ABORTED);
}

/**
 * What a thread does where its steps yield (`threadSteps`): at a chunk's end nothing; waiting to join,
 * an `Atomics.wait` of at most `joinMs`; at a barrier, `SPINS` turns of spinning, then waits of at most
 * 1 ms each, woken by the barrier's release. One per thread run (it keeps the spin count).
 */
export function waitAt(ctl: Int32Array, joinMs: number): (v: number) => void {
  let spin = 0;
  let phase = -1;
  return (v) => {
    if (v === CHUNK_END) spin = 0;
    else if (v === JOIN_WAIT) Atomics.wait(ctl, C.MEMBERS, Atomics.load(ctl, C.MEMBERS), joinMs);
    else {
      if (v !== phase) spin = 0;
      phase = v;
      if (spin++ > SPINS) Atomics.wait(ctl, C.PHASE, v, 1);
    }
  };
}

/**
 * One step of a thread's run, the same on both runners: the thread's end, or, where its steps yield,
 * a stop if another failed (`stopIfAborted`) and else the wait asked for (`waitAt`'s).
 */
export function stepOn(
  steps: Generator<number, ThreadEnd>,
  abort: Int32Array | null,
  me: number,
  wait: (v: number) => void,
): ThreadEnd | undefined {
  const r = steps.next();
  if (r.done) return r.value;
  stopIfAborted(abort, me);
  wait(r.value);
  return undefined;
}

/** A thread that failed raises `ABORT` in `abort` (a side buffer's flags), so that the others stop. */
export function raiseOwn(abort: Int32Array | null): void {
  if (abort !== null) Atomics.store(abort, ABORT, 1);
}

/** Thread `me` of the search in `mem`, run to its end on this thread, waiting where it must; `flags`: a side buffer's. */
export function runThread<S>(
  model: Model<S>,
  mem: SharedMem,
  me: number,
  options: ThreadOptions = {},
  flags?: SharedArrayBuffer,
): ThreadEnd {
  const abort = flags === undefined ? null : new Int32Array(flags);
  const steps = threadSteps(model, mem, me, { ...options, fine: false });
  const wait = waitAt(new Int32Array(mem.ctl), 5);
  try {
    for (;;) {
      const end = stepOn(steps, abort, me, wait);
      if (end !== undefined) return end;
    }
  } catch (e) {
    raiseOwn(abort);
    throw e;
  }
}
