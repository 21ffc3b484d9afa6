/**
 * The full read's shortcut (docs/rules.md §5.2 "Incremental parsing"; line-scan.ts): `reparse()` reads
 * every line again, but a line whose text objects are those it held at the last full read (of any level
 * of the same lexicon and size) gets the list read for it then instead of being read cell by cell. Checked
 * against the general path: after each full reparse of one of several levels of one size, played in turn
 * (one of them the same board with its objects in another order), every line's list is the very list a
 * fresh read of it gives and the rules are a whole-board parse's.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { forgetLines } from "../../src/engine/grid/line-memo";
import { readLine } from "../../src/engine/grid/line-read";
import { fuzzed } from "../fuzz";
import { map } from "./builder";
import { apply, callName, UNDO } from "./shortcut-walk";
import { parseWholeBoard } from "./whole-board-parse";
import { sameSizeBoards } from "./word-cells";

/** Boards of one size thick with text: BABA IS YOU (or TEXT IS YOU) on the top row, a baba below it. */
const BOARDS = sameSizeBoards(8, 2);

/** Calls of a walk over several levels: which level, and its input or undo. */
const TURNS = fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: UNDO }), fc.boolean()), {
  minLength: 10,
  maxLength: 30,
});

/** What a parse must give: the rules, the rules in force and every per-kind cache. */
function rulesOf(level: grid.Level) {
  const f = level.inForce;
  return { rules: f.rules, active: f.activeText, props: f.props, convert: f.convert, verbs: f.verbs };
}

/** After a full reparse: each line's list is a fresh read's (the same shared list), the rules a whole-board parse's. */
function expectFresh(level: grid.Level, where: string): void {
  const lines = level.lines ?? [];
  expect(lines.length).toBe(level.width + level.height);
  for (let l = 0; l < lines.length; l++)
    expect({ where, l, same: lines[l] === readLine(level, l) }).toEqual({ where, l, same: true });
  const whole = grid.cloneLevel(level);
  parseWholeBoard(whole);
  expect([where, rulesOf(level)]).toEqual([where, rulesOf(whole)]);
}

describe("a full reparse reads again only the lines whose text objects changed", () => {
  test("levels of one size reparsed in turn, with steps and undos between, read as a fresh read of every line", () => {
    fc.assert(
      fc.property(BOARDS, TURNS, fc.nat(), (defs, turns, seed) => {
        // The first board again, its objects listed in another order (other ids for the same text):
        const objects = [...defs[0].objects];
        for (let i = objects.length - 1, s = seed; i > 0; i--, s = (s * 31 + 7) % 1_000_003) {
          const j = s % (i + 1);
          [objects[i], objects[j]] = [objects[j], objects[i]];
        }
        const all = [...defs, { ...defs[0], objects }];
        const levels = all.map((def) => grid.createLevel(def, LEXICON, LEVEL_CONFIG));
        for (const [i, level] of levels.entries()) expectFresh(level, `level ${i} loaded`);
        turns.forEach(([which, call, play], i) => {
          const level = levels[which % levels.length];
          if (play) apply(level, call);
          grid.reparse(level);
          expectFresh(
            level,
            `turn ${i}: level ${which % levels.length} (${play ? callName(call) : "reparse"})`,
          );
        });
      }),
      fuzzed({ seed: 13_301, numRuns: 60 }),
    );
  });

  test("a word replaced by another on the same cell, and a word moved along its row, are read", () => {
    const a = grid.createLevel(
      map("BABA IS YOU .", ". . . .", "ROCK IS PUSH .", ". baba . ."),
      LEXICON,
      LEVEL_CONFIG,
    );
    const b = grid.createLevel(
      map("BABA IS YOU .", ". . . .", "ROCK IS STOP .", ". baba . ."),
      LEXICON,
      LEVEL_CONFIG,
    );
    const c = grid.createLevel(
      map("BABA IS YOU .", ". . . .", ". ROCK IS PUSH", ". baba . ."),
      LEXICON,
      LEVEL_CONFIG,
    );
    grid.reparse(a);
    grid.reparse(b);
    expect(b.inForce.rules).toContain("ROCK IS STOP");
    expect(b.inForce.rules).not.toContain("ROCK IS PUSH");
    grid.reparse(c);
    grid.reparse(a);
    expect(a.inForce.rules).toContain("ROCK IS PUSH");
    for (const level of [a, b, c]) expectFresh(level, "replaced");
  });

  test("a word placed or removed by a hook between two full reparses is read (the level's lines are still the last read's)", () => {
    const level = grid.createLevel(
      map("BABA IS YOU .", ". . . .", "ROCK IS . .", ". baba . ."),
      LEXICON,
      LEVEL_CONFIG,
    );
    grid.reparse(level);
    const push = grid.placeObject(level, "text:PUSH", 2, 2);
    grid.reparse(level);
    expect(level.inForce.rules).toContain("ROCK IS PUSH");
    expectFresh(level, "placed");
    grid.removeObjects(level, [push]);
    grid.reparse(level);
    expect(level.inForce.rules).not.toContain("ROCK IS PUSH");
    expectFresh(level, "removed");
  });

  test("after the line memo is forgotten, every line with a run is read afresh", () => {
    const level = grid.createLevel(
      map("BABA IS YOU .", ". . . .", "ROCK IS PUSH .", ". baba . ."),
      LEXICON,
      LEVEL_CONFIG,
    );
    grid.reparse(level);
    const before = level.lines ?? [];
    forgetLines(level.lexicon);
    grid.reparse(level);
    const after = level.lines ?? [];
    expect(after[0]).toEqual(before[0]);
    expect(after[0]).not.toBe(before[0]);
    expect(after[2]).not.toBe(before[2]);
    expect(level.inForce.rules).toEqual(["BABA IS YOU", "ROCK IS PUSH", "TEXT IS PUSH"]);
  });

  test("a full read cut short by a throw leaves no line kept that it did not read: the same text throws again", () => {
    const nouns = LEXICON.words.filter((w) => w.class === "noun").map((w) => w.word);
    const text = (w: string, x: number, y: number) => ({ kind: `text:${w}`, x, y });
    const you = [text("BABA", 0, 3), text("IS", 1, 3), text("YOU", 2, 3)];
    const row = [
      text("BABA", 0, 0),
      text("ON", 1, 0),
      text("AND", 3, 0),
      text("AND", 5, 0),
      text("IS", 7, 0),
    ];
    const targets = [2, 4, 6].flatMap((x) => nouns.map((n) => text(n, x, 0)));
    const tooMany = { width: 9, height: 4, objects: [...row, text("WIN", 8, 0), ...targets, ...you] };
    const fine = { width: 9, height: 4, objects: [...row, ...targets.filter((o) => o.x === 2), ...you] };
    const load = (def: grid.LevelDef) => grid.createLevel(def, LEXICON, LEVEL_CONFIG);
    expect(load(fine).inForce.rules).toContain("BABA IS YOU");
    expect(() => load(tooMany)).toThrow(/more than 4096 readings with conditions/);
    expect(() => load(tooMany)).toThrow(/more than 4096 readings with conditions/);
    expectFresh(load(fine), "after the throws");
  });
});
