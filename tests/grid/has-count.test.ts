/**
 * HAS leaves an item per listing of a HAS rule (docs/rules.md §5.4, "Other lists the game walks per
 * listing"; §5.5 HAS): the game's `inside` (lilybeevee/Lilys-Mods Data/tools.lua) walks
 * `featureindex[name]`, to which the parser's `addoption` (Data/rules.lua) adds each listing, and calls
 * `create` once per HAS rule of the destroyed object's kind. `rules()` still lists the rule once.
 */
import { describe, expect, it } from "vitest";
import { newBaba } from "../../src/harness";
import { map, objectsOf } from "./builder";

/** The things on the board after the baba steps right onto the skull (DEFEAT), with `rules` above it. */
function afterDefeat(...rules: string[]): string[] {
  const b = newBaba(map(...rules, "BABA IS YOU . .", "SKULL IS DEFEAT", ". . . . . .", "baba skull . . . ."));
  b.step("right");
  return objectsOf(b).filter((o) => !o.startsWith("text:"));
}

describe("HAS: an item per listing of a HAS rule", () => {
  it("one rule, once: one item (the baba gone, the skull stays)", () => {
    expect(afterDefeat("BABA HAS KEY . .")).toEqual(["skull@1,4", "key@1,4"]);
  });

  it("BABA HAS KEY written twice: two keys; rules() lists the rule once", () => {
    expect(afterDefeat("BABA HAS KEY . .", "BABA HAS KEY . .")).toEqual(["skull@1,5", "key@1,5", "key@1,5"]);
    const b = newBaba(map("BABA HAS KEY . .", "BABA HAS KEY . .", "BABA IS YOU . ."));
    expect(b.activeRules().filter((r) => r.includes("HAS"))).toEqual(["BABA HAS KEY"]);
  });

  it("BABA HAS KEY AND KEY, and BABA HAS over two stacked KEY texts: two keys", () => {
    expect(afterDefeat("BABA HAS KEY AND KEY")).toEqual(["skull@1,4", "key@1,4", "key@1,4"]);
    expect(afterDefeat("BABA HAS KEY+KEY . .")).toEqual(["skull@1,4", "key@1,4", "key@1,4"]);
  });

  it("two rules naming its kind with one item, BABA HAS KEY and ALL HAS KEY: two keys", () => {
    expect(afterDefeat("BABA HAS KEY . .", "ALL HAS KEY . .")).toEqual(["skull@1,5", "key@1,5", "key@1,5"]);
  });

  it("BABA HAS KEY AND ROCK: one of each", () => {
    expect(afterDefeat("BABA HAS KEY AND ROCK")).toEqual(["skull@1,4", "key@1,4", "rock@1,4"]);
  });
});
