/**
 * Conditional EAT, FOLLOW and FEAR (docs/rules.md §5.8 "Verbs"): each rule's conditions tested per object
 * where the verb acts (EAT at the hazard step as the step finds the board, on contact as the mover
 * reaches the object; FEAR as the MOVE take begins; FOLLOW as the phase reaches the follower), a
 * conditional NOT taking a kind away, an unconditional NOT cancelling, the journal naming the conditional
 * rule. Source: the game's `block` (`getunitswithverb("eat")`), `moveblock` and `findfears` test each
 * rule's conditions per unit with `testcond` (lilybeevee/Lilys-Mods Data/blocks.lua, Data/movement.lua).
 */
import { describe, expect, it } from "vitest";
import { newBaba } from "../../src/harness";
import { idOf, map, objectsOf } from "./builder";

const things = (b: ReturnType<typeof newBaba>) => objectsOf(b).filter((o) => !o.startsWith("text:"));

describe("conditional EAT", () => {
  it("at the hazard step only the eaters its conditions hold for eat: KEKE ON FLAG EAT BABA", () => {
    const b = newBaba(map("KEKE ON FLAG EAT BABA", "keke+flag+baba . keke+baba . ."));
    b.step("wait");
    expect(things(b)).toEqual(["keke@0,1", "flag@0,1", "keke@2,1", "baba@2,1"]);
  });

  it("on contact the mover's conditions are read as it reaches the object: LONELY KEKE EAT BABA", () => {
    const def = map("LONELY KEKE EAT BABA", "KEKE IS MOVE . BABA IS STOP", "keke baba . . .", ". . . . .");
    const b = newBaba(def);
    b.step("wait"); // the keke is lonely on its cell as it meets the STOP baba: it eats it and walks in
    expect(things(b)).toEqual(["keke@1,2"]);
    const rock = map("LONELY KEKE EAT BABA", "KEKE IS MOVE . BABA IS STOP", "keke+rock baba . . .");
    const r = newBaba(rock);
    r.step("wait"); // not lonely: the baba blocks it, and it turns back
    expect(things(r)).toEqual(["keke@0,2", "rock@0,2", "baba@1,2"]);
    expect(r.facingOf(idOf(rock, "keke"))).toBe("left");
  });

  it("a conditional EAT NOT takes the kind away where it holds, an unconditional EAT's too", () => {
    const b = newBaba(map("KEKE EAT BABA . .", "KEKE ON FLAG EAT NOT BABA", "keke+flag+baba . keke+baba ."));
    b.step("wait");
    expect(things(b)).toEqual(["keke@0,2", "flag@0,2", "baba@0,2", "keke@2,2"]);
  });

  it("an unconditional EAT NOT cancels the conditional EAT at resolution", () => {
    const b = newBaba(map("KEKE EAT NOT BABA . .", "KEKE ON FLAG EAT BABA", "keke+flag+baba . . ."));
    expect(b.cancelledRules().map((c) => [c.rule, c.by])).toEqual([
      ["KEKE ON FLAG EAT BABA", "KEKE EAT NOT BABA"],
    ]);
    b.step("wait");
    expect(things(b)).toEqual(["keke@0,2", "flag@0,2", "baba@0,2"]);
  });

  it("the journal names the conditional EAT as the cause, at the hazard step and on contact", () => {
    const def = map("KEKE ON FLAG EAT BABA", "keke+flag+baba . . . .");
    const b = newBaba(def, undefined, { journal: true });
    b.step("wait");
    const j = b.journal();
    const at = j.records.findIndex((r) => r.type === "Eaten");
    expect(j.records[at]).toEqual({ type: "Eaten", id: idOf(def, "baba"), at: [0, 1] });
    const ids = ["KEKE", "ON", "FLAG", "EAT", "BABA"].map((w) => idOf(def, `text:${w}`));
    expect(j.causes[at]).toMatchObject({
      kind: "hazard",
      hazard: "EAT",
      rules: [{ rule: "KEKE ON FLAG EAT BABA", ids }],
      with: [idOf(def, "keke")],
    });
    const touch = map("LONELY KEKE EAT BABA", "KEKE IS MOVE . BABA IS STOP", "keke baba . . .");
    const t = newBaba(touch, undefined, { journal: true });
    t.step("wait");
    const tj = t.journal();
    const e = tj.records.findIndex((r) => r.type === "Eaten");
    expect(tj.records[e]).toEqual({ type: "Eaten", id: idOf(touch, "baba"), at: [1, 2] });
    const tIds = ["LONELY", "KEKE", "EAT", "BABA"].map((w) => idOf(touch, `text:${w}`));
    expect(tj.causes[e]).toMatchObject({
      kind: "hazard",
      hazard: "EAT",
      rules: [{ rule: "LONELY KEKE EAT BABA", ids: tIds }],
      with: [idOf(touch, "keke")],
    });
  });

  it("undo puts the eaten object back", () => {
    const b = newBaba(map("KEKE ON FLAG EAT BABA", "keke+flag+baba . . . ."));
    b.step("wait");
    expect(b.undo()).toBe(true);
    expect(things(b)).toEqual(["keke@0,1", "flag@0,1", "baba@0,1"]);
  });
});

