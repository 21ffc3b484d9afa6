/**
 * The lines a moved word marks and the lists a line read gives (docs/rules.md §5.2 "Incremental parsing"):
 * a word moved marks, in one pass after the move, the lines it left and entered (lines.ts `markMoved`),
 * and a line read again gives one shared list per content of rules (line-lists.ts: the same rules, the
 * very same list; a line with no run the same empty list as one whose runs spell nothing). On random
 * text-heavy boards where words are pushed (text itself is often YOU), placed and removed, with undo mixed
 * in, after every call: the rules are those a whole-board parse and a level loaded afresh give, and each
 * kept line is the very list a fresh read of the line gives.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { EMPTY, readLine } from "../../src/engine/grid/line-read";
import { reparseChanged } from "../../src/engine/grid/properties";
import { fuzzed } from "../fuzz";
import { boardDef } from "./builder";
import { INPUTS } from "./shortcut-walk";
import { parseWholeBoard } from "./whole-board-parse";
import { loaded } from "./word-cells";

/** Words drawn: a few nouns, verbs, properties and AND, so that runs form, break and spell the same rules. */
const WORDS = ["BABA", "ROCK", "TEXT", "IS", "IS", "IS", "AND", "NOT", "YOU", "PUSH", "WIN", "MOVE"];

/** A random board: `S IS YOU` (S: BABA or TEXT) along the top row or down the left column, babas and words. */
const BOARD = fc
  .record({
    width: fc.integer({ min: 4, max: 7 }),
    height: fc.integer({ min: 4, max: 7 }),
    subject: fc.constantFrom("BABA", "TEXT", "TEXT"),
    down: fc.boolean(),
    objects: fc.array(
      fc.record({ kind: fc.constantFrom(...WORDS, "baba", "rock"), x: fc.nat(), y: fc.nat() }),
      { minLength: 8, maxLength: 40 },
    ),
  })
  .map(({ width, height, subject, down, objects }): grid.LevelDef => {
    const at = (i: number) => (down ? { x: 0, y: i } : { x: i, y: 0 });
    return {
      width,
      height,
      objects: [
        { kind: `text:${subject}`, ...at(0) },
        { kind: "text:IS", ...at(1) },
        { kind: "text:YOU", ...at(2) },
        { kind: "baba", x: 2, y: 2 },
        ...objects.map((o) => ({
          kind: o.kind === o.kind.toUpperCase() ? `text:${o.kind}` : o.kind,
          x: o.x % width,
          y: o.y % height,
        })),
      ],
    };
  });

/** A call: a step (mostly), undo, or a word placed or the newest object of a cell removed (history cleared). */
const CALL = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...INPUTS) },
  { weight: 2, arbitrary: fc.constant("undo" as const) },
  { weight: 1, arbitrary: fc.record({ word: fc.constantFrom(...WORDS), x: fc.nat(7), y: fc.nat(7) }) },
  { weight: 1, arbitrary: fc.record({ remove: fc.constant(true), x: fc.nat(7), y: fc.nat(7) }) },
);
type Call = typeof CALL extends fc.Arbitrary<infer T> ? T : never;

/** Plays `c` on `level`; false when the engine refused it (the object limit: it changed nothing). */
function play(level: grid.Level, c: Call): boolean {
  try {
    if (c === "undo") grid.undo(level);
    else if (typeof c === "string") grid.step(level, c);
    else if ("word" in c) {
      grid.placeObject(level, `text:${c.word}`, c.x % level.width, c.y % level.height);
      grid.clearHistory(level);
    } else {
      const ids = grid.objectsAt(level, c.x % level.width, c.y % level.height);
      if (ids.length > 0) grid.removeObjects(level, [ids[ids.length - 1]]);
      grid.clearHistory(level);
    }
    return true;
  } catch (e) {
    if (e instanceof grid.ObjectLimitError) return false;
    throw e;
  }
}

/** Where the text stands: each text object's id and cell. */
function textAt(level: grid.Level): string {
  const out: number[] = [];
  for (let id = 0; id < level.nextId; id++)
    if (level.alive[id] === 1 && level.kinds.isText[level.kind[id]] === 1)
      out.push(id, level.x[id], level.y[id]);
  return out.join(" ");
}

/** The rules and the per-kind properties in force. */
const rulesOf = (level: grid.Level) => ({
  rules: level.inForce.rules,
  active: level.inForce.activeText,
  props: level.inForce.props,
});

/** The level's rules are a whole-board parse's and a fresh load's; each kept line is a fresh read's list. */
function expectExact(level: grid.Level, where: string): void {
  if (level.dirty) reparseChanged(level); // (a word placed or removed: parsed at the next step)
  const whole = grid.cloneLevel(level);
  parseWholeBoard(whole);
  expect([where, rulesOf(level)]).toEqual([where, rulesOf(whole)]);
  const fresh = loaded(boardDef(level));
  if (fresh !== null) expect([where, rulesOf(level)]).toEqual([where, rulesOf(fresh)]);
  const lines = level.lines;
  if (lines === null) return;
  for (let l = 0; l < lines.length; l++) {
    const r = readLine(level, l);
    expect([where, l, lines[l] === r, lines[l].length === 0 ? lines[l] === EMPTY : true]).toEqual([
      where,
      l,
      true,
      true,
    ]);
  }
}

describe("a moved word's marks and the shared lists of lines", () => {
  test("after every step, undo, word placed and word removed, the parse is a whole-board parse's", () => {
    let moved = 0;
    fc.assert(
      fc.property(BOARD, fc.array(CALL, { minLength: 1, maxLength: 30 }), (def, calls) => {
        const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
        expectExact(level, "loaded");
        calls.forEach((c, i) => {
          const before = textAt(level);
          if (!play(level, c)) return;
          if (textAt(level) !== before) moved++;
          expectExact(level, `call ${i} (${JSON.stringify(c)})`);
        });
      }),
      fuzzed({ seed: 20_261_206, numRuns: 200 }),
    );
    expect(moved).toBeGreaterThan(400); // (text moved, appeared or vanished often)
  });

  test("two lines spelling the same rules hold one list; a line with no run holds the empty list", () => {
    const level = grid.createLevel(
      {
        width: 5,
        height: 5,
        objects: [
          ...["BABA", "IS", "YOU"].map((w, x) => ({ kind: `text:${w}`, x, y: 0 })),
          ...["BABA", "IS", "YOU", "ROCK"].map((w, x) => ({ kind: `text:${w}`, x, y: 2 })),
          ...["ROCK", "ROCK"].map((w, x) => ({ kind: `text:${w}`, x, y: 4 })),
          { kind: "baba", x: 4, y: 1 },
        ],
      },
      LEXICON,
      LEVEL_CONFIG,
    );
    const lines = level.lines as readonly (readonly number[])[];
    expect(lines[0].length).toBe(1);
    expect(lines[2]).toBe(lines[0]); // BABA IS YOU ROCK spells BABA IS YOU alone
    expect(lines[4]).toBe(EMPTY); // two words: no run
    expect(lines[1]).toBe(EMPTY); // nothing
  });
});
