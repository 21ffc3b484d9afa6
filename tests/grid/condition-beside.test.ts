/**
 * BESIDE (docs/rules.md §5.8; Baba Is You: the game's post-2021 condition script has two BESIDE tiles,
 * `besideleft` scanning every cell right of the object in its row and `besideright` every cell left of
 * it, never its own cell; SpellGrid's one BESIDE reads both sides): true and false, at any distance,
 * with AND, NOT, TEXT and EMPTY targets, read live.
 */
import { describe, expect, it } from "vitest";
import { type Baba, newBaba } from "../../src/harness";
import { idOf, map } from "./builder";

/** Per keke of `def` (reading order): whether it has property `p`. */
const kekes = (b: Baba, def: ReturnType<typeof map>, p: string) =>
  def.objects.flatMap((o, i) => (o.kind === "keke" ? [b.hasProperty(i, p)] : []));

describe("BESIDE", () => {
  it("BESIDE X: an X anywhere left or right in the row; never the own cell, never another row", () => {
    const def = map(
      "KEKE BESIDE ROCK IS HOT .",
      "KEKE NOT BESIDE ROCK IS SINK",
      "keke . . rock . keke",
      "keke+rock . . . . .",
      ". keke . . . .",
      "rock . rock . . .",
    );
    const b = newBaba(def);
    expect(b.rules()).toEqual(
      expect.arrayContaining(["KEKE BESIDE ROCK IS HOT", "KEKE NOT BESIDE ROCK IS SINK"]),
    );
    // kekes at (0,2) and (5,2) with a rock at (3,2) right of one and left of the other; (0,3) on a rock;
    // (1,4) with rocks only diagonally and straight below
    expect(kekes(b, def, "HOT")).toEqual([true, true, false, false]);
    expect(kekes(b, def, "SINK")).toEqual([false, false, true, true]);
  });

  it("AND needs an object of its own per target, on either side; NOT X names things only; TEXT names text", () => {
    const def = map(
      "rock keke rock . keke . rock",
      "KEKE BESIDE ROCK AND ROCK IS HOT",
      "KEKE BESIDE TEXT IS MELT . .",
      "KEKE BESIDE NOT ROCK IS SINK .",
      ". . . . . . .",
      "keke keke . . . . .",
    );
    const b = newBaba(def);
    // (1,0) between two rocks; (4,0) with a rock on its right and one far on its left and a keke;
    // (0,5) and (1,5) beside each other, no rock, no text in their row
    expect(kekes(b, def, "HOT")).toEqual([true, true, false, false]);
    expect(kekes(b, def, "MELT")).toEqual([false, false, false, false]);
    expect(kekes(b, def, "SINK")).toEqual([true, true, true, true]);
  });

  it("TEXT beside: a word in the keke's row counts, on either side", () => {
    const def = map("keke KEKE BESIDE TEXT IS MELT keke", ". . . . . . keke");
    const b = newBaba(def);
    expect(kekes(b, def, "MELT")).toEqual([true, true, false]);
  });

  it("ALL names every thing but text: a keke beside another keke or a rock, not beside words alone", () => {
    const def = map(
      "KEKE BESIDE ALL IS HOT . . keke",
      "keke . . . rock . . .",
      "keke . . . . . . keke",
      "keke . . . . . . .",
      "KEKE NOT BESIDE ALL IS SINK . keke",
    );
    const b = newBaba(def);
    // (7,0) beside words only; (0,1) a rock; (0,2) and (7,2) each other; (0,3) alone; (7,4) words only
    expect(kekes(b, def, "HOT")).toEqual([false, true, true, true, false, false]);
    expect(kekes(b, def, "SINK")).toEqual([true, false, false, false, true, true]);
  });

  it("the whole row, however wide: two rocks eleven and twelve cells to the right", () => {
    const row = ["keke"];
    for (let x = 1; x < 12; x++) row.push(".");
    row.push("rock", "rock");
    const def = map("KEKE BESIDE ROCK AND ROCK IS HOT", row.join(" "), "keke . . . . rock");
    expect(kekes(newBaba(def), def, "HOT")).toEqual([true, false]);
  });

  it("EMPTY: an empty cell anywhere in the row, never past the edge; EMPTY AND EMPTY needs two", () => {
    const def = map(
      "KEKE BESIDE EMPTY IS HOT",
      "KEKE BESIDE EMPTY AND EMPTY IS MELT",
      "keke rock rock rock rock rock rock",
      "rock keke rock . rock rock rock",
      "keke . rock rock . keke rock",
    );
    // (0,2): a full row; (1,3): one empty cell; (0,4) and (5,4): two empty cells
    const b = newBaba(def);
    expect(kekes(b, def, "HOT")).toEqual([false, true, true, true]);
    expect(kekes(b, def, "MELT")).toEqual([false, false, true, true]);
  });

  it("read live: BABA BESIDE FLAG IS WIN wins once the baba steps into the flag's row, naming that rule", () => {
    const def = map(
      "BABA IS YOU . .",
      "BABA BESIDE FLAG IS WIN",
      ". . . . flag",
      ". . . . .",
      "baba . . . .",
    );
    const b = newBaba(def);
    b.step("right");
    expect([b.posOf(idOf(def, "baba")), b.won()]).toEqual([[1, 4], false]);
    b.step("up");
    expect([b.posOf(idOf(def, "baba")), b.won()]).toEqual([[1, 3], false]);
    b.step("up");
    expect([b.posOf(idOf(def, "baba")), b.won()]).toEqual([[1, 2], true]);
    expect(b.activeRules()).toContain("BABA BESIDE FLAG IS WIN");
    const cause = b.journal().causes.at(-1) as { rules: readonly { rule: string; ids: readonly number[] }[] };
    expect(cause.rules).toEqual([
      { rule: "BABA IS YOU", ids: [0, 1, 2] },
      { rule: "BABA BESIDE FLAG IS WIN", ids: [3, 4, 5, 6, 7] },
    ]);
  });
});
