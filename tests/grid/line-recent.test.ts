/**
 * The signatures read last at each line number (docs/rules.md §5.2 "Incremental parsing"; line-recent.ts):
 * a line read with the signature read at its line number a moment ago gets the list kept with it instead
 * of looking it up in the line memo. Checked against the general path (the shortcuts off: every read
 * looked up in the memo): on levels of several sizes and two lexicons walked in turn, with the memo
 * forgotten now and then, every line's read is the very list the memo gives, and the rules are a
 * whole-board parse's.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import seams from "../../content/seams.json" with { type: "json" };
import words from "../../content/words.json" with { type: "json" };
import { LEVEL_CONFIG } from "../../src/content/turn";
import { buildLexicon, hostedProperties, LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { forgetLines } from "../../src/engine/grid/line-memo";
import { readLine } from "../../src/engine/grid/line-read";
import { useShortcuts } from "../../src/engine/grid/move-cells";
import { fuzzed } from "../fuzz";
import { map } from "./builder";
import { apply, callName, UNDO } from "./shortcut-walk";
import { parseWholeBoard } from "./whole-board-parse";
import { loadable, WORD_CELL, WORDS, wordRows } from "./word-cells";

/** The same words in the other order: the same signature names other words. */
const OTHER = buildLexicon(
  { ...words, words: [...words.words].reverse() },
  "content/words.json",
  hostedProperties(seams),
);

/**
 * Boards thick with text, of several sizes: BABA IS YOU (or TEXT IS YOU) on the top row, a baba below it;
 * each one the engine loads (`loadable`).
 */
const BOARDS = fc.array(
  fc
    .record({
      width: fc.integer({ min: 3, max: 8 }),
      height: fc.integer({ min: 3, max: 8 }),
      you: fc.constantFrom("BABA", "TEXT"),
      other: fc.boolean(),
      cells: fc.array(WORD_CELL, { minLength: 64, maxLength: 64 }),
    })
    .filter(({ width, height, you, other, cells }) =>
      loadable(map(...wordRows(width, height, you, cells)), other ? OTHER : LEXICON),
    ),
  { minLength: 2, maxLength: 4 },
);

/** Calls of a walk over several levels: which level, its input or undo, and whether the memo is forgotten first. */
const TURNS = fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: UNDO }), fc.nat({ max: 9 })), {
  minLength: 10,
  maxLength: 40,
});

/** Line `l` of `level` read with the shortcuts off: looked up in the line memo (or read and remembered). */
function memoRead(level: grid.Level, l: number): readonly number[] {
  useShortcuts(false);
  try {
    return readLine(level, l);
  } finally {
    useShortcuts(true);
  }
}

/** Every line, read (twice, the second read finding the first), is the memo's list; the rules are a whole-board parse's. */
function expectMemoLists(level: grid.Level, where: string): void {
  for (let l = 0; l < level.width + level.height; l++) {
    const first = readLine(level, l);
    const again = readLine(level, l);
    const memo = memoRead(level, l);
    expect({ where, l, first: first === memo, again: again === memo }).toEqual({
      where,
      l,
      first: true,
      again: true,
    });
  }
  const whole = grid.cloneLevel(level);
  parseWholeBoard(whole);
  expect([where, level.inForce.rules]).toEqual([where, whole.inForce.rules]);
}

describe("a line read again with the signature read last at its line number", () => {
  test("levels of several sizes and two lexicons, walked in turn, read the memo's lists", () => {
    fc.assert(
      fc.property(BOARDS, TURNS, (boards, turns) => {
        const levels = boards.map(({ width, height, you, other, cells }) => {
          return grid.createLevel(
            map(...wordRows(width, height, you, cells)),
            other ? OTHER : LEXICON,
            LEVEL_CONFIG,
          );
        });
        turns.forEach(([which, call, forget], i) => {
          const level = levels[which % levels.length];
          if (forget === 0) forgetLines(level.lexicon); // the memo starts again: its lists are new ones
          apply(level, call);
          expectMemoLists(level, `turn ${i}: level ${which % levels.length} (${callName(call)})`);
        });
      }),
      fuzzed({ seed: 13_302, numRuns: 80 }),
    );
  });

  test("one signature read in two lexicons, at the same line number, spells each lexicon's rules", () => {
    // Each word of the second row stands where the first row's word has the same number in its lexicon:
    const mirror = (w: string) => WORDS[WORDS.length - 1 - WORDS.indexOf(w)];
    const a = grid.createLevel(map("BABA IS YOU", ". baba ."), LEXICON, LEVEL_CONFIG);
    const row = ["BABA", "IS", "YOU"].map(mirror).join(" ");
    const b = grid.createLevel(map(row, ". baba ."), OTHER, LEVEL_CONFIG);
    for (let i = 0; i < 3; i++) {
      expectMemoLists(a, `a, round ${i}`);
      expectMemoLists(b, `b, round ${i}`);
    }
    expect(a.inForce.rules).toContain("BABA IS YOU");
  });

  test("a line whose signature begins the one read last at its number (a run fewer) reads its own rules", () => {
    const two = grid.createLevel(
      map("BABA IS YOU . ROCK IS PUSH", ". baba . . . . ."),
      LEXICON,
      LEVEL_CONFIG,
    );
    const one = grid.createLevel(map("BABA IS YOU . . . .", ". baba . . . . ."), LEXICON, LEVEL_CONFIG);
    for (let i = 0; i < 2; i++) {
      expectMemoLists(two, `two runs, round ${i}`);
      expectMemoLists(one, `one run, round ${i}`);
    }
    expect(two.inForce.rules).toContain("ROCK IS PUSH");
    expect(one.inForce.rules).not.toContain("ROCK IS PUSH");
  });

  test("after the memo is forgotten, a line read again gets the memo's new list, not the one kept before", () => {
    const level = grid.createLevel(
      map("BABA IS YOU .", ". . . .", "ROCK IS PUSH .", ". baba . ."),
      LEXICON,
      LEVEL_CONFIG,
    );
    const before = readLine(level, 0);
    expect(readLine(level, 0)).toBe(before);
    forgetLines(level.lexicon);
    const after = readLine(level, 0);
    expect(after).toEqual(before);
    expect(after).not.toBe(before);
    expect(after).toBe(memoRead(level, 0));
  });
});
