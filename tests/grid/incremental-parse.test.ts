/**
 * Incremental parsing and undo by record (docs/rules.md §5.2 "Incremental parsing", §5.6): after any walk,
 * the rules a level holds (read again only on the lines whose text changed, compiled once per spelled
 * set) are exactly those a whole-board parse and a level built afresh from the same board give; and undo
 * puts back the board and its rules exactly as they were before each step, however the step ended.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { corpusLevel } from "../../bench/corpus/generate";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { fuzzed } from "../fuzz";
import { boardDef } from "./builder";
import { parseWholeBoard } from "./whole-board-parse";
import { loaded } from "./word-cells";

type Input = grid.TurnInput;
const INPUTS: readonly Input[] = ["up", "down", "left", "right", "wait"];

/** What a parse must give: the rules, the rules in force, every per-kind cache, the conditional table and the things read as words. */
function rulesOf(level: grid.Level) {
  return {
    rules: level.inForce.rules,
    active: level.inForce.activeText,
    props: level.inForce.props,
    anyProps: level.inForce.anyProps,
    convert: level.inForce.convert,
    erase: level.inForce.erase,
    fill: level.inForce.fill,
    verbs: level.inForce.verbs,
    cond: level.inForce.cond?.byKind.map((list) => list.map((r) => r.text)) ?? null,
    asWord: level.inForce.asWord === null ? null : [...level.inForce.asWord],
  };
}

/**
 * The level's rules equal those of the whole-board parse (every object read, WORD rounds from the text
 * alone: whole-board-parse.ts) of a copy of the board, and those of a level loaded afresh from the board.
 * A step may spell a conditional rule whose conditions are not built ("LONELY BABA IS BABA": listed, not
 * in force, docs/rules.md §5.8), which a load refuses: such a board is checked against the whole-board
 * parse alone. Returns whether the fresh load was compared too.
 */
function expectExact(level: grid.Level, where: string): boolean {
  const whole = grid.cloneLevel(level);
  parseWholeBoard(whole); // at rest, IDLE false, as a conditional WORD reads it in every parse (docs/rules.md §5.8)
  expect([where, rulesOf(level)]).toEqual([where, rulesOf(whole)]);
  expect([where, level.inForce.readIds ?? null]).toEqual([where, whole.inForce.readIds ?? null]);
  const fresh = loaded(boardDef(level));
  if (fresh === null) return false;
  expect([where, rulesOf(level)]).toEqual([where, rulesOf(fresh)]);
  return true;
}

/** Everything undo must put back: the canonical hash, each id's fields and the rules. */
function stateOf(level: grid.Level) {
  const ids = level.kind
    .slice(0, level.nextId)
    .map((k, id) => [k, level.x[id], level.y[id], level.alive[id], level.facing[id]]);
  return { hash: grid.hashLevel(level), won: level.won, nextId: level.nextId, ids, ...rulesOf(level) };
}

const WORDS = LEXICON.words.map((w) => `text:${w.word}`);
const THINGS = LEXICON.words.filter((w) => w.class === "noun" && !w.meta).map((w) => w.word.toLowerCase());

/** A random small level: a BABA IS YOU sentence (so something moves) and random text and things. */
const randomLevel = fc
  .record({
    width: fc.integer({ min: 4, max: 9 }),
    height: fc.integer({ min: 4, max: 9 }),
    objects: fc.array(
      fc.record({
        kind: fc.oneof(fc.constantFrom(...WORDS), fc.constantFrom(...THINGS)),
        x: fc.nat(),
        y: fc.nat(),
      }),
      { maxLength: 40 },
    ),
  })
  .map(
    ({ width, height, objects }): grid.LevelDef => ({
      width,
      height,
      objects: [
        { kind: "text:BABA", x: 0, y: 0 },
        { kind: "text:IS", x: 1, y: 0 },
        { kind: "text:YOU", x: 2, y: 0 },
        { kind: "baba", x: 1, y: 2 },
        ...objects.map((o) => ({ kind: o.kind, x: o.x % width, y: o.y % height })),
      ],
    }),
  );

/** A level of the benchmark's text-heavy corpus, by index. */
const corpusDef = fc.integer({ min: 0, max: 199 }).map((i) => corpusLevel(LEXICON, i));

/** Words of each class, from the lexicon (so a word added to it is drawn too). */
const ofClass = (...classes: string[]) =>
  LEXICON.words.filter((w) => classes.includes(w.class) && !w.meta).map((w) => w.word);
const NOUNS = ofClass("noun");
const CONDITIONS = ofClass("prefix", "infix");
const PROPS = ofClass("property");

/**
 * A level thick with conditions and WORD (docs/rules.md §5.2, §5.8): sentences `[LONELY] N [ON|NEAR|FACING
 * M] IS P` and `N IS WORD` written along rows and down columns, loose words, and things of the nouns used
 * (so WORD things are on the grid and rounds run), on a small grid where a push moves them often.
 */
