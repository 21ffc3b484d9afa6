/**
 * A thread of the shared search that fails raises `ABORT` itself, on either runner (`runThread`, a
 * worker's; `runThreadInTurns`, the caller's): the others stop at their next wait instead of waiting for
 * it at the next barrier for ever. (A worker's failure is also raised by the pool when its task
 * rejects; thread 0 on the calling thread has only its own.)
 */
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { modelOf } from "../../src/solver/model";
import { ABORT, sideBudget } from "../../src/solver/shared-budget";
import { sharedMemory } from "../../src/solver/shared-memory";
import { runThread } from "../../src/solver/shared-run";
import { startBytes } from "../../src/solver/shared-search";
import { startShared } from "../../src/solver/shared-thread";
import { runThreadInTurns } from "../../src/solver/shared-turns";
import { openField } from "./small-level";

const model = modelOf(openField, repositoryContent());

/** A one-thread search of the open field, started, and its side buffer with no budget. */
function started() {
  const actions = model.actions ?? 0;
  const mem = sharedMemory({
    threads: 1,
    actions,
    maxStates: 5000,
    bytesPerState: startBytes(model) * 2 + 64,
    chunk: 4,
  });
  startShared(model, mem);
  return { mem, side: sideBudget(1, performance.now(), undefined, undefined) };
}

/** A budget check that fails at its `n`th call (a chunk's start). */
function failingAt(n: number) {
  let calls = 0;
  return () => {
    if (++calls === n) throw new Error(`budget check failed at call ${n}`);
    return null;
  };
}

describe("a thread that fails raises ABORT itself", () => {
  for (const n of [1, 3, 40])
    test(`runThread, failing at its chunk ${n}`, () => {
      const { mem, side } = started();
      expect(() => runThread(model, mem, 0, { over: failingAt(n) }, side.flags)).toThrow(
        `budget check failed at call ${n}`,
      );
      expect(Atomics.load(new Int32Array(side.flags), ABORT)).toBe(1);
    });

  for (const n of [1, 3, 40])
    test(`runThreadInTurns, failing at its chunk ${n}`, async () => {
      const { mem, side } = started();
      await expect(runThreadInTurns(model, mem, 0, { over: failingAt(n) }, side.flags)).rejects.toThrow(
        `budget check failed at call ${n}`,
      );
      expect(Atomics.load(new Int32Array(side.flags), ABORT)).toBe(1);
    });

  test("a search that does not fail leaves ABORT down", async () => {
    const a = started();
    runThread(model, a.mem, 0, {}, a.side.flags);
    const b = started();
    await runThreadInTurns(model, b.mem, 0, {}, b.side.flags);
    expect([
      Atomics.load(new Int32Array(a.side.flags), ABORT),
      Atomics.load(new Int32Array(b.side.flags), ABORT),
    ]).toEqual([0, 0]);
  });
});
