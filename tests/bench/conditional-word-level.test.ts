/**
 * The grid bench's conditional WORD level (bench/suites/grid.ts `conditionalWord`) measures what it is
 * named for: a conditional WORD rule is in force at load and along the bench's move stream (undoing a
 * lost step, as the bench does), and some turns read the rock as a word (`ROCK IS WIN`) and some do not.
 */
import { expect, it } from "vitest";
import { seededMoves } from "../../bench/moves";
import { conditionalWord } from "../../bench/suites/grid";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";

it("the conditional WORD bench level keeps its rule in force and reads the rock on some turns only", () => {
  const level = grid.createLevel(conditionalWord(), LEXICON, LEVEL_CONFIG);
  let read = 0;
  let steps = 0;
  for (const dir of seededMoves(20261130, 1000)) {
    grid.step(level, dir);
    if (grid.isLost(level)) grid.undo(level);
    expect(level.inForce.condWord).toBe(true);
    if (grid.rules(level).includes("ROCK IS WIN")) read++;
    steps++;
  }
  expect(read).toBeGreaterThan(0);
  expect(read).toBeLessThan(steps);
});
