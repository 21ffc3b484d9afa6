/**
 * The objects with a property (props-of.ts `collectHaving`, `mayHave`; docs/rules.md §5.3): over random
 * walks of steps and undos on two copies of a corpus level taken in turns (their kinds shared until one
 * writes), every property's list is the alive objects whose `propsOf` holds it, oldest first, however
 * the lists kept (one per mask, props-of.ts) were made; `mayHave` is false only when that list is
 * empty, and exact without conditions.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { corpusLevels } from "../../bench/corpus/generate";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { collectHaving, mayHave } from "../../src/engine/grid/props-of";
import { fuzzed } from "../fuzz";
import { havingByScan } from "./having-scan";

const CORPUS = corpusLevels(LEXICON);
const INPUTS = ["up", "down", "left", "right", "wait"] as const;
/** Every property's bit, and a few masks of two. */
const BITS = LEXICON.properties.map((_, i) => 1 << i);
const MASKS = [...BITS, BITS[0] | BITS[1], BITS[2] | BITS[5]];

describe("the objects with a property", () => {
  test("collectHaving and mayHave agree with a scan of every object, on copies walked in turns", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: CORPUS.length - 1 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 0, max: INPUTS.length })), {
          minLength: 1,
          maxLength: 40,
        }),
        fc.array(fc.integer({ min: 0, max: MASKS.length - 1 }), { minLength: 1, maxLength: 6 }),
        (l, calls, masks) => {
          const first = grid.createLevel(CORPUS[l], LEXICON, LEVEL_CONFIG);
          const pair = [first, grid.cloneLevel(first)];
          const out: number[] = [];
          for (const [which, c] of calls) {
            const level = pair[which];
            if (c === INPUTS.length) grid.undo(level);
            else grid.step(level, INPUTS[c]);
            for (const level2 of [level, pair[1 - which], level])
              for (const m of masks) {
                const mask = MASKS[m];
                const want = havingByScan(level2, mask);
                const n = collectHaving(level2, mask, out);
                expect(out.slice(0, n)).toEqual(want);
                if (want.length > 0) expect(mayHave(level2, mask)).toBe(true);
                if (level2.inForce.cond === null) expect(mayHave(level2, mask)).toBe(want.length > 0);
              }
          }
        },
      ),
      fuzzed({ seed: 4_243, numRuns: 40 }),
    );
  });
});