const conditionalLevel = fc
  .record({
    size: fc.integer({ min: 5, max: 8 }),
    sentences: fc.array(
      fc.record({
        lonely: fc.boolean(),
        subject: fc.constantFrom(...NOUNS),
        cond: fc.option(
          fc.record({ word: fc.constantFrom(...CONDITIONS), target: fc.constantFrom(...NOUNS) }),
        ),
        word: fc.boolean(),
        prop: fc.constantFrom(...PROPS),
        down: fc.boolean(),
        x: fc.nat(),
        y: fc.nat(),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    loose: fc.array(fc.record({ kind: fc.constantFrom(...WORDS, ...THINGS), x: fc.nat(), y: fc.nat() }), {
      maxLength: 12,
    }),
  })
  .map(({ size, sentences, loose }): grid.LevelDef => {
    const objects: grid.LevelDef["objects"] = [
      { kind: "text:BABA", x: 0, y: 0 },
      { kind: "text:IS", x: 1, y: 0 },
      { kind: "text:YOU", x: 2, y: 0 },
      { kind: "baba", x: 1, y: 2 },
    ];
    for (const s of sentences) {
      const words = [
        ...(s.lonely ? ["LONELY"] : []),
        s.subject,
        ...(s.cond && !s.lonely ? [s.cond.word, s.cond.target] : []),
        "IS",
        s.word ? "WORD" : s.prop,
      ].filter((w) => LEXICON.index[w] !== undefined);
      words.forEach((w, i) => {
        const [x, y] = s.down ? [s.x, s.y + i] : [s.x + i, s.y];
        objects.push({ kind: `text:${w}`, x: x % size, y: y % size });
      });
      objects.push({ kind: s.subject.toLowerCase(), x: (s.x + 3) % size, y: (s.y + 2) % size });
    }
    for (const o of loose) objects.push({ kind: o.kind, x: o.x % size, y: o.y % size });
    return { width: size, height: size, objects };
  });

/** The shipped pure Baba levels (no cards), read from levels/. */
const SHIPPED = readdirSync("levels")
  .filter((f) => f.endsWith(".json"))
  .sort()
  .map(
    (f) =>
      JSON.parse(readFileSync(join("levels", f), "utf8")) as grid.LevelDef & {
        cards?: unknown;
        hand?: unknown;
        pool?: unknown;
      },
  )
  .filter((d) => d.cards === undefined && d.hand === undefined && d.pool === undefined);
const shippedDef = fc.constantFrom(...SHIPPED);

/** Any level the properties walk: random, conditional and WORD, corpus, shipped. */
const anyLevel = fc.oneof(randomLevel, conditionalLevel, corpusDef, shippedDef);

const walk = fc.array(fc.constantFrom(...INPUTS), { minLength: 1, maxLength: 40 });

describe("incremental parsing", () => {
  test("after every step of a random walk the rules are a whole-board parse's (random, conditional, WORD, corpus and shipped levels)", () => {
    let freshLoads = 0; // boards also compared with a level loaded afresh from them
    const exact = (level: grid.Level, where: string) => {
      if (expectExact(level, where)) freshLoads++;
    };
    fc.assert(
      fc.property(anyLevel, walk, (def, moves) => {
        const level = loaded(def);
        fc.pre(level !== null);
        exact(level, "loaded");
        moves.forEach((m, i) => {
          grid.step(level, m);
          exact(level, `step ${i + 1} (${m})`);
          if (i % 3 === 2) {
            grid.undo(level);
            exact(level, `undo after step ${i + 1}`);
          }
        });
      }),
      fuzzed({ seed: 13_001, numRuns: 120 }),
    );
    expect(freshLoads).toBeGreaterThan(0);
  });

  test("a push that carries a word into a row and out again forms the rule, then breaks it", () => {
    const level = grid.createLevel(
      {
        width: 6,
        height: 6,
        objects: [
          { kind: "text:BABA", x: 0, y: 0 },
          { kind: "text:IS", x: 1, y: 0 },
          { kind: "text:YOU", x: 2, y: 0 },
          { kind: "text:FLAG", x: 0, y: 2 },
          { kind: "text:IS", x: 1, y: 2 },
          { kind: "text:WIN", x: 2, y: 3 },
          { kind: "baba", x: 2, y: 4 },
        ],
      },
      LEXICON,
      LEVEL_CONFIG,
    );
    expect(level.inForce.rules).toEqual(["BABA IS YOU", "TEXT IS PUSH"]);
    grid.step(level, "up"); // WIN is pushed into row 2: FLAG IS WIN
    expect(grid.posOf(level, 5)).toEqual([2, 2]);
    expect(level.inForce.rules).toEqual(["BABA IS YOU", "FLAG IS WIN", "TEXT IS PUSH"]);
    expectExact(level, "formed");
    grid.step(level, "up"); // and out of it again, under YOU in column 2: YOU WIN spells nothing
    expect(grid.posOf(level, 5)).toEqual([2, 1]);
    expect(level.inForce.rules).toEqual(["BABA IS YOU", "TEXT IS PUSH"]);
    expectExact(level, "broken");
    grid.undo(level);
    expect(level.inForce.rules).toEqual(["BABA IS YOU", "FLAG IS WIN", "TEXT IS PUSH"]);
    expect(level.inForce.activeText).toContain("FLAG IS WIN");
  });
});

/** The corpus levels whose things are read as words at load (`X IS WORD` with X on the grid), found by loading each. */
const WORD_CORPUS = Array.from({ length: 200 }, (_, i) => corpusLevel(LEXICON, i)).filter((d) => {
  const level = loaded(d);
  return level?.inForce.asWord?.some((m, k) => m !== 0 && level.count[k] > 0) ?? false;
});

describe("WORD rounds line by line (docs/rules.md §5.2)", () => {
  test("the corpus has levels whose things are read as words (the next tests walk them)", () => {
    expect(WORD_CORPUS.length).toBeGreaterThan(0);
  });

  test("on levels whose things are read as words, after every step and undo the rules are a whole-board parse's", () => {
    fc.assert(
      fc.property(fc.constantFrom(...WORD_CORPUS), walk, (def, moves) => {
        const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
        moves.forEach((m, i) => {
          grid.step(level, m);
          expectExact(level, `step ${i + 1} (${m})`);
          if (i % 2 === 1) {
            grid.undo(level);
            expectExact(level, `undo after step ${i + 1}`);
          }
        });
      }),
      fuzzed({ seed: 13_004, numRuns: 40 }),
    );
  });

  test("a parse that read things keeps its record: undo puts it back as it was, built on the text's own record", () => {
    const level = grid.createLevel(
      {
        width: 5,
        height: 5,
        objects: [
          { kind: "text:BABA", x: 0, y: 0 },
          { kind: "text:IS", x: 1, y: 0 },
          { kind: "text:WORD", x: 2, y: 0 },
          { kind: "text:BABA", x: 0, y: 1 },
          { kind: "text:IS", x: 1, y: 1 },
          { kind: "text:YOU", x: 2, y: 1 },
          { kind: "text:IS", x: 1, y: 3 },
          { kind: "text:WIN", x: 2, y: 3 },
          { kind: "baba", x: 0, y: 4 },
        ],
      },
      LEXICON,
      LEVEL_CONFIG,
    );
    const before = level.parsed;
    expect(before?.textRound?.rules).toEqual(["BABA IS WORD", "BABA IS YOU", "TEXT IS PUSH"]);
    expect(level.inForce.rules).toEqual(["BABA IS WORD", "BABA IS YOU", "TEXT IS PUSH"]);
    grid.step(level, "up"); // the baba, read as BABA, spells BABA IS WIN on row 3
    expect(level.inForce.rules).toEqual(["BABA IS WIN", "BABA IS WORD", "BABA IS YOU", "TEXT IS PUSH"]);
    expect(level.won).toBe(true);
    expect(level.parsed?.textRound?.rules).toEqual(["BABA IS WORD", "BABA IS YOU", "TEXT IS PUSH"]);
    expectExact(level, "formed by a thing");
    grid.undo(level);
    expect(level.parsed).toBe(before);
    expect(level.inForce.rules).toEqual(["BABA IS WORD", "BABA IS YOU", "TEXT IS PUSH"]);
    expectExact(level, "undone");
  });
});

describe("undo by record", () => {
  test("undo puts back each earlier board and its rules exactly, step by step back to the start", () => {
    fc.assert(
      fc.property(anyLevel, walk, (def, moves) => {
        const level = loaded(def);
        fc.pre(level !== null);
        const before: ReturnType<typeof stateOf>[] = [];
        for (const m of moves) {
          before.push(stateOf(level));
          grid.step(level, m);
        }
        for (let i = moves.length - 1; i >= 0; i--) {
          expect(grid.undo(level)).toBe(true);
          expect([i, stateOf(level)]).toEqual([i, before[i]]);
        }
        expect(grid.undo(level)).toBe(false);
      }),
      fuzzed({ seed: 13_002, numRuns: 100 }),
    );
  });

  test("a step after an undo plays as on a level loaded afresh from the restored board", () => {
    fc.assert(
      fc.property(corpusDef, walk, walk, (def, first, then) => {
        const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
        for (const m of first) grid.step(level, m);
        for (let i = 0; i < first.length; i++) grid.undo(level);
        const fresh = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
        for (const m of then) {
          grid.step(level, m);
          grid.step(fresh, m);
          expect(stateOf(level)).toEqual(stateOf(fresh));
        }
      }),
      fuzzed({ seed: 13_003, numRuns: 30 }),
    );
  });
});
