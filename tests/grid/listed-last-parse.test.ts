/**
 * The MOVE and SHIFT listings are those of the last parse (docs/rules.md §5.4, MOVE and SHIFT: the game's
 * `movecommand` reads the feature lists its last `code()` built), even when the turn's pushes marked so
 * many lines that the level lets go of them (lines.ts `markLines`: a full read at the next parse; since
 * a line is marked only where a run passes, this board no longer lets go, and the properties' walks do). Found by tests/properties/listed-codec.test.ts (FUZZ=1928052 FUZZ_RUNS=4), shrunk: the six MOVE
 * steps of `ALL NEAR FLAG IS MOVE AND MOVE` (written twice, one MOVE stacked) push both text columns up,
 * the lines are let go, and the SHIFT take then counted `NOT BABA SEEING FLAG IS SHIFT` (written twice)
 * from the broken text on the board: once, where the last parse lists it twice. The solver's decoded
 * board, which keeps its layout's listings, gave twice; both now agree.
 */
import { describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { newBaba } from "../../src/harness";
import { type Codec, modelOf } from "../../src/solver/model";
import { Reader, Writer } from "../../src/solver/packed";
import { idOf } from "./builder";

const row = (y: number, ...words: string[]) => words.map((w, x) => ({ kind: `text:${w}`, x, y }));
const LEVEL: LevelDef = {
  width: 8,
  height: 12,
  objects: [
    ...row(2, "NOT", "BABA", "SEEING", "FLAG", "IS", "SHIFT"),
    ...row(4, "NOT", "BABA", "SEEING", "FLAG", "IS", "SHIFT"),
    ...row(6, "ALL", "NEAR", "FLAG", "IS", "MOVE", "AND", "MOVE"),
    ...row(8, "ALL", "NEAR", "FLAG", "IS", "MOVE", "AND", "MOVE"),
    { kind: "text:MOVE", x: 4, y: 6 },
    { kind: "flag", x: 0, y: 10, dir: "right" },
    { kind: "baba", x: 0, y: 10, dir: "up" },
    { kind: "flag", x: 3, y: 10, dir: "right" },
    { kind: "baba", x: 0, y: 10, dir: "right" },
    { kind: "flag", x: 2, y: 10, dir: "right" },
    { kind: "baba", x: 4, y: 10, dir: "up" },
  ],
};

function bytesOf(codec: Codec<unknown>, s: unknown): number[] {
  const w = new Writer();
  codec.encode(s, w);
  return [...w.bytes.slice(0, w.length)];
}

describe("the listings of the last parse, after the turn's pushes let the lines go", () => {
  it("NOT BABA SEEING FLAG IS SHIFT written twice gives two steps in the SHIFT take, in play as in the solver", () => {
    const b = newBaba(LEVEL);
    b.step("wait");
    // After the MOVE take the second baba stands on (6,10) on a flag facing left, which sees the flag on
    // (5,10): SHIFT by two listings, it carries the baba two steps, to (4,10) (one, to (5,10), when the
    // listings were counted from the broken text).
    const who = (kind: string, n: number) => b.posOf(idOf(LEVEL, kind, n));
    expect([who("baba", 0), who("baba", 1), who("baba", 2)]).toEqual([
      [0, 4],
      [4, 10],
      [4, 4],
    ]);
    expect([who("flag", 0), who("flag", 1), who("flag", 2)]).toEqual([
      [0, 10],
      [5, 10],
      [6, 10],
    ]);
    // The solver's decoded board, stepped in place (successor 4: wait), gives the same bytes.
    const model = modelOf(LEVEL, repositoryContent());
    const codec = model.codec();
    let solver: number[] | null = null;
    codec.expand(new Reader(Uint8Array.from(bytesOf(codec, model.start)), 0), (s, j) => {
      if (j !== 4) return false;
      solver = bytesOf(codec, s);
      return true;
    });
    expect(solver).toEqual(bytesOf(codec, b.state));
  });
});
