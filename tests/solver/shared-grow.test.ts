/**
 * The shared search without a state budget (docs/rules.md §7): its memory is reserved once and committed
 * as written, its index grows at layers' ends, and it gives `solve`'s outcome whatever its threads,
 * chunks and interleavings, with no search made again. Out of its reservation it ends as `solve` does at
 * a budget of the states it holds, reason "memory"; a thread whose arena cannot hold a new state ends it
 * where `solve` would have kept every state of lesser key.
 */
import fc from "fast-check";
import { afterAll, describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { shippedLevels } from "../../src/play/files";
import { type Model, modelOf } from "../../src/solver/model";
import { solveParallel, solverPool } from "../../src/solver/parallel";
import { searchFrom, solve, startSearch } from "../../src/solver/search";
import { freshPart, partStarts, putPart, rehash } from "../../src/solver/shared-index";
import {
  C,
  CHUNK,
  indexSlots,
  type MemShape,
  reservedStateBytes,
  reservedStates,
  type SharedMem,
  sharedMemory,
  Views,
} from "../../src/solver/shared-memory";
import {
  interleave,
  outcomeOf,
  type SharedOptions,
  solveShared,
  startBytes,
} from "../../src/solver/shared-search";
import { startShared, threadSteps } from "../../src/solver/shared-thread";
import { fuzzed } from "../fuzz";
import { strip } from "./outcome";
import { openField } from "./small-level";

const content = repositoryContent();

/** A small open level, no win: 123,352 states, every one reached (BABA IS YOU, ROCK and PUSH loose). */
const growField = {
  name: "grow-field",
  width: 5,
  height: 5,
  objects: [
    { kind: "text:BABA", x: 0, y: 0 },
    { kind: "text:IS", x: 1, y: 0 },
    { kind: "text:YOU", x: 2, y: 0 },
    { kind: "baba", x: 2, y: 2 },
    { kind: "text:ROCK", x: 1, y: 3 },
    { kind: "text:PUSH", x: 3, y: 3 },
  ],
} as LevelDef;

/** The shape `solveShared` gives a model's memory for `options` (the states its reservation holds). */
const shapeOf = (model: Model<unknown>, threads: number, options: SharedOptions): MemShape => ({
  threads,
  actions: model.actions ?? 0,
  reserveBytes: options.reserveBytes,
  bytesPerState: startBytes(model) * 2 + 16,
  chunk: options.chunk ?? CHUNK,
});

/** `solve`'s outcome at a budget of `states`, as a search out of its memory there gives it. */
const outOfMemoryAt = (model: Model<unknown>, states: number): unknown => {
  const cut = solve(model, { maxStates: states });
  return cut.solved || cut.reason !== "limit" ? strip(cut) : strip({ ...cut, reason: "memory" });
};

/** The first `n` states `solve` reaches, as hex strings, sorted. */
const solveStates = (model: Model<unknown>, n: number): string[] => {
  const at = startSearch(model, {});
  if (at.found !== null) throw new Error("won at its start");
  const paused = searchFrom(
    model,
    {},
    () => null,
    (_, found) => found > n,
    at,
  );
  if (paused.found !== null) throw new Error(`ended within ${n} states`);
  const { store } = paused;
  const hex = (i: number) =>
    Buffer.from(store.arena.subarray(store.offset[i], store.offset[i + 1])).toString("hex");
  return Array.from({ length: n }, (_, i) => hex(i)).sort();
};

/**
 * The states a shared search out of memory kept as explored (`n` of them), as hex strings, sorted: every
 * state of its threads but the last layer's past the first `n − (states before it)` in key order.
 */
const keptStates = (mem: SharedMem, n: number): string[] => {
  const v = new Views(mem);
  const ids: number[] = [];
  for (let t = 0; t < mem.threads; t++)
    for (let i = 0; i < v.ctl[C.SIZE + t]; i++) ids.push((i << v.bits) | t);
  const last = v.orders[v.ctl[C.SEL]].subarray(0, v.ctl[C.LAYER_N]);
  const dropped = new Set(last.subarray(n - (ids.length - last.length)));
  const hex = (id: number) => Buffer.from(v.bytesOf(id)).toString("hex");
  return ids
    .filter((id) => !dropped.has(id))
    .map(hex)
    .sort();
};

describe("without a state budget the shared search gives solve's outcome", () => {
  for (const { path, def } of shippedLevels()) {
    test(`${path}: 1, 2 and 3 threads, chunks of 1, 3 and 512, an index grown from 1 state`, () => {
      const model = modelOf(def, content);
      const one = strip(solve(model, { seen: true }));
      for (const [threads, chunk, seed, room] of [
        [1, 512, 1, 4096],
        [1, 3, 2, 1],
        [2, 1, 3, 1],
        [3, 3, 4, 1],
        [3, 512, 5, 2],
      ])
        expect(strip(solveShared(model, threads, { seen: true, chunk, seed, room }))).toEqual(one);
    });
  }

  test("a level of 123,352 states searched to its end (exhausted), 1, 2 and 3 threads", () => {
    const model = modelOf(growField, content);
    const one = strip(solve(model, { seen: true }));
    expect(one).toMatchObject({ solved: false, reason: "unsolvable", explored: 123_352 });
    for (const [threads, chunk, seed, room] of [
      [1, 512, 1, 4096],
      [2, 3, 2, 1],
      [3, 64, 3, 16],
    ])
      expect(strip(solveShared(model, threads, { seen: true, chunk, seed, room }))).toEqual(one);
  });
});

describe("the index grows at a layer's end", () => {
  test("at every layer's end the index has 4/3 of every state there can be after the next layer (grown from 1 state)", () => {
    for (const [def, threads, depths] of [
      [growField, 2, 99],
      [openField, 3, 10],
    ] as const) {
      const model = modelOf(def, content);
      const actions = model.actions ?? 0;
      const mem = sharedMemory({ ...shapeOf(model, threads, {}), indexStates: 1 });
      const ctl = new Int32Array(mem.ctl);
      startShared(model, mem);
      const steps = Array.from({ length: threads }, (_, t) => threadSteps(model, mem, t, { fine: true }));
      const ended = steps.map(() => false);
      const states = () =>
        Array.from({ length: threads }, (_, t) => ctl[C.LSTART + t]).reduce((a, b) => a + b);
      let layers = 0;
      for (let k = 0; ended.includes(false) && ctl[C.DEPTH] < depths; k = (k + 1) % threads) {
        if (!ended[k]) ended[k] = steps[k].next().done === true;
        if (ctl[C.DEPTH] === layers || ctl[C.DONE] === 1) continue;
        layers = ctl[C.DEPTH]; // (a layer's end, the next one set up)
        expect(3 * ctl[C.SLOTS]).toBeGreaterThanOrEqual(4 * (states() + actions * ctl[C.LAYER_N]));
      }
      expect(layers).toBeGreaterThan(8);
      expect(ctl[C.SLOTS]).toBeGreaterThanOrEqual(1 << 14); // (grown from 16 slots)
    }
  });

  test("the sizing rule: a power of two, at least 4/3 of the states there can be after the next layer, within the reservation", () => {
    fc.assert(
      fc.property(fc.nat(1 << 20), fc.nat(1 << 16), fc.integer({ min: 1, max: 8 }), (states, layer, a) => {
        const slots = indexSlots(states, layer, a, 1 << 24);
        expect(Number.isInteger(Math.log2(slots))).toBe(true);
        expect(3 * slots).toBeGreaterThanOrEqual(Math.min(3 << 24, 4 * (states + a * layer)));
        expect(3 * slots).toBeLessThan(Math.max(8 * (states + a * layer), 2));
        expect(indexSlots(states, layer, a, 1 << 10)).toBeLessThanOrEqual(1 << 10);
      }),
      fuzzed({ seed: 2301, numRuns: 200 }),
    );
  });

  test("a grown index holds every entry where a probe from its hash finds it, and nothing more", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer(), { maxLength: 60 }),
        fc.integer({ min: 1, max: 4 }),
        (hashes, up) => {
          const max = 1 << 10;
          const from = 64;
          const { slots, probe } = filledIndex(hashes, from, max);
          rehash(slots, from, from << up, max);
          for (const [i, h] of hashes.entries()) expect(slots[probe(h, from << up) << 1]).toBe(i + 1);
          const ids = [];
          for (let s = 0; s < from << up; s++) if (slots[s << 1] !== 0) ids.push(slots[s << 1]);
          expect(ids.sort((a, b) => a - b)).toEqual(hashes.map((_, i) => i + 1));
        },
      ),
      fuzzed({ seed: 2302, numRuns: 100 }),
    );
    const slots = new Int32Array(new SharedArrayBuffer(3 * 64 * 4));
    expect(() => rehash(slots, 64, 32, 64)).toThrow(/rehash: 64 slots cannot grow to 32 within 64/);
  });

  test("a growth in place, split in parts at empty slots, each put back in any order, each writing only its own images: every entry where a probe from its hash finds it, nothing more, and every empty slot's hash 0", () => {
    // (hashes of any value, or homes crowded into 50 of the 128 old slots: long runs, past the old slots' end)
    const crowded = fc
      .tuple(fc.nat(49), fc.integer())
      .map(([home, high]) => (high << 7) | ((100 + home) & 127));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uniqueArray(fc.integer(), { maxLength: 96 }),
          fc.uniqueArray(crowded, { minLength: 40, maxLength: 96 }),
        ),
        fc.integer({ min: 1, max: 3 }),
        fc
          .integer({ min: 1, max: 5 })
          .chain((parts) =>
            fc.tuple(
              fc.constant(parts),
              fc.shuffledSubarray([...Array(parts).keys()], { minLength: parts }),
              fc.shuffledSubarray([...Array(parts).keys()], { minLength: parts }),
            ),
          ),
        (hashes, up, [parts, putOrder]) => {
          const max = 1 << 10;
          const from = 128;
          const { slots, probe } = filledIndex(hashes, from, max);
          const starts = partStarts(slots, from, from << up, max, parts);
          for (let p = parts - 1; p >= 0; p--) freshPart(slots, from, from << up, p, parts);
          const mine = (p: number, x: number) =>
            (((x & (from - 1)) - starts[p]) & (from - 1)) < starts[p + 1] - starts[p];
          for (const p of putOrder) {
            const before = slots.slice();
            putPart(slots, from, from << up, starts, p);
            // a part writes only its own images (the others' threads write theirs at once)
            const others = [];
            for (let x = 0; x < max; x++)
              if (!mine(p, x) && (slots[2 * x] !== before[2 * x] || slots[2 * x + 1] !== before[2 * x + 1]))
                others.push(x);
            expect(others).toEqual([]);
          }
          expect(hashes.map((h) => slots[probe(h, from << up) << 1])).toEqual(hashes.map((_, i) => i + 1));
          const ids = [];
          for (let s = 0; s < from << up; s++) if (slots[s << 1] !== 0) ids.push(slots[s << 1]);
          expect(ids.sort((a, b) => a - b)).toEqual(hashes.map((_, i) => i + 1));
          const stale = [];
          for (let s = 0; s < max; s++) if (slots[s << 1] === 0 && slots[(s << 1) | 1] !== 0) stale.push(s);
          expect(stale).toEqual([]);
        },
      ),
      fuzzed({ seed: 2601, numRuns: 300 }),
    );
    const slots = new Int32Array(new SharedArrayBuffer(2 * 64 * 4));
    const starts = partStarts(slots, 32, 64, 64, 2);
    expect(() => putPart(slots, 32, 64, starts, 2)).toThrow(/no part 2 of 2/);
    expect(() => putPart(slots, 32, 64, starts, -1)).toThrow(/no part -1 of 2/);
    expect(() => partStarts(slots, 32, 64, 64, 0)).toThrow(/no 0 parts/);
    slots.fill(1, 0, 64);
    expect(() => partStarts(slots, 32, 64, 64, 2)).toThrow(/32 slots all full/);
  });

  test("the index grows between a layer's two barriers, one barrier more, every thread putting back a part; the layer's end grows it no more", () => {
    for (const threads of [1, 2, 3]) {
      const model = modelOf(growField, content);
      const mem = sharedMemory({ ...shapeOf(model, threads, {}), indexStates: 1 });
      const ctl = new Int32Array(mem.ctl);
      startShared(model, mem);
      const steps = Array.from({ length: threads }, (_, t) => threadSteps(model, mem, t, { fine: true }));
      const ended = steps.map(() => false);
      let [depth, phase, slots, grown] = [0, 0, ctl[C.SLOTS], 0];
      for (let k = 0; ended.includes(false); k = (k + 1) % threads) {
        if (!ended[k]) ended[k] = steps[k].next().done === true;
        if (ctl[C.DEPTH] === depth) continue;
        // a layer's end: three barriers when the index grew, two when not
        expect(ctl[C.PHASE] - phase).toBe(ctl[C.SLOTS] > slots ? 3 : 2);
        if (ctl[C.SLOTS] > slots) grown++;
        [depth, phase, slots] = [ctl[C.DEPTH], ctl[C.PHASE], ctl[C.SLOTS]];
      }
      expect(grown).toBeGreaterThan(5);
      expect(ctl[C.DEPTH]).toBeGreaterThan(8);
    }
  });
});

