/**
 * Solver benchmarks: one full breadth-first search per iteration on each shipped level (the model, i.e.
 * the loaded level, is built outside the timing). A task's "×N" is the number of states that search
 * explores, so the reported median is the time per state explored (states per second = 1 s / median).
 * Target: ≥ 100,000 states/s on the SpellGrid levels. The reach benchmark is solver-reach.ts, the
 * corpus's levels solver-corpus.ts.
 *
 * Two more rows search a sparse level built here, a few objects on a 256×256 grid (the largest a level
 * may be, content LEVEL_LIMITS) and the same objects on 16×16, each for `SPARSE_STATES` states: a state's
 * cost should follow its objects and what a step changes, not the grid's area, so the two should be
 * close. (Built from the level format alone: `--compare` runs this code against older engines.)
 */
import type { Bench } from "tinybench";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { shippedLevels } from "../../src/play/files";
import { modelOf } from "../../src/solver/model";
import { solve } from "../../src/solver/search";
import type { Suite } from "../suite-run";

/** The states each search of the sparse level explores (it is not solved within them). */
const SPARSE_STATES = 2_000;

/**
 * A `size`×`size` level of 15 objects: BABA IS YOU and ROCK IS PUSH in the top left corner, FLAG IS WIN
 * and the flag in the far corners, BABA among three rocks near the first.
 */
function sparseLevel(size: number): LevelDef {
  const at = (kind: string, x: number, y: number) => ({ kind, x, y });
  const far = size - 1;
  return {
    name: `bench-sparse-${size}`,
    title: `Sparse ${size}×${size} (a solver benchmark)`,
    width: size,
    height: size,
    objects: [
      at("text:BABA", 0, 0),
      at("text:IS", 1, 0),
      at("text:YOU", 2, 0),
      at("text:ROCK", 0, 2),
      at("text:IS", 1, 2),
      at("text:PUSH", 2, 2),
      at("text:FLAG", 0, far),
      at("text:IS", 1, far),
      at("text:WIN", 2, far),
      at("rock", 5, 5),
      at("rock", 6, 8),
      at("rock", 8, 4),
      at("baba", 7, 7),
      at("flag", far, far),
      at("flag", far, 0),
    ],
  } as LevelDef;
}

export default {
  name: "solver (breadth-first search)",
  async register(bench: Bench) {
    for (const { path, def } of shippedLevels()) {
      const model = modelOf(def, repositoryContent()); // built once: reading cards/ is level load, not search
      const first = solve(model);
      const length = first.solved ? first.actions.length : -1;
      bench.add(`solve ${path} (${length} actions), per state explored ×${first.explored}`, () => {
        solve(model);
      });
    }
    for (const size of [256, 16]) {
      const model = modelOf(sparseLevel(size), repositoryContent());
      const first = solve(model, { maxStates: SPARSE_STATES });
      bench.add(`sparse ${size}×${size}, 15 objects, per state explored ×${first.explored}`, () => {
        solve(model, { maxStates: SPARSE_STATES });
      });
    }
  },
} satisfies Suite;
