/**
 * A property no conditional rule gives or takes is read by kind (docs/rules.md §5.3, §5.8; props-of.ts
 * `condTouches`, cond-table.ts `touched`): the lists of objects with a property, the win check, `lost()`,
 * the hazards' slots, the facing words, MORE's quiet proof, FALL, TELE and FOLLOW read the conditional
 * rules only for the properties they give or take. With the engine's shortcuts off (the reference), every
 * read evaluates every conditional rule in force. On random boards with conditional rules (LONELY, ON,
 * NEAR, FACING, FEELING, WITHOUT, IDLE) beside plain ones, both ways leave the same board, journal, undo
 * history, win and loss after every call.
 */
import fc from "fast-check";
import { afterEach, describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { useShortcuts } from "../../src/engine/grid/move-cells";
import { fuzzed } from "../fuzz";
import { conditionOf, ruleBoard, ruleOf } from "./rule-board";
import { board, callsOf, play } from "./shortcut-walk";

const CALLS = callsOf(8, 25);

const NOUNS = ["BABA", "ROCK", "KEG", "FLAG"] as const;
const PROPS = [
  "YOU",
  "WIN",
  "PUSH",
  "STOP",
  "PULL",
  "SINK",
  "DEFEAT",
  "HOT",
  "MELT",
  "OPEN",
  "SHUT",
  "FLOAT",
  "WEAK",
  "MOVE",
  "MORE",
  "FALL",
  "TELE",
  "SLEEP",
  "RIGHT",
  "SAFE",
] as const;
const THINGS = ["baba", "rock", "keg", "flag"] as const;

const noun = fc.constantFrom(...NOUNS);
const prop = fc.constantFrom(...PROPS);
/** A condition before IS: a prefix (LONELY, IDLE), an infix with a noun, or FEELING with a property. */
const CONDITION = conditionOf(["ON", "NEAR", "FACING", "WITHOUT"], noun, prop);
/** A rule: `X IS P`, or `X cond IS [NOT] P` under a condition. */
const RULE = ruleOf(noun, prop, CONDITION, 2, 3);

/** A random board: BABA IS YOU and up to four rules, one a row, then cells of stacks of things. */
const BOARD = ruleBoard({
  fixed: [["BABA", "IS", "YOU"]],
  rules: RULE,
  most: 4,
  width: [6, 8],
  height: [5, 7],
  things: THINGS,
  stack: 3,
  cells: 56,
});

/** `board` with the win and the loss read as a player reads them. */
const seen = (level: grid.Level): string => `${grid.isWon(level)} ${grid.isLost(level)} ${board(level)}`;

afterEach(() => useShortcuts(true));

describe("a property no conditional rule touches is read by kind, as the reference reads it", () => {
  test("random boards with conditional rules, with a journal: the same board after every call", () => {
    let conditional = 0;
    fc.assert(
      fc.property(BOARD, CALLS, (def, calls) => {
        const start = grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, journal: true });
        const fast = grid.cloneLevel(start);
        const slow = grid.cloneLevel(start);
        for (const call of calls) {
          if (fast.inForce.cond !== null) conditional++;
          expect(play(fast, call, true)).toBe(play(slow, call, false));
          useShortcuts(false);
          const reference = seen(slow);
          useShortcuts(true);
          expect(seen(fast)).toBe(reference);
        }
      }),
      fuzzed({ seed: 53_031, numRuns: 120 }),
    );
    expect(conditional).toBeGreaterThan(500); // most calls were played with a conditional rule in force
  });
});
