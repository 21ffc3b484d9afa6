/**
 * The grid benchmark on the text-heavy corpus (issue 13 item 1): a seeded random walk over the 200
 * generated levels (bench/corpus/generate.ts) and the shipped pure Baba levels, reading `won()` and
 * `lost()` after each step as a player or a search does, with undo history on; a won or lost level is
 * undone and the walk goes on. Reported per step: on the mean over every level, and on the median level (each
 * level's walk timed apart, the median of those times, the "median per step"), and on the median single step (each step timed apart). Also a full reparse of a 10×10 level with 15 words (its lines remembered, and read afresh),
 * `won()` and `lost()` alone, and level loads (check + build + parse) of a pure Baba level and of the corpus's levels.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Bench } from "tinybench";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import type { Suite } from "../suite-run";
import { loadWalk, timerCost, WALK, walkLevel, walkLevelTimed } from "../walk";
import { tenByTen } from "./grid";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export default {
  name: "grid engine on the text-heavy corpus (issue 13)",
  async register(bench: Bench) {
    const { defs, generated, starts, streams } = loadWalk();
    const corpus = defs.slice(0, generated);
    let levels = starts.map(grid.cloneLevel);
    const steps = defs.length * WALK;
    bench.add(
      `random walk, ${defs.length} levels × ${WALK} steps (won/lost read, undo on) ×${steps}`,
      () => {
        for (let l = 0; l < levels.length; l++) {
          walkLevel(levels[l], streams[l]);
        }
      },
      { beforeEach: () => void (levels = starts.map(grid.cloneLevel)) },
    );
    // Each level's walk timed apart: the iteration reports the median of those times (tinybench's
    // `overriddenDuration`, in ms) and costs what it took in all (`overriddenIterationCost`).
    const perLevel = new Float64Array(levels.length);
    bench.add(
      `random walk, the median level (each of the ${defs.length} levels' ${WALK} steps timed apart) ×${WALK}`,
      () => {
        const t0 = performance.now();
        for (let l = 0; l < levels.length; l++) {
          const t = performance.now();
          walkLevel(levels[l], streams[l]);
          perLevel[l] = performance.now() - t;
        }
        const sorted = perLevel.slice().sort();
        const m = sorted.length >> 1;
        const mid = sorted.length % 2 === 1 ? sorted[m] : (sorted[m - 1] + sorted[m]) / 2;
        return { overriddenDuration: mid, overriddenIterationCost: performance.now() - t0 };
      },
      { beforeEach: () => void (levels = starts.map(grid.cloneLevel)) },
    );
    // Every step of the walk timed on its own: the median of those times, less the clock's own cost
    // (`timerCost`). The "median per step" read per step rather than per level.
    const perStep = new Float64Array(steps);
    const clock = timerCost();
    bench.add(
      `random walk, the median single step (each of the ${steps} steps timed apart, the clock's cost taken off) ×1`,
      () => {
        const t0 = performance.now();
        for (let l = 0; l < levels.length; l++) walkLevelTimed(levels[l], streams[l], perStep, l * WALK);
        const mid = perStep.sort()[steps >> 1];
        return {
          overriddenDuration: Math.max(0, mid - clock),
          overriddenIterationCost: performance.now() - t0,
        };
      },
      { beforeEach: () => void (levels = starts.map(grid.cloneLevel)) },
    );
    // `won()` and `lost()` alone, as the walk reads them after a step: on every level held halfway
    // through its walk (issue 13: they should cost nothing measurable beside a step).
    const halfway = starts.map((start, l) => {
      const level = grid.cloneLevel(start);
      for (let i = 0; i < WALK >> 1; i++) {
        grid.step(level, streams[l][i]);
        if (grid.isWon(level) || grid.isLost(level)) grid.undo(level);
      }
      return level;
    });
    const read = { ended: 0 }; // (kept, so the reads are not optimised away)
    bench.add(`won() and lost() read on each level halfway through its walk ×${halfway.length}`, () => {
      for (const level of halfway) if (grid.isWon(level) || grid.isLost(level)) read.ended++;
    });
    const ten = grid.createLevel(tenByTen(), LEXICON, LEVEL_CONFIG);
    const tenLexicon = ten.lexicon;
    const words = tenByTen().objects.filter((o) => o.kind.startsWith("text:")).length;
    bench.add(`full reparse of the 10×10 bench level (${words} words) ×1000`, () => {
      for (let i = 0; i < 1000; i++) grid.reparse(ten);
    });
    // The line memo is newer than some refs `--compare` runs against; there, this row is left out.
    const memo = await import("../../src/engine/grid/line-memo").catch(() => null);
    if (memo !== null) {
      bench.add(
        `full reparse of the 10×10 bench level, every line read afresh (line memo forgotten) ×1000`,
        () => {
          for (let i = 0; i < 1000; i++) {
            memo.forgetLines(tenLexicon);
            grid.reparse(ten);
          }
        },
      );
    }
    const sink = JSON.parse(readFileSync(join(ROOT, "levels/baba-sink.json"), "utf8")) as grid.LevelDef;
    bench.add("load a pure Baba level, baba-sink.json (check + build + parse) ×100", () => {
      for (let i = 0; i < 100; i++) grid.createLevel(sink, LEXICON, LEVEL_CONFIG);
    });
    bench.add(`load every corpus level (check + build + parse) ×${corpus.length}`, () => {
      for (const def of corpus) grid.createLevel(def, LEXICON, LEVEL_CONFIG);
    });
  },
} satisfies Suite;
