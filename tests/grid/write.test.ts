/**
 * WRITE (docs/rules.md §5.5; phases/make.ts): `X WRITE Y` puts the text of the word Y on each X's cell in the
 * MAKE step, right after MAKE, where that word's text is not on the cell yet (nor planned for it); any other
 * text does not stop it (MAKE TEXT's `block` does not apply). Y may be a noun or a property. Each written
 * word faces as its writer does; the journal names the WRITE rule.
 */
import { describe, expect, it } from "vitest";
import { newBaba } from "../../src/harness";
import { map, objectsOf } from "./builder";

const baba = (...rows: string[]) => newBaba(map(...rows));

describe("WRITE (docs/rules.md §5.5)", () => {
  it("parses with a noun or a property after it; NOT cancels it as with every verb", () => {
    const b = baba("KEKE WRITE ROCK", "BABA WRITE YOU", "ROCK WRITE WIN", "ROCK WRITE NOT WIN");
    expect(b.rules()).toEqual([
      "BABA WRITE YOU",
      "KEKE WRITE ROCK",
      "ROCK WRITE NOT WIN",
      "ROCK WRITE WIN",
      "TEXT IS PUSH",
    ]);
    expect(b.activeRules()).toEqual([
      "BABA WRITE YOU",
      "KEKE WRITE ROCK",
      "ROCK WRITE NOT WIN",
      "TEXT IS PUSH",
    ]);
  });

  it("takes a noun or a property only: a verb, a condition word or AND right after WRITE spells no rule", () => {
    // the game's post-2021 sentence reader goes on past a verb only on a noun, a property or a custom
    // object word (docs/rules.md §5.6 WRITE): BABA WRITE IS is no rule there either
    const b = baba(
      "BABA WRITE IS . .",
      "KEKE WRITE WRITE ROCK",
      "ROCK WRITE ON BABA .",
      "BABA WRITE AND YOU",
      ". baba keke rock",
    );
    expect(b.rules()).toEqual(["TEXT IS PUSH"]);
    const before = objectsOf(b);
    b.step("wait");
    expect(objectsOf(b)).toEqual(before);
  });

  it("writes the word on the writer's cell once: never where that word's text lies already", () => {
    const b = baba("KEKE WRITE YOU", ". keke+keke . keke+YOU");
    b.step("wait");
    expect(objectsOf(b).slice(3)).toEqual([
      "keke@1,1",
      "keke@1,1",
      "keke@3,1",
      "text:YOU@3,1",
      "text:YOU@1,1",
    ]);
    b.step("wait");
    expect(b.state.nextId).toBe(8);
  });

  it("other text does not stop it (unlike X MAKE TEXT), and WRITE TEXT writes the word TEXT", () => {
    const b = baba("ROCK WRITE FLAG", "BABA WRITE TEXT", "rock+BABA baba .");
    b.step("wait");
    expect(objectsOf(b).slice(6)).toEqual([
      "rock@0,2",
      "text:BABA@0,2",
      "baba@1,2",
      "text:FLAG@0,2",
      "text:TEXT@1,2",
    ]);
  });

  it("acts in the MAKE step, after MAKE: the thing first, then the word; each faces as its writer", () => {
    const b = baba("KEKE MAKE ROCK", "KEKE WRITE ROCK", "KEKE IS YOU", ". keke .");
    b.step("down");
    expect(objectsOf(b).slice(9)).toEqual(["keke@1,3", "rock@1,3", "text:ROCK@1,3"]);
    expect([b.state.facing[10], b.state.facing[11]]).toEqual([3, 3]);
  });

  it("a written word is text like any other: it spells a rule at the next parse", () => {
    const b = baba("KEKE WRITE WIN . .", "FLAG IS keke . .", ". . . . flag");
    expect(b.activeRules()).not.toContain("FLAG IS WIN");
    b.step("wait");
    expect(b.kindsAt(2, 1)).toEqual(["keke", "text:WIN"]);
    expect(b.activeRules()).toContain("FLAG IS WIN");
  });

  it("the journal records each word as Added from its writer, caused by the WRITE rule", () => {
    const b = baba("KEKE WRITE WIN", ". keke .");
    b.clearLog();
    b.step("wait");
    const log = b.journal();
    const added = log.records.findIndex((r) => r.type === "Added");
    expect(log.records[added]).toEqual({ type: "Added", id: 4, kind: "text:WIN", from: 3, at: [1, 1] });
    const cause = log.causes[added];
    expect(cause.kind === "rule" && cause.rule.rule).toBe("KEKE WRITE WIN");
  });

  it("a conditional WRITE writes for the objects its conditions hold for only (docs/rules.md §5.8)", () => {
    const b = baba("KEKE ON FLAG WRITE WIN", "keke+flag . keke . .");
    b.step("wait");
    expect(b.kindsAt(0, 1).sort()).toEqual(["flag", "keke", "text:WIN"]);
    expect(b.kindsAt(2, 1)).toEqual(["keke"]);
  });
});
