/**
 * The turn compiled per rule set (docs/rules.md §5.5; turn-plan.ts): a turn calls only the phases the
 * rules in force can make act, and reads the plan again when a phase changes the rules. A phase the plan
 * leaves out changes nothing when called; on random boards with every kind of phase in play, stepping
 * with the plan and with every phase called (the shortcuts off) leaves the same board after every call.
 */
import fc from "fast-check";
import { afterEach, describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { checkInput, INPUTS as TABLE } from "../../src/engine/grid/inputs";
import { useShortcuts } from "../../src/engine/grid/move-cells";
import { PHASES, removeThem } from "../../src/engine/grid/turn";
import { ACTS, planOf } from "../../src/engine/grid/turn-plan";
import { fuzzed } from "../fuzz";
import { map } from "./builder";

const INPUTS = ["up", "down", "left", "right", "wait"] as const;
const UNDO = INPUTS.length;
const CALLS = fc.array(fc.integer({ min: 0, max: UNDO }), { minLength: 8, maxLength: 24 });

const NOUNS = ["BABA", "ROCK", "KEG", "WALL"] as const;
/** Every property of the lexicon (a property a user adds joins the test): each phase and take keys on some. */
const PROPS = LEXICON.words.filter((w) => w.class === "property" && !w.meta).map((w) => w.word);
const RULE = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(fc.constantFrom(...NOUNS), fc.constant("IS"), fc.constantFrom(...PROPS)) },
  {
    weight: 2,
    arbitrary: fc.tuple(
      fc.constantFrom(...NOUNS),
      fc.constantFrom("IS", "HAS", "MAKE", "EAT"),
      fc.constantFrom(...NOUNS),
    ),
  },
);
const THINGS = ["baba", "rock", "keg", "wall", "WIN", "IS", "YOU"] as const;

/** A random level: BABA IS YOU and up to four more rules on the top rows, loose text and things below. */
const BOARD = fc
  .record({
    rules: fc.array(RULE, { maxLength: 4 }),
    cells: fc.array(fc.array(fc.constantFrom(...THINGS), { maxLength: 2 }), { minLength: 49, maxLength: 49 }),
  })
  .map(({ rules, cells }) => {
    const rows: string[][] = [];
    for (let y = 0; y < 7; y++) {
      const row: string[] = [];
      for (let x = 0; x < 7; x++) {
        const stack = cells[y * 7 + x];
        row.push(y > rules.length && stack.length > 0 ? stack.join("+") : ".");
      }
      rows.push(row);
    }
    for (const [y, words] of [["BABA", "IS", "YOU"], ...rules].entries()) rows[y].splice(0, 3, ...words);
    return map(...rows.map((r) => r.join(" ")));
  });

/** Plays one call with the shortcuts (and the plan) on or off; a call that throws is skipped the same way on both. */
function play(level: grid.Level, call: number, shortcuts: boolean): void {
  useShortcuts(shortcuts);
  try {
    if (call === UNDO) grid.undo(level);
    else grid.step(level, INPUTS[call]);
  } catch {
    // a conversion past the object limit throws and changes nothing, both ways
  } finally {
    useShortcuts(true);
  }
}

/** The board, its rules, won, the seed and the undo history's length, in one string. */
function board(level: grid.Level): string {
  return JSON.stringify([grid.hashLevel(level), level.inForce.rules, level.won, level.history.length]);
}

afterEach(() => useShortcuts(true));

describe("the turn compiled per rule set", () => {
  test("a phase the plan leaves out changes nothing when called", () => {
    fc.assert(
      fc.property(BOARD, CALLS, (def, calls) => {
        const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
        for (const call of calls) {
          play(level, call, true);
          const next = planOf(level, level.turn);
          level.turn.forEach((name, i) => {
            if (next[i] === i) return; // the plan calls it
            expect(ACTS[name](level.inForce, grid.bitsOf(LEXICON), LEXICON)).toBe(false);
            const copy = grid.cloneLevel(level);
            const before = board(copy);
            PHASES[name](copy, "wait", removeThem);
            expect(board(copy)).toBe(before);
          });
        }
      }),
      fuzzed({ seed: 13_201, numRuns: 100 }),
    );
  });

  test("stepping with the plan leaves the board every phase called leaves, after every call", () => {
    fc.assert(
      fc.property(BOARD, CALLS, (def, calls) => {
        const fast = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
        const slow = grid.cloneLevel(fast);
        for (const call of calls) {
          play(fast, call, true);
          play(slow, call, false);
          expect(board(fast)).toBe(board(slow));
        }
      }),
      fuzzed({ seed: 13_202, numRuns: 120 }),
    );
  });

  test("under YOU and STOP alone, a turn calls only the movement and the parses", () => {
    const level = grid.createLevel(
      map("BABA IS YOU", ". baba . wall", "WALL IS STOP"),
      LEXICON,
      LEVEL_CONFIG,
    );
    const next = planOf(level, level.turn);
    const called = level.turn.filter((_, i) => next[i] === i);
    expect(called.every((name) => name === "move" || name === "parse")).toBe(true);
    expect(called).toContain("move");
  });

  test("a rule formed by this turn's move is read for the rest of it: the win check then runs", () => {
    // BABA IS _ WIN: pushing WIN left forms BABA IS WIN in the move; no WIN was in force at the turn's start.
    const level = grid.createLevel(map("BABA IS YOU", "BABA IS . WIN baba"), LEXICON, LEVEL_CONFIG);
    expect(level.inForce.rules).not.toContain("BABA IS WIN");
    grid.step(level, "left");
    expect(level.inForce.rules).toContain("BABA IS WIN");
    expect(grid.isWon(level)).toBe(true);
  });
});

describe("a turn's input", () => {
  test("every input of the table is read as the table says; anything else throws, naming the call", () => {
    for (const [name, input] of Object.entries(TABLE)) expect(checkInput(name, "step")).toBe(input);
    // a string made at run time (not the literal) is read the same way
    for (const name of Object.keys(TABLE)) expect(checkInput([...name].join(""), "step")).toBe(TABLE[name]);
    for (const bad of ["toString", "north", "", 3, null, undefined])
      expect(() => checkInput(bad, "step")).toThrow(/step/);
  });
});
