/**
 * The move's shortcuts (docs/rules.md §5.4; move-cells.ts, move-plain.ts): cells' solid counts kept
 * through a look (one per move, and one per round of a take), cells remembered open once walked, and
 * plain steps taken without planning a chain. With them off, every cell is counted and walked afresh on every
 * visit and every step is planned in full (`stepObject`); on random boards with stacks of movers, on the
 * corpus's levels, with and without a journal, with undo, both ways leave the same board after every
 * call: each id's kind, cell, facing and life, each cell's list in order, the per-kind counts, the undo
 * history's entries and the journal.
 */
import fc from "fast-check";
import { afterEach, describe, expect, test } from "vitest";
import { corpusLevels } from "../../bench/corpus/generate";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { useShortcuts } from "../../src/engine/grid/move-cells";
import { fuzzed } from "../fuzz";
import { map } from "./builder";
import { callsOf, INPUTS, walkBoth } from "./shortcut-walk";

const CALLS = callsOf(10, 30);

const NOUNS = ["BABA", "ROCK", "KEG", "WALL", "TEXT"] as const;
// MOVE and PUSH drawn more often: MOVE objects step in their own facings, which may enter a cell again
// after a pushed object entered it.
const PROPS = [
  "YOU",
  "PUSH",
  "PUSH",
  "STOP",
  "PULL",
  "OPEN",
  "SHUT",
  "SWAP",
  "WEAK",
  "MOVE",
  "MOVE",
  "MORE",
  "FLOAT",
];
const DIRS = ["up", "down", "left", "right"] as const;
/** A rule: a noun IS a property (most), a noun IS another (conversion) or a noun HAS another (what it leaves). */
const RULE = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(fc.constantFrom(...NOUNS), fc.constant("IS"), fc.constantFrom(...PROPS)) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...NOUNS), fc.constant("IS"), fc.constantFrom(...NOUNS)) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom(...NOUNS), fc.constant("HAS"), fc.constantFrom(...NOUNS)),
  },
);
const THINGS = ["baba", "rock", "keg", "wall", "PUSH"] as const;

/**
 * A random level: BABA IS YOU and up to four more rules on the top rows, then cells of stacks, each
 * object facing a random way.
 */
const BOARD = fc
  .record({
    width: fc.integer({ min: 5, max: 8 }),
    height: fc.integer({ min: 6, max: 8 }),
    rules: fc.array(RULE, { maxLength: 4 }),
    cells: fc.array(fc.array(fc.constantFrom(...THINGS), { maxLength: 5 }), { minLength: 64, maxLength: 64 }),
    dirs: fc.array(fc.constantFrom(...DIRS), { minLength: 64, maxLength: 64 }),
  })
  .map(({ width, height, rules, cells, dirs }) => {
    const rows: string[][] = [];
    for (let y = 0; y < height; y++) {
      const row: string[] = [];
      for (let x = 0; x < width; x++) {
        const stack = cells[(y * width + x) % cells.length];
        row.push(y > rules.length && stack.length > 0 ? stack.join("+") : ".");
      }
      rows.push(row);
    }
    for (const [y, words] of [["BABA", "IS", "YOU"], ...rules].entries()) rows[y].splice(0, 3, ...words);
    const def = map(...rows.map((r) => r.join(" ")));
    return { ...def, objects: def.objects.map((o, i) => ({ ...o, dir: dirs[i % dirs.length] })) };
  });

afterEach(() => useShortcuts(true));

describe("the move's shortcuts change nothing", () => {
  test("random boards with stacks, with and without a journal", () => {
    fc.assert(
      fc.property(BOARD, fc.boolean(), CALLS, (def, journal, calls) => {
        walkBoth(grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, journal }), calls);
      }),
      fuzzed({ seed: 13_101, numRuns: 120 }),
    );
  });

  test("a cell entered without a pairing is walked again for an OPEN mover: it meets the SHUT object there", () => {
    // The rock (older, not OPEN) enters the keg's cell first and pairs with nothing; the baba after it
    // pairs with the keg right after its move (not later, in the hazards phase, at depth 0).
    const def = map("BABA IS YOU", "ROCK IS YOU", "BABA IS OPEN", "KEG IS SHUT", "rock+baba keg .");
    const level = grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, journal: true });
    walkBoth(level, [INPUTS.indexOf("right")]);
    grid.step(level, "right");
    const [rock, baba, keg] = ["rock", "baba", "keg"].map((k) => def.objects.findIndex((o) => o.kind === k));
    expect(level.journal?.records.slice(1)).toEqual([
      { type: "Moved", id: rock, dir: "right", from: [0, 4], to: [1, 4], rule: null },
      { type: "Moved", id: baba, dir: "right", from: [0, 4], to: [1, 4], rule: null },
      { type: "Opened", id: baba, at: [1, 4] },
      { type: "Opened", id: keg, at: [1, 4] },
    ]);
    expect(level.journal?.depths).toEqual([0, 0, 0, 1, 1]); // the pair's records nest under the baba's move
  });

  test("the corpus's levels", () => {
    const defs = corpusLevels(LEXICON);
    fc.assert(
      fc.property(fc.nat(defs.length - 1), CALLS, (l, calls) => {
        walkBoth(grid.createLevel(defs[l], LEXICON, LEVEL_CONFIG), calls);
      }),
      fuzzed({ seed: 13_102, numRuns: 40 }),
    );
  });

  test("the heavy corpus levels, many movers on stacked cells (MORE and YOU)", () => {
    const defs = corpusLevels(LEXICON);
    const heavy = defs.flatMap((d, i) => {
      const level = grid.createLevel(d, LEXICON, LEVEL_CONFIG);
      const rules = level.inForce.rules.join(" | ");
      return / IS MORE/.test(rules) && / IS (YOU|MOVE)/.test(rules) ? [i] : [];
    });
    expect(heavy.length).toBeGreaterThan(3);
    fc.assert(
      fc.property(fc.constantFrom(...heavy), CALLS, (l, calls) => {
        walkBoth(grid.createLevel(defs[l], LEXICON, LEVEL_CONFIG), calls);
      }),
      fuzzed({ seed: 13_103, numRuns: 12 }),
    );
  });
});
