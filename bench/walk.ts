/**
 * The corpus walk (issue 13 item 1), shared by the grid-corpus suite and `--compare REF --paired`: the
 * 200 generated levels (corpus/generate.ts) and the shipped pure Baba levels, each walked `WALK` seeded
 * random steps from its start, reading `won()` and `lost()` after each step as a player or a search does,
 * with undo history on; a won or lost level is undone and the walk goes on. Its imports are relative, so
 * a copy of this file in a ref's worktree walks that ref's engine.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { LEVEL_CONFIG } from "../src/content/turn";
import { LEXICON } from "../src/content/words";
import * as grid from "../src/engine/grid";
import { corpusLevels } from "./corpus/generate";
import { seededMoves } from "./moves";

const ROOT = fileURLToPath(new URL("../", import.meta.url));

/** Steps walked on each level. */
export const WALK = 50;

/** The shipped pure Baba levels (a level without cards, hand or pool). */
export function shippedBaba(): grid.LevelDef[] {
  const dir = join(ROOT, "levels");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as grid.LevelDef)
    .filter((d) => d.cards === undefined && d.hand === undefined && d.pool === undefined);
}

/** The walk's levels, loaded, with each level's move stream. */
export interface Walk {
  /** The corpus levels, then the shipped ones (the first `generated` are the corpus). */
  defs: grid.LevelDef[];
  generated: number;
  starts: grid.Level[];
  streams: grid.Dir[][];
}

/** Loads the walk's levels (corpus first, then the shipped ones) and their move streams. */
export function loadWalk(): Walk {
  const corpus = corpusLevels(LEXICON);
  return walkOf([...corpus, ...shippedBaba()], corpus.length);
}

/**
 * The walk of the given levels (the first `generated` of them the corpus), loaded by this tree's engine;
 * each level's move stream is seeded by its place in the list.
 */
export function walkOf(defs: grid.LevelDef[], generated: number): Walk {
  return {
    defs,
    generated,
    starts: defs.map((d) => grid.createLevel(d, LEXICON, LEVEL_CONFIG)),
    streams: defs.map((_, i) => seededMoves(20261201 + i, WALK)),
  };
}

/** Walks `level` along `moves` (WALK steps), undoing each won or lost step. */
export function walkLevel(level: grid.Level, moves: readonly grid.Dir[]): void {
  for (let i = 0; i < WALK; i++) {
    grid.step(level, moves[i]);
    if (grid.isWon(level) || grid.isLost(level)) grid.undo(level);
  }
}

/**
 * `walkLevel` with each step timed apart (the step with its `won()`/`lost()` reads and its undo, if
 * any): the times, in ms, are written to `out` from `at` on, WALK of them.
 */
export function walkLevelTimed(
  level: grid.Level,
  moves: readonly grid.Dir[],
  out: Float64Array,
  at: number,
): void {
  for (let i = 0; i < WALK; i++) {
    const t = performance.now();
    grid.step(level, moves[i]);
    if (grid.isWon(level) || grid.isLost(level)) grid.undo(level);
    out[at + i] = performance.now() - t;
  }
}

/** What reading the clock twice costs, in ms: the median of 10,001 back-to-back reads' differences. */
export function timerCost(): number {
  const d = new Float64Array(10_001);
  for (let i = 0; i < d.length; i++) {
    const t = performance.now();
    d[i] = performance.now() - t;
  }
  return d.sort()[5_000];
}

/** A fresh copy of a level (the walk never changes its `starts`). */
export const copy = (level: grid.Level): grid.Level => grid.cloneLevel(level);
