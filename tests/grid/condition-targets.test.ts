/**
 * Several targets of one condition (docs/rules.md §5.8): each target needs an object of its own, as in
 * the game's condition script (post-2021 `conditions.lua`: a unit that met one target is not counted
 * for another), so `ON FLAG AND FLAG` needs two flags and `ON FLAG AND NOT ROCK` a second object.
 */
import { describe, expect, it } from "vitest";
import { newBaba } from "../../src/harness";
import { idOf, map } from "./builder";

/** Whether each keke of the map (in reading order) is HOT. */
function hotKekes(...rows: string[]): boolean[] {
  const def = map(...rows);
  const b = newBaba(def);
  const n = def.objects.filter((o) => o.kind === "keke").length;
  return Array.from({ length: n }, (_, i) => b.hasProperty(idOf(def, "keke", i), "HOT"));
}

describe("each target of a condition needs its own object", () => {
  it("ON FLAG AND FLAG: one flag is not enough, two are", () => {
    expect(hotKekes("KEKE ON FLAG AND FLAG IS HOT", "keke+flag keke+flag+flag keke")).toEqual([
      false,
      true,
      false,
    ]);
  });

  it("NEAR ROCK AND ROCK: two rocks around it, on any of its nine cells", () => {
    expect(
      hotKekes("KEKE NEAR ROCK AND ROCK IS HOT", ". . . . . .", "rock keke . . keke rock", ". rock . . . ."),
    ).toEqual([true, false]);
  });

  it("FACING ROCK AND ROCK: two rocks on the cell ahead", () => {
    expect(hotKekes("KEKE FACING ROCK AND ROCK IS HOT", "keke rock+rock . keke rock")).toEqual([true, false]);
  });

  it("ON FLAG AND NOT ROCK: the flag meets FLAG, so NOT ROCK needs another thing (text never counts)", () => {
    expect(
      hotKekes("KEKE ON FLAG AND NOT ROCK IS HOT", "keke+flag keke+flag+skull keke+flag+SKULL keke+skull"),
    ).toEqual([false, true, false, false]);
  });

  it("a NOT before the condition negates the whole: NOT ON FLAG AND FLAG holds on one flag", () => {
    expect(hotKekes("KEKE NOT ON FLAG AND FLAG IS HOT", "keke+flag keke+flag+flag keke")).toEqual([
      true,
      false,
      true,
    ]);
  });
});

describe("TEXT in a condition", () => {
  it("as a target, any word object: ON TEXT, NEAR TEXT, FACING TEXT", () => {
    const def = map(
      "KEKE ON TEXT IS HOT . .",
      "KEKE NEAR TEXT IS MELT . .",
      "KEKE FACING TEXT IS SINK . .",
      ". . . . . . .",
      "keke+ROCK . . keke FLAG . keke",
    );
    const b = newBaba(def);
    const kekes = [0, 1, 2].map((n) => idOf(def, "keke", n));
    const has = (p: string) => kekes.map((id) => b.hasProperty(id, p));
    expect(has("HOT")).toEqual([true, false, false]);
    expect(has("MELT")).toEqual([true, true, false]);
    expect(has("SINK")).toEqual([false, true, false]);
  });

  it("as a subject, every word object the condition holds for: TEXT NEAR KEKE IS HOT", () => {
    const def = map("TEXT NEAR KEKE IS HOT", ". . . . .", "ROCK keke . . FLAG");
    const b = newBaba(def);
    const [rock, flag, near] = [idOf(def, "text:ROCK"), idOf(def, "text:FLAG"), idOf(def, "text:NEAR")];
    expect([b.hasProperty(rock, "HOT"), b.hasProperty(flag, "HOT"), b.hasProperty(near, "HOT")]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
