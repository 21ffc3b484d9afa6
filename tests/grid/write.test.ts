/**
 * WRITE (docs/rules.md §5.6; the game's `convert.lua`, whose `conversion()` gathers `X IS Y` and `X WRITE Y`
 * together and turns each X into `text_` .. Y): `X WRITE Y` is a conversion. Each X becomes the text of
 * the word Y (a noun or a property) in place, keeping its id, age and facing; `X IS X` protects X from it,
 * `X IS NOT TEXT` blocks it; `EMPTY WRITE Y` fills the empty cells with the word. The journal records a
 * `Converted` caused by the WRITE rule.
 */
import { describe, expect, it } from "vitest";
import { newBaba } from "../../src/harness";
import { map, objectsOf } from "./builder";

const baba = (...rows: string[]) => newBaba(map(...rows));

describe("WRITE (docs/rules.md §5.6)", () => {
  it("parses with a noun or a property after it; NOT cancels it as with every verb", () => {
    const b = baba("KEKE WRITE ROCK", "BABA WRITE YOU", "ROCK WRITE WIN", "ROCK WRITE NOT WIN");
    expect(b.activeRules()).toEqual([
      "BABA WRITE YOU",
      "KEKE WRITE ROCK",
      "ROCK WRITE NOT WIN",
      "TEXT IS PUSH",
    ]);
  });

  it("takes a noun or a property only: a verb, a condition word or AND right after WRITE spells no rule", () => {
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

  it("BABA WRITE YOU turns the baba into a YOU text at its cell: same id, facing kept, nothing added", () => {
    const b = baba("BABA WRITE YOU", ". . baba");
    const id = b.state.nextId - 1;
    b.state.facing[id] = 1;
    b.step("wait");
    expect(b.state.nextId).toBe(id + 1);
    expect(b.kindsAt(2, 1)).toEqual(["text:YOU"]);
    expect(b.state.kinds.names[b.state.kind[id]]).toBe("text:YOU");
    expect(b.state.facing[id]).toBe(1);
    expect(b.activeRules()).toContain("BABA WRITE YOU"); // no rule text moved: still in force
  });

  it("BABA IS BABA protects the baba; BABA IS NOT TEXT blocks the WRITE", () => {
    for (const guard of ["BABA IS BABA", "BABA IS NOT TEXT"]) {
      const b = baba("BABA WRITE YOU", guard, ". baba .");
      b.step("wait");
      expect(b.kindsAt(1, 2)).toEqual(["baba"]);
    }
  });

  it("is collected with IS: the first target converts the object, each further one is added on its cell", () => {
    const b = baba("BABA IS KEKE", "BABA WRITE WIN", ". baba .");
    b.step("wait");
    expect(b.kindsAt(1, 2).sort()).toEqual(["keke", "text:WIN"]);
  });

  it("a written word is text like any other: it spells a rule at the next parse", () => {
    const b = baba("FLAG IS keke . .", ". . . . flag", "KEKE WRITE WIN . .");
    b.step("wait");
    expect(b.kindsAt(2, 0)).toEqual(["text:WIN"]);
    expect(b.activeRules()).toContain("FLAG IS WIN");
  });

  it("the journal records a Converted caused by the WRITE rule; undo restores the writer", () => {
    const b = baba("KEKE WRITE WIN", ". keke .");
    const before = objectsOf(b);
    b.clearLog();
    b.step("wait");
    const log = b.journal();
    const at = log.records.findIndex((r) => r.type === "Converted");
    expect(log.records[at]).toEqual({ type: "Converted", id: 3, from: "keke", to: "text:WIN" });
    const cause = log.causes[at];
    expect(cause.kind === "rule" && cause.rule.rule).toBe("KEKE WRITE WIN");
    b.undo();
    expect(objectsOf(b)).toEqual(before);
  });

  it("a conditional WRITE converts the objects its conditions hold for only (docs/rules.md §5.8)", () => {
    const b = baba("BABA ON FLAG WRITE WIN", "baba+flag . baba . .");
    b.step("wait");
    expect(b.kindsAt(0, 1).sort()).toEqual(["flag", "text:WIN"]);
    expect(b.kindsAt(2, 1)).toEqual(["baba"]);
  });

  it("EMPTY WRITE Y fills each empty cell with the word Y", () => {
    const b = baba("EMPTY WRITE WIN", "baba . baba");
    b.step("wait");
    expect(b.kindsAt(1, 1)).toEqual(["text:WIN"]);
    expect(b.kindsAt(0, 1)).toEqual(["baba"]);
  });
});
