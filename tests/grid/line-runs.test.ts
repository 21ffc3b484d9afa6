/**
 * A text change marks only the lines a run passes through (docs/rules.md §5.2 "Incremental parsing";
 * lines.ts `markLines`, line-runs.ts `runsThrough`): what a row or a column spells depends only on its runs of
 * three text cells or more, so a word that moves, appears, vanishes or changes kind on a cell that lies in
 * no run of a line, before or after, leaves that line unread. Random pushes of words (TEXT IS YOU moves
 * every word; stacked words, conversions, words placed and removed between parses) give, after every
 * parse, the rules a whole-board parse gives and, on every line, the reading a fresh read gives. The runs
 * are read from the level's count of text objects per cell (`Level.textAt`): after every call it is the
 * count its objects give, on the level and on each copy taken of it (the copies share it until one writes).
 * A line read for its text alone skips the cells whose count is 0 (line-read.ts): it is the list a read that
 * walks every cell's objects gives (one asked to read things of no kind beside the text).
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { shiftObject } from "../../src/engine/grid/board";
import { readLine } from "../../src/engine/grid/line-read";
import { reparseChanged } from "../../src/engine/grid/properties";
import { modelOf } from "../../src/solver/model";
import { Reader, Writer } from "../../src/solver/packed";
import { fuzzed } from "../fuzz";
import { idOf, map } from "./builder";
import { INPUTS } from "./shortcut-walk";
import { parseWholeBoard } from "./whole-board-parse";
import { loaded, WORD_CELL, WORDS, wordRows } from "./word-cells";

/** A board thick with text (word-cells.ts), with BABA IS YOU or TEXT IS YOU on its top row. */
const BOARD = fc
  .record({
    width: fc.integer({ min: 4, max: 8 }),
    height: fc.integer({ min: 4, max: 8 }),
    you: fc.constantFrom("BABA", "TEXT", "TEXT"),
    cells: fc.array(WORD_CELL, { minLength: 64, maxLength: 64 }),
  })
  .map(({ width, height, you, cells }) => map(...wordRows(width, height, you, cells)));

/**
 * A call: a step, an undo, a word placed or an object removed at (x, y) with the lines parsed after, or a
 * copy of the level taken (`cloneLevel`) and a step, it and the calls after played on the copy or on the
 * level (`onCopy`).
 */
const CALL = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant("copy" as const),
      onCopy: fc.boolean(),
      input: fc.constantFrom(...INPUTS),
    }),
  },
  { weight: 6, arbitrary: fc.constantFrom(...INPUTS).map((input) => ({ op: "step" as const, input })) },
  { weight: 1, arbitrary: fc.constant({ op: "undo" as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant("place" as const),
      word: fc.constantFrom(...WORDS),
      at: fc.nat(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("remove" as const), at: fc.nat() }) },
);
type Call = typeof CALL extends fc.Arbitrary<infer C> ? C : never;

/** Plays `c` on `level`; false when the engine refused it (the object limit: it changed nothing). */
function play(level: grid.Level, c: Call): boolean {
  const x = c.op === "place" || c.op === "remove" ? c.at % level.width : 0;
  const y = c.op === "place" || c.op === "remove" ? (c.at >> 4) % level.height : 0;
  try {
    if (c.op === "step" || c.op === "copy")
      grid.step(level, c.input); // (the copy is taken by the caller)
    else if (c.op === "undo") grid.undo(level);
    else if (c.op === "place") grid.placeObject(level, `text:${c.word}`, x, y);
    else {
      const ids = grid.objectsAt(level, x, y);
      if (ids.length > 0) grid.removeObjects(level, [ids[0]]);
    }
    if (c.op === "place" || c.op === "remove") {
      reparseChanged(level); // (a hook's edit, then the turn's parse)
      grid.clearHistory(level); // an edit outside a step clears the history, as place does (docs/api.md M9)
    }
    return true;
  } catch (e) {
    if (e instanceof grid.ObjectLimitError) return false;
    throw e;
  }
}

/** The rules a parse must give: those listed and every per-kind cache. */
function rulesOf(level: grid.Level) {
  const f = level.inForce;
  return { rules: f.rules, props: f.props, convert: f.convert, verbs: f.verbs, cond: f.cond !== null };
}

/** The level's rules are a whole-board parse's, and each line it keeps is the list a fresh read gives. */
function expectExact(level: grid.Level, where: string): void {
  const whole = grid.cloneLevel(level);
  parseWholeBoard(whole);
  expect([where, rulesOf(level)]).toEqual([where, rulesOf(whole)]);
  const lines = level.lines;
  if (lines === null || level.dirty) return;
  const none = new Uint8Array(level.kinds.isText.length); // (no kind read as a word: every cell walked)
  for (let l = 0; l < lines.length; l++) {
    expect({ where, l, same: lines[l] === readLine(level, l) }).toEqual({ where, l, same: true });
    expect({ where, l, walked: lines[l] === readLine(level, l, none) }).toEqual({ where, l, walked: true });
  }
}

