/**
 * A part's children are packed at multiples of 4 bytes and copied four bytes at a time (issue 13 item 4;
 * src/solver/shard-parts.ts `Outbox.push`, `childStart`). Seeded: children of random lengths, written
 * into one reused encoder buffer (as a shard's `Writer`), into a buffer grown between children, or given
 * as views at random offsets of one buffer (aligned or not), pushed into an outbox whose parts are sent
 * full, handed back and packed again: every child read back from its part (`childStart`) is the bytes
 * pushed, with its hash, parent, code and key, against a list of what was pushed.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { Outbox, type Part } from "../../src/solver/shard-parts";
import { fuzzed } from "../fuzz";
import { type Child, children } from "./part-children";

const child = fc.record({
  length: fc.nat({ max: 300 }),
  seed: fc.nat({ max: 255 }),
  /** 0: the encoder's buffer; 1: that buffer grown first; 2: a view at an offset of a shared buffer. */
  how: fc.nat({ max: 2 }),
  offset: fc.nat({ max: 7 }),
});

describe("a part's children packed in four-byte words", () => {
  test("read back from their parts, they are the children pushed, in order", () => {
    fc.assert(
      fc.property(fc.array(child, { minLength: 1, maxLength: 3000, size: "max" }), (list) => {
        const box = new Outbox();
        let encoder = new Uint8Array(64);
        const big = new Uint8Array(1024);
        const pushed: Child[] = [];
        const got: Child[] = [];
        const spare: Part[] = [];
        list.forEach(({ length, seed, how, offset }, i) => {
          if (how === 1 || encoder.length < length) encoder = new Uint8Array(Math.max(64, length * 2));
          const src = how === 2 ? big.subarray(offset, offset + length) : encoder;
          for (let k = 0; k < length; k++) src[k] = (seed + k * 31) & 255;
          if (how !== 2) for (let k = length; k < src.length; k++) src[k] = 0xee; // not the child's
          const c = {
            bytes: [...src.subarray(0, length)],
            h: i * 3,
            parent: i,
            code: seed,
            key: i * 65536.5,
          };
          pushed.push(c);
          if (box.push(src, length, c.h, c.parent, c.code, c.key)) {
            const part = box.take(1);
            got.push(...children(part));
            spare.push(part);
            if (i % 3 === 0) box.reuse(spare.shift() as Part); // handed back, packed again
          }
        });
        got.push(...children(box.take(1)));
        expect(got).toEqual(pushed);
      }),
      fuzzed({ seed: 13, numRuns: 20 }),
    );
  });
});
