/**
 * A child sent to another shard is written once (issue 13 item 4; src/solver/shard-parts.ts
 * `Outbox.place` and `send`, src/solver/packed.ts `Writer.place`): a shard's writer is placed at the
 * end of one outbox's part, a child for that outbox's shard is appended where it was written, and any
 * other child is copied from there. Seeded: children of random lengths (some past the part's room,
 * which move the writer to bytes of its own) written into a placed writer, each kept (as a shard's own
 * child: not sent), sent to the outbox it is placed in (which places the writer past it), or sent to
 * another (the writer placed once, as a shard places it); parts sent when full and handed back now and
 * then. Every child read back from its part is the bytes written, with its numbers;
 * a child sent where it was written is in the part's memory, not a copy; and the writer's hash and a
 * store's dedup read only the child's bytes, wherever the writer was placed.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { fold, hashBytes, StateStore, Writer, writtenHash } from "../../src/solver/packed";
import { childStart, Outbox, type Part } from "../../src/solver/shard-parts";
import { fuzzed } from "../fuzz";
import { type Child, children } from "./part-children";

const child = fc.record({
  length: fc.oneof(
    { weight: 30, arbitrary: fc.nat({ max: 120 }) },
    { weight: 1, arbitrary: fc.nat({ max: 9000 }) },
  ),
  seed: fc.nat({ max: 255 }),
  /** 0: kept (not sent); 1: sent to the outbox the writer is placed in; 2: sent to another outbox. */
  to: fc.nat({ max: 2 }),
});

