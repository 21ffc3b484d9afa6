/**
 * The win check's readers by kind (docs/rules.md §5.5; phases/win-cells.ts): with no conditional rule
 * giving or taking YOU, WIN or FLOAT, a YOU object alone on its cell wins exactly when it is WIN itself,
 * and only stacks are walked. On random boards of stacks of YOU, WIN and FLOAT kinds (an object both YOU
 * and WIN, stacks mixing float levels, objects alone), each reader finds the same YOU object as the rule
 * read object by object: the oldest YOU object sharing its cell and float level with a WIN object.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { youBeside, youBesideByKind, youOnWin, youOnWinByKind } from "../../src/engine/grid/phases/win-cells";
import { bitsOf } from "../../src/engine/grid/prop-bits";
import { collectHaving, condTouches, propsAmong } from "../../src/engine/grid/props-of";
import { fuzzed } from "../fuzz";
import { map } from "./builder";
import { ruleBoard } from "./rule-board";

const NOUNS = ["BABA", "ROCK", "KEG", "FLAG"] as const;
const RULE = fc
  .tuple(fc.constantFrom(...NOUNS), fc.constantFrom("YOU", "WIN", "FLOAT", "PUSH"))
  .map(([n, p]) => [n, "IS", p]);

const BOARD = ruleBoard({
  fixed: [
    ["BABA", "IS", "YOU"],
    ["FLAG", "IS", "WIN"],
  ],
  rules: RULE,
  most: 5,
  width: [4, 7],
  height: [2, 5],
  things: ["baba", "rock", "keg", "flag"],
  stack: 3,
  cells: 30,
});

/** The rule read object by object: the oldest YOU object on a WIN object's cell and float level, or −1. */
function oldestWinner(level: grid.Level): number {
  const B = bitsOf(level.lexicon);
  const { head, next, width, x, y } = level;
  for (let id = 0; id < level.nextId; id++) {
    if (!level.alive[id] || !(propsAmong(level, id, B.YOU) & B.YOU)) continue;
    const f = propsAmong(level, id, B.FLOAT);
    for (let o = head[y[id] * width + x[id]]; o >= 0; o = next[o]) {
      const p = propsAmong(level, o, B.WIN | B.FLOAT);
      if (p & B.WIN && (p & B.FLOAT) === f) return id;
    }
  }
  return -1;
}

/** What each reader finds on `level`, given its YOU and WIN objects (oldest first). */
function found(level: grid.Level): number[] {
  const B = bitsOf(level.lexicon);
  const you: number[] = [];
  const win: number[] = [];
  const n = collectHaving(level, B.YOU, you);
  const m = collectHaving(level, B.WIN, win);
  return [
    youOnWinByKind(level, B, you, n),
    youBesideByKind(level, B, win, m),
    youOnWin(level, B, you, n),
    youBeside(level, B, win, m),
  ];
}

describe("the win check's readers by kind find what the rule finds", () => {
  test("random boards of stacks of YOU, WIN and FLOAT kinds: the oldest YOU object on a WIN slot", () => {
    let wins = 0;
    fc.assert(
      fc.property(BOARD, (def) => {
        const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
        const B = bitsOf(level.lexicon);
        expect(condTouches(level, B.YOU | B.WIN | B.FLOAT)).toBe(false);
        const want = oldestWinner(level);
        if (want >= 0) wins++;
        expect(found(level)).toEqual([want, want, want, want]);
      }),
      fuzzed({ seed: 56_601, numRuns: 300 }),
    );
    expect(wins).toBeGreaterThan(0);
  });

  test("a YOU object alone wins only when it is WIN; a stack is read per float level", () => {
    const at = (rows: string[]) => {
      const level = grid.createLevel(map(...rows), LEXICON, LEVEL_CONFIG);
      return found(level);
    };
    expect(at(["BABA IS YOU", "FLAG IS WIN", "baba . flag"])).toEqual([-1, -1, -1, -1]);
    const self = at(["BABA IS YOU", "BABA IS WIN", "FLAG IS WIN", ". baba . flag"]);
    expect(new Set(self).size).toBe(1);
    expect(self[0]).toBeGreaterThanOrEqual(0);
    const floats = at(["BABA IS YOU", "KEG IS YOU", "KEG IS FLOAT", "FLAG IS WIN", "keg+flag baba"]);
    expect(floats).toEqual([-1, -1, -1, -1]);
  });
});
