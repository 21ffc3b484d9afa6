/**
 * The kinds conversion acts on (docs/rules.md §5.5; phases/conversion.ts `actingKinds`): the phase passes
 * over an object when its kind's byte in the table kept per rules record is 0, so that byte is 1 for
 * every kind the rules in force convert, delete (`X IS NOT X`, `X IS EMPTY`) or spawn from (`X IS ALL`),
 * under every rule set met on random walks of corpus and shipped levels and of text-heavy random boards.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { actingKinds } from "../../src/engine/grid/phases/conversion";
import { fuzzed } from "../fuzz";
import { apply, callsOf } from "./shortcut-walk";
import { DEFS } from "./walk-levels";

/** The kinds the rules in force act on in conversion, read from the per-kind rules. */
function acting(level: grid.Level): number[] {
  const f = level.inForce;
  const out: number[] = [];
  for (let k = 0; k < f.convert.length; k++)
    if (f.convert[k].length > 0 || f.erase[k] !== 0 || f.verbs.spawnAll[k] === 1) out.push(k);
  return out;
}

describe("the kinds conversion acts on", () => {
  test("every kind the rules convert, delete or spawn from has its byte set, under every rule set met", () => {
    let converting = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: DEFS.length - 1 }), callsOf(1, 40), (l, calls) => {
        const level = grid.createLevel(DEFS[l], LEXICON, LEVEL_CONFIG);
        for (const c of calls) {
          apply(level, c);
          const kinds = acting(level);
          const table = actingKinds(level.inForce);
          for (const k of kinds) expect([k, table[k]]).toEqual([k, 1]);
          if (kinds.length > 0) converting++;
        }
      }),
      fuzzed({ seed: 20_261_205, numRuns: 120 }),
    );
    expect(converting).toBeGreaterThan(50);
  });
});
