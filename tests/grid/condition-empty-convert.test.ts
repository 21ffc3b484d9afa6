/**
 * Conditional `X IS EMPTY` (docs/rules.md §5.8 "Conversions"): at the conversion step each X its
 * conditions hold for is deleted as `X IS EMPTY` deletes (through the destroy hook, leaving nothing it
 * HAS); a conditional `X IS X` or `X IS NOT EMPTY` that holds spares it, an unconditional `X IS X` or
 * `X IS NOT EMPTY` cancels the rule at resolution; the journal names the conditional rule. Source: the
 * game's `conversion()` gathers `X IS EMPTY` with its conditions and `convert()` tests them per unit
 * (lilybeevee/Lilys-Mods Data/convert.lua).
 */
import { describe, expect, it } from "vitest";
import { newBaba } from "../../src/harness";
import { idOf, map, objectsOf } from "./builder";

const things = (b: ReturnType<typeof newBaba>) => objectsOf(b).filter((o) => !o.startsWith("text:"));

describe("conditional X IS EMPTY", () => {
  it("deletes only the objects its conditions hold for, leaving nothing they HAS", () => {
    const b = newBaba(map("BABA ON FLAG IS EMPTY", "BABA HAS KEY . . .", "baba+flag . baba . ."));
    b.step("wait");
    expect(things(b)).toEqual(["flag@0,2", "baba@2,2"]);
    expect(b.undo()).toBe(true);
    expect(things(b)).toEqual(["baba@0,2", "flag@0,2", "baba@2,2"]);
  });

  it("a conditional X IS X or X IS NOT EMPTY that holds spares the object, from an unconditional X IS EMPTY too", () => {
    const b = newBaba(map("LONELY BABA IS EMPTY", "BABA NEAR ROCK IS BABA", "baba . baba rock . ."));
    b.step("wait");
    expect(things(b)).toEqual(["baba@2,2", "rock@3,2"]);
    const n = newBaba(map("BABA IS EMPTY . . .", "BABA NEAR ROCK IS NOT EMPTY", "baba . baba rock . ."));
    n.step("wait");
    expect(things(n)).toEqual(["baba@2,2", "rock@3,2"]);
  });

  it("an unconditional X IS NOT EMPTY cancels it at resolution, and X IS X keeps it from acting", () => {
    const b = newBaba(map("BABA IS NOT EMPTY . .", "LONELY BABA IS EMPTY", "baba . . . ."));
    expect(b.cancelledRules().map((c) => [c.rule, c.by])).toEqual([
      ["LONELY BABA IS EMPTY", "BABA IS NOT EMPTY"],
    ]);
    b.step("wait");
    expect(things(b)).toEqual(["baba@0,2"]);
    const s = newBaba(map("BABA IS BABA . . .", "LONELY BABA IS EMPTY", "baba . . . ."));
    s.step("wait");
    expect(things(s)).toEqual(["baba@0,2"]);
  });

  it("the journal names the conditional rule as the cause of the deletion", () => {
    const def = map("LONELY BABA IS EMPTY", "baba . . . .");
    const b = newBaba(def, undefined, { journal: true });
    b.step("wait");
    const j = b.journal();
    const at = j.records.findIndex((r) => r.type === "Erased");
    expect(j.records[at]).toMatchObject({ type: "Erased", id: idOf(def, "baba") });
    const ids = ["LONELY", "BABA", "IS", "EMPTY"].map((w) => idOf(def, `text:${w}`));
    expect(j.causes[at]).toMatchObject({ kind: "rule", rule: { rule: "LONELY BABA IS EMPTY", ids } });
  });
});
