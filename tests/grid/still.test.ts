/**
 * Phases skipped while nothing they read changed (docs/rules.md §5.5; phases/still.ts, phases/more-quiet.ts):
 * the hazards and the win check, after they found nothing, are skipped until an object of any level moves,
 * converts, dies or is added, or the level's rules record changes; MORE's proof is not checked again meanwhile.
 * With the engine's shortcuts off (the reference) every phase runs. On random boards with hazards, WIN, MORE,
 * FLOAT and SAFE, plain and conditional rules, walked with steps, waits, undos, restarts (a snapshot of the
 * start restored), edits, copies of the level and destroy hooks that edit or step the level inside its step,
 * both ways leave the same board, journal, undo history, win and loss after every call; and many walks
 * skipped some phase.
 */
import fc from "fast-check";
import { afterEach, describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { useShortcuts } from "../../src/engine/grid/move-cells";
import { skippedSoFar } from "../../src/engine/grid/phases/still";
import { restore } from "../../src/engine/grid/undo";
import { fuzzed } from "../fuzz";
import { map } from "./builder";
import { condRuleOf, ruleBoard } from "./rule-board";
import { board, callsWith, INPUTS, UNDO, walkWith } from "./shortcut-walk";

const NOUNS = ["BABA", "ROCK", "KEG", "FLAG"] as const;
const PROPS = [
  "WIN",
  "SINK",
  "DEFEAT",
  "HOT",
  "MELT",
  "OPEN",
  "SHUT",
  "WEAK",
  "FLOAT",
  "MORE",
  "PUSH",
  "SAFE",
  "POWER",
  "DONE",
];
const THINGS = ["baba", "rock", "keg", "flag"] as const;

const noun = fc.constantFrom(...NOUNS);
const prop = fc.constantFrom(...PROPS);
/** A rule: `X IS P`, or under a condition (a prefix, or an infix with a noun). */
const RULE = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(noun, prop).map(([n, p]) => [n, "IS", p]) },
  {
    weight: 1,
    arbitrary: condRuleOf([["LONELY"], ["IDLE"], ["ON", "KEG"], ["NEAR", "ROCK"], ["POWERED"]], noun, prop),
  },
);

/** A random board: BABA IS YOU, FLAG IS WIN and up to four rules, one a row, then cells of stacks of things. */
const BOARD = ruleBoard({
  fixed: [
    ["BABA", "IS", "YOU"],
    ["FLAG", "IS", "WIN"],
  ],
  rules: RULE,
  most: 4,
  width: [6, 8],
  height: [4, 6],
  things: THINGS,
  stack: 2,
  cells: 48,
});

/** Calls past the inputs and undo: restart (the start's snapshot restored), an edit, a copy of the level. */
const RESTART = UNDO + 1;
const EDIT = UNDO + 2;
const COPY = UNDO + 3;
const CALLS = callsWith(2, 1);

/** Destroy hooks: the default; one that places a keg where a victim stood; one that waits inside the step (once). */
const HOOKS = ["default", "place", "step"] as const;
function hookOf(name: (typeof HOOKS)[number]): grid.DestroyHook | undefined {
  if (name === "default") return undefined;
  let inside = false;
  return (level, ids) => {
    const [x, y] = [level.x[ids[0]], level.y[ids[0]]];
    grid.removeObjects(level, ids);
    if (name === "place") grid.placeObject(level, "keg", x, y);
    else if (!inside) {
      inside = true;
      try {
        grid.step(level, "wait");
      } finally {
        inside = false;
      }
    }
  };
}

/** Plays `calls` from `start` with the shortcuts on or off (shortcut-walk.ts `walkWith`): restart, an edit, a copy. */
function walk(start: grid.Level, calls: readonly number[], on: boolean, hook?: grid.DestroyHook): string[] {
  return walkWith(
    start,
    calls,
    on,
    (call, level, first) => {
      if (call === RESTART) restore(level, first);
      else if (call === EDIT) grid.placeObject(level, "flag", 0, level.height - 1);
      else if (call === COPY) return grid.cloneLevel(level);
      return level;
    },
    hook,
  );
}

afterEach(() => useShortcuts(true));

