/**
 * A text move that marks no line leaves no parse due (docs/rules.md §5.2 "Incremental parsing"; board.ts
 * `shiftTurned`, line-runs.ts `spellsAsRead`): a word that leaves and enters no run of three text cells or
 * more changes what no line spells, so while the level's lines and record are known, no rule makes a kind
 * WORD and the rules do not name the kinds present, the level is not marked for a parse. Random moves of
 * words and things on boards thick with text (stacked words, every word of the lexicon, so WORD and ALL
 * rules too): after every move that leaves the level unmarked, its rules are a whole-board parse's and
 * each line it keeps is the list a fresh read gives; with the shortcuts off every word moved marks it.
 */
import fc from "fast-check";
import { afterEach, describe, expect, test } from "vitest";
import * as grid from "../../src/engine/grid";
import { shiftObject } from "../../src/engine/grid/board";
import { readLine } from "../../src/engine/grid/line-read";
import { useShortcuts } from "../../src/engine/grid/move-cells";
import { reparseChanged } from "../../src/engine/grid/properties";
import { fuzzed } from "../fuzz";
import { idOf, map } from "./builder";
import { parseWholeBoard } from "./whole-board-parse";
import { loaded, WORD_CELL, wordRows } from "./word-cells";

afterEach(() => useShortcuts(true));

/** A board thick with text (word-cells.ts), with BABA IS YOU or TEXT IS YOU on its top row. */
const BOARD = fc
  .record({
    width: fc.integer({ min: 4, max: 8 }),
    height: fc.integer({ min: 4, max: 8 }),
    you: fc.constantFrom("BABA", "TEXT"),
    cells: fc.array(WORD_CELL, { minLength: 64, maxLength: 64 }),
  })
  .map(({ width, height, you, cells }) => map(...wordRows(width, height, you, cells)));

/** A move: the object picked (an index among the alive ones, words first) and its direction. */
const MOVE = fc.record({ pick: fc.nat(), dir: fc.integer({ min: 0, max: 3 }), text: fc.boolean() });
const STEPS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;

/** The rules a parse must give: those listed and every per-kind cache. */
function rulesOf(level: grid.Level) {
  const f = level.inForce;
  return { rules: f.rules, props: f.props, convert: f.convert, verbs: f.verbs, cond: f.cond !== null };
}

/** Moves the picked object one cell if it stays on the grid; returns whether it was text and moved. */
function move(level: grid.Level, m: { pick: number; dir: number; text: boolean }): boolean {
  const ids: number[] = [];
  for (let id = 0; id < level.nextId; id++)
    if (level.alive[id] && (level.kinds.isText[level.kind[id]] === 1) === m.text) ids.push(id);
  if (ids.length === 0) return false;
  const id = ids[m.pick % ids.length];
  const [dx, dy] = STEPS[m.dir];
  const x = level.x[id] + dx;
  const y = level.y[id] + dy;
  if (x < 0 || y < 0 || x >= level.width || y >= level.height) return false;
  shiftObject(level, id, dx, dy);
  return m.text;
}

describe("a text move that marks no line leaves no parse due", () => {
  test("random moves of words and things: a level left unmarked holds a whole-board parse's rules and lines", () => {
    let unmarked = 0; // word moves that left the level unmarked
    let marked = 0; // and those that marked it
    fc.assert(
      fc.property(BOARD, fc.array(MOVE, { minLength: 5, maxLength: 40 }), (def, moves) => {
        const level = loaded(def);
        fc.pre(level !== null);
        moves.forEach((m, i) => {
          const was = level.dirty;
          if (!move(level, m)) return;
          if (level.dirty) {
            if (!was) marked++;
            reparseChanged(level);
            return;
          }
          unmarked++;
          const whole = grid.cloneLevel(level);
          parseWholeBoard(whole);
          expect([i, rulesOf(level)]).toEqual([i, rulesOf(whole)]);
          const lines = level.lines ?? [];
          for (let l = 0; l < lines.length; l++)
            expect([i, l, lines[l] === readLine(level, l)]).toEqual([i, l, true]);
        });
      }),
      fuzzed({ seed: 56_201, numRuns: 150 }),
    );
    expect(unmarked).toBeGreaterThan(100);
    expect(marked).toBeGreaterThan(100);
  });

  test("under X IS WORD a word moved beside a thing read as a word, in no run of text, still marks the level", () => {
    const def = map("BABA IS YOU . .", "BABA IS WORD . .", ". . . . .", "baba . PUSH . .", ". IS . . .");
    const level = loaded(def);
    if (level === null) throw new Error("the board loads");
    expect(grid.rules(level)).not.toContain("BABA IS PUSH");
    shiftObject(level, idOf(def, "text:IS", 2), 0, -1); // no run of text, before or after; baba IS PUSH after
    expect(level.stale).toBe(null);
    expect(level.dirty).toBe(true);
    reparseChanged(level);
    expect(grid.rules(level)).toContain("BABA IS PUSH");
  });

  test("with the shortcuts off, every word moved marks the level for a parse", () => {
    fc.assert(
      fc.property(BOARD, fc.array(MOVE, { minLength: 5, maxLength: 20 }), (def, moves) => {
        const level = loaded(def);
        fc.pre(level !== null);
        useShortcuts(false);
        try {
          for (const m of moves) {
            if (move(level, m)) expect(level.dirty).toBe(true);
            if (level.dirty) reparseChanged(level);
          }
        } finally {
          useShortcuts(true);
        }
      }),
      fuzzed({ seed: 56_202, numRuns: 40 }),
    );
  });
});
