/**
 * The parallel search (docs/rules.md §7, issue 13 item 4): the seen set cut by hash into one shard per
 * worker thread, layers ranked by key, gives exactly the single-threaded result (script and states
 * explored) when it wins or exhausts a level; a budget stops it with the limit it hit.
 */
import { readFileSync } from "node:fs";
import { MessageChannel, MessagePort, Worker } from "node:worker_threads";
import fc from "fast-check";
import { afterAll, describe, expect, test, vi } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { shippedLevels } from "../../src/play/files";
import { seenBySearch } from "../../src/solver/hints";
import { modelOf } from "../../src/solver/model";
import { solveMany, solveParallel, solverPool } from "../../src/solver/parallel";
import { type SolveResult, search, solve } from "../../src/solver/search";
import type { Adopted } from "../../src/solver/shard";
import { childStart, Outbox, ownerIn, ownerOf, type Part } from "../../src/solver/shard-parts";
import { handOff, solveSharded } from "../../src/solver/shard-search";
import { BELLS, HEAP_MS, runShard, type ShardJob, TOTAL } from "../../src/solver/shard-worker";
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
      const parallel = await solveParallel(def, content, { pool, threshold: 1 });
      expect([path, strip(parallel)]).toEqual([path, strip(solve(modelOf(def, content)))]);
    }
  });

  test("no ArrayBuffer is transferred (a detached buffer would deoptimise this thread's typed-array code), parts, layer keys and the states handed over cross in shared memory", async () => {
    const posts = [vi.spyOn(MessagePort.prototype, "postMessage"), vi.spyOn(Worker.prototype, "postMessage")];
    try {
      const parallel = await solveParallel(openField, content, { pool, threshold: 512, maxStates: 20_000 });
      expect(strip(parallel)).toEqual({ solved: false, reason: "limit", explored: 20_000 });
      const calls = posts.flatMap((p) => p.mock.calls);
      const parts = calls.filter(([m]) => (m as { t?: string }).t === "part");
      expect(parts.length).toBeGreaterThan(0); // this thread's shard sent parts
      const transferred = calls.flatMap(([, t]) => (Array.isArray(t) ? t : []));
      expect(transferred.filter((b) => b instanceof ArrayBuffer)).toEqual([]);
      expect(transferred.some((p) => p instanceof MessagePort)).toBe(true); // the shards' ports
      const keys = calls.filter(([m]) => (m as { t?: string }).t === "keys");
      expect(keys.length).toBeGreaterThan(0);
      const arrays = [
        ...parts.flatMap(([m]) => {
          const { part } = m as { part: Part };
          return [part.bytes, part.meta, part.keys];
        }),
        ...keys.map(([m]) => (m as { keys: { keys: Float64Array } }).keys.keys),
        ...calls
          .filter(([m]) => (m as { task?: { type: string } }).task?.type === "shard")
          .flatMap(([m]) => Object.values((m as { task: { adopted: Adopted } }).task.adopted))
          .filter((v) => ArrayBuffer.isView(v)),
      ];
      expect(arrays.length).toBeGreaterThan(6); // a shard task's adopted states among them
      expect(arrays.filter((a) => !(a.buffer instanceof SharedArrayBuffer))).toEqual([]);
    } finally {
      for (const p of posts) p.mockRestore();
    }
  });

  test("small layers here, large ones on the workers: same result", async () => {
    const parallel = await solveParallel(level("baba-conversion"), content, { pool, threshold: 30 });
    expect(strip(parallel)).toEqual(strip(solve(modelOf(level("baba-conversion"), content))));
    expect(parallel.solved).toBe(true);
  });

  test("seeded small levels: the single-threaded script and states explored, won or exhausted", async () => {
    await fc.assert(
      fc.asyncProperty(smallLevel, async (def) => {
        const one = solve(modelOf(def, content), { maxStates: 20_000 });
        fc.pre(one.solved || one.reason === "unsolvable");
        const parallel = await solveParallel(def, content, { pool, threshold: 1 });
        expect(strip(parallel)).toEqual(strip(one));
      }),
      fuzzed({ seed: 1313, numRuns: 25 }),
    );
  });

  test("a state limit stops the workers at exactly that many states", async () => {
    const parallel = await solveParallel(openField, content, { pool, threshold: 512, maxStates: 30_000 });
    expect(strip(parallel)).toEqual({ solved: false, reason: "limit", explored: 30_000 });
    const bounded = await solveParallel(level("baba-conversion"), content, {
      pool,
      threshold: 1,
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
      const parallel = await solveParallel(openField, content, { pool, threshold: 512, maxStates });
      expect(strip(parallel)).toEqual({ solved: false, reason: "limit", explored: maxStates });
    }
  });

  test("a time or memory limit stops the parallel search with that limit (progress counts up, with the heap from the workers)", async () => {
    const seen: [number, number | undefined][] = [];
    const timed = await solveParallel(openField, content, {
      pool,
      threshold: 512,
      timeLimitMs: 300,
      onProgress: (n, heap) => seen.push([n, heap]),
    });
    expect(timed).toMatchObject({ solved: false, reason: "time" });
    expect(timed.explored).toBeGreaterThan(512);
    const memory = await solveParallel(openField, content, { pool, threshold: 512, maxHeapBytes: 1 });
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
    const parallel = await solveParallel(level("l1-"), content, { pool, threshold: 1, maxStates: 100 });
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

describe("a pool whose shards all run on workers (solverPool(n, false): what npm run solve uses)", () => {
  const free = solverPool(2, false);
  afterAll(() => free.destroy());

  test("the single-threaded result, won or stopped at a state limit, with this thread's event loop running while the shards search", async () => {
    const bounded = { pool: free, threshold: 512, maxStates: 150_000 };
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
    // This thread ran no shard: its loop turned all along (a shard here would hold it to the end).
    expect(turns).toBeGreaterThan(10);
    const conversion = level("baba-conversion");
    const won = await solveParallel(conversion, content, { pool: free, threshold: 30 });
    expect(strip(won)).toEqual(strip(solve(modelOf(conversion, content))));
    const defs = [level("baba-sink"), level("l3-")];
    const many = await solveMany(
      defs.map((def) => ({ def, content })),
      free,
    );
    expect(many.map(strip)).toEqual(defs.map((d) => strip(solve(modelOf(d, content)))));
  });
});

describe("an exhausted parallel search counts what its states held from the shards' stores (hints.ts)", () => {
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

  test("the shards' counts add up to the separate pass's, on this thread and the workers, or on the workers alone", async () => {
    const def: LevelDef = { ...walled, name: "walled" };
    const again = seenBySearch(modelOf(def, content));
    expect(again.lost).toBeGreaterThan(0);
    for (const p of [pool, free]) {
      const r = await solveParallel(def, content, { pool: p, threshold: 1, seen: true });
      expect(r).toMatchObject({ solved: false, reason: "unsolvable", explored: again.states, seen: again });
      expect(await solveParallel(def, content, { pool: p, threshold: 1 })).not.toHaveProperty("seen");
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

describe("the sharded search, shard by shard on one thread", () => {
  test("seeded small levels with 1 to 4 shards: the single-threaded result", () => {
    fc.assert(
      fc.property(
        smallLevel,
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 40 }),
        (def, shards, threshold) => {
          const model = modelOf(def, content);
          const one = solve(model, { maxStates: 20_000 });
          fc.pre(one.solved || one.reason === "unsolvable");
          expect(strip(solveSharded(model, shards, { threshold }))).toEqual(strip(one));
        },
      ),
      fuzzed({ seed: 4242, numRuns: 60 }),
    );
  });

  test("seeded small levels handed to 1 to 4 shards within a layer: the single-threaded result", () => {
    fc.assert(
      fc.property(
        smallLevel,
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 2, max: 400 }),
        (def, shards, after) => {
          const model = modelOf(def, content);
          const one = solve(model, { maxStates: 20_000 });
          fc.pre(one.solved || one.reason === "unsolvable");
          expect(strip(solveSharded(model, shards, { after }))).toEqual(strip(one));
        },
      ),
      fuzzed({ seed: 4343, numRuns: 60 }),
    );
    // The open field handed over at states that fall within its layers, cut at a state limit.
    for (const after of [700, 5_001, 12_345]) {
      const r = solveSharded(modelOf(openField, content), 2, { after, maxStates: 30_000 });
      expect(strip(r)).toEqual({ solved: false, reason: "limit", explored: 30_000 });
    }
  });

  test("a state limit ends it at exactly that many states", () => {
    const r = solveSharded(modelOf(openField, content), 3, { maxStates: 5000 });
    expect(strip(r)).toEqual({ solved: false, reason: "limit", explored: 5000 });
  });

  test("a shard with no heap budget reads the heap (for the progress line) at most once every HEAP_MS, not every 4,096 states", () => {
    const model = modelOf(openField, content);
    const first = search(
      model,
      {},
      () => null,
      (n) => n >= 512,
    );
    if (first.found !== null) throw new Error("the open field is not won in its first layers");
    const job: ShardJob = {
      me: 0,
      shards: 1,
      ports: [null],
      control: new SharedArrayBuffer(4 * (BELLS + 1)),
      heaps: new SharedArrayBuffer(8),
      adopted: handOff(first.store, first, 1)[0],
      before: first.next,
      maxStates: 60_000,
    };
    const reads = vi.spyOn(process, "memoryUsage");
    const t0 = performance.now();
    let r: ReturnType<typeof runShard>;
    try {
      r = runShard(model, job);
    } finally {
      reads.mockRestore();
    }
    const ms = performance.now() - t0;
    expect(r.outcome).toBe("stopped");
    expect(new Int32Array(job.control)[TOTAL]).toBeGreaterThan(60_000);
    expect(new Float64Array(job.heaps)[0]).toBeGreaterThan(0); // read at the first check
    expect(reads.mock.calls.length).toBeLessThanOrEqual(Math.floor(ms / HEAP_MS) + 1);
  });

  test("a part handed back is packed again: the next part reuses its buffers and carries only its own children", () => {
    const box = new Outbox();
    const child = (n: number) => Uint8Array.from({ length: 3 + (n % 5) }, (_, k) => (n * 7 + k) & 255);
    const fill = (from: number, count: number) => {
      for (let n = from; n < from + count; n++) box.push(child(n), child(n).length, n, n * 2, n % 5, n * 10);
    };
    fill(0, 40);
    const first = box.take(1);
    const { bytes, meta, keys } = first;
    box.reuse(first);
    fill(100, 2);
    expect(box.take(2).bytes === bytes).toBe(false); // packed before `first` came back
    fill(200, 3);
    const third = box.take(3); // packed into `first`'s buffers
    expect(third.bytes === bytes && third.meta === meta && third.keys === keys).toBe(true);
    expect({ layer: third.layer, n: third.n }).toEqual({ layer: 3, n: 3 });
    for (let c = 0; c < 3; c++) {
      const n = 200 + c;
      expect(third.bytes.subarray(childStart(third.meta, c), third.meta[c * 4])).toEqual(child(n));
      expect([...third.meta.subarray(c * 4 + 1, c * 4 + 4), third.keys[c]]).toEqual([
        n,
        n * 2,
        n % 5,
        n * 10,
      ]);
    }
    // A part handed back with buffers not of a part's sizes is not packed into.
    const odd = box.take(4);
    box.reuse({ ...odd, meta: new Int32Array(4) });
    fill(300, 1);
    expect(box.take(5).bytes === odd.bytes).toBe(false);
    fill(400, 2);
    const next = box.take(6);
    expect(next.n).toBe(2);
    expect([0, 1].map((c) => next.bytes.subarray(childStart(next.meta, c), next.meta[c * 4]))).toEqual([
      child(400),
      child(401),
    ]);
  });

  test("seeded: a part carries each child's bytes and numbers as pushed, whatever its length and the array it came from", () => {
    // A child is encoded into a reused array longer than it (as a shard's writer does), or comes in an
    // array of its own, at any offset: each reads back exactly, its neighbours untouched.
    const child = fc.record({
      bytes: fc.uint8Array({ maxLength: 90, size: "max" }),
      from: fc.constantFrom("reused", "own", "offset"),
      h: fc.integer(),
      parent: fc.nat(),
      code: fc.nat(0x3ffff),
      key: fc.nat(2 ** 40),
    });
    fc.assert(
      fc.property(fc.array(child, { maxLength: 40 }), (children) => {
        const box = new Outbox();
        const reused = new Uint8Array(128);
        for (const c of children) {
          let src = c.bytes;
          if (c.from === "reused") {
            reused.fill(0xee); // what a longer state left past this one
            reused.set(c.bytes);
            src = reused;
          } else if (c.from === "offset") {
            src = new Uint8Array(c.bytes.length + 3).subarray(1, c.bytes.length + 1);
            src.set(c.bytes);
          }
          box.push(src, c.bytes.length, c.h, c.parent, c.code, c.key);
        }
        const part = box.take(1);
        expect(part.n).toBe(children.length);
        children.forEach((c, i) => {
          expect(part.bytes.subarray(childStart(part.meta, i), part.meta[i * 4])).toEqual(c.bytes);
          expect([...part.meta.subarray(i * 4 + 1, i * 4 + 4), part.keys[i]]).toEqual([
            c.h,
            c.parent,
            c.code,
            c.key,
          ]);
        });
      }),
      fuzzed({ seed: 5151, numRuns: 100 }),
    );
  });

  test("a part's buffers are shared memory: posted, they reach the owner without being detached here", async () => {
    const box = new Outbox();
    box.push(Uint8Array.of(1, 2, 3), 3, 7, 8, 9, 10);
    const part = box.take(1);
    const { port1, port2 } = new MessageChannel();
    const got = new Promise<Part>((resolve) => port2.once("message", resolve));
    port1.postMessage(part);
    const there = await got;
    port1.close();
    expect([part.bytes.length, part.meta.length, part.keys.length]).toEqual([1024 * 96, 1024 * 4, 1024]);
    there.bytes[0] = 42; // the owner's view is the sender's memory
    expect(part.bytes[0]).toBe(42);
    expect(there.meta[0]).toBe(3);
  });

  test("states are spread over the shards by hash, about evenly", () => {
    const counts = [0, 0, 0];
    for (let i = 0; i < 30_000; i++) counts[ownerOf(Math.imul(i, 0x2545f491) ^ (i << 7), 3)]++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(600);
  });

  test("a shard's owner of a child by scale (`ownerIn`, shards / 2^32) is `ownerOf`'s: the top bits of the hash's mix times the shards", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 64 }),
        (h, n) => {
          const top = Math.floor(((Math.imul(h, 0x9e3779b1) >>> 0) * n) / 2 ** 32);
          expect([ownerIn(h, n / 2 ** 32), ownerOf(h, n)]).toEqual([top, top]);
        },
      ),
      fuzzed({ seed: 4242, numRuns: 2000 }),
    );
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
