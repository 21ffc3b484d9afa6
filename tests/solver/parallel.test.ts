/**
 * The parallel search (docs/rules.md §7, issue 13 item 4): the shared search, one seen set for every
 * worker thread, layers ranked by key, gives exactly the single-threaded result (script and states
 * explored) when it wins or exhausts a level; a budget stops it with the limit it hit.
 */
import { readFileSync } from "node:fs";
import { MessagePort, Worker } from "node:worker_threads";
import fc from "fast-check";
import { afterAll, describe, expect, test, vi } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { shippedLevels } from "../../src/play/files";
import { seenBySearch } from "../../src/solver/hints";
import { modelOf } from "../../src/solver/model";
import { solveMany, solveParallel, solverPool } from "../../src/solver/parallel";
import { type SolveResult, search, solve } from "../../src/solver/search";
import type { SharedMem } from "../../src/solver/shared-memory";
import { compiledWorker } from "../../src/solver/worker-build";
import { fuzzed } from "../fuzz";
import { map } from "../grid/builder";
import { strip } from "./outcome";
import { openField, smallLevel } from "./small-level";

const pool = solverPool(2);
afterAll(() => pool.destroy());
const content = repositoryContent();
const level = (part: string) => shippedLevels().find((l) => l.path.includes(part))!.def;

describe("parallel search on worker threads", () => {
  test("every shipped level with every layer on the workers: the single-threaded script and states explored", async () => {
    for (const { path, def } of shippedLevels()) {
      const parallel = await solveParallel(def, content, { pool });
      expect([path, strip(parallel)]).toEqual([path, strip(solve(modelOf(def, content)))]);
    }
  });

  test("no ArrayBuffer is transferred (a detached buffer would deoptimise this thread's typed-array code), the search's memory crosses as shared memory", async () => {
    const posts = [vi.spyOn(MessagePort.prototype, "postMessage"), vi.spyOn(Worker.prototype, "postMessage")];
    try {
      const parallel = await solveParallel(openField, content, { pool, maxStates: 20_000 });
      expect(strip(parallel)).toEqual({ solved: false, reason: "limit", explored: 20_000 });
      const calls = posts.flatMap((p) => p.mock.calls);
      const transferred = calls.flatMap(([, t]) => (Array.isArray(t) ? t : []));
      expect(transferred.filter((b) => b instanceof ArrayBuffer)).toEqual([]);
      const buffers = calls
        .filter(([m]) => (m as { task?: { type: string } }).task?.type === "shared")
        .flatMap(([m]) => Object.values((m as { task: { mem: SharedMem } }).task.mem))
        .flatMap((v) => (Array.isArray(v) ? v : [v]))
        .filter((v) => typeof v === "object");
      expect(buffers.length).toBeGreaterThan(6); // a shared task's buffers among them
      expect(buffers.filter((a) => !(a instanceof SharedArrayBuffer))).toEqual([]);
    } finally {
      for (const p of posts) p.mockRestore();
    }
  });

  test("small layers here, large ones on the workers: same result", async () => {
    const parallel = await solveParallel(level("baba-conversion"), content, { pool });
    expect(strip(parallel)).toEqual(strip(solve(modelOf(level("baba-conversion"), content))));
    expect(parallel.solved).toBe(true);
  });

  test("seeded small levels: the single-threaded script and states explored, won or exhausted", async () => {
    await fc.assert(
      fc.asyncProperty(smallLevel, async (def) => {
        const one = solve(modelOf(def, content), { maxStates: 20_000 });
        fc.pre(one.solved || one.reason === "unsolvable");
        const parallel = await solveParallel(def, content, { pool });
        expect(strip(parallel)).toEqual(strip(one));
      }),
      fuzzed({ seed: 1313, numRuns: 25 }),
    );
  });

  test("a state limit stops the workers at exactly that many states", async () => {
    const parallel = await solveParallel(openField, content, { pool, maxStates: 30_000 });
    expect(strip(parallel)).toEqual({ solved: false, reason: "limit", explored: 30_000 });
    const bounded = await solveParallel(level("baba-conversion"), content, {
      pool,
      maxStates: 150,
    });
    expect(strip(bounded)).toEqual(
      strip(solve(modelOf(level("baba-conversion"), content), { maxStates: 150 })),
    );
  });

  test("a state limit one below, at or one past a layer's last state stops the workers at exactly that many states", async () => {
    // The open field's layer ends (the states found once a layer is complete), from one thread.
    const ends: number[] = [];
    let layer = -1;
    search(
      modelOf(openField, content),
      {},
      () => null,
      (n, found) => {
        if (n !== layer) ends.push(found);
        layer = n;
        return found > 60_000;
      },
    );
    const limits = ends.filter((e) => e > 600).flatMap((e) => [e - 1, e, e + 1]);
    expect(limits.length).toBeGreaterThanOrEqual(12);
    for (const maxStates of limits) {
      const parallel = await solveParallel(openField, content, { pool, maxStates });
      expect(strip(parallel)).toEqual({ solved: false, reason: "limit", explored: maxStates });
    }
  });

  test("a time or memory limit stops the parallel search with that limit (progress counts up, with the heap from the workers)", async () => {
    const seen: [number, number | undefined][] = [];
    const timed = await solveParallel(openField, content, {
      pool,
      timeLimitMs: 300,
      onProgress: (n, heap) => seen.push([n, heap]),
    });
    expect(timed).toMatchObject({ solved: false, reason: "time" });
    expect(timed.explored).toBeGreaterThan(512);
    const memory = await solveParallel(openField, content, { pool, maxHeapBytes: 1 });
    expect(memory).toMatchObject({ solved: false, reason: "memory" });
    expect(memory.explored).toBeLessThan(512 * 10);
    // Progress counts up; a call from the workers' phase also gives the heap of every thread.
    for (let i = 0; i < seen.length; i++) {
      const [n, heap] = seen[i];
      expect(n).toBeGreaterThanOrEqual(i === 0 ? 1 : seen[i - 1][0]);
      if (heap !== undefined) expect(heap).toBeGreaterThan(0);
    }
  });

  test("a level whose states do not cross threads (SpellGrid) is searched here: same result", async () => {
    const parallel = await solveParallel(level("l1-"), content, { pool, maxStates: 100 });
    expect(strip(parallel)).toEqual(strip(solve(modelOf(level("l1-"), content), { maxStates: 100 })));
  });

  test("solveMany solves levels on the workers, results in order", async () => {
    const defs = [level("baba-sink"), level("l3-")];
    const results = await solveMany(
      defs.map((def) => ({ def, content })),
      pool,
    );
    expect(results.map(strip)).toEqual(defs.map((d) => strip(solve(modelOf(d, content)))));
  });
});

