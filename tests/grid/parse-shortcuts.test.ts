/**
 * The parse's shortcuts (docs/rules.md §5.2 "Incremental parsing"), each against the general path on
 * random text-heavy boards, after every step and undo:
 * - a line is read again only when a run of three text cells passed through a cell whose text changed, as
 *   it changed (lines.ts `markLines`): each line's reading the level keeps is the very list a fresh read
 *   of that line gives (`readLine`), and a line holding no run keeps the shared empty list (NO_RUN, EMPTY);
 * - the lists of lines are interned with their rules (line-states.ts): on a copy of the level walked the
 *   same way again, whose parses find the lists the first walk made and the rules kept with them, the
 *   rules are those a whole-board parse gives; a row a word enters and leaves gets its list back.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { NO_RUN, readLine } from "../../src/engine/grid/line-read";
import { fuzzed } from "../fuzz";
import { map } from "./builder";
import { apply, callName, callsOf } from "./shortcut-walk";
import { parseWholeBoard } from "./whole-board-parse";
import { loadable } from "./word-cells";

const CALLS = callsOf(10, 30);

/** Every word of the lexicon (so a word added to it is drawn too), and a few things. */
const WORDS = LEXICON.words.map((w) => w.word);
const THINGS = ["baba", "rock", "wall"] as const;

/**
 * A random board thick with text: BABA IS YOU (or TEXT IS YOU, so the text itself walks) on the top row,
 * then cells holding a word, a thing or nothing, often next to one another along rows and columns; each
 * one the engine loads (`loadable`: drawn from every word, a board may spell "BABA FACING BABA IS BABA",
 * which a load refuses by design, docs/rules.md §5.8).
 */
const BOARD = fc
  .record({
    width: fc.integer({ min: 4, max: 9 }),
    height: fc.integer({ min: 4, max: 9 }),
    you: fc.constantFrom("BABA", "TEXT"),
    cells: fc.array(
      fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...WORDS) },
        { weight: 1, arbitrary: fc.constantFrom(...THINGS) },
        { weight: 3, arbitrary: fc.constant(".") },
      ),
      { minLength: 81, maxLength: 81 },
    ),
  })
  .map(({ width, height, you, cells }) => {
    const rows: string[] = [];
    for (let y = 0; y < height; y++) {
      const row: string[] = [];
      for (let x = 0; x < width; x++) row.push(y === 0 ? "." : cells[y * 9 + x]);
      if (y === 0) row.splice(0, 3, you, "IS", "YOU");
      if (y === 2) row[1] = "baba";
      rows.push(row.join(" "));
    }
    return map(...rows);
  })
  .filter((def) => loadable(def));

/** Whether line `l` of `level` holds a run of three consecutive cells that hold text (read from the object arrays). */
function holdsRun(level: grid.Level, l: number): boolean {
  const text = new Set<number>();
  for (let id = 0; id < level.nextId; id++)
    if (level.alive[id] === 1 && level.kinds.isText[level.kind[id]] === 1)
      text.add(level.y[id] * level.width + level.x[id]);
  const row = l < level.height;
  const len = row ? level.width : level.height;
  let n = 0;
  for (let i = 0; i < len; i++) {
    const [x, y] = row ? [i, l] : [l - level.height, i];
    n = text.has(y * level.width + x) ? n + 1 : 0;
    if (n >= 3) return true;
  }
  return false;
}

/**
 * The level's kept readings are those a fresh read of every line gives, and NO_RUN where no run is (the
 * shared empty list, as a line whose runs spell nothing keeps: line-read.ts, so a word moving between the
 * two leaves the line's list as it was).
 */
function expectLinesFresh(level: grid.Level, where: string): void {
  const lines = level.lines;
  if (lines === null || level.dirty) return;
  for (let l = 0; l < lines.length; l++) {
    expect({ where, l, same: lines[l] === readLine(level, l) }).toEqual({ where, l, same: true });
    // (a line holding a run that spells nothing keeps the same list, so only this direction holds)
    if (!holdsRun(level, l))
      expect({ where, l, noRun: lines[l] === NO_RUN }).toEqual({ where, l, noRun: true });
  }
}

