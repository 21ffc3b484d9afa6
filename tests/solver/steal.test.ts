/**
 * Stealing (docs/rules.md §7, issue 13 item 4, `src/solver/shard-steal.ts`): a shard done with its part
 * of a layer expands parents another shard has left. Who expands a parent changes nothing: the keys,
 * the ranks and the answer (script and states explored) are the single-threaded ones.
 */
import { MessagePort } from "node:worker_threads";
import fc from "fast-check";
import { afterAll, describe, expect, test, vi } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { shippedLevels } from "../../src/play/files";
import { modelOf } from "../../src/solver/model";
import { solveParallel, solverPool } from "../../src/solver/parallel";
import { solve } from "../../src/solver/search";
import { solveSharded } from "../../src/solver/shard-search";
import type { Stolen } from "../../src/solver/shard-steal";
import { fuzzed } from "../fuzz";
import { strip } from "./outcome";
import { openField, smallLevel } from "./small-level";

const content = repositoryContent();

/** A steal hook asking at random (seeded), counting the asks. */
function stealer(seed: number) {
  let x = seed >>> 0 || 1;
  const hook = Object.assign(
    (_shard: number) => {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      hook.asked++;
      return (x >>> 0) % 3 === 0;
    },
    { asked: 0 },
  );
  return hook;
}

describe("stealing, shard by shard on one thread", () => {
  test("seeded small levels, 2 to 4 shards, parents taken at random points of each layer: the single-threaded result", () => {
    let asked = 0;
    fc.assert(
      fc.property(smallLevel, fc.integer({ min: 2, max: 4 }), fc.nat(), (def, shards, seed) => {
        const model = modelOf(def, content);
        const one = solve(model, { maxStates: 20_000 });
        fc.pre(one.solved || one.reason === "unsolvable");
        const steal = stealer(seed);
        expect(strip(solveSharded(model, shards, { threshold: 1, steal }))).toEqual(strip(one));
        asked += steal.asked;
      }),
      fuzzed({ seed: 5151, numRuns: 60 }),
    );
    expect(asked).toBeGreaterThan(100);
  });

  test("every shipped pure level, parents taken at every other ask: the single-threaded result", () => {
    for (const { path, def } of shippedLevels()) {
      const model = modelOf(def, content);
      if (!model.codec().portable) continue;
      let n = 0;
      const r = solveSharded(model, 3, { threshold: 1, steal: () => n++ % 2 === 0 });
      expect([path, strip(r)]).toEqual([path, strip(solve(model))]);
    }
  });

  test("the open field with parents taken: every state counted once, exactly to the limit", () => {
    const steal = stealer(7);
    const r = solveSharded(modelOf(openField, content), 2, { maxStates: 30_000, steal });
    expect(strip(r)).toEqual({ solved: false, reason: "limit", explored: 30_000 });
    expect(steal.asked).toBeGreaterThan(100);
  });
});

describe("stealing between threads", () => {
  const pool = solverPool(2);
  afterAll(() => pool.destroy());

  test("a shard done with its part takes parents from a slower one, in shared memory: the single-threaded result", async () => {
    const posts = vi.spyOn(MessagePort.prototype, "postMessage");
    try {
      // A flag in the far corner: won in 9 moves, 11,681 states (layers of thousands).
      const def = { ...openField, objects: [...openField.objects, { kind: "flag", x: 0, y: 9 }] } as LevelDef;
      const single = strip(solve(modelOf(def, content)));
      // This thread's shard is held up at every progress call (at most one each 100 ms), so the worker's
      // part ends first and it asks this one. A cold worker can still be the slower one in a busy
      // machine's first run: the search runs again, its worker now warm, until a shard gave parents.
      const slow = () => {
        const t = performance.now();
        while (performance.now() - t < 80);
      };
      let given: Stolen[] = [];
      for (let run = 0; run < 4 && given.length === 0; run++) {
        posts.mockClear();
        const parallel = await solveParallel(def, content, { pool, threshold: 512, onProgress: slow });
        expect(strip(parallel)).toEqual(single);
        const sent = posts.mock.calls.map(([m]) => m as { t?: string; work?: Stolen | null });
        given = sent.filter((m) => m.t === "work" && m.work !== null).map((m) => m.work as Stolen);
      }
      expect(given.length).toBeGreaterThan(0);
      for (const g of given)
        for (const a of [g.bytes, g.ends, g.ids, g.ranks]) expect(a.buffer).toBeInstanceOf(SharedArrayBuffer);
    } finally {
      posts.mockRestore();
    }
  });
});
