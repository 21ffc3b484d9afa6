/**
 * The turn's phases, read more cheaply with the shortcuts on (docs/rules.md §5.5): the win check walks each
 * YOU object's cell and float level once, without the slots' look (phases/win.ts `youOnWin`); TELE keeps
 * its groups while its list of TELE objects and their kinds stand (phases/tele.ts). With the engine's
 * shortcuts off (the reference) each is read in full. On random boards with YOU, WIN, FLOAT, TELE,
 * direction words, SLEEP and conversions between kinds (so a TELE object may change kind in place, still
 * TELE), plain and conditional rules, walked with steps, waits, undos, restarts, copies of the level and
 * turns taken on the level a copy was made from, both ways leave the same board, journal, undo history,
 * win and loss after every call.
 */
import fc from "fast-check";
import { afterEach, describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { useShortcuts } from "../../src/engine/grid/move-cells";
import { restore } from "../../src/engine/grid/undo";
import { fuzzed } from "../fuzz";
import { map } from "./builder";
import { condRuleOf, ruleBoard } from "./rule-board";
import { callsWith, INPUTS, UNDO, walkWith } from "./shortcut-walk";

const NOUNS = ["BABA", "ROCK", "KEG", "FLAG"] as const;
const PROPS = [
  "YOU",
  "WIN",
  "FLOAT",
  "TELE",
  "RIGHT",
  "UP",
  "LEFT",
  "DOWN",
  "SLEEP",
  "PUSH",
  "SINK",
  "POWER",
  "DONE",
];
const THINGS = ["baba", "rock", "keg", "flag"] as const;

const noun = fc.constantFrom(...NOUNS);
/** A rule: `X IS P`, `X IS Y` (a conversion), or a property under a condition. */
const RULE = fc.oneof(
  { weight: 5, arbitrary: fc.tuple(noun, fc.constantFrom(...PROPS)).map(([n, p]) => [n, "IS", p]) },
  { weight: 2, arbitrary: fc.tuple(noun, noun).map(([n, m]) => [n, "IS", m]) },
  {
    weight: 1,
    arbitrary: condRuleOf(
      [["LONELY"], ["IDLE"], ["ON", "KEG"], ["POWERED"]],
      noun,
      fc.constantFrom("YOU", "WIN", "FLOAT", "TELE"),
    ),
  },
);

/** A random board: BABA IS YOU, FLAG IS WIN and up to five rules, then cells of stacks of things. */
const BOARD = ruleBoard({
  fixed: [
    ["BABA", "IS", "YOU"],
    ["FLAG", "IS", "WIN"],
  ],
  rules: RULE,
  most: 5,
  width: [6, 8],
  height: [3, 5],
  things: THINGS,
  stack: 3,
  cells: 40,
});

/** Calls past the inputs and undo: restart, a copy of the level, a turn back to the level copied from. */
const RESTART = UNDO + 1;
const COPY = UNDO + 2;
const SWAP = UNDO + 3;
const CALLS = callsWith(3, 2);

/** Plays `calls` from `start` with the shortcuts on or off (shortcut-walk.ts `walkWith`): restart, a copy, a turn back. */
function walk(start: grid.Level, calls: readonly number[], on: boolean): string[] {
  let other: grid.Level | null = null; // (the level the last copy was made from)
  return walkWith(start, calls, on, (call, level, first) => {
    if (call === RESTART) restore(level, first);
    else if (call === COPY) {
      other = level;
      return grid.cloneLevel(level);
    } else if (call === SWAP) {
      const back = other ?? level;
      other = level;
      return back;
    }
    return level;
  });
}

afterEach(() => useShortcuts(true));

describe("the phases read by kind and kept per list find what the reference finds", () => {
  test("random boards with WIN, FLOAT, TELE, direction words and conversions: the same board after every call", () => {
    fc.assert(
      fc.property(BOARD, CALLS, fc.boolean(), (def, calls, journal) => {
        const start = grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, journal });
        const fast = walk(start, calls, true);
        const slow = walk(start, calls, false);
        for (let i = 0; i < calls.length; i++) expect(fast[i], `call ${i}`).toBe(slow[i]);
      }),
      fuzzed({ seed: 55_501, numRuns: 200 }),
    );
  });

  const [RIGHT, LEFT, WAIT] = [INPUTS.indexOf("right"), INPUTS.indexOf("left"), INPUTS.indexOf("wait")];
  /** The walk `calls` of `rows` with the shortcuts on, then off: the same boards. */
  function both(rows: string[], calls: number[]): string[] {
    const start = grid.createLevel(map(...rows), LEXICON, { ...LEVEL_CONFIG, journal: true });
    const fast = walk(start, calls, true);
    expect(fast).toEqual(walk(start, calls, false));
    return fast;
  }

  test("a YOU object on a WIN cell wins on its own float level only", () => {
    const rules = ["BABA IS YOU", "KEG IS YOU", "FLAG IS WIN", "KEG IS FLOAT"];
    const won = (rows: string[], calls: number[]) =>
      both([...rules, ...rows], calls).map((s) => s.split(" ")[1]);
    expect(won([". keg . flag", "baba . . ."], [RIGHT, RIGHT])).toEqual(["false", "false"]); // (the keg floats)
    expect(won([". keg . .", "baba flag . ."], [RIGHT])).toEqual(["true"]);
  });

  test("a stack of YOU objects on both float levels: each float level of the cell is read apart", () => {
    // baba (not FLOAT) is listed first and finds no WIN at its float level; the keg (FLOAT) beside it does
    const rules = ["BABA IS YOU", "KEG IS YOU", "FLAG IS WIN", "KEG IS FLOAT", "FLAG IS FLOAT"];
    const seen = both([...rules, "baba+keg+flag . flag"], [WAIT]);
    expect(seen[0].split(" ")[1]).toBe("true");
  });

  test("a TELE object that changes kind in place, still TELE, is grouped with its new kind", () => {
    // the push spells ROCK IS KEG: both rock pads become keg pads, so the flag on the keg pad is sent
    const rows = [
      "ROCK IS TELE",
      "KEG IS TELE",
      "BABA IS YOU",
      "ROCK IS . KEG baba",
      "rock . rock . keg+flag",
    ];
    const seen = both(rows, [WAIT, LEFT, WAIT]);
    expect(seen[1]).not.toBe(seen[0]);
  });
});
