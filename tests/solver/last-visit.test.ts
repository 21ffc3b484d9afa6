/**
 * A visit that returns true is the last (`Codec.expand`, src/solver/model.ts): the successors after it
 * are not played. Stopping at successor k visits exactly the first k + 1 successors of a full
 * expansion, the same actions with the same bytes, on every shipped level (Baba and SpellGrid), from
 * states along seeded random walks; the scripts found by stopping (`scriptOf`) replay to the same
 * states as the full expansion's.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { shippedLevels } from "../../src/play/files";
import type { PlayerAction } from "../../src/play/notation";
import { type Codec, modelOf } from "../../src/solver/model";
import { Reader, Writer } from "../../src/solver/packed";
import { scriptOf } from "../../src/solver/search";
import { fuzzed } from "../fuzz";

const content = repositoryContent();

/** The successors visited from `bytes`, each as its number, action and bytes, stopping after `last`. */
function visits(codec: Codec<unknown>, bytes: Uint8Array, last: number): [number, PlayerAction, number[]][] {
  const out: [number, PlayerAction, number[]][] = [];
  const w = new Writer();
  codec.expand(new Reader(bytes, 0), (s, j, action) => {
    w.reset();
    codec.encode(s, w);
    out.push([j, action, [...w.bytes.subarray(0, w.length)]]);
    return j === last;
  });
  return out;
}

let stopped = 0;

describe("a last visit", () => {
  for (const { path, def } of shippedLevels())
    test(`${path}: stopping at successor k visits the first k + 1 of the full expansion`, () => {
      const model = modelOf(def, content);
      const codec = model.codec();
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 4 }), fc.nat(), (walk, stop) => {
          const w = new Writer();
          codec.encode(model.start, w);
          let bytes = w.bytes.slice(0, w.length);
          const steps: number[] = [];
          for (const pick of walk) {
            const all = visits(codec, bytes, -1);
            if (all.length === 0) return;
            const k = stop % all.length;
            const some = visits(codec, bytes, k);
            expect(some).toEqual(all.slice(0, k + 1));
            if (k < all.length - 1) stopped++;
            const [j, , next] = all[pick % all.length];
            steps.push(j);
            bytes = Uint8Array.from(next);
          }
          // the script of the walk, found by stopping at each step's successor, reaches its state
          const script = scriptOf(model, steps);
          let s = model.start;
          for (const a of script) s = model.apply(s, a);
          const end = new Writer();
          codec.encode(s, end);
          expect([...end.bytes.subarray(0, end.length)]).toEqual([...bytes]);
        }),
        fuzzed({ seed: 7, numRuns: 10 }),
      );
    });

  test("some expansions were stopped before their last successor (the comparisons above ran)", () => {
    expect(stopped).toBeGreaterThan(10);
  });
});
