/**
 * FEAR (docs/rules.md §5.4, §5.5; the game's `movecommand`, take 7, and `findfears`, as
 * FofoFromBaba/baba-is-you-parsers-plus ships them in Lua/movement.lua and Lua/tools.lua): an X in
 * `X FEAR Y` with a Y on a cell beside it turns away from it and steps that way in a take of its own,
 * after MOVE's and the NUDGE takes (tests/grid/fear-take.test.ts: the order, the weighing of sides);
 * blocked, it stays (no turning back); a SLEEP X neither turns nor moves. Until 2026-12-08 FEAR joined the
 * MOVE take (the 2019 script, take 2): the tests whose outcome that order changed say so.
 */
import { describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { newBaba } from "../../src/harness";
import { modelOf } from "../../src/solver/model";
import { Reader, Writer } from "../../src/solver/packed";
import { idOf, map } from "./builder";
import { afterWait, facing, swapAges } from "./take-boards";

describe("X FEAR Y: X steps away from a Y beside it", () => {
  it("is a verb rule in force, written as spelled", () => {
    const b = newBaba(map("KEKE FEAR BABA", ". . .", "keke . baba"));
    expect(b.activeRules()).toEqual(["KEKE FEAR BABA", "TEXT IS PUSH"]);
  });

  it("a Y beside it: it turns away and takes one step in the FEAR take", () => {
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

  it("Ys on two sides tie: it tries its own facing first, then right of it, left of it, behind (findfears)", () => {
    const def = map("KEKE FEAR BABA .", ". . . . .", ". baba keke . .", ". . baba . .", ". . . . .");
    const b = newBaba(def);
    const keke = idOf(def, "keke");
    b.step("wait"); // a baba left and one below, one listing each: its facing (right) is free (until 2026-12-08: up)
    expect([b.posOf(keke), b.facingOf(keke)]).toEqual([[3, 2], "right"]);
    const two = map("KEKE FEAR BABA .", ". . . . .", ". baba keke baba .");
    const t = newBaba(two);
    t.step("wait"); // right feared, right of it (down) the edge, left of it (up) free (until 2026-12-08: right)
    expect([t.posOf(idOf(two, "keke")), t.facingOf(idOf(two, "keke"))]).toEqual([[2, 1], "up"]);
  });

  it("blocked, it faces away and stays (a FEAR step does not turn back as MOVE's does)", () => {
    const def = map("KEKE FEAR BABA", ". . .", "keke baba .");
    const b = newBaba(def);
    const keke = idOf(def, "keke");
    b.step("wait"); // left of it is the edge
    expect([b.posOf(keke), b.facingOf(keke)]).toEqual([[0, 2], "left"]);
  });

  it("a MOVE X steps in the MOVE take first; the FEAR take looks again from where it stands: on the baba's cell it fears nothing", () => {
    const def = map("KEKE FEAR BABA . .", "KEKE IS MOVE . .", ". . . . . .", ". . . keke baba .");
    const b = newBaba(def);
    const keke = idOf(def, "keke");
    b.step("wait"); // (until 2026-12-08, FEAR in MOVE's take: x=1 facing left)
    expect([b.posOf(keke), b.facingOf(keke)]).toEqual([[4, 3], "right"]);
  });

  it("a MOVE X whose MOVE step turned it back, blocked in the FEAR take, stays facing away (reason fear: no turning back)", () => {
    const rows = [
      "KEKE FEAR BABA . .",
      "KEKE IS MOVE . .",
      "WALL IS STOP . .",
      ". . . wall . .",
      ". . wall keke baba .",
    ];
    const def = facing(map(...rows), "keke", 0, "up");
    // MOVE: up blocked, turns down, the edge: stays facing down; FEAR: turns left, the wall: stays
    expect(afterWait(def, [idOf(def, "keke")])).toEqual([[3, 4, "left"]]); // (until 2026-12-08: x=4 facing right)
  });

  it("MOVE's take ends before FEAR's: a MOVE object blocked by a STOP keke that flees later turns around, whichever is older", () => {
    const def = map("ROCK IS MOVE", "KEKE IS STOP", "KEKE FEAR ROCK", ". rock keke . .");
    const [rock, keke] = [idOf(def, "rock"), idOf(def, "keke")];
    const after: [number, number, string][] = [
      [0, 3, "left"], // (until 2026-12-08, one take: x=2 and x=3 facing right)
      [2, 3, "right"], // the rock two cells off now: no fear
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

  it("MOVE's take ends before FEAR's: the STOP MOVE rock that left a cell sideways is gone, and the keke flees into it", () => {
    const def = facing(
      map("ROCK IS MOVE", "ROCK IS STOP", "KEKE FEAR BABA", ". . . .", "baba keke rock ."),
      "rock",
      0,
      "up",
    );
    const [rock, keke] = [idOf(def, "rock"), idOf(def, "keke")];
    expect(afterWait(def, [rock, keke])).toEqual([
      [2, 3, "up"],
      [2, 4, "right"], // (until 2026-12-08, one take: the keke met the rock there and stayed at x=1)
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

  it("an X named by two FEAR rules, only one finding its Y beside it, flees one step (findfears weighs each side: tests/grid/fear-count.test.ts)", () => {
    const def = map("KEKE FEAR BABA . .", "KEKE FEAR ROCK . .", ". . . . . .", ". . . keke baba .");
    expect(afterWait(def, [idOf(def, "keke")])).toEqual([[2, 3, "left"]]); // (until 2026-12-08: two steps)
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

describe('fleeing objects of two kinds act in the order of their FEAR rules (docs/rules.md §5.5; the game\'s take 2 walks `findallfeature(nil, "fear", nil)`: per FEAR rule in the order its parse found it, then by age)', () => {
  /**
   * A PUSH keke fleeing a baba on its left and a PUSH rock fleeing a baba on its right meet head-on:
   * the first to act pushes the other back a cell, and the other, pushed, does not step. After one wait,
   * [x, y, facing] of the keke and the rock.
   */
  const played = (rules: string[], rockOlder: boolean) => {
    const def = map(". baba keke rock baba .", ". . . . . .", ...rules, "KEKE IS PUSH", "ROCK IS PUSH");
    const d = rockOlder ? swapAges(def, idOf(def, "keke"), idOf(def, "rock")) : def;
    return afterWait(d, [idOf(d, "keke"), idOf(d, "rock")]);
  };

  it("the kind whose FEAR rule the parse finds first acts first, whichever object is older", () => {
    for (const rockOlder of [false, true]) {
      expect(played(["KEKE FEAR BABA", "ROCK FEAR BABA"], rockOlder)).toEqual([
        [3, 0, "right"],
        [4, 0, "right"],
      ]);
      expect(played(["ROCK FEAR BABA", "KEKE FEAR BABA"], rockOlder)).toEqual([
        [1, 0, "left"],
        [2, 0, "left"],
      ]);
    }
  });

  it("of one kind, by age: the older pushes the younger", () => {
    const def = map(". baba keke keke baba .", ". . . . . .", "KEKE FEAR BABA", "KEKE IS PUSH");
    const [left, right] = [idOf(def, "keke"), idOf(def, "keke", 1)];
    expect(afterWait(def, [left, right])).toEqual([
      [3, 0, "right"],
      [4, 0, "right"],
    ]);
  });

  it("a conditional FEAR rule places the objects it holds for at its own place while it holds", () => {
    for (const rockOlder of [false, true]) {
      // LONELY ROCK FEAR BABA is written first: the lone rock acts first and pushes the keke back
      expect(played(["LONELY ROCK FEAR BABA", "KEKE FEAR BABA"], rockOlder)).toEqual([
        [1, 0, "left"],
        [2, 0, "left"],
      ]);
      // with ROCK FEAR BABA below KEKE FEAR BABA, the conditional rule still puts the lone rock first; listed
      // by both its rules, it takes two steps, pushing the keke twice
      expect(played(["LONELY ROCK FEAR BABA", "KEKE FEAR BABA", "ROCK FEAR BABA"], rockOlder)).toEqual([
        [0, 0, "left"],
        [1, 0, "left"],
      ]);
    }
  });

  it("a FEAR rule spelled twice is listed at each spelling: the spelling whose first word is older counts, though read later (rows first)", () => {
    // KEKE FEAR BABA down column 5 (its KEKE older than ROCK FEAR BABA's) and across the last row: the
    // keke acts first (by the first spelling read, the last row's, the rock would) and, listed twice,
    // steps twice, pushing the rock to the grid's edge
    const rows = [". . . . . KEKE", "ROCK FEAR BABA . . FEAR", ". . . . . BABA", "KEKE FEAR BABA . . ."];
    for (const rockOlder of [false, true])
      expect(played(rows, rockOlder)).toEqual([
        [4, 0, "right"],
        [5, 0, "right"],
      ]);
  });

  it("objects of one kind a conditional FEAR rule places apart: the lone keke first, though younger", () => {
    // the left keke is lonely (listed by both rules: two steps), the right one stands on a flag and is the
    // older: the left one pushes it twice to the right edge (by age, the right one would push first, left)
    const def = map(
      ". baba keke keke+flag baba .",
      ". . . . . .",
      "LONELY KEKE FEAR BABA",
      "KEKE FEAR BABA",
      "KEKE IS PUSH",
    );
    const d = swapAges(def, idOf(def, "keke"), idOf(def, "keke", 1));
    const [right, left] = [idOf(d, "keke"), idOf(d, "keke", 1)];
    expect([d.objects[right].x, d.objects[left].x]).toEqual([3, 2]);
    expect(afterWait(d, [left, right])).toEqual([
      [4, 0, "right"],
      [5, 0, "right"],
    ]);
  });

  it("undo gives back the board's bytes and the solver's decoded board steps alike", () => {
    const def = map(
      ". baba keke rock baba .",
      ". . . . . .",
      "ROCK FEAR BABA",
      "KEKE FEAR BABA",
      "KEKE IS PUSH",
      "ROCK IS PUSH",
    );
    const model = modelOf(def, repositoryContent());
    const pack = (level: unknown): number[] => {
      const w = new Writer();
      model.codec().encode(level, w);
      return [...w.bytes.slice(0, w.length)];
    };
    const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
    const before = pack(level);
    grid.step(level, "wait");
    expect(grid.posOf(level, idOf(def, "keke"))).toEqual([1, 0]);
    const after = pack(level);
    grid.undo(level);
    expect(pack(level)).toEqual(before);
    const decoded = model.codec().decode(new Reader(Uint8Array.from(before), 0));
    expect(pack(model.apply(decoded, { type: "step", dir: "wait" }))).toEqual(after);
  });
});
