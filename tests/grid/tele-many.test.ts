/**
 * TELE sends every object it decides to send (docs/rules.md §5.5), however many ride in one turn: a
 * fuzzed board (tests/grid/tele-seed.test.ts, FUZZ=3141592) sent more than 32 objects on a level of
 * fewer than 64 ids, and the ones decided after the 32nd stayed where they stood. The phase's scratch
 * lives in its module, so this file runs it first in a fresh module, as a level loaded first would.
 */
import { describe, expect, it } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { map } from "./builder";

describe("TELE with many riders", () => {
  it("two TELE flags with 17 babas each swap all 34 babas in one turn (ids 0…38, the first level run)", () => {
    const stack = ["flag", ...Array(17).fill("baba")].join("+");
    const level = grid.createLevel(map("FLAG IS TELE", `${stack} . ${stack}`), LEXICON, LEVEL_CONFIG);
    expect(level.nextId).toBe(39);
    grid.step(level, "wait");
    const cells = (from: number) => Array.from({ length: 17 }, (_, i) => grid.posOf(level, from + i));
    // ids 3 and 21 are the flags at x=0 and x=2; babas 4…20 stood on the first, 22…38 on the second
    expect([grid.posOf(level, 3), grid.posOf(level, 21)]).toEqual([
      [0, 1],
      [2, 1],
    ]);
    expect(cells(4)).toEqual(Array(17).fill([2, 1]));
    expect(cells(22)).toEqual(Array(17).fill([0, 1]));
  });

  it("from 1 to 80 riders, level after level in growing order, every rider is sent to the other flag", () => {
    // growing order: the phase's scratch grows only when a level needs more, so every size is run on
    // the least room the phase keeps for it
    for (let n = 1; n <= 80; n++) {
      const riders = ["flag", ...Array(n).fill("baba")].join("+");
      const level = grid.createLevel(map("FLAG IS TELE", `${riders} . flag`), LEXICON, LEVEL_CONFIG);
      grid.step(level, "wait");
      const left = Array.from({ length: n }, (_, i) => i + 4).filter((id) => grid.posOf(level, id)![0] !== 2);
      expect([n, left]).toEqual([n, []]); // ids 4… are the babas, on the flag at x=0
    }
  });
});
