/**
 * IDLE in a conditional WORD rule (docs/rules.md §5.8 "Conditional WORD" (3)): the objects read as words
 * are read on the board at rest, where IDLE never holds (§5.8 "Meaning"), in every parse, a wait's too;
 * so the rules in force are a function of the board: a wait, an undo and a fresh load of the same board
 * give the same rules.
 */
import { describe, expect, it } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { newBaba } from "../../src/harness";
import { boardDef, map } from "./builder";

const rows = (rule: string) => [rule, "BABA IS YOU . .", ". . . . .", "rock IS WIN . .", ". . . . baba"];
const sorted = (rules: readonly string[]) => [...rules].sort();

describe("IDLE in a conditional WORD rule is read at rest", () => {
  it("IDLE ROCK IS WORD reads no rock, on a wait or a move", () => {
    const b = newBaba(map(...rows("IDLE ROCK IS WORD")), LEXICON);
    expect(b.rules()).not.toContain("ROCK IS WIN");
    b.step("wait");
    expect(b.rules()).not.toContain("ROCK IS WIN");
    b.step("left");
    expect(b.rules()).not.toContain("ROCK IS WIN");
  });

  it("NOT IDLE ROCK IS WORD reads the rock, on a wait too", () => {
    const b = newBaba(map(...rows("NOT IDLE ROCK IS WORD")), LEXICON);
    expect(b.rules()).toContain("ROCK IS WIN");
    b.step("wait");
    expect(b.rules()).toContain("ROCK IS WIN");
  });

  it("after waits and moves, each undo gives back the rules that stood, and a fresh load of the board the same", () => {
    for (const rule of ["IDLE ROCK IS WORD", "NOT IDLE ROCK IS WORD"]) {
      const def = map(...rows(rule));
      const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
      const seen: string[][] = [sorted(grid.rules(level))];
      for (const input of ["wait", "left", "wait", "wait", "up", "wait"] as const) {
        grid.step(level, input);
        const now = sorted(grid.rules(level));
        seen.push(now);
        const fresh = grid.createLevel(boardDef(level), LEXICON, LEVEL_CONFIG);
        expect(sorted(grid.rules(fresh)), `${rule} after ${input}`).toEqual(now);
      }
      while (grid.undo(level)) {
        seen.pop();
        expect(sorted(grid.rules(level)), `${rule} undone`).toEqual(seen[seen.length - 1]);
      }
    }
  });
});