describe("out of memory, the search ends as solve does at a budget, reason memory", () => {
  test("a reservation's states: the search ends at the next one, as solve at that budget, reason memory", () => {
    for (const [def, sizes] of [
      [openField, [1, 3000, 40_000, 333_333, 2_000_000]],
      [growField, [5000, 1_000_000, 1e9]],
    ] as const) {
      const model = modelOf(def, content);
      for (const [i, reserveBytes] of sizes.entries()) {
        const threads = 1 + (i % 3);
        const options = { reserveBytes, chunk: 1 + 7 * i, seed: i + 1 };
        const held = reservedStates(shapeOf(model, threads, options));
        expect(held).toBe(
          Math.max(1, Math.floor(reserveBytes / (startBytes(model) * 2 + 16 + 17 + 20 + 40))),
        );
        expect(strip(solveShared(model, threads, options))).toEqual(outOfMemoryAt(model, held));
      }
    }
  });

  test("a reservation holds its states: one thread's per-state arrays, the keys, the orders and the index take at most reservedStateBytes(0, actions) a state", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 64 }),
        fc.integer({ min: 1, max: 20_000_000 }),
        (threads, actions, chunk, reserveBytes) => {
          const mem = sharedMemory({ threads, actions, chunk, reserveBytes, bytesPerState: 24 });
          const total = mem.byKey.byteLength / (4 * actions); // (every state the threads may make)
          // A state's words are written in one thread's arrays (each reserved for all, committed as written).
          const perState = [mem.from, mem.to, mem.key, mem.parent, mem.lost].map((each) => each[0]);
          const bytes = [...perState, mem.byKey, ...mem.order, mem.slots].reduce(
            (sum, b) => sum + b.byteLength,
            0,
          );
          expect(bytes).toBeLessThanOrEqual(reservedStateBytes(0, actions) * total);
        },
      ),
      fuzzed({ seed: 6801, numRuns: 300 }),
    );
  });

  test("an arena too small: the states kept are solve's first ones, as many as explored, and the outcome solve's at that budget", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(openField, growField),
        fc.integer({ min: 300, max: 120_000 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 6 }), // (small chunks: the other threads expand parents past the hole)
        fc.nat(),
        (def, arenaBytes, threads, chunk, seed) => {
          const model = modelOf(def, content);
          const mem = sharedMemory({ ...shapeOf(model, threads, { chunk }), arenaBytes });
          const out = outcomeOf(model, mem, interleave(model, mem, { seed }), false);
          expect(out).toMatchObject({ solved: false, reason: "memory" });
          expect(strip({ ...out, ms: 0 })).toEqual(outOfMemoryAt(model, out.explored));
          expect(keptStates(mem, out.explored)).toEqual(solveStates(model, out.explored));
        },
      ),
      fuzzed({ seed: 2303, numRuns: 16 }),
    );
  });

  test("bad reservations are refused before anything is searched", () => {
    const model = modelOf(openField, content);
    expect(() => solveShared(model, 2, { reserveBytes: -1 })).toThrow(
      /reserveBytes must be a number of bytes above 0, not -1/,
    );
    expect(() => solveShared(model, 2, { room: 0 })).toThrow(/indexStates must be a whole number ≥ 1, not 0/);
    expect(() => solveShared(model, 2, { arenaBytes: 1.5 })).toThrow(
      /arenaBytes must be a whole number ≥ 1, not 1.5/,
    );
    expect(() => solveShared(model, 2, { arenaBytes: 8 })).toThrow(/the start state passes its arena/);
  });
});

