/**
 * Conditional `X IS ALL` (docs/rules.md §5.8 "Conversions"): at the conversion step each X its conditions
 * hold for keeps its kind and gains on its cell one of every other kind of thing present that the cell
 * does not hold, as `X IS ALL` does (§5.5); the others stay as they are. Source: the game's `conversion()`
 * hands `X IS ALL` with its conditions to `createall({name, conds})` (lilybeevee/Lilys-Mods Data/convert.lua).
 */
import { describe, expect, it } from "vitest";
import { newBaba } from "../../src/harness";
import { idOf, map, objectsOf } from "./builder";

const things = (b: ReturnType<typeof newBaba>) => objectsOf(b).filter((o) => !o.startsWith("text:"));

describe("conditional X IS ALL", () => {
  it("only the Xs its conditions hold for put out every other kind present", () => {
    const b = newBaba(map("BABA ON FLAG IS ALL", "baba+flag . baba rock"));
    b.step("wait");
    expect(things(b)).toEqual(["baba@0,1", "flag@0,1", "baba@2,1", "rock@3,1", "rock@0,1"]);
    expect(b.undo()).toBe(true);
    expect(things(b)).toEqual(["baba@0,1", "flag@0,1", "baba@2,1", "rock@3,1"]);
  });

  it("with a conditional conversion that holds too, the X becomes its target and the rest appear, as unconditionally", () => {
    const b = newBaba(map("LONELY BABA IS ALL", "LONELY BABA IS KEKE", "baba . rock+baba ."));
    b.step("wait"); // the lonely baba: a keke, and a rock (its cell held a baba: none added); the other stays
    expect(things(b)).toEqual(["keke@0,2", "rock@2,2", "baba@2,2", "rock@0,2"]);
    const u = newBaba(map("BABA IS ALL . .", "BABA IS KEKE .", "baba . rock ."));
    u.step("wait");
    expect(things(u)).toEqual(["keke@0,2", "rock@2,2", "rock@0,2"]);
  });

  it("an unconditional X IS X does not cancel it (as it does not cancel X IS ALL)", () => {
    const b = newBaba(map("BABA IS BABA . .", "LONELY BABA IS ALL", "baba . . rock"));
    b.step("wait");
    expect(things(b)).toEqual(["baba@0,2", "rock@3,2", "rock@0,2"]);
  });

  it("the journal names the conditional rule as the cause of each object it added", () => {
    const def = map("LONELY BABA IS ALL", "baba . . rock");
    const b = newBaba(def, undefined, { journal: true });
    b.step("wait");
    const j = b.journal();
    const at = j.records.findIndex((r) => r.type === "Added");
    expect(j.records[at]).toMatchObject({ type: "Added", kind: "rock", from: idOf(def, "baba"), at: [0, 1] });
    const ids = ["LONELY", "BABA", "IS", "ALL"].map((w) => idOf(def, `text:${w}`));
    expect(j.causes[at]).toMatchObject({ kind: "rule", rule: { rule: "LONELY BABA IS ALL", ids } });
  });
});

/**
 * Conditional `X <cond> IS NOT ALL` (docs/rules.md §5.8): it takes `X IS ALL` (unconditional or
 * conditional) away from each X its conditions hold for, and touches no other conversion. Source: the
 * game's `postrules()` folds a rule `X V NOT Y`'s conditions, inverted (`invertconds`), into the
 * conditions of each rule `comparerules` finds equal to `X V Y` (SpecialAPI/SpecialAPIsWordsAndStuff
 * `Lua/rules.lua`): for `NOT ALL`, the `X IS ALL` rules only.
 */
describe("conditional X IS NOT ALL", () => {
  it("BABA IS ALL with LONELY BABA IS NOT ALL: only the babas not alone put out every other kind", () => {
    const b = newBaba(map("BABA IS ALL . .", "LONELY BABA IS NOT ALL", "baba . baba+flag rock"));
    b.step("wait");
    expect(things(b)).toEqual(["baba@0,2", "baba@2,2", "flag@2,2", "rock@3,2", "rock@2,2"]);
    expect(b.undo()).toBe(true);
    expect(things(b)).toEqual(["baba@0,2", "baba@2,2", "flag@2,2", "rock@3,2"]);
  });

  it("it takes a conditional X IS ALL away too, and leaves X IS Y", () => {
    const b = newBaba(
      map("BABA NEAR ROCK IS ALL", "BABA ON FLAG IS NOT ALL", "BABA IS KEKE . .", "baba+flag rock baba"),
    );
    b.step("wait");
    expect(things(b)).toEqual(["keke@0,3", "flag@0,3", "rock@1,3", "keke@2,3", "flag@2,3", "rock@2,3"]);
  });
});
