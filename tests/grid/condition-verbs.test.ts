/**
 * Conditional HAS and MAKE (docs/rules.md §5.8 "Verbs"): each rule's conditions tested per object
 * where the verb acts (HAS when the holder is destroyed, read before it goes; MAKE at its step each turn;
 * a conditional WRITE is a conversion: write.test.ts), a conditional NOT taking an item away, an unconditional NOT cancelling, the journal naming the
 * conditional rule (EAT, FOLLOW and FEAR: condition-acts.test.ts).
 */
import { describe, expect, it } from "vitest";
import { newBaba } from "../../src/harness";
import { idOf, map, objectsOf } from "./builder";

const things = (b: ReturnType<typeof newBaba>) => objectsOf(b).filter((o) => !o.startsWith("text:"));

describe("conditional HAS and MAKE", () => {
  it("LONELY BABA MAKE FLAG: only the lonely baba makes a flag, each turn it is lonely", () => {
    const b = newBaba(map("LONELY BABA MAKE FLAG", "baba . baba+rock . ."));
    b.step("wait");
    expect(things(b)).toEqual(["baba@0,1", "baba@2,1", "rock@2,1", "flag@0,1"]);
    b.step("wait"); // no longer lonely: nothing more; the other never was
    expect(things(b)).toEqual(["baba@0,1", "baba@2,1", "rock@2,1", "flag@0,1"]);
  });

  it("a conditional MAKE NOT takes the item away from the objects it holds for, an unconditional MAKE's too", () => {
    const b = newBaba(map("BABA MAKE FLAG . . .", "LONELY BABA MAKE NOT FLAG", "baba . baba+rock . . ."));
    b.step("wait");
    expect(things(b)).toEqual(["baba@0,2", "baba@2,2", "rock@2,2", "flag@2,2"]);
  });

  it("an unconditional NOT cancels the conditional rule at resolution", () => {
    const b = newBaba(map("BABA MAKE NOT FLAG . .", "LONELY BABA MAKE FLAG", "baba . . . ."));
    expect(b.cancelledRules().map((c) => [c.rule, c.by])).toEqual([
      ["LONELY BABA MAKE FLAG", "BABA MAKE NOT FLAG"],
    ]);
    b.step("wait");
    expect(things(b)).toEqual(["baba@0,2"]);
  });

  it("the journal names the conditional MAKE as the cause of what it added", () => {
    const def = map("LONELY BABA MAKE FLAG", "baba . . . .");
    const b = newBaba(def, undefined, { journal: true });
    b.step("wait");
    const j = b.journal();
    const at = j.records.findIndex((r) => r.type === "Added");
    expect(j.records[at]).toEqual({
      type: "Added",
      id: 5,
      kind: "flag",
      from: idOf(def, "baba"),
      at: [0, 1],
    });
    const ids = ["LONELY", "BABA", "MAKE", "FLAG"].map((w) => idOf(def, `text:${w}`));
    expect(j.causes[at]).toMatchObject({ kind: "rule", rule: { rule: "LONELY BABA MAKE FLAG", ids } });
  });
});

describe("conditional HAS", () => {
  // Both babas walk onto a skull and are destroyed; only the one near a flag as it goes leaves a key.
  const def = map(
    "BABA NEAR FLAG HAS KEY . . .",
    "BABA IS YOU . SKULL IS DEFEAT",
    "baba skull flag . . baba skull",
  );

  it("the holder's conditions are read before it is destroyed", () => {
    const b = newBaba(def);
    b.step("right");
    expect(things(b)).toEqual(["skull@1,2", "flag@2,2", "skull@6,2", "key@1,2"]);
  });

  it("the journal names the conditional HAS", () => {
    const b = newBaba(def, undefined, { journal: true });
    b.step("right");
    const j = b.journal();
    const at = j.records.findIndex((r) => r.type === "Added");
    expect(j.records[at]).toMatchObject({ type: "Added", kind: "key", from: idOf(def, "baba"), at: [1, 2] });
    const ids = ["BABA", "NEAR", "FLAG", "HAS", "KEY"].map((w) => idOf(def, `text:${w}`));
    expect(j.causes[at]).toMatchObject({ kind: "rule", rule: { rule: "BABA NEAR FLAG HAS KEY", ids } });
  });
});

describe("EMPTY as the subject of a fill with SEEING", () => {
  it("is built: EMPTY SEEING BABA IS FLAG with EMPTY IS LEFT fills the cells whose ray reaches the baba", () => {
    const b = newBaba(map("EMPTY SEEING BABA IS FLAG", "EMPTY IS LEFT . .", "baba . . . ."));
    b.step("wait");
    expect(objectsOf(b).filter((o) => o.startsWith("flag@"))).toEqual([
      "flag@1,2",
      "flag@2,2",
      "flag@3,2",
      "flag@4,2",
    ]);
  });
});
