/**
 * EMPTY as a condition's target (docs/rules.md §5.8; the wiki "EMPTY"; the game's condition script, which
 * tests an empty tile for EMPTY): NEAR EMPTY holds when a cell around the object holds nothing, FACING
 * EMPTY when the cell ahead holds nothing (never past the edge), ON EMPTY never (the object is on its own
 * cell). Several EMPTY targets need as many empty cells; NOT EMPTY names every thing, as NOT X does.
 */
import { describe, expect, it } from "vitest";
import { type Baba, newBaba } from "../../src/harness";
import { idOf, map } from "./builder";

/** Per keke of `def` (reading order): whether it has property `p`. */
const kekes = (b: Baba, def: ReturnType<typeof map>, p: string) =>
  def.objects.flatMap((o, i) => (o.kind === "keke" ? [b.hasProperty(i, p)] : []));

describe("EMPTY as a target", () => {
  it("NEAR EMPTY: an empty cell around it; FACING EMPTY: the cell ahead empty, not the edge", () => {
    const def = map(
      "KEKE NEAR EMPTY IS HOT",
      "KEKE FACING EMPTY IS MELT",
      "rock rock rock . keke",
      "rock keke rock . .",
      "rock rock rock keke rock",
    );
    def.objects[idOf(def, "keke", 2)].dir = "up";
    const b = newBaba(def);
    expect(kekes(b, def, "HOT")).toEqual([true, false, true]);
    expect(kekes(b, def, "MELT")).toEqual([false, false, true]);
  });

  it("EMPTY AND EMPTY needs two empty cells; ON EMPTY never holds; EMPTY AND ROCK needs both", () => {
    const def = map(
      "KEKE NEAR EMPTY AND EMPTY IS HOT",
      "KEKE ON EMPTY IS MELT . .",
      "KEKE NEAR EMPTY AND ROCK IS SINK",
      "KEKE NOT ON EMPTY IS STOP . .",
      "rock rock rock . . . .",
      "rock keke rock . . . .",
      "rock rock . . . keke .",
    );
    const b = newBaba(def);
    expect(kekes(b, def, "HOT")).toEqual([false, true]);
    expect(kekes(b, def, "MELT")).toEqual([false, false]);
    expect(kekes(b, def, "SINK")).toEqual([true, false]);
    expect(kekes(b, def, "STOP")).toEqual([true, true]);
  });

  it("read live: the YOU object wins once it stands next to an empty cell (BABA NEAR EMPTY IS WIN)", () => {
    const def = map(
      "BABA IS YOU . .",
      "BABA NEAR EMPTY IS WIN",
      "rock rock rock . .",
      "rock baba rock . .",
      "rock rock rock . .",
    );
    const b = newBaba(def);
    b.step("wait");
    expect([b.posOf(idOf(def, "baba")), b.won()]).toEqual([[1, 3], false]);
    b.step("right");
    expect([b.posOf(idOf(def, "baba")), b.won()]).toEqual([[2, 3], true]);
  });
});