describe("on real threads, without a state budget", () => {
  const two = solverPool(2);
  const three = solverPool(3);
  afterAll(async () => {
    await two.destroy();
    await three.destroy();
  });

  test("a level searched to its end and every shipped level, pools of 2 and 3: solve's outcome", async () => {
    const model = modelOf(growField, content);
    const one = strip(solve(model, { seen: true }));
    for (const pool of [two, three])
      for (const chunk of [3, 512])
        expect(strip(await solveParallel(growField, content, { pool, chunk, seen: true }))).toEqual(one);
    for (const { def } of shippedLevels())
      for (const pool of [two, three])
        expect(strip(await solveParallel(def, content, { pool, chunk: 1 }))).toEqual(
          strip(solve(modelOf(def, content))),
        );
  });
});

/**
 * An index of `from` slots (two words a slot: id + 1, hash) in a buffer of `max` slots, holding entry i
 * of `hashes` (ids 1, 2, …) where linear probing from its hash puts it; `probe(h, size)`: the slot a
 * probe for `h` among `size` slots stops at.
 */
function filledIndex(hashes: readonly number[], from: number, max: number) {
  const slots = new Int32Array(new SharedArrayBuffer(2 * max * 4));
  const probe = (h: number, size: number) => {
    let s = h & (size - 1);
    while (slots[s << 1] !== 0 && slots[(s << 1) | 1] !== h) s = (s + 1) & (size - 1);
    return s;
  };
  hashes.forEach((h, i) => {
    const s = probe(h, from);
    slots[s << 1] = i + 1;
    slots[(s << 1) | 1] = h;
  });
  return { slots, probe };
}
