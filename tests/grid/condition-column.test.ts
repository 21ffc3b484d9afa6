/**
 * ABOVE and BELOW (docs/rules.md §5.8; Baba Is You: the game's post-2021 condition script scans the
 * object's whole column, every cell below it for ABOVE and every cell above it for BELOW, never its own
 * cell): each true and false, at any distance, with AND, NOT, TEXT and EMPTY targets, read live.
 */
import { describe, expect, it } from "vitest";
import { type Baba, newBaba } from "../../src/harness";
import { idOf, map } from "./builder";

/** Per keke of `def` (reading order): whether it has property `p`. */
const kekes = (b: Baba, def: ReturnType<typeof map>, p: string) =>
  def.objects.flatMap((o, i) => (o.kind === "keke" ? [b.hasProperty(i, p)] : []));

describe("ABOVE and BELOW", () => {
  it("ABOVE X: an X anywhere below in the column; BELOW X: anywhere above; never the own cell", () => {
    const def = map(
      "KEKE ABOVE ROCK IS HOT .",
      "KEKE BELOW ROCK IS MELT .",
      "KEKE NOT BELOW ROCK IS SINK",
      "keke keke keke+rock . . .",
      ". . . keke . .",
      ". rock . . rock .",
      "rock . . . keke .",
    );
    const b = newBaba(def);
    expect(b.rules()).toEqual(
      expect.arrayContaining([
        "KEKE ABOVE ROCK IS HOT",
        "KEKE BELOW ROCK IS MELT",
        "KEKE NOT BELOW ROCK IS SINK",
      ]),
    );
    // kekes at (0,3) (1,3) (2,3, on a rock) (3,4) (4,6); rocks at (2,3) (1,5) (4,5) (0,6)
    expect(kekes(b, def, "HOT")).toEqual([true, true, false, false, false]);
    expect(kekes(b, def, "MELT")).toEqual([false, false, false, false, true]);
    expect(kekes(b, def, "SINK")).toEqual([true, true, true, true, false]);
  });

  it("AND needs an object of its own per target; NOT X names things only; TEXT names text", () => {
    const def = map(
      "keke keke keke . . . .",
      "rock . keke . . . .",
      "rock . . . . . .",
      "KEKE ABOVE ROCK AND ROCK IS HOT",
      "KEKE BELOW TEXT IS MELT . .",
      "KEKE ABOVE NOT ROCK IS SINK .",
      ". . . keke . . .",
    );
    const b = newBaba(def);
    // kekes at (0,0) over two rocks, (1,0) over text only, (2,0) over a keke, (2,1), (3,6) under text
    expect(kekes(b, def, "HOT")).toEqual([true, false, false, false, false]);
    expect(kekes(b, def, "MELT")).toEqual([false, false, false, false, true]);
    expect(kekes(b, def, "SINK")).toEqual([false, false, true, false, false]);
  });

  it("the whole column, however tall: two rocks eleven and twelve cells below", () => {
    const rows = ["KEKE ABOVE ROCK AND ROCK IS HOT", "keke keke . . . . ."];
    for (let y = 2; y < 12; y++) rows.push(". . . . . . .");
    rows.push("rock rock . . . . .", "rock . . . . . .");
    const def = map(...rows);
    expect(kekes(newBaba(def), def, "HOT")).toEqual([true, false]);
  });

  it("EMPTY: an empty cell anywhere on that side in the column, never past the edge", () => {
    const def = map(
      "KEKE ABOVE EMPTY IS HOT",
      "keke keke . keke keke",
      "rock rock . rock .",
      "rock . . rock keke",
    );
    // (0,1) over two rocks; (1,1) over a rock and an empty cell; (3,1) over rocks; (4,1) over an empty cell
    const b = newBaba(def);
    expect(kekes(b, def, "HOT")).toEqual([false, true, false, true, false]);
  });

  it("read live: BABA BELOW FLAG IS WIN wins once the baba steps under the flag's column, naming that rule", () => {
    const def = map("BABA IS YOU . .", "BABA BELOW FLAG IS WIN", ". . . flag .", ". . . . .", ". . baba . .");
    const b = newBaba(def);
    b.step("wait");
    expect([b.posOf(idOf(def, "baba")), b.won()]).toEqual([[2, 4], false]);
    b.step("right");
    expect([b.posOf(idOf(def, "baba")), b.won()]).toEqual([[3, 4], true]);
    const cause = b.journal().causes.at(-1) as { rules: readonly { rule: string; ids: readonly number[] }[] };
    expect(cause.rules).toEqual([
      { rule: "BABA IS YOU", ids: [0, 1, 2] },
      { rule: "BABA BELOW FLAG IS WIN", ids: [3, 4, 5, 6, 7] },
    ]);
  });
});
