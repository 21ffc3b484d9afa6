/**
 * MOVE and SHIFT count every listing of a rule, as the game's lists do (docs/rules.md §5.4, MOVE and
 * SHIFT): the game's parser adds a rule once per subject × complement of each sentence it reads, each
 * stacked variant that uses other text objects read as a sentence of its own, with no deduplication
 * (lilybeevee/Lilys-Mods Data/rules.lua `docode`, `addoption`); `findallfeature` (Data/features.lua)
 * lists an object once per such rule, and `movecommand` (Data/movement.lua) gives a MOVE object a step
 * per listing (`add_moving_units`) and what stands on a SHIFT object a step per listing of it (take 3).
 * The spelled rules stay a set (rules()); the listing counts live beside them. Exact positions after
 * one turn.
 */
import { describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { Level } from "../../src/engine/grid";
import * as grid from "../../src/engine/grid";
import type { LevelDef } from "../../src/harness";
import { newBaba } from "../../src/harness";
import { modelOf } from "../../src/solver/model";
import { Reader, Writer } from "../../src/solver/packed";
import { idOf, map } from "./builder";
import { twoMoveCopies, twoMoveKeke } from "./two-move-copies";

/** Where each named object (kind, n-th) stands after one wait on `def`. */
function afterWait(def: LevelDef, ...who: [string, number?][]): ([number, number] | null)[] {
  const b = newBaba(def);
  b.step("wait");
  return who.map(([kind, n]) => b.posOf(idOf(def, kind, n ?? 0)));
}

describe("MOVE: a step per listing of a rule", () => {
  it("KEKE IS MOVE AND MOVE lists the rule twice: two steps (one sentence, two complements)", () => {
    expect(afterWait(map("KEKE IS MOVE AND MOVE", ". . . . .", "keke . . . ."), ["keke"])).toEqual([[2, 2]]);
  });

  it("KEKE IS MOVE with KEKE AND ROCK IS MOVE: the keke two steps, the rock one (rows or one line)", () => {
    const rows = map(
      "KEKE IS MOVE . .",
      "KEKE AND ROCK IS MOVE",
      ". . . . .",
      "keke . . . .",
      "rock . . . .",
    );
    expect(afterWait(rows, ["keke"], ["rock"])).toEqual([
      [2, 3],
      [1, 4],
    ]);
    // one line: MOVE cannot be followed by ROCK, so a second sentence starts there
    const line = map(
      "KEKE IS MOVE ROCK AND KEKE IS MOVE",
      ". . . . . . . .",
      "keke . . . . . . .",
      "rock . . . . . . .",
    );
    expect(afterWait(line, ["keke"], ["rock"])).toEqual([
      [2, 2],
      [1, 3],
    ]);
  });

  it("the same sentence written twice is listed twice: two steps (two rows, or twice on one row)", () => {
    expect(afterWait(map("KEKE IS MOVE", "KEKE IS MOVE", ". . . .", "keke . . ."), ["keke"])).toEqual([
      [2, 3],
    ]);
    expect(
      afterWait(map("KEKE IS MOVE . KEKE IS MOVE", ". . . . . . .", "keke . . . . . ."), ["keke"]),
    ).toEqual([[2, 2]]);
  });

  it("stacked text: each variant using other text objects is a sentence of its own", () => {
    // KEKE IS over two stacked MOVE texts: two steps
    expect(afterWait(map("KEKE IS MOVE+MOVE . .", ". . . . .", "keke . . . ."), ["keke"])).toEqual([[2, 2]]);
    // two stacked KEKE texts: two sentences, two steps
    expect(afterWait(map("KEKE+KEKE IS MOVE . .", ". . . . .", "keke . . . ."), ["keke"])).toEqual([[2, 2]]);
    // KEKE AND over a stacked ROCK and BABA: two sentences, each naming the keke: two steps; the rock one
    const and = map("KEKE AND ROCK+BABA IS MOVE", ". . . . .", "keke . . . .", "rock . . . .");
    expect(afterWait(and, ["keke"], ["rock"])).toEqual([
      [2, 2],
      [1, 3],
    ]);
    // readings count up to the complement: a stacked AND and ROCK after it, one going on to WIN, one step
    // (the game counts a variant per sentence read to its end: two there; docs/rules.md §5.4 Real game)
    expect(afterWait(map("KEKE IS MOVE AND+ROCK WIN", ". . . . .", "keke . . . ."), ["keke"])).toEqual([
      [1, 2],
    ]);
    // a stacked word that spells no MOVE rule adds none: MOVE and WIN stacked, one step
    expect(afterWait(map("KEKE IS MOVE+WIN . .", ". . . . .", "keke . . . ."), ["keke"])).toEqual([[1, 2]]);
  });

  it("NOT and ALL subjects list every kind they name once per listing", () => {
    expect(
      afterWait(map("NOT ROCK IS MOVE", "NOT ROCK IS MOVE", ". . . . .", "keke . . . ."), ["keke"]),
    ).toEqual([[2, 3]]);
    expect(afterWait(map("ALL IS MOVE AND MOVE", ". . . . .", "keke . . . ."), ["keke"])).toEqual([[2, 2]]);
  });

  it("a conditional rule written twice is listed twice for each object its conditions hold for", () => {
    const def = map(
      "LONELY KEKE IS MOVE",
      "LONELY KEKE IS MOVE",
      ". . . . .",
      "keke . . . .",
      "keke+flag . . . .",
    );
    expect(afterWait(def, ["keke"], ["keke", 1])).toEqual([
      [2, 3],
      [0, 4],
    ]);
    const and = map("LONELY KEKE IS MOVE AND MOVE", ". . . . . .", "keke . . . . .");
    expect(afterWait(and, ["keke"])).toEqual([[2, 2]]);
    // beside a plain rule: the plain one and both conditional listings, three for the lonely keke
    const three = map(
      "KEKE IS MOVE . .",
      "LONELY KEKE IS MOVE",
      "LONELY KEKE IS MOVE",
      ". . . . .",
      "keke . . . .",
    );
    expect(afterWait(three, ["keke"])).toEqual([[3, 4]]);
  });

  it("rules() still lists each rule once", () => {
    const b = newBaba(map("KEKE IS MOVE AND MOVE", "KEKE IS MOVE . .", "keke . . . ."));
    expect(b.rules()).toEqual(["KEKE IS MOVE", "TEXT IS PUSH"]);
  });
});

describe("SHIFT: a step per listing of a rule", () => {
  it("the same sentence written twice, AND SHIFT, or two stacked SHIFT texts: two steps", () => {
    for (const rows of [
      ["BELT IS SHIFT", "BELT IS SHIFT"],
      ["BELT IS SHIFT AND SHIFT"],
      ["BELT IS SHIFT+SHIFT"],
    ]) {
      const def = map(...rows, "belt+rock . . . .");
      expect(afterWait(def, ["rock"], ["belt"]), rows.join(" / ")).toEqual([
        [2, rows.length],
        [0, rows.length],
      ]);
    }
  });

  it("a conditional SHIFT rule written twice: two steps while its conditions hold", () => {
    const def = map(
      "BELT ON ROCK IS SHIFT",
      "BELT ON ROCK IS SHIFT",
      "belt+rock . . . .",
      "belt+flag . . . .",
    );
    expect(afterWait(def, ["rock"], ["flag"])).toEqual([
      [2, 2],
      [0, 3],
    ]);
  });
});

describe("the listings follow the board", () => {
  // BABA IS YOU; KEKE IS MOVE twice; baba pushes the lower MOVE out of its row.
  const def = map(
    "BABA IS YOU . . .",
    "KEKE IS MOVE . . .",
    ". . baba . . .",
    "KEKE IS MOVE . . .",
    ". . . . . .",
    "keke . . . . .",
  );
  const keke = idOf(def, "keke");

  it("breaking one of two copies takes exactly one step away; undo gives it back", () => {
    const b = newBaba(def);
    b.step("down"); // the MOVE take reads the rules of the turn's start: still two listings
    expect([b.posOf(keke), b.posOf(idOf(def, "text:MOVE", 1))]).toEqual([
      [2, 5],
      [2, 4],
    ]);
    b.step("wait"); // one copy left: one step
    expect(b.posOf(keke)).toEqual([3, 5]);
    b.undo();
    b.undo();
    expect(b.posOf(keke)).toEqual([0, 5]);
    b.step("wait"); // both copies again
    expect(b.posOf(keke)).toEqual([2, 5]);
    b.step("wait");
    expect(b.posOf(keke)).toEqual([4, 5]);
  });

  it("a board the solver packs and unpacks steps as the board played", () => {
    const model = modelOf(def, repositoryContent());
    const codec = model.codec();
    const w = new Writer();
    codec.encode(model.start, w);
    const decoded = codec.decode(new Reader(w.bytes.slice(0, w.length), 0));
    const after = model.apply(decoded, { type: "step", dir: "wait" }) as Level;
    expect(grid.posOf(after, keke)).toEqual([2, 5]);
  });
});

describe("the solver's decoded boards count the listings of their last parse", () => {
  const def = twoMoveCopies; // baba steps down and pushes the upper IS out of its row
  const keke = twoMoveKeke;
  const pack = (model: ReturnType<typeof modelOf>, level: unknown): Uint8Array => {
    const w = new Writer();
    model.codec().encode(level, w);
    return w.bytes.slice(0, w.length);
  };
  /** The board after `dir` from the board `bytes` hold, as the solver expands it (in place), packed, and the keke's cell. */
  function expanded(model: ReturnType<typeof modelOf>, bytes: Uint8Array, dir: string) {
    let out: { bytes: Uint8Array; keke: [number, number] | null } | null = null;
    model.codec().expand(new Reader(bytes, 0), (s, _j, action) => {
      if (action.type !== "step" || action.dir !== dir) return false;
      out = { bytes: pack(model, s), keke: grid.posOf(s as Level, keke) };
      return true;
    });
    if (out === null) throw new Error(`no ${dir} successor`);
    return out as { bytes: Uint8Array; keke: [number, number] | null };
  }

  it("the YOU move breaking one of two copies still gives the keke two steps (as in play)", () => {
    const b = newBaba(def);
    b.step("down");
    expect(b.posOf(keke)).toEqual([2, 4]);
    const model = modelOf(def, repositoryContent());
    const start = pack(model, model.start);
    // first expanded (its layout parsed), then again (its rules from the cache), then after another board
    const first = expanded(model, start, "down");
    const again = expanded(model, start, "down");
    expanded(model, first.bytes, "wait");
    expect([first.keke, again.keke, expanded(model, start, "down").keke]).toEqual([
      [2, 4],
      [2, 4],
      [2, 4],
    ]);
  });

  it("one board reused for two layouts with the same rules, two copies and one, counts each its own", () => {
    const model = modelOf(def, repositoryContent());
    const two = pack(model, model.start);
    const one = expanded(model, two, "down").bytes; // the keke at [2, 4], one copy left
    const fresh = modelOf(def, repositoryContent()); // (a new rule cache: each layout missed, then found)
    expect(grid.rules(fresh.codec().decode(new Reader(one, 0)) as Level)).toEqual(
      grid.rules(model.start as Level),
    );
    const wait = (bytes: Uint8Array) => expanded(fresh, bytes, "wait").keke;
    expect([wait(two), wait(one), wait(two), wait(one)]).toEqual([
      [2, 4],
      [3, 4],
      [2, 4],
      [3, 4],
    ]);
  });
});
