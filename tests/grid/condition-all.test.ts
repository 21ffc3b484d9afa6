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
