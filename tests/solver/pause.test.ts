/**
 * Pausing (docs/rules.md §7, issue 13 item 4, `runShardPausing` in `src/solver/shard-worker.ts`): the
 * shard on the command's thread stops between two parents (or while it waits for the others) for a turn
 * of its event loop, so that a Ctrl-C is heard, and goes on from where it was. A pause only delays the
 * search: the keys, the ranks and the answer (script, states explored, successors skipped) are the
 * single-threaded ones.
 */
import fc from "fast-check";
import { afterAll, describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { shippedLevels } from "../../src/play/files";
import { modelOf } from "../../src/solver/model";
import { solveParallel, solverPool } from "../../src/solver/parallel";
import { solve } from "../../src/solver/search";
import { solveSharded } from "../../src/solver/shard-search";
import { PAUSE_MS, runShardPausing, type ShardJob } from "../../src/solver/shard-worker";
import { fuzzed } from "../fuzz";
import { strip } from "./outcome";
import { openField, smallLevel } from "./small-level";

const content = repositoryContent();

/** A hook saying yes at random (seeded) one time in `one`, counting its yeses. */
function atRandom(seed: number, one: number) {
  let x = seed >>> 0 || 1;
  const hook = Object.assign(
    (_shard: number) => {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      const yes = (x >>> 0) % one === 0;
      hook.asked++;
      if (yes) hook.yes++;
      return yes;
    },
    { asked: 0, yes: 0 },
  );
  return hook;
}

describe("pausing, shard by shard on one thread", () => {
  test("seeded small levels, 2 to 4 shards, pausing (and giving parents away) at random points of each layer: the single-threaded result", () => {
    let asked = 0;
    let pauses = 0;
    fc.assert(
      fc.property(smallLevel, fc.integer({ min: 2, max: 4 }), fc.nat(), (def, shards, seed) => {
        const model = modelOf(def, content);
        const one = solve(model, { maxStates: 20_000 });
        fc.pre(one.solved || one.reason === "unsolvable");
        const pause = atRandom(seed, 2);
        const steal = atRandom(seed ^ 0x5eed, 3);
        expect(strip(solveSharded(model, shards, { threshold: 1, pause, steal }))).toEqual(strip(one));
        asked += pause.asked;
        pauses += pause.yes;
      }),
      fuzzed({ seed: 6262, numRuns: 60 }),
    );
    // Small levels have small layers: a shard is asked only every 16 parents, never at its first.
    expect(asked).toBeGreaterThan(10);
    expect(pauses).toBeGreaterThan(5);
  });

  test("every shipped pure level, pausing at every other ask: the single-threaded result", () => {
    let paused = 0;
    for (const { path, def } of shippedLevels()) {
      const model = modelOf(def, content);
      if (!model.codec().portable) continue;
      let n = 0;
      const pause = () => n++ % 2 === 0;
      const r = solveSharded(model, 3, { threshold: 1, pause, steal: atRandom(n + 3, 2) });
      expect([path, strip(r)]).toEqual([path, strip(solve(model))]);
      paused += Math.ceil(n / 2);
    }
    expect(paused).toBeGreaterThan(0);
  });

  test("the open field, pausing at every chance: every state counted once, exactly to the limit, the successors skipped as on one thread", () => {
    const model = modelOf(openField, content);
    let asked = 0;
    const r = solveSharded(model, 2, {
      maxStates: 30_000,
      pause: () => {
        asked++;
        return true;
      },
      steal: atRandom(9, 2),
    });
    expect(strip(r)).toEqual(strip(solve(model, { maxStates: 30_000 })));
    expect(asked).toBeGreaterThan(1000);
  });
});

describe("the shard on this thread lets its event loop run", () => {
  const pool = solverPool(2); // this thread runs a shard
  afterAll(() => pool.destroy());

  test("a timer fires all along a search of the open field on two threads, at most a few pauses apart: the single-threaded result", async () => {
    const maxStates = 400_000;
    const model = modelOf(openField, content);
    const single = strip(solve(model, { maxStates }));
    const turns: number[] = [];
    const timer = setInterval(() => turns.push(performance.now()), 1);
    let r: Awaited<ReturnType<typeof solveParallel>>;
    const t0 = performance.now();
    try {
      r = await solveParallel(openField, content, { pool, threshold: 512, maxStates });
    } finally {
      clearInterval(timer);
    }
    const t1 = performance.now();
    expect(strip(r)).toEqual(single);
    // Without pauses the timer waits for the whole part of the shards (nearly all of the search).
    let gap = 0;
    let last = t0;
    for (const t of [...turns, t1]) {
      gap = Math.max(gap, t - last);
      last = t;
    }
    expect(t1 - t0).toBeGreaterThan(8 * PAUSE_MS);
    expect(gap).toBeLessThan(Math.max(6 * PAUSE_MS, (t1 - t0) / 3));
  });

  test("a pause of no time, or of no number, is refused, before anything is searched", async () => {
    const job = { me: 0, shards: 1 } as ShardJob;
    for (const pauseMs of [0, -5, Number.NaN])
      await expect(runShardPausing(modelOf(openField, content), job, undefined, pauseMs)).rejects.toThrow(
        `runShardPausing: pauseMs must be a number of milliseconds above 0, got ${pauseMs}`,
      );
  });
});
