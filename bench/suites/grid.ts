/**
 * Grid engine (Part II) benchmarks: steps per shipped level under a fixed seeded random move stream
 * (undo history on, as users have it; a lost level is undone once, as a player would; no journal, as
 * in search, and once with the journal a session keeps, docs/rules.md §5.7), level loads,
 * one undo snapshot, clone + canonical hash. Target: a step on a ~10×10 level with ~40 objects in
 * ≤ 1 µs median.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Bench } from "tinybench";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { levelKind } from "../../src/play/session";
import { seededMoves } from "../moves";
import type { Suite } from "../suite-run";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const ORDERS = LEVEL_CONFIG;
const STEPS = 1000;

/** The objects rows of cells draw: `.` empty, an upper-case word a text, a lower-case one a thing (bench only). */
function drawn(rows: readonly string[]): grid.LevelDef["objects"] {
  const objects: grid.LevelDef["objects"] = [];
  for (const [y, r] of rows.entries())
    for (const [x, c] of r.split(" ").entries())
      if (c !== ".") objects.push({ kind: c === c.toUpperCase() ? `text:${c}` : c, x, y });
  return objects;
}

/** A 10×10 level with 40 objects, 15 of them words: rules, a walled pond, rocks, a key and a door (bench only). */
export function tenByTen(): grid.LevelDef {
  const rows = [
    "BABA IS YOU . . . . . . .",
    "ROCK IS PUSH . . . . . . .",
    "WALL IS STOP . . . . . . .",
    "WATER IS SINK . . . . . . .",
    ". . . . . . . . . .",
    ". baba . rock . rock . . . .",
    ". . . . . . wall wall wall .",
    ". rock . . . . wall water wall .",
    ". . . . rock . wall . wall .",
    "FLAG IS WIN . . . . . flag .",
  ];
  const objects = drawn(rows);
  for (const [x, y] of [
    [9, 0],
    [9, 1],
    [9, 2],
    [9, 3],
    [8, 4],
    [9, 4],
    [0, 4],
    [0, 6],
  ])
    objects.push({ kind: "grass", x, y });
  return { width: 10, height: 10, objects };
}

/**
 * A 48×48 level with two words stacked on every tile (issue 16 item 4): nouns, IS, AND, NOT and
 * properties drawn by a seeded generator, so every row and column is one run of stacked text.
 */
export function denseStackedText(size = 48, perTile = 2, seed = 16): grid.LevelDef {
  const words = LEXICON.words
    .filter((w) => (!w.meta || w.word === "TEXT") && !condition(w))
    .map((w) => w.word);
  let a = seed >>> 0;
  const next = () => {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    return a;
  };
  const objects: grid.LevelDef["objects"] = [];
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++)
      for (let i = 0; i < perTile; i++) objects.push({ kind: `text:${words[next() % words.length]}`, x, y });
  return { width: size, height: size, objects };
}

/**
 * Condition words (docs/rules.md §5.8) are left out of the stacked-text levels: conditional readings do
 * not merge, so stacked conditions are bounded by CONDITIONAL_READINGS_LIMIT, not by the lattice; these
 * levels measure the lattice parser.
 */
const condition = (w: { class: string }) => w.class === "prefix" || w.class === "infix";

/**
 * The densest text a level may hold: every word of the lexicon (but the conditions) stacked on each
 * cell, row after row of a 256×256 grid, up to the object limit (LEVEL_LIMITS). The parser's worst case.
 */
export function everyWordEverywhere(): grid.LevelDef {
  const { width, height, objects: limit } = LEVEL_CONFIG.limits;
  const words = LEXICON.words.filter((w) => !condition(w)).map((w) => w.word);
  const objects: grid.LevelDef["objects"] = [];
  for (let cell = 0; objects.length + words.length <= limit; cell++)
    for (const w of words) objects.push({ kind: `text:${w}`, x: cell % width, y: (cell / width) | 0 });
  return { width, height, objects };
}

/**
 * A 7×7 level with one YOU object, one wall that is STOP and nothing else but the two rules: what a
 * turn costs with next to nothing to do (the phases' checks, the undo entry, one mover).
 */
export function oneMover(): grid.LevelDef {
  const rows = ["BABA IS YOU", "", "", ". . . baba . wall", "", "", "WALL IS STOP"];
  return { width: 7, height: 7, objects: drawn(rows.map((r) => r || ".")) };
}

/**
 * The 10×10 level's kind of board with a conditional WORD in force (docs/rules.md §5.8 "Conditional
 * WORD"): `ROCK NEAR BABA IS WORD`, and a rock spelling `ROCK IS WIN` when the baba is near it (that
 * rule and `BABA IS YOU` set in corners where no push moves them). Such a level parses every turn (the
 * rules are a function of the board), which a plain one does not.
 */
