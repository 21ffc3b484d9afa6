/**
 * A line's signature read from its text alone (docs/rules.md §5.2 "Incremental parsing"; line-text.ts): only
 * the cells that hold text are walked, each until its text objects are found, and the signature is the
 * general walk's (line-walk.ts `lineSignature`, every cell's objects walked), number for number, so both
 * find the same line in the memo; so is a WORD round's, its things read too, walked by the cells' counts of
 * text and things read (as word-lines.ts counts them). Checked on random boards of stacked words (the same word two or three
 * times, words in any order, things among them), before and after steps.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { SIG, textSignature } from "../../src/engine/grid/line-text";
import { lineSignature } from "../../src/engine/grid/line-walk";
import { fuzzed } from "../fuzz";
import { map } from "./builder";
import { apply, callsOf } from "./shortcut-walk";
import { loaded } from "./word-cells";

/** Words and things a stack is drawn from: few, so that a stack holds one word twice or more. */
const PARTS = ["BABA", "IS", "YOU", "MOVE", "ROCK", "AND", "NOT", "PUSH", "baba", "rock"] as const;

/** A cell: nothing, or a stack of one to four parts in any order. */
const CELL = fc.oneof(
  { weight: 2, arbitrary: fc.constant(".") },
  {
    weight: 3,
    arbitrary: fc.array(fc.constantFrom(...PARTS), { minLength: 1, maxLength: 4 }).map((p) => p.join("+")),
  },
);

/** A board `width` × `height` with BABA IS YOU on its top row and a baba below it, the rest drawn. */
const BOARD = fc
  .record({
    width: fc.integer({ min: 3, max: 9 }),
    height: fc.integer({ min: 3, max: 9 }),
    cells: fc.array(CELL, { minLength: 81, maxLength: 81 }),
  })
  .map(({ width, height, cells }) => {
    const rows: string[] = [];
    for (let y = 0; y < height; y++) {
      const row = cells.slice(y * 9, y * 9 + width);
      if (y === 0) row.splice(0, 3, "BABA", "IS", "YOU");
      if (y === 1) row[0] = "baba";
      rows.push(row.join(" "));
    }
    return map(...rows);
  });

/** Every line's text signature is the general walk's, and so is its signature with the things `read` marks. */
function expectSameSignatures(level: grid.Level, where: string): void {
  const read = new Uint8Array(level.kinds.names.length);
  read[level.kinds.byName.baba] = 1; // (READ: word.ts)
  const at = level.textAt.slice();
  for (let id = 0; id < level.nextId; id++)
    if (level.alive[id] === 1 && level.kind[id] === level.kinds.byName.baba)
      at[level.y[id] * level.width + level.x[id]]++;
  for (let l = 0; l < level.width + level.height; l++) {
    const n = textSignature(level, l);
    const text = Array.from(SIG.at.subarray(0, n));
    const m = lineSignature(level, l, null, null);
    expect([where, l, text]).toEqual([where, l, Array.from(SIG.at.subarray(0, m))]);
    const w = textSignature(level, l, at, read);
    const words = Array.from(SIG.at.subarray(0, w));
    const v = lineSignature(level, l, read, null);
    expect([where, "baba read", l, words]).toEqual([
      where,
      "baba read",
      l,
      Array.from(SIG.at.subarray(0, v)),
    ]);
  }
}

describe("a line's signature read from its text alone", () => {
  test("is the general walk's on boards of stacked words, before and after steps", () => {
    fc.assert(
      fc.property(BOARD, callsOf(0, 12), (def, calls) => {
        const level = loaded(def, LEXICON);
        if (level === null) return; // (a conditional rule whose conditions are not built)
        expectSameSignatures(level, "loaded");
        calls.forEach((call, i) => {
          apply(level, call);
          expectSameSignatures(level, `call ${i}`);
        });
      }),
      fuzzed({ seed: 13_401, numRuns: 150 }),
    );
  });

  test("a cell holding one word three times and others out of order", () => {
    const level = grid.createLevel(map("YOU+BABA+YOU+IS+YOU IS YOU", "baba . ."), LEXICON, LEVEL_CONFIG);
    expectSameSignatures(level, "stacked");
    expect(textSignature(level, 0)).toBeGreaterThan(0);
  });
});
