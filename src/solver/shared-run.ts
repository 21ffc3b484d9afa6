/**
 * A thread of the shared search run on a real thread (`shared-thread.ts`'s steps): it waits where its
 * steps yield a wait, with `Atomics.wait` (at a barrier after a short spin), so it needs a thread that
 * may block (a worker, or the command's while it searches).
 */
import type { Model } from "./model";
import { C, type SharedMem } from "./shared-memory";
import { CHUNK_END, JOIN_WAIT, type ThreadEnd, type ThreadOptions, threadSteps } from "./shared-thread";

/** Barrier turns a thread spins before it sleeps. */
const SPINS = 2000;

/** Thread `me` of the search in `mem`, run to its end on this thread, waiting where it must. */
export function runThread<S>(
  model: Model<S>,
  mem: SharedMem,
  me: number,
  options: ThreadOptions = {},
): ThreadEnd {
  const ctl = new Int32Array(mem.ctl);
  const steps = threadSteps(model, mem, me, { ...options, fine: false });
  let spin = 0;
  let phase = -1;
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
    const v = r.value;
    if (v === CHUNK_END) spin = 0;
    else if (v === JOIN_WAIT) Atomics.wait(ctl, C.MEMBERS, Atomics.load(ctl, C.MEMBERS), 5);
    else {
      if (v !== phase) spin = 0;
      phase = v;
      if (spin++ > SPINS) Atomics.wait(ctl, C.PHASE, v, 1);
    }
  }
}