describe("a pool whose threads all run on workers (solverPool(n, false): what npm run solve uses)", () => {
  const free = solverPool(2, false);
  afterAll(() => free.destroy());

  test("the single-threaded result, won or stopped at a state limit, with this thread's event loop running while the workers search", async () => {
    const bounded = { pool: free, maxStates: 150_000 };
    let turns = 0;
    let searching = true;
    const turn = () => {
      turns++;
      if (searching) setImmediate(turn);
    };
    setImmediate(turn);
    const stopped = await solveParallel(openField, content, bounded);
    searching = false;
    expect(strip(stopped)).toEqual({ solved: false, reason: "limit", explored: 150_000 });
    // This thread ran no search thread: its loop turned all along (one here would hold it to the end).
    expect(turns).toBeGreaterThan(10);
    const conversion = level("baba-conversion");
    const won = await solveParallel(conversion, content, { pool: free });
    expect(strip(won)).toEqual(strip(solve(modelOf(conversion, content))));
    const defs = [level("baba-sink"), level("l3-")];
    const many = await solveMany(
      defs.map((def) => ({ def, content })),
      free,
    );
    expect(many.map(strip)).toEqual(defs.map((d) => strip(solve(modelOf(d, content)))));
  });
});

describe("an exhausted parallel search counts what its states held from the shared search's stores (hints.ts)", () => {
  /** Baba walled off from the flag, a skull beside: some states lost, none won. */
  const walled = map(
    "BABA IS YOU .",
    "FLAG IS WIN .",
    "WALL IS STOP .",
    "SKULL IS DEFEAT",
    "skull baba wall flag",
  );
  const free = solverPool(2, false);
  afterAll(() => free.destroy());

  test("the threads' counts add up to the separate pass's, on this thread and the workers, or on the workers alone", async () => {
    const def: LevelDef = { ...walled, name: "walled" };
    const again = seenBySearch(modelOf(def, content));
    expect(again.lost).toBeGreaterThan(0);
    for (const p of [pool, free]) {
      const r = await solveParallel(def, content, { pool: p, seen: true });
      expect(r).toMatchObject({ solved: false, reason: "unsolvable", explored: again.states, seen: again });
      expect(await solveParallel(def, content, { pool: p })).not.toHaveProperty("seen");
    }
  });

  test("solveMany asked for them counts them where each level was searched, a worker or this thread: the separate pass's counts", async () => {
    const defs: LevelDef[] = [
      { ...walled, name: "walled" },
      { ...map("BABA IS YOU", ". baba ."), name: "no-win" },
      { ...map("BABA IS YOU", "FLAG IS WIN", "baba flag ."), name: "won" },
      { ...walled, name: "walled-again" },
    ];
    const levels = defs.map((def) => ({ def, content }));
    for (const p of [pool, free]) {
      // with `pool`, levels 0 and 2 are searched on this thread, 1 and 3 on the worker; with `free`, all on workers
      const results = await solveMany(levels, p, {}, () => {}, { seen: true });
      for (const [i, def] of defs.entries()) {
        const r = results[i];
        if (r.solved)
          expect(r).not.toHaveProperty("seen"); // a won search counts nothing
        else expect(r).toMatchObject({ reason: "unsolvable", seen: seenBySearch(modelOf(def, content)) });
      }
      expect(results.filter((r) => !r.solved)).toHaveLength(3);
      for (const r of await solveMany(levels, p)) expect(r).not.toHaveProperty("seen"); // not asked: not counted
    }
  });
});

