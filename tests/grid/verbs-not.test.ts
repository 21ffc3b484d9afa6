/**
 * NOT with every verb (docs/rules.md §5.3; research §2): `X V NOT Y` cancels every `X V Y` of the same
 * verb whatever the order, and `NOT X V Y` names every thing present whose noun is not X, never text
 * nor the empty cells; both before any verb acts. Exact boards after a turn.
 */
import { describe, expect, it } from "vitest";
import { newBaba } from "../../src/harness";
import { map } from "./builder";

const baba = (...rows: string[]) => newBaba(map(...rows));

/** The things on the grid (no text) as `kind@x,y`, in age order. */
function things(b: ReturnType<typeof baba>): string[] {
  const out: string[] = [];
  const s = b.state;
  for (let id = 0; id < s.nextId; id++)
    if (s.alive[id] && !s.kinds.isText[s.kind[id]])
      out.push(`${s.kinds.names[s.kind[id]]}@${s.x[id]},${s.y[id]}`);
  return out;
}

describe("X V NOT Y cancels X V Y, for each verb", () => {
  it("MAKE: BABA MAKE NOT KEY leaves the baba without a key; without it the key appears on the baba's cell", () => {
    const made = baba("BABA MAKE KEY", "baba . .");
    made.step("wait");
    expect(things(made)).toEqual(["baba@0,1", "key@0,1"]);
    const not = baba("BABA MAKE KEY", "BABA MAKE NOT KEY", "baba . .");
    not.step("wait");
    expect(things(not)).toEqual(["baba@0,2"]);
    expect(not.cancelledRules().map((c) => [c.rule, c.by])).toEqual([["BABA MAKE KEY", "BABA MAKE NOT KEY"]]);
  });

  it("EAT: KEKE EAT NOT BABA spares the baba the keke shares a cell with; without it the baba is eaten", () => {
    const eats = baba("KEKE EAT BABA", "baba+keke . .");
    eats.step("wait");
    expect(things(eats)).toEqual(["keke@0,1"]);
    const not = baba("KEKE EAT NOT BABA", "KEKE EAT BABA", "baba+keke . .");
    not.step("wait");
    expect(things(not)).toEqual(["baba@0,2", "keke@0,2"]);
  });

  it("HAS: ALL HAS KEY with BABA HAS NOT KEY: a melted rock leaves its key, a melted baba none", () => {
    const b = baba("ALL HAS KEY", "BABA HAS NOT KEY", "ALL IS HOT AND MELT", "baba rock .");
    expect(b.activeRules()).toContain("ROCK HAS KEY");
    expect(b.activeRules()).not.toContain("BABA HAS KEY");
    b.step("wait");
    expect(things(b)).toEqual(["key@1,3"]);
  });
});

describe("NOT X V Y names every other thing present, never text", () => {
  it("NOT ROCK HAS KEY: the melted baba leaves a key, the melted rock and the text nothing", () => {
    const b = baba("NOT ROCK HAS KEY", "ALL IS HOT AND MELT", "baba rock .");
    expect(b.activeRules().filter((r) => r.includes(" HAS "))).toEqual(["BABA HAS KEY"]);
    b.step("wait");
    expect(things(b)).toEqual(["key@0,2"]);
  });

  it("NOT BABA MAKE ROCK: the keke makes a rock, the baba and the text none", () => {
    const b = baba("NOT BABA MAKE ROCK", "baba keke .");
    b.step("wait");
    expect(things(b)).toEqual(["baba@0,1", "keke@1,1", "rock@1,1"]);
  });

  it("NOT BABA EAT KEKE (KEKE and ROCK EAT KEKE): the rock eats the keke on its cell, the baba spares its own", () => {
    const b = baba("NOT BABA EAT KEKE", "baba+keke rock+keke .");
    expect(b.activeRules().filter((r) => r.includes(" EAT "))).toEqual(["KEKE EAT KEKE", "ROCK EAT KEKE"]);
    b.step("wait");
    expect(things(b)).toEqual(["baba@0,1", "keke@0,1", "rock@1,1"]);
  });
});