export function conditionalWord(): grid.LevelDef {
  const rows = [
    "ROCK NEAR BABA IS WORD . . . . BABA",
    "ROCK IS PUSH . . . . . . IS",
    "WALL IS STOP . . . . . . YOU",
    ". . . . . . . . . .",
    ". . . . . . . . . .",
    ". baba . rock IS WIN . . . .",
    ". . . . . . wall wall wall .",
    ". rock . . . . wall water wall .",
    ". . . . rock . wall . wall .",
    "FLAG IS WIN . . . . . flag .",
  ];
  return { width: 10, height: 10, objects: drawn(rows) };
}

/** The pure Baba levels (SpellGrid levels need their cards: bench/suites/spellgrid.ts steps those). */
function levels(): [string, grid.LevelDef][] {
  const dir = join(ROOT, "levels");
  const shipped = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .filter((f) => levelKind(JSON.parse(readFileSync(join(dir, f), "utf8"))) === "baba")
    .sort()
    .map((f): [string, grid.LevelDef] => [f, JSON.parse(readFileSync(join(dir, f), "utf8"))]);
  return [
    ["10×10 bench level (40 objects)", tenByTen()],
    ["7×7 level with one YOU (a turn's fixed cost)", oneMover()],
    ["10×10 level with a conditional WORD (ROCK NEAR BABA IS WORD)", conditionalWord()],
    ...shipped,
  ];
}

/**
 * Adds a step task for each of `named` levels this engine loads; a level it refuses (under `--compare`, an
 * older ref's engine may lack a word a level here uses) is skipped with a line naming the task and the
 * engine's reason, so the other tasks still run there. Returns the names of the tasks skipped.
 */
export function addStepTasks(bench: Bench, named: readonly [string, grid.LevelDef][]): string[] {
  const stream = seededMoves(20261130, STEPS);
  const skipped: string[] = [];
  for (const [name, def] of named) {
    const task = `step on ${name} (seeded random moves) ×${STEPS}`;
    let start: grid.Level;
    try {
      start = grid.createLevel(def, LEXICON, ORDERS);
    } catch (err) {
      console.log(`  skipped: ${task}: ${err instanceof Error ? err.message : String(err)}`);
      skipped.push(task);
      continue;
    }
    let level = grid.cloneLevel(start);
    bench.add(
      task,
      () => {
        for (let i = 0; i < STEPS; i++) {
          grid.step(level, stream[i]);
          if (grid.isLost(level)) grid.undo(level);
        }
      },
      { beforeEach: () => void (level = grid.cloneLevel(start)) },
    );
  }
  return skipped;
}

export default {
  name: "grid engine (Part II)",
  register(bench: Bench) {
    const stream = seededMoves(20261130, STEPS);
    addStepTasks(bench, levels());
    const journaled = grid.createLevel(tenByTen(), LEXICON, { ...ORDERS, journal: true });
    let kept = grid.cloneLevel(journaled);
    bench.add(
      `step on the 10×10 bench level with the journal on (as a session has it) ×${STEPS}`,
      () => {
        for (let i = 0; i < STEPS; i++) {
          grid.step(kept, stream[i]);
          if (grid.isLost(kept)) grid.undo(kept);
        }
      },
      { beforeEach: () => void (kept = grid.cloneLevel(journaled)) },
    );
    const sink = JSON.parse(readFileSync(join(ROOT, "levels/baba-sink.json"), "utf8")) as grid.LevelDef;
    bench.add("load baba-sink.json (check + build + parse) ×100", () => {
      for (let i = 0; i < 100; i++) grid.createLevel(sink, LEXICON, ORDERS);
    });
    const big = grid.createLevel(tenByTen(), LEXICON, ORDERS);
    bench.add("snapshot of the 10×10 level (one undo entry) ×1000", () => {
      for (let i = 0; i < 1000; i++) grid.snapshot(big);
    });
    bench.add("cloneLevel + hashLevel of the 10×10 level ×1000", () => {
      for (let i = 0; i < 1000; i++) grid.hashLevel(grid.cloneLevel(big));
    });
    bench.add("reparse of the 10×10 level ×1000", () => {
      for (let i = 0; i < 1000; i++) grid.reparse(big);
    });
    const dense = grid.createLevel(denseStackedText(), LEXICON, ORDERS);
    bench.add("reparse of a 48×48 level with two words stacked on every tile", () => grid.reparse(dense));
    const densest = grid.createLevel(everyWordEverywhere(), LEXICON, ORDERS);
    bench.add("reparse of the densest text (every word on each cell, up to the object limit)", () =>
      grid.reparse(densest),
    );
  },
} satisfies Suite;
