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
import { telePhase } from "../../src/engine/grid/phases/tele";
import { nextRandom } from "../../src/engine/grid/random";
import type { LevelDef } from "../../src/harness";
import { modelOf } from "../../src/solver/model";
import { Reader, StateStore, Writer } from "../../src/solver/packed";
import { fuzzed } from "../fuzz";
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

/** The TELE phase read literally (see tele.ts): each object's cell after it, and the seed. */
function teleByTheRule(level: grid.Level): [number[][], number] {
  const B = grid.bitsOf(LEXICON);
  const alive = (id: number) => level.alive[id] === 1;
  const teles = [...Array(level.nextId).keys()].filter((id) => alive(id) && grid.propsOf(level, id) & B.TELE);
  const named = (id: number) =>
    level.kinds.isText[level.kind[id]] ? "TEXT" : level.kinds.names[level.kind[id]];
  const sent = new Set<number>();
  const sends: [number, number][] = [];
  for (const t of teles) {
    const group = teles.filter((o) => named(o) === named(t));
    if (group.length < 2) continue;
    const float = grid.propsOf(level, t) & B.FLOAT;
    const riders = [...Array(level.nextId).keys()].filter(
      (o) =>
        alive(o) &&
        level.x[o] === level.x[t] &&
        level.y[o] === level.y[t] &&
        named(o) !== named(t) &&
        (grid.propsOf(level, o) & B.FLOAT) === float &&
        !sent.has(o),
    );
    for (const r of riders) {
      const others = group.filter((o) => o !== t);
      sent.add(r);
      sends.push([r, others[nextRandom(level, others.length)]]);
    }
  }
  const cells = [...Array(level.nextId).keys()].map((id) => [level.x[id], level.y[id]]);
  for (const [r, to] of sends) cells[r] = [level.x[to], level.y[to]];
  return [cells, level.seed];
}

/**
 * What random TELE boards are drawn from: two TELE kinds (each sent by the other's pads), a FLOAT rider,
 * two plain ones and two words (TEXT IS TELE in some boards: every word is one TELE kind).
 */
const RIDERS = ["flag", "pillar", "moth", "baba", "rock", "ROCK", "WIN"] as const;

describe("seeded TELE", () => {
  it("sends exactly what the rule read literally sends, on random stacked boards", () => {
    const cell = fc.array(fc.integer({ min: 0, max: RIDERS.length - 1 }), { maxLength: 4 });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 5, maxLength: 5 }), { minLength: 3, maxLength: 3 }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.boolean(),
        (field, seed, textTele) => {
          const rows = field.map((row) =>
            row.map((stack) => (stack.length === 0 ? "." : stack.map((t) => RIDERS[t]).join("+"))).join(" "),
          );
          const text = textTele ? "TEXT IS TELE . ." : ". . . . .";
          const def = map("FLAG IS TELE . .", "PILLAR IS TELE . .", "MOTH IS FLOAT . .", text, ...rows);
          const fast = seeded(def, seed);
          const slow = grid.cloneLevel(fast);
          telePhase(fast);
          const cells = [...Array(fast.nextId).keys()].map((id) => [fast.x[id], fast.y[id]]);
          expect([cells, fast.seed]).toEqual(teleByTheRule(slow));
        },
      ),
      fuzzed({ seed: 20_261_202, numRuns: 150 }),
    );
  });

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
      fuzzed({ seed: 14, numRuns: 25 }),
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
