/**
 * The shared search's order (docs/rules.md §7): a state keeps the least key offered it, and a layer's
 * rank pass lists its states by key, leaving its scatter array empty for the next layer.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { compactByKey, lowerKey, scatterByKey } from "../../src/solver/shared-rank";
import { fuzzed } from "../fuzz";

describe("keys and the rank pass", () => {
  test("a key offered any sequence of keys ends the least of them all, lowered only by a lesser one", () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.array(fc.nat(1000), { maxLength: 20 }), (first, offers) => {
        const keys = new Int32Array(new SharedArrayBuffer(12));
        keys[1] = first;
        let least = first;
        for (const k of offers) {
          expect(lowerKey(keys, 1, k)).toBe(k < least); // lowered only by a lesser key
          least = Math.min(least, k);
        }
        expect(keys[1]).toBe(Math.min(first, ...offers));
        expect([keys[0], keys[2]]).toEqual([0, 0]);
      }),
      fuzzed({ seed: 2111, numRuns: 100 }),
    );
  });

  test("the scatter and the compaction list a layer's states by key, with their parents, and leave byKey empty", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat(59), { maxLength: 40 }),
        fc.integer({ min: 1, max: 3 }),
        (keyList, actions) => {
          const keys = Int32Array.from(keyList.map((k) => k % (12 * actions)));
          const unique = new Set(keys).size === keys.length;
          fc.pre(unique);
          const order = Int32Array.from({ length: 12 }, (_, r) => 100 + r); // the parents' ids by rank
          const parents = new Int32Array(keys.length);
          const byKey = new Int32Array(12 * actions);
          scatterByKey(keys, parents, 0, keys.length, (i) => 2 * i + 1, byKey, order, actions);
          const next = new Int32Array(keys.length);
          const m = compactByKey(byKey, byKey.length, next);
          const byOrder = [...keys.keys()].sort((a, b) => keys[a] - keys[b]);
          expect(m).toBe(keys.length);
          expect(Array.from(next)).toEqual(byOrder.map((i) => 2 * i + 1));
          expect(Array.from(parents)).toEqual(Array.from(keys, (k) => 100 + Math.floor(k / actions)));
          expect(byKey.every((x) => x === 0)).toBe(true);
        },
      ),
      fuzzed({ seed: 2112, numRuns: 100 }),
    );
  });
});
