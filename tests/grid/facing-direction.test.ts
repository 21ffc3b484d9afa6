/**
 * FACING with a direction (docs/rules.md §5.8): besides a noun, FACING takes UP, DOWN, LEFT or RIGHT as a
 * target, which holds when the object faces that way (Baba Is You: the FACING word's `argextra` lists
 * right, up, left, down, and the condition script compares them with the object's direction). No other
 * condition and no other property takes one.
 */
import { describe, expect, it } from "vitest";
import { newBaba } from "../../src/harness";
import { idOf, map } from "./builder";

const plain = (rules: string[]) => rules.filter((r) => r !== "TEXT IS PUSH");

describe("FACING a direction", () => {
  it("parses after FACING (with NOT, and AND with a noun either way), never after ON or NEAR, and no other property", () => {
    const b = newBaba(
      map(
        "KEKE FACING RIGHT IS HOT",
        "KEKE FACING NOT UP IS MELT",
        "KEKE FACING ROCK AND LEFT IS SINK",
        "KEKE FACING DOWN AND ROCK IS DEFEAT",
        "KEKE ON RIGHT IS WIN",
        "KEKE NEAR UP IS PUSH",
        "KEKE FACING YOU IS STOP",
        "keke",
      ),
    );
    expect(plain(b.rules())).toEqual([
      "KEKE FACING DOWN AND ROCK IS DEFEAT",
      "KEKE FACING NOT UP IS MELT",
      "KEKE FACING RIGHT IS HOT",
      "KEKE FACING ROCK AND LEFT IS SINK",
    ]);
  });

  it("holds when the object faces that way; NOT flips a target or the condition; with a noun, both must hold", () => {
    const def = map(
      "KEKE FACING RIGHT IS HOT",
      "KEKE FACING NOT RIGHT IS MELT",
      "KEKE NOT FACING LEFT IS SINK",
      "KEKE FACING LEFT AND ROCK IS STOP",
      ". . . . .",
      "keke keke rock keke rock",
    );
    def.objects[idOf(def, "keke", 1)].dir = "left";
    def.objects[idOf(def, "keke", 2)].dir = "left";
    const b = newBaba(def);
    const kekes = [0, 1, 2].map((n) => idOf(def, "keke", n));
    const has = (p: string) => kekes.map((id) => b.hasProperty(id, p));
    expect(has("HOT")).toEqual([true, false, false]);
    expect(has("MELT")).toEqual([false, true, true]);
    expect(has("SINK")).toEqual([true, false, false]);
    expect(has("STOP")).toEqual([false, false, true]); // the second faces left at the keke, the third at a rock
  });

  it("read live: the YOU object that turns up wins under BABA FACING UP IS WIN", () => {
    const def = map("BABA IS YOU", "BABA FACING UP IS WIN", ". . . . .", ". . baba . .");
    const b = newBaba(def);
    b.step("left");
    expect([b.posOf(idOf(def, "baba")), b.won()]).toEqual([[1, 3], false]);
    b.step("up");
    expect([b.posOf(idOf(def, "baba")), b.facingOf(idOf(def, "baba")), b.won()]).toEqual([
      [1, 2],
      "up",
      true,
    ]);
  });
});
