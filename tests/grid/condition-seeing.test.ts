/**
 * SEEING (docs/rules.md §5.8; Baba Is You: the game's condition script, conditions.lua `condtype ==
 * "seeing"` and `"not seeing"`): a ray from the object along its facing, cell by cell from the one ahead,
 * seeing every object on each cell and an empty cell as EMPTY, stopping after the first cell whose
 * objects are STOP, PUSH or PULL (that cell still seen) or at the edge. Each target needs a seen object of
 * its own; a SEEING (or NOT SEEING) read again inside its own rule's chain is false, so a SEEING rule
 * giving what blocks its own ray never supports itself.
 */
import { describe, expect, it } from "vitest";
import { type Baba, type LevelDef, newBaba } from "../../src/harness";
import { idOf, map } from "./builder";

/** Per object of `kind` in `def` (reading order): whether it has property `p`. */
const of = (b: Baba, def: LevelDef, kind: string, p: string) =>
  def.objects.flatMap((o, i) => (o.kind === kind ? [b.hasProperty(i, p)] : []));

/** `def` with the n-th object of `kind` facing `dir`. */
function facing(def: LevelDef, kind: string, n: number, dir: "up" | "down" | "left" | "right"): LevelDef {
  const id = idOf(def, kind, n);
  return { ...def, objects: def.objects.map((o, i) => (i === id ? { ...o, dir } : o)) };
}

