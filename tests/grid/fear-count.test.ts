/**
 * FEAR counts per listing, as MOVE does (docs/rules.md §5.4, "Other lists the game walks per listing"):
 * the game's take 7 gives each unit a target per FEAR rule listing naming its kind
 * (FofoFromBaba/baba-is-you-parsers-plus Lua/features.lua `getunitverbtargets`, one entry per listing
 * of `featureindex["fear"]`, which the parser's `addoption` fills), and `findfears` (Lua/tools.lua)
 * weighs each side by the targets found there: the most feared side's weight is its moves (`moves =
 * amount`, Lua/movement.lua `movecommand`), each further move a take of its own, the way it flees, not
 * turning back. `rules()` still lists the rule once.
 */
import { describe, expect, it } from "vitest";
import { newBaba } from "../../src/harness";
import { idOf, map } from "./builder";
import { afterWait } from "./take-boards";

describe("FEAR: a fleeing step per listing of a FEAR rule naming its kind", () => {
  it("KEKE FEAR BABA written twice: the keke flees two steps; rules() lists the rule once", () => {
    const def = map("KEKE FEAR BABA . .", "KEKE FEAR BABA . .", ". . . . . .", ". . . keke baba .");
    expect(afterWait(def, [idOf(def, "keke")])).toEqual([[1, 3, "left"]]);
    expect(newBaba(def).activeRules()).toEqual(["KEKE FEAR BABA", "TEXT IS PUSH"]);
  });

  it("KEKE FEAR BABA AND BABA lists it twice; KEKE FEAR BABA over two stacked BABA texts too", () => {
    const and = map("KEKE FEAR BABA AND BABA", ". . . . .", ". . . . .", ". . keke baba .");
    expect(afterWait(and, [idOf(and, "keke")])).toEqual([[0, 3, "left"]]);
    const stacked = map("KEKE FEAR BABA+BABA . .", ". . . . . .", ". . . keke baba .");
    expect(afterWait(stacked, [idOf(stacked, "keke")])).toEqual([[1, 2, "left"]]);
  });

  it("two FEAR rules naming its kind, one Y beside it: one step (only one listing finds its Y on that side)", () => {
    const def = map("KEKE FEAR BABA . .", "KEKE FEAR ROCK . .", ". . . . . rock", ". . . keke baba .");
    expect(afterWait(def, [idOf(def, "keke")])).toEqual([[2, 3, "left"]]); // (until 2026-12-08, take 2: two)
    const both = map("KEKE FEAR BABA . .", "KEKE FEAR ROCK . .", ". . . . . .", ". . . keke baba+rock .");
    expect(afterWait(both, [idOf(both, "keke")])).toEqual([[1, 3, "left"]]); // a rock there too: two
  });

  it("its second step blocked, it stays facing away (no turning back)", () => {
    const def = map("KEKE FEAR BABA . .", "KEKE FEAR BABA . .", "WALL IS STOP . .", ". wall . keke baba .");
    expect(afterWait(def, [idOf(def, "keke")])).toEqual([[2, 3, "left"]]);
  });

  it("a MOVE X listed twice for FEAR: its MOVE step onto the baba's cell, then nothing beside it to flee", () => {
    const def = map(
      "KEKE FEAR BABA . . . .",
      "KEKE FEAR BABA . . . .",
      "KEKE IS MOVE . . . .",
      ". . . . . . .",
      ". . . . keke baba .",
    );
    expect(afterWait(def, [idOf(def, "keke")])).toEqual([[5, 4, "right"]]); // (until 2026-12-08: x=1 facing left)
  });

  it("a cancelled FEAR rule adds no step: KEKE FEAR ROCK with KEKE FEAR NOT ROCK", () => {
    const def = map(
      "KEKE FEAR BABA . .",
      "KEKE FEAR ROCK . .",
      "KEKE FEAR NOT ROCK",
      ". . . . . rock",
      ". . . keke baba .",
    );
    expect(afterWait(def, [idOf(def, "keke")])).toEqual([[2, 4, "left"]]);
  });
});
