/**
 * A writer placed in another buffer (src/solver/packed.ts `Writer.place`; issue 13 item 4): a thread of
 * the shared search places its writer in its arena, so that a child's bytes are written once
 * (`shared-thread.ts`). Whatever the place, the writer's hash and a store's dedup read only the state's
 * bytes; a state that outgrows the bytes it was placed in moves to the writer's own, whole; a bad place
 * is refused. (Moved from the retired hash shards' part-in-place tests, assertions unchanged.)
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { fold, hashBytes, StateStore, Writer, writtenHash } from "../../src/solver/packed";
import { fuzzed } from "../fuzz";

describe("a writer placed in another buffer", () => {
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

  test("a place not on a multiple of 4, past the bytes, or with other words is refused", () => {
    const memory = new Uint8Array(64);
    const words = new Int32Array(memory.buffer);
    const w = new Writer();
    expect(() => w.place(memory, words, 6)).toThrow(/Writer.place: start 6 must be a multiple of 4/);
    expect(() => w.place(memory, words, 68)).toThrow(/within 64 bytes/);
    expect(() => w.place(memory, new Int32Array(8), 0)).toThrow(/words 8 a quarter of them/);
  });
});