describe("a text change marks only the lines a run passes through", () => {
  test("random pushes of words, undos, words placed and removed: every parse gives a whole-board parse's rules and a fresh read of each line", () => {
    let pushes = 0; // steps that moved a word
    fc.assert(
      fc.property(BOARD, fc.array(CALL, { minLength: 5, maxLength: 30 }), (def, calls) => {
        const start = loaded(def);
        fc.pre(start !== null);
        expectExact(start, "loaded");
        let level = start;
        const copied: { level: grid.Level; counts: number[] }[] = []; // the levels no longer played, and copies
        calls.forEach((c, i) => {
          const where = `call ${i + 1} (${c.op})`;
          if (c.op === "copy") {
            const copy = grid.cloneLevel(level);
            const left = c.onCopy ? level : copy;
            copied.push({ level: left, counts: Array.from(left.textAt) });
            if (c.onCopy) level = copy;
          }
          const text = textCells(level);
          if (!play(level, c)) return;
          if (c.op !== "undo" && textCells(level) !== text) pushes++;
          expectExact(level, where);
          expect([where, Array.from(level.textAt)]).toEqual([where, textCounts(level)]);
          for (const o of copied) expect([where, Array.from(o.level.textAt)]).toEqual([where, o.counts]);
        });
      }),
      fuzzed({ seed: 30_301, numRuns: 120 }),
    );
    expect(pushes).toBeGreaterThan(100);
  });

  test("the solver's decoder counts each board's text per cell, and a board it puts back between actions has its counts", () => {
    const content = repositoryContent();
    let children = 0;
    fc.assert(
      fc.property(BOARD, fc.array(fc.nat(), { minLength: 2, maxLength: 8 }), (def, picks) => {
        fc.pre(loaded(def) !== null);
        const model = modelOf({ ...def, name: "line-runs" }, content);
        const codec = model.codec();
        let s = model.start;
        for (const pick of picks) {
          const w = new Writer();
          codec.encode(s, w);
          const bytes = w.bytes.slice(0, w.length);
          const decoded = codec.decode(new Reader(bytes, 0)) as grid.Level;
          expect(Array.from(decoded.textAt)).toEqual(textCounts(decoded));
          codec.expand(new Reader(bytes, 0), (child) => {
            children++;
            const level = child as grid.Level; // (each action's board, from the board put back: `restore`)
            expect(Array.from(level.textAt)).toEqual(textCounts(level));
          });
          const next = model.successors(s);
          if (next.length === 0 || model.won(s)) break;
          s = next[pick % next.length].state;
        }
      }),
      fuzzed({ seed: 30_302, numRuns: 60 }),
    );
    expect(children).toBeGreaterThan(500);
  });

  test("a word moved where no run passes, before or after, marks no line; one leaving a sentence marks its line", () => {
    const def = map("BABA IS YOU . .", ". . . . .", ". . . ROCK .", ". baba . . .", ". . . . .");
    const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
    shiftObject(level, idOf(def, "text:ROCK"), 0, 1); // alone before and after
    expect(level.stale).toBe(null);
    expect(level.dirty).toBe(false); // (no line marked: no parse is due, board.ts `shiftTurned`)
    shiftObject(level, idOf(def, "text:YOU"), 0, 1); // out of BABA IS YOU
    expect(level.stale).not.toBe(null);
    reparseChanged(level);
    expect(grid.rules(level)).not.toContain("BABA IS YOU");
  });

  test("a word pushed into a gap closes a run of three: the row is read and the rule forms", () => {
    const def = map("BABA IS YOU . .", ". . . . .", "ROCK . PUSH . .", ". IS . . .", ". . . . .");
    const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
    shiftObject(level, idOf(def, "text:IS", 1), 0, -1); // no run before; ROCK IS PUSH after
    reparseChanged(level);
    expect(grid.rules(level)).toContain("ROCK IS PUSH");
  });
});

/** Per cell, how many alive text objects its objects put there, counted again from the objects. */
function textCounts(level: grid.Level): number[] {
  const counts = new Array<number>(level.width * level.height).fill(0);
  for (let id = 0; id < level.nextId; id++)
    if (level.alive[id] === 1 && level.kinds.isText[level.kind[id]] === 1)
      counts[level.y[id] * level.width + level.x[id]]++;
  return counts;
}

/** Where the text is, as one string (to tell a step that moved a word). */
function textCells(level: grid.Level): string {
  const cells: number[] = [];
  for (let id = 0; id < level.nextId; id++)
    if (level.alive[id] === 1 && level.kinds.isText[level.kind[id]] === 1)
      cells.push(level.y[id] * level.width + level.x[id]);
  return cells.join(",");
}
