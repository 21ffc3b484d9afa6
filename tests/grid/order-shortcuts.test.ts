/**
 * The shortcuts of the SHIFT and FEAR orders (docs/rules.md §5.4, the SHIFT take; §5.5, FEAR): a rule's
 * place found from the lines that may spell it and kept per line text (shift-lines.ts), the places kept
 * while the rules, the lines and their text stand (shift-places.ts). With the engine's shortcuts off every
 * place is found on the whole grid afresh (journal-rules.ts `ruleRef`) and none is kept.
 * On random boards of stacked SHIFT kinds whose SHIFT and FEAR sentences, and loose words, a YOU object
 * pushes about, walked with undo, both ways leave the same board after every call (shortcut-walk.ts
 * `board`: each id's kind, cell, facing and life, each cell's list, the undo history).
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

const KINDS = ["belt", "tile", "key"] as const;
const DIRS = ["up", "down", "left", "right"] as const;
/** What a cell below the sentences may hold: a stack of SHIFT kinds (most), a loose word, a rock, nothing. */
const CELL = fc.oneof(
  { weight: 4, arbitrary: fc.subarray([...KINDS, "rock"], { minLength: 2 }).map((s) => s.join("+")) },
  { weight: 2, arbitrary: fc.constantFrom("BELT", "TILE", "KEY", "IS", "SHIFT", "FEAR", "BABA") },
  { weight: 1, arbitrary: fc.constant("rock") },
  { weight: 3, arbitrary: fc.constant(".") },
);

/** The draws of a random level (`BOARD`). */
interface Draw {
  shifts: string[];
  fears: string[];
  cols: number[];
  cells: string[];
  dirs: (typeof DIRS)[number][];
}

/**
 * A random level, 7 wide: two or three `N IS SHIFT` sentences and at times `N FEAR BABA`, each on a row of
 * its own at a drawn column, in a drawn order; below them rows of cells (`CELL`), a baba (YOU) in the
 * middle of the last row; every object facing a drawn way. With `twice`, the first SHIFT sentence is
 * written again on a row of its own below the others; with `made`, the objects are made in the order of
 * those keys (else in reading order).
 */
function levelOf({ shifts, fears, cols, cells, dirs }: Draw, twice = false, made: number[] | null = null) {
  const sentences = [
    ...shifts.map((k) => [k.toUpperCase(), "IS", "SHIFT"]),
    ...fears.map((k) => [k.toUpperCase(), "FEAR", "BABA"]),
    ["BABA", "IS", "YOU"],
    ...(twice ? [[shifts[0].toUpperCase(), "IS", "SHIFT"]] : []),
  ];
  const rows = sentences.map((words, i) => {
    const row = Array<string>(7).fill(".");
    row.splice(cols[i % cols.length], 3, ...words);
    return row.slice(0, 7);
  });
  for (let r = 0; r < 4; r++) rows.push(cells.slice(r * 7, r * 7 + 7));
  rows.push([".", ".", ".", "baba", ".", ".", "."]);
  const def = map(...rows.map((r) => r.join(" ")));
  const objects = def.objects.map((o, i) => ({ ...o, dir: dirs[i % dirs.length] }));
  if (made === null) return { ...def, objects };
  const order = objects
    .map((_, i) => i)
    .sort((a, b) => made[a % made.length] - made[b % made.length] || a - b);
  return { ...def, objects: order.map((i) => objects[i]) };
}

const DRAW = {
  shifts: fc.shuffledSubarray([...KINDS], { minLength: 2 }),
  fears: fc.subarray([...KINDS], { maxLength: 2 }),
  cols: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 6, maxLength: 6 }),
  cells: fc.array(CELL, { minLength: 28, maxLength: 28 }),
  dirs: fc.array(fc.constantFrom(...DIRS), { minLength: 96, maxLength: 96 }),
};
const BOARD = fc.record(DRAW).map((d) => levelOf(d));

/** `BOARD` with its first SHIFT sentence written twice and its objects made in a drawn order. */
const TWICE = fc
  .record({
    ...DRAW,
    made: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 64, maxLength: 64 }),
  })
  .map(({ made, ...d }) => levelOf(d, true, made));

/** An object of a scripted level, facing right unless told. */
const o = (kind: string, x: number, y: number, dir: (typeof DIRS)[number] = "right") => ({ kind, x, y, dir });

afterEach(() => useShortcuts(true));