describe("a child sent, written once", () => {
  /** Children sent where they were written, over the runs (some must be). */
  let inPlaceSends = 0;
  let inSameMemory = 0;

  test("every child read back from its part is the bytes written, and one sent where it was written is not copied", () => {
    fc.assert(
      fc.property(fc.array(child, { minLength: 1, maxLength: 5000, size: "max" }), (list) => {
        const home = new Outbox();
        const other = new Outbox();
        const w = new Writer();
        home.place(w);
        const sent: Child[][] = [[], []];
        const got: Child[][] = [[], []];
        const spare: Part[] = [];
        const take = (k: number, box: Outbox): void => {
          const part = box.take(1);
          got[k].push(...children(part));
          spare.push(part);
          if (spare.length > 2) box.reuse(spare.shift() as Part); // (handed back, if it is this box's: else dropped)
        };
        list.forEach(({ length, seed, to }, i) => {
          w.reset();
          for (let k = 0; k < length; k++) w.u8((seed + k * 31) & 255);
          const bytes = [...w.bytes.subarray(w.start, w.length)];
          expect(writtenHash(w)).toBe(fold(hashBytes(w.bytes, w.start, w.length)));
          if (to === 0) return;
          const c = { bytes, h: i * 3, parent: i, code: seed, key: i * 65536.5 };
          const box = to === 1 ? home : other;
          sent[to - 1].push(c);
          const inPlace = box === home && w.bytes === home.bytes;
          const at = w.start;
          const memory = w.bytes;
          if (inPlace) inPlaceSends++;
          const full = box.send(w, c.h, c.parent, c.code, c.key);
          if (full) take(to - 1, box);
          else if (inPlace) {
            // the child is in the part where it was written (the same memory, unless the part grew after it)
            expect(childStart(home.meta, home.n - 1)).toBe(at);
            if (home.bytes === memory) inSameMemory++;
          }
          if (box === home) {
            // a child sent to the writer's outbox, in place or copied, leaves the writer at the part's end
            // (the next part's, once the part is sent)
            expect(w.bytes).toBe(home.bytes);
            expect(w.start).toBe((home.length + 3) & ~3);
          }
        });
        take(0, home);
        take(1, other);
        expect(got).toEqual(sent);
      }),
      fuzzed({ seed: 19, numRuns: 20 }),
    );
    expect(inPlaceSends).toBeGreaterThan(1000);
    expect(inSameMemory).toBeGreaterThan(inPlaceSends * 0.9);
  });

  test("a placed writer's state is hashed and deduplicated by its own bytes alone", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ start: fc.nat({ max: 64 }), bytes: fc.array(fc.nat({ max: 3 }), { maxLength: 40 }) }),
          {
            minLength: 1,
            maxLength: 60,
          },
        ),
        (states) => {
          const store = new StateStore();
          const w = new Writer();
          const distinct = new Set<string>();
          const memory = new Uint8Array(512).fill(7);
          const words = new Int32Array(memory.buffer);
          for (const { start, bytes } of states) {
            w.place(memory, words, start * 4);
            for (const b of bytes) w.u8(b);
            expect(w.length - w.start).toBe(bytes.length);
            expect(writtenHash(w)).toBe(fold(hashBytes(Uint8Array.from(bytes), 0, bytes.length)));
            const key = bytes.join(",");
            expect(store.add(w, -1, -1)).toBe(!distinct.has(key));
            distinct.add(key);
            expect(store.addBytes(Uint8Array.from(bytes), 0, bytes.length, -1, -1)).toBe(false);
          }
          expect(store.size).toBe(distinct.size);
        },
      ),
      fuzzed({ seed: 20, numRuns: 60 }),
    );
  });

  test("a state that outgrows the bytes it was placed in moves to the writer's own, from 0, whole", () => {
    const memory = new Uint8Array(64);
    const w = new Writer();
    w.place(memory, new Int32Array(memory.buffer), 52);
    for (let k = 0; k < 40; k++) w.u8(k + 1);
    expect(w.bytes).not.toBe(memory);
    expect(w.start).toBe(0);
    expect([...w.bytes.subarray(w.start, w.length)]).toEqual(Array.from({ length: 40 }, (_, k) => k + 1));
    expect(writtenHash(w)).toBe(fold(hashBytes(w.bytes, 0, 40)));
  });

  test("a writer whose bytes an encoder keeps leaves its part at the first such child sent, and its children are copied from then on", () => {
    // (an encoder keeping its bytes writes the next state over them: src/solver/grid-encode.ts `encodeOver`)
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ length: fc.nat({ max: 60 }), seed: fc.nat({ max: 255 }), keeps: fc.boolean() }),
          {
            minLength: 1,
            maxLength: 300,
          },
        ),
        (list) => {
          const home = new Outbox();
          const w = new Writer();
          const encoder = {};
          home.place(w);
          const sent: number[][] = [];
          let released = false;
          for (const { length, seed, keeps } of list) {
            w.reset();
            for (let k = 0; k < length; k++) w.u8((seed + k * 7) & 255);
            if (keeps) {
              w.keeper = encoder;
              w.keptEnd = w.length;
            }
            sent.push([...w.bytes.subarray(w.start, w.length)]);
            const inPart = w.bytes === home.bytes;
            expect(inPart).toBe(!released);
            const full = home.send(w, 1, 2, 3, 4);
            expect(full).toBe(false);
            released ||= keeps;
            // still placed at the part's end until an encoder keeps its bytes; then in bytes of its own
            expect(w.bytes === home.bytes).toBe(!released);
            if (released) expect(w.start).toBe(0);
          }
          expect(children(home.take(1)).map((c) => c.bytes)).toEqual(sent);
        },
      ),
      fuzzed({ seed: 21, numRuns: 60 }),
    );
  });

  test("a place not on a multiple of 4, past the bytes, or with other words is refused", () => {
    const memory = new Uint8Array(64);
    const words = new Int32Array(memory.buffer);
    const w = new Writer();
    expect(() => w.place(memory, words, 6)).toThrow(/Writer.place: start 6 must be a multiple of 4/);
    expect(() => w.place(memory, words, 68)).toThrow(/within 64 bytes/);
    expect(() => w.place(memory, new Int32Array(8), 0)).toThrow(/words 8 a quarter of them/);
  });
});
