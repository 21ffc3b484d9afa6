/**
 * Conditional conversions (docs/rules.md §5.8 "Conversions"; Baba Is You's `convert.lua` → `conversion()`
 * and `convert()`, which test each rule's conditions per unit with `testcond` and queue every change
 * before any is made): `X <cond> IS Y` (Y a noun or TEXT), conditional `X IS NOT Y`, `X IS X` and
 * `X IS NOT X`, their meeting with unconditional ones, and the journal naming the conditional rule.
 */
import { describe, expect, it } from "vitest";
import { newBaba } from "../../src/harness";
import { idOf, map, objectsOf } from "./builder";

const things = (b: ReturnType<typeof newBaba>) => objectsOf(b).filter((o) => !o.startsWith("text:"));

describe("a conditional conversion acts per object", () => {
  it("BABA ON FLAG IS ROCK: the baba on a flag becomes a rock in place, keeping its id; the other stays", () => {
    const def = map("BABA ON FLAG IS ROCK", "baba+flag . baba . .");
    const [onFlag, alone] = [idOf(def, "baba", 0), idOf(def, "baba", 1)];
    const b = newBaba(def);
    expect(b.activeRules()).toContain("BABA ON FLAG IS ROCK");
    b.step("wait");
    expect(things(b)).toEqual(["rock@0,1", "flag@0,1", "baba@2,1"]);
    expect(b.posOf(onFlag)).toEqual([0, 1]);
    expect(b.state.kinds.names[b.state.kind[onFlag]]).toBe("rock");
    expect(b.state.kinds.names[b.state.kind[alone]]).toBe("baba");
  });

  it("every condition is read before any object converts", () => {
    // After the baba turned into a rock no keke would be ON BABA: both convert, as the game queues them.
    const def = map("BABA ON KEKE IS ROCK", "KEKE ON BABA IS FLAG", "baba+keke . . . .");
    const b = newBaba(def);
    b.step("wait");
    expect(things(b)).toEqual(["rock@0,2", "flag@0,2"]);
  });

  it("LONELY KEKE IS TEXT: the lonely keke becomes the word KEKE", () => {
    const b = newBaba(map("LONELY KEKE IS TEXT", "keke . keke+flag . ."));
    b.step("wait");
    expect(objectsOf(b).slice(4)).toEqual(["text:KEKE@0,1", "keke@2,1", "flag@2,1"]);
  });

  it("a conditional X IS NOT X deletes the objects its conditions hold for", () => {
    const b = newBaba(map("LONELY BABA IS NOT BABA", "baba . baba+flag . ."));
    b.step("wait");
    expect(things(b)).toEqual(["baba@2,1", "flag@2,1"]);
  });

  it("a rule formed by a push converts in that turn; undo puts the object back", () => {
    // BABA ON FLAG IS ROCK (ROCK pushed in at the end) spelled by the push of the YOU keke.
    const def = map("BABA ON FLAG IS . ROCK keke", "KEKE IS YOU . . . .", "baba+flag . . . . . .");
    const b = newBaba(def);
    expect(b.rules()).not.toContain("BABA ON FLAG IS ROCK");
    b.step("left");
    expect(b.activeRules()).toContain("BABA ON FLAG IS ROCK");
    expect(things(b)).toEqual(["keke@5,0", "rock@0,2", "flag@0,2"]);
    b.undo();
    expect(things(b)).toEqual(["keke@6,0", "baba@0,2", "flag@0,2"]);
  });
});

describe("the fast path", () => {
  it("rules without a conditional conversion keep condConvert null; with one, only its kinds are listed", () => {
    const plain = newBaba(map("BABA IS ROCK . .", "LONELY BABA IS WIN", "baba . . . ."));
    expect(plain.state.inForce.condConvert).toBeNull();
    const b = newBaba(map("LONELY KEKE IS FLAG", "baba keke . . ."));
    const names = b.state.kinds.names;
    expect(b.state.inForce.condConvert?.kinds.map((k) => names[k])).toEqual(["keke"]);
  });
});

describe("meeting other conversion rules", () => {
  it("an unconditional target comes first, the conditional one is a new object on the cell", () => {
    const def = map("BABA IS KEKE . . .", "BABA ON FLAG IS ROCK", "baba+flag . baba . .");
    const b = newBaba(def);
    const added = b.state.nextId;
    b.step("wait");
    expect(things(b)).toEqual(["keke@0,2", "flag@0,2", "keke@2,2", "rock@0,2"]);
    expect(b.state.kinds.names[b.state.kind[added]]).toBe("rock");
  });

  it("a conditional X IS NOT Y keeps Y from the objects it holds for, an unconditional X IS Y too", () => {
    const b = newBaba(map("BABA IS ROCK . . . .", "BABA ON FLAG IS NOT ROCK", "baba+flag . baba . ."));
    b.step("wait");
    expect(things(b)).toEqual(["baba@0,2", "flag@0,2", "rock@2,2"]);
  });

  it("a conditional X IS X protects the objects it holds for from every conversion", () => {
    const b = newBaba(map("BABA IS KEKE . . .", "LONELY BABA IS BABA", "baba+flag . baba . ."));
    b.step("wait");
    expect(things(b)).toEqual(["keke@0,2", "flag@0,2", "baba@2,2"]);
  });

  it("an unconditional X IS X or X IS NOT Y cancels the conditional X IS Y at resolution", () => {
    const kept = newBaba(map("BABA IS BABA . . .", "BABA ON FLAG IS ROCK", "baba+flag . . . ."));
    expect(kept.activeRules()).not.toContain("BABA ON FLAG IS ROCK");
    kept.step("wait");
    expect(things(kept)).toEqual(["baba@0,2", "flag@0,2"]);
    const not = newBaba(map("BABA IS NOT ROCK . .", "BABA ON FLAG IS ROCK", "baba+flag . . . ."));
    expect(not.cancelledRules().map((c) => [c.rule, c.by])).toEqual([
      ["BABA ON FLAG IS ROCK", "BABA IS NOT ROCK"],
    ]);
    not.step("wait");
    expect(things(not)).toEqual(["baba@0,2", "flag@0,2"]);
  });
});

describe("the journal", () => {
  it("names the conditional rule and the text that spells it", () => {
    const def = map("BABA ON FLAG IS ROCK", "LONELY KEKE IS NOT KEKE", "baba+flag keke . . .");
    const [baba, keke] = [idOf(def, "baba"), idOf(def, "keke")];
    const b = newBaba(def, undefined, { journal: true });
    b.step("wait");
    const j = b.journal();
    const rule = (text: string, ...words: [string, number][]) => ({
      rule: text,
      ids: words.map(([w, n]) => idOf(def, `text:${w}`, n)),
    });
    const at = (type: string) => j.causes[j.records.findIndex((r) => r.type === type)];
    expect(j.records.filter((r) => r.type === "Converted" || r.type === "Erased")).toEqual([
      { type: "Converted", id: baba, from: "baba", to: "rock" },
      { type: "Erased", id: keke, at: [1, 2] },
    ]);
    expect(at("Converted")).toMatchObject({
      kind: "rule",
      rule: rule("BABA ON FLAG IS ROCK", ["BABA", 0], ["ON", 0], ["FLAG", 0], ["IS", 0], ["ROCK", 0]),
    });
    expect(at("Erased")).toMatchObject({
      kind: "rule",
      rule: rule("LONELY KEKE IS NOT KEKE", ["LONELY", 0], ["KEKE", 0], ["IS", 1], ["NOT", 0], ["KEKE", 1]),
    });
  });
});