describe("SEEING", () => {
  it("reads as an infix condition taking nouns, NOT and EMPTY", () => {
    const def = map(
      "ROCK SEEING BABA IS WIN . . .",
      "ROCK SEEING NOT BABA AND EMPTY IS HOT",
      "ROCK NOT SEEING KEKE IS SINK . .",
      "rock . . . . . . .",
    );
    const b = newBaba(def);
    expect(
      b
        .rules()
        .filter((r) => r.includes("SEEING"))
        .sort(),
    ).toEqual([
      "ROCK NOT SEEING KEKE IS SINK",
      "ROCK SEEING BABA IS WIN",
      "ROCK SEEING NOT BABA AND EMPTY IS HOT",
    ]);
  });

  it("the ray stops after a STOP, PUSH or PULL object, whose cell (and all on it) is still seen", () => {
    for (const [p, blocks] of [
      ["STOP", true],
      ["PUSH", true],
      ["PULL", true],
      ["WIN", false],
    ] as const) {
      const def = map(
        `WALL IS ${p} . . .`,
        "ROCK SEEING WALL IS HOT .",
        "ROCK SEEING KEKE IS MELT .",
        "ROCK SEEING BABA IS SINK .",
        "rock . wall+keke baba . .",
      );
      const b = newBaba(def);
      expect([...of(b, def, "rock", "HOT"), ...of(b, def, "rock", "MELT")], p).toEqual([true, true]);
      expect(of(b, def, "rock", "SINK"), p).toEqual([!blocks]);
    }
  });

  it("sees past objects that do not block; each target needs a seen object of its own", () => {
    const def = map(
      "ROCK SEEING BABA IS HOT . .",
      "ROCK SEEING FLAG AND KEKE IS SINK",
      "ROCK SEEING KEKE AND KEKE IS WIN",
      "ROCK SEEING FLAG AND FLAG IS MELT",
      "rock flag keke+keke . baba . .",
    );
    const b = newBaba(def);
    expect(["HOT", "SINK", "WIN", "MELT"].map((p) => of(b, def, "rock", p)[0])).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it("nothing is seen past the edge: facing the edge, SEEING EMPTY fails and NOT SEEING holds", () => {
    const def = facing(
      map(
        "ROCK SEEING EMPTY IS HOT",
        "ROCK NOT SEEING BABA IS SINK",
        "baba . . . . rock",
        "baba . . . . rock",
      ),
      "rock",
      1,
      "left",
    );
    const b = newBaba(def);
    expect([of(b, def, "rock", "HOT"), of(b, def, "rock", "SINK")]).toEqual([
      [false, true],
      [true, false],
    ]);
  });

  it("the ray follows the facing: the baba that turns down to face the flag wins, named by the SEEING rule", () => {
    const def = map(
      "BABA IS YOU . .",
      "BABA SEEING FLAG IS WIN",
      "baba . . . .",
      ". . . . .",
      "flag . . . .",
    );
    const b = newBaba(def);
    const baba = idOf(def, "baba");
    expect(b.hasProperty(baba, "WIN")).toBe(false); // facing right, along an empty row
    b.step("down");
    expect([b.posOf(baba), b.won()]).toEqual([[0, 3], true]);
    const cause = b.journal().causes.at(-1) as { rules: readonly { rule: string; ids: readonly number[] }[] };
    expect(cause.rules).toEqual([
      { rule: "BABA IS YOU", ids: [0, 1, 2] },
      { rule: "BABA SEEING FLAG IS WIN", ids: [3, 4, 5, 6, 7] },
    ]);
    expect(b.undo()).toBe(true);
    expect([b.posOf(baba), b.hasProperty(baba, "WIN")]).toEqual([[0, 2], false]);
  });

  it("SEEING NOT X: a seen thing other than X, never text; NOT SEEING X: no X seen", () => {
    const def = map(
      "ROCK SEEING NOT BABA IS HOT",
      "ROCK NOT SEEING BABA IS SINK",
      "rock baba . . . .",
      "rock keke . . . .",
      "rock FLAG . . . .",
    );
    const b = newBaba(def);
    expect([of(b, def, "rock", "HOT"), of(b, def, "rock", "SINK")]).toEqual([
      [false, true, false],
      [false, true, true],
    ]);
  });

  it("SEEING EMPTY: an empty cell on the ray before it is blocked, each EMPTY its own", () => {
    const def = map(
      "WALL IS STOP . . . .",
      "ROCK SEEING EMPTY IS HOT",
      "ROCK SEEING EMPTY AND EMPTY IS SINK",
      "rock . baba . . . .",
      "rock wall . . . . .",
      "rock baba . wall . . .",
    );
    const b = newBaba(def);
    expect([of(b, def, "rock", "HOT"), of(b, def, "rock", "SINK")]).toEqual([
      [true, false, true],
      [true, false, false],
    ]);
  });

  it("a SEEING rule giving STOP does not block its own ray: read in its own chain, its SEEING is false", () => {
    const def = map(
      "ROCK SEEING BABA IS STOP",
      "WALL IS STOP . .",
      "rock . rock . baba",
      "rock . wall . baba",
    );
    const b = newBaba(def);
    // the second rock sees the baba; the first sees through it, but not through the wall
    expect(of(b, def, "rock", "STOP")).toEqual([true, true, false]);
  });

  it("NOT SEEING read in its own chain is false too (the game's guard fails both)", () => {
    const def = map("ROCK NOT SEEING KEKE IS STOP", "rock . rock . keke");
    const b = newBaba(def);
    // were the second rock STOP when read for the first one's ray, the first would not see the keke
    expect(of(b, def, "rock", "STOP")).toEqual([false, false]);
  });

  it("another SEEING rule's blocker is read inside the ray", () => {
    const rows = ["KEKE SEEING BABA IS PUSH", "ROCK SEEING BABA IS HOT .", "rock keke . baba ."];
    const ahead = newBaba(map(...rows));
    expect([of(ahead, map(...rows), "keke", "PUSH"), of(ahead, map(...rows), "rock", "HOT")]).toEqual([
      [true],
      [false],
    ]);
    const def = facing(map(...rows), "keke", 0, "left");
    const back = newBaba(def);
    expect([of(back, def, "keke", "PUSH"), of(back, def, "rock", "HOT")]).toEqual([[false], [true]]);
  });

  it("with other conditions: SEEING X AND ON Y, LONELY … SEEING X", () => {
    const def = map(
      "ROCK SEEING BABA AND ON FLAG IS HOT",
      "LONELY ROCK SEEING BABA IS SINK . .",
      "rock+flag . baba . . . . .",
      "rock . baba . . . . .",
      "rock+flag . keke . . . . .",
    );
    const b = newBaba(def);
    expect([of(b, def, "rock", "HOT"), of(b, def, "rock", "SINK")]).toEqual([
      [true, false, false],
      [false, true, false],
    ]);
  });
});
