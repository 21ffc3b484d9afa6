/**
 * A step may be plain under conditional rules (docs/rules.md §5.4, §5.8; move-plain.ts, move-cells.ts
 * `stepBits`, move-cond-kinds.ts): while no conditional rule in force gives or takes YOU, PUSH, STOP,
 * PULL, SWAP, OPEN, SHUT, WEAK or PHANTOM, each object has those properties as its kind does, so the plain
 * steps and pushes and the cells' kept solid counts read them by kind; while one does, only the objects of
 * the kinds it names are read through their conditions: a mover of such a kind, or a cell ahead or in the
 * chain holding one, makes the step planned in full, and the cells are walked afresh. On random
 * boards with conditional rules (ON, NEAR, FACING, LONELY, IDLE, WITHOUT, FEELING, ABOVE, BESIDE) on
 * movement's properties and on others, with no journal (the plain path's condition), the shortcuts on
 * leave the same board, undo history, win and loss after every call as the reference (shortcuts off).
 */
import fc from "fast-check";
import { afterEach, describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { stepBits, useShortcuts } from "../../src/engine/grid/move-cells";
import { plainMask } from "../../src/engine/grid/move-plain";
import { bitsOf } from "../../src/engine/grid/prop-bits";
import { fuzzed } from "../fuzz";
import { map } from "./builder";
import { conditionOf, ruleBoard, ruleOf } from "./rule-board";
import { board, callsOf, play } from "./shortcut-walk";

const CALLS = callsOf(8, 25);

const NOUNS = ["BABA", "ROCK", "KEG", "FLAG"] as const;
/** What a step reads (`stepBits`), and what it does not. */
const MOVING = ["YOU", "PUSH", "STOP", "PULL", "SWAP", "OPEN", "SHUT", "WEAK", "PHANTOM"] as const;
const OTHER = [
  "WIN",
  "DEFEAT",
  "SINK",
  "HOT",
  "MELT",
  "FLOAT",
  "SAFE",
  "MORE",
  "RIGHT",
  "TELE",
  "HIDE",
] as const;
const THINGS = ["baba", "rock", "keg", "flag"] as const;

const noun = fc.constantFrom(...NOUNS);
const prop = fc.oneof(fc.constantFrom(...MOVING), fc.constantFrom(...OTHER));
/** A condition before IS: a prefix (LONELY, IDLE), an infix with a noun, or FEELING with a property. */
const CONDITION = conditionOf(["ON", "NEAR", "FACING", "WITHOUT", "ABOVE", "BESIDE"], noun, prop);
/** A rule: mostly one under a condition (`X cond IS [NOT] P`), else `X IS P`. */
const RULE = ruleOf(noun, prop, CONDITION, 1, 4);

/** A random board: BABA IS YOU, ROCK IS PUSH and up to four rules, one a row, then cells of stacks of things. */
const BOARD = ruleBoard({
  fixed: [
    ["BABA", "IS", "YOU"],
    ["ROCK", "IS", "PUSH"],
  ],
  rules: RULE,
  most: 4,
  width: [6, 9],
  height: [4, 7],
  things: THINGS,
  stack: 2,
  cells: 63,
});

/**
 * A crowded board of push chains: several YOU objects, PUSH rocks, STOP kegs and flags, and one to three
 * conditional rules giving or taking PUSH, STOP or PULL from rocks, kegs or flags (a chain's far cells, a
 * cell counted earlier in the move, hold objects whose properties change as objects move).
 */
const CHAINS = fc
  .record({
    width: fc.integer({ min: 5, max: 8 }),
    rules: fc.array(
      fc
        .tuple(
          fc.constantFrom("ROCK", "KEG", "FLAG"),
          fc.constantFrom(
            ["NEAR", "BABA"],
            ["ON", "FLAG"],
            ["BESIDE", "ROCK"],
            ["ABOVE", "KEG"],
            ["LONELY"],
            ["FACING", "ROCK"],
          ),
          fc.boolean(),
          fc.constantFrom("PUSH", "STOP", "PULL"),
        )
        .map(([n, c, not, q]): string[] => [
          ...(c.length === 1 ? [c[0], n] : [n, ...c]),
          "IS",
          ...(not ? ["NOT", q] : [q]),
        ]),
      { minLength: 1, maxLength: 3 },
    ),
    cells: fc.array(fc.constantFrom(".", ".", "baba", "rock", "rock", "keg", "flag", "rock+flag"), {
      minLength: 48,
      maxLength: 48,
    }),
  })
  .map(({ width, rules, cells }) => {
    const lines = [["BABA", "IS", "YOU"], ["ROCK", "IS", "PUSH"], ["KEG", "IS", "STOP"], ...rules];
    const w = Math.max(width, ...lines.map((l) => l.length));
    const rows: string[] = lines.map((l) => [...l, ...Array(w - l.length).fill(".")].join(" "));
    for (let y = 0; y < 6; y++)
      rows.push(Array.from({ length: w }, (_, x) => cells[(y * w + x) % cells.length]).join(" "));
    return map(...rows);
  });

/** `board` with the win and the loss read as a player reads them. */
const seen = (level: grid.Level): string => `${grid.isWon(level)} ${grid.isLost(level)} ${board(level)}`;

afterEach(() => useShortcuts(true));

describe("a step is plain under conditional rules that touch nothing it reads", () => {
  test("random boards with conditional rules, no journal: the same board as the reference after every call", () => {
    const B = bitsOf(LEXICON);
    let plain = 0; // calls played with conditional rules in force, none on what a step reads
    let touched = 0; // calls played with a conditional rule on what a step reads, plain steps open
    fc.assert(
      fc.property(BOARD, CALLS, (def, calls) => {
        const start = grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, journal: false });
        const fast = grid.cloneLevel(start);
        const slow = grid.cloneLevel(start);
        for (const call of calls) {
          const cond = fast.inForce.cond;
          if (cond !== null && plainMask(fast, B) >= 0) {
            if ((cond.touched & stepBits(B)) !== 0) touched++;
            else plain++;
          }
          expect(play(fast, call, true)).toBe(play(slow, call, false));
          useShortcuts(false);
          const reference = seen(slow);
          useShortcuts(true);
          expect(seen(fast)).toBe(reference);
        }
      }),
      fuzzed({ seed: 55_017, numRuns: 150 }),
    );
    expect(plain).toBeGreaterThan(300); // steps read by kind under conditional rules, often
    expect(touched).toBeGreaterThan(300); // and beside conditional rules on what a step reads, often
  });

  test("crowded push chains beside conditional PUSH, STOP and PULL: the same board as the reference", () => {
    fc.assert(
      fc.property(CHAINS, callsOf(6, 20), (def, calls) => {
        const start = grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, journal: false });
        const fast = grid.cloneLevel(start);
        const slow = grid.cloneLevel(start);
        for (const call of calls) {
          expect(play(fast, call, true)).toBe(play(slow, call, false));
          useShortcuts(false);
          const reference = seen(slow);
          useShortcuts(true);
          expect(seen(fast)).toBe(reference);
        }
      }),
      fuzzed({ seed: 55_018, numRuns: 200 }),
    );
  });
});
