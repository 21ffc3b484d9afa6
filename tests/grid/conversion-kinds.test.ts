/**
 * The kinds conversion acts on (docs/rules.md §5.5; phases/conversion.ts `actingKinds`): the phase passes
 * over an object when its kind's byte in the table kept per rules record is 0, so that byte is 1 for
 * every kind the rules in force convert, delete (`X IS NOT X`, `X IS EMPTY`) or spawn from (`X IS ALL`),
 * under every rule set met on random walks of corpus and shipped levels and of text-heavy random boards;
 * that rule sets which act are met does not rest on the levels the repository holds (a level of its own).
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { actingKinds } from "../../src/engine/grid/phases/conversion";
import { fuzzed } from "../fuzz";
import { map } from "./builder";
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

/**
 * Walks `def` along `calls`, checking after each that every kind the rules act on has its byte set;
 * returns how many of the rule sets met acted on some kind.
 */
function walk(def: grid.LevelDef, calls: readonly number[]): number {
  let converting = 0;
  const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
  for (const c of calls) {
    apply(level, c);
    const kinds = acting(level);
    const table = actingKinds(level.inForce);
    for (const k of kinds) expect([k, table[k]]).toEqual([k, 1]);
    if (kinds.length > 0) converting++;
  }
  return converting;
}

/**
 * A level whose rules convert and delete from the start (`ROCK IS KEKE`, `KEKE IS ROCK`, `FLAG IS NOT
 * FLAG`, with BABA IS YOU free to push the words apart), so the property meets rule sets that act
 * whatever levels the repository holds.
 */
const CONVERTING = map(
  "ROCK IS KEKE . .",
  "KEKE IS ROCK . .",
  "FLAG IS NOT FLAG .",
  "BABA IS YOU . .",
  "rock keke flag baba .",
);

describe("the kinds conversion acts on", () => {
  test("every kind the rules convert, delete or spawn from has its byte set, under every rule set met", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: DEFS.length - 1 }), callsOf(1, 40), (l, calls) => {
        walk(DEFS[l], calls);
      }),
      fuzzed({ seed: 20_261_205, numRuns: 120 }),
    );
  });

  test("the same on a level whose rules convert and delete: there the rule sets act", () => {
    let converting = 0;
    fc.assert(
      fc.property(callsOf(1, 40), (calls) => {
        converting += walk(CONVERTING, calls);
      }),
      fuzzed({ seed: 20_261_207, numRuns: 40 }),
    );
    expect(converting).toBeGreaterThan(50);
  });
});