describe("conditional FEAR and FOLLOW", () => {
  it("FEAR: only the objects its conditions hold for as the MOVE take begins flee", () => {
    const def = map("KEKE NEAR FLAG FEAR BABA", ". . . . . .", ". keke baba . . .", "flag . . keke baba .");
    const b = newBaba(def);
    b.step("wait"); // the first keke is near the flag: it flees left; the second is not and stays
    const [k0, k1] = [idOf(def, "keke"), idOf(def, "keke", 1)];
    expect([b.posOf(k0), b.facingOf(k0), b.posOf(k1), b.facingOf(k1)]).toEqual([
      [0, 2],
      "left",
      [3, 3],
      "right",
    ]);
  });

  it("FEAR: the journal names the conditional rule (FACING RIGHT, which no longer holds once the keke turned)", () => {
    const def = map("KEKE FACING RIGHT FEAR BABA", ". . . . .", ". keke baba . .");
    const b = newBaba(def, undefined, { journal: true });
    const keke = idOf(def, "keke");
    b.step("wait");
    expect([b.posOf(keke), b.facingOf(keke)]).toEqual([[0, 2], "left"]);
    const j = b.journal();
    const i = j.records.findIndex((r) => r.type === "Turned");
    expect(j.records[i]).toEqual({ type: "Turned", id: keke, from: "right", to: "left" });
    const ids = ["KEKE", "FACING", "RIGHT", "FEAR", "BABA"].map((w) => idOf(def, `text:${w}`));
    expect(j.causes[i]).toMatchObject({ kind: "rule", rule: { rule: "KEKE FACING RIGHT FEAR BABA", ids } });
  });

  it("FOLLOW: only the followers its conditions hold for turn; a conditional FOLLOW NOT keeps one from turning", () => {
    const def = map("LONELY KEKE FOLLOW BABA", ". . . .", "keke . keke+rock .", ". . . .", ". baba . .");
    const b = newBaba(def);
    b.step("wait");
    expect([b.facingOf(idOf(def, "keke")), b.facingOf(idOf(def, "keke", 1))]).toEqual(["down", "right"]);
    const not = map(
      "KEKE FOLLOW BABA . .",
      "LONELY KEKE FOLLOW NOT BABA",
      "keke . keke+rock .",
      ". baba . .",
    );
    const n = newBaba(not);
    n.step("wait");
    expect([n.facingOf(idOf(not, "keke")), n.facingOf(idOf(not, "keke", 1))]).toEqual(["right", "down"]);
  });

  it("FOLLOW: the journal names the conditional rule", () => {
    const def = map("LONELY KEKE FOLLOW BABA", "keke . . .", ". . . .", ". baba . .");
    const b = newBaba(def, undefined, { journal: true });
    b.step("wait");
    const j = b.journal();
    const i = j.records.findIndex((r) => r.type === "Turned");
    expect(j.records[i]).toEqual({ type: "Turned", id: idOf(def, "keke"), from: "right", to: "down" });
    expect(j.causes[i]).toMatchObject({ kind: "rule", rule: { rule: "LONELY KEKE FOLLOW BABA" } });
  });
});
