/**
 * Seeded TELE (docs/rules.md §5.5; research §4 step 6): an object on a TELE object goes to another TELE
 * object of its kind, chosen as the game does at random, but from the level's seeded state. The same
 * seed gives the same choices; undo, copies, the hash and the solver's codec carry the seed.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import type { LevelDef } from "../../src/harness";
import { modelOf } from "../../src/solver/model";
import { Reader, StateStore, Writer } from "../../src/solver/packed";
import { map } from "./builder";

/** Baba on the first of `n` TELE flags in a row (row 2), with the rules in rows 0 and 1. */
function teleRow(n: number): LevelDef {
  const flags = Array.from({ length: n }, (_, i) => (i === 0 ? "baba+flag" : "flag"));
  return map("FLAG IS TELE .", "BABA IS YOU .", [...flags, "."].join(" "));
}

/** A level of `def` with the game's config and `seed`. */
const seeded = (def: LevelDef, seed?: number) => grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, seed });

/** Where baba (id 6) is after each of `turns` waits. */
function ride(n: number, seed: number, turns: number): number[] {
  const level = seeded(teleRow(n), seed);
  const xs: number[] = [];
  for (let t = 0; t < turns; t++) {
    grid.step(level, "wait");
    xs.push(grid.posOf(level, 6)![0]);
  }
  return xs;
}

describe("seeded TELE", () => {
  it("the rider always lands on another TELE object of the kind; the same seed gives the same rides", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 2, max: 5 }), (seed, n) => {
        const xs = ride(n, seed, 8);
        xs.forEach((x, t) => {
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThan(n);
          expect(x).not.toBe(t === 0 ? 0 : xs[t - 1]); // never the TELE it stood on
        });
        expect(ride(n, seed, 8)).toEqual(xs);
      }),
      { seed: 14, numRuns: 25 },
    );
  });

  it("with two TELE objects there is no choice: each ride goes to the other, and the seed does not move", () => {
    const level = seeded(teleRow(2), 77);
    grid.step(level, "wait");
    grid.step(level, "wait");
    expect([grid.posOf(level, 6), level.seed]).toEqual([[0, 2], 77]);
  });

  it("different seeds can choose differently", () => {
    const rides = new Set(Array.from({ length: 8 }, (_, seed) => ride(4, seed, 6).join()));
    expect(rides.size).toBeGreaterThan(1);
  });

  it("a level without a seed starts at 0; a bad seed is refused naming the field and the value", () => {
    expect(seeded(teleRow(3)).seed).toBe(0);
    for (const bad of [-1, 1.5, 2 ** 32, "7"])
      expect(() => seeded(teleRow(3), bad as number)).toThrow(
        `createLevel: config.seed must be an integer from 0 to 4294967295, not ${grid.shown(bad)}`,
      );
  });

  it("undo restores the seed with the board; a copy keeps it; the hash covers it", () => {
    const level = seeded(teleRow(4), 5);
    const before = [level.seed, grid.hashLevel(level)];
    grid.step(level, "wait");
    expect(level.seed).not.toBe(5);
    const copy = grid.cloneLevel(level);
    expect([copy.seed, grid.hashLevel(copy)]).toEqual([level.seed, grid.hashLevel(level)]);
    expect(grid.undo(level)).toBe(true);
    expect([level.seed, grid.hashLevel(level)]).toEqual(before);
    const other = seeded(teleRow(4), 6);
    expect(grid.hashLevel(other)).not.toBe(grid.hashLevel(level)); // same board, another seed
  });

  it("the solver's codec packs the seed: boards differing only in seed are distinct states, and decode with it", () => {
    const codec = modelOf(teleRow(3), repositoryContent()).codec();
    const store = new StateStore(() => 1);
    for (const seed of [0, 9, 2 ** 32 - 1]) {
      const w = new Writer();
      codec.encode(seeded(teleRow(3), seed), w);
      expect(store.add(w, 0, 0)).toBe(true);
      const back = codec.decode(new Reader(w.bytes.slice(0, w.length), 0)) as grid.Level;
      expect(back.seed).toBe(seed);
    }
    expect(store.size).toBe(3);
  });
});
