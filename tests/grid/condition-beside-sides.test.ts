/**
 * BESIDELEFT and BESIDERIGHT (docs/rules.md §5.8): the game's two BESIDE tiles, one side each. Baba Is
 * You's post-2021 condition script (conditions.lua `condlist.besideleft`, `condlist.besideright`):
 * `besideleft` scans the tiles right of the object in its row, from the next one to the level's edge
 * (`x + g` for g = 1 … to the edge), so `X BESIDELEFT Y` holds when X stands on Y's left; `besideright`
 * scans the tiles left of it (`x - g`), so X stands on Y's right. Never the own cell, never another row;
 * each target needs an object of its own, NOT Y any thing but Y's and never text, EMPTY an empty cell
 * there. SpellGrid's BESIDE reads both sides: it holds exactly where either one-sided word would.
 */
import { describe, expect, it } from "vitest";
import { type Baba, newBaba } from "../../src/harness";
import { idOf, map, objectsOf } from "./builder";

/** Per keke of `def` (reading order): whether it has property `p`. */
const kekes = (b: Baba, def: ReturnType<typeof map>, p: string) =>
  def.objects.flatMap((o, i) => (o.kind === "keke" ? [b.hasProperty(i, p)] : []));

describe("BESIDELEFT and BESIDERIGHT", () => {
  it("BESIDELEFT X: an X anywhere right of it in its row; BESIDERIGHT X: anywhere left of it", () => {
    const def = map(
      "KEKE BESIDELEFT ROCK IS HOT",
      "KEKE BESIDERIGHT ROCK IS SINK",
      "keke . . rock . keke",
      "keke+rock . . . . .",
      "rock keke . . . rock",
      ". keke . . . .",
      "rock . rock . . .",
    );
    const b = newBaba(def);
    expect(b.rules()).toEqual(
      expect.arrayContaining(["KEKE BESIDELEFT ROCK IS HOT", "KEKE BESIDERIGHT ROCK IS SINK"]),
    );
    // (0,2) rock on its right; (5,2) rock on its left; (0,3) a rock on its own cell only; (1,4) rocks on
    // both sides; (1,5) rocks only diagonally and straight below
    expect(kekes(b, def, "HOT")).toEqual([true, false, false, true, false]);
    expect(kekes(b, def, "SINK")).toEqual([false, true, false, true, false]);
  });

  it("at any distance to the grid's edge: a rock eleven cells to the right, none on the left", () => {
    const row = ["keke"];
    for (let x = 1; x < 11; x++) row.push(".");
    row.push("rock");
    const def = map("KEKE BESIDELEFT ROCK IS HOT", "KEKE BESIDERIGHT ROCK IS SINK", row.join(" "));
    const b = newBaba(def);
    expect([kekes(b, def, "HOT"), kekes(b, def, "SINK")]).toEqual([[true], [false]]);
  });

  it("AND needs an object of its own on that side; NOT X any thing but X's, never text; EMPTY an empty cell", () => {
    const def = map(
      "KEKE BESIDELEFT ROCK AND ROCK IS HOT .",
      "KEKE NOT BESIDERIGHT ROCK IS SINK . .",
      "KEKE BESIDELEFT NOT ROCK IS MELT . .",
      "KEKE BESIDERIGHT EMPTY IS WIN . . .",
      "keke rock . rock . . .",
      "rock keke rock . . . .",
      "rock rock keke . . . .",
    );
    const b = newBaba(def);
    // (0,4): two rocks right, nothing left; (1,5): one rock each side; (2,6): two rocks left, nothing right
    expect(kekes(b, def, "HOT")).toEqual([true, false, false]);
    expect(kekes(b, def, "SINK")).toEqual([true, false, false]);
    expect(kekes(b, def, "MELT")).toEqual([false, false, false]);
    expect(kekes(b, def, "WIN")).toEqual([false, false, false]);
    // the keke on row 0's right of the words: words left of it are text, never NOT ROCK; empty cells right
    const def2 = map(
      "KEKE BESIDERIGHT NOT ROCK IS MELT keke . keke",
      "KEKE BESIDELEFT EMPTY IS WIN . . . .",
      "keke . . . . . . . .",
    );
    const b2 = newBaba(def2);
    // (6,0): text on its left only; (8,0): the keke at (6,0) on its left; (0,2): an empty cell on its right
    expect(kekes(b2, def2, "MELT")).toEqual([false, true, false]);
    expect(kekes(b2, def2, "WIN")).toEqual([true, false, true]);
  });

  it("BESIDE still reads both sides: it holds exactly where BESIDELEFT or BESIDERIGHT does", () => {
    const def = map(
      "KEKE BESIDELEFT ROCK IS HOT",
      "KEKE BESIDERIGHT ROCK IS SINK",
      "KEKE BESIDE ROCK IS MELT . .",
      "keke . rock . keke .",
      "rock keke . rock . .",
      ". . . . . keke",
    );
    const b = newBaba(def);
    const hot = kekes(b, def, "HOT");
    const sink = kekes(b, def, "SINK");
    expect([hot, sink]).toEqual([
      [true, false, true, false],
      [false, true, true, false],
    ]);
    expect(kekes(b, def, "MELT")).toEqual(hot.map((h, i) => h || sink[i]));
  });

  it("on an empty cell: EMPTY BESIDELEFT BABA fills the cells left of the baba, BESIDERIGHT those right", () => {
    const run = (rule: string) => {
      const def = map(rule, ". . baba . .");
      const b = newBaba(def);
      b.step("wait");
      return objectsOf(b).filter((o) => o.startsWith("rock@"));
    };
    expect(run("EMPTY BESIDELEFT BABA IS ROCK")).toEqual(["rock@0,1", "rock@1,1"]);
    expect(run("EMPTY BESIDERIGHT BABA IS ROCK")).toEqual(["rock@3,1", "rock@4,1"]);
  });

  it("read live: BABA BESIDELEFT FLAG IS WIN wins only once the baba stands left of the flag in its row", () => {
    const def = map("BABA IS YOU . . .", "BABA BESIDELEFT FLAG IS WIN", ". . . flag . .", ". . . . . baba");
    const b = newBaba(def);
    b.step("up");
    // right of the flag, in its row: BESIDELEFT does not hold
    expect([b.posOf(idOf(def, "baba")), b.won()]).toEqual([[5, 2], false]);
    b.step("down");
    for (let i = 0; i < 4; i++) b.step("left");
    expect([b.posOf(idOf(def, "baba")), b.won()]).toEqual([[1, 3], false]);
    b.step("up");
    expect([b.posOf(idOf(def, "baba")), b.won()]).toEqual([[1, 2], true]);
    expect(b.activeRules()).toContain("BABA BESIDELEFT FLAG IS WIN");
  });
});
