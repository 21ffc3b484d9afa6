/**
 * `hexKey` (docs/api.md, the canonical hash as hex): the 14 hex digits of a key, zero-padded, exactly as
 * `key.toString(16).padStart(14, "0")` writes them, for every integer key up to 2⁵³ (seeded fast-check,
 * with the ends and the halves' boundary).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hexKey } from "../../src/engine/grid";
import { fuzzed } from "../fuzz";

const reference = (key: number) => key.toString(16).padStart(14, "0");

describe("hexKey", () => {
  it("writes every key up to 2⁵³ as the 14 zero-padded hex digits of the number", () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (key) => {
        expect(hexKey(key)).toBe(reference(key));
      }),
      fuzzed({ seed: 13_014, numRuns: 300 }),
    );
    for (const key of [0, 1, 2 ** 28 - 1, 2 ** 28, 2 ** 28 + 1, 2 ** 32, 2 ** 52, Number.MAX_SAFE_INTEGER])
      expect(hexKey(key)).toBe(reference(key));
    expect(hexKey(0x1f_2e3d_4c5b_6a79)).toBe("1f2e3d4c5b6a79");
  });
});
