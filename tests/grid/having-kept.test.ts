/**
 * The lists of objects with a property kept between calls (docs/rules.md §5.3; having-kept.ts, props-of.ts
 * `collectHaving`, `keptHaving`): a list holds while the board's kinds and lives are the same and the
 * same kinds have its property, whatever else the rules say, so a list made before text was pushed out
 * of a rule holds again once it is pushed back. Seeded random boards crowded with pushable text that
 * makes and breaks rules (among them conversions, which write kinds), walked on two copies in turns (their
 * kinds shared until one writes); after every call each mask's list, one property or two, equals a scan
 * of every object, `keptHaving` names the list `collectHaving` then writes, and a list's number always
 * stands for the same objects.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { bitsOf } from "../../src/engine/grid/prop-bits";
import { collectHaving, havingNo, keptHaving } from "../../src/engine/grid/props-of";
import { fuzzed } from "../fuzz";
import { map } from "./builder";
import { havingByScan } from "./having-scan";
import { apply, callName, UNDO } from "./shortcut-walk";

/** What a cell holds: things, and words that push into sentences and out of them. */
const CELL = fc.constantFrom(
  ".",
  ".",
  ".",
  "baba",
  "rock",
  "keg",
  "ROCK",
  "KEG",
  "BABA",
  "IS",
  "IS",
  "YOU",
  "PUSH",
  "STOP",
  "WIN",
);

const BOARD = fc
  .record({
    width: fc.integer({ min: 5, max: 8 }),
    height: fc.integer({ min: 3, max: 6 }),
    cells: fc.array(CELL, { minLength: 48, maxLength: 48 }),
  })
  .map(({ width, height, cells }) => {
    const rows = ["BABA IS YOU", "TEXT IS PUSH", "ROCK IS STOP"].map((r) => `${r} ${". ".repeat(width - 3)}`);
    for (let y = 0; y < height; y++)
      rows.push(Array.from({ length: width }, (_, x) => cells[(y * width + x) % cells.length]).join(" "));
    rows.push(`baba . . ${". ".repeat(width - 3)}`);
    return map(...rows);
  });

/** Calls of a walk on two copies: which copy, and its input or undo. */
const CALLS = fc.array(fc.tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 0, max: UNDO })), {
  minLength: 6,
  maxLength: 40,
});

describe("the lists of objects with a property, kept while their kinds are the same", () => {
  test("every list equals a scan, and its number names it, as text is pushed out of rules and back", () => {
    const B = bitsOf(LEXICON);
    const MASKS = [B.YOU, B.PUSH, B.STOP, B.WIN, B.YOU | B.STOP, B.PUSH | B.WIN];
    fc.assert(
      fc.property(BOARD, CALLS, fc.array(fc.nat(), { minLength: 4, maxLength: 4 }), (def, calls, picks) => {
        const first = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
        const pair = [first, grid.cloneLevel(first)];
        const out: number[] = [];
        const named = new Map<number, string>(); // each list number and the objects it stood for
        calls.forEach(([which, call], i) => {
          const level = pair[which];
          apply(level, call);
          const masks = [...MASKS, ...picks.map((p) => MASKS[(p + i) % MASKS.length])];
          for (const mask of masks) {
            const where = `call ${i} (${callName(call)} on copy ${which}), mask ${mask}`;
            const kept = keptHaving(level, mask);
            const n = collectHaving(level, mask, out);
            const list = out.slice(0, n);
            expect([where, list]).toEqual([where, havingByScan(level, mask)]);
            const no = havingNo();
            if (kept !== 0) expect([where, no]).toEqual([where, kept]);
            if (no === 0) continue;
            const was = named.get(no);
            if (was !== undefined) expect([where, no, list.join()]).toEqual([where, no, was]);
            named.set(no, list.join());
          }
        });
      }),
      fuzzed({ seed: 13_403, numRuns: 200 }),
    );
  });

  test("the YOU list made before a push spelled ROCK IS YOU is found again after its undo", () => {
    const level = grid.createLevel(
      map("BABA IS YOU .", ". . . .", "ROCK IS . .", ". . YOU .", "rock . baba ."),
      LEXICON,
      LEVEL_CONFIG,
    );
    const B = bitsOf(LEXICON);
    const out: number[] = [];
    const n = collectHaving(level, B.YOU, out);
    const no = havingNo();
    expect(out.slice(0, n)).toEqual(havingByScan(level, B.YOU));
    grid.step(level, "up"); // the baba pushes YOU into row 2: ROCK IS YOU
    expect(level.inForce.rules).toContain("ROCK IS YOU");
    const m = collectHaving(level, B.YOU, out);
    expect(out.slice(0, m)).toEqual(havingByScan(level, B.YOU));
    expect(m).toBe(n + 1);
    grid.undo(level);
    expect(level.inForce.rules).not.toContain("ROCK IS YOU");
    expect(keptHaving(level, B.YOU)).toBe(no);
    const again = collectHaving(level, B.YOU, out);
    expect(out.slice(0, again)).toEqual(havingByScan(level, B.YOU));
    expect(havingNo()).toBe(no);
  });
});
