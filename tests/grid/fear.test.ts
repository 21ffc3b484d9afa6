/**
 * FEAR (docs/rules.md §5.5; the game's `movecommand`, take 2, and `findfears`, 2019 script as
 * lilybeevee/Lilys-Mods ships it in Data/movement.lua and Data/blocks.lua): an X in `X FEAR Y` with a Y
 * on a cell beside it (right, up, left or down; the last found in that order decides) turns away from it
 * and takes one step that way in the MOVE take, listed after the MOVE objects and sharing their retries;
 * blocked, it stays (no turning back); a MOVE X that flees takes one step more, its MOVE steps and its
 * FEAR step all the way it flees; a SLEEP X neither turns nor moves.
 */
import { describe, expect, it } from "vitest";
import { newBaba } from "../../src/harness";
import { idOf, map } from "./builder";
import { afterWait, facing, swapAges } from "./take-boards";

describe("X FEAR Y: X steps away from a Y beside it", () => {
  it("is a verb rule in force, written as spelled", () => {
    const b = newBaba(map("KEKE FEAR BABA", ". . .", "keke . baba"));
    expect(b.activeRules()).toEqual(["KEKE FEAR BABA", "TEXT IS PUSH"]);
  });

  it("a Y beside it: it turns away and takes one step in the MOVE take", () => {
    const def = map("KEKE FEAR BABA .", ". . . . .", ". . keke baba .");
    const b = newBaba(def);
    const keke = idOf(def, "keke");
    b.step("wait");
    expect([b.posOf(keke), b.facingOf(keke)]).toEqual([[1, 2], "left"]);
    b.step("wait"); // the baba two cells off now: no fear
    expect([b.posOf(keke), b.facingOf(keke)]).toEqual([[1, 2], "left"]);
  });

  it("only the four cells beside it count: not a Y across a corner, two off or on its own cell", () => {
    const def = map("KEKE FEAR BABA .", ". . . . .", ". keke+baba . . baba", ". . baba . .");
    const b = newBaba(def);
    const keke = idOf(def, "keke");
    b.step("wait");
    expect([b.posOf(keke), b.facingOf(keke)]).toEqual([[1, 2], "right"]);
  });

  it("of several Ys beside it the last found (right, up, left, down) decides: it flees the lowest", () => {
    const def = map("KEKE FEAR BABA .", ". . . . .", ". baba keke . .", ". . baba . .", ". . . . .");
    const b = newBaba(def);
    const keke = idOf(def, "keke");
    b.step("wait"); // a baba left and one below: the one below is found last, so it steps up
    expect([b.posOf(keke), b.facingOf(keke)]).toEqual([[2, 1], "up"]);
    const two = map("KEKE FEAR BABA .", ". . . . .", ". baba keke baba .");
    const t = newBaba(two);
    t.step("wait"); // right then left: it flees the left one, into the baba on its right (no PUSH, it passes)
    expect([t.posOf(idOf(two, "keke")), t.facingOf(idOf(two, "keke"))]).toEqual([[3, 2], "right"]);
  });

  it("blocked, it faces away and stays (a FEAR step does not turn back as MOVE's does)", () => {
    const def = map("KEKE FEAR BABA", ". . .", "keke baba .");
    const b = newBaba(def);
    const keke = idOf(def, "keke");
    b.step("wait"); // left of it is the edge
    expect([b.posOf(keke), b.facingOf(keke)]).toEqual([[0, 2], "left"]);
  });

  it("a MOVE X that flees turns first and takes both steps its new way, the FEAR step a take of its own", () => {
    const def = map("KEKE FEAR BABA . .", "KEKE IS MOVE . .", ". . . . . .", ". . . keke baba .");
    const b = newBaba(def);
    const keke = idOf(def, "keke");
    b.step("wait");
    expect([b.posOf(keke), b.facingOf(keke)]).toEqual([[1, 3], "left"]);
  });

  it("a MOVE X whose FEAR step is blocked turns around and steps back, as a MOVE step does", () => {
    const def = map("KEKE FEAR BABA . .", "KEKE IS MOVE . .", "WALL IS STOP . .", ". wall . keke baba .");
    expect(afterWait(def, [idOf(def, "keke")])).toEqual([[3, 3, "right"]]);
  });

  it("one take with the MOVE objects: a MOVE object blocked by a fleeing one is tried again once it has fled, whichever is older", () => {
    const def = map("ROCK IS MOVE", "KEKE IS STOP", "KEKE FEAR ROCK", ". rock keke . .");
    const [rock, keke] = [idOf(def, "rock"), idOf(def, "keke")];
    const after: [number, number, string][] = [
      [2, 3, "right"],
      [3, 3, "right"],
    ];
    expect(afterWait(def, [rock, keke])).toEqual(after);
    expect(afterWait(swapAges(def, rock, keke), [keke, rock])).toEqual(after);
  });

  it("the MOVE objects step first, then the fleeing ones, whatever their age: both onto the cell between them", () => {
    const def = map("ROCK IS MOVE", "KEKE IS STOP", "KEKE FEAR BABA", ". rock . keke baba");
    const [rock, keke] = [idOf(def, "rock"), idOf(def, "keke")];
    const after: [number, number, string][] = [
      [2, 3, "right"],
      [2, 3, "left"],
    ];
    expect(afterWait(swapAges(def, rock, keke), [keke, rock])).toEqual(after); // the keke older
    expect(afterWait(def, [rock, keke])).toEqual(after);
  });

  it("one take with the MOVE objects: a fleeing object still meets a STOP MOVE object on the cell it left sideways, and stays", () => {
    const def = facing(
      map("ROCK IS MOVE", "ROCK IS STOP", "KEKE FEAR BABA", ". . . .", "baba keke rock ."),
      "rock",
      0,
      "up",
    );
    const [rock, keke] = [idOf(def, "rock"), idOf(def, "keke")];
    expect(afterWait(def, [rock, keke])).toEqual([
      [2, 3, "up"],
      [1, 4, "right"],
    ]);
  });

  it("a fleeing object blocked stays while a MOVE object of the same take turns around", () => {
    const def = map("ROCK IS MOVE", "WALL IS STOP", "KEKE FEAR BABA", "keke baba rock wall");
    const [rock, keke] = [idOf(def, "rock"), idOf(def, "keke")];
    expect(afterWait(def, [rock, keke])).toEqual([
      [1, 3, "left"],
      [0, 3, "left"],
    ]);
  });

  it("an X named by two FEAR rules flees two steps, as the game lists it once per rule (tests/grid/fear-count.test.ts)", () => {
    const def = map("KEKE FEAR BABA . .", "KEKE FEAR ROCK . .", ". . . . . .", ". . . keke baba .");
    expect(afterWait(def, [idOf(def, "keke")])).toEqual([[1, 3, "left"]]);
  });

  it("a SLEEP X neither turns nor moves", () => {
    const def = map("KEKE FEAR BABA", "KEKE IS SLEEP", ". . .", ". keke baba");
    const b = newBaba(def);
    b.step("wait");
    expect([b.posOf(idOf(def, "keke")), b.facingOf(idOf(def, "keke"))]).toEqual([[1, 3], "right"]);
  });

  it("records Turned caused by the FEAR rule and its text objects; undo puts it back", () => {
    const def = map("KEKE FEAR BABA", ". . .", ". keke baba");
    const b = newBaba(def);
    const keke = idOf(def, "keke");
    b.step("wait");
    const j = b.journal();
    const i = j.records.findIndex((r) => r.type === "Turned");
    expect(j.records[i]).toEqual({ type: "Turned", id: keke, from: "right", to: "left" });
    expect(j.causes[i]).toMatchObject({ kind: "rule", rule: { rule: "KEKE FEAR BABA", ids: [0, 1, 2] } });
    expect(b.posOf(keke)).toEqual([0, 2]);
    expect(b.undo()).toBe(true);
    expect([b.posOf(keke), b.facingOf(keke)]).toEqual([[1, 2], "right"]);
  });
});
