/**
 * An undo's restore writes kinds and lives only through `ownKinds` when one changes (docs/rules.md §5.6;
 * relink.ts `putRecords`): over random walks of corpus and shipped levels, a copy made just before any
 * undo is left exactly as it was (the copy shares its kinds and lives until either writes), and after
 * every undo the objects collected by property (`collectHaving`, which keeps its lists while no kind or
 * life is written) are those a fresh look at every object finds. That undos which write kinds are met
 * does not rest on the levels the repository holds: a level of its own converts every turn.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { bitsOf } from "../../src/engine/grid/prop-bits";
import { collectHaving } from "../../src/engine/grid/props-of";
import { fuzzed } from "../fuzz";
import { map } from "./builder";
import { havingByScan } from "./having-scan";
import { board, callsOf, INPUTS, UNDO } from "./shortcut-walk";
import { DEFS } from "./walk-levels";

/**
 * A level whose every turn converts (`ROCK IS KEKE`, `KEKE IS ROCK`: the rocks and kekes swap kinds), so
 * every undo writes kinds: the property below meets that path on it whatever levels the repository holds.
 */
const SWAPPING = map("ROCK IS KEKE", "KEKE IS ROCK", "BABA IS YOU .", "rock keke baba rock");

/**
 * Walks `def` along `calls` (a step, or an undo; a won or lost step is undone too), checking after each
 * undo that a copy made just before it is as it was and the lists by property are a fresh look's.
 * Returns how many undos changed some object's kind.
 */
function walk(def: grid.LevelDef, calls: readonly number[]): number {
  let changedKinds = 0;
  const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
  const B = bitsOf(level.lexicon);
  const masks = [B.YOU, B.WIN, B.DEFEAT, B.PUSH];
  for (const c of calls) {
    if (c !== UNDO) {
      for (const m of masks) collectHaving(level, m, []); // lists kept from before the step
      grid.step(level, INPUTS[c]);
      if (!grid.isWon(level) && !grid.isLost(level)) continue;
    }
    for (const m of masks) collectHaving(level, m, []); // lists kept from before the undo
    const copy = grid.cloneLevel(level);
    const before = board(copy);
    const kinds = level.kind.join();
    if (!grid.undo(level)) continue;
    if (level.kind.join() !== kinds) changedKinds++;
    expect(board(copy)).toBe(before);
    for (const m of masks) {
      const out: number[] = [];
      const n = collectHaving(level, m, out);
      expect(out.slice(0, n)).toEqual(havingByScan(level, m));
    }
  }
  return changedKinds;
}

describe("an undo writes kinds and lives as its own", () => {
  test("a copy made before an undo is left as it was, and the lists by property are a fresh look's", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: DEFS.length - 1 }), callsOf(1, 50), (l, calls) => {
        walk(DEFS[l], calls);
      }),
      fuzzed({ seed: 20_261_204, numRuns: 80 }),
    );
  });

  test("the same on a level whose every turn converts: there the undos write kinds", () => {
    let changedKinds = 0;
    fc.assert(
      fc.property(callsOf(1, 50), (calls) => {
        changedKinds += walk(SWAPPING, calls);
      }),
      fuzzed({ seed: 20_261_207, numRuns: 40 }),
    );
    expect(changedKinds).toBeGreaterThan(5);
  });
});
