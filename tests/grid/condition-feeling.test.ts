/**
 * FEELING (docs/rules.md §5.8; Baba Is You: the game's condition script, conditions.lua `condtype ==
 * "feeling"` and `"not feeling"`): `X FEELING P` holds for an object when a rule `X IS P` naming its own
 * noun has conditions that hold for it; every rule tested in the chain is marked and passed over after,
 * so no rule supports itself, and the marks a FEELING makes stay for its later targets.
 */
import { describe, expect, it } from "vitest";
import { type Baba, newBaba } from "../../src/harness";
import { idOf, map } from "./builder";

/** Per object of `kind` in `def` (reading order): whether it has property `p`. */
const of = (b: Baba, def: ReturnType<typeof map>, kind: string, p: string) =>
  def.objects.flatMap((o, i) => (o.kind === kind ? [b.hasProperty(i, p)] : []));

describe("FEELING", () => {
  it("reads as a condition with property targets only; a noun after FEELING spells nothing", () => {
    const def = map("BABA FEELING WIN IS YOU", "KEKE FEELING ROCK IS YOU", "baba keke . . .");
    const b = newBaba(def);
    expect(b.rules()).toContain("BABA FEELING WIN IS YOU");
    expect(b.rules()).toContain("ROCK IS YOU"); // the sentence restarts at ROCK
    expect(b.rules().filter((r) => r.includes("FEELING"))).toEqual(["BABA FEELING WIN IS YOU"]);
  });

  it("BABA FEELING WIN IS WIN alone never holds: no rule supports itself", () => {
    const def = map("BABA FEELING WIN IS WIN", "BABA IS YOU . .", "baba . . . .");
    const b = newBaba(def);
    expect(of(b, def, "baba", "WIN")).toEqual([false]);
    b.step("right");
    expect([b.posOf(idOf(def, "baba")), b.won()]).toEqual([[1, 2], false]);
  });

  it("BABA IS WIN gives the feeling: BABA FEELING WIN IS YOU moves the baba, not the keke", () => {
    const def = map(
      "BABA IS WIN . .",
      "BABA FEELING WIN IS YOU",
      "KEKE FEELING WIN IS YOU",
      "baba . keke . .",
    );
    const b = newBaba(def);
    expect([of(b, def, "baba", "YOU"), of(b, def, "keke", "YOU")]).toEqual([[true], [false]]);
    b.step("down");
    expect([b.posOf(idOf(def, "baba")), b.posOf(idOf(def, "keke"))]).toEqual([
      [0, 3],
      [2, 3],
    ]);
  });

  it("the feeling follows the rules in force as a push breaks the rule and undo forms it again", () => {
    const def = map(
      ". . . . .",
      "BABA IS PUSH . .",
      ". . keke . .",
      "BABA FEELING PUSH IS YOU",
      "KEKE IS YOU . .",
      ". . . . baba",
    );
    const b = newBaba(def);
    const pushText = def.objects.findIndex((o) => o.kind === "text:PUSH");
    for (let round = 0; round < 2; round++) {
      expect(of(b, def, "baba", "YOU")).toEqual([true]);
      b.step("up"); // the keke pushes PUSH out of BABA IS PUSH, the baba steps up as it still feels PUSH
      expect([b.posOf(pushText), b.posOf(idOf(def, "baba"))]).toEqual([
        [2, 0],
        [4, 4],
      ]);
      expect(of(b, def, "baba", "YOU")).toEqual([false]);
      expect(b.undo()).toBe(true);
    }
    expect(of(b, def, "baba", "YOU")).toEqual([true]);
  });

  it("two rules that each need the other's property both fail", () => {
    const def = map("BABA FEELING YOU IS WIN", "BABA FEELING WIN IS YOU", "baba . . . .");
    const b = newBaba(def);
    expect([of(b, def, "baba", "WIN"), of(b, def, "baba", "YOU")]).toEqual([[false], [false]]);
  });

  it("a conditional supporter counts where its conditions hold; a conditional NOT takes it away", () => {
    const def = map(
      "BABA ON FLAG IS WIN .",
      "BABA FEELING WIN IS HOT",
      "BABA NEAR ROCK IS NOT WIN",
      "baba+flag . baba+flag . baba",
      "rock . . . .",
    );
    const b = newBaba(def);
    // (0,3) on a flag but near the rock; (2,3) on a flag; (4,3) on no flag
    expect(of(b, def, "baba", "HOT")).toEqual([false, true, false]);
  });

  it("FEELING NOT P: some rule gives another property; NOT FEELING P: no rule gives P", () => {
    const def = map(
      "BABA IS PUSH . .",
      "BABA FEELING NOT WIN IS HOT",
      "KEKE IS WIN . .",
      "KEKE FEELING NOT WIN IS HOT",
      "BABA NOT FEELING WIN IS SINK",
      "KEKE NOT FEELING WIN IS SINK",
      "baba keke . . .",
    );
    const b = newBaba(def);
    expect([of(b, def, "baba", "HOT"), of(b, def, "keke", "HOT")]).toEqual([[true], [false]]);
    expect([of(b, def, "baba", "SINK"), of(b, def, "keke", "SINK")]).toEqual([[true], [false]]);
  });

  it("AND targets: each needs a rule of its own, the marks staying for the later target", () => {
    const def = map(
      "BABA IS WIN . .",
      "KEKE IS WIN . .",
      "ALL IS PUSH . .",
      "ALL FEELING WIN AND PUSH IS HOT",
      "ALL FEELING WIN AND WIN IS SINK",
      "ROCK FEELING WIN AND PUSH IS HOT",
      "baba keke rock . .",
    );
    const b = newBaba(def);
    expect(["baba", "keke", "rock"].map((k) => of(b, def, k, "HOT")[0])).toEqual([true, true, false]);
    // one rule gives the baba WIN: a second WIN target finds it marked
    expect(of(b, def, "baba", "SINK")).toEqual([false]);
  });

  it("two spelled rules giving WIN (BABA IS WIN and ALL IS WIN) meet FEELING WIN AND WIN", () => {
    const def = map("BABA IS WIN . .", "ALL IS WIN . .", "BABA FEELING WIN AND WIN IS HOT", "baba . . . .");
    const b = newBaba(def);
    expect(of(b, def, "baba", "HOT")).toEqual([true]);
  });

  it("the journal names the FEELING rule behind a death", () => {
    const def = map("BABA IS YOU . .", "FLAG IS OPEN . .", "FLAG FEELING OPEN IS DEFEAT", "baba flag . . .");
    const b = newBaba(def);
    b.step("right");
    expect(b.posOf(idOf(def, "baba"))).toBeNull();
    const cause = b.journal().causes.at(-1) as { rules: readonly { rule: string; ids: readonly number[] }[] };
    expect(cause.rules).toContainEqual({ rule: "FLAG FEELING OPEN IS DEFEAT", ids: [6, 7, 8, 9, 10] });
  });
});