describe("the worker's bundle (compiled, without the JSON Schema checker)", () => {
  const plain = { lexicon: content.lexicon, seams: content.seams, cards: content.cards };
  const good: LevelDef = { name: "tiny", ...map("baba . . . .", ". . . . .", "BABA IS YOU . .") };

  test("leaves ajv out", () => {
    const text = readFileSync(new URL(compiledWorker()), "utf8");
    expect(text).not.toContain("node_modules/ajv/");
    expect(text).toContain("SchemaStepSkipped");
  });

  test("a worker refuses a malformed level or lexicon with an error naming the field, and goes on", async () => {
    const bad: [unknown, typeof plain, string][] = [
      [{ ...good, width: "five" }, plain, 'level "tiny": width: "five" must be a positive integer'],
      [{ ...good, objects: [{ kind: "dragon", x: 0, y: 0 }] }, plain, 'objects[0].kind: "dragon"'],
      [{ ...good, objects: [{ kind: "baba", x: 9, y: 0 }] }, plain, "objects[0].x: 9 is off the 5×3 grid"],
      [{ ...good, extra: 1 }, plain, "extra: 1 is not a level field"],
      [null, plain, "solver worker: a solve task's level must be an object, got null"],
      [
        good,
        { ...plain, lexicon: { ...plain.lexicon, words: 7 } as never },
        "newBaba: lexicon must be a lexicon",
      ],
    ];
    for (const [def, data, message] of bad)
      await expect(
        pool.run(0, { type: "solve", def: def as LevelDef, content: data, limits: {} }),
      ).rejects.toThrow(message);
    const r = (await pool.run(0, { type: "solve", def: good, content: plain, limits: {} })) as SolveResult;
    expect(strip(r)).toEqual(strip(solve(modelOf(good, content))));
  });
});

describe("Model.apply (what workers replay)", () => {
  test("replaying level 2's solution action by action reaches a won state", () => {
    const model = modelOf(level("l2-"), content);
    const r = solve(model);
    if (!r.solved) throw new Error("l2 not solved");
    const end = r.actions.reduce((s, a) => model.apply(s, a), model.start);
    expect(model.won(end)).toBe(true);
  });
  test("a spell aimed at an empty tile is refused, not cast untargeted", () => {
    const model = modelOf(level("l3-"), content);
    expect(() =>
      model.apply(model.start, { type: "card", card: "Whirlwind", tile: [6, 0], choices: [] }),
    ).toThrow("no minion on tile (6, 0)");
  });
});
