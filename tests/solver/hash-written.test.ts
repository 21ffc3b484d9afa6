/**
 * A writer's bytes hashed four bytes at a time and folded (`writtenHash`, src/solver/packed.ts; issue
 * 13 item 4) are `fold(hashBytes)` of the same bytes, the number the stores and the shards' owners are
 * made of. Seeded: runs of writes of every width into one reused writer (reset between states, grown past its first
 * size, lengths not multiples of 4), each hashed both ways; and a store finds a state added from a
 * writer (`add`, which hashes it so) again from its bytes alone (`addBytes`, which hashes them with
 * `hashBytes`), as a search's hand-off to its shards finds them.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { fold, hashBytes, StateStore, Writer, writtenHash } from "../../src/solver/packed";
import { fuzzed } from "../fuzz";

/**
 * One write: its width (0: a byte, 1: two, 2: four, 3: a string) and its value; now and then a string
 * longer than the writer's room, which it grows to the bytes asked, past doubling.
 */
const write = fc.record({
  width: fc.nat({ max: 3 }),
  value: fc.nat({ max: 2 ** 32 - 1 }),
  text: fc.oneof(
    { weight: 20, arbitrary: fc.string({ maxLength: 40, size: "max" }) },
    { weight: 1, arbitrary: fc.string({ minLength: 300, maxLength: 700, size: "max" }) },
  ),
});

/** Makes `one` write into `w`. */
function writeOne(w: Writer, { width, value, text }: { width: number; value: number; text: string }): void {
  if (width === 0) w.u8(value & 0xff);
  else if (width === 1) w.u16(value & 0xffff);
  else if (width === 2) w.u32(value);
  else w.str(text);
}

describe("writtenHash", () => {
  test("is the folded hashBytes of the writer's bytes, for every length and after the writer grows", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(write, { maxLength: 200, size: "max" }), { minLength: 1, maxLength: 8 }),
        (states) => {
          const w = new Writer();
          for (const writes of states) {
            w.reset();
            for (const one of writes) {
              writeOne(w, one);
              expect(writtenHash(w)).toBe(fold(hashBytes(w.bytes, 0, w.length)));
            }
          }
        },
      ),
      fuzzed({ seed: 413, numRuns: 60 }),
    );
  });

  test("a store finds a state added from a writer again from its bytes, and adds each distinct state once", () => {
    fc.assert(
      fc.property(fc.array(fc.array(write, { maxLength: 40 }), { minLength: 1, maxLength: 30 }), (states) => {
        const store = new StateStore();
        const w = new Writer();
        const distinct = new Set<string>();
        for (const writes of states) {
          w.reset();
          for (const one of writes) writeOne(w, one);
          const bytes = w.bytes.slice(0, w.length);
          const key = bytes.join(",");
          expect(store.add(w, -1, -1)).toBe(!distinct.has(key));
          distinct.add(key);
          expect(store.addBytes(bytes, 0, bytes.length, -1, -1)).toBe(false);
        }
        expect(store.size).toBe(distinct.size);
      }),
      fuzzed({ seed: 414, numRuns: 60 }),
    );
  });
});
