/**
 * FOLLOW (docs/rules.md §5.5; the game's `moveblock`, 2019 script): after the conversions, an object of
 * X in `X FOLLOW Y` turns to face the nearest object of Y (Manhattan distance; of several as near, the
 * first found, the oldest): along the row when the target is further across than up or down, else along
 * the column; a MOVE follower walks its new way on the next turn.
 */
import { describe, expect, it } from "vitest";
import { newBaba } from "../../src/harness";
import { idOf, map } from "./builder";

describe("X FOLLOW Y: X faces the nearest Y", () => {
  it("is a verb rule in force, written as spelled", () => {
    const b = newBaba(map("KEKE FOLLOW BABA", ". . .", "keke . baba"));
    expect(b.activeRules()).toEqual(["KEKE FOLLOW BABA", "TEXT IS PUSH"]);
  });

  it("turns along the axis the target is further along; a tie in the two goes to the column", () => {
    const def = map("KEKE FOLLOW BABA", ". . . . .", ". . . . keke", "baba . . . .", ". . . . .");
    const b = newBaba(def);
    const keke = idOf(def, "keke");
    expect(b.facingOf(keke)).toBe("right"); // no turn before the first turn
    b.step("wait"); // baba 4 left, 1 down
    expect(b.facingOf(keke)).toBe("left");
    const tie = map("KEKE FOLLOW BABA", ". . . . .", ". . . . keke", ". . . . .", ". . baba . .");
    const t = newBaba(tie);
    t.step("wait"); // 2 left, 2 down: down
    expect(t.facingOf(idOf(tie, "keke"))).toBe("down");
    const up = map("KEKE FOLLOW BABA", ". . baba . .", ". . . . .", ". . . keke .");
    const u = newBaba(up);
    u.step("wait"); // 1 left, 2 up
    expect(u.facingOf(idOf(up, "keke"))).toBe("up");
  });

  it("the nearest by Manhattan distance wins; of two as near, the older", () => {
    const def = map(
      "KEKE FOLLOW BABA",
      ". . . . . .",
      "baba . keke . . baba",
      ". . . . . .",
      ". . baba . . .",
    );
    const b = newBaba(def);
    b.step("wait"); // babas at 2 (left, the oldest), 3 (right) and 2 (down): the left one
    expect(b.facingOf(idOf(def, "keke"))).toBe("left");
  });

  it("reads the board after the movement: a MOVE follower chases the baba a step behind", () => {
    const def = map(
      "KEKE FOLLOW BABA",
      "KEKE IS MOVE .",
      "BABA IS YOU .",
      "keke . . . .",
      ". . . . .",
      ". . . . baba",
    );
    const b = newBaba(def);
    const keke = idOf(def, "keke");
    b.step("wait"); // keke walks right (its facing), then faces the baba: 3 across, 2 down
    expect([b.posOf(keke), b.facingOf(keke)]).toEqual([[1, 3], "right"]);
    b.step("left"); // keke to (2,3); baba to (3,5): 1 across, 2 down
    expect([b.posOf(keke), b.facingOf(keke)]).toEqual([[2, 3], "down"]);
    b.step("wait");
    expect([b.posOf(keke), b.facingOf(keke)]).toEqual([[2, 4], "down"]);
  });

  it("keeps its facing when no object of Y is on the grid, and never follows itself", () => {
    const def = map("KEKE FOLLOW KEKE", ". . .", "keke . .");
    const b = newBaba(def);
    b.step("wait");
    expect(b.facingOf(idOf(def, "keke"))).toBe("right");
  });

  it("a target on its own cell is at distance 0: the follower faces down (the 2019 script)", () => {
    const def = map("KEKE FOLLOW BABA", ". . .", "keke+baba . baba");
    const b = newBaba(def);
    b.step("wait");
    expect(b.facingOf(idOf(def, "keke"))).toBe("down");
  });

  it("follows text through TEXT, and NOT cancels it", () => {
    const text = map("KEKE FOLLOW TEXT", ". . .", ". keke .");
    const t = newBaba(text);
    t.step("wait"); // the nearest text: FOLLOW (1,0), two up
    expect(t.facingOf(idOf(text, "keke"))).toBe("up");
    const not = map("KEKE FOLLOW BABA", "KEKE FOLLOW NOT BABA", "keke . . .", "baba . . .");
    const n = newBaba(not);
    n.step("wait");
    expect([n.activeRules(), n.facingOf(idOf(not, "keke"))]).toEqual([
      ["KEKE FOLLOW NOT BABA", "TEXT IS PUSH"],
      "right",
    ]);
  });

  it("records Turned caused by the FOLLOW rule and its text objects; undo turns it back", () => {
    const def = map("KEKE FOLLOW BABA", ". . .", "keke . .", ". . .", ". baba .");
    const b = newBaba(def);
    const keke = idOf(def, "keke");
    b.step("wait");
    const j = b.journal();
    const i = j.records.findIndex((r) => r.type === "Turned");
    expect(j.records[i]).toEqual({ type: "Turned", id: keke, from: "right", to: "down" });
    expect(j.causes[i]).toMatchObject({ kind: "rule", rule: { rule: "KEKE FOLLOW BABA", ids: [0, 1, 2] } });
    expect(b.undo()).toBe(true);
    expect(b.facingOf(keke)).toBe("right");
  });
  it("a SLEEP follower is not turned (the game's moveblock skips sleeping objects: issleep)", () => {
    const rows = [". . . baba", ". . . .", ". . . .", ". . . keke"]; // baba 3 up
    const awake = map("KEKE FOLLOW BABA", "BABA IS YOU .", ...rows);
    const a = newBaba(awake);
    a.step("wait");
    expect(a.facingOf(idOf(awake, "keke"))).toBe("up");
    const asleep = map("KEKE FOLLOW BABA", "KEKE IS SLEEP .", ...rows);
    const s = newBaba(asleep);
    s.step("wait");
    expect(s.activeRules()).toContain("KEKE IS SLEEP");
    expect(s.facingOf(idOf(asleep, "keke"))).toBe("right");
  });
});