describe("the phases skipped while nothing changed find what the reference finds", () => {
  test("random boards with hazards, WIN, MORE and conditional rules: the same board after every call", () => {
    let skipped = 0;
    let walks = 0;
    fc.assert(
      fc.property(BOARD, CALLS, fc.constantFrom(...HOOKS), fc.boolean(), (def, calls, hookName, journal) => {
        const start = grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, journal });
        const before = skippedSoFar();
        const fast = walk(start, calls, true, hookOf(hookName)); // (all of it first: the reference's writes end every mark)
        if (skippedSoFar() > before) skipped++;
        walks++;
        const slow = walk(start, calls, false, hookOf(hookName));
        for (let i = 0; i < calls.length; i++) expect(fast[i], `call ${i}`).toBe(slow[i]);
      }),
      fuzzed({ seed: 54_113, numRuns: 150 }),
    );
    expect(skipped).toBeGreaterThan(walks / 5); // (a skip needs a turn in which nothing moved)
  });

  /** The walk `calls` of `rows` with skips, then in full: the same boards, and some phase skipped. */
  function both(rows: string[], calls: number[]): void {
    const start = grid.createLevel(map(...rows), LEXICON, { ...LEVEL_CONFIG, journal: true });
    const before = skippedSoFar();
    const fast = walk(start, calls, true);
    expect(skippedSoFar()).toBeGreaterThan(before);
    expect(fast).toEqual(walk(start, calls, false));
  }
  const [RIGHT, UP, WAIT] = [INPUTS.indexOf("right"), INPUTS.indexOf("up"), INPUTS.indexOf("wait")];

  test("a rule formed in the turn is read everywhere: the hazards run in full", () => {
    // ROCK IS SINK formed by the push sinks the rock and keg that share a cell nobody moved to
    const rows = ["BABA IS YOU", "FLAG IS DEFEAT", "ROCK . SINK", ". IS .", ". baba .", "rock+keg . flag"];
    both(rows, [WAIT, WAIT, UP, WAIT]);
  });

  test("an object added is looked at: MORE's copy onto a HOT rock melts", () => {
    // baba (PUSH) leaving the rock's cell opens it: the keg's copy lands there, MELT on HOT, where nothing moved to
    const rows = [
      "BABA IS YOU",
      "BABA IS PUSH",
      "KEG IS MORE",
      "KEG IS MELT",
      "ROCK IS HOT",
      "WALL IS PUSH",
      ". . . . .",
      "wall . . . .",
      "keg baba+rock . . .",
    ];
    both(rows, [WAIT, WAIT, RIGHT, WAIT]);
  });

  test("an undo of an edit that wrote nothing: the victim the hook left is found again", () => {
    // the hook leaves its victim standing on the DEFEAT rock: each turn finds it again
    const ignore: grid.DestroyHook = () => {};
    const plays: ((level: grid.Level) => void)[] = [
      (level) => grid.step(level, "wait", ignore),
      (level) => grid.step(level, "right", ignore),
      (level) => grid.removeObjects(level, []), // an undo entry, nothing written
      (level) => grid.undo(level),
      (level) => grid.step(level, "wait", ignore),
    ];
    const start = grid.createLevel(map("BABA IS YOU", "ROCK IS DEFEAT", "baba rock . ."), LEXICON, {
      ...LEVEL_CONFIG,
      journal: true,
    });
    const run = (on: boolean): string[] => {
      const level = grid.cloneLevel(start);
      useShortcuts(on);
      try {
        return plays.map((play) => {
          play(level);
          return board(level);
        });
      } finally {
        useShortcuts(true);
      }
    };
    expect(run(true)).toEqual(run(false));
  });

  test("another level stepped after one that found nothing: its own board is read", () => {
    // the same rules, no object placed between, but the second level's baba stands on a DEFEAT rock
    const ignore: grid.DestroyHook = () => {};
    const one = grid.createLevel(map("BABA IS YOU", "ROCK IS DEFEAT", "baba . rock"), LEXICON, LEVEL_CONFIG);
    const two = grid.createLevel(map("BABA IS YOU", "ROCK IS DEFEAT", "baba+rock . ."), LEXICON, {
      ...LEVEL_CONFIG,
      journal: true,
    });
    const run = (on: boolean): string => {
      const [a, b] = [grid.cloneLevel(one), grid.cloneLevel(two)];
      useShortcuts(on);
      try {
        grid.step(b, "wait", ignore);
        grid.step(a, "wait", ignore);
        grid.step(b, "wait", ignore);
        return board(b);
      } finally {
        useShortcuts(true);
      }
    };
    expect(run(true)).toBe(run(false));
  });
});
