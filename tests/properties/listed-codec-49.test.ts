/**
 * The solver's boards step as plain play does with the words of stop 49 (docs/rules.md §5.4 a pulled
 * object pushing, §5.6 WRITE as a conversion, §5.8 BESIDELEFT/BESIDERIGHT and conditional fills, §7 the
 * solver; fast-check, seeded and bounded, FUZZ and FUZZ_RUNS as tests/fuzz.ts says). Random levels
 * (tests/properties/stop49-words.ts) are played by random inputs two ways: plain play (`newBaba`, a
 * journal kept) and the solver's codec, which decodes each state's bytes and steps it in place, another
 * state decoded and expanded between the steps now and then. After every input both give the same bytes,
 * `model.apply` on the solver's own copy gives them too, and undo in plain play puts back the bytes
 * before the step. A sibling of tests/properties/listed-codec.test.ts (stop 48's words).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fuzzed } from "../fuzz";
import { load, playsAlike } from "./codec-play";
import { LEVEL49 } from "./stop49-words";

describe("the solver's boards with WRITE, BESIDELEFT/BESIDERIGHT, conditional fills and pulls that push", () => {
  it("most drawn levels load, many with a WRITE rule, a conditional fill or a one-sided BESIDE in force (the generator stays useful)", () => {
    let loaded = 0;
    const seen = { write: 0, fill: 0, beside: 0 };
    for (const def of fc.sample(LEVEL49, { seed: 4948, numRuns: 100 })) {
      const b = load(def);
      if (b === null) continue;
      loaded++;
      const rules = b.rules();
      if (rules.some((r) => / WRITE /.test(r))) seen.write++;
      if (rules.some((r) => /^EMPTY (NEAR|ON|BESIDE|LONELY)|^LONELY EMPTY/.test(r) && / IS /.test(r)))
        seen.fill++;
      if (rules.some((r) => /BESIDE(LEFT|RIGHT)/.test(r))) seen.beside++;
    }
    expect(loaded).toBeGreaterThan(60);
    expect(seen.write).toBeGreaterThan(15);
    expect(seen.fill).toBeGreaterThan(5);
    expect(seen.beside).toBeGreaterThan(15);
  });

  it("each input gives plain play's bytes: the codec's in-place step, model.apply; undo gives the bytes before", () => {
    fc.assert(
      fc.property(
        LEVEL49,
        fc.array(fc.tuple(fc.nat(4), fc.nat(3)), { minLength: 1, maxLength: 10 }),
        playsAlike,
      ),
      fuzzed({ seed: 4949, numRuns: 150 }),
    );
  });
});