describe("a line with no run is read again only through a changed cell", () => {
  test("after every step and undo, each kept line reading is a fresh read's (random text-heavy boards)", () => {
    fc.assert(
      fc.property(BOARD, CALLS, (def, calls) => {
        const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
        expectLinesFresh(level, "loaded");
        calls.forEach((c, i) => {
          apply(level, c);
          expectLinesFresh(level, `call ${i + 1} (${callName(c)})`);
        });
      }),
      fuzzed({ seed: 13_201, numRuns: 60 }),
    );
  });

  test("a run formed by pushing a word between two others is read: the rule forms", () => {
    const level = grid.createLevel(
      map("BABA IS YOU .", ". . . .", "ROCK . PUSH .", ". IS . .", ". baba . ."),
      LEXICON,
      LEVEL_CONFIG,
    );
    const rowOf = 2;
    expect(level.lines?.[rowOf]).toBe(NO_RUN);
    grid.step(level, "up");
    expect(level.inForce.rules).toContain("ROCK IS PUSH");
    expect(level.lines?.[rowOf]).not.toBe(NO_RUN);
  });
});

/** What a parse must give: the rules, the rules in force, every per-kind cache and the things read as words. */
function rulesOf(level: grid.Level) {
  const f = level.inForce;
  const asWord = f.asWord === null ? null : [...f.asWord];
  return { rules: f.rules, active: f.activeText, props: f.props, convert: f.convert, verbs: f.verbs, asWord };
}

describe("the lists of lines are interned with their rules", () => {
  test("a copy walked the same way (its parses find the first walk's lists and rules), with or without a thing more, holds a whole-board parse's rules", () => {
    fc.assert(
      fc.property(BOARD, CALLS, fc.option(fc.constantFrom(...THINGS)), fc.nat(), (def, calls, extra, at) => {
        const first = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
        const again = grid.cloneLevel(first);
        for (const c of calls) apply(first, c);
        // Maybe a thing more on the copy: the kinds present differ (what ALL and NOT name), the lines do not.
        if (extra !== null) grid.placeObject(again, extra, at % def.width, at % def.height);
        calls.forEach((c, i) => {
          apply(again, c);
          const where = `call ${i + 1} (${callName(c)})`;
          const whole = grid.cloneLevel(again);
          parseWholeBoard(whole);
          expect([where, rulesOf(again)]).toEqual([where, rulesOf(whole)]);
        });
      }),
      fuzzed({ seed: 13_202, numRuns: 60 }),
    );
  });

  test("a word pushed into a row and back out gives the row's list and rules back, not new ones", () => {
    const level = grid.createLevel(
      map("BABA IS YOU .", ". . . .", "ROCK IS . .", ". . PUSH .", ". . baba ."),
      LEXICON,
      LEVEL_CONFIG,
    );
    const before = level.lines;
    const rules = level.inForce;
    grid.step(level, "up"); // PUSH enters row 2: ROCK IS PUSH
    expect(level.inForce.rules).toContain("ROCK IS PUSH");
    const formed = level.lines;
    const formedRules = level.inForce;
    grid.step(level, "up"); // and leaves it, into row 1
    expect(level.inForce.rules).not.toContain("ROCK IS PUSH");
    grid.step(level, "down"); // baba steps back down: PUSH stays in row 1
    grid.undo(level);
    grid.undo(level);
    expect(level.lines).toBe(formed);
    expect(level.inForce).toBe(formedRules);
    grid.undo(level);
    expect(level.lines).toBe(before);
    expect(level.inForce).toBe(rules);
  });

  test("rules that depend on the kinds present (an ALL subject) are not kept with the lines: a copy with other kinds compiles its own", () => {
    const level = grid.createLevel(
      map(
        "BABA IS YOU . .",
        "ALL IS PUSH . .",
        ". . . . .",
        "ROCK IS . . .",
        ". . WIN . rock",
        ". . baba . .",
      ),
      LEXICON,
      LEVEL_CONFIG,
    );
    const copy = grid.cloneLevel(level);
    grid.step(level, "up"); // WIN enters row 3: ROCK IS WIN, ALL naming baba and rock
    expect(level.inForce.rules).toContain("ROCK IS WIN");
    const wall = grid.placeObject(copy, "wall", 4, 2);
    grid.step(copy, "up"); // the same lines, but ALL names the wall too
    expect(copy.lines).toBe(level.lines);
    expect(grid.hasProperty(copy, wall, "PUSH")).toBe(true);
    const whole = grid.cloneLevel(copy);
    parseWholeBoard(whole);
    expect(rulesOf(copy)).toEqual(rulesOf(whole));
  });
});