describe("the SHIFT and FEAR orders' shortcuts change nothing", () => {
  test("random boards of stacked SHIFT kinds, their sentences and loose words pushed about, with undo", () => {
    fc.assert(
      fc.property(BOARD, callsOf(10, 30), (def, calls) => {
        walkBoth(grid.createLevel(def, LEXICON, LEVEL_CONFIG), calls);
      }),
      fuzzed({ seed: 6_802, numRuns: 150 }),
    );
  });

  test("random boards as above with a SHIFT sentence written twice and the objects made in a drawn order: the shortcuts find every spelling, and the older first word's place counts, as on the whole grid", () => {
    fc.assert(
      fc.property(TWICE, callsOf(10, 30), (def, calls) => {
        walkBoth(grid.createLevel(def, LEXICON, LEVEL_CONFIG), calls);
      }),
      fuzzed({ seed: 6_903, numRuns: 150 }),
    );
  });

  /**
   * BELT IS SHIFT's first word is the oldest text (id 0), TILE IS SHIFT's next (id 3), a second BELT the
   * youngest word but `extra`'s (id 6). The baba pushes a tile onto a belt facing apart (the places found:
   * belt first), walks round and pushes the young BELT into the sentence, the old one out (the same rules
   * and lines, no two SHIFT objects apart that turn), then pushes a second tile (facing down) onto a belt
   * facing right: now TILE's rule is first, so the tile turns the belt down and carries it into the IS
   * below, where both stay (a belt first would carry the tile right). Both ways alike after every call.
   */
  function swapped(extra: ReturnType<typeof o>[]): void {
    const objects = [
      ...[o("text:BELT", 1, 1), o("text:IS", 2, 1), o("text:SHIFT", 3, 1)],
      ...[o("text:TILE", 4, 5), o("text:IS", 5, 5), o("text:SHIFT", 6, 5)],
      o("text:BELT", 1, 2),
      ...[o("text:TILE", 4, 6), o("text:IS", 5, 6), o("text:PUSH", 6, 6)],
      ...[o("text:BABA", 0, 6), o("text:IS", 1, 6), o("text:YOU", 2, 6)],
      ...[o("belt", 5, 3, "down"), o("tile", 4, 3, "up"), o("baba", 3, 3)],
      ...[o("tile", 1, 4, "up"), o("belt", 1, 5)],
      ...extra,
    ];
    const start = grid.createLevel({ width: 7, height: 7, objects }, LEXICON, LEVEL_CONFIG);
    const moves = ["right", "left", "left", "left", "up", "down", "down"] as const;
    walkBoth(
      start,
      moves.map((m) => INPUTS.indexOf(m)),
    );
    const level = grid.cloneLevel(start);
    for (const m of moves) grid.step(level, m);
    const [tile, belt] = [16, 17];
    expect([level.x[6], level.y[6], level.x[0], level.y[0]]).toEqual([1, 1, 1, 0]); // the young BELT in, the old out
    expect([level.x[tile], level.y[tile], grid.facingOf(level, tile)]).toEqual([1, 5, "down"]);
    expect([level.x[belt], level.y[belt], grid.facingOf(level, belt)]).toEqual([1, 5, "down"]);
  }

  test("a sentence's first word swapped for another of the same word, its place kept no longer: the newer word's rule acts after an older one's", () => {
    swapped([]);
  });

  test("the same with BELT IS SHIFT spelled a second time, on the row above, by younger words: with the shortcuts the older spelling's place counts too, though the other is read first", () => {
    swapped([o("text:BELT", 4, 0), o("text:IS", 5, 0), o("text:SHIFT", 6, 0)]);
  });

  test("a board the property above found, run longer: TILE IS SHIFT spelled on row 0 by a young TILE and on row 6 by an older one; pushes change row 6's text while row 0's stays, and the place kept is let go (every spelling's line is kept, not only the first read)", () => {
    // each object as `kind x y facing` in the order made (upper case a word); keeping only the line read
    // first (row 0) keeps TILE's place after row 6 changed, and the two ways part (found by the property
    // above under that sabotage with FUZZ_RUNS=20, after 1,560 cases)
    const made =
      "IS 1 0 u/SHIFT 2 0 u/IS 3 1 u/SHIFT 4 1 u/IS 2 2 u/SHIFT 3 2 u/TILE 0 3 u/FEAR 1 3 u/BABA 2 3 u/" +
      "KEY 0 4 u/FEAR 1 4 u/BABA 1 5 u/IS 2 5 u/YOU 3 5 u/TILE 0 6 u/IS 1 6 u/SHIFT 2 6 u/tile 1 7 r/" +
      "key 1 7 u/rock 3 7 u/rock 4 7 u/belt 5 8 d/key 5 8 u/rock 5 8 u/belt 0 9 u/tile 0 9 d/key 0 9 u/" +
      "BELT 3 9 u/belt 5 9 u/tile 5 9 l/rock 5 9 u/tile 6 9 u/key 6 9 u/belt 2 10 u/tile 2 10 u/" +
      "key 2 10 u/rock 2 10 u/key 5 10 u/rock 5 10 u/rock 6 10 u/baba 3 11 u/BELT 1 2 u/BABA 2 4 u/" +
      "TILE 0 8 u/TILE 0 0 u/KEY 2 1 u";
    const way = { u: "up", d: "down", l: "left", r: "right" } as const;
    const objects = made.split("/").map((e) => {
      const [k, x, y, d] = e.split(" ");
      return o(k === k.toUpperCase() ? `text:${k}` : k, Number(x), Number(y), way[d as keyof typeof way]);
    });
    const start = grid.createLevel({ width: 7, height: 12, objects }, LEXICON, LEVEL_CONFIG);
    expect(start.inForce.rules.filter((r) => r === "TILE IS SHIFT")).toHaveLength(1);
    const moves = ["up", "left", "right", "down", ...Array<string>(9).fill("up")];
    walkBoth(
      start,
      moves.map((m) => INPUTS.indexOf(m as (typeof INPUTS)[number])),
    );
  });

  test("a SHIFT sentence formed earlier on the grid in the turn's YOU take: the SHIFT take reads its place from the text as it lies then, not from the places kept", () => {
    // TILE IS SHIFT (first word id 1) comes before BELT IS SHIFT (id 2) at first: in the first turn a
    // baba pushes a tile onto a belt facing apart, and the tile acts first (the places found and kept).
    // In the second, another baba completes BELT IS SHIFT on a row above with the oldest BELT (id 0),
    // while a third pushes a tile onto a belt facing right at the grid's right edge: the text as the take
    // begins puts BELT's rule first, so the belt turns the tile its way and neither can move
    // (docs/rules.md §5.4: SpellGrid reads the text as the take begins; the game its last parse).
    const objects = [
      ...[o("text:BELT", 0, 2), o("text:TILE", 3, 6), o("text:BELT", 3, 4)],
      ...[o("text:IS", 1, 1), o("text:SHIFT", 2, 1), o("text:IS", 4, 4), o("text:SHIFT", 5, 4)],
      ...[o("text:IS", 4, 6), o("text:SHIFT", 5, 6)],
      ...[o("text:BABA", 0, 8), o("text:IS", 1, 8), o("text:YOU", 2, 8)],
      ...[o("text:TILE", 3, 8), o("text:IS", 4, 8), o("text:PUSH", 5, 8)],
      ...[o("baba", 0, 4), o("belt", 7, 5), o("tile", 7, 6, "up"), o("baba", 7, 7)],
      ...[o("belt", 8, 3), o("tile", 8, 4, "up"), o("baba", 8, 6)],
    ];
    const start = grid.createLevel({ width: 9, height: 9, objects }, LEXICON, LEVEL_CONFIG);
    walkBoth(start, [INPUTS.indexOf("up"), INPUTS.indexOf("up")]);
    const level = grid.cloneLevel(start);
    grid.step(level, "up");
    grid.step(level, "up");
    const [belt, tile] = [19, 20];
    expect([level.x[0], level.y[0]]).toEqual([0, 1]); // the old BELT completes the upper sentence
    expect([level.x[belt], level.y[belt], grid.facingOf(level, belt)]).toEqual([8, 3, "right"]);
    expect([level.x[tile], level.y[tile], grid.facingOf(level, tile)]).toEqual([8, 3, "right"]);
  });

  test("the corpus's levels with two SHIFT or two FEAR kinds", () => {
    const defs = corpusLevels(LEXICON);
    const two = defs.flatMap((d, i) => {
      const rules = grid.createLevel(d, LEXICON, LEVEL_CONFIG).inForce.rules;
      const shifts = rules.filter((r) => r.endsWith(" IS SHIFT")).length;
      const fears = rules.filter((r) => r.includes(" FEAR ")).length;
      return shifts > 1 || fears > 1 ? [i] : [];
    });
    expect(two.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(fc.constantFrom(...two), callsOf(20, 50), (l, calls) => {
        walkBoth(grid.createLevel(defs[l], LEXICON, LEVEL_CONFIG), calls);
      }),
      fuzzed({ seed: 6_803, numRuns: 30 }),
    );
  });
});
