/**
 * The movement phase's takes and the MOVE take's movers, read more cheaply (docs/rules.md §5.4): which
 * takes act is found once per rules record and takes list (takes.ts `movementPhase`), and the MOVE
 * take's movers, while no conditional rule gives or takes MOVE or SLEEP, are read by kind and looked for
 * only up to the last object with MOVE the kinds' alive counts promise (take-movers.ts). With the
 * engine's shortcuts off (the reference) every object is read through `propsOf`. On random boards with
 * MOVE, SLEEP, SHIFT, WEAK, DEFEAT, YOU, NOT, conversions between kinds and conditional MOVE and SLEEP,
 * walked with steps, waits, undos, restarts and copies, both ways leave the same board, journal, undo
 * history, win and loss after every call; and a level walked alone leaves the same boards as when its
 * calls are interleaved with those of another level of other rules and another takes list.
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
import { board, callsWith, INPUTS, UNDO, walkWith } from "./shortcut-walk";

const NOUNS = ["BABA", "ROCK", "KEG", "FLAG"] as const;
const PROPS = ["MOVE", "MOVE", "SLEEP", "SHIFT", "WEAK", "DEFEAT", "PUSH", "STOP", "YOU", "RIGHT"];
const THINGS = ["baba", "rock", "keg", "flag"] as const;

const noun = fc.constantFrom(...NOUNS);
/** A rule: `X IS P`, `X IS NOT P`, `X IS Y` (a conversion), or MOVE or SLEEP under a condition. */
const RULE = fc.oneof(
  { weight: 5, arbitrary: fc.tuple(noun, fc.constantFrom(...PROPS)).map(([n, p]) => [n, "IS", p]) },
  { weight: 1, arbitrary: fc.tuple(noun, fc.constantFrom(...PROPS)).map(([n, p]) => [n, "IS", "NOT", p]) },
  { weight: 2, arbitrary: fc.tuple(noun, noun).map(([n, m]) => [n, "IS", m]) },
  {
    weight: 1,
    arbitrary: condRuleOf([["LONELY"], ["ON", "KEG"]], noun, fc.constantFrom("MOVE", "SLEEP")),
  },
);

/** A random board: BABA IS YOU, ROCK IS MOVE and up to five rules, then cells of stacks of things. */
const BOARD = ruleBoard({
  fixed: [
    ["BABA", "IS", "YOU"],
    ["ROCK", "IS", "MOVE"],
  ],
  rules: RULE,
  most: 5,
  width: [6, 8],
  height: [3, 5],
  things: THINGS,
  stack: 3,
  cells: 40,
});

/** Calls past the inputs and undo: restart, a copy of the level. */
const RESTART = UNDO + 1;
const COPY = UNDO + 2;
const CALLS = callsWith(2, 1);

/** Plays `calls` from `start` with the shortcuts on or off (shortcut-walk.ts `walkWith`): restart, a copy. */
const walk = (start: grid.Level, calls: readonly number[], on: boolean): string[] =>
  walkWith(start, calls, on, (call, level, first) => {
    if (call === RESTART) restore(level, first);
    else if (call === COPY) return grid.cloneLevel(level);
    return level;
  });

afterEach(() => useShortcuts(true));

describe("the takes found per rules and the MOVE movers read by kind find what the reference finds", () => {
  test("random boards with MOVE, SLEEP, SHIFT, WEAK, NOT and conversions: the same board after every call", () => {
    fc.assert(
      fc.property(BOARD, CALLS, fc.boolean(), (def, calls, journal) => {
        const start = grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, journal });
        const fast = walk(start, calls, true);
        const slow = walk(start, calls, false);
        for (let i = 0; i < calls.length; i++) expect(fast[i], `call ${i}`).toBe(slow[i]);
      }),
      fuzzed({ seed: 57_101, numRuns: 200 }),
    );
  });

  test("a level's walk interleaved with another level's (other rules, another takes list): the same boards", () => {
    const TAKES = fc.constantFrom(
      ["YOU"],
      ["SHIFT", "MOVE", "YOU"],
      ["MOVE", "YOU", "MOVE"],
      ["YOU", "MOVE"],
    );
    const STEPS = fc.array(fc.integer({ min: 0, max: UNDO }), { minLength: 5, maxLength: 25 });
    fc.assert(
      fc.property(BOARD, BOARD, TAKES, STEPS, (a, b, takes, calls) => {
        const alone = grid.createLevel(a, LEXICON, LEVEL_CONFIG);
        const mixed = grid.cloneLevel(alone);
        const other = grid.createLevel(b, LEXICON, { ...LEVEL_CONFIG, takes });
        const play = (level: grid.Level, call: number) => {
          try {
            if (call === UNDO) grid.undo(level);
            else grid.step(level, INPUTS[call]);
          } catch (e) {
            if (!(e instanceof grid.ObjectLimitError)) throw e;
          }
          return board(level);
        };
        for (let i = 0; i < calls.length; i++) {
          const seen = play(alone, calls[i]);
          play(other, calls[(i + 1) % calls.length]);
          expect(play(mixed, calls[i]), `call ${i}`).toBe(seen);
          play(other, calls[i]);
        }
      }),
      fuzzed({ seed: 57_102, numRuns: 100 }),
    );
  });

  test("a rule that gives MOVE formed by a push: the next turn's MOVE take moves the rock", () => {
    const rows = ["BABA IS YOU . .", "ROCK IS . MOVE baba", ". . . . .", "rock . . . ."];
    const level = grid.createLevel(map(...rows), LEXICON, LEVEL_CONFIG);
    const rock = [...level.kind.slice(0, level.nextId)].findIndex((k) => level.kinds.names[k] === "rock");
    const at = () => `${level.x[rock]},${level.y[rock]}`;
    const start = at();
    grid.step(level, "left"); // ROCK IS MOVE is spelled as the turn ends
    expect(level.inForce.rules).toContain("ROCK IS MOVE");
    expect(at()).toBe(start);
    grid.step(level, "wait");
    expect(at()).not.toBe(start);
  });

  test("a sleeping MOVE object stays; the others move, oldest first, up to the last one", () => {
    const rows = [
      "BABA IS YOU",
      "ROCK IS MOVE",
      "KEG IS MOVE",
      "KEG IS SLEEP",
      ". . . . .",
      "rock keg . rock .",
    ];
    const level = grid.createLevel(map(...rows), LEXICON, LEVEL_CONFIG);
    const of = (name: string) =>
      [...level.kind.slice(0, level.nextId)].flatMap((k, id) => (level.kinds.names[k] === name ? [id] : []));
    const at = (ids: number[]) => ids.map((id) => `${level.x[id]},${level.y[id]}`).join(" ");
    const [rocks, kegs] = [at(of("rock")), at(of("keg"))];
    grid.step(level, "wait");
    expect(at(of("rock"))).not.toBe(rocks);
    expect(at(of("keg"))).toBe(kegs);
    const slow = grid.createLevel(map(...rows), LEXICON, LEVEL_CONFIG);
    useShortcuts(false);
    grid.step(slow, "wait");
    useShortcuts(true);
    expect(board(level)).toBe(board(slow));
  });
});
