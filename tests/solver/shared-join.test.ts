/**
 * A shared search ends when its members end (issue 13 item 4: the latency a user meets). Its outcome is
 * fixed by its layers, not by which threads joined (`C.MEMBERS`, shared-thread.ts), so `searchOnPool`
 * resolves once thread 0 and the threads that joined are done: a worker still loading, or whose task
 * has not even started, is not waited for. Its task, started after the end, finds the search over and
 * returns at once, touching nothing; the pool's next task queues behind it. And `solveMany` runs this
 * thread's share in slices, so the caller's event loop runs while it searches.
 */
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { shippedLevels } from "../../src/play/files";
import { modelOf } from "../../src/solver/model";
import { type SolverPool, solveMany, solveParallel, solverPool } from "../../src/solver/parallel";
import { SLICE_STATES, solve } from "../../src/solver/search";
import { C } from "../../src/solver/shared-memory";
import type { Task, TaskResult } from "../../src/solver/worker";
import { strip } from "./outcome";
import { poolKinds as kinds, poolKindNamed as named } from "./pool-kinds";
import { openField } from "./small-level";

const content = repositoryContent();
const level = (part: string) => shippedLevels().find((l) => l.path.includes(part))!.def;
/** How long a held-back worker's task waits at most: far past any search below. */
const HOLD_MS = 2500;

/**
 * A stand-in of `pool` whose tasks for the workers `held(k)` are sent only when `open()` is called or
 * `HOLD_MS` after the first one: a worker slow to join, as one still loading its bundle is.
 */
function holdingPool(pool: SolverPool, held: (k: number) => boolean) {
  let open: (why: string) => void = () => {};
  const gate = new Promise<string>((done) => (open = done));
  const late: { task: Extract<Task, { type: "shared" }>; result: Promise<TaskResult> }[] = [];
  const joined: { me: number; settled: boolean; ended: Promise<unknown> }[] = [];
  let timer: NodeJS.Timeout | undefined;
  const stand = Object.assign(Object.create(pool) as SolverPool, {
    run: (k: number, task: Task) => {
      if (!held(k)) {
        const sent = {
          me: (task as Extract<Task, { type: "shared" }>).me,
          settled: false,
          ended: Promise.resolve() as Promise<unknown>,
        };
        const result = pool.run(k, task).finally(() => (sent.settled = true));
        sent.ended = result.catch(() => {});
        joined.push(sent);
        return result;
      }
      timer ??= setTimeout(() => open("by the timer"), HOLD_MS);
      const result = gate.then(() => pool.run(k, task));
      late.push({ task: task as Extract<Task, { type: "shared" }>, result });
      return result;
    },
  });
  return {
    stand,
    gate,
    late,
    joined,
    open: (why: string) => {
      clearTimeout(timer);
      open(why);
    },
  };
}

const cases: [string, LevelDef, number | undefined][] = [
  ["the open field at 1,000 states", openField, 1000],
  ["the open field at 20,000 states", openField, 20_000],
  ["baba-conversion, won", level("baba-conversion"), undefined],
  ["baba-sink, no state budget", level("baba-sink"), undefined],
];

describe("a shared search resolves once the threads that joined are done", () => {
  for (const kind of kinds)
    for (const only of ["every thread but thread 0", "the last thread"])
      test(`${named(kind)}, ${only} held back from joining: solve's outcome, resolved before the held worker's task was sent; sent after, it returns at once and changes nothing`, async () => {
        const pool = solverPool(...kind);
        const workers = kind[1] ? kind[0] - 1 : kind[0];
        try {
          await solveParallel(openField, content, { pool, maxStates: 2000 }); // the workers loaded
          for (const [name, def, maxStates] of cases) {
            const first = kind[1] ? 0 : 1; // thread 0's worker is never held
            const held =
              only === "the last thread" ? (k: number) => k === workers - 1 : (k: number) => k >= first;
            const { stand, gate, late, joined, open } = holdingPool(pool, held);
            const r = await solveParallel(def, content, { pool: stand, maxStates, seen: true });
            // Every thread that joined (a member: its skips count) had ended when the search resolved.
            const members = Atomics.load(new Int32Array(late[0].task.mem.ctl), C.MEMBERS);
            for (const { me, settled } of joined)
              if (me < members) expect([name, me, settled]).toEqual([name, me, true]);
            // A worker not held that had not joined either (a search over before it loaded) may still be
            // starting: its task, like a held one's, finds the search over; the control words are read
            // once every task not held has returned, before the held ones are sent.
            await Promise.all(joined.map((j) => j.ended));
            const ctl = late.map(({ task }) => new Int32Array(task.mem.ctl).slice());
            open("by the search");
            expect([name, await gate]).toEqual([name, "by the search"]);
            expect([name, strip(r)]).toEqual([
              name,
              strip(solve(modelOf(def, content), { maxStates, seen: true })),
            ]);
            expect(late.length).toBeGreaterThan(0);
            for (const [i, { task, result }] of late.entries()) {
              const end = (await result) as { skips: Float64Array };
              expect([name, task.me, [...end.skips].every((x) => x === 0)]).toEqual([name, task.me, true]);
              expect(new Int32Array(task.mem.ctl)).toEqual(ctl[i]); // not even its READY bit
            }
          }
        } finally {
          await pool.destroy();
        }
      });

  for (const kind of [
    [2, true],
    [2, false],
    [3, false],
  ] as [number, boolean][])
    test(`${named(kind)}, a fresh pool: a tiny search then a large one back to back, both solve's (the second's tasks queue behind the first's late ones)`, async () => {
      const pool = solverPool(...kind);
      try {
        const model = modelOf(openField, content);
        for (const maxStates of [300, 150_000]) {
          const r = await solveParallel(openField, content, { pool, maxStates });
          expect([maxStates, strip(r)]).toEqual([maxStates, strip(solve(model, { maxStates }))]);
        }
      } finally {
        await pool.destroy();
      }
    });
});

describe("solveMany with a pool whose caller searches leaves this thread's event loop running", () => {
  for (const threads of [1, 2])
    test(`solverPool(${threads}): a setInterval ticks all through, this thread's levels searched in slices; the outcomes are solve's`, async () => {
      const pool = solverPool(threads);
      try {
        const defs = [openField, level("baba-sink"), openField, level("l3-")];
        const limits = { maxStates: 250_000 };
        await solveMany([{ def: level("baba-sink"), content }], pool); // the workers loaded
        let ticks = 0;
        const ticker = setInterval(() => ticks++, 10);
        const done: number[] = [];
        const results = await solveMany(
          defs.map((def) => ({ def, content })),
          pool,
          limits,
          (i) => done.push(i),
          { seen: true },
        );
        clearInterval(ticker);
        const one = defs.map((d) => strip(solve(modelOf(d, content), { ...limits, seen: true })));
        expect(results.map(strip)).toEqual(one);
        expect(done.sort()).toEqual([0, 1, 2, 3]);
        // Held to each level's end, the loop would tick once a level at most; turning between slices of
        // `SLICE_STATES` (32,768) states, once a slice (a slice takes longer than the interval). Counted
        // by slices, not by the wall time, so a loaded machine (fewer slices a second) does not fail it.
        const slices = results
          .filter((_, i) => i % threads === 0)
          .reduce((n, r) => n + Math.floor(r.explored / SLICE_STATES), 0);
        expect(slices).toBeGreaterThanOrEqual(7);
        expect(ticks).toBeGreaterThanOrEqual(Math.max(6, Math.floor(slices / 2)));
      } finally {
        await pool.destroy();
      }
    });
});
